"""Simulation of the top candidate plays at a table of three or four players.

The two-player simulation (:mod:`lexitile.games.crossword.engine.simulation`) plays each candidate out
against one opponent; here every opponent answers in turn. :func:`simulate_table_choice`
takes the best :data:`lexitile.games.crossword.engine.simulation.CANDIDATES` plays and plays each one out
one round further, many times:

* one **deal** gives every opponent, in turn order, a random rack of that opponent's
  rack size from the unseen tiles (:meth:`lexitile.games.crossword.rules.game.Game.unseen`: the other
  racks and the bag together; how many tiles each rack holds is public) and puts the
  rest in the bag in a random order; every candidate is played out on that same deal
  (common random numbers);
* a **play-out**: the candidate is placed and its player draws; each opponent in turn
  answers with its play of highest equity
  (:func:`lexitile.games.crossword.engine.preendgame.best_reply_equity`: score plus leave value while
  the bag holds tiles, the end-of-game adjustment once it is empty) or passes, and
  draws; then the player answers likewise. Every answer counts by its equity, so what
  each player keeps at the end is valued, as in the two-player simulation. A player who goes
  out with the bag empty ends the play-out with the rule set's settlement (the others'
  racks to that player; under Mattel's rule each other player also loses their own);
* the **outcome** of a play-out is the **margin over the best opponent**: the player's
  score and leave after it minus the highest opponent's (current scores included:
  a play that keeps the leader from a big answer gains against that leader, one that
  gives the last seat a bingo costs nothing while that seat stays behind). It is what
  decides a game of three or four: only first place wins;
* **choice**: while the bag holds more than
  :data:`lexitile.games.crossword.engine.simulation.WIN_PROBABILITY_BAG` tiles, the highest mean margin;
  nearer the end, the highest share of play-outs in which the player is ahead of every
  opponent (level with the best of them counts half), mean margin breaking ties; and,
  as in the two-player simulation, a candidate replaces the hard robot's play only on
  evidence (:data:`lexitile.games.crossword.engine.simulation.MIN_DEALS` deals, a paired difference of
  more than :data:`lexitile.games.crossword.engine.simulation.EVIDENCE` standard errors).

**Bag empty.** The unseen tiles are exactly the opponents' racks, but not how they are
split between them. When the splits number at most :data:`ENUMERATE_SPLITS` they are
all examined, each weighted by the number of ways it can be dealt (the product of
binomial coefficients, as :func:`lexitile.games.crossword.engine.preendgame.opponent_racks` weighs one
rack), and the choice is the exact best weighted win share (mean margin breaking ties)
when every split was seen; otherwise splits are dealt at random as above. The same
play-out serves one to six tiles in the bag (the pre-endgame): the deals then also
decide which tiles the bag holds and in what order they are drawn.

The time budget, the fixed number of deals, the worker processes and the progress shown
by the app work as in the two-player simulation (:func:`lexitile.games.crossword.engine.simulation.simulate_choice`).
"""

from __future__ import annotations

import itertools
import logging
import math
import os
import random
import threading
import time
from collections import Counter
from collections.abc import Callable, Iterator, Sequence
from dataclasses import dataclass
from typing import Any

from lexitile.games.crossword.engine.automaton import Automaton
from lexitile.games.crossword.engine.endgame import rack_after
from lexitile.games.crossword.engine.evaluator import Evaluator, gcg_text
from lexitile.games.crossword.engine.movegen import GeneratedMove
from lexitile.games.crossword.engine.preendgame import best_reply_equity, opponent_racks
from lexitile.games.crossword.engine.simulation import (
    CANDIDATES,
    EVIDENCE,
    MIN_DEALS,
    WIN_PROBABILITY_BAG,
    SimulationResult,
    default_workers,
    report_progress,
)
from lexitile.games.crossword.engine.simulation_pool import kept_pool, worker_state
from lexitile.games.crossword.rules.board import Board
from lexitile.games.crossword.rules.config import RuleSet
from lexitile.games.crossword.rules.game import Game
from lexitile.games.crossword.rules.settlement import went_out_settlement
from lexitile.games.crossword.rules.tiles import BLANK, TileSet

