"""The README says what its commands do and names the interface languages the way the
commands' own help does."""

from __future__ import annotations

import argparse
import re
from pathlib import Path

from lexitile.cli import build_parser

README = Path(__file__).resolve().parents[2] / "README.md"


def _subcommand_help(name: str) -> str:
    parser = build_parser()
    for action in parser._actions:
        if isinstance(action, argparse._SubParsersAction):
            return str(action.choices[name].format_help())
    raise AssertionError("no sub-commands")


def _help_ui_languages(name: str) -> set[str]:
    text = " ".join(_subcommand_help(name).split())
    found = re.search(r"--ui-lang LANG language of the screens: ([\w, ]+?) \(", text)
    assert found, text
    return set(re.split(r", | or ", found.group(1)))


def test_readme_names_the_ui_languages_play_help_names() -> None:
    listed = re.findall(r"--ui-lang ((?:\w+\|)+\w+)", README.read_text(encoding="utf-8"))
    assert listed, "the README lists the --ui-lang values somewhere"
    expected = _help_ui_languages("play")
    for values in listed:
        assert set(values.split("|")) == expected


def test_readme_says_the_install_command_opens_the_new_game_screen() -> None:
    text = README.read_text(encoding="utf-8")
    fence = text.rindex("```", 0, text.index("pip install . && lexitile"))
    sentence = text[text.rindex("\n\n", 0, fence - 2) : fence]
    assert "`lexitile`" in sentence and "opens" in sentence and "new-game screen" in sentence
