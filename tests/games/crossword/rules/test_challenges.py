"""Challenges (Mattel rule text "Ein Wort anfechten"; issue #7): withdrawn plays,
penalties, bonuses and lost turns, in 2-, 3- and 4-player games."""

from __future__ import annotations

import pytest
from helpers import RULES

from lexitile.errors import IllegalMoveError, Reason
from lexitile.games.crossword.catalog import load_rules
from lexitile.games.crossword.rules.config import ChallengeRule, WordCheck
from lexitile.games.crossword.rules.events import EventKind
from lexitile.games.crossword.rules.game import Game
from lexitile.games.crossword.rules.outcome import EndReason

LEXICON = {"CAT", "CATS", "AT", "TA", "ZA"}


def _game(players=2, rule=ChallengeRule.PENALTY, points=5, rules=RULES) -> Game:
    rules = rules.with_changes(word_check=WordCheck.CHALLENGE, challenge_rule=rule, challenge_points=points)
    game = Game(rules, [f"p{i}" for i in range(players)], seed=7, lexicon=LEXICON, first_player=0)
    game.racks[0] = list("CATXQZZ"[:7])
    return game


def test_phony_is_accepted_when_made_then_withdrawn_on_challenge():
    game = _game()
    rack_before = list(game.racks[0])
    bag_before = sorted(game.bag.tiles)
    game.play_notation("8G", "CAX")
    assert game.scores[0] == 24 and game.turn == 1
    result = game.challenge(1)
    assert result.upheld and result.invalid_words == ("CAX",)
    assert game.board.is_empty
    assert game.racks[0] == rack_before and sorted(game.bag.tiles) == bag_before
    assert game.scores == [0, 0] and game.turn == 1 and game.scoreless == 1
    assert [e.kind for e in game.history] == [EventKind.PLAY, EventKind.WITHDRAWN]
    assert game.history[-1].score == -24 and game.history[-1].cumulative == 0


def test_wrong_challenge_costs_the_challenger_five_points():
    game = _game()
    game.play_notation("8G", "CAT")
    result = game.challenge(1)
    assert not result.upheld
    assert game.scores == [10, -5] and game.turn == 1
    assert result.events[0].kind is EventKind.CHALLENGE_PENALTY and result.events[0].player == 1


@pytest.mark.parametrize("points,expected", [(0, [10, 0]), (10, [10, -10])])
def test_penalty_is_selectable(points, expected):
    game = _game(points=points)
    game.play_notation("8G", "CAT")
    game.challenge(1)
    assert game.scores == expected


def test_bonus_rule_pays_the_challenged_player():
    game = _game(rule=ChallengeRule.BONUS)
    game.play_notation("8G", "CAT")
    game.challenge(1)
    assert game.scores == [15, 0]
    assert game.history[-1].kind is EventKind.CHALLENGE_BONUS


def test_lose_turn_two_players():
    game = _game(rule=ChallengeRule.LOSE_TURN)
    game.play_notation("8G", "CAT")
    game.challenge(1)
    assert game.turn == 0
    assert game.history[-1].kind is EventKind.PASS and game.history[-1].player == 1
    assert "wrong challenge" in game.history[-1].note


def test_lose_turn_four_players_skips_only_the_challenger():
    game = _game(players=4, rule=ChallengeRule.LOSE_TURN)
    game.play_notation("8G", "CAT")
    game.challenge(3)
    assert game.turn == 1
    game.pass_turn()  # p1
    game.pass_turn()  # p2; p3 lost the turn, so p0 moves next
    assert game.turn == 0
    assert [(e.kind, e.player) for e in game.history[-3:]] == [
        (EventKind.PASS, 1),
        (EventKind.PASS, 2),
        (EventKind.PASS, 3),
    ]


def test_three_players_any_opponent_may_challenge():
    game = _game(players=3)
    game.play_notation("8G", "CAX")
    assert game.can_challenge(2) and not game.can_challenge(0)
    game.challenge(2)
    assert game.scores == [0, 0, 0] and game.turn == 1


def test_window_closes_when_the_next_move_starts():
    game = _game(players=3)
    game.play_notation("8G", "CAX")
    game.pass_turn()
    assert not game.can_challenge(2)
    with pytest.raises(IllegalMoveError) as err:
        game.challenge(2)
    assert err.value.reason is Reason.NOTHING_TO_CHALLENGE
    assert game.board.at(7, 8) == "X"


def test_cannot_challenge_own_play():
    game = _game()
    game.play_notation("8G", "CAT")
    with pytest.raises(IllegalMoveError):
        game.challenge(0)


def test_going_out_play_can_be_challenged_before_the_game_ends():
    game = _game(players=3)
    game.bag.tiles = []
    game.racks = [list("CAX"), list("ZA"), list("Q")]
    game.play_notation("8G", "CAX")
    assert game.outcome is None
    with pytest.raises(IllegalMoveError):
        game.pass_turn()
    game.challenge(1)
    assert game.outcome is None and game.racks[0] == list("CAX") and game.turn == 1


def test_going_out_play_that_stands_ends_the_game_after_penalty():
    game = _game(players=3)
    game.bag.tiles = []
    game.racks = [list("CAT"), list("ZA"), list("Q")]
    game.play_notation("8G", "CAT")
    game.challenge(2)
    out = game.outcome
    assert out is not None and EndReason.of(out) is EndReason.WENT_OUT
    # p0: 10 + (Z10 + A1 + Q10) = 31; p1: -11; p2: -5 (challenge) -10
    assert out.finals == (31, -11, -15)


def test_accept_play_ends_a_going_out_game():
    game = _game()
    game.bag.tiles = []
    game.racks = [list("CAT"), list("ZA")]
    game.play_notation("8G", "CAT")
    game.accept_play()
    assert game.outcome.finals == (21, -11)


def test_unchallenged_phony_stays_and_may_be_extended():
    game = _game()
    game.play_notation("8G", "CAX")
    game.racks[1] = list("SEEEEEE")
    game.play_notation("8G", "...S")
    assert game.board.at(7, 9) == "S"


def test_withdrawn_plays_count_as_scoreless_turns():
    game = _game()
    for _ in range(3):
        game.pass_turn()
    assert game.scoreless == 3
    game.racks[1] = list("CAXEEEE")
    game.play_notation("8G", "CAX")
    game.challenge(0)
    assert game.outcome is not None and EndReason.of(game.outcome) is EndReason.SCORELESS


def test_the_same_phony_withdrawn_twice_counts_each_scoreless_turn_once():
    # The second CAX is an event equal to the first (same rack, square, score, total):
    # the turns lost since a play are counted from that play, not from its equal twin.
    game = _game()
    game.play_notation("8G", "CAX")
    game.challenge(1)
    game.pass_turn()
    game.play_notation("8G", "CAX")
    game.challenge(1)
    assert [e.kind for e in game.history] == [
        EventKind.PLAY, EventKind.WITHDRAWN, EventKind.PASS, EventKind.PLAY, EventKind.WITHDRAWN,
    ]  # fmt: skip
    assert game.scoreless == 3 and game.outcome is None


def test_pop_undoes_a_challenge():
    game = _game()
    game.play_notation("8G", "CAX")
    game.challenge(1)
    game.pop()
    assert game.board.at(7, 8) == "X" and game.scores == [24, 0] and game.can_challenge(1)


def test_tournament_rule_set_uses_double_challenge():
    rules = load_rules("tournament")
    assert rules.challenge_rule is ChallengeRule.LOSE_TURN
