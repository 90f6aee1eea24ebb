"""``lexitile play`` and ``lexitile resume`` up to the point where the app would start."""

from __future__ import annotations

import argparse
import sys
from pathlib import Path

import pytest

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "tui"))
from tui_helpers import make_session

from lexitile.cli import run_command
from lexitile.commands import play, resume

pytestmark = pytest.mark.usefixtures("data_dir")  # every test saves into its own folder


def parse(module, argv):
    parser = argparse.ArgumentParser(prog="lexitile")
    sub = parser.add_subparsers(dest="command")
    module.register(sub)
    return parser.parse_args(argv)


@pytest.mark.parametrize(
    ("argv", "message"),
    [
        (["play", "--players", "Ann"], "2 to 4 players"),
        (["play", "--players", "Ann,Bo,Cy,Di,Ed"], "2 to 4 players"),
        (["play", "--players", "Ann,ann"], "same name"),
        (["play", "--players", "Ann,Bo", "--rules", "nosuch"], "unknown rule set 'nosuch'"),
        (["play", "--players", "Ann,Bo", "--lexicon", "nosuch"], "unknown lexicon 'nosuch'"),
        (
            ["play", "--players", "Ann", "--robot", "Bo:genius"],
            "level must be one of easy, casual, keen, steady, medium, hard",
        ),
        (["play", "--players", "Ann", "--robot", ":hard"], "give a name"),
        (["play", "--players", "Ann,Bo,Cy", "--robot", "Di", "--robot", "Ed"], "2 to 4 players"),
        (["play", "--players", "Ann,Bo,Cy", "--robot", "Di:easy", "--pairs"], "cannot play in pairs"),
        (["play", "--players", "Ann", "--robot", "Bo", "--robot", "Bo"], "two robots"),
        (["play", "--players", "Ann,Bo,Cy", "--pairs"], "pairs play needs 4 players"),
        (["play", "--players", "Ann,Bo", "--move-time", "30", "--game-clock", "25"], "not both"),
        (["play", "--players", "Ann,Bo", "--move-time", "0"], "move seconds must be a whole number >= 1"),
        (["play", "--players", "Ann,Bo", "--ui-lang", "xx"], "--ui-lang xx: the screens speak en, de or pt_BR"),
    ],
)
def test_play_refuses_bad_arguments(argv, message, capsys):
    args = parse(play, argv)
    assert run_command(args) == 2  # the command line's one error boundary
    err = capsys.readouterr().err
    assert err.startswith("lexitile: error:") and message in err and "Traceback" not in err


def test_play_starts_the_app_with_the_game(monkeypatch, data_dir):
    import lexitile.tui.app as app_module
    import lexitile.tui.launch as launch

    started = {}

    def fake_run(self):
        started["session"] = self.initial_session
        return 0

    monkeypatch.setattr(app_module.LexitileApp, "run", fake_run)
    monkeypatch.setattr(launch, "default_loader", lambda spec: {"ZA"})
    args = parse(play, ["play", "--players", "Ann,Bo,Cy", "--seed", "5"])
    assert play.run(args) == 0
    session = started["session"]
    assert session.players == ("Ann", "Bo", "Cy") and session.game.seed == 5
    assert session.path.parent == data_dir / "games" and session.path.is_file()


def test_plain_play_opens_the_new_game_screen(monkeypatch):
    import lexitile.tui.app as app_module

    seen = {}
    monkeypatch.setattr(app_module.LexitileApp, "run", lambda self: seen.setdefault("s", self.initial_session) or 0)
    assert play.run(parse(play, ["play"])) == 0
    assert seen["s"] is None


def test_resume_without_saved_games(capsys):
    assert run_command(parse(resume, ["resume"])) == 2
    assert "no unfinished game saved in" in capsys.readouterr().err


def test_resume_a_missing_or_bad_file(tmp_path, capsys):
    assert run_command(parse(resume, ["resume", str(tmp_path / "nope.json")])) == 2
    assert "no such saved game" in capsys.readouterr().err
    bad = tmp_path / "bad.json"
    bad.write_text("{}")
    assert run_command(parse(resume, ["resume", str(bad)])) == 2
    assert "not a lexitile save file" in capsys.readouterr().err


def test_resume_latest_and_list(monkeypatch, data_dir, capsys):
    from tui_helpers import WORDS

    import lexitile.tui.app as app_module
    import lexitile.tui.launch as launch

    make_session(data_dir, name="a")
    seen = {}
    monkeypatch.setattr(app_module.LexitileApp, "run", lambda self: seen.setdefault("s", self.initial_session) and 0)
    monkeypatch.setattr(launch, "default_loader", lambda spec: WORDS)
    assert resume.run(parse(resume, ["resume"])) == 0
    assert seen["s"].path.name == "a.json"
    assert resume.run(parse(resume, ["resume", "--list"])) == 0
    out = capsys.readouterr().out
    assert "Ann, Bo" in out and "unfinished" in out and "a.json" in out and "Board game" in out


