#!/usr/bin/env python3
"""Milliseconds per move per robot level at a table of 2, 3 or 4 seats.

Run from a checkout (or with lexitile installed)::

    PYTHONPATH=src python benchmarks/bench_tables.py --seats 3 --games 3 [--levels easy,hard] \\
        [--deals 10] [--workers 1] [--seed 1] [--rules mattel] [--json]

For each level, ``--games`` games of ``--seats`` robots of that level (the built-in
lexicon of the rule set's language, game ``i`` with seed ``--seed + i``); every move's
thinking time (:attr:`lexitile.games.crossword.engine.robots.Robot.last_ms`, wall clock, move generation
included) is collected, and the number of moves, median, p95 and max are printed with the
load average before and after. The expert plays a fixed number of deals per simulated
move (``--deals``, default 10, on ``--workers`` processes, default 1: one game per core),
so its time per move is what that number costs on this machine.
"""

from __future__ import annotations

import argparse
import json
import os
import random
import statistics
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT / "src"))

from lexitile.games.crossword.catalog import load_rules
from lexitile.games.crossword.engine.automaton import automaton_for_lexicon
from lexitile.games.crossword.engine.robots import LEVELS, Robot
from lexitile.games.crossword.rules.game import Game
from lexitile.games.crossword.rules.make_move import make_move
from lexitile.games.crossword.selfplay import lexicon_for_tileset
from lexitile.lexicon import load_lexicon


def _p95(values: list[float]) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, round(0.95 * (len(ordered) - 1)))]


def measure(
    level: str, seats: int, games: int, seed: int, rules_name: str, deals: int, workers: int
) -> dict[str, object]:
    """Thinking times of ``level`` over ``games`` games of ``seats`` such robots."""
    rules = load_rules(rules_name)
    lexicon = load_lexicon(lexicon_for_tileset(rules.tileset.name) or "en")
    automaton = automaton_for_lexicon(lexicon)
    times: list[float] = []
    for i in range(games):
        game = Game(rules, [f"R{k}" for k in range(seats)], seed=seed + i, lexicon=lexicon)
        robots = [
            Robot(level, automaton, lexicon, random.Random(seed + i + k), think_deals=deals, workers=workers)
            for k in range(seats)
        ]
        while not game.is_over:
            robot = robots[game.turn]
            make_move(game, robot.choose(game))
            times.append(robot.last_ms)
    return {
        "level": level,
        "seats": seats,
        "games": games,
        "moves": len(times),
        "median_ms": round(statistics.median(times), 1),
        "p95_ms": round(_p95(times), 1),
        "max_ms": round(max(times), 1),
    }


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--seats", type=int, default=2, choices=(2, 3, 4))
    parser.add_argument("--games", type=int, default=3)
    parser.add_argument("--levels", default=",".join(LEVELS), help="comma-separated levels (default all)")
    parser.add_argument("--deals", type=int, default=10, help="the expert's deals per simulated move")
    parser.add_argument("--workers", type=int, default=1, help="the expert's processes (default 1)")
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--rules", default="mattel")
    parser.add_argument("--json", action="store_true", help="one JSON object per level")
    args = parser.parse_args()
    for level in args.levels.split(","):
        before = os.getloadavg()[0]
        row = measure(level, args.seats, args.games, args.seed, args.rules, args.deals, args.workers)
        row["load"] = [round(before, 1), round(os.getloadavg()[0], 1)]
        if args.json:
            print(json.dumps(row), flush=True)
        else:
            print(
                f"{level:<8} {args.seats} seats {row['moves']:>5} moves  median {row['median_ms']:>8} ms  "
                f"p95 {row['p95_ms']:>8} ms  max {row['max_ms']:>8} ms  load {row['load']}",
                flush=True,
            )
    return 0


if __name__ == "__main__":
    sys.exit(main())