__all__ = ["ENUMERATE_SPLITS", "few_splits", "opponent_splits", "simulate_table_choice"]

log = logging.getLogger(__name__)

#: With the bag empty, every split of the unseen tiles between the opponents is
#: examined when there are at most this many (else splits are dealt at random).
ENUMERATE_SPLITS = 60


@dataclass(frozen=True)
class _TableJob:
    board: Board
    rack: str
    unseen: tuple[str, ...]
    #: rack sizes of the opponents, in turn order after the player
    opp_sizes: tuple[int, ...]
    #: scores: the player's first, then the opponents' in turn order
    scores: tuple[int, ...]
    plays: tuple[tuple[GeneratedMove, str], ...]
    tileset: TileSet
    evaluator: Evaluator
    bingo_bonus: int
    rack_size: int
    #: the rule set, for the settlement when a player goes out
    rules: RuleSet
    #: every split of the unseen tiles between the opponents with its weight (bag empty, few splits)
    splits: tuple[tuple[tuple[str, ...], int], ...] | None


def opponent_splits(unseen: Counter[str], sizes: Sequence[int]) -> list[tuple[tuple[str, ...], int]]:
    """Every way to split the ``unseen`` tiles into racks of ``sizes`` (in that order),
    with the number of ways it can be dealt, most likely first (ties: by the racks).

    Args:
        unseen: the tiles (``?`` for blanks); their number must be ``sum(sizes)`` or more
            (tiles left over stay undealt, as in a bag).
        sizes: one rack size per opponent.

    Returns:
        ``(racks, weight)`` pairs; racks are sorted strings, one per size.
    """
    out: list[tuple[tuple[str, ...], int]] = []

    def rec(i: int, left: Counter[str], racks: tuple[str, ...], weight: int) -> None:
        if i == len(sizes):
            out.append((racks, weight))
            return
        for rack, w in opponent_racks(left, sizes[i]):
            rest = left.copy()
            rest.subtract(rack)
            rec(i + 1, +rest, (*racks, rack), weight * w)

    rec(0, +unseen, (), 1)
    out.sort(key=lambda rw: (-rw[1], rw[0]))
    return out


def few_splits(unseen: Counter[str], sizes: Sequence[int]) -> tuple[tuple[tuple[str, ...], int], ...] | None:
    """:func:`opponent_splits` when the splits number at most :data:`ENUMERATE_SPLITS`,
    else ``None``. Decided first by an upper bound that is counted, not listed (two racks
    of seven from fourteen unseen tiles can be split thousands of ways): the smaller of
    the product of every opponent's rack count but the last one's and the number of ways
    to deal the tiles as if every copy differed (a multinomial coefficient). With every
    unseen tile dealt (the bag empty) at a table of three the first is exact; otherwise
    the bound may refuse a split that a listing would have found small enough."""
    # the last opponent's rack is what the others leave, so the splits are at most the
    # product of the other opponents' rack counts
    total = sum(unseen.values())
    dealt = [*sizes, total - sum(sizes)]  # the tiles left over as one more "rack"
    copies_differ = math.factorial(total) // math.prod(math.factorial(k) for k in dealt)
    if min(copies_differ, math.prod(_rack_count(unseen, size) for size in sizes[:-1])) > ENUMERATE_SPLITS:
        return None
    found = opponent_splits(unseen, sizes)
    return tuple(found) if len(found) <= ENUMERATE_SPLITS else None


def _rack_count(tiles: Counter[str], size: int) -> int:
    """How many distinct racks of ``size`` tiles can be drawn from ``tiles``."""
    ways = [1] + [0] * size  # ways[j]: distinct multisets of j tiles from the kinds so far
    for copies in tiles.values():
        ways = [sum(ways[j - c] for c in range(min(copies, j) + 1)) for j in range(size + 1)]
    return ways[size]


