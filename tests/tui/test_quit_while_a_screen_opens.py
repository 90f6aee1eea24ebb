"""Quitting at the moment the challenge window opens ends the app quietly.

A robot's play opens the challenge window by itself, and the player may quit at that
very moment. Textual tears such a screen down before its widgets mount, so its
``on_mount`` found nothing to fill and the app ended with a traceback; found by a pilot
test that left the app while a robot's play opened the window.
"""

from __future__ import annotations

from tui_helpers import make_game, run_async

from lexitile.tui.app import LexitileApp
from lexitile.tui.screens.challenge import ChallengeWindowScreen
from lexitile.tui.screens.game import GameScreen


@run_async
async def test_a_challenge_window_pushed_as_the_app_quits(data_dir):
    session = make_game(data_dir, check="challenge")
    app = LexitileApp(session, robot_pause=0)
    async with app.run_test(size=(80, 24)) as pilot:
        for _ in range(100):
            await pilot.pause(0.02)
            if isinstance(app.screen, GameScreen):
                break
        await pilot.press("enter", *"gazed", "enter")  # Ann's GAZED is open to challenge
        await pilot.pause()
        assert session.game.pending is not None
        table = next(screen for screen in app.screen_stack if isinstance(screen, GameScreen)).table
        while isinstance(app.screen, ChallengeWindowScreen):
            app.pop_screen()
            await pilot.pause()
        app.push_screen(ChallengeWindowScreen(table))
        app.exit()
        for _ in range(200):  # the end as the app makes it, not the test's own
            if app.return_code is not None:
                break
            await pilot.pause(0.01)
    assert app.return_code == 0
