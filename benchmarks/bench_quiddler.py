#!/usr/bin/env python3
"""Benchmark the Quiddler robot: arrangement search speed and playing strength.

Run from a checkout (or with lexitile installed)::

    PYTHONPATH=src python benchmarks/bench_quiddler.py [--hands 200] [--games 200] [--lexicon en]

* index: building the anagram index (:class:`WordIndex`) of the lexicon, once.
* search: random 10-card hands holding at least one two-letter card (CL ER IN QU TH),
  dealt from a shuffled 118-card deck, each searched from a cold cache:
  ``best_arrangement`` of the 10 cards, and ``best_finish`` of 11 cards (10 + the
  card drawn: choose the discard and the words) -- the robot's real work. Target:
  median under 200 ms.
* strength: two-player games (8 rounds, publisher's rules, the seat that deals first
  alternates) of the robot against the random-move player (random pile, random
  discard), and against a stronger baseline that draws and discards at random but
  goes out whenever it can and lays down its best words on its last turn. Target:
  the robot wins at least 90% of 200 games against the random-move player. A round
  where nobody goes out within 200 turns ends as it stands (``turn_limit``).

Prints min / median / p95 / max, the win / tie / loss counts, the machine and versions.
"""

from __future__ import annotations

import argparse
import os
import platform
import random
import statistics
import sys
import time
from importlib import metadata
from pathlib import Path

REPO = Path(__file__).resolve().parent.parent


def p95(values: list[float]) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, max(0, round(0.95 * len(ordered) + 0.5) - 1))]


def summary(label: str, values: list[float]) -> str:
    ms = [v * 1e3 for v in values]
    return (
        f"{label:<40} min {min(ms):8.2f}  median {statistics.median(ms):8.2f}  "
        f"p95 {p95(ms):8.2f}  max {max(ms):8.2f} ms  (n={len(ms)})"
    )


def machine() -> list[str]:
    def version(dist: str) -> str:
        try:
            return metadata.version(dist)
        except metadata.PackageNotFoundError:
            return "not installed"

    import lexitile

    return [
        f"machine: {platform.platform()}, {platform.machine()}, {os.cpu_count()} CPUs, {platform.processor() or '?'}",
        (
            f"python {platform.python_version()} ({platform.python_implementation()}), "
            f"marisa-trie {version('marisa-trie')}, lexitile {lexitile.__version__}"
        ),
    ]


def random_hands(deck, n: int, size: int, seed: int) -> list[list[str]]:
    rng = random.Random(seed)
    hands = []
    while len(hands) < n:
        cards = deck.cards()
        rng.shuffle(cards)
        hand = cards[:size]
        if any(len(c) == 2 for c in hand[:10]):
            hands.append(hand)
    return hands


def bench_search(index, deck, n: int) -> list[str]:
    from lexitile.games.quiddler.solver import Solver

    lines = []
    hands = random_hands(deck, n, 11, seed=2026)
    arrange, finish = [], []
    for hand in hands:
        solver = Solver(index, deck)
        started = time.perf_counter()
        solver.best_arrangement(hand[:10])
        arrange.append(time.perf_counter() - started)
        solver = Solver(index, deck)
        started = time.perf_counter()
        solver.best_finish(hand)
        finish.append(time.perf_counter() - started)
    lines.append(summary("best_arrangement, 10 cards", arrange))
    lines.append(summary("best_finish, 10 + 1 cards (discard)", finish))
    return lines


def bench_strength(index, deck, games: int, smart: bool) -> tuple[str, float]:
    from lexitile.games.quiddler.game import Game
    from lexitile.games.quiddler.options import TableOptions
    from lexitile.games.quiddler.robots import RandomPlayer, Robot, play_out
    from lexitile.games.quiddler.setup import GameSetup
    from lexitile.games.quiddler.solver import Solver

    options = TableOptions(turn_limit=200)
    solver = Solver(index, deck, options, cache_size=256)
    wins = ties = 0
    margins = []
    started = time.perf_counter()
    for g in range(games):
        game = Game(GameSetup(("Robot", "Random"), seed=g, deck=deck, options=options, first_dealer=g % 2), index)
        play_out(game, {0: Robot(solver), 1: RandomPlayer(solver, random.Random(g), smart_out=smart)})
        wins += game.totals[0] > game.totals[1]
        ties += game.totals[0] == game.totals[1]
        margins.append(game.totals[0] - game.totals[1])
    elapsed = time.perf_counter() - started
    rate = wins / games
    who = "random draws/discards, goes out when it can" if smart else "random-move player"
    line = (
        f"robot vs {who}: {wins} won, {ties} tied, {games - wins - ties} lost of {games} "
        f"= {rate:.1%} (median margin {statistics.median(margins):+.0f} points; {elapsed:.1f} s)"
    )
    return line, rate


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--hands", type=int, default=200, help="hands to search (default 200)")
    parser.add_argument("--games", type=int, default=200, help="games per opponent (default 200)")
    parser.add_argument("--lexicon", default="en", help="lexicon name or word-list path (default en)")
    parser.add_argument("--no-smart", action="store_true", help="skip the stronger baseline")
    args = parser.parse_args()
    sys.path.insert(0, str(REPO / "src"))
    from lexitile.games.quiddler.solver import WordIndex
    from lexitile.games.quiddler.storage import load_deck
    from lexitile.lexicon import load_lexicon

    for line in machine():
        print(line)
    lexicon = load_lexicon(args.lexicon)
    started = time.perf_counter()
    index = WordIndex.from_lexicon(lexicon)
    print(
        f"lexicon: {args.lexicon}, {len(lexicon):,} words; anagram index built in {time.perf_counter() - started:.2f} s"
    )
    deck = load_deck()
    for line in bench_search(index, deck, args.hands):
        print(line)
    line, rate = bench_strength(index, deck, args.games, smart=False)
    print(line)
    if not args.no_smart:
        print(bench_strength(index, deck, args.games, smart=True)[0])
    return 0 if rate >= 0.9 else 1


if __name__ == "__main__":
    sys.exit(main())
