#!/usr/bin/env python3
"""Benchmark the game app in a real pseudo-terminal (80x24).

Run from a checkout (or with lexitile installed)::

    PYTHONPATH=src python benchmarks/bench_tui.py [--starts 5] [--keys 40]

* start-up: a fresh process runs ``python -m lexitile play --players Ann,Bo --seed 1``
  in a pty; the time is from the spawn to the first screen a player can use (the
  output shows "Pass to Ann"). The lexicon cache is filled first (target: under 1 s
  once the cache exists). Interpreter start-up is included.
* key latency: with the curtain lifted, one key at a time is written to the pty (a
  letter placing a tile, then Backspace taking it back, alternately, so every key
  changes the board, rack and preview); the latency is from the write to the last
  byte of the screen update it causes (an update ends when the output has been quiet
  for 40 ms; the quiet time is not counted). Target: under 50 ms.

Prints min / median / p95 and the machine and versions. Uses temporary data and cache
folders; never touches the user's saved games or cache.
"""

from __future__ import annotations

import argparse
import fcntl
import os
import platform
import pty
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
COMMAND = [sys.executable, "-m", "lexitile", "play", "--players", "Ann,Bo", "--seed", "1"]
#: Seed 1: Ann moves first with E R Z A G D O.
LETTERS = "gazedro"


def p95(values: list[float]) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, max(0, round(0.95 * len(ordered) + 0.5) - 1))]


def summary(label: str, values: list[float], unit: str = "ms", scale: float = 1000.0) -> str:
    ordered = sorted(values)
    n = len(ordered)
    median = ordered[n // 2] if n % 2 else (ordered[n // 2 - 1] + ordered[n // 2]) / 2
    return (
        f"{label:<30} min {ordered[0] * scale:8.1f}  median {median * scale:8.1f}  "
        f"p95 {p95(values) * scale:8.1f} {unit}  (n={n})"
    )


class Terminal:
    """A command (default: the app, :data:`COMMAND`) running in a pty of ``cols`` x ``rows``."""

    def __init__(self, env: dict[str, str], cols: int = 80, rows: int = 24, command: list[str] | None = None):
        self.master, slave = pty.openpty()
        fcntl.ioctl(slave, termios.TIOCSWINSZ, struct.pack("HHHH", rows, cols, 0, 0))
        self.started = time.perf_counter()
        self.proc = subprocess.Popen(
            command or COMMAND,
            stdin=slave,
            stdout=slave,
            stderr=slave,
            env=env,
            cwd=REPO,
            start_new_session=True,
            close_fds=True,
        )
        os.close(slave)
        self.buffer = b""

    def read_until(self, marker: bytes, timeout: float = 20.0) -> float:
        """Read output until ``marker`` appears; return the time it appeared."""
        deadline = time.perf_counter() + timeout
        while marker not in self.buffer:
            left = deadline - time.perf_counter()
            if left <= 0:
                raise TimeoutError(f"{marker!r} not seen; last output: {self.buffer[-300:]!r}")
            ready, _, _ = select.select([self.master], [], [], left)
            if ready:
                self.buffer += os.read(self.master, 65536)
        return time.perf_counter()

    def drain(self, quiet: float = 0.04, first: float = 0.0, limit: float = 2.0) -> float | None:
        """Read until the output has been quiet for ``quiet`` seconds (waiting up to
        ``first`` seconds for the first byte); return the time the last byte arrived
        (``None`` when nothing came)."""
        last = None
        end = time.perf_counter() + limit
        while time.perf_counter() < end:
            ready, _, _ = select.select([self.master], [], [], max(quiet, first) if last is None else quiet)
            if not ready:
                break
            data = os.read(self.master, 65536)
            if not data:
                break
            self.buffer += data
            last = time.perf_counter()
        return last

    def key_latency(self, key: bytes) -> float:
        """Seconds from writing ``key`` to the last byte of the resulting update."""
        self.drain()
        sent = time.perf_counter()
        os.write(self.master, key)
        last = self.drain(first=1.0)
        if last is None:
            raise RuntimeError(f"no screen update after {key!r}")
        return last - sent

    def close(self) -> None:
        try:
            os.killpg(self.proc.pid, signal.SIGTERM)
        except ProcessLookupError:
            pass
        try:
            self.proc.wait(timeout=5)
        except subprocess.TimeoutExpired:
            os.killpg(self.proc.pid, signal.SIGKILL)
            self.proc.wait()
        os.close(self.master)


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--starts", type=int, default=5, help="start-ups to time")
    parser.add_argument("--keys", type=int, default=40, help="key presses to time")
    args = parser.parse_args()

    with tempfile.TemporaryDirectory(prefix="lexitile-bench-") as tmp:
        env = dict(
            os.environ,
            LEXITILE_DATA_DIR=str(Path(tmp) / "data"),
            LEXITILE_CACHE_DIR=str(Path(tmp) / "cache"),
            PYTHONPATH=str(REPO / "src") + os.pathsep + os.environ.get("PYTHONPATH", ""),
            TERM="xterm-256color",
            COLORTERM="truecolor",
        )
        env.pop("NO_COLOR", None)
        # fill the lexicon cache (the target is for start-ups once it exists)
        subprocess.run(
            [sys.executable, "-c", "from lexitile.lexicon import load_lexicon; load_lexicon('en')"], env=env, check=True
        )
        starts = []
        for _ in range(args.starts):
            term = Terminal(env)
            try:
                starts.append(term.read_until(b"Pass to Ann") - term.started)
            finally:
                term.close()

        term = Terminal(env)
        latencies = []
        try:
            term.read_until(b"Pass to Ann")
            term.drain(0.3)
            term.key_latency(b"\r")  # lift the curtain
            for i in range(args.keys):
                key = LETTERS[(i // 2) % len(LETTERS)].encode() if i % 2 == 0 else b"\x7f"
                latencies.append(term.key_latency(key))
        finally:
            term.close()

    print(summary("start-up to first screen", starts))
    print(summary("key press to screen update", latencies))
    print()
    print(
        f"machine: {platform.machine()} {platform.processor() or ''} {os.cpu_count()} CPUs, {platform.system()} {platform.release()}"
    )
    versions = ", ".join(f"{name} {metadata.version(name)}" for name in ("textual", "rich", "marisa-trie"))
    print(f"python {platform.python_version()}, {versions}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
