#!/usr/bin/env python3
"""Benchmark the end of the game: the hard robot's exact endgame (and pre-endgame) search
against today's hard robot, and the expert level against the hard robot.

Run from a checkout (or with lexitile installed)::

    PYTHONPATH=src python benchmarks/bench_endgame.py hard [--games 500] [--minutes 30]
        [--endgame-work N] [--endgame-seconds S] [--preendgame] [--seed 1] [--json]
    PYTHONPATH=src python benchmarks/bench_endgame.py expert [--games 20] [--seconds 1] [--workers N]

How it measures:

* ``hard``: the new hard robot (exact endgame search within ``--endgame-work`` plays
  generated, default the robot's, and ``--endgame-seconds`` if given; the pre-endgame
  look-ahead with ``--preendgame``) against the hard robot as it was before them
  (``endgame_work=0, preendgame_work=0``: the one-reply look-ahead, static equity). Both robots are deterministic and
  choose the same moves until they reach a position where they may differ (an empty bag,
  or with ``--preendgame`` six or fewer tiles in the bag): each seed's game is played once
  up to that point and then **played out twice**, the new robot taking each seat once.
  That is exactly two full games with the new robot starting one and the old the other,
  without playing the identical opening twice. Figures: the new robot's mean spread per
  game (its score minus the old robot's) with a 95% interval over the seeds (each seed's
  two games averaged: the pair is not independent), its win share (draws half) with a
  95% interval, and the wall-clock ms of each of its moves made with the bag empty (median,
  p95, max).
* ``expert``: ``--games`` games of the expert level (``--seconds`` a move) against the
  hard robot, seats alternating with the seed; win share, mean spread with 95% intervals
  and ms per expert move.

The games stop at ``--games`` or after ``--minutes`` (whichever first); the printout says
how many games were played. Rule set: ``--rules`` (default mattel), the built-in lexicon
of its language. Wall clock: on a machine shared with other work the time limits are met
in wall-clock seconds, so the search sees less CPU than on an idle machine.
"""

from __future__ import annotations

import argparse
import json
import math
import platform
import statistics
import sys
import time
from collections.abc import Callable
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT / "src"))

from lexitile.games.crossword.catalog import load_rules
from lexitile.games.crossword.engine.automaton import automaton_for_lexicon
from lexitile.games.crossword.engine.robots import ENDGAME_WORK, PREENDGAME_WORK, Robot
from lexitile.games.crossword.rules.game import Game
from lexitile.games.crossword.rules.make_move import make_move
from lexitile.games.crossword.selfplay import lexicon_for_tileset
from lexitile.lexicon import load_lexicon


def percentile(xs: list[float], q: float) -> float:
    xs = sorted(xs)
    return xs[min(len(xs) - 1, int(q * (len(xs) - 1) + 0.5))]


def interval(xs: list[float]) -> tuple[float, float, float]:
    """Mean and a normal 95% interval."""
    m = statistics.fmean(xs)
    if len(xs) < 2:
        return m, float("nan"), float("nan")
    half = 1.96 * statistics.stdev(xs) / math.sqrt(len(xs))
    return m, m - half, m + half


def wilson(wins: float, n: int) -> tuple[float, float, float]:
    """Share and Wilson 95% interval (draws counted as half a win)."""
    if n == 0:
        return float("nan"), float("nan"), float("nan")
    p, z = wins / n, 1.96
    d = 1 + z * z / n
    c = (p + z * z / (2 * n)) / d
    h = z * math.sqrt(p * (1 - p) / n + z * z / (4 * n * n)) / d
    return p, c - h, c + h


def times(ms: list[float]) -> dict[str, float]:
    if not ms:
        return {"moves": 0}
    return {
        "moves": len(ms),
        "median_ms": round(statistics.median(ms), 1),
        "p95_ms": round(percentile(ms, 0.95), 1),
        "max_ms": round(max(ms), 1),
    }


def play_out(game: Game, robots: list[Robot], new_seat: int, new_ms: list[float], bag_empty_only: bool) -> None:
    while not game.is_over:
        r = robots[game.turn]
        empty = not len(game.bag)
        action = r.choose(game)
        if game.turn == new_seat and (empty or not bag_empty_only):
            new_ms.append(r.last_ms)
        make_move(game, action)


