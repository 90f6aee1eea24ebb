"""Line scoring with the exact numbers of the facts file §2 (BrettspielWelt rule text 001,
poeppelkiste, T table 1, the J/C/F implementations)."""

from __future__ import annotations

import pytest
from crosswise_helpers import BSW_EXAMPLE, tiles

from lexitile.games.crosswise.board import Side, board_from_text
from lexitile.games.crosswise.components import EMPTY
from lexitile.games.crosswise.scoring import Scorer


@pytest.fixture(scope="module")
def scorer(comps):
    return Scorer(comps)


# Every possible full line (facts §2 table), as tile letters.
FULL_LINES = [
    ("OOOOOX", 7),  # 5+1
    ("OOOOXX", 6),  # 4+2
    ("OOOOXT", 5),  # 4+1+1
    ("OOOXXX", 6),  # 3+3
    ("OOOXXT", 4),  # 3+2+1
    ("OOOXTQ", 3),  # 3+1+1+1
    ("OOXXTT", 3),  # 2+2+2
    ("OOXXTQ", 2),  # 2+2+1+1  (two pairs)
    ("OOXTQP", 1),  # 2+1+1+1+1
    ("OXTQPS", 6),  # six different
]


@pytest.mark.parametrize(("line", "points"), FULL_LINES)
def test_full_line_points(scorer, line, points):
    assert scorer.points(tuple(tiles(" ".join(line)))) == points


def test_order_in_the_line_does_not_matter(scorer):
    assert scorer.points(tuple(tiles("X O X O T O"))) == 4  # three sun + pair cross


def test_six_alike_is_an_instant_win_line(scorer, comps):
    score = scorer.score(tiles("S S S S S S"))
    assert score.six == comps.tile("star")
    assert score.points == 9  # counts only in a sumof total (our choice, rules card)
    assert scorer.six_alike_lines(board_from_text("SSSSSS\n" + "......\n" * 5, comps))[0].label == "1"


def test_groups_add_up(scorer, comps):
    two_pairs = scorer.score(tiles("O O X X T Q"))
    assert two_pairs.points == 2
    assert [(comps.name(g.symbol), g.count, g.points) for g in two_pairs.groups] == [("sun", 2, 1), ("cross", 2, 1)]
    three_and_pair = scorer.score(tiles("X X O O O T"))
    assert three_and_pair.points == 4
    assert [(g.count, g.points) for g in three_and_pair.groups] == [(3, 3), (2, 1)]


def test_partial_lines_score_their_groups(scorer):
    E = EMPTY
    assert scorer.points((E,) * 6) == 0
    assert scorer.points((tiles("O")[0], E, E, E, E, E)) == 0  # a lone tile scores 0 (J)
    o, x = tiles("O X")
    assert scorer.points((o, o, E, E, E, E)) == 1
    assert scorer.points((o, o, o, E, x, x)) == 4
    assert scorer.points((o, o, o, o, o, E)) == 7
    # five different with a gap is not "six different"
    assert scorer.points(tuple(tiles("O X T Q P")) + (E,)) == 0


def test_describe(scorer, comps):
    assert scorer.score(tiles("X X O O O T")).describe(comps) == "three sun + pair cross = 4"
    assert scorer.score(tiles("O X T Q P S")).describe(comps) == "6 different = 6"
    assert scorer.score((EMPTY,) * 6).describe(comps) == "nothing"


def test_brettspielwelt_worked_example_22_and_24(scorer, comps):
    board = board_from_text(BSW_EXAMPLE, comps)
    # "Red team" rows: 4+2, 4, 3, 2+2, 3+2, 2+2
    assert scorer.side_lines(board, Side.ROWS) == (6, 5, 3, 2, 4, 2)
    assert scorer.total(board, Side.ROWS) == 22
    # "Grün" columns: 2+2, 2+2, five alike, six different, 2, six different
    assert scorer.side_lines(board, Side.COLUMNS) == (2, 2, 7, 6, 1, 6)
    assert scorer.total(board, Side.COLUMNS) == 24


def test_j_team_test_rows_0_1_3_5_7_6_make_22(scorer, comps):
    board = board_from_text(
        """
        OXTQP.
        OOXTQ.
        OOOXT.
        OOOOX.
        OOOOO.
        OXTQPS
        """,
        comps,
    )
    assert scorer.side_lines(board, Side.ROWS) == (0, 1, 3, 5, 7, 6)
    assert scorer.total(board, Side.ROWS) == 22
