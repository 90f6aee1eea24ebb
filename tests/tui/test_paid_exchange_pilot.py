"""Kreuzwort's paid exchange from the exchange dialog, with real keys: ctrl+e
exchanges the chosen tiles for points and the same player goes on (no curtain); other
rule sets have no such key."""

from __future__ import annotations

from test_game_pilot import SIZE, game_screen, start
from tui_helpers import make_session, run_async

from lexitile.savegame import load_saved
from lexitile.tui.app import LexitileApp
from lexitile.tui.screens.exchange import ExchangeScreen
from lexitile.tui.screens.game import GameScreen
from lexitile.tui.shell.curtain import CurtainScreen
from lexitile.tui.widgets.rack import RackView


@run_async
async def test_ctrl_e_pays_and_the_same_player_moves_on(data_dir):
    session = make_session(data_dir, rules="kreuzwort")
    app = LexitileApp(session)
    async with app.run_test(size=SIZE) as pilot:
        await start(pilot)
        seat = session.game.turn
        rack = list(session.rack_order(seat))
        await pilot.press("ctrl+x")
        await pilot.pause()
        dialog = app.screen
        assert isinstance(dialog, ExchangeScreen) and dialog.paid_cost == 5
        assert "pay 5 points" in str(dialog.query_one("#exchange-paid").render())
        await pilot.press("1", "2", "ctrl+e")
        await pilot.pause()
        assert isinstance(app.screen, GameScreen), "no curtain: the same person is at the keyboard"
        assert session.game.turn == seat and session.game.scores[seat] == -5
        assert session.game.history[-1].tiles == "".join(rack[:2])
        assert load_saved(session.path).moves[-1].kind == "paid-exchange"
        assert game_screen(app).query_one(RackView).order != rack
        # the second one costs 10
        await pilot.press("ctrl+x")
        await pilot.pause()
        assert app.screen.paid_cost == 10
        await pilot.press("escape")
        await pilot.pause()
        # the next player learns of it from the curtain: how many tiles and the cost, never which
        await pilot.press("ctrl+p", "y")
        await pilot.pause()
        curtain = app.screen
        assert isinstance(curtain, CurtainScreen)
        recap = [(m.code, dict(m.fields)) for m in curtain.recap]
        name = session.game.players[seat]
        assert recap == [
            ("recap.paid-exchange", {"player": name, "n": 2, "score": 5}),
            ("recap.pass", {"player": name}),
        ]
        # ...and the player who paid is not told of it again on their own next curtain
        await pilot.press("enter", "ctrl+p", "y")
        await pilot.pause()
        curtain = app.screen
        assert isinstance(curtain, CurtainScreen) and curtain.player == name
        assert [m.code for m in curtain.recap] == ["recap.pass"]


@run_async
async def test_no_paid_exchange_key_under_other_rules(data_dir):
    session = make_session(data_dir)  # Mattel
    app = LexitileApp(session)
    async with app.run_test(size=SIZE) as pilot:
        await start(pilot)
        await pilot.press("ctrl+x")
        await pilot.pause()
        dialog = app.screen
        assert isinstance(dialog, ExchangeScreen) and dialog.paid_cost is None
        assert not dialog.query("#exchange-paid")
        await pilot.press("1", "ctrl+e")
        await pilot.pause()
        assert app.screen is dialog and session.game.history == []
