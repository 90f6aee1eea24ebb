"""One index of the saved games of every mode: list them, tell their kind, delete one.

The saved-games screen and ``lexitile resume --list`` show the same rows: the game
(board game, Quiddler, Crosswise), rule set or match, language, players, scores,
finished or not, the time of the last save and the file. Every file is read with a
bounded size and checked by its mode's own reader (:data:`EntryReader`, handed in by
the caller: the board game's state file schema, the Quiddler and Crosswise record
parsers, which replay the record; this module imports no game); a file that does
not pass is listed apart with a one-line reason, and never hides the others. Texts
taken from a file (names, rule-set titles, reasons) have their control characters made
visible (:func:`lexitile.text.safe.visible`).

Folders: :func:`lexitile.storage.paths.save_dirs` (``<data dir>/games`` for every mode,
and the folders where earlier versions kept Quiddler and Crosswise records).
"""

from __future__ import annotations

import contextlib
import glob
import os
import re
from collections.abc import Callable, Iterable, Mapping
from dataclasses import dataclass, replace
from datetime import UTC, datetime
from pathlib import Path

from lexitile.core.modes import get_mode, modes
from lexitile.errors import InputFileError
from lexitile.storage.paths import GameKind, kind_of_suffix, save_dirs
from lexitile.text.safe import visible
from lexitile.textfiles import read_text_file

__all__ = [
    "MAX_RECORD_BYTES",
    "EntryReader",
    "GameKind",
    "SavedEntry",
    "SavedGameError",
    "aware_time",
    "delete_saved_game",
    "detect_kind",
    "file_time",
    "kind_by_content",
    "read_entry",
    "read_record",
    "scan_saved_games",
]

#: Largest Quiddler or Crosswise record read (a long game is a few kilobytes).
MAX_RECORD_BYTES = 4 * 1024 * 1024
#: Bytes read to tell a file's kind.
_HEAD_BYTES = 4096
#: Longest reason shown for an unreadable file.
_REASON_LENGTH = 300


class SavedGameError(InputFileError):
    """A file that is not a saved game of any mode, or a saved game that cannot be
    deleted; the message names the file and says why."""


@dataclass(frozen=True)
class SavedEntry:
    """One saved game, as listed.

    Attributes:
        kind: the game mode (``crossword`` is the board game).
        path: the file ``lexitile resume PATH`` takes (board game: the ``.json`` state
            file; Quiddler ``.qdl``; Crosswise ``.cwr``).
        rules: the rule set's title (board game), ``Quiddler`` (with the deck when it is
            not the English one), or ``Crosswise`` with its match option.
        language: lexicon language code (``en``, ``de``, ``pt``); ``""`` when no
            built-in language is known (a word list of one's own; Crosswise has no
            words).
        players: seat names in seating order (pairs: the team names), made visible.
        scores: one per seat: board game and Quiddler the totals; Crosswise each
            seat's side: victories in a ``match``, points otherwise (the finished
            games' sum plus the game in progress).
        finished: the game (the match) has ended, or was resigned or annulled.
        modified: the time of the last save (aware, UTC).
        replay_path: a record that can be replayed read-only (the board game's GCG
            beside its state file; the Quiddler and Crosswise record itself), or
            ``None``.
        moved_to: the file the game went on in when this one could not be written
            ("save there"; :func:`lexitile.storage.locks.moved_to`): this copy is behind
            it and is not resumed; ``None`` otherwise.
        robots: the seats (0-based, as ``players``) a computer plays.
        turn: the seat (0-based) on turn in a game in play; ``None`` when it is over,
            or when every seat enters at once (duplicate).
    """

    kind: GameKind
    path: Path
    rules: str
    language: str
    players: tuple[str, ...]
    scores: tuple[int, ...]
    finished: bool
    modified: datetime
    replay_path: Path | None
    moved_to: Path | None = None
    robots: tuple[int, ...] = ()
    turn: int | None = None


# --------------------------------------------------------------------- kinds


