"""The generator against the golden lists of shared/movegen: move for move, score for score."""

from __future__ import annotations

import pytest
from movegen_support import (
    GOLDEN_TABLE,
    GOLDEN_WORD_COUNT,
    golden_in_game_notation,
    golden_words,
    move_key,
    read_positions,
)

from lexitile.games.crossword import catalog
from lexitile.games.crossword.engine.automaton import Automaton
from lexitile.games.crossword.engine.movegen import best_move, generate_moves, move_notation
from lexitile.games.crossword.rules.board import Board
from lexitile.games.crossword.rules.scoring import score_placement
from lexitile.games.crossword.rules.validate import check_placement

LAYOUT = catalog.load_layout("standard15")
TILES = catalog.load_tileset("english")


@pytest.fixture(scope="module")
def automaton() -> Automaton:
    # Built once and cached in LEXITILE_CACHE_DIR (CI) or the user cache folder.
    return Automaton.load_or_build(list(golden_words()))


@pytest.fixture(scope="module")
def positions() -> dict[str, tuple[str, list[str]]]:
    return read_positions()


def test_word_list_is_the_documented_one(automaton: Automaton) -> None:
    assert automaton.word_count == GOLDEN_WORD_COUNT
    assert "ABANDONED" in automaton and "QI" in automaton
    assert "ABANDONEDX" not in automaton and "Q" not in automaton and "" not in automaton


@pytest.mark.shared
@pytest.mark.system_wordlist
@pytest.mark.parametrize("name", list(GOLDEN_TABLE))
def test_moves_equal_the_golden_list(name: str, automaton: Automaton, positions) -> None:
    rack, rows = positions[name]
    board = Board.from_rows(LAYOUT, rows)
    moves = generate_moves(board, list(rack), TILES, automaton)
    mine = [move_key(m) for m in moves]
    golden = golden_in_game_notation(board, name)
    assert len(golden) == GOLDEN_TABLE[name][0]
    assert len(mine) == len(set(mine)), "a move was generated twice"
    missing = set(golden) - set(mine)
    extra = set(mine) - set(golden)
    assert not missing and not extra, f"missing {sorted(missing)[:5]}, extra {sorted(extra)[:5]}"
    assert max(m.score for m in moves) == GOLDEN_TABLE[name][1]


@pytest.mark.shared
@pytest.mark.system_wordlist
@pytest.mark.parametrize("name", list(GOLDEN_TABLE))
def test_every_move_passes_the_rules_engine(name: str, automaton: Automaton, positions) -> None:
    """Each move is legal by check_placement (rack and lexicon), scores as score_placement,
    and prints as the rules engine's own notation (with the played-through tiles shown)."""
    rack, rows = positions[name]
    board = Board.from_rows(LAYOUT, rows)
    for move in generate_moves(board, list(rack), TILES, automaton):
        placement = move.placement
        check_placement(board, placement, TILES, rack=list(rack), lexicon=automaton)
        assert score_placement(board, placement, TILES).total == move.score, move.notation
        assert move_notation(board, placement) == (move.coordinate, move.word)


@pytest.mark.shared
@pytest.mark.system_wordlist
@pytest.mark.parametrize("name", list(GOLDEN_TABLE))
def test_best_move_has_the_top_score(name: str, automaton: Automaton, positions) -> None:
    rack, rows = positions[name]
    board = Board.from_rows(LAYOUT, rows)
    best = best_move(board, list(rack), TILES, automaton)
    assert best is not None and best.score == GOLDEN_TABLE[name][1]
    assert move_key(best) in set(golden_in_game_notation(board, name))


@pytest.mark.shared
@pytest.mark.system_wordlist
def test_empty_board_down_plays_on_request(automaton: Automaton, positions) -> None:
    rack, rows = positions["empty"]
    board = Board.from_rows(LAYOUT, rows)
    across = generate_moves(board, list(rack), TILES, automaton)
    both = generate_moves(board, list(rack), TILES, automaton, dedupe_empty_board_transposes=False)
    assert len(both) == 2 * len(across)
    transposed = {(m.col, m.row, not m.down, m.word, m.score) for m in across}
    assert {(m.row, m.col, m.down, m.word, m.score) for m in both if m.down} == transposed
