#!/usr/bin/env python3
"""Benchmark finding the duplicate round's top on the pure path.

Run from a checkout (or with lexitile installed)::

    PYTHONPATH=src python benchmarks/bench_duplicate_top.py [--games 10] [--seed 0]
        [--rules mattel] [--lang en] [--tiles NAME] [--backend c|pure] [--json]

Plays ``--games`` headless games (every seat the ``hard`` robot, which plays the top)
and times :func:`lexitile.games.duplicate.top.engine_top` on every round's position and rack
(``time.perf_counter`` around the call: every play generated, the highest score, the
tie-break). Prints min / median / p95 / max milliseconds per round (target: median
under 100 ms on the pure path), the machine and versions. ``--backend pure`` (the
default) times the pure-Python generator, ``--backend c`` the compiled core.
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

sys.path.insert(0, str(Path(__file__).resolve().parent.parent / "src"))

from lexitile import __version__
from lexitile.games.crossword.catalog import load_rules
from lexitile.games.crossword.engine import accel
from lexitile.games.crossword.engine.automaton import automaton_for_lexicon
from lexitile.games.duplicate.files import letter_classes
from lexitile.games.duplicate.game import DuplicateGame
from lexitile.games.duplicate.top import engine_top
from lexitile.lexicon import load_lexicon


def run(games: int, seed: int, rules_name: str, lang: str, tiles: str | None) -> dict[str, object]:
    rules = load_rules(rules_name, tiles=tiles)
    lexicon = load_lexicon(lang, compounds="off")
    automaton = automaton_for_lexicon(lexicon)
    classes = letter_classes(rules.tileset)
    times: list[float] = []
    for g in range(games):
        game = DuplicateGame(rules, classes, ["top"], automaton, lexicon, random.Random(seed + g))
        while not game.is_over:
            t0 = time.perf_counter()
            top = engine_top(game.board, game.rack, rules, automaton)
            times.append(time.perf_counter() - t0)
            assert top == game.top
            game.enter(0, None)
            game.close_round()
    ms = sorted(t * 1000 for t in times)
    return {
        "rules": rules_name,
        "lang": lang,
        "backend": accel.backend(),
        "games": games,
        "rounds": len(ms),
        "ms_min": round(ms[0], 2),
        "ms_median": round(statistics.median(ms), 2),
        "ms_p95": round(ms[int(0.95 * (len(ms) - 1))], 2),
        "ms_max": round(ms[-1], 2),
    }


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=10)
    parser.add_argument("--seed", type=int, default=0)
    parser.add_argument("--rules", default="mattel")
    parser.add_argument("--lang", default="en")
    parser.add_argument("--tiles", default=None)
    parser.add_argument("--backend", choices=("c", "pure"), default="pure")
    parser.add_argument("--json", action="store_true")
    args = parser.parse_args()
    accel.set_backend(args.backend)
    result = run(args.games, args.seed, args.rules, args.lang, args.tiles)
    if args.json:
        print(json.dumps(result))
        return 0
    print(f"lexitile {__version__}, Python {platform.python_version()}, {platform.machine()} {platform.system()}")
    print(f"processor: {platform.processor() or 'unknown'}; generator backend: {result['backend']}")
    print(
        f"{result['rules']} / {result['lang']}: {result['rounds']} rounds in {result['games']} games; "
        f"top found in min {result['ms_min']} / median {result['ms_median']} / p95 {result['ms_p95']} / "
        f"max {result['ms_max']} ms"
    )
    return 0


if __name__ == "__main__":
    sys.exit(main())
