"""One saved-games index for every mode (``lexitile.storage.saved_games``).

The saves under ``tests/data/saves/legacy`` were made by the code before the index
existed (``tests/data/saves/make_legacy_saves.py``): a board game in ``games/``, a
Quiddler record in ``quiddler/`` and a Crosswise record in ``crosswise/``, where that
code kept them. A player's saves must still be listed and resume.
"""

from __future__ import annotations

import os
import shutil
import subprocess
import sys
import time
from datetime import UTC, datetime
from pathlib import Path

import pytest

from lexitile.games.quiddler.listing import quiddler_entry
from lexitile.play.saved_entries import latest_unfinished, read_entry, scan_saved_games
from lexitile.savegame import load_saved
from lexitile.storage import saved_games
from lexitile.storage.paths import games_dir, new_save_path
from lexitile.storage.saved_games import SavedGameError, delete_saved_game, detect_kind

LEGACY = Path(__file__).resolve().parents[1] / "data" / "saves" / "legacy"
BOARD = "games/2026-11-28-093000-Ann-Bo.json"
QUIDDLER = "quiddler/quiddler-20261129-170000.qdl"
CROSSWISE = "crosswise/20261201-135208-ann-bo.cwr"
ESC_NAME = "Al\x1b]2;PWN\x1b\\"


