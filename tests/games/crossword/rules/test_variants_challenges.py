"""Issue #7: the rule texts' challenge variants with exact numbers (scores, racks, who
moves next), in 2-, 3- and 4-player games, with the table options applied to the rule
sets (``GameOptions.apply``) as the app does.

Scores on the standard board: CAT at 8G covers the start square H8 (double word):
(3+1+1)x2 = 10; CAX: (3+1+8)x2 = 24.
"""

from __future__ import annotations

import pytest

from lexitile.core.message import Message
from lexitile.errors import IllegalMoveError, InputFileError
from lexitile.games.crossword.catalog import load_rules
from lexitile.games.crossword.rules.config import ChallengeRule, RuleSet, WordCheck
from lexitile.games.crossword.rules.events import EventKind
from lexitile.games.crossword.rules.game import Game
from lexitile.games.crossword.rules.outcome import EndReason
from lexitile.play.table_options import GameOptions

LEXICON = {"CAT", "CATS", "AT", "TA", "ZA"}
MATTEL = load_rules("mattel")


def game(players: int = 3, penalty: str | None = None, rules: RuleSet = MATTEL) -> Game:
    """A game under ``rules`` with words judged by challenge, seat 0 first with CATXQZZ."""
    applied = GameOptions(check="challenge", penalty=penalty).apply(rules)
    g = Game(applied, [f"p{i}" for i in range(players)], seed=7, lexicon=LEXICON, first_player=0)
    g.racks[0] = list("CATXQZZ")
    return g


# --------------------------------------------------------------------------- data


def test_palavras_window_and_undo_are_rule_data():
    palavras = load_rules("palavras")
    assert palavras.challenge_seconds == 10 and palavras.undo_by_agreement
    assert palavras.word_check is WordCheck.CHALLENGE and palavras.challenge_points == 0
    assert palavras.description.startswith("Palavras Cruzadas, the Brazilian game")
    assert MATTEL.challenge_seconds is None and not MATTEL.undo_by_agreement
    assert "with the table option of challenges instead, a wrong challenge costs 5 points" in MATTEL.description


def test_bad_challenge_seconds_is_refused():
    with pytest.raises(InputFileError, match="challenge_seconds must be a whole number >= 1"):
        RuleSet.from_mapping({"challenge_seconds": 0}, MATTEL.layout, MATTEL.tileset)


@pytest.mark.parametrize(
    ("penalty", "rule", "points"),
    [
        ("0", ChallengeRule.PENALTY, 0),
        ("5", ChallengeRule.PENALTY, 5),
        ("10", ChallengeRule.PENALTY, 10),
        ("lose-turn", ChallengeRule.LOSE_TURN, 5),
        (None, ChallengeRule.PENALTY, 5),
    ],
)
def test_penalty_option_sets_the_rule(penalty, rule, points):
    rules = GameOptions(check="challenge", penalty=penalty).apply(MATTEL)
    assert (rules.word_check, rules.challenge_rule, rules.challenge_points) == (WordCheck.CHALLENGE, rule, points)


def test_check_option_defaults_to_the_rule_set():
    assert GameOptions().apply(MATTEL) is MATTEL
    assert GameOptions().apply(load_rules("palavras")).word_check is WordCheck.CHALLENGE
    assert GameOptions(check="auto").apply(load_rules("palavras")).word_check is WordCheck.AUTO


def test_options_refuse_two_time_controls_and_bad_values():
    with pytest.raises(ValueError, match="not both"):
        GameOptions(move_seconds=30, game_minutes=25)
    with pytest.raises(ValueError, match="challenge penalty"):
        GameOptions(penalty="7")
    with pytest.raises(ValueError, match="word check"):
        GameOptions(check="never")


# --------------------------------------------------------------------------- 3 players


@pytest.mark.parametrize(("penalty", "scores"), [("0", [10, 0, 0]), ("5", [10, 0, -5]), ("10", [10, 0, -10])])
def test_three_players_wrong_challenge_by_the_seat_after_next(penalty, scores):
    g = game(3, penalty)
    g.play_notation("8G", "CAT")
    assert g.turn == 1 and g.can_challenge(2) and g.can_challenge(1) and not g.can_challenge(0)
    result = g.challenge(2)
    assert not result.upheld
    assert g.scores == scores
    assert g.turn == 1  # p1 moves next, as if nobody had challenged
    assert "".join(g.racks[0])[:4] == "XQZZ"  # the play stood: CAT left the rack
    if penalty != "0":
        event = g.history[-1]
        points = -scores[2]
        assert event.message == Message("note.challenge-penalty", {"points": points})
        assert event.note == f"lexitile:challenge-penalty {points}: wrong challenge of a valid play"


