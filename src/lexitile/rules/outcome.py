"""The end of a game as data: why it ended, each settlement adjustment, final scores."""

from __future__ import annotations

import enum
from dataclasses import dataclass


class EndReason(enum.Enum):
    """Why a game ended.

    ``WENT_OUT``: the bag was empty and a player placed their last tile.
    ``SCORELESS``: the rule set's number of scoreless turns in a row was reached.
    ``RESIGNED``: a player resigned; no rack settlement, and that player cannot win.
    """

    WENT_OUT = "went-out"
    SCORELESS = "scoreless"
    RESIGNED = "resigned"


@dataclass(frozen=True, slots=True)
class Adjustment:
    """One settlement line: ``player`` gains ``points`` (negative: loses) for ``tiles``.

    Attributes:
        player: 0-based seat.
        points: signed points.
        tiles: the rack whose value is counted.
        own_rack: True when the player pays for their own rack, False when the player
            out collects the others' racks.
    """

    player: int
    points: int
    tiles: str
    own_rack: bool


@dataclass(frozen=True, slots=True)
class Outcome:
    """The result of a finished game.

    Attributes:
        reason: why the game ended.
        went_out: seat of the player who went out (or resigned), else ``None``.
        scores_before: totals before settlement (the tie-breaker).
        adjustments: every settlement line, in the order applied.
        final_scores: totals after settlement.
        winners: seats with the best final score, narrowed by the scores before
            settlement when tied; more than one seat means a draw.
    """

    reason: EndReason
    went_out: int | None
    scores_before: tuple[int, ...]
    adjustments: tuple[Adjustment, ...]
    final_scores: tuple[int, ...]
    winners: tuple[int, ...]

    @property
    def is_draw(self) -> bool:
        """True when two or more players share the win."""
        return len(self.winners) > 1


def decide_winners(final_scores: tuple[int, ...], scores_before: tuple[int, ...]) -> tuple[int, ...]:
    """Seats with the highest final score; a tie is broken by the scores before
    settlement; if still equal, all tied seats (a draw). (Issue #2 end-game rules.)"""
    best = max(final_scores)
    tied = [i for i, s in enumerate(final_scores) if s == best]
    if len(tied) > 1:
        best_before = max(scores_before[i] for i in tied)
        tied = [i for i in tied if scores_before[i] == best_before]
    return tuple(tied)
