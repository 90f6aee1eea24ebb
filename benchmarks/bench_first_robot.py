#!/usr/bin/env python3
"""The first computer-player move of a run on a cold cache, per language.

Run from a checkout::

    PYTHONPATH=src python benchmarks/bench_first_robot.py [--langs en de pt_BR] [--runs 1] [--cache-root DIR]

For each language and run, a fresh Python process with its own empty
``XDG_CACHE_HOME`` (under ``--cache-root``, default a temporary folder) does what the
app does before a hard robot's first move: load the built-in word list (the trie is
built into the empty cache), start a game on the language's tiles, build the move
generator's automaton (saved to the cache) and choose the move. A second process on
the same, now warm, cache does it again. Printed per language: seconds from the
process's first line to the chosen move (interpreter start-up not included), split
into the word list and the robot (automaton + move), and the process's peak resident
memory (``ru_maxrss``), cold and warm; min / median / max over ``--runs``.
"""

from __future__ import annotations

import argparse
import json
import os
import statistics
import subprocess
import sys
import tempfile
from pathlib import Path

REPO = Path(__file__).resolve().parent.parent

CHILD = r"""
import json, resource, sys, time
t0 = time.perf_counter()
from lexitile.games.crossword import catalog
from lexitile.lexicon import load_lexicon
from lexitile.lexicon.compounds import for_rules
from lexitile.play.robot_seats import robot_for
from lexitile.games.crossword.rules.game import Game
from lexitile.tui.launch import LANGUAGE_TILES
lang = sys.argv[1]
lexicon = load_lexicon(lang)
t1 = time.perf_counter()
rules = catalog.load_rules("mattel", tiles=LANGUAGE_TILES.get(lang))
lexicon = for_rules(lexicon, rules.compound_words)
game = Game(rules, ["Ann", "Robo"], seed=1, lexicon=lexicon)
robot = robot_for("hard", lexicon, seed=1)
action = robot.choose(game)
t2 = time.perf_counter()
peak = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024
print(json.dumps({"lexicon_s": t1 - t0, "robot_s": t2 - t1, "total_s": t2 - t0, "peak_mb": peak, "move": str(action)}))
"""


def child(lang: str, cache: Path) -> dict[str, float]:
    env = dict(os.environ, XDG_CACHE_HOME=str(cache), PYTHONPATH=str(REPO / "src"))
    out = subprocess.run([sys.executable, "-c", CHILD, lang], env=env, capture_output=True, text=True, check=True)
    return json.loads(out.stdout.strip().splitlines()[-1])


def line(label: str, values: list[float], unit: str) -> str:
    return f"min {min(values):6.1f}  median {statistics.median(values):6.1f}  max {max(values):6.1f} {unit}"


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--langs", nargs="+", default=["en", "de", "pt_BR"])
    parser.add_argument("--runs", type=int, default=1)
    parser.add_argument("--cache-root", type=Path, default=None)
    args = parser.parse_args()
    root = args.cache_root or Path(tempfile.mkdtemp(prefix="bench-first-robot-"))
    print(f"load before: {os.getloadavg()}; caches under {root}")
    for lang in args.langs:
        cold: list[dict[str, float]] = []
        warm: list[dict[str, float]] = []
        for run in range(args.runs):
            cache = root / f"{lang}-{run}"
            if cache.exists():
                raise SystemExit(f"{cache} exists: give an empty --cache-root")
            cache.mkdir(parents=True)
            cold.append(child(lang, cache))
            warm.append(child(lang, cache))
        for label, rs in (("cold", cold), ("warm", warm)):
            print(
                f"{lang:<6} {label}: total {line('', [r['total_s'] for r in rs], 's')}; "
                f"word list {statistics.median(r['lexicon_s'] for r in rs):5.1f} s, "
                f"robot {statistics.median(r['robot_s'] for r in rs):5.1f} s; "
                f"peak {line('', [r['peak_mb'] for r in rs], 'MB')}  (first move {rs[0]['move']})"
            )
    print(f"load after: {os.getloadavg()}")


if __name__ == "__main__":
    main()
