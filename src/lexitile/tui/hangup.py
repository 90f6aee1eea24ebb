"""The terminal went away: save and exit instead of spinning.

When the terminal closes (a window closed, an ssh connection dropped) the app gets
SIGHUP, or, with SIGHUP ignored (``nohup``) or without a controlling terminal, nothing
at all: its input then reads end-of-file forever and Textual's input thread spins at
100% CPU. :func:`watch_terminal` handles both: SIGHUP (unless it is ignored) and, once
a second, a look at the terminal's input for a hang-up (``POLLHUP``/``POLLERR``). Either
way the app's ``on_gone`` runs (the board game saves its clocks) and the app exits
with status 129 (128 + SIGHUP, as a shell reports a hang-up).
"""

from __future__ import annotations

import asyncio
import contextlib
import os
import select
import signal
import sys
import threading
from collections.abc import Callable

from textual.app import App

__all__ = ["EXIT_HANGUP", "terminal_gone", "watch_terminal"]

#: Exit status after the terminal went away.
EXIT_HANGUP = 129
#: Seconds the app's shutdown may take after a hang-up before the process just ends.
EXIT_GRACE = 5.0


def terminal_gone(fd: int) -> bool:
    """True when the terminal behind ``fd`` has hung up (or ``fd`` is closed)."""
    try:
        poller = select.poll()
        poller.register(fd, select.POLLIN)
        events = poller.poll(0)
    except (OSError, ValueError):
        return True
    return any(mask & (select.POLLHUP | select.POLLERR | select.POLLNVAL) for _fd, mask in events)


def watch_terminal(app: App[int], on_gone: Callable[[], None] | None = None, interval: float = 1.0) -> None:
    """Make ``app`` exit (status 129) when its terminal goes away; call from ``on_mount``.

    Args:
        app: a running app (headless apps, as in tests, are not watched).
        on_gone: what to do first (save); exceptions in it do not stop the exit.
        interval: seconds between looks at the terminal.
    """
    if app.is_headless or sys.__stdin__ is None:
        return
    try:
        fd = sys.__stdin__.fileno()
    except (OSError, ValueError):
        return
    done = False

    def gone() -> None:
        nonlocal done
        if done:
            return
        done = True
        if on_gone is not None:
            with contextlib.suppress(Exception):
                on_gone()
        app.exit(EXIT_HANGUP)
        # Textual's shutdown waits for thread workers (a word list still loading, a robot
        # thinking); with no terminal nobody waits for them, and the game is saved, so
        # the process ends on its own if the shutdown takes longer.
        watchdog = threading.Timer(EXIT_GRACE, os._exit, (EXIT_HANGUP,))
        watchdog.daemon = True
        watchdog.start()

    if hasattr(signal, "SIGHUP") and signal.getsignal(signal.SIGHUP) is not signal.SIG_IGN:
        with contextlib.suppress(NotImplementedError, RuntimeError, ValueError):
            asyncio.get_running_loop().add_signal_handler(signal.SIGHUP, gone)

    def look() -> None:
        if terminal_gone(fd):
            gone()

    app.set_interval(interval, look)
