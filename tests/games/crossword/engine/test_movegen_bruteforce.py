"""The generator equals a brute-force generator built on the rules engine alone.

Random small lexicons over a few letters, random 7x7 boards (tiles anywhere, blanks,
letters the lexicon never uses) and random racks with up to two blanks; the brute force
(`movegen_support.brute_force_moves`) tries every word in every line segment and keeps
what `check_placement` accepts, scored by `score_placement`.
"""

from __future__ import annotations

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st
from movegen_support import brute_force_moves, small_automaton, small_layout, tiles_key

from lexitile.games.crossword import catalog
from lexitile.games.crossword.engine.movegen import best_move, generate_moves
from lexitile.games.crossword.rules.board import Board
from lexitile.games.crossword.rules.layout import BoardLayout
from lexitile.games.crossword.rules.scoring import score_placement
from lexitile.games.crossword.rules.validate import check_placement

TILES = catalog.load_tileset("english")
LAYOUT = small_layout()

words_st = st.frozensets(st.text(alphabet="AEST", min_size=2, max_size=5), min_size=1, max_size=14)
board_tile_st = st.tuples(
    st.integers(0, LAYOUT.rows - 1),
    st.integers(0, LAYOUT.cols - 1),
    st.sampled_from(list("AESTAESTZaet")),
)
rack_st = st.lists(st.sampled_from(list("AAEESST??Z")), min_size=1, max_size=5)


def generated(board, rack, automaton, **kwargs):
    moves = generate_moves(board, rack, TILES, automaton, **kwargs)
    keys = [tiles_key(m.tiles) for m in moves]
    assert len(keys) == len(set(keys)), "a placement was generated twice"
    return moves, dict(zip(keys, (m.score for m in moves)))


@settings(max_examples=250, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(words=words_st, tiles=st.lists(board_tile_st, max_size=14), rack=rack_st, bingo=st.booleans())
def test_equals_brute_force(words, tiles, rack, bingo) -> None:
    automaton = small_automaton(words)
    board = Board(LAYOUT)
    board.put(tiles)
    rack_size = len(rack) if bingo else 7
    moves, mine = generated(board, rack, automaton, rack_size=rack_size)
    brute = brute_force_moves(board, rack, TILES, words, rack_size=rack_size, both_directions_on_empty_board=False)
    assert mine == brute
    for m in moves:  # implied by the equality, but checked directly as well
        check_placement(board, m.placement, TILES, rack=rack, lexicon=automaton)
        assert score_placement(board, m.placement, TILES, rack_size).total == m.score
    best = best_move(board, rack, TILES, automaton, rack_size=rack_size)
    if brute:
        assert best is not None and best.score == max(brute.values())
    else:
        assert best is None


@settings(max_examples=60, deadline=None)
@given(words=words_st, rack=rack_st)
def test_empty_board_both_directions(words, rack) -> None:
    automaton = small_automaton(words)
    board = Board(LAYOUT)
    _, mine = generated(board, rack, automaton, dedupe_empty_board_transposes=False)
    assert mine == brute_force_moves(board, rack, TILES, words)


GERMAN = catalog.load_tileset("german")
#: A board that is wider than tall, start square off-centre (like the 17x15 Palavras board).
WIDE = BoardLayout.parse("# start: C3\n=..'..\"..\n.-....-.\n..*.'...\n\"..-...=\n", name="wide")


@settings(max_examples=80, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(
    words=st.frozensets(st.text(alphabet="ÄNEÖ", min_size=2, max_size=4), min_size=1, max_size=12),
    tiles=st.lists(st.tuples(st.integers(0, 3), st.integers(0, 7), st.sampled_from(list("ÄNEÖäne"))), max_size=12),
    rack=st.lists(st.sampled_from(list("ÄÄNEEÖ?")), min_size=1, max_size=4),
)
def test_equals_brute_force_with_umlauts(words, tiles, rack) -> None:
    """Letters beyond A-Z (codes follow the word list's sorted alphabet) and their blanks,
    on a board that is not square."""
    automaton = small_automaton(words)
    board = Board(WIDE)
    board.put(tiles)
    moves = generate_moves(board, rack, GERMAN, automaton)
    mine = {tiles_key(m.tiles): m.score for m in moves}
    assert len(mine) == len(moves)
    assert mine == brute_force_moves(board, rack, GERMAN, words, both_directions_on_empty_board=False)
