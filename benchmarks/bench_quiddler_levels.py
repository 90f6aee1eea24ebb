#!/usr/bin/env python3
"""Benchmark the Quiddler robot levels: strength against each other and a random player,
time per turn, and how often each goes out on its first turn.

Run from a checkout (or with lexitile installed)::

    PYTHONPATH=src python benchmarks/bench_quiddler_levels.py [--games 200] [--lexicon en]

How it measures:

* Every pairing of two levels (easy, medium, hard), and each level against the
  random-move player (random pile, random discard; it never lays a word) and against
  the stronger random baseline (random draws and discards, but it goes out whenever
  its cards allow and lays its best words on its last turn), plays ``--games``
  two-player games of 8 rounds at the default table (total floored at 0, both
  bonuses). Game ``g`` has seed ``g``; the first dealer alternates, so each side
  starts half the rounds. A round where nobody goes out within 200 turns ends as it
  stands (``turn_limit``).
* Win rate: games won by the first side, a tie counting half, with its 95% Wilson
  score interval.
* ms per turn: wall time of one robot turn (draw and finish decisions, the game's
  own checks included), over every turn of that level in all its games: min, median,
  p95, max. The word indexes are built before the games (their build time is
  printed on its own).
* Turns per round: the mean number of turns (all seats) a round of the pairing lasts.
* First-turn go-out rate: of the rounds of six or more cards in which the level had
  an ordinary first turn (nobody had gone out before it), the share it went out on
  that first turn. Target for the default level: at most 10%.

Targets (issue: robots worth playing): the default level beats the random player in
at least 70% of games and loses to hard in at least 60%.
"""

from __future__ import annotations

import argparse
import math
import platform
import random
import statistics
import sys
import time
from collections import defaultdict
from dataclasses import dataclass, field
from pathlib import Path

REPO = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(REPO / "src"))

from lexitile.games.quiddler.actions import GoOut
from lexitile.games.quiddler.game import Game
from lexitile.games.quiddler.levels import DEFAULT_LEVEL, LEVELS
from lexitile.games.quiddler.options import TableOptions
from lexitile.games.quiddler.robots import Player, RandomPlayer, RobotFactory, play_turn
from lexitile.games.quiddler.setup import GameSetup

RANDOM, SMART = "random", "random+out"


@dataclass
class Stats:
    turn_seconds: dict[str, list[float]] = field(default_factory=lambda: defaultdict(list))
    first_chances: dict[str, int] = field(default_factory=lambda: defaultdict(int))
    first_outs: dict[str, int] = field(default_factory=lambda: defaultdict(int))


def wilson(wins: float, n: int, z: float = 1.96) -> tuple[float, float]:
    """95% Wilson score interval of a proportion ``wins / n``."""
    if n == 0:
        return 0.0, 1.0
    p = wins / n
    centre = (p + z * z / (2 * n)) / (1 + z * z / n)
    half = z * math.sqrt(p * (1 - p) / n + z * z / (4 * n * n)) / (1 + z * z / n)
    return max(0.0, centre - half), min(1.0, centre + half)


def p95(values: list[float]) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, max(0, math.ceil(0.95 * len(ordered)) - 1))]


def make_player(name: str, factory: RobotFactory, seat: int, game_seed: int) -> Player:
    if name == RANDOM:
        return RandomPlayer(None, random.Random(f"random/{game_seed}/{seat}"))
    if name == SMART:
        return RandomPlayer(factory.solver("hard"), random.Random(f"random/{game_seed}/{seat}"), smart_out=True)
    robot = factory.robot(name, seat)
    robot.rng.seed(f"bench/{game_seed}/{seat}/{name}")
    return robot


