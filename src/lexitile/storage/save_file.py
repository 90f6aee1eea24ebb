"""The file a game in play is saved to: its lock, its atomic writes, and the truth about
the last one.

A table session (Quiddler, Crosswise) holds one :class:`SaveFile` and calls
:meth:`SaveFile.write` with the record's text after every action. A write that fails
does not raise: the game goes on in memory, :attr:`SaveFile.unsaved` says the file is
behind it, and the screen shows the save-failed dialog, which retries
(:meth:`SaveFile.write` again) or saves somewhere else (:meth:`SaveFile.move_to`)
until the game is saved. While a game is open its file is locked
(:mod:`lexitile.storage.locks`): a second program opening it is refused with who has it.
"""

from __future__ import annotations

from pathlib import Path

from lexitile.core.message import Message
from lexitile.errors import LexitileError
from lexitile.storage.locks import GameLock
from lexitile.textfiles import atomic_write_text

__all__ = ["SaveFile"]


class SaveFile:
    """Where one game is saved, and whether the last save worked.

    Args:
        path: the save file; ``None`` for a game that is not saved.

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

    def __init__(self, path: Path | None):
        self.path = path
        self.lock: GameLock | None = None
        self.unsaved = False
        self.save_error: str | None = None
        self.save_problem: Message | None = None

    def take_lock(self) -> None:
        """Lock the file for this program (one writer per game); a folder that cannot
        be written is no error here (the write says so).

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
            self._failed(exc.strerror or str(exc))
            self.unsaved = True
            return False
        self.unsaved = False
        self.save_error = None
        self.save_problem = None
        return True

    def move_to(self, path: Path, text: str) -> bool:
        """Save the game in another file from now on (the old one cannot be written);
        the old file, if any, is left as it was.

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
            old_lock.release()
        return True

    def _failed(self, error: str) -> None:
        self.save_error = f"could not save the game: {error}"
        self.save_problem = Message("table.save-failed", {"error": error})