def _settle(job: _TableJob, out: int, racks: Sequence[str], gains: list[float]) -> None:
    """Player ``out`` (0 = the simulating player) went out with the bag empty: add the
    rule set's settlement (:func:`lexitile.games.crossword.rules.settlement.went_out_settlement`, the one
    place it is decided) to ``gains``, indexed like ``racks``."""
    for line in went_out_settlement(job.rules, out, racks):
        gains[line.seat] += line.points


def _play_out(
    job: _TableJob, automaton: Automaton, board: Board, move: GeneratedMove, left: str, deal: Sequence[str]
) -> float:
    """Margin over the best opponent (points) of one candidate on one deal, which holds
    the opponents' racks in turn order and then the bag in drawing order."""
    ev, value = job.evaluator, job.tileset.rack_value
    racks = [left]
    at = 0
    for size in job.opp_sizes:
        racks.append("".join(sorted(deal[at : at + size])))
        at += size
    bag = list(deal[at:])
    players = len(racks)
    gains = [0.0] * players
    placed: list[tuple[tuple[int, int, str], ...]] = []
    k = min(move.tiles_played, len(bag))
    racks[0] = "".join(sorted(left + "".join(bag[:k])))
    bag = bag[k:]
    board.put(move.tiles)
    placed.append(move.tiles)
    gains[0] = float(move.score)
    try:
        if not racks[0] and not bag:
            _settle(job, 0, racks, gains)
            return _margin(job, gains)
        for step in range(1, players + 1):
            side = step % players
            me = racks[side]
            others = sum(value(racks[i]) for i in range(players) if i != side)
            eq, reply, _ = best_reply_equity(
                board,
                me,
                job.tileset,
                automaton,
                ev,
                bag=len(bag),
                unseen=others,
                bingo_bonus=job.bingo_bonus,
                rack_size=job.rack_size,
            )
            last = side == 0
            if reply is None:
                gains[side] += eq  # a pass keeps the whole rack: its value counts
                continue
            left_now = rack_after(me, reply)
            if not left_now and not bag:
                gains[side] += reply.score
                racks[side] = ""
                _settle(job, side, racks, gains)
                return _margin(job, gains)
            gains[side] += eq  # the answer's equity: its score and what its player keeps
            if last:
                break
            board.put(reply.tiles)
            placed.append(reply.tiles)
            k = min(reply.tiles_played, len(bag))
            racks[side] = "".join(sorted(left_now + "".join(bag[:k])))
            bag = bag[k:]
        return _margin(job, gains)
    finally:
        for tiles in reversed(placed):
            board.remove(tiles)


def _margin(job: _TableJob, gains: Sequence[float]) -> float:
    finals = [s + g for s, g in zip(job.scores, gains)]
    return finals[0] - max(finals[1:])


def _won(margin: float) -> float:
    return 1.0 if margin > 0 else 0.5 if margin == 0 else 0.0


#: One worker's sums: per candidate the weighted sums of margins and of wins, the total
#: weight, the deals played, and per candidate the unweighted sums of the paired
#: differences from candidate 0 (and of their squares), for margins and for wins.
_Sums = tuple[list[float], list[float], float, int, list[float], list[float], list[float], list[float]]
#: One worker's share: ``(job, worker, seed, deals at most, stride)``; with an
#: enumeration of splits the worker takes every ``stride``-th split from its own index.
_Task = tuple[_TableJob, int, int, int | None, int]


