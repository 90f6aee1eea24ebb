"""``lexitile quiddler``: arguments, errors, self-play, new and resumed games."""

from __future__ import annotations

import argparse
import sys
from pathlib import Path

import pytest

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "games" / "quiddler"))
from quiddler_helpers import WORDS

from lexitile.cli import run_command
from lexitile.commands import quiddler as command
from lexitile.games.quiddler.storage import load_record
from lexitile.tui.quiddler.quiddler_app import QuiddlerApp


def parse(argv: list[str]) -> argparse.Namespace:
    parser = argparse.ArgumentParser(prog="lexitile")
    sub = parser.add_subparsers(dest="command")
    command.register(sub)
    return parser.parse_args(["quiddler", *argv])


@pytest.fixture
def wordlist(tmp_path) -> str:
    path = tmp_path / "words.txt"
    path.write_text("\n".join(sorted(WORDS)) + "\n", encoding="utf-8")
    return str(path)


@pytest.fixture(autouse=True)
def private_dirs(tmp_path, monkeypatch) -> None:
    monkeypatch.setenv("LEXITILE_DATA_DIR", str(tmp_path / "data"))
    monkeypatch.setenv("LEXITILE_CACHE_DIR", str(tmp_path / "cache"))


@pytest.fixture
def launched(monkeypatch) -> list[QuiddlerApp]:
    """Replace the app's run with a recorder: the command's set-up without a terminal."""
    apps: list[QuiddlerApp] = []
    monkeypatch.setattr(QuiddlerApp, "run", lambda self: apps.append(self))  # noqa: PLW0108 (bound as a method)
    return apps


@pytest.mark.parametrize(
    ("argv", "message"),
    [
        (["--players", "Ann"], "--players needs 2 to 8 names"),
        (["--players", "A,B,C,D,E,F,G,H,I"], "--players needs 2 to 8 names"),
        (["--players", "A,B,C,D,E,F,G", "--robot", "X,Y"], "--players needs 2 to 8 names"),  # 9 seats with robots
        (["--players", "Ann,Bob", "--option", "colour=red"], "unknown table option 'colour'"),
        (["--players", "Ann,Bob", "--deck", "klingon"], "unknown deck 'klingon'"),
        (["--players", "Ann:1,Bob"], "player name 'Ann:1'"),
        (["--players", "Ann,Bob", "--dealer", "Cy"], "--dealer 'Cy' is not one of the players"),
        (["--players", "Ann,Bob", "--robot", "Bob:genius"], "the level must be one of easy, medium, hard"),
        (["--players", "Ann,Bob", "--robot", "Bob", "--robot", "Bob:easy"], "--robot 'Bob' is given twice"),
    ],
)
def test_usage_errors_exit_2(argv, message, wordlist, capsys, launched) -> None:
    args = parse([*argv, "--lexicon", wordlist])
    assert run_command(args) == 2  # the command line's one error boundary
    err = capsys.readouterr().err
    assert err.startswith("lexitile: error: ") and message in err
    assert launched == []


def test_selfplay_prints_every_game(wordlist, capsys) -> None:
    args = parse(["--players", "R1,R2,R3", "--selfplay", "2", "--seed", "5", "--lexicon", wordlist])
    assert command.run(args) == 0
    lines = capsys.readouterr().out.splitlines()
    assert lines[0].startswith("game 1 (seed 5): R1 ") and lines[1].startswith("game 2 (seed 6): R1 ")
    assert lines[2].startswith("wins: R1 ")


def test_new_game_with_a_robot_is_saved_and_resumes(tmp_path, wordlist, launched, capsys) -> None:
    save = tmp_path / "g.qdl"
    args = parse(
        [
            "--players",
            "Ann,Bob",
            "--robot",
            "Bob",
            "--seed",
            "9",
            "--lexicon",
            wordlist,
            "--save",
            str(save),
            "--option",
            "min_word_cards=1",
        ]
    )
    assert command.run(args) == 0
    (app,) = launched
    session = app.session
    assert session.game.players == ("Ann", "Bob") and set(session.robots) == {1}
    assert session.game.options.min_word_cards == 1
    # play a turn as the app would, then resume from the file
    if session.robot_to_play:
        session.play_robot()
    session.draw("stock")
    session.finish(session.free_cards()[0])
    record = load_record(save)
    assert record.robots == (1,) and record.lexicon == wordlist and len(record.actions) == len(session.game.actions)
    assert f"game saved: {save}" in capsys.readouterr().out
    args = parse(["--resume", str(save)])
    assert command.run(args) == 0
    resumed = launched[1].session
    assert resumed.game.actions == session.game.actions
    assert resumed.game.hands == session.game.hands
    assert set(resumed.robots) == {1}
    assert resumed.save_path == save


def test_a_robot_not_among_the_players_adds_a_seat(wordlist, launched) -> None:
    # as in Crosswise: "--players Ann,Bob --robot Cy" is a table of three, Cy a robot
    assert command.run(parse(["--players", "Ann,Bob", "--robot", "Cy:easy", "--lexicon", wordlist, "--no-save"])) == 0
    session = launched[0].session
    assert session.game.players == ("Ann", "Bob", "Cy") and set(session.robots) == {2}
    assert session.robots[2].level.name == "easy"
    assert command.run(parse(["--robot", "R1,R2", "--lexicon", wordlist, "--no-save"])) == 0  # robots only
    assert launched[1].session.game.players == ("R1", "R2")


def test_default_save_path_is_in_the_data_dir(tmp_path, wordlist, launched) -> None:
    assert command.run(parse(["--players", "Ann,Bob", "--lexicon", wordlist])) == 0
    path = launched[0].session.save_path
    assert path.parent == tmp_path / "data" / "games" and path.exists()
    assert command.run(parse(["--players", "Ann,Bob", "--lexicon", wordlist, "--no-save"])) == 0
    assert launched[1].session.save_path is None


def test_robot_levels_are_played_saved_and_resumed(tmp_path, wordlist, launched) -> None:
    from lexitile.games.quiddler.robots import Robot

    save = tmp_path / "g.qdl"
    argv = ["--players", "Ann,Bob,Cy", "--robot", "Bob:easy,Cy", "--seed", "3", "--lexicon", wordlist]
    assert command.run(parse([*argv, "--save", str(save)])) == 0
    robots = launched[0].session.robots
    assert isinstance(robots[1], Robot) and isinstance(robots[2], Robot)
    assert (robots[1].level.name, robots[2].level.name) == ("easy", "medium")  # medium: the default
    assert load_record(save).robot_levels == {1: "easy", 2: "medium"}
    assert command.run(parse(["--resume", str(save)])) == 0
    resumed = launched[1].session.robots
    assert {s: r.level.name for s, r in resumed.items()} == {1: "easy", 2: "medium"}


def test_selfplay_names_each_robot_level(wordlist, capsys) -> None:
    argv = ["--robot", "R1:easy", "--robot", "R2:hard", "--selfplay", "1", "--seed", "2", "--lexicon", wordlist]
    assert command.run(parse(argv)) == 0
    last = capsys.readouterr().out.splitlines()[-1]
    assert last.startswith("wins: R1 (easy) ") and ", R2 (hard) " in last
