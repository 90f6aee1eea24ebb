"""The state file of a board game session and the GCG record beside it, written after
every move through the :class:`~lexitile.storage.save_file.SaveFile` every mode shares
(one writer per game, atomic writes, a failure kept for the screens and never raised,
another file when the data folder cannot be written), and repair after a crash between
the two writes.

No Textual here. :class:`~lexitile.play.board_session.Session` builds on it.
"""

from __future__ import annotations

import logging
import time
from collections.abc import Callable, Sequence
from pathlib import Path

from lexitile.games.crossword.rules.game import Game
from lexitile.play.draft import reconcile_order
from lexitile.play.recap import BoardFeed, Recap
from lexitile.play.turn_clock import TurnClock
from lexitile.savegame import SavedGame, gcg_text, now_iso, write_gcg
from lexitile.storage.save_file import SavedTable, SaveFile
from lexitile.textfiles import atomic_write_text

log = logging.getLogger(__name__)


class SessionFile(SavedTable):
    """A game, its state-file record, the racks in each player's order and the clocks,
    and how they are written (the file's state: :class:`SavedTable`).

    Args:
        game: the engine game (already replayed when resuming).
        saved: the state-file record (setup and moves so far).
        orders: per seat, the rack in the player's own order (display only).
    """

    def __init__(self, game: Game, saved: SavedGame, orders: list[list[str]] | None = None):
        self.game = game
        self.saved = saved
        self.orders = [reconcile_order(o, r) for o, r in zip(orders or [[] for _r in game.racks], game.racks)]
        #: The state file's lock, writes and last failure (the whole system message is
        #: told: the command line names the folder that cannot be written).
        self.file = SaveFile(saved.path, explain=str)
        #: The time source of the clocks (the app replaces it with its own clock).
        self.now: Callable[[], float] = time.monotonic
        self.clock = TurnClock(saved.options.time_control, len(game.players), saved.clock_used)
        #: What each person has not seen yet, for the hotseat curtain (kept in the state
        #: file, so a resumed game's curtain tells everything since that person's turn).
        self.recap = Recap()
        #: Reads the game's history into :attr:`recap` (the screen says who saw what);
        #: a game that starts with a history (a position from a record, a state file
        #: from before the recap was kept) tells its last event.
        self.feed = BoardFeed(self.recap, game.players, fed=max(0, len(game.history) - 1))

    @property
    def finished(self) -> bool:
        """True once the game has ended (settled by the engine, resigned, or annulled)."""
        return self.game.is_over or self.saved.aborted

    def rack_order(self, seat: int) -> list[str]:
        """The rack of ``seat`` in the player's own order."""
        self.orders[seat] = reconcile_order(self.orders[seat], self.game.racks[seat])
        return self.orders[seat]

    def set_rack_order(self, seat: int, order: Sequence[str]) -> None:
        """Remember a new order of ``seat``'s rack (must be the same tiles)."""
        self.orders[seat] = reconcile_order(order, self.game.racks[seat])

    def _repair_after_crash(self) -> None:
        """A ``kill -9`` between writing the state file and the GCG leaves the GCG a move
        behind, and a kill during a write leaves a temporary file: bring the GCG up to
        date and remove this game's leftovers. Failures go to :attr:`save_error`."""
        target = self.saved.gcg_path
        if self.path is None or target is None:
            return
        try:
            self.file.remove_leftovers(target)
            text = gcg_text(self.game, self.saved)
            if not target.is_file() or target.read_text(encoding="utf-8") != text:
                atomic_write_text(target, text)
        except Exception as exc:  # noqa: BLE001 - the GCG is a by-product; the game goes on
            self.file.failed_beside("table.gcg-update-failed", str(exc))

    def save(self) -> Path | None:
        """Write the state file (atomically) and the GCG record beside it.

        A failure to write is kept in :attr:`save_error` (shown by the app) rather
        than raised: the game goes on in memory.

        Returns:
            The state file written, or ``None`` when it was not.
        """
        if not self.file.write(self._state_text()):
            log.warning(self.save_error)
            return None
        self._write_gcg()
        return self.path

    def save_to(self, path: Path) -> Path | None:
        """Save the game in another file from now on (the data folder cannot be
        written); the old file, if any, is left as it was.

        Returns:
            The path written, or ``None`` when this one failed too (see :attr:`save_error`).
        """
        if not self.file.move_to(path, self._state_text()):
            log.warning(self.save_error)
            return None
        self.saved.path = self.file.path
        self._write_gcg()
        return self.path

    def _state_text(self) -> str:
        """The state file's text, with the record brought up to date first."""
        s = self.saved
        g = self.game
        s.updated = now_iso()
        s.finished = self.finished
        s.scores = list(g.scores)
        s.turn = g.turn
        s.rack_orders = [list(self.rack_order(i)) for i in range(len(g.players))]
        if self.clock.enabled:
            s.clock_used = [round(u, 3) for u in self.clock.used]
        s.recap = self.feed.to_json()
        s.draws = [list(d) for d in g.bag.log]  # what was drawn, never the seed of what is to come
        return s.to_json()

    def _write_gcg(self) -> None:
        try:
            write_gcg(self.game, self.saved)
        except Exception as exc:  # noqa: BLE001 - the GCG is a by-product; never lose the game over it
            self.file.failed_beside("table.gcg-failed", str(exc))
            log.warning(self.save_error)
