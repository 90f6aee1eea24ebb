"""One-tile plays have one canonical notation: the direction in which the tile forms
the longer word, across when both are equal, whatever direction was typed; a record
written the other way reads back to the same play and score."""

from __future__ import annotations

import pytest

from lexitile.games.crossword.catalog import load_rules
from lexitile.games.crossword.records.gcg import parse_gcg
from lexitile.games.crossword.records.gcg_writer import game_to_gcg
from lexitile.games.crossword.records.replay import replay_record
from lexitile.games.crossword.rules.board import Board
from lexitile.games.crossword.rules.coords import Direction
from lexitile.games.crossword.rules.game import Game
from lexitile.games.crossword.rules.placement import Placement, notation, placement_from_notation
from lexitile.games.crossword.rules.scoring import score_placement

RULES = load_rules("mattel")


def _board(down_word: str) -> Board:
    """CAT across on row 8 (G8-I8) and ``down_word`` down column J from J9."""
    board = Board(RULES.layout)
    board.put([(7, 6, "C"), (7, 7, "A"), (7, 8, "T")])
    board.put([(8 + k, 9, ch) for k, ch in enumerate(down_word)])
    return board


S_AT_J8 = [(7, 9, "S")]


@pytest.mark.parametrize("typed", [Direction.ACROSS, Direction.DOWN, None])
def test_the_longer_word_decides(typed):
    # across CATS (4), down SONES (5): down
    assert notation(_board("ONES"), Placement.of(S_AT_J8, typed)) == ("J8", "S....")
    # across CATS (4), down SON (3): across
    assert notation(_board("ON"), Placement.of(S_AT_J8, typed)) == ("8G", "...S")


@pytest.mark.parametrize("typed", [Direction.ACROSS, Direction.DOWN, None])
def test_equal_lengths_are_written_across(typed):
    # across CATS (4), down SONE (4)
    assert notation(_board("ONE"), Placement.of(S_AT_J8, typed)) == ("8G", "...S")


def _game(down_word: str) -> Game:
    return Game.at_position(
        RULES, ["ann", "bo"], board=_board(down_word), racks=["SEAT", "QI"], bag=[], scores=[0, 0], to_move=0
    )


@pytest.mark.parametrize("typed", [Direction.ACROSS, Direction.DOWN])
def test_the_game_records_the_canonical_form_and_reads_it_back(typed):
    game = _game("ONES")
    event = game.play(Placement.of(S_AT_J8, typed))
    # CATS 3+1+1+1 = 6 and SONES 1+1+1+1+1 = 5 (J8 plain): 11 whichever way it is typed
    assert (event.coordinate, event.word, event.score) == ("J8", "S....", 11)
    text = game_to_gcg(game)
    assert ">ann: SEAT J8 S.... +11 11" in text.splitlines()


@pytest.mark.parametrize("written", ["8G ...S", "J8 S...."])
def test_either_direction_reads_as_the_same_play_and_score(written):
    board = _board("ONES")
    coordinate, word = written.split()
    read = placement_from_notation(board, coordinate, word)
    assert read.tiles == tuple(S_AT_J8)
    assert score_placement(board, read, RULES.tileset).total == 11
    assert notation(board, read) == ("J8", "S....")


def test_replay_writes_one_tile_plays_canonically():
    # bo's S forms only CATS (across) but is written down; ann's ON makes SON down (N on
    # the TL at J10: 1+1+3); bo's E forms only SONE (down) but is written across.
    text = (
        "#player1 ann Ann\n#player2 bo Bo\n"
        ">ann: CATQIXZ 8G CAT +10 10\n"
        ">bo: SEEONRL J8 S +6 6\n"  # written down: the tile forms only CATS, across
        ">ann: ONQIXZE J9 ON +5 15\n"
        ">bo: EEONRLA 11J E +4 10\n"  # written across: it forms only SONE, down
    )
    rp = replay_record(parse_gcg(text.encode(), "t.gcg"))
    assert rp.error is None and rp.mismatches == []
    plays = [(e.coordinate, e.word, e.score) for e in rp.events()]
    assert plays == [("8G", "CAT", 10), ("8G", "...S", 6), ("J8", ".ON", 5), ("J8", "...E", 4)]
