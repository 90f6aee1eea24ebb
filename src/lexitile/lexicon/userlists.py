"""The player's own word lists: installed once into the user data folder, used by name.

``lexitile lexicon add FILE --name NAME [--lang en]`` reads a word-list file (the format
of :mod:`lexitile.lexicon.wordfile`: one word a line, any case, ``#`` comments; junk
lines are skipped and counted), compiles its trie once and keeps it as
``<data dir>/lexicons/<NAME>.marisa`` beside ``<NAME>.json`` (language, word count,
skipped lines, where it came from). Afterwards ``load_lexicon(NAME)``, ``--lexicon
NAME`` and a GCG record's ``#lexicon NAME`` open it with ``mmap`` in about a
millisecond. Tournament players bring their own NWL or CSW file this way; lexitile
ships neither.

The data dir is ``$LEXITILE_DATA_DIR``, else ``platformdirs.user_data_dir("lexitile")``
(:func:`lexitile.storage.paths.data_dir`).
"""

from __future__ import annotations

import json
import os
import re
import tempfile
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path

import marisa_trie

from lexitile.errors import InputFileError, LexitileError, UnknownNameError
from lexitile.lexicon.normalise import _ALIASES, BUILTIN_CODES, language_code, normalise, why_not_word
from lexitile.lexicon.wordfile import decode, read_bytes
from lexitile.storage.paths import data_dir

#: The largest word-list file accepted, in bytes (after xz decompression). The largest
#: real lists (all Portuguese verb forms) are about 25 MB; CSW is 3 MB.
MAX_BYTES = 64 * 1024 * 1024

#: A list name: letters, digits, ``_ . -``; it names files, so no path characters.
NAME_PATTERN = re.compile(r"[A-Za-z0-9][A-Za-z0-9_.-]{0,39}\Z")

#: A list is refused as "in another language's letters" when at least this share of its
#: word lines (and at least :data:`MIN_FOREIGN` lines) use letters the language folds away
#: but another language keeps (Ä Ö Ü ß in an English list, Ç in a German one).
FOREIGN_SHARE = 0.05
MIN_FOREIGN = 3

#: Letters that mark a language: kept by it, folded or refused by the others.
#: (Only letters no English loanword has: café and naïve are fine in an English list.)
_MARKS = {"de": frozenset("äöüßẞ"), "pt_BR": frozenset("çãõ")}
_LANG_OPTION = {"en": "en", "de": "de", "pt_BR": "pt"}
_LANGUAGE_NAMES = {"en": "English", "de": "German", "pt_BR": "Brazilian Portuguese"}


@dataclass(frozen=True)
class InstalledList:
    """An installed word list.

    Attributes:
        name: the name it is used by (``--lexicon NAME``, ``#lexicon NAME``).
        language: canonical language code of its spelling rules.
        words: number of distinct words.
        skipped_lines: lines skipped when it was added (junk, one letter...).
        source: the file it was added from (as given then).
        trie_path: the compiled trie.
    """

    name: str
    language: str
    words: int
    skipped_lines: int
    source: str
    trie_path: Path


def lexicons_dir() -> Path:
    """Folder of installed lists (``<data dir>/lexicons``; may not exist yet)."""
    return data_dir() / "lexicons"


def _meta_path(name: str, directory: Path) -> Path:
    return directory / f"{name}.json"


def installed_lists(directory: Path | None = None) -> list[InstalledList]:
    """Every installed list, by name; entries whose files are damaged are left out."""
    folder = directory or lexicons_dir()
    found = []
    for meta in sorted(folder.glob("*.json")) if folder.is_dir() else ():
        entry = _read_meta(meta)
        if entry is not None:
            found.append(entry)
    return found


