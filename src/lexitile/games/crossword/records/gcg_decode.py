"""How the bytes of a GCG file become text (GCG: file level, "Encoding"): UTF-8 or
ISO-8859-1 as line 1 declares or the bytes show (see :mod:`lexitile.games.crossword.records.gcg`)."""

from __future__ import annotations

import re
from pathlib import Path

from lexitile.core.message import Message
from lexitile.games.crossword.records.gcg_types import GcgError, GcgWarning
from lexitile.text.safe import QUOTE_CHARS, quoted

_UTF8_NAMES = frozenset({"utf-8", "utf8"})
_LATIN1_NAMES = frozenset({"iso-8859-1", "iso8859-1", "iso_8859-1", "iso 8859-1", "latin-1", "latin1", "l1"})

_ENCODING_LINE = re.compile(rb"^\s*#character-encoding[ \t]+(\S+)")


def _fail(why: Message, path: str | Path | None, line: int | None, code: str) -> GcgError:
    return GcgError(why, path, line, code)


def decode_gcg(data: bytes, path: str | Path | None = None) -> tuple[str, str, GcgWarning | None]:
    """Decode the bytes of a GCG file (GCG: file level, "Encoding").

    Line 1 ``#character-encoding UTF-8`` (or ``utf8``, any case) selects UTF-8, and
    ``ISO-8859-1`` (or ``latin-1``...) selects Latin-1 [M][G]; a UTF-8 byte-order mark
    also selects UTF-8 (it is then dropped). Without the pragma the standard says
    ISO-8859-1; but bytes that are valid UTF-8 and not ASCII are read as UTF-8, with a
    warning: a Latin-1 text almost never forms valid UTF-8 sequences by chance, while a
    UTF-8 file read as Latin-1 turns every non-ASCII tile into two wrong characters
    (``CAÇA`` into ``CAÃ\x87A``).

    Any other declared encoding is refused, as MAGPIE and Macondo refuse it
    (``UNSUPPORTED_CHARACTER_ENCODING``): tiles may be non-ASCII letters, so decoding
    with a guessed codec could change the moves, not only how names and notes display.

    Args:
        data: the file's bytes.
        path: for error messages.

    Returns:
        ``(text, encoding, warning)``: the text, the codec used (``"utf-8"`` or
        ``"iso-8859-1"``), and a :class:`GcgWarning` (``UTF8_WITHOUT_DECLARATION``) or
        ``None``.

    Raises:
        GcgError: ``UNSUPPORTED_CHARACTER_ENCODING`` (line 1) for a declared encoding
            other than UTF-8 and ISO-8859-1, naming it; ``BAD_ENCODING`` for bytes that
            are not UTF-8 although UTF-8 was declared (the line of the first bad byte is
            named), for ISO-8859-1 declared after a UTF-8 byte-order mark, and for UTF-16
            or binary files (NUL bytes).
    """
    if data.startswith((b"\xff\xfe", b"\xfe\xff")) or b"\x00" in data:
        line = data[: data.find(b"\x00")].count(b"\n") + 1 if b"\x00" in data else 1
        raise _fail(Message("gcg.binary"), path, line, "BAD_ENCODING")
    bom = data.startswith(b"\xef\xbb\xbf")
    if bom:
        data = data[3:]
    first = data.split(b"\n", 1)[0]
    m = _ENCODING_LINE.match(first)
    warning: GcgWarning | None = None
    if m:
        declared = m.group(1).decode("latin-1")
        name = declared.lower()
        if name in _UTF8_NAMES:
            encoding = "utf-8"
        elif name in _LATIN1_NAMES:
            if bom:
                raise _fail(Message("gcg.latin1-after-bom", {"token": quoted(declared)}), path, 1, "BAD_ENCODING")
            encoding = "iso-8859-1"
        else:
            raise _fail(
                Message("gcg.unsupported-encoding", {"token": quoted(declared)}),
                path,
                1,
                "UNSUPPORTED_CHARACTER_ENCODING",
            )
    elif bom:
        encoding = "utf-8"
    else:
        encoding = "iso-8859-1"
        if not data.isascii():
            try:
                text = data.decode("utf-8")
            except UnicodeDecodeError:
                pass
            else:
                warning = GcgWarning.of(None, "UTF8_WITHOUT_DECLARATION", Message("gcg.warn-utf8-undeclared"))
                return text, "utf-8", warning
    if encoding == "utf-8":
        try:
            text = data.decode("utf-8")
        except UnicodeDecodeError as exc:
            line = data.count(b"\n", 0, exc.start) + 1
            raise _fail(
                Message("gcg.not-utf8", {"byte": f"0x{data[exc.start]:02x}"}), path, line, "BAD_ENCODING"
            ) from None
    else:
        text = data.decode("latin-1")
    return text, encoding, warning


def line_of(data: bytes, line: int | None) -> str:
    """The text of line ``line`` (1-based) of a GCG file's bytes, decoded as the reader
    decodes them (ISO-8859-1 when they cannot be decoded so), without its line end and
    surrounding blanks, control characters shown as ``\\xNN``, cut to
    :data:`~lexitile.text.safe.QUOTE_CHARS` characters ending in ``…``; ``""`` when there
    is no such line."""
    if line is None or line < 1:
        return ""
    try:
        text = decode_gcg(data)[0]
    except GcgError:
        text = data.decode("latin-1")
    lines = text.removeprefix("\ufeff").replace("\r\n", "\n").replace("\r", "\n").split("\n")
    if line > len(lines):
        return ""
    shown = "".join(
        ch if ch.isprintable() else f"\\x{ord(ch):02x}" for ch in lines[line - 1].strip()[: QUOTE_CHARS * 4]
    )
    return shown if len(shown) <= QUOTE_CHARS else shown[: QUOTE_CHARS - 1] + "…"
