"""Quiddler on a failing disk and with two programs: an action that was not saved is
not played on (a dialog stays until the record is saved, here or elsewhere), quitting
while unsaved asks and exits 1, a game open in one program is refused by a second
(which says who has it), and a seat handed to the computer stays handed after a quit
and resume, so its person can take it back.

Faults are injected where the bytes land (``os.replace`` of the atomic write).
"""

from __future__ import annotations

import asyncio
import errno
import os
import subprocess
import sys
from pathlib import Path

import pytest
from quiddler_helpers import DECK, WORDS, StackedGame, setup, stack, table, text_of

from full_disk import Disk
from lexitile.games.quiddler.record import parse_record
from lexitile.games.quiddler.storage import load_deck
from lexitile.play.quiddler import QuiddlerSession
from lexitile.storage.locks import GameLockedError
from lexitile.tui.quiddler.quiddler_app import QuiddlerApp
from lexitile.tui.quiddler.screens import CurtainScreen
from lexitile.tui.screens.dialogs import ConfirmScreen
from lexitile.tui.screens.save_failed import SaveFailedScreen

ROUND1 = stack(DECK, [["QU", "I", "X"], ["C", "A", "T"]], dealer=0, turn_up="Z", stock_top=["S", "T"])


@pytest.fixture
def disk(monkeypatch: pytest.MonkeyPatch) -> Disk:
    d = Disk()
    monkeypatch.setattr("lexitile.textfiles.os.replace", d)
    return d


def new_session(save: Path) -> QuiddlerSession:
    wordlist = save.parent / "words.txt"
    if not wordlist.exists():
        save.parent.mkdir(parents=True, exist_ok=True)
        wordlist.write_text("\n".join(sorted(WORDS)) + "\n")
    game = StackedGame(setup(("Ann", "Bob")), WORDS, {0: ROUND1})
    return QuiddlerSession(game, save_path=save, lexicon_spec=str(wordlist))


def actions_in(path: Path) -> int:
    return len(parse_record(path.read_text(), load_deck, check=False).actions)


def test_a_draw_that_is_not_saved_stops_the_game_until_it_is(tmp_path: Path, disk: Disk) -> None:
    save = tmp_path / "g.qdl"
    session = new_session(save)
    session.save()
    app = QuiddlerApp(session, "RULES")

    async def scenario() -> None:
        async with app.run_test(size=(110, 36)) as pilot:
            await pilot.pause()
            assert isinstance(app.screen, CurtainScreen)
            await pilot.press("enter")
            await pilot.pause()
            disk.full = True
            await pilot.press("s")
            await pilot.pause()
            assert isinstance(app.screen, SaveFailedScreen)
            assert "No space left on device" in str(app.screen.query_one("#save-failed-reason").render())
            assert actions_in(save) == 0 and session.unsaved
            await pilot.press("escape")  # stays: the game is not saved
            await pilot.pause()
            assert isinstance(app.screen, SaveFailedScreen)
            await pilot.press("ctrl+r")  # still full
            await pilot.pause()
            assert isinstance(app.screen, SaveFailedScreen)
            disk.full = False
            await pilot.press("ctrl+r")
            await pilot.pause()
            assert not isinstance(app.screen, SaveFailedScreen) and not session.unsaved
            assert actions_in(save) == 1
            assert "S 3" in text_of(app, "#hand")  # the drawn card, on with the turn

    asyncio.run(scenario())


def test_a_turn_that_is_not_saved_is_saved_elsewhere_before_the_next_player(tmp_path: Path, disk: Disk) -> None:
    save = tmp_path / "games" / "g.qdl"
    rescue = tmp_path / "rescued.qdl"
    session = new_session(save)
    session.save()
    app = QuiddlerApp(session, "RULES")

    async def scenario() -> None:
        async with app.run_test(size=(110, 36)) as pilot:
            await pilot.pause()
            await pilot.press("enter")
            await pilot.press("s")
            await pilot.pause()
            disk.full = True
            real = disk.real

            def only_the_rescue(src: str, dst: str) -> None:
                if Path(dst) != rescue:
                    raise OSError(errno.EROFS, "Read-only file system")
                real(src, dst)

            disk.full = False
            disk.real = only_the_rescue  # the data folder is read-only now
            await pilot.press(*"-s")
            await pilot.press("enter")
            await pilot.pause()
            assert isinstance(app.screen, SaveFailedScreen)
            assert session.game.current == 0  # Bob's discard was played in memory
            box = app.screen.query_one("#save-elsewhere")
            box.value = str(rescue)  # type: ignore[attr-defined]
            box.focus()
            await pilot.press("enter")
            await pilot.pause()
            assert not session.unsaved and session.save_path == rescue
            assert actions_in(rescue) == 2 and actions_in(save) == 1
            # only now the next player's curtain
            assert isinstance(app.screen, CurtainScreen) and app.screen.player == "Ann"
            assert "(hidden)" in str(table(app).query_one("#hand").render())

    asyncio.run(scenario())


