"""``lexitile export FILE --format gcg --for quackle``: the end-rack penalty lines, which
Quackle's reader takes for plays, are left out and named in a closing note."""

from __future__ import annotations

from pathlib import Path

import pytest

from lexitile.cli import main
from lexitile.commands.export import export_file, for_quackle, quackle_ends_on_scoreless_turns
from lexitile.games.crossword.records.gcg import parse_gcg

GAME = Path(__file__).resolve().parents[3] / "data" / "replay" / "selfplay-7.gcg"


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


#: Tournament rules: six scoreless turns in a row end the game, each player loses their
#: own rack (ann A1 K5 Q10 T1 X8 Y4 Z10 = 39, bo A1 D2 E1 E1 O1 O1 U1 = 8).
SIX_SCORELESS = """#player1 ann Ann
#player2 bo Bo
>ann: ABEIKTT 8G BITE +12 12
>bo: DGOORSU H7 R.GS +5 5
>ann: AKQTXYZ - +0 12
>bo: ADEEOOU - +0 5
>ann: AKQTXYZ -AKQ +0 12
>bo: ADEEOOU - +0 5
>ann: AKQTXYZ - +0 12
>bo: ADEEOOU - +0 5
>ann: AKQTXYZ (AKQTXYZ) -39 -27
>bo: ADEEOOU (ADEEOOU) -8 -3
"""


def test_six_scoreless_turns_quackle_settles_itself_and_the_note_gives_its_totals(tmp_path, capsys):
    path = tmp_path / "six.gcg"
    path.write_text(SIX_SCORELESS, encoding="utf-8")
    rc = main(["export", str(path), "--format", "gcg", "--for", "quackle"])
    out, err = capsys.readouterr()
    assert rc == 0 and err == ""
    lines = out.splitlines()
    assert not any("(AKQTXYZ)" in ln or "(ADEEOOU)" in ln for ln in lines if ln.startswith(">"))
    note = lines[-1]
    assert note.startswith("#note lexitile: Quackle ends the game after six scoreless turns")
    # what Quackle shows: the last written totals, each less the player's own rack
    written = {">ann": 12, ">bo": 5}
    racks = {"ann": 39, "bo": 8}
    assert f"final totals: ann {written['>ann'] - racks['ann']}, bo {written['>bo'] - racks['bo']}" in note
    assert "ann -39 (AKQTXYZ); bo -8 (ADEEOOU)" in note


def test_four_scoreless_turns_of_the_box_rules_leave_quackle_before_the_penalties():
    four = [ln for ln in SIX_SCORELESS.splitlines() if ln]
    del four[4:6]  # two scoreless turns fewer: the box rules' end, which Quackle does not see
    note = for_quackle("\n".join(four) + "\n").splitlines()[-1]
    assert note.startswith("#note lexitile: end-rack penalty lines left out for Quackle")
    assert "final totals" not in note


@pytest.mark.parametrize(
    ("lines", "ends"),
    [
        (["8G BITE +12 12", *["- +0 12"] * 6], True),
        (["8G BITE +12 12", *["- +0 12"] * 5], False),
        (["8G BITE +12 12", *["- +0 12"] * 7], False),  # Quackle's game ended a line earlier
        (["8G BITE +12 12", "- +0 12", "H7 R.GS +0 12", *["-ABC +0 12"] * 4], True),  # a scoreless play counts
        (["8G BITE +12 12", *["- +0 12"] * 5, "H7 R.GS +5 17", "-- -5 12"], True),  # so does a withdrawn one
        (["8G BITE +12 12", *["- +0 12"] * 5, "H7 R.GS +5 17", "(challenge) +5 22"], False),
        (["- +0 0"] * 6, False),  # no tile on the board yet
    ],
)
def test_quackles_scoreless_count(lines: list[str], ends: bool) -> None:
    assert quackle_ends_on_scoreless_turns([f">a: ABCDEFG {ln}" for ln in lines]) is ends
