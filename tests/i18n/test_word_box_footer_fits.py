"""At 80x24 the game's footer shows every key whole in every interface language, also
while the word box has the focus (it adds F2): a new player read Portuguese "^q Sa"."""

from __future__ import annotations

import asyncio
import sys
from pathlib import Path

import pytest

from lexitile.i18n import _, set_ui_language

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "tui"))
import tui_helpers

from lexitile.tui.app import LexitileApp


@pytest.mark.parametrize("language", ["en", "de", "pt_BR"])
@pytest.mark.parametrize("in_the_box", [False, True])
def test_the_footer_ends_with_the_quit_key_whole(data_dir, language, in_the_box):
    set_ui_language(language)
    session = tui_helpers.make_session(data_dir)

    async def go() -> str:
        app = LexitileApp(session)
        async with app.run_test(size=(80, 24)) as pilot:
            await pilot.pause()
            await pilot.press("enter")  # lift the curtain
            await pilot.pause()
            if in_the_box:
                await pilot.press("tab", "tab")
                await pilot.pause()
                assert app.focused is not None and app.focused.id == "word-input"
            return tui_helpers.bottom_line(app)

    footer = asyncio.run(go()).rstrip()
    assert footer.endswith("^q " + _("Quit")), footer
