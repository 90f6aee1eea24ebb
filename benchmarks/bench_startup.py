#!/usr/bin/env python3
"""Start-up: from the process start to the first frame of the new-game screen.

Run from a checkout (or with lexitile installed)::

    PYTHONPATH=src python benchmarks/bench_startup.py [--starts 20] [--cache DIR]

Each start spawns ``python -m lexitile`` (no arguments: the new-game screen) in a
pseudo-terminal of 80x24 with the English interface, and times from just before the
spawn to the moment the terminal output holds the new-game screen's last drawn part
(its footer's "Other games" key); Textual writes a frame in one piece, so that is the
first frame the player sees. Interpreter start-up is included. The process is then
killed. One start first warms the caches (Python's bytecode, the app's compiled style
sheet) and is not counted. Target: under 0.5 s.

Prints min / median / p95 over the starts, the child processes' CPU seconds per start
(steadier than wall time on a shared machine), the load average before and after, and
the machine and versions. Uses a temporary data folder; the cache folder is
``--cache`` (default ``$LEXITILE_CACHE_DIR``, else a temporary one).
"""

from __future__ import annotations

import argparse
import fcntl
import os
import platform
import pty
import resource
import select
import signal
import struct
import subprocess
import sys
import tempfile
import termios
import time
from importlib import metadata
from pathlib import Path

REPO = Path(__file__).resolve().parent.parent
COMMAND = [sys.executable, "-m", "lexitile"]
#: drawn by the new-game screen's footer (English interface), the last line of the frame
MARKER = b"Other games"


def p95(values: list[float]) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, max(0, round(0.95 * len(ordered) + 0.5) - 1))]


def median(values: list[float]) -> float:
    ordered = sorted(values)
    n = len(ordered)
    return ordered[n // 2] if n % 2 else (ordered[n // 2 - 1] + ordered[n // 2]) / 2


def load() -> str:
    return " ".join(f"{x:.2f}" for x in os.getloadavg())


def one_start(env: dict[str, str], timeout: float = 30.0) -> tuple[float, float]:
    """Seconds from the spawn to the marker on screen, and the child's CPU seconds."""
    master, slave = pty.openpty()
    fcntl.ioctl(slave, termios.TIOCSWINSZ, struct.pack("HHHH", 24, 80, 0, 0))
    cpu_before = resource.getrusage(resource.RUSAGE_CHILDREN)
    began = time.perf_counter()
    proc = subprocess.Popen(COMMAND, stdin=slave, stdout=slave, stderr=slave, env=env, start_new_session=True)
    os.close(slave)
    out = b""
    seen = None
    try:
        while seen is None:
            left = began + timeout - time.perf_counter()
            if left <= 0:
                raise SystemExit(f"the new-game screen did not appear in {timeout:.0f} s; output: {out[-800:]!r}")
            ready, _, _ = select.select([master], [], [], left)
            if not ready:
                continue
            try:
                data = os.read(master, 65536)
            except OSError:
                data = b""
            if not data:
                raise SystemExit(f"lexitile ended before its new-game screen; output: {out[-800:]!r}")
            out += data
            if MARKER in out:
                seen = time.perf_counter() - began
    finally:
        try:
            os.killpg(proc.pid, signal.SIGKILL)
        except ProcessLookupError:
            pass
        proc.wait()
        os.close(master)
    cpu_after = resource.getrusage(resource.RUSAGE_CHILDREN)
    cpu = (cpu_after.ru_utime - cpu_before.ru_utime) + (cpu_after.ru_stime - cpu_before.ru_stime)
    return seen, cpu


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--starts", type=int, default=20, help="timed starts (default 20)")
    parser.add_argument("--cache", type=Path, help="LEXITILE_CACHE_DIR for the app (default: $LEXITILE_CACHE_DIR)")
    args = parser.parse_args()
    with tempfile.TemporaryDirectory(prefix="lexitile-startup-") as tmp:
        cache = args.cache or Path(os.environ.get("LEXITILE_CACHE_DIR") or Path(tmp) / "cache")
        env = dict(os.environ)
        env.update(
            LEXITILE_CACHE_DIR=str(cache),
            LEXITILE_DATA_DIR=str(Path(tmp) / "data"),
            LEXITILE_UI_LANG="en",
            TERM="xterm-256color",
            PYTHONPATH=os.pathsep.join(p for p in (str(REPO / "src"), env.get("PYTHONPATH", "")) if p),
        )
        env.pop("PYTHONDONTWRITEBYTECODE", None)
        print(f"load average before: {load()}")
        one_start(env)  # warms the bytecode and style caches; not counted
        walls: list[float] = []
        cpus: list[float] = []
        for _ in range(args.starts):
            wall, cpu = one_start(env)
            walls.append(wall)
            cpus.append(cpu)
        print(f"load average after:  {load()}")
    print(
        f"start to new-game screen (wall)   min {min(walls) * 1000:7.1f}  median {median(walls) * 1000:7.1f}  "
        f"p95 {p95(walls) * 1000:7.1f} ms  (n={len(walls)}, target < 500 ms)"
    )
    print(
        f"CPU seconds per start (child)     min {min(cpus) * 1000:7.1f}  median {median(cpus) * 1000:7.1f}  "
        f"p95 {p95(cpus) * 1000:7.1f} ms"
    )
    print(
        f"machine: {platform.machine()} {os.cpu_count()} cores, {platform.system()} {platform.release()}; "
        f"Python {platform.python_version()}, textual {metadata.version('textual')}, rich {metadata.version('rich')}"
    )
    return 0


if __name__ == "__main__":
    sys.exit(main())
