"""Running one sub-command from inside another (``resume`` opening a Quiddler record,
``selfplay --game quiddler``), through the module the mode registry names, without
re-entering the command line."""

from __future__ import annotations

import argparse
from pathlib import Path

from lexitile.commands.one_line_parser import OneLineParser
from lexitile.core.modes import ModeCommand, OpenHow, get_mode


def run_subcommand(command: ModeCommand, argv: list[str]) -> int:
    """Parse ``argv`` (the sub-command's name first) with ``command``'s own parser and
    run it; return its exit status.

    Errors propagate to the caller's error boundary (:func:`lexitile.cli.run_command`).

    Raises:
        SystemExit: ``argv`` does not parse (one line says why, exit status 2).
    """
    parser: argparse.ArgumentParser = OneLineParser(prog="lexitile")
    command.register(parser.add_subparsers())
    args = parser.parse_args(argv)
    return int(args.func(args))


def open_with_flags(mode_id: str, path: Path, how: OpenHow, ui_lang: str | None) -> int:
    """Open a saved game with its mode's own ``--resume FILE`` / ``--replay FILE``
    options (Quiddler and Crosswise): a finished game opens in its replay."""
    mode = get_mode(mode_id)
    flag = "--resume" if how == "resume" else "--replay"
    argv = [mode.command, flag, str(mode.replay_record(path) if how == "replay" else path)]
    return run_subcommand(mode.command_module(), argv + (["--ui-lang", ui_lang] if ui_lang else []))
