"""Time controls: time per move and game clocks (Kreuzwort table options).

Pure arithmetic on elapsed seconds; whoever runs the clock (the TUI) measures time and
asks these functions what follows. A move whose time runs out counts as a pass
(Palavras Cruzadas and Kreuzwort texts) unless the computer plays it.
A game clock that runs over costs ``penalty_per_minute`` points per started minute, as
online play does (GCG ``(time)`` lines of -10 and -20 in records of online games).
"""

from __future__ import annotations

import math
from dataclasses import dataclass


@dataclass(frozen=True, slots=True)
class TimeControl:
    """Time limits of a game.

    Attributes:
        move_seconds: seconds per move, or ``None`` for no limit.
        game_seconds: seconds per player for the whole game, or ``None``.
        penalty_per_minute: points lost per started minute of overtime on the game clock.
    """

    move_seconds: float | None = None
    game_seconds: float | None = None
    penalty_per_minute: int = 10

    def move_time_left(self, elapsed: float) -> float | None:
        """Seconds left for the current move, ``None`` without a move limit."""
        if self.move_seconds is None:
            return None
        return max(0.0, self.move_seconds - elapsed)

    def overtime_penalty(self, used: float) -> int:
        """Points lost for using ``used`` seconds of the game clock (0 within the limit).

        Example: 25 minutes allowed, 26 min 5 s used -> 2 started minutes -> 20 points.
        """
        if self.game_seconds is None or used <= self.game_seconds:
            return 0
        return self.penalty_per_minute * math.ceil((used - self.game_seconds) / 60)
