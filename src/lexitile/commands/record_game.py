"""Which game a record named on the command line belongs to: ``export``, ``replay``,
``analyze``, ``verify`` and ``moves`` read the board game's GCG records, and a Quiddler or Crosswise record
given to them is refused by its game, naming the command that reads it (instead of a
GCG parser error about its first line)."""

from __future__ import annotations

from pathlib import Path

from lexitile.core.modes import get_mode
from lexitile.errors import InputFileError

#: The mode whose GCG records these commands read: the board game's.
GCG_MODE = "crossword"


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
    from lexitile.storage.saved_games import SavedGameError, detect_kind  # noqa: PLC0415 - loaded when the command runs: the command line starts fast

    try:
        kind = detect_kind(Path(path))
    except SavedGameError:
        return
    if kind != GCG_MODE:
        mode = get_mode(kind)
        title, reader = mode.title, " ".join(("lexitile", *mode.replay_argv))
        raise InputFileError(
            f"a {title} record, not a board game's GCG record: lexitile {command} reads GCG records;"
            f" step through this one with: {reader} {path}",
            path,
        )
