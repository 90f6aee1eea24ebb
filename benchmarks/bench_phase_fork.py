#!/usr/bin/env python3
"""Which level plays one phase of the game better: the same positions, played on by each.

Run from a checkout (or with lexitile installed)::

    PYTHONPATH=src python benchmarks/bench_phase_fork.py --seats 2 --bag 1-6 \\
        --levels expert,hard [--deals 150] [--workers 2] [--games 1000] [--seed 10000] [--json]

Game ``i`` (seed ``--seed + i``, the first seat moves first) is played by hard robots
until the **subject** (seat ``i`` modulo ``--seats``, so every seat is the subject in
turn) is on turn with a number of tiles in the bag within ``--bag`` (``LOW-HIGH``). From
that position the game is played to its end once for each level of ``--levels``, the
subject playing at that level and every other seat as hard; a game whose subject never
meets such a bag is skipped. The expert plays a fixed number of deals per simulated move
(``--deals``) on ``--workers`` processes, so a seed repeats every game.

Every level meets the same positions, so the difference between two levels is measured
game by game: only the games where their choices differ count, and the noise of the
opening and middle game is left out. Printed per level: the subject's win share (a
shared first place counting its share) and mean margin (final score minus the best
other player's), and against the first level the paired differences with their 95 %
intervals (normal approximation over the games).
"""

from __future__ import annotations

import argparse
import json
import math
import os
import random
import sys
import time
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT / "src"))

from lexitile.games.crossword.catalog import load_rules
from lexitile.games.crossword.engine.automaton import Automaton, automaton_for_lexicon
from lexitile.games.crossword.engine.robots import LEVELS, Robot
from lexitile.games.crossword.rules.config import RuleSet
from lexitile.games.crossword.rules.game import Game
from lexitile.games.crossword.rules.make_move import make_move
from lexitile.games.crossword.rules.move import BoardMove
from lexitile.games.crossword.selfplay import lexicon_for_tileset
from lexitile.lexicon import load_lexicon
from lexitile.lexicon.compounds import for_rules


def _play_on(game: Game, robots: list[Robot]) -> None:
    while not game.is_over:
        if game.pending is not None:  # robots play listed words only: nobody challenges
            game.accept_play()
            if game.is_over:
                break
        make_move(game, robots[game.turn].choose(game))


def _prefix(
    rules: RuleSet, automaton: Automaton, lexicon: Any, seats: int, seed: int, bag: tuple[int, int]
) -> list[BoardMove] | None:
    """The hard robots' moves up to the subject's first turn with ``bag`` tiles, or ``None``."""
    subject = seed % seats
    game = Game(rules, [f"P{k}" for k in range(seats)], seed=seed, lexicon=lexicon, first_player=0)
    robots = [Robot("hard", automaton, lexicon, random.Random(seed * 10 + k)) for k in range(seats)]
    moves: list[BoardMove] = []
    while not game.is_over:
        if game.pending is not None:
            game.accept_play()
            continue
        if game.turn == subject and bag[0] <= len(game.bag) <= bag[1]:
            return moves
        move = robots[game.turn].choose(game)
        moves.append(move)
        make_move(game, move)
    return None


