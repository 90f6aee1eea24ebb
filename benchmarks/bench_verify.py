#!/usr/bin/env python3
"""Benchmark ``lexitile verify`` over the whole GCG corpus: games per second.

Run from a checkout (or with lexitile installed)::

    PYTHONPATH=src python benchmarks/bench_verify.py [--rounds 5] [--corpus ../shared/gcg] [--profile]

Every ``.gcg``/``.txt`` game under the corpus folder (1,499 files in ``../shared/gcg``)
is read from disk, parsed and replayed with every score recomputed, in this one process,
exactly as ``lexitile verify`` does per file (:func:`lexitile.commands.verify.verify_path`;
the scrabblr ``modified_board/`` games with their own layout, as the corpus test does).
One warm-up round fills the OS file cache and the layout/tile-set caches; then each
round is timed. Prints the best and median rate in games/s and events/s, the verdict
counts, the machine and versions. Target (issue #2): at least 200 games/s on the
2-core development machine.

``--profile`` runs one more round under cProfile and prints the 15 functions with the
most own time, to show where the time goes (reader, replay, or the engine's
placement/validation/scoring functions).
"""

from __future__ import annotations

import argparse
import collections
import cProfile
import os
import platform
import pstats
import statistics
import sys
import time
from importlib import metadata
from pathlib import Path

REPO = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(REPO / "src"))

from lexitile.commands.verify import verify_path
from lexitile.games.crossword.catalog import load_layout

MODIFIED_DIR = "modified_board"
MODIFIED_LAYOUT = "LAYOUT_modified_board.txt"


def corpus_files(root: Path) -> list[Path]:
    """Every game file under ``root`` (GCG files and scrabblr's ``.txt`` games)."""
    files = [
        p
        for p in root.rglob("*")
        if p.suffix in (".gcg", ".txt") and p.parent != root and p.name != MODIFIED_LAYOUT  # not SOURCES.txt
    ]
    return sorted(files)


def one_round(files: list[Path], modified) -> tuple[float, collections.Counter, int]:
    counts: collections.Counter = collections.Counter()
    events = 0
    start = time.perf_counter()
    for path in files:
        board = modified if path.parent.name == MODIFIED_DIR else None
        verdict = verify_path(path, board=board)
        counts[verdict.status] += 1
        events += verdict.events
    return time.perf_counter() - start, counts, events


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--rounds", type=int, default=5, help="timed rounds (default 5)")
    parser.add_argument("--corpus", type=Path, default=REPO.parent / "shared" / "gcg", help="corpus folder")
    parser.add_argument("--profile", action="store_true", help="profile one extra round")
    args = parser.parse_args()
    if not args.corpus.is_dir():
        print(f"corpus folder not found: {args.corpus}", file=sys.stderr)
        return 2
    files = corpus_files(args.corpus)
    layout_path = next(args.corpus.rglob(MODIFIED_LAYOUT), None)
    modified = load_layout(str(layout_path)) if layout_path else None
    one_round(files, modified)  # warm-up
    times = []
    for _ in range(args.rounds):
        elapsed, counts, events = one_round(files, modified)
        times.append(elapsed)
    n = len(files)
    best, median = min(times), statistics.median(times)
    print(
        f"lexitile {metadata.version('lexitile')}  Python {platform.python_version()}  {platform.machine()}  {os.cpu_count()} CPUs"
    )
    print(f"corpus: {args.corpus}  {n} games, {events} events; verdicts {dict(sorted(counts.items()))}")
    print(f"best   {best:7.3f} s  {n / best:8.1f} games/s  {events / best:9.0f} events/s")
    print(f"median {median:7.3f} s  {n / median:8.1f} games/s  {events / median:9.0f} events/s  (rounds={args.rounds})")
    if args.profile:
        prof = cProfile.Profile()
        prof.enable()
        one_round(files, modified)
        prof.disable()
        pstats.Stats(prof).sort_stats("tottime").print_stats(15)
    return 0


if __name__ == "__main__":
    sys.exit(main())
