"""The quit dialog tells the truth about saving."""

from __future__ import annotations

from tui_helpers import make_session, run_async

from lexitile.tui.app import LexitileApp
from lexitile.tui.screens.dialogs import ConfirmScreen


@run_async
async def test_quit_dialog_of_a_game_that_is_not_saved_says_so(data_dir):
    session = make_session(data_dir)
    session.file.path = session.saved.path = None  # a game without a state file
    app = LexitileApp(session)
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.press("enter")
        await pilot.press("ctrl+q")
        await pilot.pause()
        assert isinstance(app.screen, ConfirmScreen)
        assert "not being saved" in app.screen.question and "is saved" not in app.screen.question


@run_async
async def test_quit_dialog_of_a_saved_game_names_its_file(data_dir):
    session = make_session(data_dir)
    app = LexitileApp(session)
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.press("enter")
        await pilot.press("ctrl+q")
        await pilot.pause()
        assert isinstance(app.screen, ConfirmScreen)
        assert str(session.path) in app.screen.question
