"""The board game through the game contract: the shared outcome keeps every settlement
line (Mattel rule text "Ende des Spiels"), and the league adapter seats one person each."""

from __future__ import annotations

from helpers import RULES

from lexitile.core.game_contract import Adjustment, ClassNotation
from lexitile.core.league_rules import GameStatus, Seat
from lexitile.games.crossword.rules import contract
from lexitile.games.crossword.rules.game import Game
from lexitile.games.crossword.rules.move import BoardMove


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
