"""One writer per game: a lock file beside the state file while a game is open.

Two programs saving the same game fork it silently (each overwrites the other's
moves), so a game is locked while it is open: ``.<state file name>.lock`` beside the
state file holds the owner's process id, host and start time. A lock whose owner is
gone (``kill -9``, a crash, a reboot) is stale and taken over; a lock held by this very
process is shared (the same game opened twice in one program is one writer).

How a lock is held depends on the platform:

* **POSIX** (Linux, macOS, the BSDs): the lock file is opened and locked with
  :func:`fcntl.flock` (exclusive, non-blocking) for as long as the game is open; the
  kernel drops that lock when the process ends, however it ends. Whoever holds the
  ``flock`` decides alone whether the owner written in the file is gone, and takes the
  lock over by rewriting the file in place, so two programs taking over one stale lock
  at once cannot both win. After locking, the file is checked to still be the one at
  the path (a program giving its lock back removes the file while still holding it).
  A file naming a live owner is respected even when no ``flock`` is held on it (a
  program on another host, or an older lexitile).
* **Elsewhere** (Windows): the earlier scheme. The lock file is created with
  ``O_CREAT | O_EXCL``, so of two programs starting at once exactly one gets it; a
  stale one is deleted and created again, and two programs taking over the same stale
  lock at the same instant can, rarely, both succeed.
"""

from __future__ import annotations

import atexit
import contextlib
import json
import os
import socket
import sys
import time
from dataclasses import dataclass
from pathlib import Path

from lexitile.errors import LexitileError

if sys.platform != "win32":
    import fcntl

__all__ = [
    "GameLock",
    "GameLockedError",
    "GameMovedError",
    "LockOwner",
    "lock_path",
    "moved_to",
    "owner_of",
    "release_all",
    "release_lock_of",
    "remove_stale_lock",
]

#: A lock file without a readable owner younger than this is being written: not stale
#: (the scheme without ``flock`` only).
FRESH_SECONDS = 10.0

#: How long a program keeps trying while a lock is held by nobody alive, in seconds: a
#: program checking who holds it (:func:`owner_of`) holds it shared for an instant.
SETTLE_SECONDS = 0.5

#: True where locks are held with :func:`fcntl.flock` (every platform but Windows).
USE_FLOCK = sys.platform != "win32"


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


