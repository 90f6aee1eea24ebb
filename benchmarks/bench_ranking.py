#!/usr/bin/env python3
"""What ranking costs: the hard robot's ranked plays (equity and sort) against generating
the plays alone, in one run.

Run from a checkout with the compiled core built (``pip install -e .``)::

    python benchmarks/bench_ranking.py [--positions 50] [--repeat 5] [--lexicon en] [--json]

Positions: those of ``benchmarks/bench_simulation.py`` (mid-game positions of the
project's GCG records ``tests/data/games/mattel-2p-*.gcg``, the built-in ``--lexicon``).
Per position, this process's CPU time (``time.process_time``, median of ``--repeat``
batches of >= 2 ms) of:

* ``generate``: :func:`lexitile.games.crossword.engine.movegen.generate_moves` with the compiled core;
* ``ranked``: :meth:`lexitile.games.crossword.engine.robots.Robot.ranked` (generation, the equity of
  every play and the sort, all in the compiled core: :func:`lexitile.games.crossword.engine.accel.ranked`;
  the plays come as a :class:`lexitile.games.crossword.engine.equity_ranking.RankedPlays`, whose
  ``(equity, move)`` pairs are made when read, as the expert reads its first ten);
* ``ranked, all read``: the same, every pair then read (``list(Robot.ranked(game))``: what
  a caller that walks the whole ranking pays);
* ``ranked in Python``: the same ranking computed in Python over the generated list
  (``Robot.ranked(game, moves)`` after ``generate_moves``: how it was done before).

Printed: per kind the median ms per position, and the ratios to ``generate`` (median of
per-position ratios, and of the totals), with the load average.
"""

from __future__ import annotations

import argparse
import json
import os
import statistics
import sys
import time
from collections.abc import Callable
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "src"))
sys.path.insert(0, str(Path(__file__).resolve().parent))

from bench_simulation import mid_game_positions
from lexitile.games.crossword.engine import accel
from lexitile.games.crossword.engine.automaton import automaton_for_lexicon
from lexitile.games.crossword.engine.movegen import generate_moves
from lexitile.games.crossword.engine.robots import Robot
from lexitile.lexicon import load_lexicon


def cpu_ms(call: Callable[[], object], repeat: int) -> float:
    """Median CPU milliseconds of one call over ``repeat`` batches long enough for the clock."""
    batch = 1
    while True:
        t = time.process_time()
        for _ in range(batch):
            call()
        took = time.process_time() - t
        if took >= 0.002 or batch >= 256:
            break
        batch *= 4
    times = [took / batch]
    for _ in range(repeat - 1):
        t = time.process_time()
        for _ in range(batch):
            call()
        times.append((time.process_time() - t) / batch)
    return statistics.median(times) * 1000


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--positions", type=int, default=50)
    ap.add_argument("--repeat", type=int, default=5)
    ap.add_argument("--lexicon", default="en")
    ap.add_argument("--json", action="store_true")
    args = ap.parse_args(argv)
    if not accel.available():
        print("bench_ranking: the compiled core is not installed (pip install -e . with a C compiler)", file=sys.stderr)
        return 2
    accel.set_backend("c")
    automaton = automaton_for_lexicon(load_lexicon(args.lexicon))
    robot = Robot("hard", automaton)
    games = mid_game_positions(args.positions)
    load = os.getloadavg()[0]
    rows: dict[str, list[float]] = {"generate": [], "ranked": [], "ranked, all read": [], "ranked in Python": []}
    for game in games:
        rules = game.rules

        def gen(game=game, rules=rules) -> object:
            return generate_moves(game.board, game.rack, rules.tileset, automaton, rules.bingo_bonus, rules.rack_size)

        rows["generate"].append(cpu_ms(gen, args.repeat))
        rows["ranked"].append(cpu_ms(lambda game=game: robot.ranked(game), args.repeat))
        rows["ranked, all read"].append(cpu_ms(lambda game=game: list(robot.ranked(game)), args.repeat))
        rows["ranked in Python"].append(
            cpu_ms(lambda game=game, gen=gen: robot.ranked(game, gen()), args.repeat)  # type: ignore[arg-type]
        )
    base = rows["generate"]
    report: dict[str, object] = {"positions": len(games), "load": round(load, 2)}
    for name, ms in rows.items():
        ratios = [m / b for m, b in zip(ms, base, strict=True)]
        report[name] = {
            "median_ms": round(statistics.median(ms), 3),
            "ratio_median": round(statistics.median(ratios), 2),
            "ratio_total": round(sum(ms) / sum(base), 2),
        }
    if args.json:
        print(json.dumps(report))
    else:
        print(f"{len(games)} positions, load {load:.2f} -> {os.getloadavg()[0]:.2f}")
        for name in rows:
            r = report[name]
            assert isinstance(r, dict)
            print(
                f"{name:>17}: median {r['median_ms']:.3f} ms per position,"
                f" {r['ratio_median']:.2f}x generate (median of ratios), {r['ratio_total']:.2f}x (totals)"
            )
    return 0


if __name__ == "__main__":
    sys.exit(main())
