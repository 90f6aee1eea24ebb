"""The end of a game as data: why it ended, each settlement adjustment, final scores."""

from __future__ import annotations

import enum
from dataclasses import dataclass

from lexitile.core import game_contract


class TieRule(enum.Enum):
    """What a shared best final score means.

    ``DRAW``: the tied players share the win (tournament rules count it as half a win
    each; the Mattel and Palavras Cruzadas rule texts name no tie-break).
    ``BEFORE_SETTLEMENT``: the higher score before the racks were settled wins; still
    equal, a draw (Kreuzwort text "Ende der Partie": to break a tie, the value of the
    remaining letters is neither added nor subtracted).
    """

    DRAW = "draw"
    BEFORE_SETTLEMENT = "before-settlement"


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
        scores_before: totals before settlement (the tie-breaker under
            ``TieRule.BEFORE_SETTLEMENT``).
        adjustments: every settlement line, in the order applied.
        final_scores: totals after settlement.
        winners: seats with the best final score, narrowed by the scores before
            settlement when tied and ``tie`` says so; more than one seat is a draw.
        tie: the rule set's tie rule the winners were decided by.
    """

    reason: EndReason
    went_out: int | None
    scores_before: tuple[int, ...]
    adjustments: tuple[Adjustment, ...]
    final_scores: tuple[int, ...]
    winners: tuple[int, ...]
    tie: TieRule = TieRule.DRAW

    @property
    def is_draw(self) -> bool:
        """True when two or more players share the win."""
        return len(self.winners) > 1

    def shared(self) -> game_contract.Outcome:
        """This outcome as the game contract's one :class:`~lexitile.core.game_contract.Outcome`.

        The reason is ``"crossword.<went-out|scoreless|resigned>"``; each settlement
        line becomes an adjustment of reason ``"crossword.own-rack"`` (a player pays
        for their rack) or ``"crossword.others-racks"`` (the player out collects), its
        rack as the detail; finals and winners are this outcome's.
        """
        lines = tuple(
            game_contract.Adjustment(
                a.player, a.points, "crossword.own-rack" if a.own_rack else "crossword.others-racks", a.tiles
            )
            for a in self.adjustments
        )
        return game_contract.Outcome(
            f"crossword.{self.reason.value}", self.winners, self.final_scores, lines, self.went_out
        )

    @property
    def tie_broken(self) -> bool:
        """True when the best final score was shared and the scores before settlement
        named one winner (``TieRule.BEFORE_SETTLEMENT``)."""
        best = max(self.final_scores, default=0)
        return sum(1 for s in self.final_scores if s == best) > 1 and len(self.winners) == 1


def decide_winners(
    final_scores: tuple[int, ...], scores_before: tuple[int, ...], tie: TieRule = TieRule.DRAW
) -> tuple[int, ...]:
    """Seats with the highest final score.

    Args:
        final_scores: totals after settlement, per seat.
        scores_before: totals before settlement, per seat.
        tie: ``DRAW``: every seat with the best final score wins (a draw when more
            than one); ``BEFORE_SETTLEMENT``: among those, the best scores before
            settlement win, and only a tie there too is a draw (Kreuzwort text).

    Returns:
        The winning seats in seat order.
    """
    best = max(final_scores)
    tied = [i for i, s in enumerate(final_scores) if s == best]
    if len(tied) > 1 and tie is TieRule.BEFORE_SETTLEMENT:
        best_before = max(scores_before[i] for i in tied)
        tied = [i for i in tied if scores_before[i] == best_before]
    return tuple(tied)
