"""The clocks of a table: time used per seat, the running turn, time per move and
game clocks with their overtime penalty (:class:`~lexitile.games.crossword.rules.clock.TimeControl`).

No Textual here: time comes from the caller (``now`` arguments), so tests drive the
clocks without sleeping.
"""

from __future__ import annotations

import math
from collections.abc import Sequence

from lexitile.games.crossword.rules.clock import TimeControl


def format_clock(seconds: float) -> str:
    """``m:ss`` of a clock; negative (overtime) as ``-m:ss``. Whole seconds are shown
    rounded up while the clock runs down, so 0:00 means the time is up."""
    whole = math.ceil(seconds) if seconds >= 0 else -math.ceil(-seconds)
    sign = "-" if whole < 0 else ""
    whole = abs(whole)
    return f"{sign}{whole // 60}:{whole % 60:02d}"


class TurnClock:
    """The clocks of a game: time used per seat and the running turn.

    Time is measured by the caller (``now`` arguments, from an injectable clock), so
    tests drive it without sleeping. A turn's clock runs from :meth:`start` (the
    player lifts the hotseat curtain) to :meth:`stop` (the move is made).

    Args:
        control: the time control, ``None`` for none (nothing is measured).
        seats: number of seats.
        used: seconds already used per seat (a resumed game).
    """

    def __init__(self, control: TimeControl | None, seats: int, used: Sequence[float] | None = None):
        self.control = control
        self.used = [float(u) for u in used] if used else [0.0] * seats
        self.seat: int | None = None
        self.started = 0.0

    @property
    def enabled(self) -> bool:
        """True when the game has a time control."""
        return self.control is not None

    def start(self, seat: int, now: float) -> None:
        """``seat`` starts thinking at ``now`` (does nothing without a time control)."""
        if self.control is not None:
            self.seat, self.started = seat, now

    def stop(self, now: float) -> None:
        """The running turn ends: its time is charged to its seat."""
        if self.seat is not None:
            self.used[self.seat] += max(0.0, now - self.started)
            self.seat = None

    def running_for(self, now: float) -> float:
        """Seconds the running turn has taken so far (0 when none runs)."""
        return max(0.0, now - self.started) if self.seat is not None else 0.0

    def used_by(self, seat: int, now: float) -> float:
        """Seconds ``seat`` has used, the running turn included."""
        return self.used[seat] + (self.running_for(now) if seat == self.seat else 0.0)

    def move_left(self, now: float) -> float | None:
        """Seconds left for the running move (time per move), else ``None``."""
        if self.control is None or self.control.move_seconds is None or self.seat is None:
            return None
        return self.control.move_time_left(self.running_for(now))

    def game_left(self, seat: int, now: float) -> float | None:
        """Seconds left on ``seat``'s game clock (negative in overtime), else ``None``."""
        if self.control is None or self.control.game_seconds is None:
            return None
        return self.control.game_seconds - self.used_by(seat, now)

    def penalty(self, seat: int, now: float) -> int:
        """Overtime points ``seat`` would lose if the game ended now."""
        if self.control is None:
            return 0
        return self.control.overtime_penalty(self.used_by(seat, now))
