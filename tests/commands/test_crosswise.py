"""``lexitile crosswise``: argument checks, the self-play soak and the error paths.

The sub-command is registered on a parser of our own here; ``lexitile.cli`` lists it
as the Crosswise mode's command (``core.modes``)."""

from __future__ import annotations

import argparse

import pytest

from lexitile.cli import run_command
from lexitile.commands import crosswise


def run(argv, capsys):
    parser = argparse.ArgumentParser(prog="lexitile")
    crosswise.register(parser.add_subparsers(dest="command"))
    args = parser.parse_args(["crosswise", *argv])
    code = run_command(args)  # the command line's one error boundary
    out = capsys.readouterr()
    return code, out.out, out.err


def test_selfplay_soak_keeps_every_tile(capsys):
    code, out, err = run(
        [
            "--selfplay",
            "30",
            "--players",
            "Ann,Bo,Cy,Di",
            "--robot",
            "Ann:hard",
            "--robot",
            "Bo:easy",
            "--robot",
            "Cy:hard",
            "--robot",
            "Di:easy",
            "--seed",
            "7",
        ],
        capsys,
    )
    assert code == 0, err
    assert "30 games, seeds 7..36: COLUMNS [Ann (hard), Cy (hard)] vs ROWS [Bo (easy), Di (easy)]" in out
    assert "columns won 30, rows won 0, drawn 0" in out
    assert "invariants held after every turn" in out


def test_selfplay_three_players_with_table_options(capsys):
    code, out, _ = run(
        [
            "--selfplay",
            "10",
            "--robot",
            "A:medium",
            "--robot",
            "B:hard",
            "--robot",
            "C:easy",
            "--stuck",
            "end",
            "--deal",
            "no-action-only",
        ],
        capsys,
    )
    assert code == 0
    assert "COLUMNS [A (medium), C (easy)] vs ROWS [B (hard)]" in out


def test_selfplay_three_players_the_table_chooses_the_lone_player(capsys):
    argv = ["--selfplay", "2", "--robot", "A:medium", "--robot", "B:hard", "--robot", "C:easy", "--lone", "C"]
    code, out, err = run(argv, capsys)
    assert code == 0, err
    assert "COLUMNS [A (medium), B (hard)] vs ROWS [C (easy)]" in out


def test_seats_from_args():
    ns = argparse.Namespace(players="Ann,Bo", robot=["Cy:easy", "Bo"])
    assert crosswise.seats_from_args(ns) == (["Ann", "Bo", "Cy"], {"Cy": "easy", "Bo": "hard"})


@pytest.mark.parametrize(
    ("argv", "message"),
    [
        (["--players", "Ann"], "2 to 4 seats"),
        (["--players", "Ann,Bo,Cy,Di,Ed"], "2 to 4 seats"),
        (["--players", "Ann,ann"], "same name"),
        (["--players", "Ann", "--robot", "Bo:genius"], "unknown level"),
        (["--players", "Ann,Bo", "--match", "0"], "at least 1"),
        ([], "name the players"),
        (["--replay", "/nonexistent/game.cwr"], "record not found"),
        (["--selfplay", "0"], "at least 1"),
        (["--players", "Ann,Bo,Cy", "--lone", "Di"], "--lone 'Di' is not one of the players"),
        (["--players", "Ann,Bo", "--lone", "Ann"], "--lone is for a game of three players"),
    ],
)
def test_usage_errors_exit_2_with_one_line(argv, message, capsys, tmp_path, monkeypatch):
    monkeypatch.setenv("LEXITILE_DATA_DIR", str(tmp_path))
    code, _, err = run(argv, capsys)
    assert code == 2
    assert message in err and err.count("\n") == 1 and err.startswith("lexitile crosswise: error: ")


def test_resume_with_nothing_to_resume(capsys, tmp_path, monkeypatch):
    monkeypatch.setenv("LEXITILE_DATA_DIR", str(tmp_path))
    code, _, err = run(["--resume"], capsys)
    assert code == 2 and "no unfinished Crosswise match" in err


def test_mutually_exclusive_match_options(capsys):
    with pytest.raises(SystemExit):
        run(["--players", "Ann,Bo", "--match", "2", "--sumof", "3"], capsys)
