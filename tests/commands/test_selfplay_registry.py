"""``lexitile selfplay`` and the sub-command list read the mode registry: a game
registered later brings its command and its robot match, and an option a game does not
take is refused with one line instead of being dropped."""

from __future__ import annotations

import dataclasses

import pytest

import tiny_game
from lexitile import cli
from lexitile.core import modes as modes_module
from lexitile.core.modes import register_mode


@pytest.fixture
def tiny(monkeypatch: pytest.MonkeyPatch) -> None:
    """Tiny registered for one test, with a robot match of its own."""
    monkeypatch.setattr(modes_module, "_MODES", modes_module._MODES)
    register_mode(
        dataclasses.replace(
            tiny_game.MODE,
            selfplay_soak="tiny_game:selfplay_soak",
            selfplay_options=("levels",),
        )
    )


def test_a_registered_game_brings_its_command_and_its_selfplay(tiny, capsys) -> None:
    assert cli.command_modules()["tiny"] == "tiny_game"
    assert cli.main(["selfplay", "--game", "tiny", "--games", "3", "--seats", "easy,easy"]) == 0
    assert capsys.readouterr().out == "tiny soak: 3 games, levels easy,easy\n"


def test_without_the_registration_the_game_is_unknown(capsys) -> None:
    assert "tiny" not in cli.command_modules()
    with pytest.raises(SystemExit) as refused:
        cli.main(["selfplay", "--game", "tiny", "--games", "1"])
    assert refused.value.code == 2
    assert "invalid choice: 'tiny'" in capsys.readouterr().err


@pytest.mark.parametrize(
    ("argv", "named"),
    [
        (["--game", "crosswise", "--level", "easy"], "--level is for --game scrabble, quiddler and duplicate"),
        (["--game", "crosswise", "--vs", "hard"], "--vs is for"),
        (["--game", "quiddler", "--json"], "--json is for --game scrabble and duplicate; --game quiddler has none"),
        (["--game", "quiddler", "--rules", "mattel"], "--rules is for"),
        (["--game", "crosswise", "--lexicon", "en"], "--lexicon is for"),
    ],
)
def test_an_option_the_game_does_not_take_is_refused(argv, named, capsys) -> None:
    assert cli.main(["selfplay", "--games", "1", *argv]) == 2
    captured = capsys.readouterr()
    assert captured.out == "" and captured.err.count("\n") == 1, captured.err
    assert named in captured.err, captured.err
