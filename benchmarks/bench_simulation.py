#!/usr/bin/env python3
"""Two-ply play-outs per second per core: the expert robot's simulation, one process.

Run from a checkout (the compiled core built by ``pip install -e .``)::

    python benchmarks/bench_simulation.py [--path c|pure] [--json] [--deals 8] [--positions 50]
        [--lexicon en]

What is measured: :func:`lexitile.games.crossword.engine.simulation.simulate_choice` with one worker (in
this process, no pool), a fixed number of deals (``--deals``, default 8) and a fixed seed,
on ``--positions`` (default 50) mid-game positions of the project's own GCG records
``tests/data/games/mattel-2p-*.gcg`` (two players, English tiles, standard board): the
board, the rack and the scores before a play from the fifth turn on with more than
:data:`lexitile.games.crossword.engine.simulation.WIN_PROBABILITY_BAG` tiles in the bag; the opponent's
rack is the one their next line shows (what they hold now), the bag the rest of the
unseen tiles. The positions are taken evenly spaced from all that qualify. The word list
is the built-in ``--lexicon`` (default ``en``, as the expert plays), not the small list
the records were made with (every word of that list is in it).

A **play-out** is one candidate against one drawn rack: the opponent's best reply, then
ours, found by the expert's own search; a deal plays out every candidate still in play
(:attr:`lexitile.games.crossword.engine.simulation.SimulationResult.playouts` counts them). Timed: this process's CPU time (``time.process_time``) of the
``simulate_choice`` calls only (the ranking of the candidates is not in it); on a shared
machine wall time would count other people's work. ``--path`` picks the compiled core
(``c``, the default; exit 2 when it is not installed) or the pure-Python path.

Printed: one line with the figure and the load average; with ``--json`` one object
``{"path", "positions", "playouts", "seconds", "processes": 1,
"playouts_per_second_per_core"}`` instead.
"""

from __future__ import annotations

import argparse
import json
import math
import os
import re
import sys
import time
from collections import Counter
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT / "src"))

from lexitile.errors import LexitileError
from lexitile.games.crossword import catalog
from lexitile.games.crossword.engine import accel
from lexitile.games.crossword.engine.automaton import Automaton, automaton_for_lexicon
from lexitile.games.crossword.engine.robots import Robot
from lexitile.games.crossword.engine.simulation import WIN_PROBABILITY_BAG, simulate_choice
from lexitile.games.crossword.rules.board import Board
from lexitile.games.crossword.rules.game import Game
from lexitile.games.crossword.rules.placement import placement_from_notation
from lexitile.lexicon import load_lexicon

GAMES = ROOT / "tests" / "data" / "games"
_COORD = re.compile(r"^(\d{1,2}[A-Za-z]|[A-Za-z]\d{1,2})$")
_LINE = re.compile(r"^>([^:]+):\s+(\S+)\s+(\S+)(?:\s+(\S+))?\s+([+-]\d+)\s+(-?\d+)")


def _unseen(board: Board, rack: str, counts: dict[str, int]) -> Counter[str]:
    left = Counter(counts)
    left.subtract("?" if t.islower() else t for t in board.squares if t is not None)
    left.subtract(rack)
    return +left


def mid_game_positions(limit: int) -> list[Game]:
    """``limit`` positions (module docstring), evenly spaced over all that qualify."""
    rules = catalog.load_rules("mattel")
    counts = dict(rules.tileset.counts)
    found: list[Game] = []
    for path in sorted(GAMES.glob("mattel-2p-*.gcg")):
        lines = [m for m in map(_LINE.match, path.read_text(encoding="utf-8").splitlines()) if m]
        names: list[str] = []
        for m in lines:
            if m.group(1) not in names:
                names.append(m.group(1))
        board = Board(rules.layout)
        scores = dict.fromkeys(names, 0)
        for i, m in enumerate(lines):
            who, rack, coord, word = m.group(1), m.group(2), m.group(3), m.group(4)
            nxt = next((n for n in lines[i + 1 :] if n.group(1) != who), None)
            if i >= 4 and nxt is not None and len(names) == 2:
                opp = nxt.group(2)
                unseen = _unseen(board, rack, counts)
                unseen.subtract(opp)
                bag = sorted((+unseen).elements())
                if len(bag) > WIN_PROBABILITY_BAG and min(unseen.values(), default=0) >= 0:
                    seat = names.index(who)
                    racks = [rack, opp] if seat == 0 else [opp, rack]
                    found.append(
                        Game.at_position(
                            rules,
                            names,
                            board=board,
                            racks=racks,
                            bag=bag,
                            scores=[scores[n] for n in names],
                            to_move=seat,
                            seed=i,
                        )
                    )
            scores[who] = int(m.group(6))
            if _COORD.match(coord) and word:
                try:
                    board.put(placement_from_notation(board, coord, word).tiles)
                except LexitileError:
                    break
    if len(found) <= limit:
        return found
    step = len(found) / limit
    return [found[math.floor(k * step)] for k in range(limit)]


def measure(games: list[Game], automaton: Automaton, deals: int) -> dict[str, Any]:
    """Play out every position with ``deals`` deals in this process -> the figures."""
    hard = Robot("hard", automaton)
    playouts = 0
    cpu = 0.0
    for k, game in enumerate(games):
        ranked = hard.ranked(game)
        t = time.process_time()
        result = simulate_choice(game, automaton, ranked, time_limit=math.inf, iterations=deals, seed=k, workers=1)
        cpu += time.process_time() - t
        playouts += result.playouts
    return {
        "path": accel.backend(),
        "positions": len(games),
        "playouts": playouts,
        "seconds": round(cpu, 3),
        "processes": 1,
        "playouts_per_second_per_core": round(playouts / cpu, 1) if cpu > 0 else None,
    }


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--path", choices=("c", "pure"), default="c", help="compiled core (default) or pure Python")
    ap.add_argument("--json", action="store_true", help="print one JSON object")
    ap.add_argument("--deals", type=int, default=8, help="deals per position (default 8)")
    ap.add_argument("--positions", type=int, default=50, help="mid-game positions (default 50)")
    ap.add_argument("--lexicon", default="en", help="built-in word list (default en)")
    args = ap.parse_args(argv)
    if args.path == "c" and not accel.available():
        print(
            "bench_simulation: the compiled core is not installed (pip install -e . with a C compiler)", file=sys.stderr
        )
        return 2
    accel.set_backend(args.path)
    games = mid_game_positions(args.positions)
    automaton = automaton_for_lexicon(load_lexicon(args.lexicon))
    before = os.getloadavg()
    report = measure(games, automaton, args.deals)
    after = os.getloadavg()
    if args.json:
        print(json.dumps(report))
    else:
        print(
            f"{report['path']}: {report['playouts']} two-ply play-outs on {report['positions']} positions"
            f" in {report['seconds']} CPU s: {report['playouts_per_second_per_core']} per second per core"
            f" (load {before[0]:.2f} -> {after[0]:.2f})"
        )
    return 0


if __name__ == "__main__":
    sys.exit(main())
