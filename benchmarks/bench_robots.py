#!/usr/bin/env python3
"""Benchmark the robot players: milliseconds per move per level, and self-play games/s.

Run from a checkout (or with lexitile installed)::

    PYTHONPATH=src python benchmarks/bench_robots.py [--games 20] [--seed 1] [--rules mattel] [--json]

* **ms per move**: for each level, ``--games`` games of that level against itself
  (rule set ``--rules``, the built-in lexicon of its language); every move's thinking
  time (:attr:`lexitile.games.crossword.engine.robots.Robot.last_ms`, wall clock, move generation
  included) is collected; min, median, mean, p95 and max are printed, with the share
  of moves under the 50 ms target. The hard robot's endgame moves (bag empty, two
  plies) are also shown apart.
* **games/s**: ``--games`` hard-vs-medium games through
  :func:`lexitile.games.crossword.selfplay.run_match`, with the invariant checks (as ``lexitile
  selfplay`` runs them) and without.

On a machine shared with other work the wall clock includes waiting for the CPU; add
``--clock cpu`` to time with this process's CPU time instead (``time.process_time``).
"""

from __future__ import annotations

import argparse
import json
import platform
import random
import statistics
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT / "src"))

from lexitile.games.crossword.catalog import load_rules
from lexitile.games.crossword.engine import robots as robots_mod
from lexitile.games.crossword.engine.automaton import automaton_for_lexicon
from lexitile.games.crossword.engine.robots import LEVELS, Robot
from lexitile.games.crossword.rules.game import Game
from lexitile.games.crossword.rules.make_move import make_move
from lexitile.games.crossword.selfplay import lexicon_for_tileset, run_match
from lexitile.lexicon import load_lexicon


def percentile(xs: list[float], q: float) -> float:
    xs = sorted(xs)
    return xs[min(len(xs) - 1, int(q * (len(xs) - 1) + 0.5))]


def summary(xs: list[float]) -> dict:
    return {
        "moves": len(xs),
        "min_ms": round(min(xs), 3),
        "median_ms": round(statistics.median(xs), 3),
        "mean_ms": round(statistics.fmean(xs), 3),
        "p95_ms": round(percentile(xs, 0.95), 3),
        "max_ms": round(max(xs), 3),
        "under_50ms": round(sum(1 for x in xs if x < 50) / len(xs), 4),
    }


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--games", type=int, default=20)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--rules", default="mattel")
    parser.add_argument("--clock", choices=["wall", "cpu"], default="wall")
    parser.add_argument("--json", action="store_true", help="one JSON object per line instead of tables")
    args = parser.parse_args()
    if args.clock == "cpu":
        robots_mod.time.perf_counter = time.process_time  # Robot.last_ms uses this clock

    rules = load_rules(args.rules)
    t = time.perf_counter()
    lexicon = load_lexicon(lexicon_for_tileset(rules.tileset.name) or "en")
    automaton = automaton_for_lexicon(lexicon)
    load_s = time.perf_counter() - t
    if not args.json:
        print(
            f"python {platform.python_version()} ({platform.python_implementation()}), {platform.machine()}; "
            f"rules {rules.name}; lexicon {lexicon.name} ({len(lexicon):,} words, loaded in {load_s:.2f} s); "
            f"clock {args.clock}"
        )
        print(f"{'level':<14} {'moves':>6} {'min':>7} {'median':>7} {'mean':>7} {'p95':>7} {'max':>7} {'<50ms':>7}")
    results = []
    for level in LEVELS[:3]:  # expert thinks seconds a move: benchmarks/bench_endgame.py
        times: list[float] = []
        endgame: list[float] = []
        for g in range(args.games):
            game = Game(rules, ["A", "B"], seed=args.seed + g, lexicon=lexicon)
            bots = [Robot(level, automaton, lexicon, random.Random(g * 2 + k)) for k in range(2)]
            while not game.is_over:
                bot = bots[game.turn]
                empty_bag = not len(game.bag)
                make_move(game, bot.choose(game))
                (endgame if empty_bag else times).append(bot.last_ms)
        for name, xs in ((level, times + endgame), (f"{level} endgame", endgame)):
            if not xs:
                continue
            s = {"name": name, **summary(xs)}
            results.append(s)
            if args.json:
                print(json.dumps(s))
            else:
                print(
                    f"{name:<14} {s['moves']:>6} {s['min_ms']:>7.2f} {s['median_ms']:>7.2f} {s['mean_ms']:>7.2f} "
                    f"{s['p95_ms']:>7.2f} {s['max_ms']:>7.2f} {s['under_50ms']:>7.1%}"
                )
    for check in (True, False):
        m = run_match(
            rules, automaton, lexicon, ("hard", "medium"), args.games, args.seed, check=check, check_gcg=check
        )
        obj = {
            "name": f"selfplay hard-vs-medium {'checked' if check else 'unchecked'}",
            "games": m.games,
            "games_per_second": round(m.games_per_second, 3),
            "turns_per_game": round(m.turns / m.games, 2),
            "violations": len(m.violations),
        }
        if args.json:
            print(json.dumps(obj))
        else:
            print(
                f"{obj['name']}: {m.games} games, {obj['games_per_second']:.2f} games/s, "
                f"{obj['turns_per_game']:.1f} turns/game, {obj['violations']} violations"
            )
    return 0


if __name__ == "__main__":
    sys.exit(main())
