"""Time controls (Kreuzwort table options, issue #7)."""

from __future__ import annotations

import pytest
from helpers import RULES

from lexitile.games.crossword.rules.clock import TimeControl
from lexitile.games.crossword.rules.events import EventKind
from lexitile.games.crossword.rules.game import Game


@pytest.mark.parametrize("used,points", [(1500, 0), (1500.5, 10), (1560, 10), (1561, 20), (1565, 20), (1680, 30)])
def test_overtime_costs_ten_points_per_started_minute(used, points):
    assert TimeControl(game_seconds=25 * 60).overtime_penalty(used) == points


def test_move_time_left():
    tc = TimeControl(move_seconds=60)
    assert tc.move_time_left(12.5) == 47.5 and tc.move_time_left(90) == 0.0
    assert TimeControl().move_time_left(1000) is None


def test_time_penalties_after_the_end_can_change_the_winner():
    game = Game(RULES, ["a", "b"], seed=1, first_player=0)
    game.bag.tiles = []
    game.racks = [list("CAT"), list("E")]
    game.play_notation("8G", "CAT")
    assert game.outcome.finals == (11, -1) and game.outcome.winners == (0,)
    events = game.apply_time_penalties([20, 0])
    assert [e.kind for e in events] == [EventKind.TIME_PENALTY]
    assert game.outcome.finals == (-9, -1) and game.outcome.winners == (1,)
