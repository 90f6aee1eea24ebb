"""Which game a record named on the command line belongs to: ``export``, ``replay``,
``analyze``, ``verify``, ``moves`` and ``study`` read the board game's GCG records.
``verify``, ``export`` and ``replay`` also read the records of a game whose mode names
:class:`~lexitile.core.modes.RecordTools` (:func:`record_tools_for`); any other game's
record given to them is refused by its game, naming the command that reads it (instead
of a GCG parser error about its first line); the board game's state file leads
``study`` to the record beside it."""

from __future__ import annotations

from pathlib import Path
from typing import NoReturn

from lexitile.core.modes import GameMode, RecordTools, get_mode
from lexitile.errors import InputFileError

#: The mode whose GCG records these commands read: the board game's.
GCG_MODE = "crossword"


def _other_mode(path: str | Path) -> GameMode | None:
    """The mode of a record that is not the board game's, or ``None`` (a GCG record,
    or a file the saved-games list cannot tell: the command's own reader judges it)."""
    from lexitile.storage.saved_games import SavedGameError, detect_kind  # noqa: PLC0415 - loaded when the command runs: the command line starts fast

    try:
        kind = detect_kind(Path(path))
    except SavedGameError:
        return None
    return None if kind == GCG_MODE else get_mode(kind)


def record_tools_for(path: str | Path, command: str) -> RecordTools | None:
    """The tools that read ``path`` when it is another game's record, by the registry.

    The game is told by the file's first line, else by its suffix (as the saved-games
    list tells it): a damaged ``.dpl`` is read by the game whose ending it has, whose
    reader says what is wrong with it by line.

    Args:
        path: the file named on the command line.
        command: the sub-command asking (``verify``, ``export``, ``replay``).

    Returns:
        The mode's :class:`~lexitile.core.modes.RecordTools`, or ``None`` for a board
        game's record or a file no mode claims (the command reads it as GCG).

    Raises:
        InputFileError: another game's record whose mode names no tools (the message
            names the command that reads it, as :func:`refuse_other_game`).
    """
    mode = _other_mode(path)
    if mode is None:
        return None
    tools = mode.record_tools_of()
    if tools is None:
        _refuse(mode, path, command)
    return tools


def _refuse(mode: GameMode, path: str | Path, command: str) -> NoReturn:
    title, reader = mode.title, " ".join(("lexitile", *mode.replay_argv))
    raise InputFileError(
        f"a {title} record, not a board game's GCG record: lexitile {command} reads GCG records;"
        f" step through this one with: {reader} {path}",
        path,
    )


def refuse_other_game(path: str | Path, command: str) -> None:
    """Refuse a record of another game than the board game.

    The game is told by the file's first bytes alone (``%quiddler-record``,
    ``lexitile-crosswise``, ``lexitile-duplicate``:
    :func:`lexitile.storage.saved_games.kind_by_content`), never by its suffix: a file
    named ``x.dpl`` that is not a Duplicate record is not called one, and its reading
    is left to the command's own reader (the GCG reader's one-line error), as is a
    missing file and the board game's own files.

    Args:
        path: the file named on the command line.
        command: the sub-command refusing it (``export``, ``replay``, ``analyze``,
            ``verify``, ``moves``, ``study``).

    Raises:
        InputFileError: ``path`` is a Quiddler, Crosswise or Duplicate record (the
            message names the game and the command that reads it).
    """
    from lexitile.storage.saved_games import kind_by_content  # noqa: PLC0415 - loaded when the command runs: the command line starts fast

    kind = kind_by_content(Path(path))
    if kind is not None and kind != GCG_MODE:
        _refuse(get_mode(kind), path, command)


def board_record(path: str | Path, command: str) -> Path:
    """The GCG record to read for ``path``: ``path`` itself, or, when it is the board
    game's state file (the ``.json`` the game-over screen shows first), the record saved
    beside it under the same stem (``game.json`` -> ``game.gcg``), as the game saves them.

    Args:
        path: the file named on the command line.
        command: the sub-command reading it (``study``).

    Raises:
        InputFileError: ``path`` is another game's record (:func:`refuse_other_game`),
            or a state file with no GCG record beside it (the message names the ``.gcg``
            to give).
    """
    from lexitile.storage.saved_games import kind_by_content  # noqa: PLC0415 - loaded when the command runs: the command line starts fast

    refuse_other_game(path, command)
    p = Path(path)
    if kind_by_content(p) != GCG_MODE:
        return p
    beside = p.with_suffix(".gcg")
    if beside.is_file():
        return beside
    raise InputFileError(
        f"the board game's state file, not its GCG record, and no {beside} beside it:"
        f" lexitile {command} reads the game's .gcg record; give it",
        p,
    )
