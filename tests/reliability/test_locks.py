"""One writer per game, and no leftovers: a game open in one program cannot be opened
for writing by a second (which says who has it), stale locks of killed programs are
taken over, and temp files of killed saves go at the next start.

The other program is a real second Python process holding the lock.
"""

from __future__ import annotations

import fcntl
import json
import os
import subprocess
import sys
import time
from contextlib import contextmanager
from pathlib import Path

import pytest

from lexitile.cli import main
from lexitile.play.board_session import Session
from lexitile.play.board_setup import GameSetup
from lexitile.storage import locks
from lexitile.storage.leftovers import remove_leftovers
from lexitile.storage.locks import GameLock, GameLockedError, LockOwner, lock_path, owner_of

HOLDER = """
import sys, time
from pathlib import Path
from lexitile.storage.locks import GameLock
GameLock(Path(sys.argv[1])).acquire()
print("locked", flush=True)
time.sleep(120)
"""


@contextmanager
def held_elsewhere(state: Path):
    """A second process holding the game's lock; killed (-9) at the end."""
    proc = subprocess.Popen([sys.executable, "-c", HOLDER, str(state)], stdout=subprocess.PIPE, text=True)
    try:
        assert proc.stdout is not None and proc.stdout.readline().strip() == "locked"
        yield proc
    finally:
        proc.kill()
        proc.wait()


def new_game(folder: Path, name: str = "g") -> Session:
    return Session.start(GameSetup(("Ann", "Bo"), lexicon="en", seed=4), None, path=folder / "games" / f"{name}.json")


def dead_pid() -> int:
    proc = subprocess.Popen([sys.executable, "-c", "pass"])
    proc.wait()
    return proc.pid


def test_a_second_program_cannot_open_the_game(tmp_path) -> None:
    session = new_game(tmp_path)
    session.close()
    with held_elsewhere(session.path) as proc:
        owner = owner_of(session.path)
        assert owner is not None and owner.pid == proc.pid
        with pytest.raises(GameLockedError) as caught:
            GameLock(session.path).acquire()
        assert f"process {proc.pid}" in str(caught.value)
        from lexitile.savegame import load_saved

        with pytest.raises(GameLockedError):
            Session.resume(load_saved(session.path), None)
    # the holder was killed -9: its lock is stale now and taken over
    assert owner_of(session.path) is None
    lock = GameLock(session.path).acquire()
    assert LockOwner.from_json(lock_path(session.path).read_text()).pid == os.getpid()
    lock.release()
    assert not lock_path(session.path).exists()


def test_resume_says_who_has_the_game_and_offers_the_replay(tmp_path, monkeypatch, capsys) -> None:
    monkeypatch.setenv("LEXITILE_DATA_DIR", str(tmp_path))
    session = new_game(tmp_path)
    session.close()
    before = session.path.read_bytes()
    with held_elsewhere(session.path) as proc:
        assert main(["resume", str(session.path)]) == 2
    err = capsys.readouterr().err
    assert f"process {proc.pid}" in err and "open in another lexitile" in err
    assert f"lexitile replay {session.path.with_suffix('.gcg')}" in err
    assert session.path.read_bytes() == before


@pytest.mark.parametrize(
    "content",
    [
        lambda: json.dumps({"pid": dead_pid(), "host": os.uname().nodename, "since": "x"}),
        # pid 1 is alive, but it started at another time: a reused pid
        lambda: json.dumps({"pid": 1, "host": os.uname().nodename, "since": "x", "started": -5}),
        lambda: "",  # half-written by a program killed while locking (made old below)
        lambda: "{not json",
    ],
    ids=["dead-pid", "reused-pid", "empty", "garbage"],
)
def test_stale_locks_are_taken_over(tmp_path, content) -> None:
    state = tmp_path / "g.json"
    lock = lock_path(state)
    lock.write_text(content())
    old = time.time() - 3600
    os.utime(lock, (old, old))
    assert GameLock(state).acquire().held


def test_a_lock_being_written_is_not_stale(tmp_path) -> None:
    """A program that has just locked the file has not written itself in yet."""
    state = tmp_path / "g.json"
    lock = lock_path(state)
    lock.write_text("")
    with lock.open("rb") as held:
        fcntl.flock(held, fcntl.LOCK_EX)
        with pytest.raises(GameLockedError) as caught:
            GameLock(state).acquire()
        assert caught.value.owner.pid == 0 and owner_of(state) is not None
    # nobody holds it now: an empty file is what a program killed while locking left
    assert owner_of(state) is None and GameLock(state).acquire().held


def test_without_flock_a_lock_being_written_is_not_stale(tmp_path, monkeypatch) -> None:
    """The scheme of platforms without ``flock``: a fresh file without an owner is one
    being written."""
    monkeypatch.setattr(locks, "USE_FLOCK", False)
    state = tmp_path / "g.json"
    lock_path(state).write_text("")  # just created by another program, not yet written
    with pytest.raises(GameLockedError):
        GameLock(state).acquire()
    old = time.time() - 3600
    os.utime(lock_path(state), (old, old))
    lock = GameLock(state).acquire()
    assert lock.held and LockOwner.from_json(lock_path(state).read_text()).pid == os.getpid()
    lock.release()
    assert not lock_path(state).exists()


def test_temp_files_of_killed_saves_are_removed_at_the_next_start(tmp_path) -> None:
    games = tmp_path / "games"
    mine = new_game(tmp_path, "mine")
    other = new_game(tmp_path, "other")
    mine.close()
    other.close()
    left = [games / ".mine.json.k2j4h5g6.tmp", games / ".mine.gcg.a1b2c3d4.tmp"]
    busy = games / ".other.json.zzzzzzzz.tmp"
    for f in [*left, busy]:
        f.write_text('{"cut sho')
    keep = games / ".notes.txt"
    keep.write_text("not ours")
    with held_elsewhere(other.path):
        removed = remove_leftovers(games)
        assert sorted(removed) == sorted(left)
        assert busy.exists()  # the other program may be writing it right now
    assert keep.exists() and mine.path.exists()
    # its program was killed: its temporary file and its lock file go now
    assert remove_leftovers(games) == [busy, lock_path(other.path)]


def test_the_app_cleans_leftovers_when_it_starts(tmp_path, monkeypatch) -> None:
    import asyncio

    from lexitile.tui.app import LexitileApp

    monkeypatch.setenv("LEXITILE_DATA_DIR", str(tmp_path))
    games = tmp_path / "games"
    games.mkdir()
    leftover = games / ".2025-01-01-000000-Ann-Bo.json.q1w2e3r4.tmp"
    leftover.write_text("{")

    async def scenario() -> None:
        app = LexitileApp(lexicon_loader=lambda spec: frozenset())
        async with app.run_test(size=(100, 36)) as pilot:
            await pilot.pause()

    asyncio.run(scenario())
    assert not leftover.exists()
