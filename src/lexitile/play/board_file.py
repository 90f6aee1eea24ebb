"""The state file of a board game session: one writer per game (a lock), a save after
every move (atomic; a failure is kept for the screens, never raised), another file when
the data folder cannot be written, and repair after a crash between two writes.

No Textual here. :class:`~lexitile.play.board_session.Session` builds on it.
"""

from __future__ import annotations

import logging
import time
from collections.abc import Callable, Sequence
from pathlib import Path
from typing import TYPE_CHECKING

from lexitile.core.message import Message
from lexitile.errors import LexitileError
from lexitile.play.draft import reconcile_order
from lexitile.play.turn_clock import TurnClock
from lexitile.rules.game import Game
from lexitile.savegame import SavedGame, now_iso

if TYPE_CHECKING:
    from lexitile.storage.locks import GameLock

log = logging.getLogger(__name__)


class SessionFile:
    """A game, its state-file record, the racks in each player's order and the clocks,
    and how they are written.

    Args:
        game: the engine game (already replayed when resuming).
        saved: the state-file record (setup and moves so far).
        orders: per seat, the rack in the player's own order (display only).
    """

    def __init__(self, game: Game, saved: SavedGame, orders: list[list[str]] | None = None):
        self.game = game
        self.saved = saved
        self.orders = [reconcile_order(o, r) for o, r in zip(orders or [[] for _r in game.racks], game.racks)]
        self.save_error: str | None = None
        #: True while the state file is behind the game in memory (the last write
        #: failed): the app must not claim the game is saved, and quitting loses moves.
        self.unsaved = False
        self.lock: GameLock | None = None
        #: :attr:`save_error` as data (code ``table.*`` and the system's error), for screens.
        self.save_problem: Message | None = None
        #: The time source of the clocks (the app replaces it with its own clock).
        self.now: Callable[[], float] = time.monotonic
        self.clock = TurnClock(saved.options.time_control, len(game.players), saved.clock_used)

    @property
    def finished(self) -> bool:
        """True once the game has ended (settled by the engine, resigned, or annulled)."""
        return self.game.is_over or self.saved.aborted

    @property
    def path(self) -> Path | None:
        """The state file."""
        return self.saved.path

    def rack_order(self, seat: int) -> list[str]:
        """The rack of ``seat`` in the player's own order."""
        self.orders[seat] = reconcile_order(self.orders[seat], self.game.racks[seat])
        return self.orders[seat]

    def set_rack_order(self, seat: int, order: Sequence[str]) -> None:
        """Remember a new order of ``seat``'s rack (must be the same tiles)."""
        self.orders[seat] = reconcile_order(order, self.game.racks[seat])

    def take_lock(self) -> None:
        """Lock the state file for this program (one writer per game).

        Raises:
            GameLockedError: another live program has the game open.
        """
        from lexitile.storage.locks import GameLock

        if self.saved.path is None:
            return
        lock = GameLock(self.saved.path)
        try:
            lock.acquire()
        except OSError:
            return  # a folder that cannot be written: the save says so
        self.lock = lock

    def close(self) -> None:
        """The game is no longer open here: give its lock back."""
        if self.lock is not None:
            self.lock.release()
            self.lock = None

    def _repair_after_crash(self) -> None:
        """A ``kill -9`` between writing the state file and the GCG leaves the GCG a move
        behind, and a kill during a write leaves a temporary file: bring the GCG up to
        date and remove this game's leftovers. Failures go to :attr:`save_error`."""
        from lexitile.savegame import gcg_text
        from lexitile.textfiles import atomic_write_text

        path = self.saved.path
        if path is None:
            return
        try:
            for pattern in (f".{path.name}.*.tmp", f".{path.stem}.gcg.*.tmp"):
                for leftover in path.parent.glob(pattern):
                    leftover.unlink(missing_ok=True)
            target = self.saved.gcg_path
            if target is None:
                return
            text = gcg_text(self.game, self.saved)
            if not target.is_file() or target.read_text(encoding="utf-8") != text:
                atomic_write_text(target, text)
        except Exception as exc:  # noqa: BLE001 - the GCG is a by-product; the game goes on
            self._save_failed("table.gcg-update-failed", f"could not bring the GCG record up to date: {exc}", exc)

    def save(self) -> Path | None:
        """Write the state file (atomically) and the GCG record beside it.

        A failure to write is kept in :attr:`save_error` (shown by the app) rather
        than raised: the game goes on in memory.
        """
        s = self.saved
        g = self.game
        s.updated = now_iso()
        s.finished = self.finished
        s.scores = list(g.scores)
        s.turn = g.turn
        s.rack_orders = [list(self.rack_order(i)) for i in range(len(g.players))]
        if self.clock.enabled:
            s.clock_used = [round(u, 3) for u in self.clock.used]
        try:
            path = s.write()
        except OSError as exc:
            self._save_failed("table.save-failed", f"could not save the game: {exc}", exc)
            self.unsaved = True
            log.warning(self.save_error)
            return None
        self.save_error = None
        self.save_problem = None
        self.unsaved = False
        from lexitile.savegame import write_gcg

        try:
            write_gcg(g, s)
        except Exception as exc:  # noqa: BLE001 - the GCG is a by-product; never lose the game over it
            self._save_failed("table.gcg-failed", f"saved, but the GCG record could not be written: {exc}", exc)
            log.warning(self.save_error)
        return path

    def save_to(self, path: Path) -> Path | None:
        """Save the game in another file from now on (the data folder cannot be
        written); the old file, if any, is left as it was.

        Returns:
            The path written, or ``None`` when this one failed too (see :attr:`save_error`).
        """
        old, old_lock = self.saved.path, self.lock
        self.saved.path = Path(path).expanduser()
        self.lock = None
        try:
            self.take_lock()
        except LexitileError as exc:
            self.saved.path, self.lock = old, old_lock
            self._save_failed("table.save-failed", f"could not save the game: {exc}", exc)
            return None
        written = self.save()
        if written is None:
            self.close()
            self.saved.path, self.lock = old, old_lock
        elif old_lock is not None:
            old_lock.release()
        return written

    def _save_failed(self, code: str, sentence: str, exc: BaseException) -> None:
        self.save_error = sentence
        self.save_problem = Message(code, {"error": str(exc)})
