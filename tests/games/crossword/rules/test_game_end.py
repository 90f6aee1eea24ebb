"""End of the game and settlement (Mattel rule text "Ende des Spiels"; issue #2)."""

from __future__ import annotations

import pytest
from helpers import RULES

from lexitile.errors import IllegalMoveError, Reason
from lexitile.games.crossword.catalog import load_rules
from lexitile.games.crossword.rules.events import EventKind
from lexitile.games.crossword.rules.game import Game
from lexitile.games.crossword.rules.outcome import EndReason, TieRule, decide_winners


def _endgame(rules=RULES, players=("ann", "bo", "cy")) -> Game:
    game = Game(rules, list(players), seed=11, first_player=0)
    game.bag.tiles = []
    return game


def test_going_out_mattel_settlement():
    game = _endgame()
    game.racks = [list("CAT"), list("XA"), list("QI")]
    game.scores = [100, 90, 80]
    game.play_notation("8G", "CAT")
    out = game.outcome
    assert out is not None and EndReason.of(out) is EndReason.WENT_OUT and out.went_out == 0
    # ann: CAT 10 points, + (X8 + A1) + (Q10 + I1) = 20; bo -9, cy -11
    assert out.before_adjustments() == (110, 90, 80)
    assert out.finals == (130, 81, 69)
    assert [(a.seat, a.points) for a in out.adjustments] == [(0, 20), (1, -9), (2, -11)]
    kinds = [e.kind for e in game.history]
    assert kinds == [EventKind.PLAY, EventKind.END_RACK_POINTS, EventKind.END_RACK_PENALTY, EventKind.END_RACK_PENALTY]
    assert out.winners == (0,)


def test_going_out_double_rule():
    rules = load_rules("tournament")
    game = _endgame(rules, ("ann", "bo"))
    game.racks = [list("CAT"), list("XA")]
    game.play_notation("8G", "CAT")
    assert game.outcome.finals == (10 + 18, 0)


def test_game_refuses_moves_after_end():
    game = _endgame()
    game.racks = [list("CAT"), list("XA"), list("QI")]
    game.play_notation("8G", "CAT")
    for action in (game.pass_turn, lambda: game.exchange("X")):
        with pytest.raises(IllegalMoveError) as err:
            action()
        assert err.value.reason is Reason.GAME_OVER


@pytest.mark.parametrize("players", [2, 3, 4])
def test_two_scoreless_rounds_end_the_game(players):
    game = Game(RULES, [f"p{i}" for i in range(players)], seed=2, first_player=0)
    for _ in range(2 * players - 1):
        game.pass_turn()
        assert game.outcome is None
    game.pass_turn()
    out = game.outcome
    assert EndReason.of(out) is EndReason.SCORELESS
    for seat in range(players):
        assert out.finals[seat] == -RULES.tileset.rack_value(game.racks[seat])


def test_tournament_six_scoreless_turns():
    game = Game(load_rules("tournament"), ["a", "b"], seed=2, first_player=0)
    for _ in range(5):
        game.pass_turn()
    assert game.outcome is None
    game.exchange(game.rack[0])
    assert game.outcome is not None and EndReason.of(game.outcome) is EndReason.SCORELESS


def test_scoring_play_resets_scoreless_count():
    game = Game(RULES, ["a", "b"], seed=2, first_player=0)
    game.pass_turn()
    game.pass_turn()
    game.pass_turn()
    assert game.scoreless == 3
    game.racks[1] = list("CATSXYZ")
    game.play_notation("8G", "CAT")
    assert game.scoreless == 0


def test_kreuzwort_scoreless_turns_need_empty_bag():
    rules = load_rules("kreuzwort")
    game = Game(rules, ["a", "b"], seed=2, first_player=0)
    for _ in range(8):
        game.pass_turn()
    assert game.outcome is None


def test_kreuzwort_exchange_with_one_tile_in_bag():
    rules = load_rules("kreuzwort")
    game = Game(rules, ["a", "b"], seed=2, first_player=0)
    game.bag.tiles = ["E"]
    game.exchange(game.rack[0])
    assert game.rack.count("E") >= 1


def test_tie_broken_by_scores_before_settlement():
    before = TieRule.BEFORE_SETTLEMENT
    assert decide_winners((50, 50), (40, 45), before) == (1,)
    assert decide_winners((50, 50), (45, 45), before) == (0, 1)
    assert decide_winners((50, 60, 60), (0, 70, 61), before) == (1,)
    assert decide_winners((50, 60, 60), (0, 70, 61)) == (1, 2)  # the default: a draw


def test_pop_undoes_settlement():
    game = _endgame()
    game.racks = [list("CAT"), list("XA"), list("QI")]
    game.play_notation("8G", "CAT")
    game.pop()
    assert game.outcome is None and game.scores == [0, 0, 0] and game.board.is_empty
    assert sorted(game.racks[0]) == list("ACT") and game.history == []


def test_pairs_partners_alternate_on_one_seat():
    game = Game(RULES, ["Ann & Cy", "Bo & Di"], seed=1, first_player=0, members=[["Ann", "Cy"], ["Bo", "Di"]])
    order = []
    for _ in range(4):
        order.append(game.member_on_turn())
        game.pass_turn()
    assert order == ["Ann", "Bo", "Cy", "Di"]
    assert len(game.racks) == 2


def test_resign_ends_without_settlement_and_the_best_other_wins():
    game = Game(RULES, ["a", "b", "c"], seed=3, first_player=0)
    game.scores = [50, 40, 45]
    out = game.resign(0)
    assert EndReason.of(out) is EndReason.RESIGNED and out.went_out == 0
    assert out.finals == (50, 40, 45) and out.adjustments == ()
    assert out.winners == (2,)
    with pytest.raises(IllegalMoveError):
        game.pass_turn()
    game.pop()
    assert game.outcome is None


def test_given_first_player_deals_the_same_bag_as_a_drawn_one():
    drawn = Game(RULES, ["a", "b", "c"], seed=99)
    given = Game(RULES, ["a", "b", "c"], seed=99, first_player=drawn.first_player)
    assert drawn.racks == given.racks and drawn.bag.tiles == given.bag.tiles


def test_kreuzwort_exchange_no_more_tiles_than_the_bag_holds():
    rules = load_rules("kreuzwort")
    game = Game(rules, ["a", "b"], seed=2, first_player=0)
    game.bag.tiles = ["E", "E"]
    with pytest.raises(IllegalMoveError) as err:
        game.exchange(game.rack[:3])
    assert err.value.reason is Reason.EXCHANGE_BAG_TOO_SMALL and "only 2" in err.value.detail
    game.exchange(game.rack[:2])
    assert len(game.racks[0]) == 7 and len(game.bag) == 2