def _iterate(task: _Task, automaton: Automaton, out_of_time: Callable[[], bool], counter: Any) -> _Sums:
    """Run one worker's deals -> sums; ``out_of_time()`` says when the budget is spent,
    ``counter`` counts the deals done (``.value``, ``get_lock()``)."""
    job, worker, seed, cap, stride = task
    board = job.board.copy()
    n_plays = len(job.plays)
    sums, wins, dsum, dsq, wdsum, wdsq = ([0.0] * n_plays for _ in range(6))
    weight_total = 0.0
    n = 0
    # worker 0 always finishes one deal, so there is an answer; the others stop on time
    must = 1 if worker == 0 else 0
    deals: Iterator[tuple[list[str], int]]
    if job.splits is not None:
        deals = (([t for rack in racks for t in rack], w) for racks, w in job.splits[worker::stride])
    else:
        rng = random.Random(f"{seed}:{worker}")
        pool = list(job.unseen)
        deals = ((rng.sample(pool, len(pool)), 1) for _ in itertools.count())
    for deal, weight in deals:
        if (cap is not None and n >= cap) or (n >= must and out_of_time()):
            break
        outs: list[float] = []
        for move, left in job.plays:
            if n >= must and out_of_time():
                break  # a deal not finished in time is dropped: every candidate must see it
            outs.append(_play_out(job, automaton, board, move, left, deal))
        if len(outs) < n_plays:
            break
        won = [_won(out) for out in outs]
        for i, out in enumerate(outs):
            sums[i] += weight * out
            wins[i] += weight * won[i]
            d, wd = out - outs[0], won[i] - won[0]
            dsum[i] += d
            dsq[i] += d * d
            wdsum[i] += wd
            wdsq[i] += wd * wd
        weight_total += weight
        n += 1
        with counter.get_lock():
            counter.value += 1
    return sums, wins, weight_total, n, dsum, dsq, wdsum, wdsq


def _pool_task(task: _Task) -> tuple[_Sums, int]:
    """In a worker process of the kept pool: the sums of ``task`` and this process's id."""
    automaton, deals, out_of_time = worker_state()
    return _iterate(task, automaton, out_of_time, deals), os.getpid()


def _beats(total: float, squares: float, n: int) -> bool:
    """Whether paired differences (sum and sum of squares over ``n`` deals) show a
    candidate better than candidate 0 by more than ``EVIDENCE`` standard errors."""
    if n < max(2, MIN_DEALS):
        return False
    mean = total / n
    variance = max(0.0, (squares - n * mean * mean) / (n - 1))
    return bool(mean > EVIDENCE * math.sqrt(variance / n))


def _job(game: Game, candidates: Sequence[tuple[float, GeneratedMove]], evaluator: Evaluator | None) -> _TableJob:
    rules = game.rules
    seat = game.turn
    n = len(game.players)
    order = [(seat + i) % n for i in range(n)]
    rack = "".join(sorted(BLANK if t == BLANK else t for t in game.rack))
    unseen = game.unseen(seat)
    sizes = tuple(len(game.racks[s]) for s in order[1:])
    splits = few_splits(unseen, sizes) if not len(game.bag) else None
    return _TableJob(
        game.board.copy(),
        rack,
        tuple(sorted(unseen.elements())),
        sizes,
        tuple(game.scores[s] for s in order),
        tuple((m, rack_after(rack, m)) for _, m in candidates[:CANDIDATES]),
        rules.tileset,
        evaluator if evaluator is not None else Evaluator(rules.tileset),
        rules.bingo_bonus,
        rules.rack_size,
        rules,
        splits,
    )


class _Counter:
    """Deals done in this process (the shape of a shared ``multiprocessing.Value``)."""

    def __init__(self) -> None:
        self.value = 0
        self._lock = threading.Lock()

    def get_lock(self) -> threading.Lock:
        return self._lock


