"""The ``lexitile`` command line: argument parsing and dispatch to sub-commands.

Exit status for every command: 0 success; 1 a negative verdict (a word not valid, a
score mismatch); 2 a usage error or input that cannot be read. No command ever ends
in a traceback: errors are reported as one line on standard error.
"""

from __future__ import annotations

import argparse
import importlib
import sys
from collections.abc import Sequence

from lexitile import __version__
from lexitile.commands.one_line_parser import OneLineParser
from lexitile.errors import LexitileError, UsageError

__all__ = ["GENERAL_COMMANDS", "UsageError", "build_parser", "command_modules", "main", "run_command"]

#: Sub-commands that belong to no one game, in the order ``--help`` lists them after the
#: games' own (each game's command comes from its mode, :attr:`GameMode.command_path`).
GENERAL_COMMANDS = (
    "resume",
    "check",
    "lexicon",
    "verify",
    "replay",
    "export",
    "moves",
    "analyze",
    "selfplay",
    "league",
    "study",
)


def command_modules() -> dict[str, str]:
    """Every sub-command's name -> its module's import path, in the order ``--help`` lists
    them: each registered game's own command first (:func:`lexitile.core.modes.modes`,
    the board game's ``play`` leading), then :data:`GENERAL_COMMANDS` under
    ``lexitile.commands``. A game registered later (:func:`lexitile.core.modes.register_mode`)
    brings its command with it."""
    from lexitile.core.modes import modes  # noqa: PLC0415 - loaded when the command runs: the command line starts fast

    found = {mode.command: mode.command_path for mode in modes()}
    found.update((name, f"lexitile.commands.{name}") for name in GENERAL_COMMANDS)
    return found


def build_parser(only: str | None = None) -> argparse.ArgumentParser:
    """Return the top-level parser with every available sub-command registered.

    Args:
        only: register this sub-command alone (one of :func:`command_modules`): a
            command line that names its sub-command is parsed without importing the
            other modules and what they import (the engine, the records, the
            league database), which is most of ``lexitile``'s start-up before the
            first screen; ``None``: all of them (``--help``, a name to be refused).
    """
    parser = OneLineParser(prog="lexitile", description="Terminal word games in the Scrabble family.")
    parser.add_argument("--version", action="version", version=f"lexitile {__version__}")
    subparsers = parser.add_subparsers(dest="command", parser_class=OneLineParser)
    known = command_modules()
    for name in known if only is None else (only,):
        try:
            module = importlib.import_module(known[name])
        except ModuleNotFoundError as exc:
            if exc.name == known[name]:
                continue
            raise
        module.register(subparsers)
    return parser


def main(argv: Sequence[str] | None = None) -> int:
    """Run the command line; return the exit status (0, 1 or 2).

    Everything a command prints goes through :class:`~lexitile.text.safe.VisibleStream`:
    names, notes and lines quoted from files reach the terminal with their control
    characters made visible, never as escapes (the app draws through its own stream).
    """
    from lexitile import gc_tuning  # noqa: PLC0415 - loaded when the command runs: the command line starts fast
    from lexitile.text.safe import VisibleStream  # noqa: PLC0415 - loaded when the command runs: the command line starts fast

    gc_tuning.tune()
    out, err = sys.stdout, sys.stderr
    if not isinstance(out, VisibleStream):
        sys.stdout = VisibleStream(out)
    if not isinstance(err, VisibleStream):
        sys.stderr = VisibleStream(err)
    try:
        return _main(argv)
    finally:
        sys.stdout, sys.stderr = out, err


#: Options of ``lexitile`` itself; any other option before a sub-command is ``play``'s.
TOP_LEVEL_OPTIONS = frozenset({"-h", "--help", "--version"})


def _main(argv: Sequence[str] | None) -> int:
    given = list(sys.argv[1:] if argv is None else argv)
    if given and given[0].startswith("-") and given[0].split("=")[0] not in TOP_LEVEL_OPTIONS:
        given = ["play", *given]  # `lexitile --ui-lang de` is `lexitile play --ui-lang de`
    if not given:
        given = ["play"]  # `lexitile` alone opens the new-game screen
    parser = build_parser(given[0] if given[0] in command_modules() else None)
    return run_command(_parse(parser, given))


def _parse(parser: argparse.ArgumentParser, argv: Sequence[str] | None) -> argparse.Namespace:
    """``parser.parse_args``, except that arguments no parser knows are refused by the
    sub-command they were given to, with that sub-command's usage (argparse leaves
    them to the top-level parser, which would show its own usage)."""
    args, extras = parser.parse_known_args(argv)
    if extras:
        _innermost(parser, args).error(f"unrecognized arguments: {' '.join(extras)}")
    return args


