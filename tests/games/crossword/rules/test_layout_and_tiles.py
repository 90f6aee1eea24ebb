"""Board layouts and tile sets as data: built-ins, files, and clear errors."""

from __future__ import annotations

from collections import Counter

import pytest
from hypothesis import given
from hypothesis import strategies as st

from lexitile.errors import InputFileError, MoveSyntaxError, UnknownNameError
from lexitile.games.crossword.catalog import load_layout, load_rules, load_tileset
from lexitile.games.crossword.rules.coords import Direction, format_coordinate, parse_coordinate
from lexitile.games.crossword.rules.layout import BoardLayout
from lexitile.games.crossword.rules.scoreless import ScorelessEnd
from lexitile.games.crossword.rules.tiles import TileSet
from shared_data import shared_path


def _premium_counts(layout: BoardLayout) -> Counter:
    return Counter(layout.premium_label(r, c) for r in range(layout.rows) for c in range(layout.cols))


def test_standard_board_counts():
    layout = load_layout("standard15")
    counts = _premium_counts(layout)
    assert (layout.rows, layout.cols, layout.start) == (15, 15, (7, 7))
    assert (counts["TW"], counts["DW"], counts["TL"], counts["DL"]) == (8, 17, 12, 24)
    assert layout.word_mult[layout.start_index] == 2
    assert load_layout("CrosswordGame") is layout


def test_super_board_counts():
    layout = load_layout("SuperCrosswordGame")
    counts = _premium_counts(layout)
    assert (layout.rows, layout.start) == (21, (10, 10))
    assert (counts["QW"], counts["TW"], counts["DW"], counts["QL"], counts["TL"], counts["DL"]) == (
        4,
        16,
        41,
        8,
        20,
        36,
    )


@pytest.mark.shared
def test_quackle_layout_file_loads_as_it_is():
    path = shared_path("gcg", "jalapic-scrabblr", "modified_board", "LAYOUT_modified_board.txt")
    layout = load_layout(str(path))
    standard = load_layout("standard15")
    assert (layout.rows, layout.cols, layout.start) == (15, 15, (7, 7))
    diff = [i for i in range(225) if layout.letter_mult[i] != standard.letter_mult[i]]
    assert diff and all({layout.letter_mult[i], standard.letter_mult[i]} == {2, 3} for i in diff)
    assert layout.word_mult == standard.word_mult


def test_layout_round_trips_through_text():
    layout = load_layout("super21")
    again = BoardLayout.parse(layout.to_text())
    assert (again.letter_mult, again.word_mult, again.start) == (layout.letter_mult, layout.word_mult, layout.start)


def test_custom_size_and_start_header():
    layout = BoardLayout.parse("# start: B2\n~..\n.^.\n..*\n")
    assert (layout.rows, layout.cols, layout.start) == (3, 3, (1, 1))
    assert layout.word_mult[0] == 4 and layout.letter_mult[4] == 4


@pytest.mark.parametrize(
    "text,needle",
    [
        ("=..\n.X.\n...\n", "unknown square symbol 'X' in column 2"),
        ("# only comments\n", "no board rows"),
        ("# start: Z9\n...\n...\n", "bad start square"),
    ],
)
def test_bad_layouts_name_the_fault(text, needle):
    with pytest.raises(InputFileError) as err:
        BoardLayout.parse(text, "my.board")
    assert needle in str(err.value) and "my.board" in str(err.value)


def test_unknown_layout_and_missing_file(tmp_path):
    with pytest.raises(UnknownNameError) as err:
        load_layout("nosuchboard")
    assert "standard15" in str(err.value)
    bad = tmp_path / "bad.txt"
    bad.write_bytes(b"\xff\xfe==\n")
    with pytest.raises(InputFileError, match="UTF-8"):
        load_layout(str(bad))


@pytest.mark.parametrize(
    "name,total,blanks",
    [("english", 100, 2), ("french", 102, 2), ("polish", 100, 2), ("german", 102, 2), ("portuguese_br", 120, 3)],
)
def test_builtin_tilesets(name, total, blanks):
    ts = load_tileset(name)
    assert ts.total == total and ts.counts["?"] == blanks
    assert len(ts.full_bag()) == total


def test_english_values():
    ts = load_tileset("english")
    assert sum(ts.points[t] * n for t, n in ts.counts.items()) == 187
    assert (ts.value("Q"), ts.value("q"), ts.value("?")) == (10, 0, 0)


@pytest.mark.parametrize(
    "text,needle",
    [
        ("A 9\n", "expected 'TILE COUNT POINTS'"),
        ("A 1 1\nA 2 1\n", "listed twice"),
        ("? 2 3\nA 1 1\n", "blank"),
        ("? 2 0\n", "no letter tiles"),
    ],
)
def test_bad_tilesets(text, needle):
    with pytest.raises(InputFileError, match=needle):
        TileSet.parse(text, "x.tiles")


def test_rule_sets_load():
    assert ScorelessEnd.of(load_rules("mattel"), 3).turns == 6
    assert ScorelessEnd.of(load_rules("tournament"), 2).turns == 6
    with pytest.raises(UnknownNameError, match="mattel"):
        load_rules("nosuch")


@pytest.mark.parametrize(
    "text,row,col,direction",
    [
        ("8D", 7, 3, Direction.ACROSS),
        ("D8", 7, 3, Direction.DOWN),
        ("h6", 5, 7, Direction.DOWN),
        ("14f", 13, 5, Direction.ACROSS),
    ],
)
def test_coordinates(text, row, col, direction):
    c = parse_coordinate(text)
    assert (c.row, c.col, c.direction) == (row, col, direction)


@pytest.mark.parametrize(
    "text,needle", [("8P", "column P is off a 15-column board"), ("16A", "row 16"), ("88", "not a coordinate")]
)
def test_bad_coordinates(text, needle):
    with pytest.raises(MoveSyntaxError, match=needle):
        parse_coordinate(text)


@given(st.integers(0, 20), st.integers(0, 20), st.sampled_from(list(Direction)))
def test_coordinate_round_trip(row, col, direction):
    text = format_coordinate(row, col, direction)
    c = parse_coordinate(text, 21, 21)
    assert (c.row, c.col, c.direction) == (row, col, direction)
