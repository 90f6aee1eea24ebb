"""A progress line on the command line for long first-use builds (the move generator's
automaton takes seconds to build once, then loads from the cache).

On a terminal it redraws one line (``\\r``) a few times a second with a bar and the
percentage; elsewhere (a pipe, a log) it writes one line when the build starts and one
when it ends, so logs show what took the time.
"""

from __future__ import annotations

import sys
import time
from typing import TextIO

__all__ = ["ProgressLine"]

WIDTH = 24


class ProgressLine:
    """A callable for build ``progress`` arguments (fraction 0.0 to 1.0).

    Args:
        what: what is being built, e.g. ``"building the move generator for en"``.
        stream: where to draw (default: standard error, below the command line's
            control-character filter: the bar is our own text).
        interval: least seconds between redraws.
    """

    def __init__(self, what: str, stream: TextIO | None = None, interval: float = 0.1):
        base = stream if stream is not None else sys.stderr
        self.stream: TextIO = getattr(base, "raw_stream", base)
        self.what = what
        self.interval = interval
        self.started: float | None = None
        self.drawn = 0.0
        self.done = False
        self.tty = bool(getattr(self.stream, "isatty", lambda: False)())

    def __call__(self, fraction: float) -> None:
        now = time.monotonic()
        if self.started is None:
            self.started = now
            if not self.tty:
                self.stream.write(f"lexitile: {self.what}…\n")
                self.stream.flush()
        if self.done:
            return
        if fraction >= 1.0:
            self.done = True
            took = now - self.started
            end = (
                f"\r{self.what}: done in {took:.1f} s{' ' * WIDTH}\n"
                if self.tty
                else f"lexitile: {self.what}: done in {took:.1f} s\n"
            )
            self.stream.write(end)
            self.stream.flush()
            return
        if self.tty and now - self.drawn >= self.interval:
            self.drawn = now
            filled = int(WIDTH * max(0.0, fraction))
            self.stream.write(f"\r{self.what}: [{'#' * filled}{'.' * (WIDTH - filled)}] {fraction:4.0%}")
            self.stream.flush()
