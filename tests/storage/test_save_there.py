""" "Save there" does not fork the game: when the disk fills and the game is saved in
another file, the file left behind (a move behind) is marked as moved, so ``lexitile
resume`` refuses it with a line naming the new file and ``resume --list`` says where it
went; once the new file is deleted, the old one is the game's last copy and resumes."""

from __future__ import annotations

from pathlib import Path

import pytest

from full_disk import Disk
from lexitile.cli import main
from lexitile.games.crosswise.files import load_record
from lexitile.play.crosswise import Session
from lexitile.play.saved_entries import latest_unfinished, scan_saved_games
from lexitile.storage.leftovers import remove_leftovers
from lexitile.storage.locks import GameMovedError, lock_path, moved_to


@pytest.fixture
def moved(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> tuple[Path, Path]:
    """A Crosswise match whose file could not be written after its first turn, saved
    in ``rescued.cwr`` instead; returns (the file left behind, the new file)."""
    monkeypatch.setenv("LEXITILE_DATA_DIR", str(tmp_path / "data"))
    disk = Disk()
    monkeypatch.setattr("lexitile.textfiles.os.replace", disk)
    session = Session.new(["Ann", "Bo"], seed=21)
    assert session.path is not None
    old = session.path
    disk.full = True
    session.play(session.game.legal_moves()[0])
    assert not session.save() and session.unsaved
    disk.full = False  # the other place has room
    new = tmp_path / "elsewhere" / "rescued.cwr"
    assert session.save_to(new) and session.path == new
    session.close()
    assert len(load_record(old).match.game.history) == 0  # a turn behind
    assert len(load_record(new).match.game.history) == 1
    return old, new


def test_resume_refuses_the_copy_left_behind_naming_the_new_file(
    moved: tuple[Path, Path], capsys: pytest.CaptureFixture[str]
) -> None:
    old, new = moved
    before = old.read_bytes()
    assert main(["resume", str(old)]) == 2
    err = capsys.readouterr().err
    assert err.count("\n") == 1 and str(new) in err and f"lexitile resume {new}" in err
    with pytest.raises(GameMovedError) as caught:
        Session.resume(old)
    assert caught.value.moved_to == new
    assert old.read_bytes() == before


def test_the_list_flags_it_and_resume_without_a_file_skips_it(
    moved: tuple[Path, Path], capsys: pytest.CaptureFixture[str]
) -> None:
    old, new = moved
    assert main(["resume", "--list"]) == 0
    line = next(line for line in capsys.readouterr().out.splitlines() if str(old) in line)
    assert " moved " in line and str(new) in line
    assert latest_unfinished() is None  # the only game in the data folder is the stale copy
    assert main(["resume"]) == 2
    assert "no unfinished game" in capsys.readouterr().err


def test_the_mark_outlives_start_up_cleaning_while_the_new_file_is_there(moved: tuple[Path, Path]) -> None:
    old, new = moved
    assert remove_leftovers(old.parent) == []
    assert moved_to(old) == new


def test_once_the_new_file_is_deleted_the_copy_left_behind_resumes(moved: tuple[Path, Path]) -> None:
    old, new = moved
    new.unlink()
    assert moved_to(old) is None
    entry = next(e for e in scan_saved_games()[0] if e.path == old)
    assert entry.moved_to is None and not entry.finished
    assert latest_unfinished() == entry
    resumed = Session.resume(old)  # the game's last copy, from its last save
    assert len(resumed.game.history) == 0 and moved_to(old) is None
    resumed.close()
    assert not lock_path(old).exists()
