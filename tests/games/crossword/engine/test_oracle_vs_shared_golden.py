"""Outer acceptance of the brute-force oracle itself: on the shared golden positions and
their word list (wamerican-large, 113,922 words) it gives exactly the lists that two
independent engines written by others agreed on. The project's own golden lists
(``tests/data/positions``) are made by this oracle, so this is what ties them to the
outside world. Needs ``../shared`` and the system word list (deselected locally without
them, failing in CI, like the other shared-data tests)."""

from __future__ import annotations

import pytest
from movegen_support import GOLDEN_TABLE, golden_words, read_golden_moves, read_positions

from bruteforce_oracle import brute_force
from independent_rules import board_file, board_from_rows, read_layout, read_tile_values, tiles_file


@pytest.mark.slow
@pytest.mark.shared
@pytest.mark.system_wordlist
@pytest.mark.parametrize("name", list(GOLDEN_TABLE))
def test_oracle_equals_the_shared_golden_list(name: str) -> None:
    words = frozenset(golden_words())
    rack, rows = read_positions()[name]
    layout = read_layout(board_file("standard15"))
    points = read_tile_values(tiles_file("english"))[0]
    mine = brute_force(board_from_rows(rows), layout, points, words, rack)
    golden = read_golden_moves(name)
    assert len(mine) == GOLDEN_TABLE[name][0]
    assert sorted(mine) == sorted(golden)
