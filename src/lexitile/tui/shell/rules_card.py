"""The rules card (F1), once for every game: one screen with the same keys, scrolling
and look; each game supplies only what the card says.

A game hands the card its sections -- plain text (Quiddler's and Crosswise's card
files) or Rich text (the board game's card, built from the rule set) -- and, when its
keys are a list of ``(key, what it does)`` pairs, :func:`keys_section` lays them out
the same way for every game.

The card wraps to its width with hanging indents: a line that goes on past the edge
continues under its own text, not at column 1 -- under the text of a bullet, of a key
or a premium square in their columns (:func:`hang_of`). The plain-text cards
(``data/quiddler/rules-card*.txt``, ``data/crosswise/rules-card*.txt``) are written at
most 70 characters wide, the card's width at 80 columns, so they are not wrapped twice.
"""

from __future__ import annotations

import re
from collections.abc import Iterable, Sequence
from typing import Any

from rich.console import Console
from rich.text import Text
from textual.app import ComposeResult
from textual.binding import Binding
from textual.containers import VerticalScroll

from lexitile.i18n import N_, _, localize_bindings, pgettext
from lexitile.tui.widgets.footer import Footer
from lexitile.tui.widgets.modal import ModalScreen
from lexitile.tui.widgets.plain import Static

__all__ = ["CardView", "RulesCard", "hang_of", "hang_wrap", "keys_section"]

#: a bullet (``•``, ``*``, ``-``, ``·``, ``1.``) and the spaces after it
_BULLET = re.compile(r"^ *(?:[•·*\-–]|\d+[.)]) +(?=\S)")
#: a first column (a key, a premium square, a tile) and the two or more spaces after it
_COLUMN = re.compile(r"^ *\S(?:.{0,30}?\S)?  +(?=\S)")


def hang_of(line: str, width: int = 80) -> int:
    """Where a line's continuation starts when it is wrapped: under the text after a
    bullet (``  * text``) or after a first column set off by two spaces (``  ctrl+s
    what it does``, ``  TW  triple word``), else under the line's own indent; the
    indent leaves at least 20 cells of a ``width``-cell line for the text.

    >>> hang_of("  * 118 cards: single letters")
    4
    >>> hang_of("   ctrl+s  play the tiles placed")
    11
    >>> hang_of("  Type a word and press Enter")
    2
    """
    match = _BULLET.match(line) or _COLUMN.match(line)
    hang = match.end() if match else len(line) - len(line.lstrip(" "))
    return hang if hang <= width - 20 else len(line) - len(line.lstrip(" "))


def hang_wrap(line: Text, width: int, console: Console) -> list[Text]:
    """``line`` wrapped to ``width`` cells, its continuation lines indented to
    :func:`hang_of` (one line per item of the list)."""
    if width <= 0:
        return [line]
    first = line.wrap(console, width)
    if len(first) <= 1:
        return list(first)
    hang = hang_of(line.plain, width)
    head = first[0]
    start = len(head.plain)
    while start < len(line.plain) and line.plain[start] == " ":
        start += 1
    rest = line[start:]
    if not hang:
        return [head, *rest.wrap(console, width)]
    return [head, *(Text(" " * hang) + part for part in rest.wrap(console, width - hang))]


def keys_section(keys: Iterable[tuple[str, str]]) -> Text:
    """The card's "Keys" section: each key right-aligned in bold, then what it does.

    Args:
        keys: ``(key, what it does)`` pairs, both English marked with ``N_``; they are
            translated here, and ``ctrl+`` is written as the interface language's
            keyboards label it (German ``Strg+``).
    """
    ctrl = pgettext("key name", "ctrl+")  # German keyboards say Strg
    rows = [(_(key).replace("ctrl+", ctrl), _(what)) for key, what in keys]
    text = Text()
    text.append(_("Keys") + "\n", "bold underline")
    width = max((len(key) for key, _what in rows), default=0)
    for key, what in rows:
        text.append(f"{key:>{width}}  ", "bold")
        text.append(f"{what}\n")
    return text


class RulesCard(ModalScreen[None]):
    """The rules card over the table or the new-game screen, for any game.

    Escape, F1, q (and ?, which opens Crosswise's card) close it; the arrows, Page
    Up/Down, Home and End scroll it; ctrl+q asks to quit the app.

    Args:
        sections: what the card shows, top to bottom, with a blank line between
            sections; a ``str`` is shown as it is (no markup).
    """

    BINDINGS = [
        Binding("escape,f1,q,question_mark", "close", N_("Close")),
        Binding("ctrl+q", "app.quit_app", N_("Quit")),
    ]

    def __init__(self, sections: Sequence[str | Text]):
        super().__init__()
        localize_bindings(self)
        self.sections = list(sections)

    def card_text(self) -> Text:
        """Every section as one text, as the card shows it."""
        text = Text()
        for k, section in enumerate(self.sections):
            part = Text(section) if isinstance(section, str) else section
            if k:
                text.append("\n")
            text.append_text(part)
            if not part.plain.endswith("\n"):
                text.append("\n")
        text.rstrip()
        return text

    def compose(self) -> ComposeResult:
        with VerticalScroll(classes="rules-card-box"):
            yield CardView(self.card_text(), id="rules-card")
        yield Footer(compact=True, show_command_palette=False)

    def on_mount(self) -> None:
        self.query_one(VerticalScroll).focus()

    def action_close(self) -> None:
        self.dismiss(None)


class CardView(Static):
    """The card's text, wrapped with hanging indents (:func:`hang_wrap`) at its width;
    its ``content`` stays the unwrapped text."""

    def _lines(self, width: int) -> list[Text]:
        content = self.content if isinstance(self.content, Text) else Text(str(self.content))
        lines: list[Text] = []
        for line in content.split("\n", allow_blank=True):
            lines.extend(hang_wrap(line, width, self.app.console))
        return lines

    def get_content_height(self, container: Any, viewport: Any, width: int) -> int:
        return len(self._lines(width))

    def render(self) -> Text:
        text = Text("\n", no_wrap=True, end="").join(self._lines(self.content_size.width or self.size.width or 80))
        text.no_wrap = True
        return text