def detect_kind(path: Path) -> GameKind:
    """The mode of a saved game file, by its first line (``%quiddler-record``,
    ``lexitile-crosswise``, a JSON object with ``"format": "lexitile-save"``), else by
    its suffix (``.json`` and ``.gcg`` board game, ``.qdl``, ``.cwr``). The file is not
    checked further: the mode's reader says what is wrong with it.

    Args:
        path: the file (``~`` is expanded).

    Raises:
        SavedGameError: no such file, a folder, unreadable, or neither its first line
            nor its suffix is a saved game's.
    """
    p = Path(path).expanduser()
    try:
        if p.is_dir():
            raise SavedGameError("is a directory, not a saved game", p)
        if not p.exists():
            raise SavedGameError("no such saved game", p)
        if not p.is_file():
            raise SavedGameError("is not a regular file (a device or a pipe), not a saved game", p)
        with p.open("rb") as f:
            head = f.read(_HEAD_BYTES)
    except OSError as exc:
        raise SavedGameError(f"cannot read saved game: {exc.strerror or exc}", p) from None
    kind = _kind_of_head(head)
    if kind is not None:
        return kind
    kind = kind_of_suffix(p)
    if kind is not None:
        return kind
    raise SavedGameError(
        "not a saved game of lexitile (a board game .json, a Quiddler .qdl or a Crosswise .cwr record)", p
    )


def kind_by_content(path: Path) -> GameKind | None:
    """The mode whose save ``path``'s first bytes are (its mode's ``signature``), else
    ``None``: unlike :func:`detect_kind`, the suffix alone names no game (a file called
    ``x.dpl`` that is not a Duplicate record is nobody's record).

    Args:
        path: the file (``~`` is expanded).

    Returns:
        The mode's id, or ``None`` also when the file cannot be read (its reader says why).
    """
    try:
        with Path(path).expanduser().open("rb") as f:
            head = f.read(_HEAD_BYTES)
    except OSError:
        return None
    return _kind_of_head(head)


def _kind_of_head(head: bytes) -> GameKind | None:
    text = head.decode("utf-8", errors="replace").removeprefix("\ufeff")
    for mode in modes():
        if re.search(mode.signature, text):
            return mode.id
    return None


# --------------------------------------------------------------------- reading


def aware_time(stamp: str) -> datetime | None:
    """An ISO 8601 time as an aware UTC datetime (a time without offset is local), or
    ``None`` when ``stamp`` is not one."""
    try:
        when = datetime.fromisoformat(stamp)
    except ValueError:
        return None
    return when.astimezone(UTC)


def file_time(path: Path) -> datetime:
    """The time ``path`` was last written (aware, UTC)."""
    return datetime.fromtimestamp(path.stat().st_mtime, UTC)


def read_record(path: Path, what: str, error: type[InputFileError]) -> str:
    """The text of a saved record, read with the index's size bound
    (:data:`MAX_RECORD_BYTES`).

    Raises:
        ``error``: unreadable, too large or not UTF-8 (the message names the file).
    """
    return read_text_file(path, what, error, limit=MAX_RECORD_BYTES)


def _reason(exc: BaseException) -> str:
    """A one-line reason, without the file name (the list shows the file)."""
    message = getattr(exc, "message", None)
    text = message if isinstance(message, str) else f"{type(exc).__name__}: {exc}"
    text = visible(" ".join(text.split()))
    return text if len(text) <= _REASON_LENGTH else text[: _REASON_LENGTH - 1] + "…"


#: How a mode reads the list row of one of its saved games (each game's own code:
#: the index imports no game). Raises a LexitileError for a file it does not accept.
EntryReader = Callable[[Path], SavedEntry]


def read_entry(path: Path, readers: Mapping[GameKind, EntryReader], kind: GameKind | None = None) -> SavedEntry:
    """The list row of one saved game.

    Args:
        path: the save file.
        readers: each mode's reader of its files.
        kind: its mode (default: :func:`detect_kind`).

    Raises:
        LexitileError: the file is not a saved game its mode's reader accepts (the
            message names the file and the fault).
    """
    p = Path(path)
    return readers[kind or detect_kind(p)](p)


def _candidates(folders: Iterable[Path]) -> list[tuple[Path, GameKind]]:
    seen: set[Path] = set()
    out: list[tuple[Path, GameKind]] = []
    for folder in folders:
        try:
            if not folder.is_dir():
                continue
            names = sorted(folder.iterdir())
        except OSError:
            continue
        for p in names:
            kind = kind_of_suffix(p)
            if p.name.startswith(".") or kind is None or not get_mode(kind).owns_file(p.name) or p in seen:
                continue
            seen.add(p)
            out.append((p, kind))
    return out