@pytest.fixture
def data(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    """A data folder holding the saves of the earlier version."""
    folder = tmp_path / "data"
    shutil.copytree(LEGACY, folder)
    monkeypatch.setenv("LEXITILE_DATA_DIR", str(folder))
    return folder


def _age(path: Path, seconds_ago: float) -> None:
    stamp = time.time() - seconds_ago
    os.utime(path, (stamp, stamp))


def test_the_saves_of_the_earlier_apps_are_listed_with_their_details(data: Path) -> None:
    entries, unreadable = scan_saved_games()
    assert unreadable == []
    by_kind = {e.kind: e for e in entries}
    assert sorted(by_kind) == ["crosswise", "crossword", "quiddler"]
    board, quiddler, crosswise = by_kind["crossword"], by_kind["quiddler"], by_kind["crosswise"]

    assert board.path == data / BOARD and board.replay_path == (data / BOARD).with_suffix(".gcg")
    assert board.rules == "Mattel box rules" and board.language == "en"
    assert board.players == ("Ann", "Bo") and board.scores == (0, 0) and not board.finished
    assert board.robots == ()  # two people

    assert quiddler.path == data / QUIDDLER and quiddler.replay_path == quiddler.path
    assert quiddler.rules == "Quiddler" and quiddler.language == "en"
    assert quiddler.players == ("Ann", "Bob", "Cy") and len(quiddler.scores) == 3 and not quiddler.finished
    assert quiddler.robots == (1, 2)  # %robot Bob:medium, %robot Cy:medium

    assert crosswise.path == data / CROSSWISE and crosswise.rules == "Crosswise, sum of 2 games"
    assert crosswise.language == "" and crosswise.players == ("Ann", "Bo") and not crosswise.finished
    assert crosswise.robots == (1,)  # robots: Bo=easy
    # whose turn each game in play is at (the list marks them)
    assert board.turn == load_saved(data / BOARD).turn
    assert quiddler.turn in range(3) and crosswise.turn in range(2)
    for entry in entries:
        assert entry.modified.tzinfo is not None and entry.modified.utcoffset() == UTC.utcoffset(None)


def test_newest_first_across_modes(data: Path) -> None:
    _age(data / QUIDDLER, 10)
    _age(data / CROSSWISE, 3600)
    entries, _ = scan_saved_games()
    # the board game's time is its "updated" field (2026-12-01 here), earlier than both
    kinds = [e.kind for e in entries]
    assert kinds.index("quiddler") < kinds.index("crosswise")
    assert [e.modified for e in entries] == sorted((e.modified for e in entries), reverse=True)
    assert latest_unfinished() == entries[0]


def test_one_bad_file_of_any_kind_never_hides_the_others(data: Path) -> None:
    games = data / "games"
    (games / "garbage.qdl").write_text("not a record\n")
    (games / "big.cwr").write_bytes(b"lexitile-crosswise 1\n" + b"#" * (5 * 1024 * 1024))
    (games / "deck.qdl").write_text("%quiddler-record 2\n%deck /dev/zero\n%seed 1\n%player A\n%player B\n")
    (games / "deep.json").write_text('{"format": "lexitile-save", "x": ' + "[" * 100_000 + "]" * 100_000 + "}")
    (data / "crosswise" / "esc.cwr").write_text(f"lexitile-crosswise 1\nplayers: {ESC_NAME}, Bo\n")
    entries, unreadable = scan_saved_games()
    assert len(entries) == 3
    reasons = dict(unreadable)
    assert sorted(p.name for p in reasons) == ["big.cwr", "deck.qdl", "deep.json", "esc.cwr", "garbage.qdl"]
    assert "larger than 4 MiB" in reasons[games / "big.cwr"]
    assert "/dev/zero" in reasons[games / "deck.qdl"]
    for reason in reasons.values():
        assert "\n" not in reason and "\x1b" not in reason and len(reason) <= 300


def test_names_from_a_file_are_made_visible(data: Path) -> None:
    record = data / QUIDDLER
    record.write_text(record.read_text().replace("Cy", ESC_NAME))
    entry = read_entry(record)
    assert entry.players[2] == "Al\\x1b]2;PWN\\x1b\\" and not any("\x1b" in p for p in entry.players)


def test_a_folder_given_is_the_only_one_read(data: Path) -> None:
    entries, _ = scan_saved_games(data / "quiddler")
    assert [e.kind for e in entries] == ["quiddler"]
    assert scan_saved_games(data / "nothing-here") == ([], [])


# ------------------------------------------------------------------ detect_kind


def test_the_kind_is_read_from_the_file_not_its_name(data: Path, tmp_path: Path) -> None:
    for source, kind in ((BOARD, "crossword"), (QUIDDLER, "quiddler"), (CROSSWISE, "crosswise")):
        renamed = tmp_path / f"renamed-{kind}.txt"
        shutil.copy(data / source, renamed)
        assert detect_kind(renamed) == kind
    assert detect_kind((data / BOARD).with_suffix(".gcg")) == "crossword"


@pytest.mark.parametrize("content", [b"hello\n", b"", b"\x00\xff" * 100])
def test_an_unknown_file_is_one_clear_error_naming_it(tmp_path: Path, content: bytes) -> None:
    path = tmp_path / "notes.txt"
    path.write_bytes(content)
    with pytest.raises(SavedGameError) as caught:
        detect_kind(path)
    assert str(path) in str(caught.value) and "not a saved game" in str(caught.value)


def test_missing_files_and_folders_are_errors(tmp_path: Path) -> None:
    with pytest.raises(SavedGameError, match="no such saved game"):
        detect_kind(tmp_path / "gone.qdl")
    with pytest.raises(SavedGameError, match="directory"):
        detect_kind(tmp_path)


# ------------------------------------------------------------------ deleting

HOLDER = """
import sys, time
from pathlib import Path
from lexitile.storage.locks import GameLock
GameLock(Path(sys.argv[1])).acquire()
print("locked", flush=True)
time.sleep(120)
"""


def test_deleting_a_board_game_removes_its_record_and_leftovers(data: Path) -> None:
    state = data / BOARD
    leftover = state.parent / f".{state.name}.abcd1234.tmp"
    leftover.write_text("half a save")
    other = state.parent / ".other.json.abcd1234.tmp"
    other.write_text("another game's")
    entry = read_entry(state)
    delete_saved_game(entry)
    assert not state.exists() and not state.with_suffix(".gcg").exists() and not leftover.exists()
    assert other.exists()
    assert sorted(e.kind for e in scan_saved_games()[0]) == ["crosswise", "quiddler"]


@pytest.mark.parametrize("source", [QUIDDLER, CROSSWISE])
def test_deleting_a_record_removes_it(data: Path, source: str) -> None:
    entry = read_entry(data / source)
    delete_saved_game(entry)
    assert not entry.path.exists()
    assert entry.path not in [e.path for e in scan_saved_games()[0]]


def test_a_game_open_in_another_program_is_not_deleted(data: Path) -> None:
    entry = read_entry(data / QUIDDLER)
    proc = subprocess.Popen([sys.executable, "-c", HOLDER, str(entry.path)], stdout=subprocess.PIPE, text=True)
    try:
        assert proc.stdout is not None and proc.stdout.readline().strip() == "locked"
        with pytest.raises(SavedGameError) as caught:
            delete_saved_game(entry)
    finally:
        proc.kill()
        proc.wait()
    assert f"process {proc.pid}" in str(caught.value) and str(entry.path) in str(caught.value)
    assert entry.path.exists()
    delete_saved_game(entry)  # its owner is gone now: a stale lock does not stop it
    assert not entry.path.exists()


def test_a_file_that_cannot_be_removed_is_a_clear_error(data: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    entry = read_entry(data / CROSSWISE)
    real_unlink = Path.unlink

    def refuse(self: Path, missing_ok: bool = False) -> None:
        if self == entry.path:
            raise PermissionError(13, "Permission denied")
        real_unlink(self, missing_ok)

    monkeypatch.setattr(Path, "unlink", refuse)
    with pytest.raises(SavedGameError) as caught:
        delete_saved_game(entry)
    assert "cannot delete" in str(caught.value) and "Permission denied" in str(caught.value)
    assert str(entry.path) in str(caught.value) and entry.path.exists()


# ------------------------------------------------------------------ naming


def test_every_mode_saves_new_games_in_the_one_folder_with_one_scheme(data: Path) -> None:
    from lexitile.games.crosswise.files import new_record_path as crosswise_path
    from lexitile.games.quiddler.storage import new_record_path as quiddler_path
    from lexitile.savegame import new_save_path as board_path

    when = datetime(2026, 12, 1, 14, 30, 5)
    paths = [
        board_path(["Ann", "Bo"], when),
        quiddler_path(when, ["Ann", "Bo"]),
        crosswise_path(["Ann", "Bo"], when),
    ]
    assert [p.parent for p in paths] == [games_dir()] * 3 == [data / "games"] * 3
    assert [p.name for p in paths] == [
        "2026-12-01-143005-Ann-Bo.json",
        "2026-12-01-143005-Ann-Bo.qdl",
        "2026-12-01-143005-Ann-Bo.cwr",
    ]
    paths[1].parent.mkdir(parents=True, exist_ok=True)
    paths[1].write_text("taken")
    assert new_save_path("quiddler", ["Ann", "Bo"], when).name == "2026-12-01-143005-Ann-Bo-2.qdl"
    assert new_save_path("crosswise", ["../..", "\x1b]2;x"], when).name == "2026-12-01-143005-p1-2x.cwr"


def test_the_index_reads_only_the_modes_it_is_handed_a_reader_for(data: Path) -> None:
    """storage imports no game: each mode's reader is handed in, and a mode without
    one is left out (not listed as unreadable)."""
    entries, unreadable = saved_games.scan_saved_games({"quiddler": quiddler_entry})
    assert [e.kind for e in entries] == ["quiddler"] and unreadable == []
    assert len(scan_saved_games()[0]) > len(entries)
