"""The file a game in play is saved to: its lock, its atomic writes, and the truth about
the last one.

Every table session (the board game, Quiddler, Crosswise) holds one :class:`SaveFile`
and calls :meth:`SaveFile.write` with the file's text after every action. A write that
fails does not raise: the game goes on in memory, :attr:`SaveFile.unsaved` says the file
is behind it, and the screen shows the save-failed dialog, which retries
(:meth:`SaveFile.write` again) or saves somewhere else (:meth:`SaveFile.move_to`)
until the game is saved. While a game is open its file is locked
(:mod:`lexitile.storage.locks`): a second program opening it is refused with who has it.
A file written beside the save for people and other programs (the board game's GCG
record) that fails is told (:meth:`SaveFile.failed_beside`) without making the game
unsaved: the save itself is what resumes.
"""

from __future__ import annotations

import contextlib
import glob
import os
from collections.abc import Callable
from pathlib import Path

from lexitile.core.message import Message
from lexitile.errors import LexitileError
from lexitile.storage.locks import GameLock
from lexitile.text.render import english
from lexitile.textfiles import atomic_write_text

__all__ = ["SaveFile", "SavedTable", "short_reason"]


def _same_path(a: Path, b: Path) -> bool:
    try:
        return os.path.samefile(a, b)
    except OSError:
        return a.absolute() == b.absolute()


def short_reason(exc: OSError) -> str:
    """The system's reason alone (``No space left on device``), without the errno or file."""
    return exc.strerror or str(exc)


class SaveFile:
    """Where one game is saved, and whether the last save worked.

    Args:
        path: the save file; ``None`` for a game that is not saved.
        explain: how a failed write's system error is told in :attr:`save_problem`
            (field ``error``): :func:`short_reason` (Quiddler, Crosswise), or ``str``
            for the whole message with its errno and file (the board game, whose
            command line names the folder that cannot be written).

    Attributes:
        path: the save file, or ``None``.
        lock: the game's lock while this program holds it.
        unsaved: True while the file is behind the game in memory (the last write
            failed): nothing may claim the game is saved, and quitting loses actions.
        save_error: the last failure as an English sentence (command line, logs),
            or ``None``.
        save_problem: the same as data (code ``table.save-failed``, field ``error``:
            the system's message), for screens in the interface language.
    """

    def __init__(self, path: Path | None, *, explain: Callable[[OSError], str] = short_reason):
        self.path = path
        self.explain = explain
        self.lock: GameLock | None = None
        self.unsaved = False
        self.save_error: str | None = None
        self.save_problem: Message | None = None

    def take_lock(self) -> None:
        """Lock the file for this program (one writer per game), then remove the
        temporary files a save of it killed half-way left (no one else writes them
        now); a folder that cannot be written is no error here (the write says so).

        Raises:
            GameLockedError: another live program has the game open.
        """
        if self.path is None or self.lock is not None:
            return
        lock = GameLock(self.path)
        try:
            lock.acquire()
        except OSError:
            return
        self.lock = lock
        with contextlib.suppress(OSError):
            self.remove_leftovers()

    def close(self) -> None:
        """The game is no longer open here: give its lock back."""
        if self.lock is not None:
            self.lock.release()
            self.lock = None

    def write(self, text: str) -> bool:
        """Write ``text`` to the file atomically (the folder is created).

        Returns:
            True when written (or when the game is not saved); False when the write
            failed: :attr:`unsaved`, :attr:`save_error` and :attr:`save_problem` say why,
            and the old file is as it was.
        """
        if self.path is None:
            return True
        try:
            atomic_write_text(self.path, text)
        except OSError as exc:
            self._failed(self.explain(exc))
            self.unsaved = True
            return False
        self.unsaved = False
        self.save_error = None
        self.save_problem = None
        return True

    def move_to(self, path: Path, text: str) -> bool:
        """Save the game in another file from now on (the old one cannot be written);
        the old file, if any, is left as it was, and its lock file is left as a mark
        that the game went on in ``path`` (:meth:`GameLock.leave_moved`): resuming the
        old file is refused with a line naming the new one, for as long as the new one
        exists.

        Args:
            path: the new file (``~`` is expanded).
            text: the record to write there.

        Returns:
            True when written there (the lock moves with it); False when this failed too
            (the game stays saved where it was, :attr:`save_error` says why).
        """
        old_path, old_lock = self.path, self.lock
        self.path = Path(path).expanduser()
        self.lock = None
        try:
            self.take_lock()
        except LexitileError as exc:
            self.path, self.lock = old_path, old_lock
            self._failed(str(exc))
            return False
        if not self.write(text):
            self.close()
            self.path, self.lock = old_path, old_lock
            self.unsaved = True
            return False
        if old_lock is not None:
            moved = old_path is not None and old_path.is_file() and not _same_path(old_path, self.path)
            if not (moved and old_lock.leave_moved(self.path)):
                old_lock.release()
        return True

    def failed_beside(self, code: str, error: str) -> None:
        """A file written with the game for people and other programs could not be
        written; the save itself is written (or not) as :attr:`unsaved` says.

        Args:
            code: the problem's message code (``table.gcg-failed``,
                ``table.gcg-update-failed``); its template has the field ``error``.
            error: what went wrong, as the system or the writer said it.
        """
        self.save_problem = Message(code, {"error": error})
        self.save_error = english(self.save_problem)

    def remove_leftovers(self, *beside: Path) -> None:
        """Remove the temporary files that writes killed half-way left of this file and
        of the files ``beside`` it (call it holding the lock: no one else writes them).

        Raises:
            OSError: the folder cannot be read or a file not removed.
        """
        if self.path is None:
            return
        for target in (self.path, *beside):
            for leftover in target.parent.glob(f".{glob.escape(target.name)}.*.tmp"):
                leftover.unlink(missing_ok=True)

    def _failed(self, error: str) -> None:
        self.save_problem = Message("table.save-failed", {"error": error})
        self.save_error = english(self.save_problem)


class SavedTable:
    """What a table session tells about its file, read from its :class:`SaveFile`
    (the attribute ``file``), the same for every mode: the save-failed dialog, the quit
    dialog and the command line ask these."""

    file: SaveFile

    @property
    def path(self) -> Path | None:
        """The file the game is saved to after every action (``None``: not saved)."""
        return self.file.path

    @property
    def unsaved(self) -> bool:
        """True while the file is behind the game in memory (the last save failed):
        nothing may claim the game is saved, and quitting loses actions."""
        return self.file.unsaved

    @property
    def save_problem(self) -> Message | None:
        """Why the last save failed, as data (code ``table.*``), or ``None``."""
        return self.file.save_problem

    @property
    def save_error(self) -> str | None:
        """Why the last save failed, in English (command line, logs), or ``None``."""
        return self.file.save_error

    @property
    def lock(self) -> GameLock | None:
        """The file's lock while this program holds it."""
        return self.file.lock

    def take_lock(self) -> None:
        """Lock the file for this program (one writer per game).

        Raises:
            GameLockedError: another live program has the game open.
        """
        self.file.take_lock()

    def close(self) -> None:
        """The game is no longer open here: give its lock back."""
        self.file.close()
