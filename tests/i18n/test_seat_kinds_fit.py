"""Every seat kind of the new-game form (a person, a robot of each level) shows whole in
its list at 80x24, in every interface language: a new player saw Portuguese
"Computador, especialista" cut to "Computador,", without the level."""

from __future__ import annotations

import asyncio
import sys
from pathlib import Path

import pytest
from textual.widgets import Select

from lexitile.i18n import _, set_ui_language
from lexitile.tui.app import LexitileApp
from lexitile.tui.forms.base import LEVEL_LABELS
from lexitile.tui.screens.new_game import NewGameScreen

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "tui"))
import tui_helpers

from privacy_frames import screen_text


@pytest.mark.parametrize("language", ["en", "de", "pt_BR"])
def test_every_seat_kind_shows_whole(monkeypatch, tmp_path, language):
    monkeypatch.setenv("LEXITILE_DATA_DIR", str(tmp_path / "data"))
    set_ui_language(language)
    app = LexitileApp(lexicon_loader=tui_helpers.stand_in_loader)
    cut: list[str] = []

    async def go() -> None:
        async with app.run_test(size=(80, 24)) as pilot:
            await pilot.pause()
            assert isinstance(app.screen, NewGameScreen)
            kind = app.screen.query_one("#kind-2", Select)
            levels = [value for _label, value in kind._options if value in LEVEL_LABELS]
            assert levels, "the board game offers robots"
            for level in levels:
                kind.value = level
                await pilot.pause()
                label = _(LEVEL_LABELS[level])
                if label not in screen_text(app):
                    cut.append(label)

    asyncio.run(go())
    assert cut == []
