"""Read plain word-list files: one word per line, ``#`` comments, UTF-8 or ``.xz``.

Format (the same as the committed ``data/wordlists/*.txt.xz`` lists)::

    # language: de        <- optional header, before the first word (default: en)
    Straße                <- any case; normalised with the language's spelling rules
    häuser  # a comment   <- text after '#' is ignored
    X-Beine               <- can never be a word: skipped and counted

Lines that can never be a word (see :func:`lexitile.lexicon.normalise.why_not_word`:
hyphens, apostrophes, digits, spaces, one letter, letters outside the alphabet) are
skipped, not fatal, so lists exported from other tools load; the count is reported.
"""

from __future__ import annotations

import lzma
import re
from dataclasses import dataclass, field
from pathlib import Path

from lexitile.errors import InputFileError, UnknownNameError
from lexitile.lexicon.normalise import language_code, normalise, why_not_word

_HEADER = re.compile(r"#\s*language\s*[:=]\s*(\S+)", re.IGNORECASE)

#: How many skipped lines :class:`WordFile` keeps as examples.
MAX_EXAMPLES = 5


@dataclass(frozen=True)
class WordFile:
    """The words read from a word-list file.

    Attributes:
        words: normalised words in file order (duplicates possible).
        language: canonical language code the words were normalised with.
        skipped_lines: count of non-comment lines that can never be a word.
        skipped_examples: up to :data:`MAX_EXAMPLES` ``(line, text, reason)`` triples.
    """

    words: list[str]
    language: str
    skipped_lines: int = 0
    skipped_examples: list[tuple[int, str, str]] = field(default_factory=list)


#: Largest word list read, decompressed (the biggest built-in list is a fraction of it).
MAX_BYTES = 512 * 1024 * 1024
#: Longest line of a word list (a word is a few dozen letters; a line this long is not one).
MAX_LINE = 4096
_CHUNK = 1024 * 1024


def read_bytes(path: Path, limit: int = MAX_BYTES, max_line: int = MAX_LINE) -> bytes:
    """Return the (decompressed, for ``.xz``) bytes of ``path``, read in chunks so that
    a file that is too large, a line that is too long (an ``.xz`` expanding to one
    huge line) or a device such as ``/dev/zero`` stops with an error at once.

    Args:
        path: the file.
        limit: most bytes read (decompressed).
        max_line: longest line allowed, in bytes.

    Raises:
        InputFileError: when the file cannot be read, is not a regular file, is not
            valid xz data, is larger than ``limit`` or has a line longer than ``max_line``.
    """
    try:
        if path.exists() and not path.is_dir() and not path.is_file():
            raise InputFileError("is not a regular file (a device or a pipe), not a word list", path)
        opener = lzma.open if path.suffix.lower() == ".xz" else open
        chunks: list[bytes] = []
        size = line = 0
        lines = 1
        with opener(path, "rb") as f:
            while chunk := f.read(_CHUNK):
                size += len(chunk)
                if size > limit:
                    raise InputFileError(f"larger than {limit // 1024 // 1024} MiB; not a word list", path)
                last = chunk.rfind(b"\n")
                if last < 0:
                    line += len(chunk)
                else:
                    first = chunk.find(b"\n")
                    longest = max(line + first, max((len(x) for x in chunk[first + 1 : last].split(b"\n")), default=0))
                    if longest > max_line:
                        raise InputFileError(f"a line longer than {max_line} bytes; not a word list", path, lines)
                    lines += chunk.count(b"\n")
                    line = len(chunk) - last - 1
                if line > max_line:
                    raise InputFileError(f"a line longer than {max_line} bytes; not a word list", path, lines)
                chunks.append(chunk)
        return b"".join(chunks)
    except (lzma.LZMAError, EOFError) as exc:
        raise InputFileError(f"not a valid .xz file ({exc})", path) from exc
    except IsADirectoryError as exc:
        raise InputFileError("is a folder, not a word-list file", path) from exc
    except OSError as exc:
        raise InputFileError(f"cannot read word list: {exc.strerror or exc}", path) from exc


def decode(data: bytes, path: Path) -> str:
    """Decode UTF-8 word-list bytes (a leading BOM is allowed).

    Raises:
        InputFileError: with the 1-based line of the first byte that is not UTF-8, or
            for binary data (NUL bytes, e.g. a UTF-16 file).
    """
    if b"\x00" in data:
        line = data.count(b"\n", 0, data.index(b"\x00")) + 1
        raise InputFileError("binary data (NUL byte); expected UTF-8 text, one word per line", path, line)
    try:
        return data.decode("utf-8-sig")
    except UnicodeDecodeError as exc:
        line = data.count(b"\n", 0, exc.start) + 1
        bad = data[exc.start : exc.start + 1].hex()
        raise InputFileError(f"not UTF-8 text (byte 0x{bad}); save the word list as UTF-8", path, line) from exc


def _header_language(lines: list[str], path: Path) -> str | None:
    """Return the language named by a ``# language: xx`` line before the first word."""
    for number, line in enumerate(lines, start=1):
        stripped = line.strip()
        if not stripped:
            continue
        if not stripped.startswith("#"):
            return None
        match = _HEADER.match(stripped)
        if match:
            try:
                return language_code(match.group(1))
            except UnknownNameError as exc:
                raise InputFileError(str(exc), path, number) from exc
    return None


def parse_words(text: str, path: Path, language: str | None = None) -> WordFile:
    """Parse word-list text into normalised words.

    Args:
        text: the decoded file contents.
        path: the file, for error messages.
        language: overrides the file's ``# language:`` header; default English.

    Raises:
        InputFileError: for an unknown language in the header, or when no line holds a
            valid word.
        UnknownNameError: for an unknown ``language`` argument.
    """
    lines = text.splitlines()
    code = language_code(language) if language else (_header_language(lines, path) or "en")
    words: list[str] = []
    skipped = 0
    examples: list[tuple[int, str, str]] = []
    for number, line in enumerate(lines, start=1):
        entry = line.split("#", 1)[0].strip()
        if not entry:
            continue
        reason = why_not_word(entry, code)
        if reason is None:
            words.append(normalise(entry, code))
            continue
        skipped += 1
        if len(examples) < MAX_EXAMPLES:
            examples.append((number, entry, reason))
    if not words:
        detail = f"; {skipped} line(s) skipped, e.g. {examples[0][1]!r} ({examples[0][2]})" if examples else ""
        raise InputFileError(f"no valid word in the word list{detail}", path)
    return WordFile(words, code, skipped, examples)


def read_word_file(path: str | Path, language: str | None = None) -> WordFile:
    """Read a word-list file (UTF-8 text, or xz-compressed UTF-8 when named ``*.xz``).

    Args:
        path: the file.
        language: the language whose spelling rules apply; default: the file's
            ``# language:`` header, else English.

    Raises:
        InputFileError: unreadable file, bad xz data, not UTF-8 (with the line), or no
            valid word at all.
        UnknownNameError: for an unknown ``language`` argument.
    """
    path = Path(path)
    return parse_words(decode(read_bytes(path), path), path, language)
