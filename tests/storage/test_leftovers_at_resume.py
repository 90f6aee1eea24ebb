"""What a program killed with a game open leaves goes when the game or lexitile starts
again: the temporary file of a save killed half-way (every mode, also when the game is
the one being resumed) and lock files whose owner is gone."""

from __future__ import annotations

import asyncio
import json
import os
import subprocess
import sys
from pathlib import Path

import pytest

from lexitile.play.crosswise import Session as CrosswiseSession
from lexitile.storage.leftovers import remove_leftovers
from lexitile.storage.locks import GameLock, lock_path, owner_of
from lexitile.storage.save_file import SaveFile
from lexitile.tui.crosswise.app import CrosswiseApp


def dead_pid() -> int:
    proc = subprocess.Popen([sys.executable, "-c", "pass"])
    proc.wait()
    return proc.pid


def stale_lock(state: Path) -> Path:
    """The lock a program killed with ``state`` open left."""
    lock = lock_path(state)
    lock.parent.mkdir(parents=True, exist_ok=True)
    lock.write_text(json.dumps({"pid": dead_pid(), "host": os.uname().nodename, "since": "2026-01-01 10:00:00"}))
    return lock


def test_a_crosswise_save_killed_half_way_is_removed_when_the_match_resumes(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setenv("LEXITILE_DATA_DIR", str(tmp_path))
    first = CrosswiseSession.new(["Ann", "Bo"], seed=21)
    first.close()
    assert first.path is not None
    leftover = first.path.with_name(f".{first.path.name}.k2j4h5g6.tmp")
    leftover.write_text("round: 1\ncut sho")
    resumed = CrosswiseSession.resume(first.path)
    app = CrosswiseApp(resumed, robot_delay=0)

    async def scenario() -> None:
        async with app.run_test(size=(80, 24)) as pilot:
            await pilot.pause()
            assert not leftover.exists()
            await pilot.press("ctrl+q")

    asyncio.run(scenario())
    assert first.path.is_file()


@pytest.mark.parametrize("suffix", [".qdl", ".cwr", ".json"])
def test_taking_a_games_lock_removes_its_killed_saves(tmp_path: Path, suffix: str) -> None:
    save = tmp_path / "games" / f"g{suffix}"
    save.parent.mkdir()
    save.write_text("the last good save\n")
    mine = save.with_name(f".{save.name}.a1b2c3d4.tmp")
    other = save.with_name(f".other{suffix}.a1b2c3d4.tmp")
    for f in (mine, other):
        f.write_text("cut sho")
    f = SaveFile(save)
    f.take_lock()
    assert f.lock is not None and not mine.exists()
    assert other.exists() and save.read_text() == "the last good save\n"
    f.close()


def test_stale_locks_do_not_pile_up(tmp_path: Path) -> None:
    games = tmp_path / "games"
    kept = games / "2026-01-01-100000-Ann-Bo.cwr"
    games.mkdir()
    kept.write_text("a match\n")
    stale = [stale_lock(kept), stale_lock(games / "deleted-long-ago.json"), stale_lock(games / "g.qdl")]
    held = GameLock(games / "open.qdl").acquire()
    try:
        removed = remove_leftovers(games)
        assert sorted(removed) == sorted(stale)
        assert not any(p.exists() for p in stale)
        assert held.path.exists() and owner_of(held.state) is not None  # open here: kept
        assert kept.read_text() == "a match\n"
    finally:
        held.release()
    assert not held.path.exists()  # given back: no lock file left either
    assert sorted(games.iterdir()) == [kept]