def _read_meta(meta: Path) -> InstalledList | None:
    try:
        data = json.loads(meta.read_text(encoding="utf-8"))
        entry = InstalledList(
            name=str(data["name"]),
            language=language_code(str(data["language"])),
            words=int(data["words"]),
            skipped_lines=int(data["skipped_lines"]),
            source=str(data["source"]),
            trie_path=meta.with_suffix(".marisa"),
        )
    except (OSError, ValueError, KeyError, TypeError, UnknownNameError):
        return None
    return entry if entry.trie_path.is_file() and entry.name == meta.stem else None


def find_installed(name: str, directory: Path | None = None) -> InstalledList | None:
    """The installed list called ``name`` (case-insensitive), or ``None``."""
    if not NAME_PATTERN.match(name):
        return None
    for entry in installed_lists(directory):
        if entry.name.casefold() == name.casefold():
            return entry
    return None


def tileset_of_list(name: str, directory: Path | None = None) -> str | None:
    """The built-in tile set of the language of the list a GCG ``#lexicon`` names: an
    installed list (``lexitile lexicon add --lang de``) or a built-in one (``de``,
    ``lexitile-de``); ``None`` for any other name (a tournament list, a file).

    A record written with an installed German list is played with German tiles, so
    a replay of it needs no ``#tile-distribution`` to know them.
    """
    from lexitile.languages import LANGUAGES, language_of_lexicon  # noqa: PLC0415 - loaded on first use, not at start-up

    entry = find_installed(name.strip(), directory)
    if entry is not None:
        return next((lang.tileset for lang in LANGUAGES if lang.lexicon == entry.language), None)
    known = language_of_lexicon(name)
    return None if known is None else known.tileset


def _builtin_names() -> set[str]:
    names = {code.casefold() for code in BUILTIN_CODES} | set(_ALIASES)
    names |= {f"lexitile-{code}".casefold() for code in BUILTIN_CODES}
    return names


def check_name(name: str, directory: Path | None = None) -> None:
    """Raise :class:`LexitileError` unless ``name`` can name a new list."""
    if not NAME_PATTERN.match(name):
        raise LexitileError(
            f"bad list name {name!r}: use 1 to 40 letters, digits, '_', '.' or '-', starting with a letter or digit"
        )
    if name.casefold() in _builtin_names():
        raise LexitileError(f"{name!r} is the name of a built-in lexicon; choose another name")
    existing = find_installed(name, directory)
    if existing is not None:
        raise LexitileError(
            f"a list named {existing.name!r} is already installed ({existing.words:,} words, from "
            f"{existing.source}); remove it first with 'lexitile lexicon remove {existing.name}'"
        )


def _foreign_letters(lines: list[str], code: str) -> tuple[int, int, tuple[int, str] | None, str | None]:
    """Count word lines marked by another language's letters: ``(count, words, example, language)``."""
    count = total = 0
    example: tuple[int, str] | None = None
    votes: dict[str, int] = {}
    for number, line in enumerate(lines, start=1):
        entry = line.split("#", 1)[0].strip()
        if not entry:
            continue
        total += 1
        lower = entry.lower()
        for other, marks in _MARKS.items():
            if other != code and any(c in marks for c in lower) and not any(c in _MARKS.get(code, ()) for c in lower):
                count += 1
                votes[other] = votes.get(other, 0) + 1
                if example is None:
                    example = (number, entry)
                break
        else:
            if why_not_word(entry, code) == "letters outside the alphabet":
                count += 1
                if example is None:
                    example = (number, entry)
    guess = max(votes, key=lambda k: votes[k]) if votes else None
    return count, total, example, guess


