"""Snapshot of the Crosswise game screen at 80x24 (pytest-textual-snapshot).

Regenerate on purpose with ``pytest tests/games/crosswise/test_crosswise_snapshot.py --snapshot-update``.
"""

from __future__ import annotations

from crosswise_helpers import BSW_EXAMPLE, position

from lexitile.games.crosswise.match import Match
from lexitile.play.crosswise import Session
from lexitile.tui.crosswise.app import CrosswiseApp


def _app():
    # The BrettspielWelt example with two squares open; Ann holds a star and a mover.
    rows = BSW_EXAMPLE.split()
    rows[0] = "." + rows[0][1:]
    rows[5] = rows[5][:4] + "." + rows[5][5:]
    game = position("\n".join(rows), ["star mover", "cross"])
    match = Match(game.components, ["Ann", "Bo"], seed=1)
    match.games[-1] = game
    return CrosswiseApp(Session(match, {}, path=None), robot_delay=0)


def test_game_screen_with_a_preview(snap_compare):
    assert snap_compare(_app(), press=["enter", "1", "up", "up", "left", "left"], terminal_size=(80, 24))
