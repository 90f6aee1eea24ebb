"""Quiddler at 80x24, one's own turn: the note by the word box no longer says there is
no word check while laying a non-word down is refused as not a word. It says the box
looks nothing up and that a word laid down is checked, and both show together."""

from __future__ import annotations

import asyncio

from quiddler_helpers import type_line
from test_quiddler_80x24 import new_app

from lexitile.tui.quiddler.screens import CurtainScreen
from privacy_frames import screen_text


def test_the_note_and_a_refused_non_word_agree() -> None:
    app, _session = new_app()
    seen: dict[str, str] = {}

    async def scenario() -> None:
        async with app.run_test(size=(80, 24)) as pilot:
            await pilot.pause()
            assert isinstance(app.screen, CurtainScreen) and app.screen.player == "Bob"
            await pilot.press("enter")  # Bob's own turn
            await pilot.pause()
            await pilot.press("s")  # draws from the stock
            await pilot.pause()
            await type_line(pilot, "tac")  # not a word: laying it down is refused
            seen["refused"] = screen_text(app)

    asyncio.run(scenario())
    text = " ".join(seen["refused"].split())
    assert "TAC is not in the lexicon" in text
    assert "No word check" not in text
    assert "a word laid down is checked" in text