def test_quitting_while_unsaved_asks_and_exits_1(tmp_path: Path, disk: Disk) -> None:
    session = new_session(tmp_path / "g.qdl")
    session.save()
    app = QuiddlerApp(session, "RULES")

    async def scenario() -> None:
        async with app.run_test(size=(110, 36)) as pilot:
            await pilot.pause()
            await pilot.press("enter")
            disk.full = True
            await pilot.press("s")
            await pilot.pause()
            assert isinstance(app.screen, SaveFailedScreen)
            await pilot.press("ctrl+q")
            await pilot.pause()
            assert isinstance(app.screen, ConfirmScreen)
            assert "NOT saved" in app.screen.question and "saved in" not in app.screen.question
            await pilot.press("n")
            await pilot.pause()
            assert isinstance(app.screen, SaveFailedScreen)
            await pilot.press("ctrl+q")
            await pilot.pause()
            assert isinstance(app.screen, ConfirmScreen)
            await pilot.press(app.screen.yes_key)
            await pilot.pause()

    asyncio.run(scenario())
    assert app.return_value == 1  # what run() returns: the exit status of the command


def test_quitting_a_saved_game_exits_0(tmp_path: Path) -> None:
    from lexitile.tui.screens.dialogs import ConfirmScreen

    session = new_session(tmp_path / "g.qdl")
    session.save()
    app = QuiddlerApp(session, "RULES")

    async def scenario() -> None:
        async with app.run_test(size=(110, 36)) as pilot:
            await pilot.pause()
            await pilot.press("ctrl+q")  # the one quit question of every game: it says where the game is
            await pilot.pause()
            assert isinstance(app.screen, ConfirmScreen) and "g.qdl" in app.screen.question
            assert "NOT saved" not in app.screen.question
            await pilot.press("y")
            await pilot.pause()

    asyncio.run(scenario())
    assert app.return_value == 0


HOLDER = """
import sys, time
from pathlib import Path
from lexitile.storage.locks import GameLock
GameLock(Path(sys.argv[1])).acquire()
print("locked", flush=True)
time.sleep(120)
"""


def test_a_game_open_in_another_program_is_refused(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    from lexitile.cli import main

    save = tmp_path / "g.qdl"
    first = new_session(save)
    first.save()
    first.close()
    proc = subprocess.Popen([sys.executable, "-c", HOLDER, str(save)], stdout=subprocess.PIPE, text=True)
    try:
        assert proc.stdout is not None and proc.stdout.readline().strip() == "locked"
        with pytest.raises(GameLockedError, match=f"process {proc.pid}"):
            new_session(save)
        assert main(["resume", str(save)]) == 2
        err = capsys.readouterr().err
        who, hint = err.splitlines()  # who has it, and the read-only replay of the record
        assert "`lexitile quiddler --replay " in hint
        assert f"process {proc.pid}" in who and str(save) in who
    finally:
        proc.kill()
        proc.wait()


def test_a_session_holds_the_lock_until_closed(tmp_path: Path) -> None:
    from lexitile.storage.locks import owner_of

    save = tmp_path / "g.qdl"
    session = new_session(save)
    owner = owner_of(save)
    assert owner is not None and owner.pid == os.getpid()
    session.close()
    assert owner_of(save) is None


def test_a_seat_handed_to_the_computer_stays_handed_after_resume(tmp_path: Path, monkeypatch) -> None:
    """Bob hands his seat to the computer, the game is quit and resumed: the seat is
    still the computer's, and ctrl+t gives it back to Bob (before, the record made Bob
    a robot for good)."""
    import argparse

    from lexitile.commands import quiddler as command
    from lexitile.games.quiddler.game import Game

    wordlist = tmp_path / "words.txt"
    wordlist.write_text("\n".join(sorted(WORDS)) + "\n")
    save = tmp_path / "g.qdl"
    session = QuiddlerSession(
        Game(setup(("Ann", "Bob")), WORDS), save_path=save, lexicon_spec=str(wordlist), robot_factory=object
    )
    bob = session.game.current
    session.take_seat()
    session.close()
    assert "%handed " + session.game.players[bob] in save.read_text()

    launched: list[QuiddlerApp] = []
    monkeypatch.setattr(QuiddlerApp, "run", lambda self: launched.append(self) or 0)
    parser = argparse.ArgumentParser()
    command.register(parser.add_subparsers())
    assert command.run(parser.parse_args(["quiddler", "--resume", str(save)])) == 0
    resumed = launched[0].session
    assert resumed.handed == {bob} and bob in resumed.robots
    assert resumed.give_seats_back() == [session.game.players[bob]]
    assert bob not in resumed.robots and "%handed" not in save.read_text() and "%robot" not in save.read_text()


def test_the_turn_timer_does_not_close_the_save_failed_dialog(tmp_path: Path, disk: Disk) -> None:
    """A robot plays the turn of a player who took too long, closing any dialog over
    the table; not the save-failed one: the game must be saved first."""
    from quiddler_helpers import DECK

    from lexitile.games.quiddler.robots import Robot
    from lexitile.games.quiddler.solver import Solver, WordIndex

    session = new_session(tmp_path / "g.qdl")
    session.robot_factory = lambda: Robot(Solver(WordIndex(WORDS, DECK), DECK))
    session.save()
    app = QuiddlerApp(session, "RULES", turn_timeout=3600)

    async def scenario() -> None:
        async with app.run_test(size=(110, 36)) as pilot:
            await pilot.pause()
            await pilot.press("enter")
            disk.full = True
            await pilot.press("s")
            await pilot.pause()
            assert isinstance(app.screen, SaveFailedScreen)
            token = session.turn_token()
            table(app).on_turn_timeout(token)  # the timer of this turn runs out
            await app.workers.wait_for_complete()
            await pilot.pause()
            assert isinstance(app.screen, SaveFailedScreen) and session.turn_token() == token
            assert session.game.current == 1 and not table(app).busy

    asyncio.run(scenario())
