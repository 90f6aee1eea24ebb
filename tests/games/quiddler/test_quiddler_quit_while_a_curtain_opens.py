"""Quitting at the moment a Quiddler curtain opens ends the app quietly (see
``tests/tui/test_quit_while_a_screen_opens.py``): whichever comes first, the push or
the quit, no screen mounts on the way out."""

from __future__ import annotations

import asyncio

import pytest
from quiddler_helpers import DECK, WORDS, StackedGame, setup, stack

from lexitile.play.quiddler import QuiddlerSession
from lexitile.tui.quiddler.quiddler_app import QuiddlerApp
from lexitile.tui.quiddler.screens import QuiddlerCurtain


@pytest.mark.parametrize("order", ["push, then quit", "quit, then push"])
def test_a_curtain_pushed_as_the_app_quits(tmp_path, order) -> None:
    """A robot's turn pushes the next person's curtain (it focuses its word box when
    it mounts) just as the player quits."""
    round1 = stack(DECK, [["QU", "I", "X"], ["C", "A", "T"]], dealer=0, turn_up="Z", stock_top=["S", "T"])
    game = StackedGame(setup(("Ann", "Bob")), WORDS, {0: round1})
    session = QuiddlerSession(game, save_path=tmp_path / "game.qdl", lexicon_spec="test")
    app = QuiddlerApp(session, "RULES")

    async def scenario() -> None:
        async with app.run_test(size=(110, 36)) as pilot:
            await pilot.pause()
            curtain = QuiddlerCurtain("Bob", [], look_up=session.look_up)
            if order == "push, then quit":
                app.push_screen(curtain)
                app.exit()
            else:
                app.exit()
                app.push_screen(curtain)
            for _ in range(200):  # the end as the app makes it, not the test's own
                if app.return_code is not None:
                    break
                await pilot.pause(0.01)

    asyncio.run(scenario())
    assert app.return_code == 0
