"""A board taller than the terminal leaves the preview no line: a play refused on
Enter said nothing. The message comes as a toast there, and goes when the curtain rises.

Seed 1, Ann and Bo (mattel rules, the stand-in word list): Ann first with ERZAGDO; ZERA
is not a word there, GAZED is.
"""

from __future__ import annotations

from tui_helpers import make_game, run_async

from lexitile.tui.app import LexitileApp
from lexitile.tui.screens.game import GameScreen
from lexitile.tui.shell.curtain import CurtainScreen
from lexitile.tui.widgets.preview import PreviewView
from privacy_frames import screen_text

SIZE = (80, 24)
SUPER = 'name = "super"\ntitle = "Super"\nboard = "super21"\ntiles = "english"\n'


async def refused_on_enter(pilot) -> None:
    await pilot.pause()
    await pilot.press("enter")  # lift the curtain
    await pilot.pause()
    await pilot.press(*"zera", "enter")
    await pilot.pause()


@run_async
async def test_a_refused_play_is_told_in_a_toast_where_the_preview_has_no_line(data_dir, tmp_path):
    rules = tmp_path / "super.toml"
    rules.write_text(SUPER)
    app = LexitileApp(make_game(data_dir, rules=str(rules)), robot_pause=0)
    async with app.run_test(size=SIZE, notifications=True) as pilot:
        await refused_on_enter(pilot)
        await pilot.pause()  # the toast is drawn a frame after it is raised
        assert "Not played" in screen_text(app)
        await pilot.press("ctrl+r", *"gazed", "enter")  # a word that stands: Bo's curtain
        await pilot.pause()
        assert isinstance(app.screen, CurtainScreen)
        assert "Not played" not in screen_text(app)  # what Ann was told is not left for Bo
        assert not list(app._notifications)
        # behind the curtain no message becomes a toast, whoever sends one
        game = next(s for s in app.screen_stack if isinstance(s, GameScreen))
        game.update_preview("a message for Ann only")
        await pilot.pause()
        assert not list(app._notifications)


@run_async
async def test_no_toast_where_the_preview_shows_the_message(data_dir):
    app = LexitileApp(make_game(data_dir), robot_pause=0)
    async with app.run_test(size=SIZE, notifications=True) as pilot:
        await refused_on_enter(pilot)
        assert "Not played" in app.screen.query_one(PreviewView).plain
        assert not list(app._notifications)
