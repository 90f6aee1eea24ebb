"""A record of a game on a board or tile set loaded from a file names it by its name
(``#board-layout small7``); given that file, the replay uses it instead of refusing the
name it cannot resolve on its own."""

from __future__ import annotations

from pathlib import Path

import pytest

from lexitile.games.crossword import catalog
from lexitile.games.crossword.records.gcg import GcgError, parse_gcg
from lexitile.games.crossword.records.replay import replay_record

DATA = Path(__file__).resolve().parents[3] / "data"

RECORD = """#character-encoding UTF-8
#player1 ann Ann
#player2 bo Bo
#board-layout small7
#tile-distribution tiny
>ann: AEINRST 4B TRAINS +{score} {score}
"""


def _record(score: int):
    return parse_gcg(RECORD.format(score=score))


def test_the_given_board_and_tiles_of_the_named_files_are_used() -> None:
    layout = catalog.load_layout(str(DATA / "boards" / "small7.txt"))
    tiles = catalog.load_tileset(str(DATA / "tilesets" / "tiny.txt"))
    # TRAINS on row 4 from B: R on the centre, S on the DL of G4; tiny values T1 R2 A1 I0 N2 S1
    replay = replay_record(_record(1 + 2 + 1 + 0 + 2 + 2 * 1), layout, tiles)
    assert replay.error is None and not replay.mismatches
    assert replay.layout is layout and replay.tileset is tiles
    assert replay.rules_source == {
        "layout": "option (#board-layout small7)",
        "tileset": "option (#tile-distribution tiny)",
    }
    by_path = replay_record(_record(8), str(DATA / "boards" / "small7.txt"), str(DATA / "tilesets" / "tiny.txt"))
    assert by_path.error is None and not by_path.mismatches


def test_an_unknown_name_is_still_refused_without_a_matching_file() -> None:
    tiny = catalog.load_tileset(str(DATA / "tilesets" / "tiny.txt"))
    for board in (None, catalog.load_layout("standard15"), "no-such-board.txt"):
        with pytest.raises(GcgError) as info:
            replay_record(_record(8), board, tiny)
        assert (info.value.code, info.value.line) == ("UNKNOWN_BOARD_LAYOUT", 4)
    with pytest.raises(GcgError) as info:
        replay_record(_record(8), catalog.load_layout(str(DATA / "boards" / "small7.txt")), "english")
    assert (info.value.code, info.value.line) == ("UNKNOWN_TILE_DISTRIBUTION", 5)
