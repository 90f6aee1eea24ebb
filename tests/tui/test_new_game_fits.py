"""The new-game screen at 80x24 shows its buttons and says why a game cannot start
(the league's row once took all the room left, and every refusal went unseen)."""

from __future__ import annotations

from tui_helpers import run_async, stand_in_loader

from lexitile.tui.app import LexitileApp


@run_async
async def test_buttons_and_the_refusal_are_on_the_screen(data_dir):
    app = LexitileApp(lexicon_loader=stand_in_loader)
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        row = app.screen.query_one("#league-options")
        assert row.region.height == 1
        buttons = app.screen.query_one("#new-game-buttons")
        assert buttons.region.height >= 1 and buttons.region.bottom <= 24
        seat = app.screen.query_one("#seat-2")
        seat.value = ""
        await pilot.press("ctrl+s")
        await pilot.pause()
        await pilot.wait_for_scheduled_animations()  # the form scrolls the line into view
        await pilot.pause()
        error = app.screen.query_one("#new-game-error")
        assert "2 to 4 players" in str(error.render())
        assert error.region.height >= 1 and error.region.bottom <= 24, error.region
