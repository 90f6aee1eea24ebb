"""A duplicate entry typed in one case is read as the rack's tiles, the blank where
the rack lacks a letter (:func:`lexitile.play.typed_tiles.tiles_of_typed_play`); mixed
case is GCG notation, a lower-case letter the blank. A new player typed ``8d flips`` and
was told that ``?????`` is not on the rack."""

from __future__ import annotations

from collections import Counter

import pytest
from hypothesis import given
from hypothesis import strategies as st

from lexitile.games.crossword.catalog import standard_layout
from lexitile.games.crossword.rules.board import Board
from lexitile.games.crossword.rules.move import BoardMove
from lexitile.games.crossword.rules.tiles import BLANK
from lexitile.play.typed_tiles import tiles_of_typed_play


def word_of(text: str, rack: str, board: Board | None = None) -> str:
    move = tiles_of_typed_play(BoardMove.parse(text), board or Board(standard_layout()), list(rack))
    return move.word


@pytest.mark.parametrize(
    ("typed", "rack", "word"),
    [
        ("8d flips", "PLASFIB", "FLIPS"),  # every letter on the rack: no blank
        ("8D FLIPS", "PLASFIB", "FLIPS"),
        ("8d flips", "P?ASFIB", "FlIPS"),  # no L: the blank is the L
        ("8D FLIPS", "P?ASFIB", "FlIPS"),
        ("8d sass", "SA??XYZ", "SAss"),  # one S on the rack: the blanks are the others
        ("8d flips", "PLASFI?", "FLIPS"),  # the letters first, the blank kept
        ("8D FlIPS", "PLASFI?", "FlIPS"),  # mixed case: GCG notation, as typed
        ("8d flips", "PASFIBE", "FLIPS"),  # no L and no blank: the engine says so
    ],
)
def test_a_word_in_one_case_takes_the_racks_tiles_first(typed, rack, word):
    assert word_of(typed, rack) == word


def test_tiles_already_on_the_board_take_nothing_from_the_rack():
    board = Board(standard_layout())
    board.put((7, 7 + i, tile) for i, tile in enumerate("ZeD"))  # 8H ZED, a blank as the E
    # down through the Z on H8: the Z is the board's (left as typed), A and O the rack's
    assert word_of("h7 azo", "AO?", board) == "AzO"
    assert word_of("h7 a.o", "AO", board) == "A.O"
    # down from the blank E on I8 with only a blank on the rack: the E is the board's,
    # so the rack's blank is the T
    assert word_of("i8 et", "?", board) == "et"


@given(
    st.text(alphabet="ABCDEFGHIJKLMNOPQRSTUVWXYZ", min_size=2, max_size=7),
    st.lists(st.sampled_from(list("ABCDEFGHIJKLMNOPQRSTUVWXYZ") + [BLANK]), min_size=1, max_size=7),
)
def test_never_more_blanks_or_tiles_than_the_rack_holds(word, rack):
    """On an empty board: a letter is a rack tile or a blank only while the rack holds
    one, and the letters read are the letters typed."""
    got = word_of(f"8D {word.lower()}", "".join(rack))
    assert got.upper() == word
    used = Counter(BLANK if ch.islower() else ch for ch in got)
    held = Counter(rack)
    blanks_used = used.pop(BLANK, 0)
    assert blanks_used <= held[BLANK]
    # a letter is read as the blank only when the rack's tiles of it are all used
    for ch in set(word):
        if any(c == ch.lower() for c in got):
            assert used[ch] >= held[ch]
