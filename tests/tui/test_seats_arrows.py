"""The seats dialog (ctrl+t) at 80x24: the arrow keys move the selection and Space
hands the selected seat over, so a robot's level changes without toggling the seat to
a person and back."""

from __future__ import annotations

from test_robots_pilot import new_game, settle
from tui_helpers import run_async

from lexitile.games.crossword.engine.robots import DEFAULT_LEVEL
from lexitile.savegame import load_saved
from lexitile.tui.app import LexitileApp
from lexitile.tui.screens.seats import SeatsScreen
from lexitile.tui.shell.curtain import CurtainScreen

SIZE = (80, 24)


async def lift(pilot) -> None:
    """Wait for Ann's curtain (the game screen mounts first) and lift it."""
    for _ in range(50):
        await pilot.pause()
        if isinstance(pilot.app.screen, CurtainScreen):
            break
    assert isinstance(pilot.app.screen, CurtainScreen), pilot.app.screen
    await pilot.press("enter")
    await pilot.pause()


def marked(screen: SeatsScreen) -> str:
    """The line of the seat the ▶ marks."""
    return next(line for line in screen.seats_text().plain.splitlines() if "▶" in line)


@run_async
async def test_arrows_choose_the_seat_and_space_hands_it_over(data_dir):
    session = new_game(data_dir, players=("Ann", "Bo", "Cy"), robots={"Cy": "easy"})
    app = LexitileApp(session, robot_pause=0)
    async with app.run_test(size=SIZE) as pilot:
        await lift(pilot)
        assert session.game.turn == 0
        await pilot.press("ctrl+t")
        await pilot.pause()
        screen = app.screen
        assert isinstance(screen, SeatsScreen) and "Ann" in marked(screen)
        await pilot.press("down", "down")  # to Cy, the easy robot: its level changes in place
        assert "Cy" in marked(screen)
        await pilot.press("h")
        assert screen.robots == {2: "hard"}
        await pilot.press("up")  # to Bo, handed over with Space
        assert "Bo" in marked(screen)
        await pilot.press("space")
        assert screen.robots == {1: DEFAULT_LEVEL, 2: "hard"}
        await pilot.press("down", "down")  # wraps round to Ann
        assert "Ann" in marked(screen)
        await pilot.press("enter")
        await settle(pilot)
        assert load_saved(session.path).robots == {1: DEFAULT_LEVEL, 2: "hard"}
