"""Where saved games live and how they are named, for every game mode.

One folder, ``<data dir>/games/``, holds the saved games of every mode; the data dir is
``$LEXITILE_DATA_DIR`` or else ``platformdirs.user_data_dir("lexitile")``
(``~/.local/share/lexitile`` on Linux). Every save is named after the time it was
started and its players, ``2026-12-01-143005-Ann-Bo``, with the suffix of its mode:

========== =========== ==================================================
mode       suffix      what the file is
========== =========== ==================================================
crossword  ``.json``   the board game's state file (its GCG record beside it)
quiddler   ``.qdl``    the Quiddler record
crosswise  ``.cwr``    the Crosswise record (a whole match)
========== =========== ==================================================

Earlier versions kept Quiddler records in ``<data dir>/quiddler/`` and Crosswise
records in ``<data dir>/crosswise/`` (:func:`legacy_dirs`): they are still listed and
resumed from there, and saved on where they are. Every file is written atomically by
:func:`lexitile.textfiles.atomic_write_text` (a temporary file in the same folder,
flushed, then renamed over the old one).

Plain functions of the environment and the clock: no file is created here.
"""

from __future__ import annotations

import os
import re
from collections.abc import Sequence
from datetime import UTC, datetime
from pathlib import Path

from lexitile.core.modes import ModeId, get_mode, modes

__all__ = [
    "DATA_DIR_ENV",
    "GameKind",
    "data_dir",
    "games_dir",
    "kind_of_suffix",
    "legacy_dirs",
    "new_save_path",
    "now_iso",
    "save_dirs",
    "save_suffix",
]

#: The game modes a save belongs to (the mode registry's ids); ``crossword`` is the
#: board game.
GameKind = ModeId

#: Environment variable that overrides the user data directory.
DATA_DIR_ENV = "LEXITILE_DATA_DIR"

#: Characters of a player's name kept in a file name, and how many.
_NAME_CHARS = re.compile(r"[^\w-]+")
_NAME_LENGTH = 12


def data_dir() -> Path:
    """The user data directory: ``$LEXITILE_DATA_DIR``, else the platform's
    ``user_data_dir("lexitile")`` (``~/.local/share/lexitile`` on Linux)."""
    override = os.environ.get(DATA_DIR_ENV)
    if override:
        return Path(override).expanduser()
    import platformdirs  # noqa: PLC0415 - loaded on first use, not at start-up

    return Path(platformdirs.user_data_dir("lexitile", appauthor=False))


def games_dir() -> Path:
    """The folder of saved games of every mode: ``<data dir>/games`` (may not exist yet)."""
    return data_dir() / "games"


def legacy_dirs() -> dict[GameKind, Path]:
    """Folders where earlier versions saved a mode's games (read, never chosen for a
    new game), by mode id: each mode's :attr:`~lexitile.core.modes.GameMode.legacy_folder`
    under the data folder (Quiddler ``<data dir>/quiddler``, Crosswise
    ``<data dir>/crosswise``)."""
    base = data_dir()
    return {mode.id: base / mode.legacy_folder for mode in modes() if mode.legacy_folder}


def save_dirs() -> list[Path]:
    """Every folder that may hold saved games: :func:`games_dir` first, then
    :func:`legacy_dirs`."""
    return [games_dir(), *legacy_dirs().values()]


def kind_of_suffix(path: Path) -> GameKind | None:
    """The mode whose saves end like ``path`` (case-insensitive), or ``None``. A file
    written beside a save (the board game's ``.gcg`` record) is its mode's too
    (:attr:`~lexitile.core.modes.GameMode.companion_suffixes`)."""
    for mode in modes():
        if mode.owns_file(path.name) or mode.owns_companion(path.name):
            return mode.id
    return None


def save_suffix(kind: GameKind) -> str:
    """The file ending of a new save of ``kind`` (the first of its mode's
    :attr:`~lexitile.core.modes.GameMode.record_suffixes`).

    Raises:
        KeyError: no mode has this id.
    """
    return get_mode(kind).record_suffixes[0]


def now_iso() -> str:
    """The current local time as ISO 8601 with offset, to the second."""
    return datetime.now(UTC).astimezone().isoformat(timespec="seconds")


def new_save_path(
    kind: GameKind,
    players: Sequence[str],
    when: datetime | None = None,
    directory: Path | None = None,
) -> Path:
    """A fresh save path such as ``games/2026-12-01-143005-Ann-Bo.qdl``, never an
    existing file (``-2``, ``-3``, ... is added when one is).

    Args:
        kind: the game mode (chooses the suffix, :func:`save_suffix`).
        players: seat names; each is kept to 12 letters, digits, ``_`` and ``-``
            (``p1``, ``p2``... when nothing is left).
        when: the time to name the file after (default: now, local time).
        directory: the folder (default :func:`games_dir`).
    """
    when = when or datetime.now()
    names = "-".join(_NAME_CHARS.sub("", p)[:_NAME_LENGTH] or f"p{i + 1}" for i, p in enumerate(players))
    folder = directory or games_dir()
    suffix = save_suffix(kind)
    stem = f"{when:%Y-%m-%d-%H%M%S}-{names}"
    path = folder / f"{stem}{suffix}"
    n = 2
    while path.exists():
        path = folder / f"{stem}-{n}{suffix}"
        n += 1
    return path
