"""What was typed in the word box, split into the word and the coordinate typed with it
(:func:`lexitile.play.quick_mode.word_and_coordinate`)."""

from __future__ import annotations

import pytest
from hypothesis import given
from hypothesis import strategies as st

from lexitile.games.crossword.rules.coords import Direction, format_coordinate
from lexitile.play.quick_mode import word_and_coordinate


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
