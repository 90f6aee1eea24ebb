"""The worked rule cases of ../shared/cases/handed.jsonl, each with its exact number.

Each test names its case id; ``test_every_handed_case_has_a_test`` fails when the file
gains a case that no test here covers.
"""

from __future__ import annotations

import json

import pytest
from helpers import RULES, board_with, new_board, play

from lexitile.errors import IllegalMoveError, Reason
from lexitile.games.crossword.rules.game import Game
from lexitile.games.crossword.rules.placement import Placement, placement_from_notation
from lexitile.games.crossword.rules.scoring import score_placement
from lexitile.games.crossword.rules.validate import check_placement
from shared_data import shared_path

COVERED = {"C-01", "C-02", "C-03", "C-04", "C-05", "C-06", "C-07", "C-08", "C-09", "C-10", "C-18", "C-32", "C-33"}


@pytest.mark.shared
def test_every_handed_case_has_a_test():
    path = shared_path("cases", "handed.jsonl")
    ids = {json.loads(line)["id"] for line in path.read_text(encoding="utf-8").splitlines() if line.strip()}
    assert ids <= COVERED, f"cases without a test: {sorted(ids - COVERED)}"


def test_c01_jog_then_gore_vertical_premiums():
    board = new_board()
    assert play(board, "8F", "JOG").total == 22
    assert play(board, "G7", "GORE").total == 8


def test_c02_joint_dl_in_opening():
    assert play(new_board(), "8E", "JOINT").total == 24
    assert play(new_board(), "8D", "JOINT").total == 40


@pytest.mark.parametrize("coordinate,word", [("J8", "E"), ("8G", "FORE"), ("8G", "...E")])
def test_c03_single_tile_extension_scores_once(coordinate, word):
    board = board_with("8G FOR")
    score = play(board, coordinate, word)
    assert score.total == 7
    assert [w.word for w in score.words] == ["FORE"]


def test_c04_cross_word_on_a_blank():
    board = board_with("8H bE")
    score = play(board, "9H", "AX")
    assert score.total == 35
    assert sorted((w.word.upper(), w.score) for w in score.words) == [("AX", 17), ("BA", 1), ("EX", 17)]


def test_c05_tw_shared_by_two_words():
    board = new_board()
    assert play(board, "8D", "CRATE").total == 20
    assert play(board, "E8", "RAINBOW").total == 24
    assert play(board, "14E", "WEBS").total == 11
    score = play(board, "15H", "OX")
    assert score.total == 33
    assert sorted((w.word, w.score) for w in score.words) == [("OX", 27), ("SO", 6)]


def test_c06_dl_at_crossing_counts_in_both_words():
    board = board_with("8G CAT")
    score = play(board, "9I", "OX")
    assert score.total == 13
    assert sorted((w.word, w.score) for w in score.words) == [("OX", 10), ("TO", 3)]


def test_c07_triple_triple_bingo():
    board = new_board()
    assert play(board, "H4", "STONE").total == 12
    assert play(board, "4E", "ACTS").total == 6
    assert play(board, "E1", "SODA").total == 5
    score = play(board, "1A", "UNMASKED")
    assert score.total == 194
    assert score.bingo == 50
    assert score.words[0].word_mult == 9


def test_c08_blank_on_dl_and_on_centre_dw():
    assert play(new_board(), "8D", "jOKER").total == 16
    assert play(new_board(), "8D", "JOKEr").total == 46


def test_c09_extend_at_both_ends():
    board = new_board()
    assert play(board, "8E", "OVER").total == 14
    placement = Placement.of([(7, 3, "C"), (7, 8, "T")])
    checked = check_placement(board, placement, RULES.tileset)
    assert checked.word_texts == ("COVERT",)
    assert score_placement(board, placement, RULES.tileset).total == 14


@pytest.mark.parametrize("coordinate,word", [("H9", "B"), ("9H", "BOX"), ("H8", ".B")])
def test_c10_hook_forming_two_words(coordinate, word):
    board = board_with("8G CAT", "9I OX")
    score = play(board, coordinate, word)
    assert score.total == 16
    assert sorted((w.word, w.score) for w in score.words) == [("AB", 4), ("BOX", 12)]


