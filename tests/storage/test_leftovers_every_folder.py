"""Temporary files of killed saves go at the next start in every folder of saved games
(every mode's folder and the folders of earlier versions), except those of a game
open in this or another live program."""

from __future__ import annotations

from pathlib import Path

import pytest

from lexitile.storage.leftovers import remove_all_leftovers
from lexitile.storage.save_file import SaveFile


def test_leftovers_of_every_mode_are_removed(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("LEXITILE_DATA_DIR", str(tmp_path))
    killed = [
        tmp_path / "games" / ".2026-12-01-100000-Ann-Bo.qdl.a1b2c3d4.tmp",
        tmp_path / "games" / ".2026-12-01-100000-Ann-Bo.json.a1b2c3d4.tmp",
        tmp_path / "quiddler" / ".quiddler-20261129-170000.qdl.zz99yy88.tmp",
        tmp_path / "crosswise" / ".20261130-101500-ann-bo.cwr.Q1w2E3r4.tmp",
    ]
    open_game = SaveFile(tmp_path / "games" / "open.cwr")
    open_game.take_lock()
    busy = tmp_path / "games" / ".open.cwr.abcdefgh.tmp"
    for p in [*killed, busy]:
        p.parent.mkdir(parents=True, exist_ok=True)
        p.write_text("half a save")
    try:
        assert sorted(remove_all_leftovers()) == sorted(killed)
    finally:
        open_game.close()
    assert busy.exists() and not any(p.exists() for p in killed)