def bench_hard(args: argparse.Namespace, lexicon, automaton, rules) -> dict:
    new = Robot(
        "hard",
        automaton,
        lexicon,
        endgame_work=args.endgame_work,
        endgame_seconds=args.endgame_seconds,
        preendgame_work=args.preendgame_work if args.preendgame else 0,
    )
    old = Robot("hard", automaton, lexicon, endgame_work=0, preendgame_work=0)
    split = 6 if args.preendgame else 0
    pair_spreads: list[float] = []
    spreads: list[float] = []
    wins = 0.0
    games = 0
    new_ms: list[float] = []
    decided = 0
    stop = time.monotonic() + 60 * args.minutes
    seed = args.seed
    while games + 2 <= args.games and time.monotonic() < stop:
        base = Game(rules, ["A", "B"], seed=seed, lexicon=lexicon)
        while not base.is_over and len(base.bag) > split:
            make_move(base, old.choose(base))
        pair = []
        for new_seat in (0, 1):
            game = base.copy()
            robots = [new, old] if new_seat == 0 else [old, new]
            play_out(game, robots, new_seat, new_ms, bag_empty_only=True)
            s = game.scores[new_seat] - game.scores[1 - new_seat]
            pair.append(s)
            spreads.append(s)
            wins += 1.0 if s > 0 else 0.5 if s == 0 else 0.0
            games += 1
        decided += pair[0] != -pair[1]
        pair_spreads.append((pair[0] + pair[1]) / 2)
        seed += 1
        if args.progress and games % 20 == 0:
            m, lo, hi = interval(pair_spreads)
            print(f"  {games} games: spread {m:+.2f} [{lo:+.2f}, {hi:+.2f}]", file=sys.stderr, flush=True)
    m, lo, hi = interval(pair_spreads) if pair_spreads else (float("nan"),) * 3
    p, plo, phi = wilson(wins, games)
    return {
        "mode": "hard",
        "games": games,
        "seeds": len(pair_spreads),
        "endgame_work": args.endgame_work,
        "endgame_seconds": args.endgame_seconds,
        "preendgame_work": args.preendgame_work if args.preendgame else 0,
        "preendgame": args.preendgame,
        "spread_per_game": round(m, 2),
        "spread_95": [round(lo, 2), round(hi, 2)],
        "win_share": round(p, 4),
        "win_share_95": [round(plo, 4), round(phi, 4)],
        "seeds_where_the_new_robot_changed_the_result": decided,
        "new_robot_bag_empty_moves": times(new_ms),
    }


def bench_expert(args: argparse.Namespace, lexicon, automaton, rules) -> dict:
    expert = Robot("expert", automaton, lexicon, think_seconds=args.seconds, workers=args.workers)
    hard = Robot("hard", automaton, lexicon)
    spreads: list[float] = []
    wins = 0.0
    ms: list[float] = []
    stop = time.monotonic() + 60 * args.minutes
    games = 0
    while games < args.games and time.monotonic() < stop:
        seed = args.seed + games
        seat = games % 2
        game = Game(rules, ["A", "B"], seed=seed, lexicon=lexicon, first_player=0)
        robots = [expert, hard] if seat == 0 else [hard, expert]
        play_out(game, robots, seat, ms, bag_empty_only=False)
        s = game.scores[seat] - game.scores[1 - seat]
        spreads.append(s)
        wins += 1.0 if s > 0 else 0.5 if s == 0 else 0.0
        games += 1
        if args.progress:
            print(f"  game {games}: expert {s:+d}", file=sys.stderr, flush=True)
    m, lo, hi = interval(spreads) if spreads else (float("nan"),) * 3
    p, plo, phi = wilson(wins, games)
    return {
        "mode": "expert",
        "games": games,
        "seconds_per_move": args.seconds,
        "spread_per_game": round(m, 2),
        "spread_95": [round(lo, 2), round(hi, 2)],
        "win_share": round(p, 4),
        "win_share_95": [round(plo, 4), round(phi, 4)],
        "expert_moves": times(ms),
    }


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("mode", choices=["hard", "expert"])
    ap.add_argument("--games", type=int, default=500)
    ap.add_argument("--minutes", type=float, default=30.0)
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--rules", default="mattel")
    ap.add_argument("--endgame-work", type=int, default=ENDGAME_WORK, help="plays generated (default the robot's)")
    ap.add_argument("--endgame-seconds", type=float, default=None, help="a clock limit as well (default none)")
    ap.add_argument("--preendgame", action="store_true")
    ap.add_argument("--preendgame-work", type=int, default=PREENDGAME_WORK)
    ap.add_argument("--workers", type=int, default=None, help="expert: processes (default every core)")
    ap.add_argument("--seconds", type=float, default=1.0, help="expert: seconds per move")
    ap.add_argument("--progress", action="store_true")
    ap.add_argument("--json", action="store_true")
    args = ap.parse_args(argv)
    rules = load_rules(args.rules)
    lexicon = load_lexicon(lexicon_for_tileset(rules.tileset.name) or "en")
    automaton = automaton_for_lexicon(lexicon)
    run: Callable[..., dict] = bench_hard if args.mode == "hard" else bench_expert
    t = time.perf_counter()
    out = run(args, lexicon, automaton, rules)
    out["wall_seconds"] = round(time.perf_counter() - t, 1)
    out["python"] = platform.python_version()
    out["rules"] = args.rules
    if args.json:
        print(json.dumps(out, indent=2))
    else:
        for k, v in out.items():
            print(f"{k:>48}: {v}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
