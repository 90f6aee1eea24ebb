"""A hang-up while the expert simulates in its worker processes: the program ends
(status 129) and leaves neither a worker nor the fork server behind."""

from __future__ import annotations

import os
import signal
import sys
import time
from pathlib import Path

import pytest

pytest.importorskip("pty")
pytestmark = pytest.mark.slow  # the real command in a pty, the English list

if not Path("/proc/self/stat").exists():
    pytest.skip("reads the process table from /proc", allow_module_level=True)


def _children(pid: int) -> list[int]:
    """Every descendant of ``pid`` (from /proc)."""
    parents: dict[int, list[int]] = {}
    for entry in Path("/proc").iterdir():
        if not entry.name.isdigit():
            continue
        try:
            stat = (entry / "stat").read_text()
        except OSError:
            continue
        ppid = int(stat.rsplit(")", 1)[1].split()[1])
        parents.setdefault(ppid, []).append(int(entry.name))
    found, todo = [], [pid]
    while todo:
        for child in parents.get(todo.pop(), []):
            found.append(child)
            todo.append(child)
    return found


def _alive(pid: int) -> bool:
    try:
        return "\nState:\tZ" not in Path(f"/proc/{pid}/status").read_text()
    except OSError:
        return False


def test_a_hangup_while_the_expert_thinks_leaves_no_process(tmp_path):
    if (os.cpu_count() or 1) < 2:
        pytest.skip("one core: the expert starts no workers")
    from crash_harness import Terminal
    from test_hangup import SIGHUP_DEFAULT, wait_exit
    from test_terminal import pty_env

    from lexitile.games.crossword.engine.automaton import automaton_for_lexicon
    from lexitile.lexicon import load_lexicon
    from lexitile.lexicon.cache import cache_dir

    automaton_for_lexicon(load_lexicon("en"))  # the command loads it from the cache, not builds it
    env = pty_env(tmp_path, LEXITILE_CACHE_DIR=str(cache_dir()))
    argv = [sys.executable, "-c", SIGHUP_DEFAULT, "-m", "lexitile", "play", "--players", "Ann,Bo", "--seed", "2"]
    argv += ["--robot", "Ann:expert", "--robot", "Bo:expert"]
    term = Terminal(argv, env)
    try:
        term.wait_for(b"deals played out", 0, timeout=90)
        # the workers start during the first move; wait for the server and its two
        end = time.monotonic() + 60
        while True:
            term.pump(0.1)
            workers = [p for p in _children(term.proc.pid) if _alive(p)]
            servers = [p for p in workers if b"forkserver" in Path(f"/proc/{p}/cmdline").read_bytes()]
            if len(servers) >= 3 or time.monotonic() > end:
                break
        assert len(servers) >= 3, servers  # the fork server and a worker per core
        term.wait_for(b"deals played out", len(term.out), timeout=30)  # a move while they run
        os.kill(term.proc.pid, signal.SIGHUP)
        code = wait_exit(term.proc, 30)
        assert code == 129, code
        end = time.monotonic() + 15
        while any(_alive(p) for p in workers) and time.monotonic() < end:
            time.sleep(0.1)
        assert not [p for p in workers if _alive(p)]
    finally:
        term.close()  # ends the process group if it still runs
