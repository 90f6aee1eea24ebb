#!/usr/bin/env python3
"""Benchmark the league database: recording a game, the table, a profile's statistics
and the rebuild, on a league of N games.

Run from a checkout::

    PYTHONPATH=src python benchmarks/bench_league.py [--games 500]

A fresh league in a temporary folder with four profiles; every game has the four of
them seated, a wager of 10 and 20 moves of two words each (the winner rotates).

* **Record**: :meth:`League.record_game` of each game (one ``BEGIN IMMEDIATE``
  transaction, file on disk, WAL): min, median, p95 in ms.
* **Table**, **statistics**, **rebuild**: :func:`league_table`, :func:`profile_stats`
  of one profile and :meth:`League.rebuild` over all N games, 5 runs each: min, median,
  p95 in ms.
"""

from __future__ import annotations

import argparse
import statistics
import sys
import tempfile
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "src"))

from lexitile.core.league_rules import GameResult, GameStatus, Seat, SeatKind
from lexitile.storage.league_db import League, MoveRecord
from lexitile.storage.league_stats import league_table, profile_stats


def summary(name: str, ms: list[float]) -> str:
    ms = sorted(ms)
    p95 = ms[min(len(ms) - 1, round(0.95 * (len(ms) - 1)))]
    return f"{name:<12} n={len(ms):<5} min {ms[0]:8.2f} ms  median {statistics.median(ms):8.2f} ms  p95 {p95:8.2f} ms"


def timed(action: object, runs: int = 5) -> list[float]:
    out = []
    for _ in range(runs):
        t0 = time.perf_counter()
        action()  # type: ignore[operator]
        out.append((time.perf_counter() - t0) * 1000)
    return out


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=500)
    args = parser.parse_args()
    with tempfile.TemporaryDirectory() as tmp, League(Path(tmp) / "league.sqlite3") as league:
        names = ("Ann", "Bo", "Cy", "Di")
        for n in names:
            league.add_profile(n)
        seats = tuple(Seat(n, SeatKind.PROFILE, league.profile(n).id, score=300 + i) for i, n in enumerate(names))
        record = []
        for g in range(args.games):
            moves = [MoveRecord(m % 4, "8D CAT", 12, (("CAT", 10), ("AT", 2))) for m in range(20)]
            result = GameResult("board", True, 10, GameStatus.FINISHED, seats, (g % 4,))
            t0 = time.perf_counter()
            league.record_game(result, moves)
            record.append((time.perf_counter() - t0) * 1000)
        print(f"league of {args.games} games, 4 seats, 20 moves each (python {sys.version.split()[0]})")
        print(summary("record", record))
        print(summary("table", timed(lambda: league_table(league))))
        print(summary("statistics", timed(lambda: profile_stats(league, "Ann"))))
        print(summary("rebuild", timed(league.rebuild)))


if __name__ == "__main__":
    main()
