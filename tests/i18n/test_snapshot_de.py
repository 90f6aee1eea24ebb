"""Snapshot of the game screen in German at 80x24 (issue #5): a word placed, with the
German footer, side panel and preview. Regenerate on purpose with
``pytest tests/i18n --snapshot-update`` and look at the SVG before committing it."""

from __future__ import annotations

import sys
from pathlib import Path

from lexitile.i18n import set_ui_language

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "tui"))
import tui_helpers

from lexitile.tui.app import LexitileApp


def test_german_game_screen_with_a_word_placed(snap_compare, data_dir):
    set_ui_language("de")

    async def before(pilot):
        await pilot.pause()
        await pilot.press("enter")  # lift the curtain
        await pilot.press(*"gazed")
        await pilot.pause()

    assert snap_compare(LexitileApp(tui_helpers.make_session(data_dir)), terminal_size=(80, 24), run_before=before)
