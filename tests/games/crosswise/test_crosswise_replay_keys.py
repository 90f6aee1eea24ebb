"""Replay keys of Crosswise as in the board game's replay: a number and Enter jumps to
that turn of the game shown, Esc clears the number (and quits when there is none)
(issue #10)."""

from __future__ import annotations

import asyncio

from lexitile.games.crosswise.match import Match
from lexitile.games.crosswise.robots import make_robot, play_game
from lexitile.tui.crosswise.app import CrosswiseApp
from lexitile.tui.crosswise.replay import ReplayScreen


def status(screen: ReplayScreen) -> str:
    return str(screen.query_one("#status").render())


def test_number_enter_and_escape(comps) -> None:
    match = Match(comps, ["Ann", "Bo"], seed=4)
    play_game(match.game, [make_robot("hard"), make_robot("easy", 4)])
    n = len(match.game.history)
    assert n > 5
    app = CrosswiseApp(replay=match)

    async def scenario() -> None:
        async with app.run_test(size=(100, 30)) as pilot:
            screen = app.screen
            assert isinstance(screen, ReplayScreen)
            await pilot.press("3")
            assert "Go to turn: 3_" in status(screen) and screen.index == n
            await pilot.press("enter")
            assert screen.index == 3 and "game 1, turn 3:" in status(screen)
            assert "Go to turn" not in status(screen)
            await pilot.press("2", "backspace", "5", "enter")
            assert screen.index == 5
            await pilot.press("1", "escape")
            assert screen.typed == "" and "Go to turn" not in status(screen)
            assert app.is_running
            await pilot.press("enter")
            assert screen.index == 5
            await pilot.press("9", "9", "9", "enter")
            assert screen.index == n  # past the last turn: the end of the game
            await pilot.press("0", "enter")
            assert screen.index == 0
            keys = {b.key_display or b.key for b in screen.BINDINGS if b.show}
            assert {"0-9 ⏎", "home", "end", "left", "right"} <= keys and "pageup" not in keys  # fits 80 columns
            await pilot.press("pagedown")
            assert screen.index == min(10, n)
            await pilot.press("escape")  # no number: quits, as before
        assert not app.is_running

    asyncio.run(scenario())
