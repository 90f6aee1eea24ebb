"""A play kept open to challenge under any rule set (``Game.play(...,
open_to_challenge=True)``) and a challenge judged by a known verdict instead of the
lexicon (``Challenges.apply_verdict``), as a record gives it (GCG event types): ``--``
withdraws the play, a ``(challenge)`` line with positive points is the bonus to the
player, a negative one costs the challenger (the Mattel penalty, 5 points).

Scores on the standard board: CAT at 8G covers the start square H8 (double word):
(3+1+1)x2 = 10; CAX: (3+1+8)x2 = 24.
"""

from __future__ import annotations

import pytest
from helpers import RULES

from lexitile.errors import IllegalMoveError, Reason
from lexitile.games.crossword.rules.config import ChallengeRule, WordCheck
from lexitile.games.crossword.rules.events import EventKind
from lexitile.games.crossword.rules.game import CHALLENGE_PENALTY_PREFIX, Game
from lexitile.games.crossword.rules.outcome import EndReason

LEXICON = {"CAT", "CATS", "AT", "TA", "ZA"}


def _game(players: int = 2, word_check: WordCheck = WordCheck.AUTO) -> Game:
    """A game under the Mattel rules (words judged at once unless ``word_check`` says
    otherwise; a wrong challenge costs 5), seat 0 first with CATXQZZ."""
    rules = RULES.with_changes(word_check=word_check)
    game = Game(rules, [f"p{i}" for i in range(players)], seed=7, lexicon=LEXICON, first_player=0)
    game.racks[0] = list("CATXQZZ")
    return game


def _open(game: Game, word: str) -> None:
    game.play(game.parse_play("8G", word), open_to_challenge=True)


def test_the_rule_set_judges_words_at_once_by_default():
    game = _game()
    assert game.rules.word_check is WordCheck.AUTO
    with pytest.raises(IllegalMoveError):
        game.play_notation("8G", "CAX")
    game.play_notation("8G", "CAT")
    assert game.pending is None and not game.can_challenge(1)


def test_a_play_opened_to_challenge_under_a_rule_set_that_judges_at_once_waits_for_its_verdict():
    game = _game()
    _open(game, "CAX")
    assert game.scores == [24, 0] and game.turn == 1
    assert game.pending is not None and game.pending.words == ("CAX",) and game.pending.seat == 0
    assert game.can_challenge(1) and not game.can_challenge(0)
    # the lexicon's own challenge judges it as under a challenge rule set
    result = game.challenge(1)
    assert result.upheld and result.invalid_words == ("CAX",) and game.board.is_empty


def test_the_next_move_accepts_a_play_opened_to_challenge():
    game = _game()
    _open(game, "CAX")
    game.pass_turn()
    assert game.pending is None and game.board.at(7, 8) == "X"


def test_a_withdrawn_verdict_restores_rack_bag_and_score_and_the_turn_passes():
    game = _game()
    rack_before, bag_before = list(game.racks[0]), sorted(game.bag.tiles)
    _open(game, "CAT")  # a word of the lexicon: the verdict, not the lexicon, decides
    result = game.apply_verdict(1, withdrawn=True)
    assert result.upheld and result.invalid_words == ()
    assert game.board.is_empty and game.pending is None
    assert game.racks[0] == rack_before and sorted(game.bag.tiles) == bag_before
    assert game.scores == [0, 0] and game.turn == 1 and game.scoreless == 1
    assert [e.kind for e in game.history] == [EventKind.PLAY, EventKind.WITHDRAWN]
    assert result.events == (game.history[-1],)
    assert game.history[-1].score == -10 and game.history[-1].cumulative == 0


def test_a_bonus_verdict_pays_the_player_of_the_play():
    game = _game()
    _open(game, "CAX")  # not in the lexicon: the verdict says it stood
    result = game.apply_verdict(1, withdrawn=False, rule=ChallengeRule.BONUS, points=7)
    assert not result.upheld and result.invalid_words == ()
    assert game.scores == [31, 0] and game.turn == 1 and game.board.at(7, 8) == "X"
    assert [(e.kind, e.player, e.score, e.cumulative) for e in result.events] == [(EventKind.CHALLENGE_BONUS, 0, 7, 31)]