def _exchange_game(bag: list[str], rack: str) -> Game:
    game = Game(RULES, ["ann", "bo"], seed=3, first_player=0)
    game.racks[0] = list(rack)
    game.bag.tiles = list(bag)
    return game


def _state(game: Game):
    return (list(game.racks[0]), sorted(game.bag.tiles), game.turn, game.scoreless, list(game.scores))


def test_c18a_exchange_refused_with_six_in_bag():
    game = _exchange_game(list("BCDFGH"), "AEIOUUV")
    before = _state(game)
    with pytest.raises(IllegalMoveError) as err:
        game.exchange("UUV")
    assert err.value.reason is Reason.EXCHANGE_BAG_TOO_SMALL
    assert "7" in err.value.detail
    assert _state(game) == before


def test_c18b_exchange_accepted_with_seven_in_bag():
    game = _exchange_game(list("BCDFGHK"), "AEIOUUV")
    game.exchange("UUV")
    rack = game.racks[0]
    assert len(rack) == 7 and sorted(rack[:4]) == list("AEIO")
    assert len(game.bag) == 7
    assert game.scores == [0, 0] and game.turn == 1 and game.scoreless == 1


def test_c18c_exchange_of_tile_not_on_rack_refused():
    game = _exchange_game([*"BCDFGHK"] * 7, "AEIOUUV")
    before = _state(game)
    with pytest.raises(IllegalMoveError) as err:
        game.exchange("Q")
    assert err.value.reason is Reason.EXCHANGE_NOT_ON_RACK
    assert _state(game) == before


def test_c18d_new_tiles_drawn_before_old_go_back():
    game = _exchange_game(list("BCDFGHK"), "AEIOUUV")
    game.exchange("AEIOUUV")
    assert sorted(game.racks[0]) == list("BCDFGHK")
    assert sorted(game.bag.tiles) == sorted("AEIOUUV")


@pytest.mark.parametrize(
    "setup,coordinate,word,reason",
    [
        ([], "8A", "CAT", Reason.START_NOT_COVERED),
        ([], "8H", "A", Reason.FIRST_PLAY_TOO_SHORT),
        (["8G CAT"], "9J", "OX", Reason.NOT_CONNECTED),
    ],
)
def test_c32_refusals(setup, coordinate, word, reason):
    board = board_with(*setup)
    with pytest.raises(IllegalMoveError) as err:
        play(board, coordinate, word)
    assert err.value.reason is reason


def test_c32c_first_play_need_not_start_on_centre():
    assert play(new_board(), "8F", "CAT").total == 10


def test_c32e_word_is_what_the_board_forms():
    board = board_with("8G FOR")
    placement = Placement.of([(7, 3, "A"), (7, 4, "C"), (7, 5, "E")])
    lexicon = {"ACE", "FOR"}
    with pytest.raises(IllegalMoveError) as err:
        check_placement(board, placement, RULES.tileset, lexicon=lexicon)
    assert err.value.reason is Reason.NOT_A_WORD
    assert err.value.words == ("ACEFOR",)
    assert score_placement(board, placement, RULES.tileset).total == 12


def test_c32f_gap_refused():
    board = board_with("8G FOR")
    with pytest.raises(IllegalMoveError) as err:
        check_placement(board, Placement.of([(7, 3, "A"), (7, 5, "E")]), RULES.tileset)
    assert err.value.reason is Reason.GAP
    assert "E8" in err.value.detail


def test_c32g_after_withdrawn_opening_centre_dw_applies_again():
    game = Game(RULES, ["ann", "bo"], seed=5, first_player=1)
    game.racks[1] = list("CATSXYZ")
    game.play_notation("8G", "CAT")
    game.pop()
    assert game.board.is_empty
    game.turn = 0
    game.racks[0] = list("CATQQQQ"[:7])
    event = game.play_notation("8F", "CAT")
    assert event.score == 10


def test_c33_blank_needs_a_letter():
    board = new_board()
    with pytest.raises(IllegalMoveError) as err:
        check_placement(board, placement_from_notation(board, "8G", "C?T"), RULES.tileset)
    assert err.value.reason is Reason.BLANK_WITHOUT_LETTER
    score = play(board, "8G", "CaT")
    assert score.total == 8
    assert board.at(7, 7) == "a"
