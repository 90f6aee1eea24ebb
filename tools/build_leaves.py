#!/usr/bin/env python3
"""Compute the hard robot's leave table by self-play (maintainer script).

Not imported by the package. Writes ``data/leaves/<tileset>.tsv`` (the format of
:class:`lexitile.games.crossword.engine.leaves.LeaveTable`)::

    PYTHONPATH=src python tools/build_leaves.py --greedy-games 2000 --equity-games 3000 --seed 1

Method (see ``docs/robots.md``):

1. **Samples.** Robot self-play games (rules ``--rules``, lexicon ``--lexicon``); after
   every turn of a seat (play or exchange) with tiles still in the bag, the seat's
   *leave* L (the tiles it kept) is paired with what its **next turn** scored, S, and
   the leave it kept then, L', when that next turn also happened with tiles in the
   bag (else L' is empty and counts nothing). Turns whose next turn came with the bag
   empty are not samples (the endgame is scored differently).
2. **Round 0**: ``--greedy-games`` games between two *medium* (highest-score) robots,
   which keep whatever leaves their plays happen to leave, so bad leaves (UUVW, QI...)
   are seen as often as they occur naturally.
3. **Fit.** The value of a leave is an additive model (module docstring of
   :mod:`lexitile.games.crossword.engine.leaves`): per-copy ``tile`` terms, ``pair`` terms for two
   different tile kinds, a vowel/consonant ``balance`` term. Least squares with a ridge
   penalty ``--ridge`` on every term and a free intercept, on the target
   ``S + V(L')`` (V = the previous round's table; 0 in round 0). The intercept is the
   expected next-turn score after drawing seven fresh tiles, so V(empty) = 0 and every
   value reads "points better or worse than a fresh rack".
4. **Round 1..**: ``--equity-games`` games between two *hard* robots using the table
   just fitted (these games exchange, so exchange leaves get seen), then a fit on all
   samples so far with targets recomputed from the newest V. ``--rounds`` rounds.

Equal game seeds give equal tables (``random.Random`` everywhere; no clocks, no hashes
of memory addresses), so the committed file can be rebuilt exactly.
"""

from __future__ import annotations

import argparse
import datetime
import math
import random
import sys
import time
from collections import defaultdict
from pathlib import Path

REPO = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(REPO / "src"))

from lexitile.games.crossword.catalog import load_rules  # noqa: E402
from lexitile.games.crossword.engine.automaton import automaton_for_lexicon  # noqa: E402
from lexitile.games.crossword.engine.leaves import LeaveTable, leave_features, leave_key  # noqa: E402
from lexitile.games.crossword.engine.robots import Robot  # noqa: E402
from lexitile.games.crossword.rules.move import MoveKind  # noqa: E402
from lexitile.games.crossword.selfplay import lexicon_for_tileset, play_game  # noqa: E402
from lexitile.lexicon import load_lexicon  # noqa: E402

#: (leave L, next score S, next leave L' or None)
Sample = tuple[str, int, str | None]


def collect(rules, automaton, lexicon, level: str, games: int, seed: int, table: LeaveTable | None) -> list[Sample]:
    """Play ``games`` self-play games at ``level``; return the samples (method step 1)."""
    samples: list[Sample] = []
    t0 = time.perf_counter()
    for g in range(games):
        # per seat: pending (leave) waiting for that seat's next turn
        pending: dict[int, str] = {}
        turns: list[tuple[int, str | None, int, bool]] = []  # (seat, leave or None, score, bag_before>0)

        def observe(game, seat, move, event, turns=turns):
            bag_after = len(game.bag)
            rack_before = event.rack
            if move.kind is MoveKind.PLAY:
                kept = list(rack_before)
                for t in move.rack_tiles:
                    kept.remove(t)
                leave = leave_key(kept)
            elif move.kind is MoveKind.EXCHANGE:
                kept = list(rack_before)
                for t in move.tiles:
                    kept.remove(t)
                leave = leave_key(kept)
            else:
                leave = leave_key(rack_before)
            turns.append((seat, leave if bag_after > 0 else None, event.score, True))

        rng = random.Random(seed * 1_000_003 + g)
        robots = []
        for _ in range(2):
            r = Robot(level, automaton, lexicon, random.Random(rng.random()), leaves=table)
            robots.append(r)
        play_game(rules, robots, seed * 100_000 + g, lexicon, check=False, check_gcg=False, observer=observe)
        # pair each turn with the same seat's next turn
        for seat, leave, score, _ in turns:
            if seat in pending:
                prev = pending.pop(seat)
                samples.append((prev, score, leave))
            if leave is not None:
                pending[seat] = leave
        if (g + 1) % 100 == 0:
            rate = (g + 1) / (time.perf_counter() - t0)
            print(
                f"  {level}: {g + 1}/{games} games, {len(samples)} samples, {rate:.2f} games/s",
                file=sys.stderr,
                flush=True,
            )
    return samples


