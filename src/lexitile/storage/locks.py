"""One writer per game: a lock file beside the state file while a game is open.

Two programs saving the same game fork it silently (each overwrites the other's
moves), so a game is locked while it is open: ``.<state file name>.lock`` beside the
state file holds the owner's process id, host and start time. A lock whose owner is
gone (``kill -9``, a crash, a reboot) is stale and taken over; a lock held by this very
process is shared (the same game opened twice in one program is one writer).

The lock is advisory: it is created with ``O_CREAT | O_EXCL`` (atomic on local file
systems), so of two programs starting at once exactly one gets it.
"""

from __future__ import annotations

import atexit
import contextlib
import json
import os
import socket
import time
from dataclasses import dataclass
from pathlib import Path

from lexitile.errors import LexitileError

__all__ = ["GameLock", "GameLockedError", "LockOwner", "lock_path", "owner_of", "release_all", "release_lock_of"]

#: A lock file without a readable owner younger than this is being written: not stale.
FRESH_SECONDS = 10.0


class GameLockedError(LexitileError):
    """The game is open in another program.

    Attributes:
        path: the state file.
        owner: who holds it.
    """

    def __init__(self, path: Path, owner: LockOwner):
        self.path = path
        self.owner = owner
        super().__init__(
            f"{path}: this game is open in another lexitile (process {owner.pid} on {owner.host}, "
            f"since {owner.since}); only one program may save a game at a time"
        )


@dataclass(frozen=True, slots=True)
class LockOwner:
    """Who holds a lock.

    Attributes:
        pid: process id.
        host: host name (a process id means nothing on another host).
        since: local time the lock was taken, ISO 8601 to the second.
        started: the owner's process start time (Linux ``/proc/<pid>/stat`` field 22,
            clock ticks since boot), ``None`` where unknown; a live process with another
            start time has reused the pid.
    """

    pid: int
    host: str
    since: str
    started: int | None = None

    def to_json(self) -> str:
        """The lock file's text."""
        return json.dumps({"pid": self.pid, "host": self.host, "since": self.since, "started": self.started}) + "\n"

    @classmethod
    def from_json(cls, text: str) -> LockOwner | None:
        """Read a lock file's text; ``None`` when it is not one (empty, cut short)."""
        if len(text) > 4096:
            return None
        try:
            data = json.loads(text)
        except ValueError:
            return None
        if not isinstance(data, dict):
            return None
        pid, host, since, started = data.get("pid"), data.get("host"), data.get("since"), data.get("started")
        if not isinstance(pid, int) or isinstance(pid, bool) or not 0 < pid < 2**31:
            return None
        if not isinstance(host, str) or not isinstance(since, str):
            return None
        if started is not None and (not isinstance(started, int) or isinstance(started, bool)):
            started = None
        return cls(pid, host[:255], since[:40], started)

    @classmethod
    def me(cls) -> LockOwner:
        """This process."""
        return cls(os.getpid(), socket.gethostname(), time.strftime("%Y-%m-%d %H:%M:%S"), _start_time(os.getpid()))


def _start_time(pid: int) -> int | None:
    try:
        stat = Path(f"/proc/{pid}/stat").read_text(encoding="ascii", errors="replace")
    except OSError:
        return None
    try:
        return int(stat.rsplit(")", 1)[1].split()[19])
    except (IndexError, ValueError):
        return None


def _alive(owner: LockOwner) -> bool:
    """True unless the owner is known to be gone (same host only)."""
    if owner.host != socket.gethostname():
        return True  # cannot tell: another host's process ids are not ours to check
    try:
        os.kill(owner.pid, 0)
    except ProcessLookupError:
        return False
    except PermissionError:
        pass  # alive, another user's
    except OSError:
        return True
    started = _start_time(owner.pid)
    return owner.started is None or started is None or started == owner.started


def lock_path(state: Path) -> Path:
    """The lock file of a state file: ``.<name>.lock`` in the same folder."""
    return state.with_name(f".{state.name}.lock")


def owner_of(state: Path) -> LockOwner | None:
    """Who holds the game's lock now, or ``None`` when nobody (or only a stale lock)."""
    path = lock_path(state)
    try:
        text = path.read_text(encoding="utf-8", errors="replace")
    except OSError:
        return None
    owner = LockOwner.from_json(text)
    if owner is None:
        return None
    return owner if _alive(owner) else None


class GameLock:
    """The lock of one game, taken by :meth:`acquire`, given back by :meth:`release`
    (and at exit).

    Args:
        state: the state file (it need not exist yet).
    """

    def __init__(self, state: Path):
        self.state = Path(state)
        self.path = lock_path(self.state)
        self.held = False

    def acquire(self) -> GameLock:
        """Take the lock.

        Returns:
            ``self``.

        Raises:
            GameLockedError: another live process holds it.
            OSError: the folder cannot be written (the caller's save will say so too).
        """
        if self.held:
            return self
        me = LockOwner.me()
        # the game's folder may not exist before its first save (a fresh data folder)
        self.path.parent.mkdir(parents=True, exist_ok=True)
        for _attempt in range(3):
            try:
                fd = os.open(self.path, os.O_WRONLY | os.O_CREAT | os.O_EXCL, 0o644)
            except FileExistsError:
                owner = self._existing()
                if owner is not None and owner.pid == me.pid and owner.host == me.host:
                    self._hold()
                    return self
                if owner is not None:
                    raise GameLockedError(self.state, owner) from None
                with contextlib.suppress(FileNotFoundError):
                    self.path.unlink()  # stale: its owner is gone
                continue
            with os.fdopen(fd, "w", encoding="utf-8") as f:
                f.write(me.to_json())
            self._hold()
            return self
        raise GameLockedError(self.state, LockOwner(0, "?", "?"))

    def _existing(self) -> LockOwner | None:
        """The live owner of the lock file, or ``None`` when it is stale."""
        try:
            text = self.path.read_text(encoding="utf-8", errors="replace")
            age = time.time() - self.path.stat().st_mtime
        except FileNotFoundError:
            return None
        owner = LockOwner.from_json(text)
        if owner is None:
            # being written right now, or left half-written by a killed program
            return LockOwner(0, socket.gethostname(), "now") if age < FRESH_SECONDS else None
        return owner if _alive(owner) else None

    def _hold(self) -> None:
        self.held = True
        _HELD[self.path] = self

    def release(self) -> None:
        """Give the lock back (only when this process holds it)."""
        if not self.held:
            return
        self.held = False
        _HELD.pop(self.path, None)
        try:
            owner = LockOwner.from_json(self.path.read_text(encoding="utf-8", errors="replace"))
        except OSError:
            return
        if owner is not None and owner.pid == os.getpid():
            with contextlib.suppress(OSError):
                self.path.unlink()


#: Locks this process holds (released at exit).
_HELD: dict[Path, GameLock] = {}


def release_lock_of(state: Path) -> None:
    """Give back this process's lock of a game, if it holds one (the game is being
    deleted or moved)."""
    lock = _HELD.get(lock_path(Path(state)))
    if lock is not None:
        lock.release()


def release_all() -> None:
    """Give back every lock this process holds."""
    for lock in list(_HELD.values()):
        lock.release()


atexit.register(release_all)