def _innermost(parser: argparse.ArgumentParser, args: argparse.Namespace) -> argparse.ArgumentParser:
    """The deepest sub-command parser ``args`` went through (``lexitile league add``)."""
    for action in parser._actions:
        if isinstance(action, argparse._SubParsersAction):
            chosen = action.choices.get(getattr(args, action.dest, None) or "")
            if isinstance(chosen, argparse.ArgumentParser):
                return _innermost(chosen, args)
    return parser


def run_command(args: argparse.Namespace) -> int:
    """Run a parsed command: the one error boundary of every sub-command.

    What a command raises becomes one line on standard error, ``<prefix>: error:
    <message>`` (:func:`error_line`), and its exit status: 2 for a
    :class:`UsageError`, a :class:`~lexitile.errors.LexitileError` (a bad option, a
    file that cannot be read or replayed, a lexicon not found), a file system error
    the command did not expect, a database that cannot be read, and for an unexpected
    exception (a bug: the line names its type, never a traceback); 130 for ctrl+c; 0
    when the reader of standard output went away (``| head``). The prefix is
    ``lexitile`` unless the command set ``error_prefix`` (``lexitile crosswise``).
    An interface language the screens do not speak (``--ui-lang xx``) is refused the
    same way before the command starts, and so is a command that would open a screen
    (its parser's default ``opens_screen(args)`` says so) while standard input is not a
    terminal: the screens read their keys from it.
    """
    from lexitile.i18n import is_ui_language  # noqa: PLC0415 - loaded when the command runs: the command line starts fast

    prefix = getattr(args, "error_prefix", "lexitile")
    ui_lang = getattr(args, "ui_lang", None)
    if ui_lang is not None and not is_ui_language(ui_lang):
        print(f"{prefix}: error: --ui-lang {ui_lang}: the screens speak en, de or pt_BR", file=sys.stderr)
        return 2
    opens_screen = getattr(args, "opens_screen", None)
    if opens_screen is not None and opens_screen(args) and not stdin_is_terminal():
        command = f"lexitile {args.command}" if getattr(args, "command", None) else "lexitile"
        print(
            f"{prefix}: error: {command} opens a screen, but standard input is not a terminal "
            "(run it in a terminal; the print-only modes need none)",
            file=sys.stderr,
        )
        return 2
    try:
        return int(args.func(args))
    except KeyboardInterrupt:
        return 130
    except BrokenPipeError:
        return 0
    except Exception as exc:  # noqa: BLE001 - the one place an error becomes a line, never a traceback
        print(f"{prefix}: error: {readable(error_line(exc, args))}", file=sys.stderr)
        return 2


def stdin_is_terminal() -> bool:
    """True when standard input is a terminal (not a file, a pipe, or closed)."""
    try:
        return sys.stdin is not None and sys.stdin.isatty()
    except (ValueError, OSError):  # closed, or detached
        return False


#: The longest error line printed, in characters: a line of input quoted whole (a
#: record's line of a megabyte) is cut in its middle, keeping where and the code; room
#: enough for a message naming two long paths.
MAX_ERROR_CHARS = 1000


def readable(line: str) -> str:
    """``line`` cut to :data:`MAX_ERROR_CHARS` characters when longer: its start (the
    file, the line number and what was wrong) and its end (the ``[CODE]``), joined by
    ``…``. The readers cut their own quotes shorter still
    (:func:`lexitile.text.safe.quoted`); this is the bound for every command."""
    if len(line) <= MAX_ERROR_CHARS:
        return line
    tail = MAX_ERROR_CHARS // 5
    return f"{line[: MAX_ERROR_CHARS - tail - 1]}…{line[-tail:]}"


def error_line(exc: BaseException, args: argparse.Namespace | None = None) -> str:
    """What standard error says about ``exc`` (English, after ``lexitile: error: ``).

    Args:
        exc: what the command raised.
        args: the command's arguments; an unexpected exception names ``args.file``.

    Returns:
        A project error as its message, with the ``[CODE]`` of a record's fault
        (``NO_MATCHING_TOKEN``...) when its text does not end with it already; a file
        system error as ``FILE: reason``; a database error as ``the league database:
        reason``; anything else (a bug) as ``FILE: TypeName: message``.
    """
    if isinstance(exc, (UsageError, LexitileError)):
        code = getattr(exc, "code", None)
        text = str(exc)
        if isinstance(code, str) and code != "INVALID" and not text.endswith(f"[{code}]"):
            text += f" [{code}]"
        return text
    if isinstance(exc, OSError):
        where = f"{exc.filename}: " if exc.filename else ""
        return f"{where}{exc.strerror or exc}"
    if type(exc).__module__ == "sqlite3":
        return f"the league database: {exc}"
    file = getattr(args, "file", None)
    where = f"{file}: " if isinstance(file, str) and file else ""
    return f"{where}{type(exc).__name__}: {exc}"
