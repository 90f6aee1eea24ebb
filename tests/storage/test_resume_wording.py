"""``lexitile resume --help`` and the README say what a resumed game keeps (every rack,
hand and the board) and what it does not (the bag's order: the files hold no future
draws, so later draws are fresh random ones; ``docs/saving.md``)."""

from __future__ import annotations

import argparse
import re
from pathlib import Path

from lexitile.cli import build_parser

README = Path(__file__).resolve().parents[2] / "README.md"


def _resume_help() -> str:
    for action in build_parser()._actions:
        if isinstance(action, argparse._SubParsersAction):
            return " ".join(str(action.choices["resume"].format_help()).split())
    raise AssertionError("no sub-commands")


def _says_what_resume_keeps(text: str) -> None:
    assert "bag order" not in text and "exactly" not in text, text
    assert re.search(r"rack.*hand.*board", text), text
    assert "fresh random" in text and "no future draws" in text, text


def test_resume_help_says_racks_kept_and_draws_fresh() -> None:
    _says_what_resume_keeps(_resume_help())


def test_readme_resume_row_says_racks_kept_and_draws_fresh() -> None:
    row = next(line for line in README.read_text(encoding="utf-8").splitlines() if "`lexitile resume" in line)
    _says_what_resume_keeps(row)
