"""``lexitile replay FILE.gcg [--board FILE|NAME] [--tiles NAME] [--lexicon NAME|PATH] [--ui-lang LANG]``.

Opens the replay screen (:mod:`lexitile.tui.screens.replay`): the board after
any event of the record, the move list, the itemised score, every player's score, the
notes and the tiles unseen by the player to move; ``n`` starts a game from the selected
position. ``--board``/``--tiles`` apply to records whose pragmas do not decide (as for
``lexitile verify``); ``--lexicon`` is the word list of games started from a position
(default: the built-in list of the record's language); ``--ui-lang`` the language of the
screens (``en``, ``de``, ``pt_BR``; default: the system locale, else English).

FILE may also be the record of another game whose mode replays it
(:attr:`lexitile.core.modes.GameMode.record_tools`): a duplicate record (``.dpl``) opens
duplicate's replay screen, as ``lexitile duplicate --replay`` does.

A record of a game still in play (not over, not resigned) is shown with its racks
hidden -- no rack, exchanged tile or per-player unseen tile, and no game from a position
-- and the header says "racks hidden: game in play"; a finished record shows them.

Exit status: 0 after viewing; 1 when the file could not be shown (the error screen gave
the line and the reason); 2 for a usage error (a ``--board``/``--tiles`` that cannot be
loaded, a file that does not exist or cannot be opened), reported as one line on
standard error. Nothing ends in a traceback.
"""

from __future__ import annotations

import argparse
from pathlib import Path
from typing import TYPE_CHECKING

from lexitile.errors import UsageError

if TYPE_CHECKING:
    from lexitile.games.crossword.records.replay_model import ReplayLoadError, ReplayModel
    from lexitile.games.crossword.rules.layout import BoardLayout
    from lexitile.games.crossword.rules.tiles import TileSet

__all__ = ["register", "run"]


def register(subparsers: argparse._SubParsersAction[argparse.ArgumentParser]) -> None:
    """Add the ``replay`` sub-command to ``subparsers`` (``func`` is :func:`run`)."""
    parser = subparsers.add_parser(
        "replay",
        help="step through a GCG record in the terminal",
        description="Replay a GCG file event by event: the board, the move list, every score, the "
        "itemised score of each move, the notes, the tiles unseen by the player to move. Keys: "
        "left/right one event, Home/End, PgUp/PgDn ten events, a number + Enter a turn, n a new game "
        "from the position shown, q quit.",
    )
    parser.add_argument("file", metavar="FILE.gcg", help="the GCG file, or a duplicate record (.dpl)")
    parser.add_argument(
        "--board",
        metavar="FILE|NAME",
        help="board layout for files without #board-layout (standard15, super21, palavras17x15 or a layout file)",
    )
    parser.add_argument("--tiles", metavar="NAME", help="tile set for files whose pragmas and letters do not decide it")
    parser.add_argument(
        "--lexicon", metavar="NAME|PATH", help="word list of games started from a position (default: by the tile set)"
    )
    parser.add_argument(
        "--ui-lang",
        metavar="LANG",
        help="language of the screens: en, de or pt_BR (default: the system locale, else English)",
    )
    parser.set_defaults(func=run, opens_screen=opens_screen)


def opens_screen(args: argparse.Namespace) -> bool:
    """Every ``lexitile replay`` opens the replay screen (the command line refuses it
    without a terminal)."""
    return True


def run(args: argparse.Namespace) -> int:
    """Read and replay the file, then run the app; return the exit status."""
    from lexitile.games.crossword.catalog import load_layout, load_tileset  # noqa: PLC0415 - loaded when the command runs: the command line starts fast

    board = load_layout(args.board) if args.board else None
    tiles = load_tileset(args.tiles) if args.tiles else None
    path = Path(args.file)
    if not path.is_file():
        why = "is a directory" if path.is_dir() else "no such file"
        raise UsageError(f"{path}: {why}")
    try:
        with path.open("rb"):
            pass
    except OSError as exc:
        raise UsageError(f"{path}: cannot open: {exc.strerror or exc}") from None
    from lexitile.commands.record_game import record_tools_for  # noqa: PLC0415 - loaded when the command runs: the command line starts fast

    tools = record_tools_for(path, "replay")
    if tools is not None:  # another game's record: its mode's replay screen
        return tools.replay(path, getattr(args, "ui_lang", None))
    from lexitile.games.crossword.records.replay_model import ReplayLoadError  # noqa: PLC0415 - loaded when the command runs: the command line starts fast
    from lexitile.i18n import set_ui_language  # noqa: PLC0415 - loaded when the command runs: the command line starts fast
    from lexitile.tui.screens.replay_app import ReplayApp  # noqa: PLC0415 - the screens load only in the app: Textual stays out of the command line

    try:
        model: ReplayModel | ReplayLoadError = replay_model(path, board, tiles)
    except ReplayLoadError as exc:
        model = exc
    set_ui_language(getattr(args, "ui_lang", None))  # before the app and its screens are created
    app = ReplayApp(model, lexicon_spec=args.lexicon or _installed_list_named(model))
    result = app.run()
    return int(result or 0)


def replay_model(path: Path, board: str | BoardLayout | None = None, tiles: str | TileSet | None = None) -> ReplayModel:
    """The replay of ``path`` as the screen shows it: a record of a game still in play
    has its racks hidden (its players may be at the table; the screen's header says
    so), a finished one shows them.

    Raises:
        ReplayLoadError: the file cannot be shown.
    """
    from lexitile.games.crossword.records.replay_hidden import hide_racks, in_play  # noqa: PLC0415 - loaded when the command runs: the command line starts fast
    from lexitile.games.crossword.records.replay_model import load_replay  # noqa: PLC0415 - loaded when the command runs: the command line starts fast

    model = load_replay(path, board, tiles)
    return hide_racks(model) if in_play(model) else model


def _installed_list_named(model: object) -> str | None:
    """The installed word list (``lexitile lexicon add``) the record's ``#lexicon`` names,
    for games continued from one of its positions; ``None`` for any other name (the
    built-in list of the record's tile set is used then)."""
    record = getattr(model, "record", None)
    named = getattr(record, "lexicon", None)
    if not named:
        return None
    from lexitile.lexicon.userlists import find_installed  # noqa: PLC0415 - loaded when the command runs: the command line starts fast

    entry = find_installed(str(named).strip())
    return entry.name if entry is not None else None
