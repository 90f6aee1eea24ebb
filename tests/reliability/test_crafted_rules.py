"""Crafted rule sets, tile sets and word lists: each a clear error at once, bounded in
time and memory; and whatever a rule set allows, the records of its games read back.
"""

from __future__ import annotations

import json
import lzma
import os
import resource
import time
from pathlib import Path

import pytest

from lexitile.cli import main
from lexitile.errors import InputFileError, LexitileError
from lexitile.games.crossword import catalog
from lexitile.resources import data_path

MATTEL = data_path("rules", "mattel.toml").read_text(encoding="utf-8")


def rules_file(tmp_path: Path, **changes: str) -> Path:
    lines = [ln for ln in MATTEL.splitlines() if ln.split(" = ")[0] not in changes]
    lines += [f"{k} = {v}" for k, v in changes.items()]
    path = tmp_path / "crafted.toml"
    path.write_text("\n".join(lines) + "\n")
    return path


RULE_CASES = {
    "rack_size-0": {"rack_size": "0"},
    "rack_size-1e9": {"rack_size": "1000000000"},
    "rack_size-float": {"rack_size": "1e9"},
    "bonus-4000-digits": {"bingo_bonus": "9" * 4000},
    "bonus-5000-digits": {"bingo_bonus": "9" * 5000},
    "scoreless_rounds-0": {"scoreless_rounds": "0"},
    "scoreless_rounds-negative": {"scoreless_rounds": "-3"},
    "first-play-more-than-rack": {"first_play_min_tiles": "9"},
    "challenge_points-huge": {"challenge_points": "100000000"},
    "deep-array": {"scoreless_kinds": "[" * 50_000 + "]" * 50_000},
    "title-1MB": {"title": '"' + "T" * 1_000_000 + '"'},
    "tiles-dev-zero": {"tiles": '"/dev/zero"'},
    "board-dev-zero": {"board": '"/dev/zero"'},
    "bool-as-number": {"rack_size": "true"},
}


@pytest.mark.parametrize("name", sorted(RULE_CASES))
def test_crafted_rule_set_is_one_clear_error(tmp_path, capsys, name) -> None:
    path = rules_file(tmp_path, **RULE_CASES[name])
    started = time.monotonic()
    with pytest.raises(LexitileError) as caught:
        catalog.load_rules(str(path))
    assert time.monotonic() - started < 5
    assert len(str(caught.value)) < 300
    assert main(["play", "--players", "Ann,Bo", "--rules", str(path), "--lexicon", "en"]) == 2
    err = capsys.readouterr().err
    assert err.startswith("lexitile: error: ") and "Traceback" not in err and err.count("\n") == 1


def tileset_file(tmp_path: Path, count: str) -> Path:
    english = data_path("tilesets", "english.txt").read_text(encoding="utf-8")
    lines = english.splitlines()
    for i, line in enumerate(lines):
        parts = line.split()
        if parts and parts[0] == "E":
            parts[1] = count
            lines[i] = " ".join(parts)
    path = tmp_path / "huge.txt"
    path.write_text("\n".join(lines) + "\n")
    return path


@pytest.mark.parametrize("count", ["1000000000", "1e9", "9" * 5000])
def test_tile_set_with_a_huge_count_is_refused_before_any_bag(tmp_path, count) -> None:
    path = tileset_file(tmp_path, count)
    before = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss
    with pytest.raises(InputFileError):
        catalog.load_tileset(str(path))
    assert resource.getrusage(resource.RUSAGE_SELF).ru_maxrss - before < 200_000  # KiB


def test_state_file_naming_dev_zero_is_refused_quickly(tmp_path, monkeypatch, capsys) -> None:
    from lexitile.play.board_session import Session
    from lexitile.play.board_setup import GameSetup

    monkeypatch.setenv("LEXITILE_DATA_DIR", str(tmp_path))
    for field in ("tiles", "lexicon"):
        session = Session.start(GameSetup(("Ann", "Bo"), lexicon="en", seed=1), None, path=tmp_path / f"{field}.json")
        session.close()
        data = json.loads(session.path.read_text())
        data[field] = "/dev/zero"
        session.path.write_text(json.dumps(data))
        started = time.monotonic()
        assert main(["resume", str(session.path)]) == 2
        assert time.monotonic() - started < 10
        err = capsys.readouterr().err
        assert "regular file" in err and err.count("\n") == 1


def test_word_list_expanding_to_one_huge_line_stops_at_once(tmp_path) -> None:
    from lexitile.lexicon.wordfile import read_word_file

    path = tmp_path / "bomb.txt.xz"
    with lzma.open(path, "wb") as f:
        for _ in range(64):
            f.write(b"A" * (1024 * 1024))  # 64 MiB, no line break: ~10 KB compressed
    assert path.stat().st_size < 100_000
    started = time.monotonic()
    with pytest.raises(InputFileError) as caught:
        read_word_file(path)
    assert time.monotonic() - started < 2
    assert "line longer than" in str(caught.value)


def test_word_list_from_a_device_is_refused(tmp_path) -> None:
    from lexitile.lexicon.wordfile import read_word_file

    with pytest.raises(InputFileError, match="regular file"):
        read_word_file(Path(os.devnull) if not Path("/dev/zero").exists() else Path("/dev/zero"))


@pytest.mark.parametrize("rounds", [1, 10])
def test_what_a_rule_set_allows_reads_back(tmp_path, rounds) -> None:
    """A game under the extreme scoreless setting ends by passes; its GCG verifies."""
    from lexitile.commands.verify import verify_path
    from lexitile.play.board_session import Session
    from lexitile.play.board_setup import GameSetup
    from lexitile.savegame import gcg_text

    path = rules_file(tmp_path, scoreless_rounds=str(rounds), name='"crafted"')
    session = Session.start(
        GameSetup(("Ann", "Bo"), rules=str(path), lexicon="en", seed=5), None, path=tmp_path / "g.json"
    )
    while not session.finished:
        session.pass_turn()
    assert len(session.saved.moves) == 2 * rounds
    record = tmp_path / "g.gcg"
    record.write_text(gcg_text(session.game, session.saved))
    verdict = verify_path(record)
    assert verdict.status == "ok", verdict
