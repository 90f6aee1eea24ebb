"""Crosswise on a failing disk and with two programs: a turn that was not saved is not
played on (the save-failed dialog stays until the record is saved, before the next
curtain or robot move), quitting while unsaved asks and exits 1, and a match open in
one program is refused by a second, which says who has it.

Faults are injected where the bytes land (``os.replace`` of the atomic write).
"""

from __future__ import annotations

import asyncio
import subprocess
import sys
from pathlib import Path

import pytest

from full_disk import Disk
from lexitile.games.crosswise.files import load_record
from lexitile.play.crosswise import Session
from lexitile.storage.locks import GameLockedError, owner_of
from lexitile.tui.crosswise.app import CrosswiseApp
from lexitile.tui.crosswise.screens import CrosswiseScreen
from lexitile.tui.screens.dialogs import ConfirmScreen
from lexitile.tui.screens.save_failed import SaveFailedScreen

SIZE = (100, 30)


@pytest.fixture
def disk(monkeypatch: pytest.MonkeyPatch, tmp_path: Path) -> Disk:
    monkeypatch.setenv("LEXITILE_DATA_DIR", str(tmp_path / "data"))
    d = Disk()
    monkeypatch.setattr("lexitile.textfiles.os.replace", d)
    return d


def turns_in(path: Path) -> int:
    return len(load_record(path).match.game.history)


def test_a_turn_that_is_not_saved_stops_the_match_until_it_is(disk: Disk) -> None:
    session = Session.new(["Ann", "Bo"], {"Bo": "easy"}, seed=21)
    assert session.path is not None
    app = CrosswiseApp(session, robot_delay=0)

    async def scenario() -> None:
        async with app.run_test(size=SIZE) as pilot:
            await pilot.pause()
            disk.full = True
            await pilot.press("1", "enter")  # Ann places a tile: the robot must not answer yet
            await pilot.pause()
            assert isinstance(app.screen, SaveFailedScreen)
            assert len(session.game.history) == 1 and turns_in(session.path) == 0
            for _ in range(3):
                await pilot.pause()
            assert len(session.game.history) == 1, "the robot played on an unsaved turn"
            await pilot.press("escape")
            assert isinstance(app.screen, SaveFailedScreen)
            disk.full = False
            await pilot.press("ctrl+r")
            for _ in range(5):
                await pilot.pause()
            assert not isinstance(app.screen, SaveFailedScreen) and not session.unsaved
            assert len(session.game.history) == 2 and turns_in(session.path) == 2  # the robot went on

    asyncio.run(scenario())


def test_quitting_while_unsaved_asks_and_exits_1(disk: Disk) -> None:
    session = Session.new(["Ann", "Bo"], {"Bo": "easy"}, seed=21)
    app = CrosswiseApp(session, robot_delay=0)

    async def scenario() -> None:
        async with app.run_test(size=SIZE) as pilot:
            await pilot.pause()
            disk.full = True
            await pilot.press("1", "enter")
            await pilot.pause()
            assert isinstance(app.screen, SaveFailedScreen)
            await pilot.press("ctrl+q")
            await pilot.pause()
            assert isinstance(app.screen, ConfirmScreen)
            assert "NOT saved" in app.screen.question and "saved after every turn" not in app.screen.question
            await pilot.press(app.screen.yes_key)
            await pilot.pause()

    asyncio.run(scenario())
    assert app.return_value == 1


def test_the_quit_question_of_an_unsaved_match_does_not_claim_it_is_saved(disk: Disk) -> None:
    session = Session.new(["Ann", "Bo"], seed=21)
    app = CrosswiseApp(session, robot_delay=0)

    async def scenario() -> None:
        async with app.run_test(size=SIZE) as pilot:
            await pilot.press("enter")  # Ann lifts the curtain
            screen = app.screen
            assert isinstance(screen, CrosswiseScreen)
            disk.full = True
            session.save()  # e.g. the clock's save at the end of a turn failed
            await pilot.press("q")
            await pilot.pause()
            assert isinstance(app.screen, ConfirmScreen) and "NOT saved" in app.screen.question
            assert "saved after every turn" not in app.screen.question

    asyncio.run(scenario())


HOLDER = """
import sys, time
from pathlib import Path
from lexitile.storage.locks import GameLock
GameLock(Path(sys.argv[1])).acquire()
print("locked", flush=True)
time.sleep(120)
"""


def test_a_match_open_in_another_program_is_refused(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    from lexitile.cli import main

    monkeypatch.setenv("LEXITILE_DATA_DIR", str(tmp_path))
    first = Session.new(["Ann", "Bo"], seed=21)
    assert first.path is not None and owner_of(first.path) is not None  # locked while open
    first.close()
    assert owner_of(first.path) is None
    proc = subprocess.Popen([sys.executable, "-c", HOLDER, str(first.path)], stdout=subprocess.PIPE, text=True)
    try:
        assert proc.stdout is not None and proc.stdout.readline().strip() == "locked"
        with pytest.raises(GameLockedError, match=f"process {proc.pid}"):
            Session.resume(first.path)
        assert main(["resume", str(first.path)]) == 2
        err = capsys.readouterr().err
        who, hint = err.splitlines()  # who has it, and the read-only replay of the record
        assert "`lexitile crosswise --replay " in hint
        assert f"process {proc.pid}" in who and str(first.path) in who
    finally:
        proc.kill()
        proc.wait()


def test_a_seat_handed_to_the_computer_stays_handed_after_resume(tmp_path: Path, monkeypatch) -> None:
    """Bo hands his seat to the computer, the match is quit and resumed: the seat is
    still the computer's and ``t`` (take_back) gives it back to Bo; before, the record
    made Bo a robot for good."""
    monkeypatch.setenv("LEXITILE_DATA_DIR", str(tmp_path))
    first = Session.new(["Ann", "Bo Lee"], seed=21)
    first.hand_to_robot(1)
    first.close()
    assert first.path is not None and "handed: Bo Lee\n" in first.path.read_text()
    resumed = Session.resume(first.path)
    assert resumed.robots == {"Bo Lee": "hard"} and resumed.handed == {"Bo Lee"}
    assert resumed.take_back() == ["Bo Lee"]
    assert resumed.robots == {} and "handed:" not in first.path.read_text()


def test_handed_must_name_a_robot_seat(tmp_path: Path) -> None:
    from lexitile.games.crosswise.errors import RecordError
    from lexitile.games.crosswise.files import load_components
    from lexitile.games.crosswise.record import dumps, loads

    text = dumps(Session.new(["Ann", "Bo"], seed=2, save=False).match).replace("match:", "handed: Bo\nmatch:", 1)
    with pytest.raises(RecordError, match="'Bo' is not a robot seat"):
        loads(text, load_components())


def test_a_crafted_robots_line_is_one_clear_error() -> None:
    from lexitile.games.crosswise.errors import RecordError
    from lexitile.games.crosswise.files import load_components
    from lexitile.games.crosswise.record import dumps, loads

    text = dumps(Session.new(["Ann", "Bo"], seed=2, save=False).match)
    for line, says in (
        ("robots: Bo", "not PLAYER=LEVEL"),
        ("robots: Ann=x", "unknown level"),
        ("robots: " + "a " * 200_000, "too long"),  # refused before any pattern is tried on it
    ):
        with pytest.raises(RecordError, match=says):
            loads(text.replace("match:", line + "\nmatch:", 1), load_components())
