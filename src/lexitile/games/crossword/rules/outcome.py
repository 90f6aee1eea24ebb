"""The board game's end in the shared :class:`~lexitile.core.game_contract.Outcome`:
its end reasons, its settlement lines, its tie rule.

The board game has no outcome type of its own. It fills the contract's one ``Outcome``
with reason codes ``"crossword.went-out"``, ``"crossword.scoreless"`` and
``"crossword.resigned"`` (:class:`EndReason`) and with adjustments of three kinds:

* ``"crossword.own-rack"`` (:data:`OWN_RACK`): a player loses the value of the tiles
  left on their rack; the detail is that rack;
* ``"crossword.others-racks"`` (:data:`OTHERS_RACKS`): the player who went out gains the
  others' racks; the detail is those tiles;
* ``"crossword.overtime"`` (:data:`OVERTIME`): game-clock overtime points lost (GCG
  ``(time)`` lines, after the end-rack lines); no detail.

So ``Outcome.before_adjustments()`` is each score before the racks were settled (the
tie-breaker of :attr:`TieRule.BEFORE_SETTLEMENT`), and :func:`rack_lines` are the lines
a settlement shows.
"""

from __future__ import annotations

import enum
from collections.abc import Iterable, Sequence

from lexitile.core.game_contract import Adjustment, Outcome

__all__ = [
    "OTHERS_RACKS",
    "OVERTIME",
    "OWN_RACK",
    "REASON_PREFIX",
    "EndReason",
    "TieRule",
    "decide_winners",
    "owns_rack",
    "rack_adjustment",
    "rack_lines",
    "settled_outcome",
]

#: The namespace of the board game's reason codes in the shared outcome.
REASON_PREFIX = "crossword"
#: Adjustment reason: a player pays for the tiles left on their own rack.
OWN_RACK = f"{REASON_PREFIX}.own-rack"
#: Adjustment reason: the player who went out collects the others' racks.
OTHERS_RACKS = f"{REASON_PREFIX}.others-racks"
#: Adjustment reason: game-clock overtime points lost after the game ended.
OVERTIME = f"{REASON_PREFIX}.overtime"


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

    @property
    def code(self) -> str:
        """The shared outcome's reason code, ``"crossword.<value>"``."""
        return f"{REASON_PREFIX}.{self.value}"

    @classmethod
    def of(cls, outcome: Outcome) -> EndReason:
        """The end reason of a board game's shared ``outcome``.

        Raises:
            ValueError: the outcome's reason is not one of the board game's codes.
        """
        prefix, _, value = outcome.reason.partition(".")
        if prefix != REASON_PREFIX:
            raise ValueError(f"{outcome.reason!r} is not a board game's end")
        return cls(value)


def rack_adjustment(seat: int, points: int, tiles: str, *, own_rack: bool) -> Adjustment:
    """One settlement line: ``seat`` (0-based) gains ``points`` (negative: loses) for
    ``tiles``; ``own_rack`` True when the seat pays for its own rack (:data:`OWN_RACK`),
    False when the player out collects the others' racks (:data:`OTHERS_RACKS`)."""
    return Adjustment(seat, points, OWN_RACK if own_rack else OTHERS_RACKS, tiles)


def owns_rack(line: Adjustment) -> bool:
    """True when ``line`` charges a seat for its own rack (:data:`OWN_RACK`)."""
    return line.reason == OWN_RACK


def rack_lines(outcome: Outcome) -> tuple[Adjustment, ...]:
    """The end-rack settlement lines of ``outcome`` (own racks and the others' racks),
    in the order applied; overtime lines left out."""
    return tuple(a for a in outcome.adjustments if a.reason in (OWN_RACK, OTHERS_RACKS))


def settled_outcome(
    reason: EndReason,
    went_out: int | None,
    scores_before: Sequence[int],
    adjustments: Iterable[Adjustment],
    tie: TieRule,
) -> Outcome:
    """The shared outcome of a board game settled from ``scores_before``.

    Args:
        reason: why the game ended.
        went_out: the seat who went out (or resigned), else ``None``.
        scores_before: each seat's total before the settlement, in points.
        adjustments: the settlement lines in the order applied (rack lines, then any
            overtime lines).
        tie: the rule set's tie rule; under ``BEFORE_SETTLEMENT`` the scores before the
            racks were settled break a tie (Kreuzwort text).

    Returns:
        The outcome with finals = ``scores_before`` plus the adjustments and the
        winners by :func:`decide_winners`.
    """
    lines = tuple(adjustments)
    finals = list(scores_before)
    for line in lines:
        finals[line.seat] += line.points
    before = tuple(scores_before)
    final = tuple(finals)
    return Outcome(reason.code, decide_winners(final, before, tie), final, lines, went_out)


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
