#!/usr/bin/env python3
"""What listing the saved games of every mode costs: ``scan_saved_games`` over a data
folder holding N saves of each mode (the three fixtures of ``tests/data/saves/legacy``
copied N times: a board game, a Quiddler record, a Crosswise record).

Run from a checkout::

    PYTHONPATH=src python benchmarks/bench_saved_games.py [--copies 50] [--rounds 10]

Each round lists the whole folder in this process (every file read, checked by its
mode's reader, the Quiddler and Crosswise records replayed), with a warm page cache;
the first round (rule sets and decks loaded once) is timed apart. Uses a temporary data
folder; never touches the user's. Prints min / median / p95 in milliseconds, per scan
and per file.
"""

from __future__ import annotations

import argparse
import os
import platform
import shutil
import statistics
import sys
import tempfile
import time
from pathlib import Path

REPO = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(REPO / "src"))

from lexitile.play.saved_entries import scan_saved_games

LEGACY = REPO / "tests" / "data" / "saves" / "legacy"


def stats(samples: list[float], per: int = 1) -> str:
    ms = sorted(s * 1000 / per for s in samples)
    p95 = ms[min(len(ms) - 1, round(0.95 * (len(ms) - 1)))]
    return f"min {ms[0]:8.2f}  median {statistics.median(ms):8.2f}  p95 {p95:8.2f} ms"


def fill(data: Path, copies: int) -> int:
    """``copies`` of each legacy save in ``data``; returns the number of saves."""
    for source in sorted(LEGACY.rglob("*")):
        if not source.is_file() or source.suffix == ".gcg":
            continue
        folder = data / source.parent.relative_to(LEGACY)
        folder.mkdir(parents=True, exist_ok=True)
        for k in range(copies):
            target = folder / f"{source.stem}-{k}{source.suffix}"
            shutil.copy(source, target)
            gcg = source.with_suffix(".gcg")
            if gcg.is_file():
                shutil.copy(gcg, target.with_suffix(".gcg"))
    return 3 * copies


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--copies", type=int, default=50, help="saves of each mode (default 50)")
    parser.add_argument("--rounds", type=int, default=10, help="timed scans (default 10)")
    args = parser.parse_args()
    with tempfile.TemporaryDirectory() as tmp:
        data = Path(tmp) / "data"
        files = fill(data, args.copies)
        os.environ["LEXITILE_DATA_DIR"] = str(data)
        started = time.perf_counter()
        entries, bad = scan_saved_games()
        first = time.perf_counter() - started
        assert len(entries) == files and not bad, (len(entries), bad[:3])
        samples = []
        for _ in range(args.rounds):
            started = time.perf_counter()
            scan_saved_games()
            samples.append(time.perf_counter() - started)
    print(f"python {platform.python_version()} on {platform.machine()}, {os.cpu_count()} cores")
    print(f"{files} saves ({args.copies} of each mode), {args.rounds} rounds, warm page cache")
    print(f"first scan            {first * 1000:8.2f} ms")
    print(f"scan                  {stats(samples)}")
    print(f"per file              {stats(samples, files)}")


if __name__ == "__main__":
    main()