def add_list(path: str | Path, name: str, language: str = "en", directory: Path | None = None) -> InstalledList:
    """Read, check and install a word-list file under ``name``.

    Args:
        path: the file (UTF-8 text, or ``.xz``); one word a line, ``#`` comments.
        name: the list's name (see :data:`NAME_PATTERN`; not a built-in name, not taken).
        language: whose spelling rules apply (``en``, ``de``, ``pt_BR``...).
        directory: the lexicons folder (default :func:`lexicons_dir`).

    Returns:
        The installed list.

    Raises:
        LexitileError: bad or taken name.
        UnknownNameError: unknown language.
        InputFileError: the file cannot be read, is larger than :data:`MAX_BYTES`, is not
            UTF-8, has no valid word, or is written in another language's letters.
        OSError: the lexicons folder cannot be written.
    """
    source = Path(path).expanduser()
    code = language_code(language)
    folder = directory or lexicons_dir()
    check_name(name, folder)
    try:
        size = source.stat().st_size
    except OSError as exc:
        raise InputFileError(f"cannot read word list: {exc.strerror or exc}", source) from exc
    if size > MAX_BYTES:
        raise InputFileError(f"file too large ({size / 2**20:.0f} MB; at most {MAX_BYTES // 2**20} MB)", source)
    data = read_bytes(source)
    if len(data) > MAX_BYTES:
        raise InputFileError(
            f"file too large once decompressed ({len(data) / 2**20:.0f} MB; at most {MAX_BYTES // 2**20} MB)", source
        )
    lines = decode(data, source).splitlines()
    foreign, total, example, guess = _foreign_letters(lines, code)
    if example is not None and foreign >= MIN_FOREIGN and foreign >= FOREIGN_SHARE * total:
        other = f"; is it a {_LANGUAGE_NAMES[guess]} list? add it with --lang {_LANG_OPTION[guess]}" if guess else ""
        raise InputFileError(
            f"{foreign:,} of {total:,} words have letters that {_LANGUAGE_NAMES[code]} does not use "
            f"(e.g. {example[1]!r}){other}",
            source,
            example[0],
        )
    words: set[str] = set()
    skipped = 0
    for line in lines:
        entry = line.split("#", 1)[0].strip()
        if not entry:
            continue
        if why_not_word(entry, code) is None:
            words.add(normalise(entry, code))
        else:
            skipped += 1
    if not words:
        raise InputFileError(f"no valid word in the word list ({skipped:,} line(s) skipped)", source)
    folder.mkdir(parents=True, exist_ok=True)
    trie_path = folder / f"{name}.marisa"
    _write_atomically(trie_path, lambda tmp: marisa_trie.Trie(sorted(words)).save(tmp))
    meta = {"name": name, "language": code, "words": len(words), "skipped_lines": skipped, "source": str(source)}
    text = json.dumps(meta, ensure_ascii=False, indent=1)
    _write_atomically(_meta_path(name, folder), lambda tmp: Path(tmp).write_text(text, encoding="utf-8"))
    return InstalledList(name, code, len(words), skipped, str(source), trie_path)


def remove_list(name: str, directory: Path | None = None) -> InstalledList:
    """Remove the installed list ``name``.

    Raises:
        UnknownNameError: no list of that name is installed.
    """
    entry = find_installed(name, directory)
    if entry is None:
        raise UnknownNameError(f"no installed list named {name!r}")
    _meta_path(entry.name, entry.trie_path.parent).unlink()
    entry.trie_path.unlink(missing_ok=True)
    return entry


def open_installed(entry: InstalledList) -> marisa_trie.Trie:
    """Open an installed list's trie with ``mmap``.

    Raises:
        InputFileError: the compiled file is damaged (add the list again).
    """
    trie = marisa_trie.Trie()
    try:
        trie.mmap(str(entry.trie_path))
    except (OSError, RuntimeError) as exc:
        raise InputFileError("installed list is damaged; remove it and add it again", entry.trie_path) from exc
    return trie


def _write_atomically(target: Path, write: Callable[[str], object]) -> None:
    """Call ``write(temp_path)`` and move the result onto ``target``."""
    fd, tmp = tempfile.mkstemp(dir=target.parent, prefix=f".{target.name}-", suffix=".tmp")
    os.close(fd)
    try:
        write(tmp)
        os.replace(tmp, target)
    except BaseException:
        Path(tmp).unlink(missing_ok=True)
        raise
