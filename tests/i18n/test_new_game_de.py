"""The new-game screen in German, including Textual's own drop-down key."""

from __future__ import annotations

import asyncio
import sys
from pathlib import Path

from textual.widgets import Footer
from textual.widgets._footer import FooterKey

from lexitile.i18n import set_ui_language
from lexitile.tui.app import LexitileApp
from lexitile.tui.screens.new_game import NewGameScreen

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "tui"))
import tui_helpers


def footer_after_opening_a_list(monkeypatch, tmp_path) -> set[str]:
    monkeypatch.setenv("LEXITILE_DATA_DIR", str(tmp_path / "data"))
    app = LexitileApp(lexicon_loader=tui_helpers.stand_in_loader)

    async def go() -> set[str]:
        async with app.run_test(size=(80, 24)) as pilot:
            await pilot.pause()
            assert isinstance(app.screen, NewGameScreen)
            await pilot.press("tab", "enter")  # seat 1's human/robot list, opened
            await pilot.pause()
            return {str(key.description) for key in app.screen.query_one(Footer).query(FooterKey)}

    return asyncio.run(go())


def test_the_open_list_is_closed_in_german(monkeypatch, tmp_path):
    set_ui_language("de")
    keys = footer_after_opening_a_list(monkeypatch, tmp_path)
    assert "Liste schließen" in keys and "Dismiss menu" not in keys


def test_english_unchanged(monkeypatch, tmp_path):
    keys = footer_after_opening_a_list(monkeypatch, tmp_path)
    assert "Dismiss menu" in keys
