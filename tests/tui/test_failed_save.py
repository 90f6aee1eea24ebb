"""A move that was not saved was not played: with the state file unwritable (a full
disk, a read-only folder), the game stops in a dialog that stays, offers to try again
or to save elsewhere, never says the game is saved, and quitting anyway exits 1.

Faults are injected where the bytes are written (``os.replace`` / the temp file), so
the whole save path runs as it does on a full disk.
"""

from __future__ import annotations

import errno
import os

from tui_helpers import make_session, run_async

from full_disk import Disk
from lexitile.play.board_session import Session
from lexitile.savegame import load_saved
from lexitile.tui.app import LexitileApp
from lexitile.tui.screens.dialogs import ConfirmScreen
from lexitile.tui.screens.game import GameScreen
from lexitile.tui.screens.save_failed import SaveFailedScreen
from lexitile.tui.shell.curtain import CurtainScreen

SIZE = (110, 36)


def full_disk(monkeypatch) -> Disk:
    disk = Disk()
    monkeypatch.setattr("lexitile.textfiles.os.replace", disk)
    return disk


async def drawn(pilot) -> str:
    """What the screen on top draws, once it has been laid out."""
    for _ in range(3):
        await pilot.pause()
    strips = pilot.app.screen._compositor.render_strips()
    return "\n".join("".join(s.text for s in strip) for strip in strips)


async def play_gazed(pilot) -> None:
    await pilot.pause()
    assert isinstance(pilot.app.screen, CurtainScreen)
    await pilot.press("enter")
    await pilot.pause()
    await pilot.press(*"gazed")
    await pilot.press("enter")
    await pilot.pause()
    await pilot.pause()


def test_session_knows_it_is_not_saved(data_dir, monkeypatch) -> None:
    disk = full_disk(monkeypatch)
    session = make_session(data_dir)
    disk.full = True
    session.pass_turn()
    assert session.unsaved and "No space left" in (session.save_error or "")
    assert load_saved(session.path).moves == []  # the file is as it was
    assert not list(session.path.parent.glob(".*.tmp"))  # no temp file left behind
    disk.full = False
    session.save()
    assert not session.unsaved and len(load_saved(session.path).moves) == 1


@run_async
async def test_failed_save_stops_the_game_in_a_dialog_that_stays(data_dir, monkeypatch) -> None:
    disk = full_disk(monkeypatch)
    session = make_session(data_dir)
    app = LexitileApp(session)
    async with app.run_test(size=SIZE) as pilot:
        disk.full = True
        await play_gazed(pilot)
        assert isinstance(app.screen, SaveFailedScreen)
        text = await drawn(pilot)
        assert "NOT saved" in text and "No space left" in text
        await pilot.press("escape")  # does not close it
        await pilot.pause()
        assert isinstance(app.screen, SaveFailedScreen)
        await pilot.press("ctrl+r")  # still full
        await pilot.pause()
        assert isinstance(app.screen, SaveFailedScreen)
        disk.full = False
        await pilot.press("ctrl+r")
        await pilot.pause()
        assert not isinstance(app.screen, SaveFailedScreen)
        assert isinstance(app.screen, CurtainScreen)  # the game goes on: Bo's turn
        assert [m.notation for m in load_saved(session.path).moves] == ["8H GAZED"]


@run_async
async def test_save_elsewhere_moves_the_game_to_another_file(data_dir, monkeypatch, tmp_path) -> None:
    session = make_session(data_dir)
    games = session.path.parent
    real = os.replace

    def replace(src, dst):
        if os.path.dirname(os.path.abspath(dst)) == str(games):
            raise OSError(errno.EROFS, "Read-only file system")
        return real(src, dst)

    monkeypatch.setattr("lexitile.textfiles.os.replace", replace)
    app = LexitileApp(session)
    async with app.run_test(size=SIZE) as pilot:
        await play_gazed(pilot)
        assert isinstance(app.screen, SaveFailedScreen)
        box = app.screen.query_one("#save-elsewhere")
        box.value = str(tmp_path / "rescued.json")
        box.focus()
        await pilot.press("enter")
        await pilot.pause()
        assert not isinstance(app.screen, SaveFailedScreen)
    rescued = load_saved(tmp_path / "rescued.json")
    assert [m.notation for m in rescued.moves] == ["8H GAZED"]
    assert (tmp_path / "rescued.gcg").is_file()


@run_async
async def test_quit_while_unsaved_asks_and_exits_1(data_dir, monkeypatch) -> None:
    disk = full_disk(monkeypatch)
    session = make_session(data_dir)
    app = LexitileApp(session)
    async with app.run_test(size=SIZE) as pilot:
        disk.full = True
        await play_gazed(pilot)
        await pilot.press("ctrl+q")
        await pilot.pause()
        await pilot.pause()
        assert isinstance(app.screen, ConfirmScreen)
        text = await drawn(pilot)
        assert "NOT saved" in text and "is saved in" not in text
        await pilot.press("n")
        await pilot.pause()
        assert isinstance(app.screen, SaveFailedScreen)
        await pilot.press("ctrl+q")
        await pilot.pause()
        await pilot.press("y")
        await pilot.pause()
    assert app.return_value == 1


@run_async
async def test_quit_after_a_good_save_still_exits_0(data_dir) -> None:
    session: Session = make_session(data_dir)
    app = LexitileApp(session)
    async with app.run_test(size=SIZE) as pilot:
        await play_gazed(pilot)
        assert isinstance(app.screen, CurtainScreen)
        await pilot.press("ctrl+q")
        await pilot.pause()
        await pilot.pause()
        assert "is saved in" in await drawn(pilot)
        await pilot.press("y")
        await pilot.pause()
    assert app.return_value == 0
    assert not any(isinstance(s, GameScreen) and s.session.unsaved for s in app.screen_stack)


@run_async
async def test_a_resignation_that_cannot_be_saved_stops_in_the_dialog_too(data_dir, monkeypatch) -> None:
    from lexitile.tui.screens.game_over import GameOverScreen

    disk = full_disk(monkeypatch)
    session = make_session(data_dir)
    app = LexitileApp(session)
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        await pilot.press("enter")
        await pilot.pause()
        disk.full = True
        await pilot.press("ctrl+e")
        await pilot.pause()
        await pilot.press("y")
        text = await drawn(pilot)
        assert isinstance(app.screen, SaveFailedScreen) and "NOT saved" in text
        disk.full = False
        await pilot.press("ctrl+r")
        await drawn(pilot)
        assert isinstance(app.screen, GameOverScreen)
    assert load_saved(session.path).resigned == 0
