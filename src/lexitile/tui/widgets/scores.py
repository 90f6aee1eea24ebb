"""Scores of all players, whose turn it is, the tiles left in the bag, the clocks
(a game clock per player, or the countdown of the move) and the word list in use."""

from __future__ import annotations

import textwrap
from collections.abc import Sequence
from dataclasses import dataclass

from rich.text import Text
from textual.geometry import Size
from textual.reactive import reactive

from lexitile.i18n import _, ngettext
from lexitile.tui.widgets.plain import Widget, clipped


@dataclass(frozen=True)
class Standing:
    """What the score panel shows (see :meth:`ScoresView.show` for the fields)."""

    players: tuple[str, ...]
    scores: tuple[int, ...]
    turn: int | None
    bag: int
    note: str = ""
    clocks: tuple[str, ...] = ()
    overtime: tuple[bool, ...] = ()
    line: str = ""
    robots: frozenset[int] = frozenset()
    words: str = ""


class ScoresView(Widget):
    """One line per player (``▶`` marks the player on turn), then the bag count.

    Set :attr:`standing` (or call :meth:`show`): the panel redraws when it changed.
    """

    #: everything the panel shows; a new value that differs redraws it
    standing: reactive[Standing | None] = reactive(None, layout=False, repaint=False, init=False)

    COMPONENT_CLASSES = {
        "scores--turn",
        "scores--name",
        "scores--bag",
        "scores--overtime",
        "scores--clock",
        "scores--words",
    }

    def __init__(self, *, id: str | None = None, classes: str | None = None):
        super().__init__(id=id, classes=classes)
        self.players: tuple[str, ...] = ()
        self.scores: tuple[int, ...] = ()
        self.turn: int | None = None
        self.bag = 0
        self.note = ""
        self.clocks: tuple[str, ...] = ()
        self.overtime: tuple[bool, ...] = ()
        self.line = ""
        self.robots: frozenset[int] = frozenset()
        self.words = ""

    def show(
        self,
        players: Sequence[str],
        scores: Sequence[int],
        turn: int | None,
        bag: int,
        note: str = "",
        clocks: Sequence[str] = (),
        overtime: Sequence[bool] = (),
        line: str = "",
        robots: Sequence[int] = (),
        words: str = "",
    ) -> None:
        """Draw the scores.

        Args:
            players: seat names.
            scores: points per seat.
            turn: seat on turn, ``None`` once the game is over.
            bag: tiles left in the bag.
            note: extra text after the bag count (e.g. ``"game over"``).
            clocks: per seat, the game clock (``"24:13"``, ``"-1:05 -20"`` in
                overtime), or nothing.
            overtime: per seat, True when the clock is in overtime (shown in red).
            line: one more line under the bag (the move countdown, table flags).
            robots: the seats a computer plays (marked after the name).
            words: the name of the word list in use (its title), wrapped under the rest.
        """
        self.standing = Standing(
            tuple(players),
            tuple(scores),
            turn,
            bag,
            note,
            tuple(clocks),
            tuple(overtime),
            line,
            frozenset(robots),
            words,
        )

    def watch_standing(self, standing: Standing | None) -> None:
        if standing is None:
            return
        self.players, self.scores, self.turn, self.bag = standing.players, standing.scores, standing.turn, standing.bag
        self.note, self.clocks, self.overtime, self.line = (
            standing.note,
            standing.clocks,
            standing.overtime,
            standing.line,
        )
        self.robots, self.words = standing.robots, standing.words
        self.redraw(standing, (len(self.players), bool(standing.line), standing.words))

    def _words_lines(self, width: int) -> list[str]:
        return textwrap.wrap(self.words, max(8, width - 2)) if self.words else []

    def get_content_height(self, container: Size, viewport: Size, width: int) -> int:
        return len(self.players) + 1 + (1 if self.line else 0) + len(self._words_lines(width))

    def render(self) -> Text:
        style = self.get_component_rich_style
        text = Text(no_wrap=True, overflow="ellipsis", end="")
        clock_width = max((len(c) for c in self.clocks), default=0)
        width = max(12, self.size.width - 8 - (clock_width + 1 if clock_width else 0))
        for i, (name, score) in enumerate(zip(self.players, self.scores)):
            on_turn = i == self.turn
            marker = "▶ " if on_turn else "  "
            s = style("scores--turn") if on_turn else style("scores--name")
            if i in self.robots:
                mark = " " + _("(computer)")
                name = clipped(name, max(1, width - 2 - len(mark))) + mark
            text.append(f"{marker}{clipped(name, width - 2):<{width - 2}}", s)
            if clock_width:
                late = i < len(self.overtime) and self.overtime[i]
                clock = self.clocks[i] if i < len(self.clocks) else ""
                text.append(f" {clock:>{clock_width}}", style("scores--overtime") if late else style("scores--clock"))
            text.append(f"{score:>6}\n", s)
        bag = "  " + ngettext("Bag: {n} tile", "Bag: {n} tiles", self.bag).format(n=self.bag)
        if self.note:
            bag += f" · {self.note}"
        text.append(bag, style("scores--bag"))
        if self.line:
            text.append(f"\n  {self.line}", style("scores--clock"))
        for line in self._words_lines(self.size.width):
            text.append(f"\n  {line}", style("scores--words"))
        return text
