"""The board game's new-game form offers the ladder of robot levels, and the help of a
seat's kind gives each level's measured figures."""

from __future__ import annotations

from textual.widgets import Select
from tui_helpers import run_async, stand_in_loader

from lexitile.games.crossword.engine.robots import LEVELS
from lexitile.tui.app import LexitileApp

SIZE = (100, 30)


@run_async
async def test_a_seat_can_be_a_keen_robot_and_the_help_gives_each_levels_figures(data_dir):
    app = LexitileApp(lexicon_loader=stand_in_loader)
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        await pilot.press("tab")  # the first seat's name -> its kind
        kind = app.screen.query_one("#kind-1", Select)
        assert kind.has_focus
        tip = str(kind.tooltip)
        assert all(level in tip for level in LEVELS)
        assert tip.count("%") >= 7, tip  # a figure for each step of the ladder and the expert's two
        await pilot.press("enter", "down", "down", "down", "enter")  # Human, easy, casual, keen
        await pilot.pause()
        assert kind.value == "keen"
