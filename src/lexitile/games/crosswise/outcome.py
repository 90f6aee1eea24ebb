"""How a game of Crosswise ended as its two sides see it: the reason, the winning side,
the sides' totals and the lines of six. This is the game's detail behind the one shared
:class:`~lexitile.core.game_contract.Outcome` (seats, winners, finals), which
:meth:`lexitile.games.crosswise.game.Game.outcome` builds from it; the record's ``end:``
line, the screens' summary and the self-play tally read the sides from here.

Rules (summed up in ``docs/crosswise.md``): a line of six alike ends the game at once
and the side owning that line wins (B; poeppelkiste; C, J check both sides after every
turn); otherwise when all squares are filled the higher total wins, equal totals are a
draw (B; J; C).
"""

from __future__ import annotations

import enum
from collections.abc import Sequence
from dataclasses import dataclass

from lexitile.core.game_contract import Outcome
from lexitile.games.crosswise.board import Line, Side


class EndReason(enum.Enum):
    """Why a game ended.

    ``SIX``: a line of six alike (instant win for the side owning it).
    ``FULL``: every square filled; totals decide.
    ``BLOCKED``: every seat passed since the last tile was played (``stuck=pass``).
    ``STUCK``: the player on turn had no legal turn (``stuck=end``).
    """

    SIX = "six"
    FULL = "full"
    BLOCKED = "blocked"
    STUCK = "stuck"


@dataclass(frozen=True, slots=True)
class SideResult:
    """The result of a finished game by side (the shared outcome is by seat).

    Attributes:
        reason: why it ended.
        winner: the winning side, ``None`` for a draw.
        columns: the columns side's total at the end (points).
        rows: the rows side's total at the end (points).
        six_lines: the lines of six alike (for ``SIX``), else empty.
    """

    reason: EndReason
    winner: Side | None
    columns: int
    rows: int
    six_lines: tuple[Line, ...] = ()

    @property
    def is_draw(self) -> bool:
        """True when nobody won."""
        return self.winner is None

    @property
    def won_by_six(self) -> bool:
        """True when a line of six alike ended the game: a win at once, whatever the
        totals (rule text 001)."""
        return self.reason is EndReason.SIX

    @property
    def six_line(self) -> Line | None:
        """The winner's line of six alike (the first in board order: rows, then
        columns), ``None`` when the game did not end on a six."""
        return next((ln for ln in self.six_lines if ln.side is self.winner), None)

    def headline(self, *, with_points: bool = False) -> str:
        """Who won and why, in English (the record's language; screens translate):
        ``"Orange (columns) wins: six alike in column C"`` -- a six is a win, not a
        total, so its points are left out unless ``with_points`` (a ``sumof`` match,
        where the six counts ``Components.six_alike`` in the sum);
        ``"Green (rows) wins on points: 21 - 18"``; ``"A draw on points: 20 - 20"``.
        Points are always written columns first."""
        points = f"{self.columns} - {self.rows}"
        line = self.six_line
        if self.won_by_six and self.winner is not None and line is not None:
            text = f"{self.winner.title} wins: six alike in {line}"
            return f"{text} ({points})" if with_points else text
        if self.winner is None:
            return f"A draw on points: {points}"
        return f"{self.winner.title} wins on points: {points}"

    def total(self, side: Side) -> int:
        """A side's total at the end."""
        return self.columns if side is Side.COLUMNS else self.rows

    def by_seat(self, sides: Sequence[Side]) -> Outcome:
        """The shared outcome of the game whose seats play ``sides`` (seat -> side).

        The reason is ``"crosswise.<six|full|blocked|stuck>"``; each seat's final is its
        side's total; the winners are the seats of the winning side, every seat on a
        draw (rules summed up in ``docs/crosswise.md``). Crosswise has no settlement
        lines.
        """
        winners = tuple(seat for seat, side in enumerate(sides) if self.winner in (None, side))
        return Outcome(f"crosswise.{self.reason.value}", winners, tuple(self.total(side) for side in sides))