def simulate_table_choice(
    game: Game,
    automaton: Automaton,
    candidates: Sequence[tuple[float, GeneratedMove]],
    *,
    time_limit: float = 3.0,
    iterations: int | None = None,
    seed: int = 0,
    workers: int | None = None,
    evaluator: Evaluator | None = None,
) -> SimulationResult:
    """The candidate play with the best simulated outcome at a table of 3-4 (module docstring).

    Args:
        game: a game of three or four players, the player on turn to choose (the bag may
            be empty).
        automaton: the lexicon's automaton.
        candidates: ``(static equity, play)``, best first; the first
            :data:`lexitile.games.crossword.engine.simulation.CANDIDATES` are simulated.
        time_limit: seconds (checked between play-outs; one deal is always finished).
        iterations: at most this many deals in all (``None``: as many as time allows; an
            enumeration of the splits with the bag empty examines each split once and
            ignores it).
        seed: the deals' random seed.
        workers: processes (``None``: :func:`lexitile.games.crossword.engine.simulation.default_workers`).
        evaluator: equities (default ``Evaluator(tileset)``).

    Returns:
        The :class:`lexitile.games.crossword.engine.simulation.SimulationResult`: ``value`` is the mean
        margin over the best opponent (points), ``win_share`` the share of play-outs
        ending ahead of every opponent, ``iterations`` the deals (or splits) examined.

    Raises:
        ValueError: no candidates, or not three or four players.
    """
    start = time.perf_counter()
    if not candidates:
        raise ValueError("the simulation needs at least one candidate play")
    if len(game.players) not in (3, 4):
        raise ValueError("the table simulation needs three or four players")
    job = _job(game, candidates, evaluator)
    exact = job.splits is not None
    n_workers = default_workers() if workers is None else max(1, workers)
    cap_total = len(job.splits) if job.splits is not None else iterations
    if cap_total is not None:
        n_workers = min(n_workers, max(1, cap_total))
    caps: list[int | None] = (
        [None] * n_workers
        if iterations is None or exact
        else [iterations // n_workers + (w < iterations % n_workers) for w in range(n_workers)]
    )
    tasks: list[_Task] = [(job, w, seed, cap, n_workers) for w, cap in enumerate(caps)]
    deadline = start + time_limit
    counter = _Counter()
    parts: list[tuple[_Sums, int]] | None = None
    report_progress(start, time_limit, counter)
    try:
        wait = iterations is not None or exact  # figures that must not depend on the pool being ready
        kept = kept_pool(automaton, n_workers, wait=wait) if n_workers > 1 else None
        if kept is not None:
            report_progress(start, time_limit, kept.deals)
            try:
                parts = kept.map(_pool_task, tasks, deadline - time.perf_counter())
            except Exception as exc:  # noqa: BLE001 - a worker died or the pool was shut down: play on here
                log.warning(
                    "the table simulation's workers failed (%s: %s); this move uses one core", type(exc).__name__, exc
                )
        if parts is None:
            report_progress(start, time_limit, counter)
            one: _Task = (job, 0, seed, None if exact else iterations, 1)
            parts = [(_iterate(one, automaton, lambda: time.perf_counter() > deadline, counter), os.getpid())]
    finally:
        report_progress(None)
    return _choose(game, job, parts, start)


def _choose(game: Game, job: _TableJob, parts: list[tuple[_Sums, int]], start: float) -> SimulationResult:
    """Sum the workers' figures and pick the play (module docstring, **choice**)."""
    k = len(job.plays)
    by = [p[0] for p in parts]

    def total(lists: list[list[float]]) -> list[float]:
        return [sum(one[i] for one in lists) for i in range(k)]

    sums, wins = total([p[0] for p in by]), total([p[1] for p in by])
    weight = sum(p[2] for p in by)
    n = sum(p[3] for p in by)
    dsum, dsq = total([p[4] for p in by]), total([p[5] for p in by])
    wdsum, wdsq = total([p[6] for p in by]), total([p[7] for p in by])
    means = [x / weight for x in sums]
    shares = [x / weight for x in wins]
    complete = job.splits is not None and n == len(job.splits)
    by_wins = len(game.bag) <= WIN_PROBABILITY_BAG
    if by_wins:
        order = sorted(range(k), key=lambda i: (-shares[i], -means[i], i))
        proven = [i for i in order if i == 0 or complete or _beats(wdsum[i], wdsq[i], n)]
    else:
        order = sorted(range(k), key=lambda i: (-means[i], i))
        proven = [i for i in order if i == 0 or complete or _beats(dsum[i], dsq[i], n)]
    best = proven[0]
    return SimulationResult(
        job.plays[best][0],
        means[best],
        shares[best],
        by_wins,
        n,
        tuple((gcg_text(job.plays[i][0]), round(means[i], 3), round(shares[i], 4)) for i in order),
        time.perf_counter() - start,
        len({pid for sums_, pid in parts if sums_[3]}),
    )
