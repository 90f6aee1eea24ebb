"""Hypothesis strategies and targets for fuzzing the input parsers (issue #8).

Shared by ``test_fuzz_loaders.py`` (a few hundred examples in CI) and
``benchmarks/fuzz_inputs.py`` (10,000+ examples).
"""

from __future__ import annotations

from hypothesis import strategies as st

from lexitile.errors import LexitileError
from lexitile.games.crossword.catalog import standard_layout
from lexitile.games.crossword.rules.board import Board
from lexitile.games.crossword.rules.layout import PREMIUM_SYMBOLS, BoardLayout
from lexitile.games.crossword.rules.placement import placement_from_notation
from lexitile.games.crossword.rules.tiles import TileSet

SYMBOLS = "".join(PREMIUM_SYMBOLS) + "#:\n\r\t xX9é"

layout_texts = st.one_of(
    st.text(alphabet=SYMBOLS, max_size=400),
    st.lists(st.text(alphabet="=-\"'.~^*! ", min_size=0, max_size=30), max_size=30).map("\n".join),
    st.builds(
        lambda head, body: f"# start: {head}\n{body}", st.text(max_size=5), st.text(alphabet=SYMBOLS, max_size=100)
    ),
)

tileset_texts = st.one_of(
    st.text(max_size=300),
    st.lists(
        st.tuples(st.text(min_size=0, max_size=3), st.integers(-3, 20), st.integers(-3, 12)),
        max_size=30,
    ).map(lambda rows: "\n".join(f"{t} {n} {p}" for t, n, p in rows)),
)

move_texts = st.tuples(
    st.text(alphabet="0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcxyz ", max_size=4),
    st.text(alphabet="ABCDEFGHIJKLMNOPQRSTUVWXYZabcdexyz.?()-é ", max_size=20),
)


def parse_layout(text: str) -> None:
    """Parse layout text; only LexitileError may escape."""
    try:
        layout = BoardLayout.parse(text, "fuzz.board")
    except LexitileError:
        return
    assert layout.rows * layout.cols == len(layout.letter_mult) == len(layout.word_mult)
    assert 0 <= layout.start[0] < layout.rows and 0 <= layout.start[1] < layout.cols


def parse_tileset(text: str) -> None:
    """Parse tile set text; only LexitileError may escape."""
    try:
        tiles = TileSet.parse(text, "fuzz.tiles")
    except LexitileError:
        return
    assert tiles.total == len(tiles.full_bag()) and tiles.letters


_BOARD = Board(standard_layout())
_BOARD.put([(7, 6, "C"), (7, 7, "A"), (7, 8, "T")])


def parse_move(coordinate: str, word: str) -> None:
    """Parse a GCG move on a fixed board; only LexitileError may escape."""
    try:
        placement = placement_from_notation(_BOARD, coordinate, word)
    except LexitileError:
        return
    for r, c, _ in placement.tiles:
        assert _BOARD.at(r, c) is None
