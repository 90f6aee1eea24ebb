"""The Quiddler new-game form has what the command line has: the deck, the first
dealer and the time for a turn, typed with real keys; bad values are refused on the
form with a sentence."""

from __future__ import annotations

import asyncio

from quiddler_helpers import WORDS
from textual.widgets import Input

from league_offer import answer_profile_offer
from lexitile.tui.app import LexitileApp
from lexitile.tui.forms.quiddler import QuiddlerForm
from lexitile.tui.quiddler.app import QuiddlerScreen
from lexitile.tui.screens.new_game import NewGameScreen
from lexitile.tui.shell.curtain import CurtainScreen

SIZE = (100, 30)


async def type_into(pilot, selector: str, text: str) -> None:
    box = pilot.app.screen.query_one(selector, Input)
    box.focus()
    await pilot.pause()
    await pilot.press("ctrl+a", "ctrl+k", *text)


async def settle(pilot, until) -> None:
    for _ in range(200):
        await pilot.app.workers.wait_for_complete()
        await pilot.pause()
        if until():
            return
    raise AssertionError(f"never got there: {pilot.app.screen!r}")


def test_deck_dealer_and_turn_time_from_the_form(tmp_path, monkeypatch) -> None:
    monkeypatch.setenv("LEXITILE_DATA_DIR", str(tmp_path / "data"))
    app = LexitileApp(lexicon_loader=lambda spec: WORDS, robot_pause=0)

    async def scenario() -> None:
        async with app.run_test(size=SIZE) as pilot:
            await pilot.pause()
            await pilot.press("f3", "2")
            await pilot.pause()
            assert isinstance(app.screen, NewGameScreen) and isinstance(app.screen.form, QuiddlerForm)
            await type_into(pilot, "#seat-1", "Ann")
            await type_into(pilot, "#seat-2", "Bob")
            await type_into(pilot, "#q-dealer", "Zed")  # not a player: refused on the form
            await pilot.press("ctrl+s")
            await pilot.pause()
            assert isinstance(app.screen, NewGameScreen)
            await type_into(pilot, "#q-deck", "no-such-deck")
            await type_into(pilot, "#q-dealer", "Bob")
            await pilot.press("ctrl+s")
            await pilot.pause()
            assert isinstance(app.screen, NewGameScreen)  # no such deck: refused too
            await type_into(pilot, "#q-deck", "english")
            await type_into(pilot, "#q-timeout", "45")
            await pilot.press("ctrl+s")
            await answer_profile_offer(pilot)
            await settle(pilot, lambda: isinstance(app.screen, CurtainScreen))
            table = app.screen_stack[-2]
            assert isinstance(table, QuiddlerScreen)
            game = app.session.game
            assert game.setup.first_dealer == 1 and game.players[game.dealer] == "Bob"
            assert game.current == 0  # left of the dealer: Ann starts
            assert len(game.setup.deck.cards()) == 118
            assert table.turn_timeout == 45.0
            await pilot.press("enter", "ctrl+q", "y")
            await settle(pilot, lambda: isinstance(app.screen, NewGameScreen))

    asyncio.run(scenario())