def test_three_players_upheld_challenge_withdraws_and_the_turn_goes_on():
    g = game(3)
    g.play_notation("8G", "CAX")
    assert g.scores == [24, 0, 0]
    result = g.challenge(2)
    assert result.upheld and result.invalid_words == ("CAX",)
    assert g.scores == [0, 0, 0] and g.board.is_empty
    assert g.racks[0] == list("CATXQZZ")
    assert g.turn == 1 and g.scoreless == 1
    assert [(e.kind, e.player, e.score) for e in g.history] == [(EventKind.PLAY, 0, 24), (EventKind.WITHDRAWN, 0, -24)]
    assert g.history[-1].message == Message("note.withdrawn")
    assert g.history[-1].note == "play withdrawn after a successful challenge"


def test_three_players_lose_turn_challenger_after_next_is_skipped_later():
    g = game(3, "lose-turn")
    g.play_notation("8G", "CAT")
    g.challenge(2)
    assert g.scores == [10, 0, 0] and g.turn == 1
    g.pass_turn()  # p1; p2 has lost the turn, so p0 moves next
    assert g.turn == 0
    assert [(e.kind, e.player, e.note) for e in g.history[-2:]] == [
        (EventKind.PASS, 1, ""),
        (EventKind.PASS, 2, "turn lost: wrong challenge"),
    ]
    assert [e.message for e in g.history[-2:]] == [None, Message("note.turn-lost")]
    assert g.scoreless == 2


def test_three_players_lose_turn_by_the_next_player_passes_at_once():
    g = game(3, "lose-turn")
    g.play_notation("8G", "CAT")
    g.challenge(1)
    assert g.turn == 2 and g.scores == [10, 0, 0]
    assert (g.history[-1].kind, g.history[-1].player) == (EventKind.PASS, 1)


def test_three_players_only_one_challenge_per_play():
    g = game(3)
    g.play_notation("8G", "CAT")
    g.challenge(1)
    assert not g.can_challenge(2)
    with pytest.raises(IllegalMoveError):
        g.challenge(2)


# --------------------------------------------------------------------------- 4 players


def _going_out(penalty: str | None = None) -> Game:
    g = game(4, penalty)
    g.bag.tiles = []
    g.racks = [list("CAT"), list("ZA"), list("Q"), list("EE")]
    return g


def test_four_players_going_out_wrong_challenge_then_settlement():
    g = _going_out("10")
    g.play_notation("8G", "CAT")
    assert g.outcome is None and g.pending is not None and g.pending.went_out
    g.challenge(3)
    out = g.outcome
    assert out is not None and EndReason.of(out) is EndReason.WENT_OUT and out.went_out == 0
    # p0: 10 + (Z10 A1) + Q10 + (E1 E1) = 33; p1 -11; p2 -10; p3: -10 challenge, -2 rack
    assert out.finals == (33, -11, -10, -12)
    assert out.winners == (0,)
    kinds = [(e.kind, e.player, e.score) for e in g.history]
    assert kinds == [
        (EventKind.PLAY, 0, 10),
        (EventKind.CHALLENGE_PENALTY, 3, -10),
        (EventKind.END_RACK_POINTS, 0, 23),
        (EventKind.END_RACK_PENALTY, 1, -11),
        (EventKind.END_RACK_PENALTY, 2, -10),
        (EventKind.END_RACK_PENALTY, 3, -2),
    ]


def test_four_players_going_out_challenged_off_the_game_goes_on():
    g = _going_out()
    g.racks[0] = list("CAX")
    g.play_notation("8G", "CAX")
    g.challenge(2)
    assert g.outcome is None and g.racks[0] == list("CAX") and g.board.is_empty
    assert g.scores == [0, 0, 0, 0] and g.turn == 1 and g.scoreless == 1


def test_four_players_going_out_accepted():
    g = _going_out()
    g.play_notation("8G", "CAT")
    g.accept_play()
    assert g.outcome.finals == (33, -11, -10, -2)


def test_four_players_lose_turn_going_out_ends_without_a_lost_turn():
    g = _going_out("lose-turn")
    g.play_notation("8G", "CAT")
    g.challenge(2)
    assert g.outcome.finals == (33, -11, -10, -2)
    assert not any(e.kind is EventKind.PASS for e in g.history)


def test_four_players_scoreless_end_counts_a_withdrawn_play():
    g = game(4)
    g.racks = [list("EEEEEEE"), list("IIIIIII"), list("OOOOOOO"), list("CAXUUUU")]
    for _ in range(3):
        g.pass_turn()  # p0, p1, p2
    g.play_notation("8G", "CAX")  # p3
    g.challenge(0)  # withdrawn: the 4th scoreless turn; p0 is on turn
    assert g.turn == 0 and g.scoreless == 4 and g.outcome is None
    for _ in range(3):
        g.pass_turn()
    assert g.outcome is None and g.scoreless == 7
    g.pass_turn()  # p3: 8 scoreless turns = two rounds of four players
    out = g.outcome
    assert out is not None and EndReason.of(out) is EndReason.SCORELESS
    # each loses their own rack: 7xE 7, 7xI 7, 7xO 7, C3 A1 X8 U4 = 16
    assert out.finals == (-7, -7, -7, -16)
    assert out.winners == (0, 1, 2)  # a draw between the three on -7
