"""The saved games of every mode, through the one index of
:mod:`lexitile.storage.saved_games`: each mode's reader of its files (the board
game's here, :mod:`lexitile.games.quiddler.listing`, :func:`lexitile.games.crosswise.files.crosswise_entry`,
each named by the mode registry) handed to it, so that storage imports no game.

The saved-games screen and ``lexitile resume`` list, read and pick games with
:func:`scan_saved_games`, :func:`read_entry` and :func:`latest_unfinished`.
"""

from __future__ import annotations

import contextlib
import functools
from pathlib import Path
from typing import cast

from lexitile.core.modes import modes
from lexitile.errors import LexitileError
from lexitile.games.crossword import catalog
from lexitile.languages import language_code_of
from lexitile.savegame import load_saved
from lexitile.storage import saved_games
from lexitile.storage.saved_games import EntryReader, GameKind, SavedEntry, aware_time, file_time
from lexitile.text.safe import visible

__all__ = ["crossword_entry", "latest_unfinished", "read_entry", "readers", "scan_saved_games"]


@functools.lru_cache(maxsize=64)
def _rules_title(spec: str, tiles: str | None) -> str:
    """The title of a rule set as the new-game screen shows it (its file's stem when it
    can no longer be loaded)."""

    try:
        return catalog.load_rules(spec, tiles=tiles).title
    except LexitileError:
        return Path(spec).stem


def crossword_entry(path: Path) -> SavedEntry:
    """The saved-games list row of a board game's state file.

    Raises:
        LexitileError: not a state file the board game accepts.
    """

    saved = load_saved(path)
    language = language_code_of(saved.lexicon, saved.tiles)
    if not language:  # the rule set's own tiles tell the language (Palavras Cruzadas)
        with contextlib.suppress(LexitileError):
            language = language_code_of(None, catalog.load_rules(saved.rules, tiles=saved.tiles).tileset.name)
    gcg = path.with_suffix(".gcg")
    finished = saved.finished or saved.aborted or saved.resigned is not None
    return SavedEntry(
        kind="crossword",
        path=path,
        rules=visible(_rules_title(saved.rules, saved.tiles)),
        language=language,
        players=tuple(saved.players),
        scores=tuple(saved.scores),
        finished=finished,
        modified=aware_time(saved.updated) or file_time(path),
        replay_path=gcg if gcg.is_file() else None,
        robots=tuple(sorted(saved.robots)),
        turn=None if finished else saved.turn,
    )


def readers() -> dict[GameKind, EntryReader]:
    """Every mode's reader of its saved files, as the mode registry names them
    (:attr:`lexitile.core.modes.GameMode.entry_reader`)."""
    return {m.id: cast(EntryReader, m.entry_reader_of()) for m in modes()}


def read_entry(path: Path, kind: GameKind | None = None) -> SavedEntry:
    """The list row of one saved game of any mode (:func:`lexitile.storage.saved_games.read_entry`).

    Raises:
        LexitileError: the file is not a saved game its mode's reader accepts.
    """
    return saved_games.read_entry(path, readers(), kind)


def scan_saved_games(directory: Path | None = None) -> tuple[list[SavedEntry], list[tuple[Path, str]]]:
    """Every saved game of every mode, newest first, and the unreadable files with a
    one-line reason (:func:`lexitile.storage.saved_games.scan_saved_games`)."""
    return saved_games.scan_saved_games(readers(), directory)


def latest_unfinished(directory: Path | None = None) -> SavedEntry | None:
    """The unfinished game of any mode saved most recently, or ``None``."""
    return saved_games.latest_unfinished(readers(), directory)
