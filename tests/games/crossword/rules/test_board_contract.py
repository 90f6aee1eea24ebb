"""The board game through the game contract: the shared outcome keeps every settlement
line (Mattel rule text "Ende des Spiels"), and the league adapter seats one person each."""

from __future__ import annotations

import pytest
from helpers import RULES

from lexitile.core.game_contract import Adjustment, ClassNotation, Outcome
from lexitile.core.league_rules import GameStatus, Seat
from lexitile.games.crossword.rules import contract
from lexitile.games.crossword.rules.game import Game
from lexitile.games.crossword.rules.move import BoardMove
from lexitile.games.crossword.rules.outcome import OVERTIME, EndReason, rack_lines


def test_going_out_keeps_every_settlement_line_in_the_shared_outcome() -> None:
    game = Game(RULES, ["ann", "bo", "cy"], seed=11, first_player=0)
    game.bag.tiles = []
    game.racks = [list("CAT"), list("XA"), list("QI")]
    game.scores = [100, 90, 80]
    assert contract.outcome(game) is None
    game.play(contract.notation(game).parse("8G CAT").placement)
    shared = contract.outcome(game)
    assert shared is not None
    assert shared.reason == "crossword.went-out" and shared.went_out == 0
    assert shared.finals == (130, 81, 69) and shared.winners == (0,)
    assert shared.adjustments == (
        Adjustment(0, 20, "crossword.others-racks", "XAQI"),
        Adjustment(1, -9, "crossword.own-rack", "XA"),
        Adjustment(2, -11, "crossword.own-rack", "QI"),
    )
    assert shared.before_adjustments() == (110, 90, 80)
    result = contract.league(game, [Seat("ann"), Seat("bo"), Seat("cy")], competitive=False)
    assert result.status is GameStatus.FINISHED and result.winners == (0,)
    assert [s.score for s in result.seats] == [130, 81, 69]


def test_the_notation_is_the_move_values_own() -> None:
    game = Game(RULES, ["ann", "bo"], seed=1)
    assert contract.notation(game) == ClassNotation(BoardMove)


def test_the_engine_outcome_is_the_shared_one_and_overtime_keeps_the_scores_before_settlement() -> None:
    game = Game(RULES, ["ann", "bo"], seed=1, first_player=0)
    game.bag.tiles = []
    game.racks = [list("CAT"), list("E")]
    game.scores = [30, 40]
    game.play(contract.notation(game).parse("8G CAT").placement)
    assert isinstance(game.outcome, Outcome) and contract.outcome(game) is game.outcome
    # ann (30 + 10 for CAT on the centre star) goes out; Mattel: +1 for bo's E, bo pays 1
    assert game.outcome.finals == (41, 39) and game.outcome.winners == (0,)
    game.apply_time_penalties([20, 0])  # GCG "(time)" lines come after the end-rack lines
    out = game.outcome
    assert out.finals == tuple(game.scores) == (21, 39) and out.winners == (1,)
    assert out.adjustments[-1] == Adjustment(0, -20, OVERTIME)
    assert rack_lines(out) == out.adjustments[:-1]
    assert out.before_adjustments() == (40, 40)  # before the racks were settled, as the tie rule reads them
    assert EndReason.of(out) is EndReason.WENT_OUT and out.went_out == 0


def test_a_resignation_is_a_shared_outcome_without_settlement() -> None:
    game = Game(RULES, ["ann", "bo", "cy"], seed=2, first_player=0)
    game.scores = [50, 40, 45]
    out = game.resign(0)
    assert out == Outcome("crossword.resigned", (2,), (50, 40, 45), (), 0)
    assert EndReason.of(out) is EndReason.RESIGNED


def test_an_outcome_of_another_game_has_no_board_end_reason() -> None:
    with pytest.raises(ValueError, match="not a board game's end"):
        EndReason.of(Outcome("quiddler.rounds", (0,), (10, 5)))
    assert {reason.code for reason in EndReason} == {"crossword.went-out", "crossword.scoreless", "crossword.resigned"}
