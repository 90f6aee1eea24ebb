#!/usr/bin/env python3
"""Benchmark the Crosswise robots: time per move and strength against random play.

Run from a checkout (or with lexitile installed)::

    PYTHONPATH=src python benchmarks/bench_crosswise.py [--games 200] [--players 2 3 4] [--seed 0]
        [--vs easy] [--level hard] [--json]

* strength: ``--games`` games per player count of the robot ``--level`` (default
  ``hard``) against ``--vs`` (default ``easy``, the random-move robot). The robot
  plays the columns side in even games and the rows side in odd games; game g is
  shuffled with seed ``seed + g``. Prints wins / draws / losses and the win rate
  (issue #10 target: at least 90% against random play).
* speed: every move the robot makes in those games is timed (``time.perf_counter``
  around ``choose``); prints min / median / p95 / max milliseconds per move (issue
  #10 target: under 100 ms).

Prints the machine and versions. ``--json`` prints one JSON object per player count.
"""

from __future__ import annotations

import argparse
import json
import platform
import statistics
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent / "src"))

from lexitile.games.crosswise.files import load_components
from lexitile.games.crosswise.game import Game
from lexitile.games.crosswise.robots import LEVELS, make_robot


def run(players: int, games: int, seed: int, level: str, vs: str) -> dict:
    comps = load_components()
    wins = draws = losses = 0
    times: list[float] = []
    reasons: dict[str, int] = {}
    turns = 0
    for g in range(games):
        game = Game(comps, [f"P{i}" for i in range(players)], seed=seed + g)
        robot_even = g % 2 == 0  # columns side = even seats
        robots = [
            make_robot(level if (s % 2 == 0) == robot_even else vs, seed=seed + 1000 * g + s) for s in range(players)
        ]
        mine = {s for s in range(players) if (s % 2 == 0) == robot_even}
        while not game.is_over:
            seat = game.seat
            t0 = time.perf_counter()
            move = robots[seat].choose(game)
            if seat in mine:
                times.append(time.perf_counter() - t0)
            game.play(move)
        turns += len(game.history)
        outcome = game.side_result
        reasons[outcome.reason.value] = reasons.get(outcome.reason.value, 0) + 1
        robot_side = game.side_of(0 if robot_even else 1)
        if outcome.winner is None:
            draws += 1
        elif outcome.winner is robot_side:
            wins += 1
        else:
            losses += 1
    ms = sorted(t * 1000 for t in times)
    return {
        "players": players,
        "level": level,
        "vs": vs,
        "games": games,
        "wins": wins,
        "draws": draws,
        "losses": losses,
        "win_rate": wins / games,
        "end_reasons": reasons,
        "mean_turns": turns / games,
        "moves_timed": len(ms),
        "min_ms": ms[0],
        "median_ms": statistics.median(ms),
        "p95_ms": ms[int(0.95 * (len(ms) - 1))],
        "max_ms": ms[-1],
    }


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--games", type=int, default=200)
    parser.add_argument("--players", type=int, nargs="+", default=[2], choices=[2, 3, 4])
    parser.add_argument("--seed", type=int, default=0)
    parser.add_argument("--level", default="hard", choices=LEVELS)
    parser.add_argument("--vs", default="easy", choices=LEVELS)
    parser.add_argument("--json", action="store_true")
    args = parser.parse_args()
    if not args.json:
        print(f"machine: {platform.machine()} {platform.processor() or ''} {platform.system()} {platform.release()}")
        print(f"python {platform.python_version()} ({platform.python_implementation()})")
    for players in args.players:
        r = run(players, args.games, args.seed, args.level, args.vs)
        if args.json:
            print(json.dumps(r))
            continue
        print(
            f"{players} players, {r['level']} vs {r['vs']}, {r['games']} games: "
            f"{r['wins']} won, {r['draws']} drawn, {r['losses']} lost -> win rate {100 * r['win_rate']:.1f}% "
            f"(ends: {r['end_reasons']}; {r['mean_turns']:.1f} turns per game)"
        )
        print(
            f"  {r['level']} robot, ms per move over {r['moves_timed']} moves: min {r['min_ms']:.2f}  "
            f"median {r['median_ms']:.2f}  p95 {r['p95_ms']:.2f}  max {r['max_ms']:.2f}"
        )
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
