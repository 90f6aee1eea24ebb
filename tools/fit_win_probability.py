#!/usr/bin/env python3
"""Fit the win-probability model of the expert robot to saved two-player games.

Run from a checkout::

    python tools/fit_win_probability.py PATH [PATH ...] [--max-bag 36] [--json]

Each ``PATH`` is a ``.gcg`` file or a folder searched for them (``lexitile selfplay
--save DIR`` writes such folders). Every record is replayed
(:func:`lexitile.games.crossword.records.replay.replay_record`); records with other than
two players, or that stop before the game ends, are skipped. After each turn that
leaves at most ``--max-bag`` tiles in the bag, the position gives one observation: the
spread (first player's total minus the second's), the tiles in the bag, who moves
next, and how the game ended for the first player (1, ½ for a draw, 0).

The model is :func:`lexitile.games.crossword.engine.win_probability.win_probability`:
``Φ((spread ± on-turn points) / sqrt(sd² + variance per tile · bag))``. Its three
constants are fitted by maximum likelihood (a draw counts as half a win and half a
loss) over a grid, then refined by halving the grid's steps around the best point.
Prints the constants, the observations, the games used and the log-likelihood, and per
bucket of bag sizes the mean predicted chance beside the mean result (a calibration
check); ``--json`` prints one object instead. Exit status 0, or 2 when no game could
be used or an argument is wrong.
"""

from __future__ import annotations

import argparse
import itertools
import json
import math
import sys
from collections.abc import Sequence
from dataclasses import dataclass
from pathlib import Path

from gcg_paths import gcg_files
from lexitile.errors import LexitileError
from lexitile.games.crossword.records.gcg import read_gcg
from lexitile.games.crossword.records.replay import replay_record


@dataclass(frozen=True)
class Observation:
    """One position: ``spread`` (first player minus second, points), ``bag`` (tiles),
    ``first_on_turn`` (the first player moves next), ``result`` (the first player's
    1, 0.5 or 0)."""

    spread: int
    bag: int
    first_on_turn: bool
    result: float


@dataclass(frozen=True)
class Fit:
    """Fitted constants (points, points² per tile, points) and the log-likelihood."""

    sd_empty_bag: float
    variance_per_tile: float
    on_turn_points: float
    log_likelihood: float


def observations(path: Path, max_bag: int) -> list[Observation]:
    """The positions of one finished two-player record (none for any other record).

    Raises:
        LexitileError: the file cannot be read as GCG.
    """
    replay = replay_record(read_gcg(path))
    steps = replay.steps
    if replay.error is not None or not replay.game_over or len(replay.record.players) != 2 or not steps:
        return []
    final = steps[-1].totals
    result = 1.0 if final[0] > final[1] else 0.5 if final[0] == final[1] else 0.0
    seen = []
    for step, following in itertools.pairwise(steps):
        if step.bag > max_bag:
            continue
        seen.append(Observation(step.totals[0] - step.totals[1], step.bag, following.player == 0, result))
    return seen


def _phi(z: float) -> float:
    return 0.5 * (1.0 + math.erf(z / math.sqrt(2.0)))


def log_likelihood(data: Sequence[Observation], sd: float, per_tile: float, on_turn: float) -> float:
    """The log-likelihood of ``data`` under the model with these constants."""
    total = 0.0
    for o in data:
        sigma = math.sqrt(sd * sd + per_tile * o.bag)
        p = _phi((o.spread + (on_turn if o.first_on_turn else -on_turn)) / sigma)
        p = min(max(p, 1e-12), 1.0 - 1e-12)
        total += o.result * math.log(p) + (1.0 - o.result) * math.log(1.0 - p)
    return total


