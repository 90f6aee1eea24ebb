"""The file of a game in play (``lexitile.storage.save_file``): a failed write says so
and leaves the old file, a retry or another file saves it, and the lock moves with it.

Faults are injected where the bytes land (``os.replace`` of the atomic write), so the
whole write runs as it does on a full disk.
"""

from __future__ import annotations

from pathlib import Path

import pytest

from full_disk import Disk
from lexitile.storage.locks import GameLockedError, moved_to, owner_of
from lexitile.storage.save_file import SaveFile


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
    old = tmp_path / "games" / "g.cwr"
    # the old file's lock is given back, and left as a mark that the game went on there
    assert owner_of(f.path) is not None and owner_of(old) is None and moved_to(old) == f.path
    assert old.read_text() == "one\n"
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


def test_the_whole_system_message_is_told_when_asked(tmp_path: Path) -> None:
    """The board game's file tells the whole message (errno and the folder), so that its
    command line names the folder that cannot be written; the others the reason alone."""
    blocker = tmp_path / "regular"
    blocker.write_text("a regular file\n")
    whole = SaveFile(blocker / "games" / "g.json", explain=str)
    short = SaveFile(blocker / "games" / "g.qdl")
    assert not whole.write("{}") and not short.write("x")
    assert whole.save_problem is not None and short.save_problem is not None
    assert str(blocker) in whole.save_problem["error"] and "Errno" in whole.save_problem["error"]
    assert whole.save_error == f"could not save the game: {whole.save_problem['error']}"
    assert str(blocker) not in short.save_problem["error"] and "Errno" not in short.save_problem["error"]


def test_a_file_beside_the_save_that_fails_is_told_but_the_game_is_saved(tmp_path: Path, disk: Disk) -> None:
    f = SaveFile(tmp_path / "games" / "g.json")
    assert f.write("one\n")
    f.failed_beside("table.gcg-failed", "disk on fire")
    assert not f.unsaved and f.save_problem is not None and f.save_problem.code == "table.gcg-failed"
    assert f.save_problem["error"] == "disk on fire"
    assert f.save_error == "saved, but the GCG record could not be written: disk on fire"
    assert f.write("two\n") and f.save_problem is None and f.save_error is None
    disk.full = True
    assert not f.write("three\n") and f.unsaved
    f.failed_beside("table.gcg-update-failed", "still on fire")  # told, and still not saved
    assert f.unsaved and f.save_error == "could not bring the GCG record up to date: still on fire"


def test_leftovers_of_killed_writes_of_this_game_are_removed(tmp_path: Path) -> None:
    games = tmp_path / "games"
    games.mkdir()
    f = SaveFile(games / "g.json")
    mine = [games / ".g.json.k2j4h5g6.tmp", games / ".g.gcg.a1b2c3d4.tmp"]
    others = [games / ".h.json.zzzzzzzz.tmp", games / ".g.json.notes", games / "g.json"]
    for p in [*mine, *others]:
        p.write_text("{cut sho")
    f.remove_leftovers(games / "g.gcg")
    assert not any(p.exists() for p in mine) and all(p.exists() for p in others)
    SaveFile(None).remove_leftovers()  # a game that is not saved has none
