"""The fast generator equals the independent brute-force oracle on random positions:
random small lexicons over a few letters, random tiles anywhere on the 7x7 fixture board
(blanks and letters no word uses included), random racks with up to two blanks."""

from __future__ import annotations

import functools

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from bruteforce_oracle import brute_force
from independent_rules import TEST_DATA, read_layout, read_tile_values, tiles_file
from lexitile.games.crossword import catalog
from lexitile.games.crossword.engine.automaton import Automaton
from lexitile.games.crossword.engine.movegen import generate_moves
from lexitile.games.crossword.rules.board import Board
from lexitile.games.crossword.rules.placement import notation, placement_from_notation

BOARD = TEST_DATA / "boards" / "small7.txt"
LAYOUT = catalog.load_layout(str(BOARD))
TILES = catalog.load_tileset("english")
ORACLE_LAYOUT = read_layout(BOARD)
POINTS = read_tile_values(tiles_file("english"))[0]

words_st = st.frozensets(st.text(alphabet="AEST", min_size=2, max_size=5), min_size=1, max_size=14)
tile_st = st.tuples(st.integers(0, 6), st.integers(0, 6), st.sampled_from(list("AESTAESTZaet")))
rack_st = st.lists(st.sampled_from(list("AAEESST??Z")), min_size=1, max_size=6)


@functools.lru_cache(maxsize=256)
def _automaton(words: frozenset[str]) -> Automaton:
    return Automaton.build(sorted(words))


@settings(max_examples=150, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(words=words_st, tiles=st.lists(tile_st, max_size=14), rack=rack_st)
def test_fast_generator_equals_the_independent_oracle(words, tiles, rack) -> None:
    board = Board(LAYOUT)
    board.put(tiles)
    mine = sorted((m.coordinate, m.word, m.score) for m in generate_moves(board, rack, TILES, _automaton(words)))
    squares = {(r, c): t for r, c, t in tiles}
    oracle = brute_force(squares, ORACLE_LAYOUT, POINTS, words, "".join(rack))
    # the oracle writes played-through tiles in parentheses and one-tile plays across;
    # the rules engine reads that and writes the game's notation, as the generator does
    assert mine == sorted((*notation(board, placement_from_notation(board, c, w)), s) for c, w, s in oracle)
