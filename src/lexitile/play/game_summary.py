"""How a board game ended, ready to show (the game-over screen, the curtain, notes), and
:func:`summarize`, which reads it off the engine's game."""

from __future__ import annotations

from dataclasses import dataclass

from lexitile.core.game_contract import Adjustment
from lexitile.games.crossword.rules.events import EventKind
from lexitile.games.crossword.rules.game import Game
from lexitile.games.crossword.rules.outcome import EndReason, rack_lines


@dataclass(frozen=True)
class GameSummary:
    """How a game ended, ready to show.

    Attributes:
        reason: ``"went-out"``, ``"scoreless"``, ``"resigned"`` or ``"aborted"`` (annulled
            by agreement: no winners).
        went_out: seat that went out, else ``None``.
        resigned: seat that resigned, else ``None``.
        adjustments: the rack settlement lines (deductions and gains, the shared
            outcome's ``crossword.own-rack`` / ``crossword.others-racks`` lines), in order
            applied; overtime is in ``time_penalties``.
        scores_before: totals before settlement.
        final_scores: totals after settlement.
        winners: winning seats (more than one: a draw).
        tie_break: True when the best final score was shared and the scores before
            settlement decided.
        time_penalties: game-clock overtime points lost per seat (already in
            ``final_scores``).
        tie: the rule set's tie rule (``"draw"`` or ``"before-settlement"``), as the
            engine's outcome applied it.
        scoreless_turns: for ``"scoreless"``: the scoreless turns in a row that end a
            game under its rules (:class:`~lexitile.games.crossword.rules.scoreless.ScorelessEnd`).
        passed_out: for ``"scoreless"``: the seat whose passes in a row ended the game
            (Palavras Cruzadas), else ``None``.
    """

    reason: str
    went_out: int | None
    resigned: int | None
    adjustments: tuple[Adjustment, ...]
    scores_before: tuple[int, ...]
    final_scores: tuple[int, ...]
    winners: tuple[int, ...]
    tie_break: bool
    time_penalties: tuple[int, ...] = ()
    tie: str = "draw"
    scoreless_turns: int | None = None
    passed_out: int | None = None

    @property
    def is_draw(self) -> bool:
        """True when two or more players share the win."""
        return len(self.winners) > 1


def summarize(game: Game, *, aborted: bool = False) -> GameSummary | None:
    """How ``game`` ended, or ``None`` while it goes on; ``aborted``: annulled by
    agreement (no winners, the scores as they stood)."""
    out = game.outcome
    if aborted:
        scores = tuple(game.scores)
        return GameSummary("aborted", None, None, (), scores, scores, (), False)
    if out is None:
        return None
    end_reason = EndReason.of(out)
    if end_reason is EndReason.RESIGNED:
        return GameSummary("resigned", None, out.went_out, (), out.before_adjustments(), out.finals, out.winners, False)
    reason = "went-out" if end_reason is EndReason.WENT_OUT else "scoreless"
    end = game.scoreless_end
    passed_out = end.ended_by_passes(game.passes_in_a_row) if reason == "scoreless" else None
    penalties = [0] * len(game.players)
    for event in game.history:
        if event.kind is EventKind.TIME_PENALTY:
            penalties[event.player] -= event.score
    return GameSummary(
        reason,
        out.went_out,
        None,
        rack_lines(out),
        out.before_adjustments(),
        out.finals,
        out.winners,
        out.tie_broken,
        tuple(penalties) if any(penalties) else (),
        game.rules.tie.value,
        end.turns if reason == "scoreless" else None,
        passed_out,
    )
