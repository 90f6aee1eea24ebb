"""The expert's kept worker processes: started from a process with threads and with a
standard error that has no file descriptor (as inside the app), quiet, kept from one
move to the next, replaced for another automaton, ended at exit; and when processes
cannot be started the move is still played, on one core."""

from __future__ import annotations

import logging
import os
import pickle
import subprocess
import sys
import time
from pathlib import Path

import pytest
from test_simulation import english, midgame

from lexitile.games.crossword.engine import simulation_pool
from lexitile.games.crossword.engine.automaton import Automaton
from lexitile.games.crossword.engine.robots import Robot
from lexitile.games.crossword.engine.simulation import default_workers, simulate_choice
from lexitile.games.crossword.engine.simulation_pool import kept_pool, shutdown_pool

WORDS = ["AXE", "QI", "ZA", "ZAX", "AXES", "EX"]


def test_the_automaton_pickles_without_its_caches():
    automaton = Automaton.build(WORDS)
    automaton.kids_cache()[0] = ((0, 1, 2, 3, 4, 5),)
    automaton._cross_cache[("A", "")] = 7
    copy = pickle.loads(pickle.dumps(automaton, protocol=pickle.HIGHEST_PROTOCOL))
    assert [w for w in WORDS if w in copy] == WORDS and "XA" not in copy
    for name in ("mask", "first", "arcs", "final", "sep", "alphabet", "dawg_root", "gaddag_root", "digest"):
        assert getattr(copy, name) == getattr(automaton, name), name
    assert copy._cross_cache == {} and copy._kids is None and copy._accel_memo == {}


def _gone(pid: int) -> bool:
    try:
        os.kill(pid, 0)
    except ProcessLookupError:
        return True
    status = Path(f"/proc/{pid}/status")
    try:
        return "\nState:\tZ" in status.read_text()  # ended, not yet reaped by its parent
    except OSError:
        return True


SCRIPT = r"""
import functools, multiprocessing, os, sys, threading, time
from lexitile.games.crossword.engine.automaton import Automaton
from lexitile.games.crossword.engine.simulation_pool import kept_pool


class Capture:
    '''Like the app's print capture: writes are swallowed, fileno() is -1.'''

    def write(self, text):
        return len(text)

    def flush(self):
        pass

    def fileno(self):
        return -1


def pid(_task):
    return os.getpid()


def main():
    automaton = Automaton.build(["AXE", "QI", "ZA"])
    threading.Thread(target=time.sleep, args=(30,), daemon=True).start()  # a process with threads
    sys.stderr = Capture()
    pool = kept_pool(automaton, 2)
    assert pool is not None
    pids = pool.map(pid, [0, 1], 30)
    pool.map(print, ["worker stdout", "worker stdout"], 30)
    pool.map(functools.partial(os.write, 2), [b"worker stderr\n"] * 2, 30)
    server = multiprocessing.forkserver._forkserver._forkserver_pid
    sys.__stdout__.write(f"{pool.method} {os.getpid()} {server} {' '.join(map(str, pids))}\n")


if __name__ == "__main__":
    main()
"""


@pytest.mark.slow
def test_workers_start_with_a_textual_like_stderr_stay_quiet_and_end_at_exit(tmp_path):
    """Started from a thread-running process whose ``sys.stderr`` has no file descriptor
    (the app's print capture): the pool starts (before, ``multiprocessing`` failed with
    "bad value(s) in fds_to_keep"), its tasks run in two processes, what they print
    reaches neither output, and at exit no worker or fork server is left."""
    script = tmp_path / "pool_script.py"
    script.write_text(SCRIPT, encoding="utf-8")
    done = subprocess.run(
        [sys.executable, str(script)], capture_output=True, text=True, timeout=120, cwd=tmp_path, check=False
    )
    assert done.returncode == 0, done.stderr
    assert done.stderr == ""
    lines = done.stdout.splitlines()
    assert len(lines) == 1, lines  # no "worker stdout"
    method, parent, server, *pids = lines[0].split()
    assert method == ("forkserver" if sys.platform.startswith("linux") else method)
    assert len(set(pids)) == 2 and parent not in pids
    left = [int(p) for p in (server, *pids) if p != "None"]
    end = time.monotonic() + 10
    while not all(_gone(p) for p in left) and time.monotonic() < end:
        time.sleep(0.05)
    assert all(_gone(p) for p in left), left


def test_the_pool_is_kept_between_moves_and_replaced_for_another_automaton():
    shutdown_pool()
    first = Automaton.build(WORDS)
    pool = kept_pool(first, 2)
    assert pool is not None
    pids = pool.map(simulation_pool._pid, [0, 1], 10)
    assert len(set(pids)) == 2 and os.getpid() not in pids
    assert kept_pool(first, 2) is pool
    assert set(pool.map(simulation_pool._pid, [0, 1], 10)) == set(pids)  # the same processes
    other = kept_pool(Automaton.build(["QI", "ZA"]), 2)
    assert other is not None and other is not pool
    with pytest.raises(RuntimeError):
        pool.map(len, ["ab", "c"], 10)  # the old pool was ended
    assert sorted(other.map(len, ["ab", "c"], 10)) == [1, 2]
    shutdown_pool()
    end = time.monotonic() + 10
    while not all(_gone(p) for p in pids) and time.monotonic() < end:
        time.sleep(0.05)
    assert all(_gone(p) for p in pids)


def test_without_worker_processes_the_move_is_played_on_one_core(monkeypatch, caplog):
    """When processes cannot be started, the simulation says so once in the log and
    plays its move in the caller's process."""

    def refuse(*_args):
        raise OSError("no processes here")

    _, automaton = english()
    game = midgame(5)
    ranked = Robot("hard", automaton).ranked(game)
    shutdown_pool()
    monkeypatch.setattr(simulation_pool, "KeptPool", refuse)
    monkeypatch.setattr(simulation_pool, "_FAILED", None)
    with caplog.at_level(logging.WARNING, logger="lexitile.games.crossword.engine.simulation_pool"):
        results = [
            simulate_choice(game, automaton, ranked, time_limit=120, iterations=2, seed=11, workers=2) for _ in range(2)
        ]
    assert [r.processes for r in results] == [1, 1] and results[0].iterations == 2
    assert results[0].move in [m for _, m in ranked]
    said = [r for r in caplog.records if "cannot start worker processes" in r.getMessage()]
    assert len(said) == 1 and "no processes here" in said[0].getMessage()


def test_every_core_by_default_even_with_threads_running():
    import threading

    stop = threading.Event()
    thread = threading.Thread(target=stop.wait, daemon=True)
    thread.start()
    try:
        assert threading.active_count() > 1
        expected = len(os.sched_getaffinity(0)) if hasattr(os, "sched_getaffinity") else os.cpu_count()
        assert default_workers() == expected
    finally:
        stop.set()


def test_two_workers_play_in_two_processes_with_the_same_figures_each_time():
    _, automaton = english()
    game = midgame(5)
    ranked = Robot("hard", automaton).ranked(game)
    runs = [
        simulate_choice(game, automaton, ranked, time_limit=120, iterations=4, seed=11, workers=2) for _ in range(2)
    ]
    assert [r.processes for r in runs] == [2, 2]
    assert runs[0].stats == runs[1].stats and runs[0].move == runs[1].move
    kept = kept_pool(automaton, 2)
    assert kept is not None and kept.deals.value == 4  # the counter of the last move
