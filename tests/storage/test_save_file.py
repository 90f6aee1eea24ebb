"""The file of a game in play (``lexitile.storage.save_file``): a failed write says so
and leaves the old file, a retry or another file saves it, and the lock moves with it.

Faults are injected where the bytes land (``os.replace`` of the atomic write), so the
whole write runs as it does on a full disk.
"""

from __future__ import annotations

import errno
import os
from pathlib import Path

import pytest

from lexitile.storage.locks import GameLockedError, lock_path, owner_of
from lexitile.storage.save_file import SaveFile


class Disk:
    """``os.replace`` failing with ENOSPC while :attr:`full`."""

    def __init__(self) -> None:
        self.full = False
        self.real = os.replace

    def __call__(self, src: str, dst: str) -> None:
        if self.full:
            raise OSError(errno.ENOSPC, "No space left on device")
        self.real(src, dst)


@pytest.fixture
def disk(monkeypatch: pytest.MonkeyPatch) -> Disk:
    d = Disk()
    monkeypatch.setattr("lexitile.textfiles.os.replace", d)
    return d


def test_a_failed_write_is_kept_and_the_old_file_stays(tmp_path: Path, disk: Disk) -> None:
    f = SaveFile(tmp_path / "games" / "g.qdl")
    assert f.write("one\n") and not f.unsaved
    disk.full = True
    assert not f.write("two\n")
    assert f.unsaved and f.save_problem is not None and f.save_problem.code == "table.save-failed"
    assert f.save_problem["error"] == "No space left on device" and "No space left" in (f.save_error or "")
    assert f.path is not None and f.path.read_text() == "one\n"
    assert [p.name for p in f.path.parent.iterdir()] == ["g.qdl"]  # no temporary file left
    disk.full = False
    assert f.write("two\n") and not f.unsaved and f.save_problem is None and f.save_error is None
    assert f.path.read_text() == "two\n"


def test_saving_elsewhere_moves_the_file_and_its_lock(tmp_path: Path, disk: Disk) -> None:
    f = SaveFile(tmp_path / "games" / "g.cwr")
    f.take_lock()
    assert f.write("one\n")
    disk.full = True
    assert not f.write("two\n")
    # the other place is on the same full disk: still unsaved, still the old file
    assert not f.move_to(tmp_path / "other.cwr", "two\n")
    assert f.unsaved and f.path == tmp_path / "games" / "g.cwr" and owner_of(f.path) is not None
    disk.full = False
    assert f.move_to(tmp_path / "rescued.cwr", "two\n")
    assert f.path == tmp_path / "rescued.cwr" and f.path.read_text() == "two\n" and not f.unsaved
    assert owner_of(f.path) is not None and not lock_path(tmp_path / "games" / "g.cwr").exists()
    assert (tmp_path / "games" / "g.cwr").read_text() == "one\n"
    f.close()
    assert owner_of(f.path) is None


def test_a_game_is_locked_while_open(tmp_path: Path) -> None:
    import subprocess
    import sys

    path = tmp_path / "g.qdl"
    holder = (
        "import sys, time\nfrom pathlib import Path\nfrom lexitile.storage.locks import GameLock\n"
        "GameLock(Path(sys.argv[1])).acquire()\nprint('locked', flush=True)\ntime.sleep(60)\n"
    )
    proc = subprocess.Popen([sys.executable, "-c", holder, str(path)], stdout=subprocess.PIPE, text=True)
    try:
        assert proc.stdout is not None and proc.stdout.readline().strip() == "locked"
        with pytest.raises(GameLockedError, match=f"process {proc.pid}"):
            SaveFile(path).take_lock()
    finally:
        proc.kill()
        proc.wait()
    f = SaveFile(path)
    f.take_lock()  # the owner is gone: its lock is stale
    assert f.lock is not None and f.lock.held
    f.close()


def test_a_game_that_is_not_saved_writes_nothing(tmp_path: Path) -> None:
    f = SaveFile(None)
    f.take_lock()
    assert f.write("x") and not f.unsaved and f.lock is None
    assert list(tmp_path.iterdir()) == []


def test_the_first_game_in_a_fresh_data_folder_is_locked(tmp_path: Path) -> None:
    """The lock is taken before the first save, when the games folder may not exist."""
    f = SaveFile(tmp_path / "fresh" / "games" / "g.qdl")
    f.take_lock()
    assert f.lock is not None and owner_of(tmp_path / "fresh" / "games" / "g.qdl") is not None
    f.close()