def _mean_interval(values: list[float]) -> tuple[float, float]:
    n = len(values)
    mean = sum(values) / n
    if n < 2:
        return mean, math.inf
    sd = math.sqrt(sum((v - mean) ** 2 for v in values) / (n - 1))
    return mean, 1.96 * sd / math.sqrt(n)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--seats", type=int, default=2, choices=(2, 3, 4))
    parser.add_argument("--bag", default="1-6", help="LOW-HIGH tiles in the bag where the phase starts")
    parser.add_argument("--levels", default="expert,hard", help="2 or more levels, the first the reference")
    parser.add_argument("--deals", type=int, default=150)
    parser.add_argument("--workers", type=int, default=2)
    parser.add_argument("--games", type=int, default=200)
    parser.add_argument("--seed", type=int, default=10000)
    parser.add_argument("--rules", default="mattel")
    parser.add_argument("--json", action="store_true")
    args = parser.parse_args(argv)
    low, _, high = args.bag.partition("-")
    try:
        bag = (int(low), int(high or low))
    except ValueError:
        parser.error(f"--bag: expected LOW-HIGH such as 1-6, got {args.bag!r}")
    levels = args.levels.split(",")
    unknown = [lv for lv in levels if lv.split("+")[0] not in LEVELS]
    if len(levels) < 2 or unknown:
        parser.error(f"--levels: 2 or more of {', '.join(LEVELS)}, got {args.levels!r}")
    rules = load_rules(args.rules)
    lexicon = for_rules(load_lexicon(lexicon_for_tileset(rules.tileset.name) or "en"), rules.compound_words)
    automaton = automaton_for_lexicon(lexicon)
    load_before = os.getloadavg()
    rows: list[dict[str, Any]] = []
    started = time.perf_counter()
    for seed in range(args.seed, args.seed + args.games):
        moves = _prefix(rules, automaton, lexicon, args.seats, seed, bag)
        if moves is None:
            continue
        subject = seed % args.seats
        row: dict[str, Any] = {"seed": seed}
        for level in levels:
            game = Game(rules, [f"P{k}" for k in range(args.seats)], seed=seed, lexicon=lexicon, first_player=0)
            for move in moves:
                if game.pending is not None:
                    game.accept_play()
                make_move(game, move)
            robots = [Robot("hard", automaton, lexicon, random.Random(seed + k)) for k in range(args.seats)]
            robots[subject] = Robot(
                level, automaton, lexicon, random.Random(seed), think_deals=args.deals, workers=args.workers
            )
            _play_on(game, robots)
            assert game.outcome is not None
            finals = game.outcome.finals
            others = max(f for k, f in enumerate(finals) if k != subject)
            winners = game.outcome.winners
            row[level] = {
                "margin": finals[subject] - others,
                "win": 1 / len(winners) if subject in winners else 0.0,
            }
        rows.append(row)
    seconds = time.perf_counter() - started
    summary: dict[str, Any] = {
        "seats": args.seats,
        "bag": list(bag),
        "deals": args.deals,
        "games": args.games,
        "forked": len(rows),
        "seconds": round(seconds, 1),
        "load_before": [round(x, 2) for x in load_before],
        "load_after": [round(x, 2) for x in os.getloadavg()],
        "levels": {},
    }
    if not rows:
        print("no game reached the phase", file=sys.stderr)
        return 1
    reference = levels[0]
    for level in levels:
        wins = [float(r[level]["win"]) for r in rows]
        margins = [float(r[level]["margin"]) for r in rows]
        entry: dict[str, Any] = {"win_share": sum(wins) / len(wins), "mean_margin": sum(margins) / len(margins)}
        if level != reference:
            dw = [float(r[level]["win"]) - float(r[reference]["win"]) for r in rows]
            dm = [float(r[level]["margin"]) - float(r[reference]["margin"]) for r in rows]
            entry["win_vs_first"] = _mean_interval(dw)
            entry["margin_vs_first"] = _mean_interval(dm)
            entry["games_differing"] = sum(1 for d in dm if d)
        summary["levels"][level] = entry
    if args.json:
        print(json.dumps(summary))
        return 0
    print(
        f"{args.seats} seats, phase from {bag[0]}-{bag[1]} tiles in the bag: {len(rows)} of {args.games} games "
        f"reached it; {seconds:.0f} s; load {load_before[0]:.1f} -> {os.getloadavg()[0]:.1f}"
    )
    for level, entry in summary["levels"].items():
        line = f"  {level:>10}: win share {entry['win_share']:.3f}, mean margin {entry['mean_margin']:+.1f}"
        if "win_vs_first" in entry:
            (w, wi), (m, mi) = entry["win_vs_first"], entry["margin_vs_first"]
            line += f"; vs {reference}: win {w:+.3f} ± {wi:.3f}, margin {m:+.1f} ± {mi:.1f} ({entry['games_differing']} games differ)"
        print(line)
    return 0


if __name__ == "__main__":
    sys.exit(main())