def fit(
    samples: list[Sample], prev: LeaveTable | None, ridge: float
) -> tuple[dict[tuple[str, str], float], float, float]:
    """Ridge least squares of ``S + V_prev(L')`` on the leave features of L (method step 3).

    Returns:
        ``(terms, intercept, rmse)``.
    """
    # group identical leaves: weight and target sum
    weight: dict[str, float] = defaultdict(float)
    ysum: dict[str, float] = defaultdict(float)
    yy = 0.0
    for leave, score, nxt in samples:
        y = score + (prev.value(nxt) if (prev is not None and nxt) else 0.0)
        weight[leave] += 1.0
        ysum[leave] += y
        yy += y * y
    index: dict[tuple[str, str], int] = {}
    rows: dict[str, list[int]] = {}
    for leave in weight:
        idx = [0]
        for f in leave_features(leave):
            if f not in index:
                index[f] = len(index) + 1
            idx.append(index[f])
        rows[leave] = idx
    n = len(index) + 1
    ata = [[0.0] * n for _ in range(n)]
    aty = [0.0] * n
    for leave, idx in rows.items():
        w = weight[leave]
        s = ysum[leave]
        for i in idx:
            row = ata[i]
            aty[i] += s
            for j in idx:
                row[j] += w
    for i in range(1, n):
        ata[i][i] += ridge
    beta = _solve_spd(ata, aty)
    terms = {f: beta[i] for f, i in index.items()}
    # residual sum of squares from the normal equations: |y|^2 - 2 b.Aty + b.AtA.b (ridge excluded)
    quad = 0.0
    for i in range(n):
        quad += beta[i] * sum(ata[i][j] * beta[j] for j in range(n))
    quad -= ridge * sum(b * b for b in beta[1:])
    rss = yy - 2 * sum(b * a for b, a in zip(beta, aty)) + quad
    rmse = math.sqrt(max(rss, 0.0) / max(len(samples), 1))
    return terms, beta[0], rmse


def _solve_spd(a: list[list[float]], b: list[float]) -> list[float]:
    """Solve ``a x = b`` for a symmetric positive definite ``a`` (Cholesky, in place)."""
    n = len(a)
    L = [[0.0] * n for _ in range(n)]
    for i in range(n):
        Li = L[i]
        for j in range(i + 1):
            Lj = L[j]
            s = a[i][j] - sum(Li[k] * Lj[k] for k in range(j))
            if i == j:
                Li[i] = math.sqrt(max(s, 1e-12))
            else:
                Li[j] = s / Lj[j]
    y = [0.0] * n
    for i in range(n):
        y[i] = (b[i] - sum(L[i][k] * y[k] for k in range(i))) / L[i][i]
    x = [0.0] * n
    for i in range(n - 1, -1, -1):
        x[i] = (y[i] - sum(L[k][i] * x[k] for k in range(i + 1, n))) / L[i][i]
    return x


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--rules", default="mattel")
    parser.add_argument("--lexicon", default=None, help="default: the built-in list of the tile set's language")
    parser.add_argument("--greedy-games", type=int, default=2000)
    parser.add_argument("--equity-games", type=int, default=3000, help="hard self-play games per later round")
    parser.add_argument("--rounds", type=int, default=1, help="rounds of hard self-play after round 0")
    parser.add_argument("--ridge", type=float, default=30.0)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--out", type=Path, default=None, help="default: data/leaves/<tileset>.tsv")
    args = parser.parse_args()

    rules = load_rules(args.rules)
    lexname = args.lexicon or lexicon_for_tileset(rules.tileset.name) or "en"
    lexicon = load_lexicon(lexname)
    automaton = automaton_for_lexicon(lexicon)
    out = args.out or REPO / "data" / "leaves" / f"{rules.tileset.name}.tsv"
    t0 = time.perf_counter()

    print(f"round 0: {args.greedy_games} medium self-play games", file=sys.stderr)
    samples = collect(rules, automaton, lexicon, "medium", args.greedy_games, args.seed, None)
    terms, intercept, rmse = fit(samples, None, args.ridge)
    table = LeaveTable(rules.tileset.name, terms, "round 0")
    print(f"round 0: {len(samples)} samples, intercept {intercept:.2f}, rmse {rmse:.2f}", file=sys.stderr)
    history = [
        f"round 0: {args.greedy_games} medium-vs-medium games, {len(samples)} samples, fresh-rack next score {intercept:.2f}, rmse {rmse:.2f}"
    ]
    for rnd in range(1, args.rounds + 1):
        print(f"round {rnd}: {args.equity_games} hard self-play games", file=sys.stderr)
        samples += collect(rules, automaton, lexicon, "hard", args.equity_games, args.seed + rnd, table)
        terms, intercept, rmse = fit(samples, table, args.ridge)
        table = LeaveTable(rules.tileset.name, terms, f"round {rnd}")
        history.append(
            f"round {rnd}: + {args.equity_games} hard-vs-hard games, {len(samples)} samples in all, "
            f"fresh-rack next turn {intercept:.2f}, rmse {rmse:.2f}"
        )
        print(history[-1], file=sys.stderr)
    minutes = (time.perf_counter() - t0) / 60
    header = "\n".join(
        [
            f"lexitile leave table for the '{rules.tileset.name}' tile set, computed by self-play.",
            f"Built by tools/build_leaves.py --rules {args.rules} --lexicon {lexname} --greedy-games {args.greedy_games} "
            f"--equity-games {args.equity_games} --rounds {args.rounds} --ridge {args.ridge} --seed {args.seed}",
            f"on {datetime.date.today().isoformat()} in {minutes:.0f} minutes.",
            *history,
            "Value of a leave = sum of its terms (points): 'tile' per copy (E1 = first E, E2 = second,",
            "E3 = third and further), 'pair' per two different kinds, one 'balance' V/C. See docs/robots.md.",
            "Format: KIND<TAB>KEY<TAB>VALUE.",
        ]
    )
    out.parent.mkdir(parents=True, exist_ok=True)
    out.write_text(table.dumps(header), encoding="utf-8")
    print(f"wrote {out} ({len(terms)} terms) in {minutes:.1f} minutes", file=sys.stderr)
    for leave in ("?", "S", "E", "Q", "QU", "ERS", "AEINST"[:6], "UUV", "IIU", "?S", "VW"):
        print(f"  {leave:8} {table.value(leave_key(leave)):+.2f}", file=sys.stderr)
    return 0


if __name__ == "__main__":
    sys.exit(main())
