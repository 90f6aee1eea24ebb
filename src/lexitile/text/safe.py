"""Text from a file or a player, made safe to show on a terminal or a screen.

Two dangers, one module:

* **Terminal escapes.** A name such as ``"Ann\\x1b]2;PWN\\x1b\\\\"`` written raw sets the
  terminal title; ``ESC ]52`` writes the clipboard. :func:`visible` turns every control
  character (C0, DEL, C1) and every bidirectional override or isolate into a visible
  escape (``\\x1b``, ``\\u202e``), so what reaches the terminal is only printable text.
* **Markup.** Textual and Rich read ``[b]``, ``[/]`` and ``[@click=app.quit]`` in plain
  strings as markup: a name ``[/]`` crashes a screen, ``[@click=...]`` runs an action.
  :func:`plain` returns a :class:`rich.text.Text`, which is never parsed as markup, with
  the control characters already made visible.

:class:`VisibleStream` wraps a text stream so that everything the command line prints
goes through :func:`visible`; :func:`clean` is for text written to files we produce
(GCG names and notes), which never carry a control character.
"""

from __future__ import annotations

import re
from collections.abc import Iterable
from typing import TextIO

from rich.text import Text

__all__ = [
    "QUOTE_CHARS",
    "VisibleStream",
    "clean",
    "has_unsafe",
    "plain",
    "plain_all",
    "plain_text",
    "quoted",
    "visible",
]

#: Bidirectional embeddings, overrides and isolates (Unicode TR9): text that reorders what
#: follows it on screen ("Trojan source"), and the line and paragraph separators, which
#: end a line where nothing shows one.
_BIDI_AND_BREAKS = frozenset("\u061c\u200e\u200f\u202a\u202b\u202c\u202d\u202e\u2066\u2067\u2068\u2069\u2028\u2029")

#: Short escapes people know; every other control character is ``\xNN``.
_NAMED = {"\t": "\\t", "\n": "\\n", "\r": "\\r"}


def _is_unsafe(ch: str) -> bool:
    code = ord(ch)
    return code < 0x20 or 0x7F <= code <= 0x9F or ch in _BIDI_AND_BREAKS


def _escape(ch: str) -> str:
    if ch in _NAMED:
        return _NAMED[ch]
    code = ord(ch)
    return f"\\x{code:02x}" if code < 0x100 else f"\\u{code:04x}"


_CONTROLS = "\x00-\x08\x0b-\x1f\x7f-\x9f" + "".join(sorted(_BIDI_AND_BREAKS))
#: Unsafe characters, by what is kept: (newlines, tabs) -> pattern.
_UNSAFE = {
    (newlines, tabs): re.compile(f"[{_CONTROLS}{'' if newlines else chr(10)}{'' if tabs else chr(9)}]")
    for newlines in (False, True)
    for tabs in (False, True)
}


def has_unsafe(text: str, *, newlines: bool = False, tabs: bool = False) -> bool:
    """True when :func:`visible` would change ``text`` (same arguments)."""
    return _UNSAFE[newlines, tabs].search(text) is not None


def visible(text: str, *, newlines: bool = False, tabs: bool = False) -> str:
    """``text`` with every control character made visible as an escape.

    Args:
        text: any text (a name, a note, a line quoted from a file).
        newlines: keep ``\\n`` as a line break (multi-line texts); otherwise it is shown
            as ``\\n`` (a name must not start a line of its own).
        tabs: keep ``\\t`` (text laid out by the program itself).

    Returns:
        The text with C0 controls (U+0000-U+001F), DEL (U+007F), C1 controls
        (U+0080-U+009F), the bidirectional controls and U+2028/U+2029 replaced by
        ``\\x1b``-style escapes (``\\t``, ``\\n``, ``\\r`` by name); everything else as
        it was. ``visible(visible(s)) == visible(s)``.
    """
    if not has_unsafe(text, newlines=newlines, tabs=tabs):
        return text
    return _UNSAFE[newlines, tabs].sub(lambda m: _escape(m.group()), text)


#: The most characters of input an error message quotes (a token, a line of a file).
QUOTE_CHARS = 80


def quoted(text: str, limit: int = QUOTE_CHARS) -> str:
    """Input quoted in an error message: control characters made visible
    (:func:`visible`), and cut to ``limit`` characters ending in ``…`` when longer, so a
    line of a megabyte reads as its start.

    Args:
        text: the input (a token, a line).
        limit: the most characters returned (at least 2).

    Returns:
        The text as it is when short, else its first ``limit - 1`` characters (escapes
        counted as shown) and ``…``.
    """
    shown = visible(text[: limit * 4])  # escapes only lengthen it: the rest is never shown
    if len(shown) <= limit and len(text) <= limit * 4:
        return shown
    return shown[: limit - 1] + "…"


def clean(text: str) -> str:
    """One line for a file we write (a GCG name, a pragma value): control characters
    made visible, line breaks included, so the line cannot be split or carry escapes."""
    return visible(text)


def plain(text: str | Text, style: str = "") -> Text:
    """Text a screen can show as it is: never parsed as markup, control characters
    visible, line breaks kept.

    Args:
        text: a string (a name, a message made with one, a quoted line) or a
            :class:`Text` (see :func:`plain_text`).
        style: a Rich style for the whole text (``"bold"``).

    Returns:
        A :class:`rich.text.Text`; Textual widgets show it without reading markup.
    """
    if isinstance(text, Text):
        return plain_text(text)
    return Text(visible(text, newlines=True), style=style, end="")


def plain_text(text: Text) -> Text:
    """A styled :class:`Text` with its control characters made visible, styles kept
    (each escape takes the style of the character it replaces)."""
    raw = text.plain
    if not has_unsafe(raw, newlines=True):
        return text
    cuts = [i for i, ch in enumerate(raw) if _is_unsafe(ch) and ch != "\n"]
    offsets = sorted({*cuts, *(i + 1 for i in cuts)})
    out = Text(end=text.end, justify=text.justify, no_wrap=text.no_wrap, overflow=text.overflow)
    out.style = text.style
    for piece in text.divide(offsets):
        ch = piece.plain
        if len(ch) == 1 and _is_unsafe(ch) and ch != "\n":
            escaped = Text(_escape(ch), style=piece.style)
            for span in piece.spans:
                escaped.stylize(span.style, 0, len(escaped))
            out.append_text(escaped)
        else:
            out.append_text(piece)
    return out


def plain_all(texts: Iterable[str]) -> list[Text]:
    """:func:`plain` of each text (table cells)."""
    return [plain(t) for t in texts]


class VisibleStream:
    """A text stream that writes everything through :func:`visible` (line breaks and
    tabs kept): the command line's output can never carry a terminal escape.

    Args:
        stream: the stream written to (``sys.stdout``).
    """

    def __init__(self, stream: TextIO):
        self._stream = stream

    def write(self, text: str) -> int:
        """Write ``text`` with its control characters visible; returns ``len(text)``."""
        self._stream.write(visible(text, newlines=True, tabs=True))
        return len(text)

    def writelines(self, lines: Iterable[str]) -> None:
        """Write each line (see :meth:`write`)."""
        for line in lines:
            self.write(line)

    @property
    def raw_stream(self) -> TextIO:
        """The stream underneath, for text the program makes itself (a progress bar's
        ``\\r``)."""
        return self._stream

    def __getattr__(self, name: str) -> object:
        return getattr(self._stream, name)
