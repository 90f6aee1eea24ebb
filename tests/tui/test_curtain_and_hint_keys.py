"""Two keys at 80x24 that once did nothing a player could see: ``u`` on the curtain
under rules without take-backs now says so in the curtain, and three quick ctrl+g
presses (made while the best move is still being looked for) open the hint's third
level, as three slow presses do."""

from __future__ import annotations

import threading

from textual.widgets import Label
from tui_helpers import make_session, run_async, stand_in_loader

import lexitile.tui.screens.game_aids as game_module
from lexitile.play.hints import LAST_STEP
from lexitile.tui.app import LexitileApp
from lexitile.tui.screens.game import GameScreen
from lexitile.tui.screens.hint_advice import HintAdviceScreen
from lexitile.tui.shell.curtain import CurtainScreen

SIZE = (80, 24)


@run_async
async def test_u_on_the_curtain_without_take_backs_says_so(data_dir):
    session = make_session(data_dir)  # the Mattel rules: no take-back
    app = LexitileApp(session, lexicon_loader=stand_in_loader)
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        curtain = app.screen
        assert isinstance(curtain, CurtainScreen) and curtain.undo_by is None
        await pilot.press("u")
        await pilot.pause()
        assert app.screen is curtain  # still the curtain: nothing was taken back
        help_text = str(curtain.query_one("#curtain-help", Label).render())
        assert "nothing can be taken back here" in help_text
        assert "only Palavras Cruzadas allows it" in " ".join(help_text.split())  # the rules' reason
        assert "press Enter when only you can see the screen" in help_text


@run_async
async def test_u_on_a_curtain_of_a_game_without_a_reason_gives_no_board_game_advice():
    """The curtain is every game's: its ``u`` names a rule set's reason only when the
    game gives one, so a curtain without one says nothing of Palavras Cruzadas."""
    from textual.app import App

    class Table(App[None]):
        def on_mount(self) -> None:
            self.push_screen(CurtainScreen("Bo"))

    app = Table()
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        curtain = app.screen
        assert isinstance(curtain, CurtainScreen)
        await pilot.press("u")
        await pilot.pause()
        help_text = " ".join(str(curtain.query_one("#curtain-help", Label).render()).split())
        assert "nothing can be taken back here" in help_text
        assert "Palavras" not in help_text


@run_async
async def test_three_quick_ctrl_g_open_the_third_level(data_dir, monkeypatch):
    gate = threading.Event()
    real = game_module.find_hint

    def held_search(game):
        assert gate.wait(10), "the test never let the search finish"
        return real(game)

    monkeypatch.setattr(game_module, "find_hint", held_search)
    session = make_session(data_dir)
    app = LexitileApp(session, lexicon_loader=stand_in_loader)
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        await pilot.press("enter")  # the curtain
        await pilot.pause()
        screen = app.screen
        assert isinstance(screen, GameScreen)
        await pilot.press("ctrl+g", "ctrl+g", "ctrl+g")  # all three before the search ends
        assert screen.table.hint_state is None
        gate.set()
        await app.workers.wait_for_complete()
        await pilot.pause()
        assert screen.table.hint_state is not None and screen.table.hint_state[2] == LAST_STEP
        assert isinstance(app.screen, HintAdviceScreen) or screen.table.hint_state[1].advice is None
        assert "hint 3" in session.saved.notes[0]
