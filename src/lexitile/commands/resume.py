"""``lexitile resume [FILE]``: continue a saved game of any mode where it stopped.

FILE is a board game's state file (``.json``, or the ``.gcg`` record beside one), a
Quiddler record (``.qdl``) or a Crosswise record (``.cwr``); its mode is read from the
file (:func:`lexitile.storage.saved_games.detect_kind`). Without FILE, the unfinished
game of any mode saved most recently in the user data directory (``$LEXITILE_DATA_DIR``
or the platform's data folder, ``games/``, and the folders of earlier versions). A
finished board game opens on its result; a finished Quiddler game or Crosswise match
opens in its replay. ``--list`` prints every saved game of every mode.

Exit status: 0 after the game; 2 with one line on standard error when the file cannot
be read or resumed (or is open in another lexitile).
"""

from __future__ import annotations

import argparse
import os
import sys
from pathlib import Path
from typing import TYPE_CHECKING

from lexitile.core.modes import get_mode
from lexitile.errors import UsageError

if TYPE_CHECKING:
    from lexitile.storage.locks import GameLockedError
    from lexitile.storage.saved_games import GameKind, SavedEntry


def register(subparsers: argparse._SubParsersAction[argparse.ArgumentParser]) -> None:
    """Add the ``resume`` sub-command to ``subparsers`` (``func`` is :func:`run`)."""
    parser = subparsers.add_parser(
        "resume",
        help="continue a saved game (board game, Quiddler or Crosswise)",
        description="Continue a saved game of any mode: every rack, hand and the board are as they were "
        "saved; later draws from the bag (or stock) are fresh random ones, as the saved files hold no future "
        "draws (docs/saving.md). Without FILE, the most recent unfinished game from the user data directory.",
    )
    parser.add_argument(
        "file",
        nargs="?",
        metavar="FILE",
        help="saved game: a board game .json (or the .gcg beside it), a Quiddler .qdl, a Crosswise .cwr, a duplicate .dpl",
    )
    parser.add_argument(
        "--ui-lang",
        metavar="LANG",
        help="language of the screens: en, de or pt_BR (default: the system locale, else English)",
    )
    parser.add_argument("--list", action="store_true", help="list the saved games of every mode instead")
    parser.set_defaults(func=run, opens_screen=opens_screen)


def opens_screen(args: argparse.Namespace) -> bool:
    """True unless ``--list`` (which only prints): the command line refuses a screen
    without a terminal."""
    return not args.list


def entry_line(entry: SavedEntry) -> str:
    """One line of ``--list``: date, game, rule set, language, players, scores,
    finished or not, file."""
    when = entry.modified.astimezone().strftime("%Y-%m-%d %H:%M")
    scores = " ".join(str(s) for s in entry.scores) or "-"
    state = "moved" if entry.moved_to is not None else "finished" if entry.finished else "unfinished"
    moved = f"  (went on in {entry.moved_to}; this copy is behind it)" if entry.moved_to is not None else ""
    return (
        f"{when}  {get_mode(entry.kind).title:<10}  {entry.rules:<26}  {entry.language or '-':<2}  "
        f"{', '.join(entry.players):<30} {scores:<12} {state:<10}  {entry.path}{moved}"
    )


def list_games() -> int:
    """Print every saved game of every mode, newest first, then the unreadable files."""
    from lexitile.play.saved_entries import scan_saved_games  # noqa: PLC0415 - loaded when the command runs: the command line starts fast
    from lexitile.storage.paths import games_dir  # noqa: PLC0415 - loaded when the command runs: the command line starts fast

    entries, unreadable = scan_saved_games()
    if not entries and not unreadable:
        print(f"no saved games in {games_dir()}")
    for entry in entries:
        print(entry_line(entry))
    for path, reason in unreadable:
        print(f"unreadable        {reason}  {path}")
    return 0


def run(args: argparse.Namespace) -> int:
    """Resume the game in the app; return the exit status (2 when none can be read)."""
    from lexitile.play.saved_entries import latest_unfinished  # noqa: PLC0415 - loaded when the command runs: the command line starts fast
    from lexitile.storage.locks import GameLockedError  # noqa: PLC0415 - loaded when the command runs: the command line starts fast
    from lexitile.storage.paths import games_dir  # noqa: PLC0415 - loaded when the command runs: the command line starts fast
    from lexitile.storage.saved_games import detect_kind  # noqa: PLC0415 - loaded when the command runs: the command line starts fast

    if args.list:
        return list_games()
    try:
        if args.file:
            path = Path(args.file).expanduser()
            kind = detect_kind(path)
        else:
            latest = latest_unfinished()
            if latest is None:
                raise UsageError(f"no unfinished game saved in {games_dir()}")
            path, kind = latest.path, latest.kind
        return resume_game(kind, path, args.ui_lang)
    except GameLockedError as exc:
        return _locked(exc, args)


def resume_game(kind: GameKind, path: Path, ui_lang: str | None = None) -> int:
    """Open a saved game of ``kind`` in its app; return the exit status.

    Raises:
        LexitileError: the board game's file cannot be read or replayed
            (Quiddler and Crosswise report their own errors, exit status 2).
        GameLockedError: the game is open in another lexitile (said before any word
            list loads: a German one takes seconds).
        GameMovedError: the game went on in another file ("save there"): this one is
            behind it.
    """
    from lexitile.play.saved_entries import read_entry  # noqa: PLC0415 - loaded when the command runs: the command line starts fast
    from lexitile.storage.locks import GameLockedError, GameMovedError, moved_to, owner_of  # noqa: PLC0415 - loaded when the command runs: the command line starts fast

    mode = get_mode(kind)
    held = mode.save_of(path)  # the save itself, not a companion beside it (the board game's GCG)
    went = moved_to(held)
    if went is not None:  # saved elsewhere after this file could not be written: behind it (said before reading it)
        raise GameMovedError(held, went)
    finished = read_entry(path, kind).finished
    owner = None if finished else owner_of(held)
    if owner is not None and owner.pid != os.getpid():  # refused before the lexicon loads
        raise GameLockedError(held, owner)
    return mode.file_opener()(path, "finished" if finished else "resume", ui_lang)


def _locked(exc: GameLockedError, args: argparse.Namespace) -> int:
    """The game is open in another program: say who has it and offer the read-only
    replay of its record (asked on a terminal; exit status 2 otherwise): the board
    game's GCG beside its state file, a Quiddler or Crosswise record itself. Those
    replays hide every rack and hand of a game still in play (``lexitile replay``,
    ``quiddler --replay`` and ``crosswise --replay`` decide it from the record)."""
    from lexitile.storage.paths import kind_of_suffix  # noqa: PLC0415 - loaded when the command runs: the command line starts fast

    print(f"lexitile: error: {exc}", file=sys.stderr)
    mode = get_mode(kind_of_suffix(exc.path) or "crossword")
    record = mode.replay_record(exc.path)
    if not record.is_file():
        return 2
    argv = [*mode.replay_argv, str(record)]
    print(
        f"lexitile: `lexitile {' '.join(argv)}` shows it read-only, every rack and hand hidden while it is in play.",
        file=sys.stderr,
    )
    if not sys.stdin.isatty():
        return 2
    try:
        answer = input("Replay it read-only now (racks and hands hidden)? [y/N] ")
    except EOFError:
        return 2
    if answer.strip().lower() not in ("y", "yes"):
        return 2
    return mode.file_opener()(exc.path, "replay", args.ui_lang)
