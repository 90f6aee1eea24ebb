"""Positions from real games (shared/gcg): every generated move passes the rules engine.

The boards carry blanks, long words and crowded corners the golden positions may not;
the lexicon is the golden word list, so many words on these boards are not in it (their
cross-sets are then empty), which the generator must handle too.
"""

from __future__ import annotations

import pytest
from movegen_support import game_positions, golden_words

from lexitile.games.crossword import catalog
from lexitile.games.crossword.engine.automaton import Automaton
from lexitile.games.crossword.engine.movegen import best_move, generate_moves
from lexitile.games.crossword.rules.scoring import score_placement
from lexitile.games.crossword.rules.validate import check_placement
from shared_data import shared_path

LAYOUT = catalog.load_layout("standard15")
TILES = catalog.load_tileset("english")


@pytest.fixture(scope="module")
def automaton() -> Automaton:
    return Automaton.load_or_build(list(golden_words()))


@pytest.mark.shared
@pytest.mark.system_wordlist
def test_game_positions_pass_the_rules_engine(automaton: Automaton) -> None:
    folder = shared_path("gcg", "jalapic-scrabblr", "standard_board")
    positions = game_positions(folder, LAYOUT, 40)
    assert len(positions) == 40
    total = 0
    for board, rack in positions:
        moves = generate_moves(board, list(rack), TILES, automaton)
        keys = [frozenset(m.tiles) for m in moves]
        assert len(keys) == len(set(keys)), f"duplicate move on rack {rack}"
        for m in moves:
            check_placement(board, m.placement, TILES, rack=list(rack), lexicon=automaton)
            assert score_placement(board, m.placement, TILES).total == m.score, m.notation
        best = best_move(board, list(rack), TILES, automaton)
        assert (best.score if best else None) == (max(m.score for m in moves) if moves else None)
        total += len(moves)
    assert total > 10_000
