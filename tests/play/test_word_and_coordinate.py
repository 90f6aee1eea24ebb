"""What was typed in the word box, split into the word and the coordinate typed with it
(:func:`lexitile.play.quick_mode.word_and_coordinate`), and a record's marks of the
tiles a play goes through written out (:func:`lexitile.play.quick_mode.spelled_out`)."""

from __future__ import annotations

import sys
from pathlib import Path

import pytest
from hypothesis import given
from hypothesis import strategies as st

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "tui"))
from tui_helpers import WORDS, make_game

from lexitile.core.message import Message
from lexitile.errors import Reason
from lexitile.games.crossword.catalog import standard_layout
from lexitile.games.crossword.rules.board import Board
from lexitile.games.crossword.rules.coords import Coordinate, Direction, format_coordinate, parse_coordinate
from lexitile.play.quick_mode import spelled_out, typed_word, why_not_at, word_and_coordinate


@pytest.mark.parametrize(
    ("typed", "expected"),
    [
        ("8H gazed", ("gazed", "8H")),
        ("h8 GAZED", ("GAZED", "h8")),
        ("gazed 15o", ("gazed", "15o")),
        ("  12A   zone  ", ("zone", "12A")),
        ("gazed", ("gazed", None)),
        ("two words", ("two words", None)),  # no digit: no coordinate, the word box says why
        ("8H", ("8H", None)),  # a coordinate alone is no word with a coordinate
        ("8H gazed 9I", ("8H gazed 9I", None)),
        ("123 gazed", ("123 gazed", None)),
    ],
)
def test_the_word_and_its_coordinate_in_either_order(typed, expected):
    assert word_and_coordinate(typed) == expected


@given(
    word=st.text(alphabet=st.characters(categories=("L",)), min_size=1, max_size=15),
    row=st.integers(0, 20),
    col=st.integers(0, 20),
    down=st.booleans(),
    first=st.booleans(),
)
def test_any_word_with_any_gcg_coordinate_comes_apart_again(word, row, col, down, first):
    coordinate = format_coordinate(row, col, Direction.DOWN if down else Direction.ACROSS)
    typed = f"{coordinate} {word}" if first else f"{word} {coordinate}"
    assert word_and_coordinate(typed) == (word, coordinate)
    assert word_and_coordinate(word) == (word, None)


def board_with_zed_down_from_k8() -> Board:
    board = Board(standard_layout())
    board.put((7 + i, 10, tile) for i, tile in enumerate("ZeD"))  # a blank as the E
    return board


def test_dots_are_the_tiles_on_the_board_and_brackets_go():
    board = board_with_zed_down_from_k8()
    assert spelled_out("co.en", board, parse_coordinate("8I")) == "coZen"  # across, through K8
    assert spelled_out("..ro", board, parse_coordinate("K9")) == "EDro"  # down from K9: the blank's E
    assert spelled_out("co(z)en") == "cozen"
    assert spelled_out("co.en") == "co.en"  # no coordinate: nothing to read the dot from
    assert spelled_out("a.", board, Coordinate(0, 0, Direction.ACROSS)) == "a."  # no tile there


def test_the_word_box_reads_the_word_of_a_record_line():
    board = board_with_zed_down_from_k8()
    assert typed_word("8I co.en", board) == "coZen"
    assert typed_word("co.en 8I", board) == "coZen"
    assert typed_word("8Z co.en", board) == "co.en"  # a square off the board: the dot stays
    assert typed_word("K6 co(z)en") == "cozen"


def test_why_a_word_does_not_go_at_a_coordinate_is_the_rules_own_reason(data_dir):
    game = make_game(data_dir, lexicon=WORDS | {"DOZER"}).game  # Ann: ERZAGDO
    said = {at: why_not_at(game, "DOZER", parse_coordinate(at)) for at in ("8D", "1A", "8M")}
    assert said["8D"] is None  # it goes there
    assert said["1A"] is not None and said["1A"].code == f"rules.{Reason.START_NOT_COVERED.value}"
    assert said["8M"] == Message("quick.off-board-at", {"word": "DOZER", "coordinate": "8M"})
    game.board.put([(7, 7, "Q")])
    assert why_not_at(game, "DOZER", parse_coordinate("8F")) == Message(
        "quick.square-holds", {"square": "H8", "tile": "Q", "letter": "Z"}
    )
