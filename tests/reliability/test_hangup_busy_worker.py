"""A hang-up ends the program even while a thread worker is busy (a word list still
loading, a robot thinking): Textual's shutdown would wait for it, and with the
terminal gone nobody is there to wait."""

from __future__ import annotations

import os
import signal
import sys
import time

import pytest

pytest.importorskip("pty")

SCRIPT = r"""
import time
from textual.app import App
from textual.widgets import Static
from lexitile.tui import hangup
from lexitile.tui.hangup import watch_terminal

# the shutdown's patience is not the point: the worker sleeps far longer than either
hangup.EXIT_GRACE = 0.5

class Busy(App[int]):
    def compose(self):
        yield Static("ready")
    def on_mount(self):
        watch_terminal(self)
        self.run_worker(lambda: time.sleep(120), thread=True)

raise SystemExit(Busy().run() or 0)
"""


def test_a_busy_worker_does_not_keep_the_program_alive(tmp_path):
    from crash_harness import Terminal
    from test_hangup import SIGHUP_DEFAULT
    from test_terminal import pty_env

    # SIGHUP's default action, whatever this run inherited (a suite run under nohup)
    term = Terminal([sys.executable, "-c", SIGHUP_DEFAULT, "-c", SCRIPT], pty_env(tmp_path))
    try:
        term.wait_for(b"ready", 0, timeout=60)
        os.kill(term.proc.pid, signal.SIGHUP)
        end = time.monotonic() + 30
        while term.proc.poll() is None and time.monotonic() < end:
            time.sleep(0.05)
        assert term.proc.poll() == 129
    finally:
        term.close()  # ends the process group if it still runs