def test_play_passes_the_rules_and_table_options(monkeypatch, data_dir):
    import lexitile.tui.app as app_module
    import lexitile.tui.launch as launch

    started = {}
    monkeypatch.setattr(app_module.LexitileApp, "run", lambda self: started.setdefault("s", self.initial_session) and 0)
    monkeypatch.setattr(launch, "default_loader", lambda spec: {"ZA"})
    argv = [
        "play",
        "--players",
        "Ann,Bo,Cy",
        "--rules",
        "palavras",
        "--check",
        "challenge",
        "--challenge-penalty",
        "lose-turn",
        "--move-time",
        "45",
        "--classic",
        "--seed",
        "3",
    ]
    assert play.run(parse(play, argv)) == 0
    session = started["s"]
    assert session.game.rules.name == "palavras" and session.game.rules.challenge_rule.value == "lose-turn"
    assert session.options.move_seconds == 45 and session.options.classic
    from lexitile.savegame import load_saved

    assert load_saved(session.path).options == session.options


def test_play_robot_named_among_the_players_takes_that_seat(monkeypatch, data_dir):
    """As ``lexitile quiddler`` and ``crosswise`` do: ``--players Ann,Bo --robot bo:easy``
    is a two-seat game in which the computer plays Bo (any spelling of the name)."""
    import lexitile.tui.app as app_module
    import lexitile.tui.launch as launch

    started = {}
    monkeypatch.setattr(app_module.LexitileApp, "run", lambda self: started.setdefault("s", self.initial_session) and 0)
    monkeypatch.setattr(launch, "default_loader", lambda spec: {"ZA"})
    argv = ["play", "--players", "Ann,Bo", "--robot", "bo:easy", "--robot", "Cy", "--seed", "2"]
    assert play.run(parse(play, argv)) == 0
    session = started["s"]
    assert session.players == ("Ann", "Bo", "Cy")
    assert session.robots == {1: "easy", 2: "hard"} and session.humans() == ["Ann"]


def test_play_seats_robots_after_the_players(monkeypatch, data_dir):
    import lexitile.tui.app as app_module
    import lexitile.tui.launch as launch

    started = {}
    monkeypatch.setattr(app_module.LexitileApp, "run", lambda self: started.setdefault("s", self.initial_session) and 0)
    monkeypatch.setattr(launch, "default_loader", lambda spec: {"ZA"})
    argv = [
        "play",
        "--players",
        "Ann,Bo",
        "--robot",
        "Cy:easy",
        "--robot",
        "Di",
        "--move-time",
        "30",
        "--on-timeout",
        "pass",
        "--seed",
        "2",
    ]
    assert play.run(parse(play, argv)) == 0
    session = started["s"]
    assert session.players == ("Ann", "Bo", "Cy", "Di")
    assert session.robots == {2: "easy", 3: "hard"} and session.humans() == ["Ann", "Bo"]
    assert session.options.on_timeout == "pass"
    from lexitile.savegame import load_saved

    saved = load_saved(session.path)
    assert saved.robots == {2: "easy", 3: "hard"} and saved.options.on_timeout == "pass"
    # robots only (a game to watch) is allowed too
    started.clear()
    assert play.run(parse(play, ["play", "--robot", "Ann:medium", "--robot", "Bo"])) == 0
    assert started["s"].robots == {0: "medium", 1: "hard"}


def test_play_lang_picks_word_list_and_tile_set_together(monkeypatch):
    """``--lang de`` plays German words on German tiles (issue #5); ``--tiles`` wins."""
    import argparse

    from lexitile.commands import play

    seen = {}

    def fake_new_session(setup, *args, **kwargs):
        seen["setup"] = setup
        raise OSError("stop here")

    monkeypatch.setattr("lexitile.tui.launch.new_session", fake_new_session)
    parser = argparse.ArgumentParser()
    play.register(parser.add_subparsers())
    for argv, lexicon, tiles in (
        (["play", "--players", "Ann,Bo", "--lang", "de"], "de", "german"),
        (["play", "--players", "Ann,Bo", "--lang", "pt", "--tiles", "palavras115"], "pt_BR", "palavras115"),
        (["play", "--players", "Ann,Bo"], "en", None),
    ):
        args = parser.parse_args(argv)
        assert run_command(args) == 2
        assert (seen["setup"].lexicon, seen["setup"].tiles) == (lexicon, tiles)


@pytest.mark.parametrize(
    "command", [["resume"], ["quiddler", "--players", "Ann,Bo"], ["crosswise"], ["league", "rules"]]
)
def test_every_command_refuses_an_interface_language_it_does_not_speak(command, capsys, data_dir):
    """``--ui-lang xx`` used to start the game in English without a word."""
    from lexitile.cli import main

    assert main([*command, "--ui-lang", "xx"]) == 2
    err = capsys.readouterr().err
    assert "--ui-lang xx" in err and "Traceback" not in err and len(err.strip().splitlines()) == 1


@pytest.mark.parametrize(
    ("given", "expected"),
    [(None, None), ("off", "dictionary"), ("on", "free"), ("dictionary", "dictionary"), ("attested", "attested")],
)
def test_play_compounds_table_option(given, expected):
    """``--compounds dictionary|attested|free`` sets the German compound rule as a table
    option (the old ``on``/``off`` read as free/dictionary); without it the rule set
    decides (dictionary)."""
    argv = ["play", "--players", "Ann,Bo"] + ([] if given is None else ["--compounds", given])
    options = play.options_from_args(parse(play, argv))
    assert options.compounds == expected
    from lexitile.games.crossword.catalog import load_rules

    rules = options.apply(load_rules("mattel"))
    assert rules.compound_words == (expected or "dictionary")
