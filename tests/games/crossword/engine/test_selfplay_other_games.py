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


def test_duplicate_and_quiddler_refusals_name_the_options_typed(capsys) -> None:
    """An error names what the user typed (``--seats``, ``--level``, ``--games``), not
    the options selfplay hands to the game's own soak (``--robot``, ``--selfplay``)."""
    cases = [
        (["--game", "duplicate", "--seats", "hard,keen", "--games", "1", "--json"], "--seats hard,keen"),
        (["--game", "quiddler", "--seats", "easy,expert", "--games", "1"], "--seats easy,expert"),
        (["--game", "duplicate", "--level", "casual", "--games", "1"], "--level casual"),
        (["--game", "duplicate", "--level", "easy", "--vs", "keen", "--games", "1"], "--vs keen"),
        (["--game", "duplicate", "--games", "0"], "--games"),
        (["--game", "quiddler", "--games", "0"], "--games"),
    ]
    for argv, named in cases:
        assert main(["selfplay", *argv]) == 2
        captured = capsys.readouterr()
        assert captured.out == "" and captured.err.count("\n") == 1, captured.err
        assert named in captured.err, captured.err
        assert "--robot" not in captured.err and "--selfplay" not in captured.err, captured.err
    assert main(["selfplay", "--game", "duplicate", "--seats", "hard,keen", "--games", "1"]) == 2
    assert "easy, medium, hard" in capsys.readouterr().err
