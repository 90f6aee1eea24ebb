"""``lexitile analyze``: text, ``--turn``, ``--json``, ``--annotate``, the lexicon rule, bad input.

The records are the robot games of ``tests/data/analysis`` (see ``make_records.py``),
analysed with their own word list ``words.txt``.
"""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

import pytest

from lexitile.cli import main
from lexitile.commands.verify import verify_path
from lexitile.games.crossword.records.gcg import read_gcg
from lexitile.games.crossword.records.replay import replay_record
from lexitile.games.crossword.rules.events import EventKind

DATA = Path(__file__).resolve().parents[1] / "data" / "analysis"
WORDS = str(DATA / "words.txt")
TWO = str(DATA / "two-player.gcg")
CHALLENGE = str(DATA / "challenge.gcg")


def run_json(capsys, *args: str) -> dict:
    assert main(["analyze", *args, "--json", "--lexicon", WORDS]) == 0
    return json.loads(capsys.readouterr().out)


def test_json_has_a_line_per_turn_and_a_summary_per_player(capsys) -> None:
    out = run_json(capsys, TWO)
    record = read_gcg(TWO)
    assert len(out["turns"]) == sum(e.kind.is_turn for e in record.events)
    assert [p["player"] for p in out["players"]] == list(record.nicks)
    for t in out["turns"]:
        assert t["equity_lost"] == pytest.approx(t["best"]["equity"] - t["equity"], abs=0.011)
        assert t["rank"] >= 1 and len(t["top"]) <= 5
    for p in out["players"]:
        mine = [t for t in out["turns"] if t["player"] == p["player"]]
        assert p["equity_lost"] == pytest.approx(sum(max(0.0, t["equity_lost"]) for t in mine), abs=0.1)
        assert len(p["worst"]) <= 3
    assert out["warnings"] == []


def test_turn_gives_that_turn_only_with_its_top_plays(capsys) -> None:
    whole = run_json(capsys, TWO)
    one = run_json(capsys, TWO, "--turn", "7")
    assert "players" not in one
    assert one["turns"] == [t for t in whole["turns"] if t["turn"] == 7]
    assert main(["analyze", TWO, "--turn", "7", "--lexicon", WORDS]) == 0
    text = capsys.readouterr().out
    turn = one["turns"][0]
    assert f"turn 7 (line {turn['line']})" in text
    assert turn["top"][0]["move"] in text


def test_text_table_and_summary(capsys) -> None:
    assert main(["analyze", CHALLENGE, "--lexicon", WORDS]) == 0
    text = capsys.readouterr().out
    assert "skipped: turn lost to a failed challenge" in text
    assert "challenged off" in text
    assert "phonies played 1, challenged off 1" in text
    assert "worst: turn" in text


def test_a_list_that_is_not_installed_falls_back_with_a_warning(capsys) -> None:
    assert main(["analyze", TWO, "--json"]) == 0
    out = json.loads(capsys.readouterr().out)
    assert out["lexicon"] == "en"
    assert any("analysis-words is not installed" in w for w in out["warnings"])


