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


def test_a_missing_word_list_file_is_refused_before_the_profile_question(tmp_path, monkeypatch) -> None:
    from lexitile.i18n import catalog, set_ui_language
    from lexitile.tui.widgets.plain import Label

    monkeypatch.setenv("LEXITILE_DATA_DIR", str(tmp_path / "data"))
    set_ui_language("de")
    app = LexitileApp(robot_pause=0)  # the real loader: the form itself must notice

    async def scenario() -> None:
        async with app.run_test(size=(80, 24)) as pilot:
            await pilot.pause()
            await pilot.press("f3", "2")
            await pilot.pause()
            assert isinstance(app.screen, NewGameScreen) and isinstance(app.screen.form, QuiddlerForm)
            await type_into(pilot, "#seat-1", "Ann")
            await type_into(pilot, "#seat-2", "Bob")
            await type_into(pilot, "#q-lexicon", "/nope.txt")
            await pilot.press("ctrl+s")
            await settle(pilot, lambda: True)
            assert isinstance(app.screen, NewGameScreen), app.screen  # no question was asked
            shown = str(app.screen.query_one("#new-game-error", Label).content)
            wording = catalog("de").gettext("no such word-list file")
            assert wording != "no such word-list file" and wording in shown and "/nope.txt" in shown, shown

    try:
        asyncio.run(scenario())
    finally:
        set_ui_language("en")
