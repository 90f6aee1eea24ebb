"""Replay keys of Quiddler as in the board game's replay: a number and Enter jumps to
that action, Esc clears the number, PgUp/PgDn move ten actions (issue #9)."""

from __future__ import annotations

import asyncio

import pytest
from quiddler_helpers import setup
from textual.widgets._footer import FooterKey

from lexitile.games.quiddler.game import Game
from lexitile.games.quiddler.options import TableOptions
from lexitile.games.quiddler.record import format_record, parse_record
from lexitile.games.quiddler.storage import load_deck
from lexitile.i18n import _, set_ui_language
from lexitile.tui.quiddler.replay import ReplayApp, ReplayScreen


def make_record():
    game = Game(setup(("Ann", "Bob"), seed=3, options=TableOptions(turn_limit=2)))
    while not game.is_over:
        game.draw("stock")
        game.discard(game.hand()[-1])
    return parse_record(format_record(game), load_deck)


def status(app: ReplayApp) -> str:
    return str(app.screen.query_one("#replay-status").render())


def test_number_enter_escape_and_pages() -> None:
    record = make_record()
    app = ReplayApp(record)

    async def scenario() -> None:
        async with app.run_test(size=(110, 36)) as pilot:
            await pilot.pause()
            screen = app.screen
            assert isinstance(screen, ReplayScreen)
            await pilot.press("1", "2")
            assert screen.position == 0 and "Go to action: 12_" in status(app)
            await pilot.press("enter")
            assert screen.position == 12 and "action 12/32" in status(app)
            assert "Go to action" not in status(app)
            await pilot.press("5", "escape")
            assert screen.typed == "" and "Go to action" not in status(app)
            await pilot.press("enter")
            assert screen.position == 12
            await pilot.press("9", "9", "enter")
            assert screen.position == 32  # past the end: the end
            await pilot.press("pageup")
            assert screen.position == 22
            await pilot.press("pagedown", "pagedown")
            assert screen.position == 32
            await pilot.press("0", "enter")
            assert screen.position == 0
            await pilot.press("home")
            assert screen.position == 0
            await pilot.press("n", "n", "right", "p")
            assert screen.position == 2
            await pilot.press("end")
            assert screen.position == 32
            # the footer of every game's replay: PgUp/PgDn work but are not shown (80 columns)
            keys = {b.key_display or b.key for b in screen.BINDINGS if b.show}
            assert {"0-9 ⏎", "home", "end", "left", "right"} <= keys and "pageup" not in keys

    asyncio.run(scenario())


@pytest.mark.parametrize("language", ["en", "de", "pt_BR"])
def test_at_80_columns_the_footer_shows_how_to_quit(language) -> None:
    """A new player at 80 columns read '… ↓ Next round  ↑ Previous roun' and found no way
    out: both round keys now share one entry, and q Quit is in view in every language."""
    record = make_record()
    set_ui_language(language)
    app = ReplayApp(record)

    async def scenario() -> None:
        async with app.run_test(size=(80, 24)) as pilot:
            await pilot.pause()
            await pilot.pause()  # the footer lays out its keys a frame later
            shown = {
                (key.key_display, key.description)
                for key in app.screen.query(FooterKey)
                if key.region.width and key.region.right <= 80
            }
            assert ("q", _("Quit")) in shown, shown
            assert ("↓/↑", _("Round")) in shown, shown
            await pilot.press("down")  # the next round
            await pilot.pause()
            assert app.screen.position > 0
            await pilot.press("up")
            await pilot.pause()
            assert app.screen.position == 0

    try:
        asyncio.run(scenario())
    finally:
        set_ui_language("en")