def test_annotated_record_verifies_round_trips_and_keeps_every_line(tmp_path, capsys) -> None:
    for name in ("two-player.gcg", "three-player.gcg", "four-player.gcg", "challenge.gcg"):
        src = DATA / name
        out = tmp_path / name
        assert main(["analyze", str(src), "--annotate", str(out), "--lexicon", WORDS, "--json"]) == 0
        analysis = json.loads(capsys.readouterr().out)
        assert verify_path(out).status == "ok"
        original, annotated = read_gcg(src), read_gcg(out)
        assert [e.raw for e in annotated.events] == [e.raw for e in original.events]
        added = [ln for ln in out.read_text(encoding="utf-8").splitlines() if "lexitile:analysis" in ln]
        assert len(added) == len(analysis["turns"])
        kept = [ln for ln in out.read_text(encoding="utf-8").splitlines() if "lexitile:analysis" not in ln]
        assert kept == src.read_text(encoding="utf-8").splitlines()
        for e, t in zip((e for e in annotated.events if e.kind.is_turn), analysis["turns"], strict=True):
            owner = annotated.events.index(e)
            later = annotated.events[owner + 1 :]
            # the note follows the turn, or a -- / (challenge) line that belongs to it
            holder = (
                e if not (later and later[0].kind in (EventKind.WITHDRAWN, EventKind.CHALLENGE_BONUS)) else later[0]
            )
            note = next(n for n in holder.notes if n.startswith("lexitile:analysis"))
            if "skipped" in t:
                assert "not analysed" in note
            else:
                assert f"best {t['best']['move']} " in note
        assert replay_record(annotated).final_scores == replay_record(original).final_scores
        # annotating the annotated record changes nothing
        again = tmp_path / f"again-{name}"
        assert main(["analyze", str(out), "--annotate", str(again), "--lexicon", WORDS, "--json"]) == 0
        capsys.readouterr()
        assert again.read_bytes() == out.read_bytes()


def test_no_note_before_the_first_event(tmp_path, capsys) -> None:
    out = tmp_path / "a.gcg"
    assert main(["analyze", TWO, "--annotate", str(out), "--lexicon", WORDS, "--json"]) == 0
    lines = out.read_text(encoding="utf-8").splitlines()
    first_event = next(i for i, ln in enumerate(lines) if ln.startswith(">"))
    assert not any(ln.startswith("#note") for ln in lines[:first_event])


@pytest.mark.parametrize(
    ("args", "needle"),
    [
        (["/no/such/file.gcg"], "file not found"),
        ([TWO, "--turn", "0"], "turn 0 does not exist"),
        ([TWO, "--turn", "999"], "turn 999 does not exist"),
        ([TWO, "--lexicon", "/no/such/list.txt"], "no such word-list file"),
        ([TWO, "--annotate", TWO], "would overwrite"),
        ([TWO, "--annotate", "/no/such/dir/out.gcg"], "cannot write"),
    ],
)
def test_bad_input_is_one_line_and_status_2(args, needle, capsys) -> None:
    assert main(["analyze", *args]) == 2
    err = capsys.readouterr().err
    assert needle in err
    assert len(err.strip().splitlines()) == 1 and "Traceback" not in err


def test_not_gcg_and_binary_files(tmp_path, capsys) -> None:
    bad = tmp_path / "bad.gcg"
    bad.write_text("#player1 A A\n#player2 B B\n>A: XYZ 8H FOO\n", encoding="utf-8")
    binary = tmp_path / "bin.gcg"
    binary.write_bytes(b"\x00\x01\x02")
    for path in (bad, binary, tmp_path):
        assert main(["analyze", str(path)]) == 2
        err = capsys.readouterr().err
        assert str(path) in err and len(err.strip().splitlines()) == 1


def test_a_failed_write_leaves_the_target_and_no_temporary_file(tmp_path, capsys) -> None:
    target = tmp_path / "out.gcg"
    target.mkdir()  # os.replace cannot put a file over a folder
    (target / "inside").write_text("old\n", encoding="utf-8")
    assert main(["analyze", TWO, "--annotate", str(target), "--lexicon", WORDS]) == 2
    assert "cannot write" in capsys.readouterr().err
    assert (target / "inside").read_text(encoding="utf-8") == "old\n"
    assert sorted(p.name for p in tmp_path.iterdir()) == ["out.gcg"]


def test_the_command_runs_as_a_program() -> None:
    proc = subprocess.run(
        [sys.executable, "-m", "lexitile", "analyze", TWO, "--turn", "1", "--lexicon", WORDS],
        capture_output=True,
        text=True,
        check=False,
    )
    assert proc.returncode == 0, proc.stderr
    assert "turn 1" in proc.stdout
