"""``export``, ``replay`` and ``analyze`` given a Quiddler or Crosswise record refuse it
by its game and name the command that reads it: one line on stderr, exit 2, no GCG
parser error (the game is told by the first line, whatever the suffix)."""

from __future__ import annotations

import shutil
from pathlib import Path

import pytest

from lexitile.cli import main

LEGACY = Path(__file__).parents[3] / "data" / "saves" / "legacy"
RECORDS = {
    "Quiddler": (LEGACY / "quiddler" / "quiddler-20261129-170000.qdl", "lexitile quiddler --replay"),
    "Crosswise": (LEGACY / "crosswise" / "20261201-135208-ann-bo.cwr", "lexitile crosswise --replay"),
}


@pytest.mark.parametrize("command", ["export", "replay", "analyze"])
@pytest.mark.parametrize("game", sorted(RECORDS))
@pytest.mark.parametrize("suffix", [None, ".gcg"])
def test_a_record_of_another_game_is_refused_by_its_game(tmp_path, capsys, command, game, suffix):
    source, reader = RECORDS[game]
    path = source if suffix is None else tmp_path / f"renamed{suffix}"
    if suffix is not None:
        shutil.copyfile(source, path)
    assert main([command, str(path)]) == 2
    out, err = capsys.readouterr()
    lines = err.strip().splitlines()
    assert out == "" and len(lines) == 1, err
    assert f"{path}: a {game} record" in lines[0]
    assert f"{reader} {path}" in lines[0] and f"lexitile {command} reads GCG" in lines[0]
    assert "Traceback" not in err and "#" not in lines[0]


@pytest.mark.parametrize("game", sorted(RECORDS))
def test_verify_refuses_a_record_of_another_game_by_its_game(capsys, game):
    source, reader = RECORDS[game]
    assert main(["verify", str(source)]) == 2
    out, err = capsys.readouterr()
    verdict = out.strip().splitlines()[0]
    assert verdict.startswith(f"ERROR {source}: a {game} record"), out
    assert f"{reader} {source}" in verdict and "lexitile verify reads GCG" in verdict
    assert "NO_MATCHING_TOKEN" not in out + err and "Traceback" not in err


@pytest.mark.parametrize("game", sorted(RECORDS))
def test_moves_refuses_a_record_of_another_game_by_its_game(capsys, game):
    source, reader = RECORDS[game]
    assert main(["moves", str(source), "--turn", "1"]) == 2
    out, err = capsys.readouterr()
    lines = err.strip().splitlines()
    assert out == "" and len(lines) == 1, err
    assert f"{source}: a {game} record" in lines[0]
    assert f"{reader} {source}" in lines[0] and "lexitile moves reads GCG" in lines[0]
    assert "NO_MATCHING_TOKEN" not in err and "Traceback" not in err
