"""Scores of all players, whose turn it is, and the tiles left in the bag."""

from __future__ import annotations

from collections.abc import Sequence

from rich.text import Text
from textual.widget import Widget


class ScoresView(Widget):
    """One line per player (``▶`` marks the player on turn), then the bag count."""

    COMPONENT_CLASSES = {"scores--turn", "scores--name", "scores--bag"}

    def __init__(self, *, id: str | None = None, classes: str | None = None):
        super().__init__(id=id, classes=classes)
        self.players: tuple[str, ...] = ()
        self.scores: tuple[int, ...] = ()
        self.turn: int | None = None
        self.bag = 0
        self.note = ""

    def show(self, players: Sequence[str], scores: Sequence[int], turn: int | None, bag: int, note: str = "") -> None:
        """Draw the scores.

        Args:
            players: seat names.
            scores: points per seat.
            turn: seat on turn, ``None`` once the game is over.
            bag: tiles left in the bag.
            note: extra text after the bag count (e.g. ``"game over"``).
        """
        self.players, self.scores, self.turn, self.bag, self.note = tuple(players), tuple(scores), turn, bag, note
        self.refresh(layout=True)

    def get_content_height(self, container, viewport, width: int) -> int:
        return len(self.players) + 1

    def render(self) -> Text:
        style = self.get_component_rich_style
        text = Text(no_wrap=True, overflow="ellipsis", end="")
        width = max(12, self.size.width - 8)
        for i, (name, score) in enumerate(zip(self.players, self.scores)):
            on_turn = i == self.turn
            marker = "▶ " if on_turn else "  "
            s = style("scores--turn") if on_turn else style("scores--name")
            text.append(f"{marker}{name[: width - 2]:<{width - 2}}{score:>6}\n", s)
        bag = f"  Bag: {self.bag} tile{'s' if self.bag != 1 else ''}"
        if self.note:
            bag += f" · {self.note}"
        text.append(bag, style("scores--bag"))
        return text
