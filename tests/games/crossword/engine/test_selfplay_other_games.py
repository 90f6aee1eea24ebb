"""``lexitile selfplay --game quiddler|crosswise`` hands over to those modes' soaks."""

from __future__ import annotations

from lexitile.cli import main


def test_selfplay_crosswise(capsys):
    assert main(["selfplay", "--game", "crosswise", "--games", "3", "--seed", "5"]) == 0
    out = capsys.readouterr().out
    assert "3 games" in out and "invariants held" in out


def test_selfplay_quiddler(capsys):
    assert main(["selfplay", "--game", "quiddler", "--games", "2", "--seed", "5"]) == 0
    out = capsys.readouterr().out
    assert "game 2 (seed 6)" in out and "wins:" in out


def test_selfplay_quiddler_robot_levels(capsys):
    assert (
        main(["selfplay", "--game", "quiddler", "--games", "1", "--seed", "3", "--level", "easy", "--vs", "medium"])
        == 0
    )
    last = capsys.readouterr().out.splitlines()[-1]
    assert last.startswith("wins: Robot 1 (easy) ") and ", Robot 2 (medium) " in last
