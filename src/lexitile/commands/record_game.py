"""Which game a record named on the command line belongs to: ``export``, ``replay``,
``analyze``, ``verify`` and ``moves`` read the board game's GCG records. ``verify``,
``export`` and ``replay`` also read the records of a game whose mode names
:class:`~lexitile.core.modes.RecordTools` (:func:`record_tools_for`); any other game's
record given to them is refused by its game, naming the command that reads it (instead
of a GCG parser error about its first line)."""

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

    The game is told as :func:`refuse_other_game` tells it (first line, else suffix).

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

    The game is told by the file's first line (``%quiddler-record``,
    ``lexitile-crosswise``), else by its suffix (``.qdl``, ``.cwr``), as the saved-games
    list tells it (:func:`lexitile.storage.saved_games.detect_kind`). Anything else,
    a missing file included, is left to the command's own reader.

    Args:
        path: the file named on the command line.
        command: the sub-command refusing it (``export``, ``replay``, ``analyze``,
            ``verify``, ``moves``).

    Raises:
        InputFileError: ``path`` is a Quiddler or Crosswise record (the message names
            the game and the command that reads it).
    """
    mode = _other_mode(path)
    if mode is not None:
        _refuse(mode, path, command)