def play_game(a: str, b: str, g: int, factory: RobotFactory, deck, lexicon, stats: Stats) -> tuple[int, int, int]:
    options = TableOptions(turn_limit=200)
    game = Game(GameSetup((a + " A", b + " B"), seed=g, deck=deck, options=options, first_dealer=g % 2), lexicon)
    names = (a, b)
    players = {s: make_player(names[s], factory, s, g) for s in (0, 1)}
    while not game.is_over:
        seat = game.current
        first = game.turns_taken[seat] == 0 and game.went_out is None and game.hand_size >= 6
        round_before = game.round_number
        started = time.perf_counter()
        done = play_turn(game, players[seat])
        elapsed = time.perf_counter() - started
        name = names[seat]
        if name in LEVELS:
            stats.turn_seconds[name].append(elapsed)
            if first:
                stats.first_chances[name] += 1
                if any(isinstance(act, GoOut) for act in done) or (
                    game.round_number != round_before and game.rounds[-1].went_out == seat
                ):
                    stats.first_outs[name] += 1
    turns = sum(1 for act in game.actions if type(act).__name__ != "Draw")
    return game.totals[0], game.totals[1], turns


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--games", type=int, default=200, help="games per pairing (default 200)")
    parser.add_argument("--lexicon", default="en", help="lexicon name or word-list path (default en)")
    args = parser.parse_args()

    from lexitile.games.crossword.engine.robots import load_frequencies
    from lexitile.games.quiddler.storage import load_deck
    from lexitile.lexicon import load_lexicon

    lexicon = load_lexicon(args.lexicon)
    deck = load_deck("english")
    factory = RobotFactory(lexicon, deck, TableOptions(turn_limit=200), load_frequencies(lexicon.language))
    print(f"machine: {platform.platform()}, python {platform.python_version()}; lexicon {args.lexicon}")
    for lv in LEVELS:
        started = time.perf_counter()
        size = len(factory.solver(lv).index)
        print(f"  {lv:>6} knows {size:,} words (index built in {time.perf_counter() - started:.2f} s)")
    print(f"{args.games} two-player games per pairing, seeds 0..{args.games - 1}; default level: {DEFAULT_LEVEL}")
    pairings = [(LEVELS[i], LEVELS[j]) for i in range(len(LEVELS)) for j in range(i + 1, len(LEVELS))]
    pairings += [(lv, RANDOM) for lv in LEVELS] + [(lv, SMART) for lv in LEVELS]
    stats = Stats()
    started_all = time.perf_counter()
    print("\nwin rate of the first side (a tie counts half), 95% Wilson interval")
    print(f"  ({RANDOM}: random pile and discard; {SMART}: the same, but goes out at once with every word)")
    for a, b in pairings:
        wins = ties = turns = 0
        started = time.perf_counter()
        for g in range(args.games):
            ta, tb, n = play_game(a, b, g, factory, deck, lexicon, stats)
            wins += ta > tb
            ties += ta == tb
            turns += n
        rate = (wins + ties / 2) / args.games
        low, high = wilson(wins + ties / 2, args.games)
        print(
            f"  {a:>6} vs {b:<10} {rate:6.1%}  [{low:5.1%}, {high:5.1%}]  "
            f"({wins} won, {ties} tied, {args.games - wins - ties} lost; "
            f"{turns / (len(TableOptions().hand_sizes) * args.games):.1f} turns per round; {time.perf_counter() - started:.0f} s)"
        )
    print("\nms per robot turn (draw + finish), all games of the level")
    for lv in LEVELS:
        ms = [s * 1e3 for s in stats.turn_seconds[lv]]
        print(
            f"  {lv:>6}: min {min(ms):6.2f}  median {statistics.median(ms):6.2f}  p95 {p95(ms):6.2f}  "
            f"max {max(ms):7.2f} ms  (n={len(ms)})"
        )
    print("\nfirst-turn go-out rate, rounds of 6+ cards where the level had an ordinary first turn")
    for lv in LEVELS:
        n, k = stats.first_chances[lv], stats.first_outs[lv]
        low, high = wilson(k, n)
        print(f"  {lv:>6}: {k}/{n} = {k / max(1, n):.1%}  [{low:.1%}, {high:.1%}]")
    print(f"\ntotal {time.perf_counter() - started_all:.0f} s")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