def scan_saved_games(
    readers: Mapping[GameKind, EntryReader], directory: Path | None = None
) -> tuple[list[SavedEntry], list[tuple[Path, str]]]:
    """Every saved game of every mode, newest first, and the unreadable files with a
    one-line reason.

    Args:
        readers: each mode's reader of its files; files of a mode without one are
            left out.
        directory: the one folder to look in; default every folder of
            :func:`lexitile.storage.paths.save_dirs` (``<data dir>/games`` and the
            folders of earlier versions).

    Returns:
        ``(entries, unreadable)``: the entries sorted by :attr:`SavedEntry.modified`,
        newest first; the files that are not a saved game their mode's reader accepts,
        as ``(path, reason)`` sorted by path. A folder that does not exist or cannot be
        read has no games.
    """
    from lexitile.storage.locks import moved_to  # noqa: PLC0415 - loaded on first use, not at start-up

    folders = [directory] if directory is not None else save_dirs()
    entries: list[SavedEntry] = []
    bad: list[tuple[Path, str]] = []
    for path, kind in _candidates(folders):
        reader = readers.get(kind)
        if reader is None:
            continue
        try:
            entry = reader(path)
        except Exception as exc:  # noqa: BLE001 - one damaged file must never hide the other games
            bad.append((path, _reason(exc)))
            continue
        moved = moved_to(path)
        entries.append(entry if moved is None else replace(entry, moved_to=moved))
    entries.sort(key=lambda e: (e.modified, str(e.path)), reverse=True)
    bad.sort(key=lambda item: str(item[0]))
    return entries, bad


def latest_unfinished(readers: Mapping[GameKind, EntryReader], directory: Path | None = None) -> SavedEntry | None:
    """The unfinished game of any mode saved most recently, or ``None``; a copy left
    behind by "save there" (:attr:`SavedEntry.moved_to`) is not one."""
    return next((e for e in scan_saved_games(readers, directory)[0] if not e.finished and e.moved_to is None), None)


# --------------------------------------------------------------------- deleting


def files_of(entry: SavedEntry) -> list[Path]:
    """Every file of a saved game that exists: the save first, then (board game) the
    GCG record beside it, then lock and temporary files left beside them."""
    main = entry.path
    companions = [main.with_suffix(suffix) for suffix in get_mode(entry.kind).companion_suffixes]
    from lexitile.storage.locks import lock_path  # noqa: PLC0415 - loaded on first use, not at start-up

    out = [p for p in (main, *companions, lock_path(main)) if p.is_file()]
    for named in (main, *companions):
        pattern = re.compile(rf"^\.{re.escape(named.name)}\.[A-Za-z0-9_]{{8}}\.tmp$")
        with contextlib.suppress(OSError):
            out += sorted(p for p in named.parent.glob(f".{glob.escape(named.name)}.*.tmp") if pattern.match(p.name))
    return out


def delete_saved_game(entry: SavedEntry) -> None:
    """Remove every file of a saved game (:func:`files_of`): the save, the board game's
    GCG record, and the lock and temporary files beside them.

    Args:
        entry: the game, as :func:`scan_saved_games` listed it.

    Raises:
        SavedGameError: the game is open in another lexitile (who has it is named),
            or its folder cannot be written (nothing is removed then), or a file
            cannot be removed.
    """
    from lexitile.storage.locks import owner_of, release_lock_of  # noqa: PLC0415 - loaded on first use, not at start-up

    path = entry.path
    owner = owner_of(path)
    if owner is not None and owner.pid != os.getpid():
        raise SavedGameError(
            f"cannot delete: this game is open in another lexitile (process {owner.pid} on {owner.host}, "
            f"since {owner.since}); close it there first",
            path,
        )
    if path.parent.is_dir() and not os.access(path.parent, os.W_OK | os.X_OK):
        raise SavedGameError("cannot delete: its folder cannot be written", path)
    release_lock_of(path)
    for p in files_of(entry):
        try:
            p.unlink()
        except FileNotFoundError:
            continue
        except OSError as exc:
            raise SavedGameError(f"cannot delete {p.name}: {exc.strerror or exc}", path) from None
