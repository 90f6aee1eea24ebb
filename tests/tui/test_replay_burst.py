"""Keys arriving in one burst in the replay (a paste, a slow SSH link): ``15`` Enter in
one read goes to turn 15, as the same keys pressed one by one do."""

from __future__ import annotations

import pytest
from textual._xterm_parser import XTermParser
from tui_helpers import WORDS, run_async

from lexitile.games.crossword.records.replay_model import load_replay
from lexitile.tui.screens.replay import ReplayScreen
from lexitile.tui.screens.replay_app import ReplayApp
from shared_data import shared_path

#: A real game with notes, an exchange and two challenge bonuses (Woogles-style file).
ANNO = ("HerbCaudill-scorable", "e2e", "games", "anno57595.gcg")


def burst(app, text: str) -> None:
    """Keys as the terminal sends them in one read: parsed by Textual's own parser and
    posted at once, before the app handles any of them."""
    for event in XTermParser().feed(text):
        app._driver.process_message(event)


@pytest.mark.shared
@run_async
async def test_a_number_and_enter_in_one_burst_go_to_that_turn():
    model = load_replay(shared_path("gcg", *ANNO))
    app = ReplayApp(model, lexicon_loader=lambda spec: WORDS)
    async with app.run_test(size=(110, 36)) as pilot:
        await pilot.pause()
        screen = app.screen
        assert isinstance(screen, ReplayScreen)
        await pilot.press("home")
        await pilot.press("1", "5", "enter")
        one_by_one = screen.pos
        assert one_by_one == model.position_of_turn(15) and one_by_one != -1
        await pilot.press("home")
        await pilot.pause()
        burst(app, "15\r")
        for _ in range(3):
            await pilot.pause()
        assert screen.pos == one_by_one and screen.typed == ""
        burst(app, "12\x7f5\r")  # a Backspace inside the burst too
        for _ in range(3):
            await pilot.pause()
        assert screen.pos == one_by_one
