"""The terminal goes away: the app saves and exits instead of spinning, also with
SIGHUP ignored (``nohup``) and when the terminal closes without any signal.

The real command runs in a pty (``crash_harness.Terminal``); the test closes the pty's
master side (what a closed terminal window or a dropped ssh connection does) and
checks the process ends within seconds with status 129, and that the move played
before is in the state file.
"""

from __future__ import annotations

import os
import signal
import sys
import time

import pytest
from test_terminal import only_game, pty_env

pytest.importorskip("pty")
pytestmark = pytest.mark.slow  # the real command in a pty, three times

#: Starts the command with SIGHUP ignored, as ``nohup`` does.
NOHUP = "import os, signal, sys; signal.signal(signal.SIGHUP, signal.SIG_IGN); os.execv(sys.executable, [sys.executable, *sys.argv[1:]])"
#: Starts the command with SIGHUP's default action, whatever the test run inherited (a
#: test suite started under ``nohup`` passes SIGHUP ignored on to every child).
SIGHUP_DEFAULT = NOHUP.replace("signal.SIG_IGN", "signal.SIG_DFL")


def wait_exit(proc, seconds: float) -> int | None:
    end = time.monotonic() + seconds
    while time.monotonic() < end:
        code = proc.poll()
        if code is not None:
            return code
        time.sleep(0.05)
    return None


@pytest.mark.parametrize("how", ["nohup-closed", "sighup", "closed"])
def test_the_app_exits_when_its_terminal_is_gone(tmp_path, how) -> None:
    from crash_harness import Terminal

    env = pty_env(tmp_path)
    argv = [sys.executable, "-m", "lexitile", "play", "--players", "Ann,Bo", "--seed", "1"]
    if how == "nohup-closed":
        argv = [sys.executable, "-c", NOHUP, *argv[1:]]
    else:
        argv = [sys.executable, "-c", SIGHUP_DEFAULT, *argv[1:]]
    term = Terminal(argv, env)
    try:
        term.wait_for(b"Pass to Ann", 0, timeout=60)
        term.quiet(0.1)
        start = len(term.out)
        term.write(b"\r")
        term.wait_for(b"Type letters", start, timeout=10)
        term.write(b"gazed")
        term.quiet(0.2)
        start = len(term.out)
        term.write(b"\r")
        term.wait_for(b"Pass to Bo", start, timeout=10)
        term.quiet(0.1)
        if how == "sighup":
            os.kill(term.proc.pid, signal.SIGHUP)
        else:
            os.close(term.master)
            term.closed = True
        code = wait_exit(term.proc, 30)  # it saves first; a loaded machine is slow
        assert code is not None, "the app kept running without its terminal"
        assert code == 129, code
    finally:
        term.close()  # ends the process group if it still runs
    saved = only_game(tmp_path)
    assert [m.notation for m in saved.moves] == ["8H GAZED"]
