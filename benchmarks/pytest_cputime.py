"""pytest plugin: CPU (and wall) seconds per test, written as JSON lines (used by ``bench_tests.py``).

Load it with ``-p pytest_cputime`` and ``benchmarks`` on ``PYTHONPATH``; set
``LEXITILE_CPUTIME_DIR`` to a folder. Every process (the xdist controller and each
worker) writes ``<worker>.jsonl`` there: one line per test with the CPU seconds
(user + system, of the process and of the children it waited for) and the wall seconds
of its setup, call and teardown, and one ``{"process": ...}`` line with the process's
whole CPU time at the end (collection and imports included). CPU seconds rather than wall seconds because the
machine may be shared: a loaded machine stretches wall time, not CPU time.
"""

from __future__ import annotations

import json
import os
import resource
import time
from collections.abc import Generator
from pathlib import Path
from typing import Any

import pytest


def _cpu() -> float:
    own = resource.getrusage(resource.RUSAGE_SELF)
    kids = resource.getrusage(resource.RUSAGE_CHILDREN)
    return own.ru_utime + own.ru_stime + kids.ru_utime + kids.ru_stime


def _run_queue() -> float:
    """Seconds this thread has waited for a core so far (Linux ``schedstat``; 0 elsewhere).

    Wall time minus CPU time minus this is time spent waiting on purpose: sleeps,
    timers, children, locks. The rest of the gap is other people's load."""
    try:
        return int(Path("/proc/thread-self/schedstat").read_text().split()[1]) / 1e9
    except (OSError, IndexError, ValueError):
        return 0.0


def _out() -> Path | None:
    folder = os.environ.get("LEXITILE_CPUTIME_DIR")
    if not folder:
        return None
    return Path(folder) / f"{os.environ.get('PYTEST_XDIST_WORKER', 'main')}.jsonl"


def _write(row: dict[str, Any]) -> None:
    # One line per test as it ends, so a long run can be read while it goes on.
    path = _out()
    if path is not None:
        with path.open("a", encoding="utf-8") as out:
            out.write(json.dumps(row) + "\n")


_outcome: dict[str, str] = {}


def pytest_runtest_logreport(report: pytest.TestReport) -> None:
    """Remember the worst outcome of a test's phases (failed > skipped > passed)."""
    rank = {"passed": 0, "skipped": 1, "failed": 2}
    old = _outcome.get(report.nodeid, "passed")
    if rank[report.outcome] > rank[old]:
        _outcome[report.nodeid] = report.outcome


@pytest.hookimpl(hookwrapper=True)
def pytest_runtest_protocol(item: pytest.Item, nextitem: pytest.Item | None) -> Generator[None, None, None]:
    """Time one test's setup + call + teardown in CPU seconds."""
    start, wall, queued = _cpu(), time.perf_counter(), _run_queue()
    yield
    slow = item.get_closest_marker("slow")
    _write(
        {
            "test": item.nodeid,
            "cpu": _cpu() - start,
            "wall": time.perf_counter() - wall,
            "queued": _run_queue() - queued,
            "slow": slow is not None,
            # marked by tests/slow_tests.txt (measured), not in the test's code
            "measured": bool(slow is not None and slow.kwargs.get("measured")),
            "outcome": _outcome.pop(item.nodeid, "passed"),
        }
    )


def pytest_sessionfinish(session: pytest.Session) -> None:
    """The process's whole CPU time (imports and collection included)."""
    _write({"process": os.environ.get("PYTEST_XDIST_WORKER", "main"), "cpu": _cpu()})
