"""The seats dialog (ctrl+t) offers every level of the board game's registry by a key,
keeps a robot's ``+familiar`` (common words only) and shows the level names in the
interface language, as the new-game form does."""

from __future__ import annotations

import pytest
from test_robots_pilot import new_game
from test_seats_arrows import SIZE, lift, marked
from tui_helpers import run_async

from lexitile.core.modes import get_mode
from lexitile.i18n import set_ui_language
from lexitile.tui.app import LexitileApp
from lexitile.tui.screens.seats import LEVEL_KEYS, SeatsScreen


@pytest.fixture(autouse=True)
def english_afterwards():
    yield
    set_ui_language("en")


def test_every_level_of_the_registry_has_a_key():
    assert sorted(LEVEL_KEYS.values()) == sorted(get_mode("crossword").robot_levels)


@run_async
async def test_every_level_is_set_by_its_key(data_dir):
    session = new_game(data_dir, players=("Ann", "Bo", "Cy"), robots={"Cy": "easy"})
    app = LexitileApp(session, robot_pause=0)
    async with app.run_test(size=SIZE) as pilot:
        await lift(pilot)
        await pilot.press("ctrl+t")
        await pilot.pause()
        screen = app.screen
        assert isinstance(screen, SeatsScreen)
        await pilot.press("down", "down")
        for key, level in LEVEL_KEYS.items():
            await pilot.press(key)
            assert screen.robots == {2: level}
            assert f"({level})" in marked(screen)
        for level in get_mode("crossword").robot_levels:  # the help line names each level
            assert level in screen.seats_text().plain
        await pilot.press("f")  # common words only, kept as the level changes
        assert screen.robots == {2: "expert+familiar"}
        await pilot.press("k")
        assert screen.robots == {2: "keen+familiar"}
        assert "(keen, common words only)" in marked(screen)
        await pilot.press("f")
        assert screen.robots == {2: "keen"}


@run_async
async def test_the_levels_are_shown_in_german(data_dir):
    set_ui_language("de")
    session = new_game(data_dir, players=("Ann", "Bo", "Cy"), robots={"Cy": "keen+familiar"})
    app = LexitileApp(session, robot_pause=0)
    async with app.run_test(size=SIZE) as pilot:
        await lift(pilot)
        await pilot.press("ctrl+t")
        await pilot.pause()
        screen = app.screen
        assert isinstance(screen, SeatsScreen)
        await pilot.press("down", "down")
        line = marked(screen)
        assert "Computer (eifrig, nur geläufige Wörter)" in line, line
        assert "keen" not in line and "familiar" not in line
        await pilot.press("s")
        assert "solide" in marked(screen)
