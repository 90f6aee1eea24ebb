"""``lexitile export FILE --format gcg --for quackle``: the end-rack penalty lines, which
Quackle's reader takes for plays, are left out and named in a closing note."""

from __future__ import annotations

from pathlib import Path

from lexitile.cli import main
from lexitile.commands.export import export_file, for_quackle
from lexitile.records.gcg import parse_gcg

GAME = Path(__file__).resolve().parents[1] / "data" / "replay" / "selfplay-7.gcg"


def test_penalty_line_is_left_out_and_noted(capsys):
    plain, _ = export_file(GAME, "gcg")
    assert ">medium: AE (AE) -2 385" in plain.splitlines()
    rc = main(["export", str(GAME), "--format", "gcg", "--for", "quackle"])
    out, err = capsys.readouterr()
    assert rc == 0 and err == ""
    lines = out.splitlines()
    assert ">medium: AE (AE) -2 385" not in lines
    assert lines[-1].startswith("#note lexitile: end-rack penalty lines left out for Quackle")
    assert "medium -2 (AE)" in lines[-1]
    # everything else is kept as it was, in order
    assert [ln for ln in plain.splitlines() if ln != ">medium: AE (AE) -2 385"] == lines[:-1]
    # the going-out bonus line (which Quackle reads) stays, and the file still parses
    assert ">hard:  (AE) +2 659" in lines
    assert parse_gcg(out, "quackle.gcg").players


def test_challenge_and_time_lines_are_not_penalty_lines():
    text = "#player1 a A\n#player2 b B\n>a: ABC (challenge) -5 -5\n>b: DEF (time) -10 -10\n>b: XY (XY) -12 -22\n"
    out = for_quackle(text).splitlines()
    assert ">a: ABC (challenge) -5 -5" in out and ">b: DEF (time) -10 -10" in out
    assert ">b: XY (XY) -12 -22" not in out and out[-1].endswith("b -12 (XY)")


def test_nothing_to_leave_out_means_the_same_text():
    text = "#player1 a A\n#player2 b B\n>a: ABC 8H CAB +14 14\n"
    assert for_quackle(text) == text


def test_for_quackle_needs_the_gcg_format(capsys):
    rc = main(["export", str(GAME), "--for", "quackle"])
    out, err = capsys.readouterr()
    assert rc == 2 and out == ""
    assert err.strip() == "lexitile: error: --for quackle is for --format gcg, not --format text"