def test_a_penalty_verdict_costs_the_challenger_it_names():
    game = _game(players=3)
    _open(game, "CAT")
    result = game.apply_verdict(2, withdrawn=False, rule=ChallengeRule.PENALTY, points=5)
    assert game.scores == [10, 0, -5] and game.turn == 1
    (penalty,) = result.events
    assert (penalty.kind, penalty.player, penalty.score, penalty.cumulative) == (EventKind.CHALLENGE_PENALTY, 2, -5, -5)
    assert penalty.note.startswith(f"{CHALLENGE_PENALTY_PREFIX} 5: ")


def test_the_verdict_s_points_not_the_rule_set_s_are_charged():
    game = _game(word_check=WordCheck.CHALLENGE)
    assert game.rules.challenge_rule is ChallengeRule.PENALTY and game.rules.challenge_points == 5
    game.play_notation("8G", "CAT")
    game.apply_verdict(1, withdrawn=False, rule=ChallengeRule.PENALTY, points=10)
    assert game.scores == [10, -10]


def test_a_verdict_that_the_play_stood_costs_nothing_by_default():
    game = _game()
    _open(game, "CAT")
    result = game.apply_verdict(1, withdrawn=False)
    assert not result.upheld and result.events == ()
    assert game.scores == [10, 0] and game.turn == 1 and game.pending is None


def test_a_lose_turn_verdict_passes_the_challenger_s_turn():
    game = _game()
    _open(game, "CAT")
    game.apply_verdict(1, withdrawn=False, rule=ChallengeRule.LOSE_TURN)
    assert game.turn == 0
    assert game.history[-1].kind is EventKind.PASS and game.history[-1].player == 1


def test_a_play_that_went_out_and_stood_ends_the_game_after_the_bonus():
    game = _game()
    game.bag.tiles = []
    game.racks = [list("CAT"), list("ZA")]
    _open(game, "CAT")
    assert game.outcome is None
    game.apply_verdict(1, withdrawn=False, rule=ChallengeRule.BONUS, points=5)
    out = game.outcome
    assert out is not None and EndReason.of(out) is EndReason.WENT_OUT
    # p0: 10 + 5 (bonus) + (Z10 + A1) = 26; p1: -11
    assert out.finals == (26, -11)


def test_a_withdrawn_play_that_went_out_leaves_the_game_going_on():
    game = _game()
    game.bag.tiles = []
    game.racks = [list("CAX"), list("ZA")]
    _open(game, "CAX")
    game.apply_verdict(1, withdrawn=True)
    assert game.outcome is None and game.racks[0] == list("CAX") and game.turn == 1


def test_pop_undoes_a_verdict():
    game = _game()
    _open(game, "CAX")
    game.apply_verdict(1, withdrawn=True)
    game.pop()
    assert game.board.at(7, 8) == "X" and game.scores == [24, 0] and game.can_challenge(1)


@pytest.mark.parametrize(
    "setup,challenger",
    [
        (lambda g: None, 1),  # nothing played
        (lambda g: g.play_notation("8G", "CAT"), 1),  # judged at once: not open
        (lambda g: (_open(g, "CAT"), g.pass_turn()), 1),  # the window closed
        (lambda g: _open(g, "CAT"), 0),  # the player's own play
        (lambda g: _open(g, "CAT"), 2),  # no such seat
    ],
    ids=["nothing-played", "not-open", "window-closed", "own-play", "no-seat"],
)
@pytest.mark.parametrize("withdrawn", [True, False])
def test_a_verdict_with_nothing_to_challenge_is_refused_as_a_challenge_is(setup, challenger, withdrawn):
    game = _game()
    setup(game)
    history, undo, scores = list(game.history), len(game._undo), list(game.scores)
    with pytest.raises(IllegalMoveError) as verdict:
        game.apply_verdict(challenger, withdrawn=withdrawn, rule=ChallengeRule.BONUS, points=5)
    with pytest.raises(IllegalMoveError) as challenge:
        game.challenge(challenger)
    assert verdict.value.reason is challenge.value.reason is Reason.NOTHING_TO_CHALLENGE
    assert str(verdict.value) == str(challenge.value)
    assert game.history == history and len(game._undo) == undo and game.scores == scores