class GameMovedError(LexitileError):
    """The game of this file went on in another file ("save there", after this one
    could not be written): this copy is behind it and is not resumed.

    Attributes:
        path: the state file left behind.
        moved_to: where the game went on.
    """

    def __init__(self, path: Path, moved_to: Path):
        self.path = path
        self.moved_to = moved_to
        super().__init__(
            f"{path}: this game went on in another file when this one could not be written, so this copy is "
            f"behind it; resume that one: lexitile resume {moved_to}"
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

    def is_me(self) -> bool:
        """True when this process is the owner."""
        return self.pid == os.getpid() and self.host == socket.gethostname()


def _proc_stat(pid: int) -> list[str] | None:
    """The fields of ``/proc/<pid>/stat`` after the command name (state first), or
    ``None`` where there is no such file."""
    try:
        stat = Path(f"/proc/{pid}/stat").read_text(encoding="ascii", errors="replace")
    except OSError:
        return None
    return stat.rsplit(")", 1)[-1].split()


def _start_time(pid: int) -> int | None:
    fields = _proc_stat(pid)
    try:
        return None if fields is None else int(fields[19])
    except (IndexError, ValueError):
        return None


def _alive(owner: LockOwner) -> bool:
    """True unless the owner is known to be gone (same host only); a process that has
    ended but was not yet reaped by its parent (a zombie) is gone."""
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
    fields = _proc_stat(owner.pid)
    if fields and fields[0] in ("Z", "X"):
        return False
    started = _start_time(owner.pid)
    return owner.started is None or started is None or started == owner.started


def lock_path(state: Path) -> Path:
    """The lock file of a state file: ``.<name>.lock`` in the same folder."""
    return state.with_name(f".{state.name}.lock")


def _read_owner(fd: int) -> LockOwner | None:
    """The owner written in an open lock file, or ``None`` when none is readable."""
    try:
        data = os.pread(fd, 4097, 0)
    except OSError:
        return None
    return LockOwner.from_json(data.decode("utf-8", errors="replace"))


def _same_file(fd: int, path: Path) -> bool:
    """True when ``fd`` is still the file at ``path`` (not removed or replaced)."""
    try:
        return os.path.samestat(os.fstat(fd), os.stat(path))
    except OSError:
        return False


def _moved_target(text: str) -> Path | None:
    """The file a "moved" lock file names, or ``None`` when the text is not one."""
    if len(text) > 4096 or '"moved_to"' not in text:
        return None
    try:
        data = json.loads(text)
    except ValueError:
        return None
    target = data.get("moved_to") if isinstance(data, dict) else None
    return Path(target) if isinstance(target, str) and target else None


def moved_to(state: Path) -> Path | None:
    """Where the game of ``state`` went on, when it was saved in another file after
    ``state`` could not be written (:meth:`GameLock.leave_moved`); ``None`` when it was
    not moved, or when that file no longer exists (this copy is then the game's last)."""
    try:
        with lock_path(state).open("rb") as f:
            text = f.read(4097).decode("utf-8", errors="replace")
    except OSError:
        return None
    target = _moved_target(text)
    return target if target is not None and target.is_file() else None


def owner_of(state: Path) -> LockOwner | None:
    """Who holds the game's lock now, or ``None`` when nobody (or only a stale lock)."""
    path = lock_path(state)
    if path in _FDS:
        return LockOwner.me()
    if not USE_FLOCK:
        return _owner_from_text(path)
    try:
        fd = os.open(path, os.O_RDONLY)
    except OSError:
        return None
    try:
        owner = _read_owner(fd)
        try:
            fcntl.flock(fd, fcntl.LOCK_SH | fcntl.LOCK_NB)
        except BlockingIOError:
            # held: by its owner, or by a program writing itself in right now
            return owner if owner is not None else LockOwner(0, socket.gethostname(), "now")
        except OSError:
            pass  # no flock on this file system: the text alone tells
        return owner if owner is not None and _alive(owner) else None
    finally:
        os.close(fd)


def _owner_from_text(path: Path) -> LockOwner | None:
    try:
        text = path.read_text(encoding="utf-8", errors="replace")
    except OSError:
        return None
    owner = LockOwner.from_json(text)
    if owner is None:
        return None
    return owner if _alive(owner) else None


def remove_stale_lock(path: Path) -> bool:
    """Remove a lock file whose owner is gone (a program killed with its game open).

    Args:
        path: a lock file (``.<name>.lock``).

    Returns:
        True when it was stale and is removed; False when it is held, was being
        written a moment ago, or could not be removed.
    """
    if not USE_FLOCK:
        try:
            age = time.time() - path.stat().st_mtime
        except OSError:
            return False
        if age < FRESH_SECONDS or _owner_from_text(path) is not None or moved_to(path.parent / path.name[1:-5]):
            return False
        with contextlib.suppress(OSError):
            path.unlink()
            return True
        return False
    try:
        fd = os.open(path, os.O_RDWR)
    except OSError:
        return False
    try:
        fcntl.flock(fd, fcntl.LOCK_EX | fcntl.LOCK_NB)
        if not _same_file(fd, path):
            return False
        owner = _read_owner(fd)
        if owner is not None and _alive(owner):
            return False
        moved = _moved_target(os.pread(fd, 4097, 0).decode("utf-8", errors="replace"))
        if moved is not None and moved.is_file():
            return False  # marks a game that went on elsewhere: kept while that file is there
        path.unlink()  # while holding it: whoever opens it after sees it is gone
        return True
    except OSError:
        return False
    finally:
        os.close(fd)


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
        """Take the lock (taking a stale one over).

        Returns:
            ``self``.

        Raises:
            GameLockedError: another live process holds it.
            OSError: the folder cannot be written, or the file system cannot lock
                (the caller's save will say so too).
        """
        if self.held:
            return self
        if self.path in _FDS:
            self._hold()
            return self
        moved = moved_to(self.state)
        if moved is not None:
            raise GameMovedError(self.state, moved)
        # the game's folder may not exist before its first save (a fresh data folder)
        self.path.parent.mkdir(parents=True, exist_ok=True)
        if USE_FLOCK:
            self._acquire_flock()
        else:
            self._acquire_exclusive()
        return self

    def _acquire_flock(self) -> None:
        deadline = time.monotonic() + SETTLE_SECONDS
        while True:
            fd = os.open(self.path, os.O_RDWR | os.O_CREAT, 0o644)
            try:
                fcntl.flock(fd, fcntl.LOCK_EX | fcntl.LOCK_NB)
            except BlockingIOError:
                owner = _read_owner(fd)
                os.close(fd)
                if owner is not None and owner.is_me():
                    self._hold()  # held by this process through another path: shared
                    return
                if owner is not None and _alive(owner):
                    raise GameLockedError(self.state, owner) from None
                if time.monotonic() > deadline:
                    raise GameLockedError(self.state, owner or LockOwner(0, socket.gethostname(), "now")) from None
                time.sleep(0.01)  # being written, or looked at by owner_of for an instant
                continue
            except BaseException:
                os.close(fd)
                raise
            if not _same_file(fd, self.path):
                os.close(fd)  # given back (removed) between our open and our lock
                continue
            owner = _read_owner(fd)
            if owner is not None and not owner.is_me() and _alive(owner):
                os.close(fd)  # a live owner that holds no flock: another host, an older lexitile
                raise GameLockedError(self.state, owner)
            moved = _moved_target(os.pread(fd, 4097, 0).decode("utf-8", errors="replace"))
            if moved is not None and moved.is_file():
                os.close(fd)  # marked moved between our check and our lock
                raise GameMovedError(self.state, moved)
            try:
                text = LockOwner.me().to_json().encode("utf-8")
                os.ftruncate(fd, 0)
                os.pwrite(fd, text, 0)
            except BaseException:
                os.close(fd)
                raise
            _FDS[self.path] = fd
            self._hold()
            return

    def _acquire_exclusive(self) -> None:
        me = LockOwner.me()
        for _attempt in range(3):
            try:
                fd = os.open(self.path, os.O_WRONLY | os.O_CREAT | os.O_EXCL, 0o644)
            except FileExistsError:
                owner = self._existing()
                if owner is not None and owner.is_me():
                    self._hold()
                    return
                if owner is not None:
                    raise GameLockedError(self.state, owner) from None
                with contextlib.suppress(FileNotFoundError):
                    self.path.unlink()  # stale: its owner is gone
                continue
            with os.fdopen(fd, "w", encoding="utf-8") as f:
                f.write(me.to_json())
            self._hold()
            return
        raise GameLockedError(self.state, LockOwner(0, "?", "?"))

    def _existing(self) -> LockOwner | None:
        """The live owner of the lock file, or ``None`` when it is stale (the scheme
        without ``flock``)."""
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

    def leave_moved(self, new: Path) -> bool:
        """Give the lock back, leaving the lock file as a mark that the game went on in
        ``new`` (:func:`moved_to`), so that this file is not resumed behind it.

        The mark is written into the lock file in place, over its old text (padded with
        blanks, never shortened), because this file's folder usually cannot take a new
        file: the disk is full or the folder read-only.

        Args:
            new: the file the game is saved in from now on (made absolute).

        Returns:
            True when the mark is written; False when it could not be (the lock is then
            given back as by :meth:`release`).
        """
        fd = _FDS.get(self.path) if self.held else None
        if fd is None:
            self.release()
            return False
        mark = json.dumps({"moved_to": str(Path(new).absolute()), "since": time.strftime("%Y-%m-%d %H:%M:%S")})
        try:
            old = os.fstat(fd).st_size
            os.pwrite(fd, mark.ljust(old).encode("utf-8"), 0)
        except OSError:
            self.release()
            return False
        self.held = False
        _HELD.pop(self.path, None)
        del _FDS[self.path]
        os.close(fd)
        return True

    def release(self) -> None:
        """Give the lock back (only when this process holds it): the lock file is
        removed."""
        if not self.held:
            return
        self.held = False
        _HELD.pop(self.path, None)
        fd = _FDS.pop(self.path, None)
        if fd is not None:
            try:
                if _same_file(fd, self.path):
                    with contextlib.suppress(OSError):
                        self.path.unlink()  # while still locked: see _acquire_flock
            finally:
                os.close(fd)
            return
        if USE_FLOCK:
            return  # shared with another lock of this process, which removes the file
        try:
            owner = LockOwner.from_json(self.path.read_text(encoding="utf-8", errors="replace"))
        except OSError:
            return
        if owner is not None and owner.is_me():
            with contextlib.suppress(OSError):
                self.path.unlink()


#: Locks this process holds (released at exit).
_HELD: dict[Path, GameLock] = {}

#: The open, ``flock``-ed lock files of this process, by lock file.
_FDS: dict[Path, int] = {}


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
