"""``lexitile resume [FILE]``: continue a saved game exactly where it stopped.

Without FILE, the most recently played unfinished game in the user data directory
(``$LEXITILE_DATA_DIR`` or the platform's data folder, ``games/``). FILE is a state
file (``.json``) or the ``.gcg`` record beside one. A finished game opens on its result.
"""

from __future__ import annotations

import argparse
import sys
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from lexitile.storage.locks import GameLockedError


def register(subparsers: argparse._SubParsersAction[argparse.ArgumentParser]) -> None:
    """Add the ``resume`` sub-command to ``subparsers`` (``func`` is :func:`run`)."""
    parser = subparsers.add_parser(
        "resume",
        help="continue a saved game",
        description="Continue a saved game (same racks, same bag order). Without FILE, the "
        "most recent unfinished game from the user data directory.",
    )
    parser.add_argument("file", nargs="?", metavar="FILE", help="saved game (.json, or the .gcg beside it)")
    parser.add_argument(
        "--ui-lang",
        metavar="LANG",
        help="language of the screens: en, de or pt_BR (default: the system locale, else English)",
    )
    parser.add_argument("--list", action="store_true", help="list the saved games instead")
    parser.set_defaults(func=run)


def run(args: argparse.Namespace) -> int:
    """Resume the game in the app; return the exit status (2 when none can be read)."""
    from lexitile.errors import LexitileError
    from lexitile.savegame import games_dir, latest_unfinished, load_saved, scan_saved
    from lexitile.storage.locks import GameLockedError

    if args.list:
        from lexitile.tui.screens.saved_games import saved_row

        games, unreadable = scan_saved()
        if not games and not unreadable:
            print(f"no saved games in {games_dir()}")
        for saved in games:
            when, players, scores, state = saved_row(saved)
            print(f"{when}  {players:<30} {scores:<16} {state:<18} {saved.path}")
        for path, reason in unreadable:
            print(f"unreadable        {reason}  {path}")
        return 0
    try:
        if args.file:
            saved = load_saved(args.file)
        else:
            latest = latest_unfinished()
            if latest is None:
                print(f"lexitile: error: no unfinished game saved in {games_dir()}", file=sys.stderr)
                return 2
            saved = latest
        from lexitile.tui.launch import resume_session

        session = resume_session(saved)
    except GameLockedError as exc:
        return _locked(exc, args)
    except LexitileError as exc:
        print(f"lexitile: error: {exc}", file=sys.stderr)
        return 2
    from lexitile.i18n import set_ui_language
    from lexitile.tui.app import LexitileApp

    set_ui_language(args.ui_lang)
    return int(LexitileApp(session).run() or 0)


def _locked(exc: GameLockedError, args: argparse.Namespace) -> int:
    """The game is open in another program: say who has it and offer the read-only
    replay of its GCG record (asked on a terminal; exit status 2 otherwise)."""
    print(f"lexitile: error: {exc}", file=sys.stderr)
    record = exc.path.with_suffix(".gcg")
    if not record.is_file():
        return 2
    print(f"lexitile: `lexitile replay {record}` shows it read-only.", file=sys.stderr)
    if not sys.stdin.isatty():
        return 2
    try:
        answer = input("Replay it read-only now? [y/N] ")
    except EOFError:
        return 2
    if answer.strip().lower() not in ("y", "yes"):
        return 2
    from lexitile.cli import main

    argv = ["replay", str(record)] + (["--ui-lang", args.ui_lang] if args.ui_lang else [])
    return main(argv)