def fit(data: Sequence[Observation], rounds: int = 4) -> Fit:
    """The constants of highest likelihood: a grid (sd 5-60, variance per tile 0-400,
    on-turn points 0-30), then ``rounds`` times a grid of half the steps around the best.

    Raises:
        ValueError: no observations.
    """
    if not data:
        raise ValueError("no observations to fit")
    steps = (5.0, 20.0, 2.5)
    grids: list[list[float]] = [
        [5.0 + 5.0 * i for i in range(12)],
        [20.0 * i for i in range(21)],
        [2.5 * i for i in range(13)],
    ]
    best = (-math.inf, 0.0, 0.0, 0.0)
    for _ in range(rounds + 1):
        for sd in grids[0]:
            for per_tile in grids[1]:
                for on_turn in grids[2]:
                    value = log_likelihood(data, sd, per_tile, on_turn)
                    if value > best[0]:
                        best = (value, sd, per_tile, on_turn)
        steps = (steps[0] / 2, steps[1] / 2, steps[2] / 2)
        grids = [
            [max(lowest, centre + k * step) for k in (-2, -1, 0, 1, 2)]
            for centre, step, lowest in zip(best[1:], steps, (1.0, 0.0, 0.0), strict=True)
        ]
    return Fit(best[1], best[2], best[3], best[0])


def calibration(data: Sequence[Observation], model: Fit, width: int = 6) -> list[tuple[str, int, float, float]]:
    """Per bucket of ``width`` bag sizes: (label, observations, mean predicted chance of
    the first player, mean result)."""
    buckets: dict[int, list[Observation]] = {}
    for o in data:
        buckets.setdefault(o.bag // width, []).append(o)
    rows = []
    for key in sorted(buckets):
        group = buckets[key]
        predicted = [
            _phi(
                (o.spread + (model.on_turn_points if o.first_on_turn else -model.on_turn_points))
                / math.sqrt(model.sd_empty_bag**2 + model.variance_per_tile * o.bag)
            )
            for o in group
        ]
        label = f"{key * width}-{key * width + width - 1}"
        rows.append((label, len(group), sum(predicted) / len(group), sum(o.result for o in group) / len(group)))
    return rows


def main(argv: Sequence[str] | None = None) -> int:
    """The command line (module docstring)."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0] if __doc__ else None)
    parser.add_argument("paths", nargs="+", type=Path, help="GCG files or folders of them")
    parser.add_argument("--max-bag", type=int, default=36, help="positions with at most this many tiles in the bag")
    parser.add_argument("--json", action="store_true", help="print one JSON object")
    args = parser.parse_args(argv)
    try:
        files = gcg_files(args.paths)
    except FileNotFoundError as exc:
        print(f"fit_win_probability: error: {exc}", file=sys.stderr)
        return 2
    data: list[Observation] = []
    games = 0
    for path in files:
        try:
            seen = observations(path, args.max_bag)
        except LexitileError as exc:
            print(f"fit_win_probability: skipped {path}: {exc}", file=sys.stderr)
            continue
        games += bool(seen)
        data.extend(seen)
    if not data:
        print("fit_win_probability: error: no finished two-player game with positions to fit", file=sys.stderr)
        return 2
    model = fit(data)
    if args.json:
        print(
            json.dumps(
                {
                    "games": games,
                    "observations": len(data),
                    "sd_empty_bag": model.sd_empty_bag,
                    "variance_per_tile": model.variance_per_tile,
                    "on_turn_points": model.on_turn_points,
                    "log_likelihood": round(model.log_likelihood, 3),
                }
            )
        )
        return 0
    print(f"{games} games, {len(data)} positions with at most {args.max_bag} tiles in the bag")
    print(
        f"sd with the bag empty {model.sd_empty_bag:g} points, variance per tile {model.variance_per_tile:g} points², "
        f"on turn {model.on_turn_points:g} points (log-likelihood {model.log_likelihood:.1f})"
    )
    print("bag     positions  predicted  result")
    for label, count, predicted, result in calibration(data, model):
        print(f"{label:<7} {count:>9}  {predicted:>9.3f}  {result:>6.3f}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
