"""Simulation of the top candidate plays (the expert robot), two players.

For the best :data:`CANDIDATES` plays by static equity, :func:`simulate_choice` plays
each one out :data:`PLIES` turns further, many times, against racks drawn from the unseen
tiles, and keeps the play with the best mean outcome:

* one **iteration** deals the opponent a random rack of the opponent's rack size from the
  unseen tiles (:meth:`lexitile.games.crossword.rules.game.Game.unseen`) and puts the rest in the bag in
  a random order; every candidate is played out on that same deal (common random
  numbers, so the candidates differ by their play and not by their luck);
* a play-out: the candidate is placed and its player draws; the opponent answers with
  its play of highest equity (:class:`lexitile.games.crossword.engine.evaluator.Evaluator`) or passes,
  and draws; then the player answers likewise. The answers are searched in the compiled
  core when it is installed (:func:`lexitile.games.crossword.engine.accel.best_reply`, with its bound
  that stops once no play left can beat the best found), else in Python: the same
  answers, so a fixed seed and number of deals choose the same play on both paths (the
  deals are drawn in Python on both, by one ``random.Random`` per worker). The outcome is the spread of those turns,
  each answer counted by its equity (score plus the value of what its player keeps: the
  leave value while the bag holds tiles, the end-of-game adjustment once it is empty),
  so what both players are left with at the end counts (Macondo's "points + spread
  difference + leftover difference"); a player who goes out with the bag empty ends the
  play-out with the settlement (twice the other rack);
* **inference** (only when asked for, ``infer`` > 0): the opponent's rack in a deal
  starts with one of the leaves they likely kept with their last play
  (:func:`lexitile.games.crossword.engine.inference.infer_leaves`), the rest drawn as usual;
* **choice**: while the bag holds more than :data:`WIN_PROBABILITY_BAG` tiles, the
  highest mean outcome (spread); nearer the end, the highest mean chance of winning: a
  play-out that ends the game counts 1, ½ or 0, any other the chance of winning from the
  spread it ends on (the current score difference plus the outcome) with the tiles left
  in the bag and the opponent on turn
  (:func:`lexitile.games.crossword.engine.win_probability.win_probability`, fitted on
  this program's own games), mean outcome breaking ties;
* **dropping the clearly worse**: from :data:`MIN_DEALS` deals on, every
  :data:`PRUNE_EVERY` deals, a candidate that the leader (the best mean of the measure
  of the choice: outcome, or win near the end) beats by more than :data:`PRUNE`
  standard errors of their paired difference is no longer played out, so the time
  goes to the others; the static choice (candidate 0) is never dropped, and a dropped
  candidate is never chosen;
* **only on evidence**: a candidate replaces the best play by static equity (the hard
  robot's choice) only when, over at least :data:`MIN_DEALS` deals, it beats that play
  by more than :data:`EVIDENCE` standard errors of their paired difference (the same
  deals, so the difference is measured precisely). With a few deals, a slow machine or
  a short budget, the mean of a noisy sample would otherwise overrule a good static
  evaluation by luck: measured on a loaded 2-core machine at 1 s a move, choosing by the
  mean alone lost to the hard robot.

Iterations run until the time budget is spent (checked between play-outs: a deal that
the deadline interrupts is dropped, as every candidate must be measured on the same
deals; the first deal of the first worker is always finished) or
``iterations`` are done; with ``workers`` > 1 they are shared out over that many
processes, kept from one move to the next (:mod:`lexitile.games.crossword.engine.simulation_pool`: the
automaton is sent to each once, then only the position), and the figures summed. By
default every core is used, also in the app. A fixed ``iterations`` with a fixed seed
and number of workers gives the same answer every time (each worker's deals come from
its own seed, whichever process runs it; such a run waits for the workers to start).
A run with a time budget does not wait: the first one plays in the caller's process
while the workers start. When worker processes cannot be started the simulation runs
in the caller's process (:attr:`SimulationResult.processes` is 1).

While a simulation runs, :func:`simulation_progress` tells another thread how many
deals are done and how much of the time budget is spent (the app shows it while the
expert thinks).
"""

from __future__ import annotations

import logging
import math
import os
import random
import threading
import time
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import Any

from lexitile.games.crossword.engine.automaton import Automaton
from lexitile.games.crossword.engine.endgame import rack_after
from lexitile.games.crossword.engine.evaluator import Evaluator, gcg_text
from lexitile.games.crossword.engine.inference import infer_leaves
from lexitile.games.crossword.engine.movegen import GeneratedMove
from lexitile.games.crossword.engine.preendgame import best_reply_equity
from lexitile.games.crossword.engine.simulation_pool import kept_pool, worker_state
from lexitile.games.crossword.engine.win_probability import win_probability
from lexitile.games.crossword.rules.board import Board
from lexitile.games.crossword.rules.game import Game
from lexitile.games.crossword.rules.tiles import BLANK, TileSet

__all__ = [
    "CANDIDATES",
    "EVIDENCE",
    "MIN_DEALS",
    "PLIES",
    "PRUNE",
    "PRUNE_EVERY",
    "WIN_PROBABILITY_BAG",
    "SimulationProgress",
    "SimulationResult",
    "default_workers",
    "report_progress",
    "simulate_choice",
    "simulation_progress",
]

log = logging.getLogger(__name__)

#: Plays (by static equity) that are simulated.
CANDIDATES = 10
#: Turns played out after the candidate (the opponent's answer, then the player's).
PLIES = 2
#: With at most this many tiles in the bag the choice is by win share.
WIN_PROBABILITY_BAG = 20
#: Deals needed before the simulation may overrule the static choice.
MIN_DEALS = 8
#: Standard errors of the paired difference by which a candidate must beat it.
EVIDENCE = 2.0
#: Standard errors of the paired difference by which the leader must beat a candidate
#: for that candidate to be dropped (checked every :data:`PRUNE_EVERY` deals from
#: :data:`MIN_DEALS` on; never the static choice, candidate 0).
PRUNE = 2.5
#: Deals between two checks of the dropping rule.
PRUNE_EVERY = 4


@dataclass(frozen=True, slots=True)
class SimulationResult:
    """The outcome of :func:`simulate_choice`.

    Attributes:
        move: the chosen play.
        value: its mean outcome (points).
        win_share: its mean chance of winning over the play-outs (module docstring).
        by_wins: True when the choice was made by win share.
        iterations: deals played out (every candidate on each).
        stats: ``(GCG text, mean outcome, win share)`` per candidate, best first.
        seconds: wall-clock time taken.
        processes: how many processes played out deals (1: the caller's own, when
            one worker was asked for or worker processes could not be started).
        playouts: play-outs done (one candidate on one deal), every process together.
        dropped: candidates dropped as clearly worse, by GCG text.
    """

    move: GeneratedMove
    value: float
    win_share: float
    by_wins: bool
    iterations: int
    stats: tuple[tuple[str, float, float], ...]
    seconds: float
    processes: int = 1
    playouts: int = 0
    dropped: tuple[str, ...] = ()


@dataclass(frozen=True)
class _Job:
    board: Board
    rack: str
    unseen: tuple[str, ...]
    opp_size: int
    lead: int
    plays: tuple[tuple[GeneratedMove, str], ...]
    tileset: TileSet
    evaluator: Evaluator
    bingo_bonus: int
    rack_size: int
    by_wins: bool
    #: leaves the opponent likely kept (:func:`lexitile.games.crossword.engine.inference.infer_leaves`); empty: uniform deals
    inferred: tuple[str, ...] = ()


def default_workers() -> int:
    """Processes a simulation uses by default: every core this process may run on
    (also when it runs other threads, as the app does: the workers of
    :mod:`lexitile.games.crossword.engine.simulation_pool` are not forks of it)."""
    try:
        cores = len(os.sched_getaffinity(0))
    except (AttributeError, OSError):
        cores = os.cpu_count() or 1
    return max(1, cores)


def _play_out(
    job: _Job, automaton: Automaton, board: Board, move: GeneratedMove, left: str, deal: list[str]
) -> tuple[float, float]:
    """Outcome (points, for the player) of one candidate on one deal, and the player's
    chance of winning from there (module docstring): 1, ½ or 0 when the play-out ended
    the game, else :func:`lexitile.games.crossword.engine.win_probability.win_probability`
    of the spread with the opponent on turn."""
    ev, tileset = job.evaluator, job.tileset
    opp = "".join(sorted(deal[: job.opp_size]))
    bag = deal[job.opp_size :]
    placed: list[tuple[tuple[int, int, str], ...]] = []
    k = min(move.tiles_played, len(bag))
    racks = ["".join(sorted(left + "".join(bag[:k]))), opp]
    bag = bag[k:]
    board.put(move.tiles)
    placed.append(move.tiles)
    total = float(move.score)
    try:
        if not racks[0] and not bag:
            total += 2 * tileset.rack_value(racks[1])
            return total, _won(job.lead + total)
        side = 1
        for ply in range(PLIES):
            me, other = racks[side], racks[1 - side]
            sign = 1 if side == 0 else -1
            eq, reply, _ = best_reply_equity(
                board,
                me,
                tileset,
                automaton,
                ev,
                bag=len(bag),
                unseen=tileset.rack_value(other) if not bag else 0,  # read only with the bag empty
                bingo_bonus=job.bingo_bonus,
                rack_size=job.rack_size,
                bound=True,
            )
            last = ply == PLIES - 1
            if reply is None:
                total += sign * eq  # a pass keeps the whole rack: its value counts
                side = 1 - side
                continue
            left_now = rack_after(me, reply)
            if not left_now and not bag:
                total += sign * (reply.score + 2 * tileset.rack_value(other))
                return total, _won(job.lead + total)
            # the answer's equity: its score and what its player keeps, for both players
            total += sign * eq
            if last:
                break
            board.put(reply.tiles)
            placed.append(reply.tiles)
            k = min(reply.tiles_played, len(bag))
            racks[side] = "".join(sorted(left_now + "".join(bag[:k])))
            bag = bag[k:]
            side = 1 - side
        # the answers' equities already count what both players keep; the opponent is on turn
        return total, win_probability(job.lead + total, len(bag), on_turn=False)
    finally:
        for tiles in reversed(placed):
            board.remove(tiles)


#: What one worker returns: per candidate the sums of outcomes and of wins and the deals
#: it was played on; the deals played; per candidate the sums of the paired differences
#: from candidate 0 (and of their squares), for outcomes and for wins; and the
#: candidates it dropped.
_Sums = tuple[list[float], list[float], list[int], int, list[float], list[float], list[float], list[float], list[int]]


@dataclass(frozen=True)
class SimulationProgress:
    """How far the running simulation is.

    Attributes:
        deals: deals played out so far, every worker together.
        elapsed: seconds since it started.
        budget: its time limit in seconds.
    """

    deals: int
    elapsed: float
    budget: float


@dataclass
class _Running:
    started: float
    budget: float
    #: deals done: a shared ``multiprocessing.Value`` when worker processes play them
    deals: Any


class _Counter:
    """The deal counter of a simulation in this process (the shape of a shared
    ``multiprocessing.Value``)."""

    def __init__(self) -> None:
        self.value = 0
        self._lock = threading.Lock()

    def get_lock(self) -> threading.Lock:
        return self._lock


_RUNNING: _Running | None = None


def simulation_progress() -> SimulationProgress | None:
    """The progress of the simulation running now (in any thread), or ``None`` when
    none runs. Safe to call from another thread while :func:`simulate_choice` works."""
    running = _RUNNING
    if running is None:
        return None
    return SimulationProgress(int(running.deals.value), time.perf_counter() - running.started, running.budget)


#: One worker's share of a simulation: ``(job, worker, seed, deals at most)``.
_Task = tuple[_Job, int, int, int | None]


def _paired_lead(history: list[list[float]], a: int, b: int) -> tuple[float, float]:
    """Mean and standard error of ``a``'s outcome minus ``b``'s over the deals of
    ``history`` (both played on every one of them)."""
    n = len(history)
    diffs = [row[a] - row[b] for row in history]
    mean = sum(diffs) / n
    variance = max(0.0, sum((d - mean) ** 2 for d in diffs) / (n - 1))
    return mean, math.sqrt(variance / n)


def _survivors(alive: list[int], history: list[list[float]]) -> list[int]:
    """``alive`` without the candidates the leader beats by more than :data:`PRUNE`
    standard errors of the paired difference (candidate 0 always stays)."""
    n = len(history)
    leader = max(alive, key=lambda i: (sum(row[i] for row in history) / n, -i))
    kept = []
    for i in alive:
        if i in (0, leader):
            kept.append(i)
            continue
        mean, error = _paired_lead(history, leader, i)
        if not mean > PRUNE * error:
            kept.append(i)
    return kept


def _deal(job: _Job, rng: random.Random, pool: list[str]) -> list[str]:
    """The unseen tiles in the order of one deal: the opponent's rack first, then the bag.
    With inferred leaves, the rack starts with one of them (drawn at random)."""
    if not job.inferred:
        return rng.sample(pool, len(pool))
    leave = job.inferred[rng.randrange(len(job.inferred))]
    rest = list(pool)
    for t in leave:
        rest.remove(t)
    return list(leave) + rng.sample(rest, len(rest))


def _iterate(task: _Task, automaton: Automaton, out_of_time: Callable[[], bool], deals: Any) -> _Sums:
    """Run the deals of one worker -> sums; ``out_of_time()`` says when the budget is
    spent, ``deals`` counts the deals done (``.value``, ``get_lock()``).

    Every candidate still in play is played out on each deal; from :data:`MIN_DEALS`
    deals on, every :data:`PRUNE_EVERY` deals, the candidates clearly worse than the
    leader (by the measure of the choice: outcome, or win with ``job.by_wins``) are
    dropped (:func:`_survivors`), so the deals go to the others. The decisions depend
    only on this worker's own deals: a fixed seed and number of deals repeat them."""
    job, worker, seed, cap = task
    rng = random.Random(f"{seed}:{worker}")
    board = job.board.copy()
    n_plays = len(job.plays)
    sums = [0.0] * n_plays
    wins = [0.0] * n_plays
    counts = [0] * n_plays
    dsum, dsq, wdsum, wdsq = ([0.0] * n_plays for _ in range(4))
    n = 0
    pool = list(job.unseen)
    alive = list(range(n_plays))
    history: list[list[float]] = []  # per deal, the measure of the choice per candidate (0 when dropped)
    # worker 0 always finishes one deal, so there is an answer; the others stop on time
    must = 1 if worker == 0 else 0
    while (cap is None or n < cap) and (n < must or not out_of_time()):
        deal = _deal(job, rng, pool)
        outs: dict[int, tuple[float, float]] = {}
        for i in alive:
            # past the deadline a deal not yet finished is dropped: every candidate must see it
            if n >= must and out_of_time():
                break
            move, left = job.plays[i]
            outs[i] = _play_out(job, automaton, board, move, left, deal)
        if len(outs) < len(alive):
            break
        row = [0.0] * n_plays
        base, base_won = outs[0]
        for i, (out, won) in outs.items():
            sums[i] += out
            wins[i] += won
            counts[i] += 1
            d, wd = out - base, won - base_won
            dsum[i] += d
            dsq[i] += d * d
            wdsum[i] += wd
            wdsq[i] += wd * wd
            row[i] = won if job.by_wins else out
        history.append(row)
        n += 1
        with deals.get_lock():
            deals.value += 1
        if n >= max(2, MIN_DEALS) and n % PRUNE_EVERY == 0 and len(alive) > 2:
            alive = _survivors(alive, history)
    dropped = [i for i in range(n_plays) if i not in alive]
    return sums, wins, counts, n, dsum, dsq, wdsum, wdsq, dropped


def _pool_task(task: _Task) -> tuple[_Sums, int]:
    """In a worker process of the kept pool: the sums of ``task`` and this process's id.
    The stop flag, raised by the caller when the budget is spent, is the clock."""
    automaton, deals, out_of_time = worker_state()
    return _iterate(task, automaton, out_of_time, deals), os.getpid()


def _caps(iterations: int | None, workers: int) -> list[int | None]:
    """Deals per worker: ``iterations`` shared out, or no limit."""
    if iterations is None:
        return [None] * workers
    return [iterations // workers + (w < iterations % workers) for w in range(workers)]


def _won(final: float) -> float:
    return 1.0 if final > 0 else 0.5 if final == 0 else 0.0


def _beats_static(total: float, squares: float, n: int) -> bool:
    """Whether paired differences (their sum and sum of squares over ``n`` deals) show a
    candidate better than candidate 0 by more than :data:`EVIDENCE` standard errors."""
    if n < max(2, MIN_DEALS):
        return False
    mean = total / n
    variance = max(0.0, (squares - n * mean * mean) / (n - 1))
    return bool(mean > EVIDENCE * math.sqrt(variance / n))


def simulate_choice(
    game: Game,
    automaton: Automaton,
    candidates: Sequence[tuple[float, GeneratedMove]],
    *,
    time_limit: float = 3.0,
    iterations: int | None = None,
    seed: int = 0,
    workers: int | None = None,
    evaluator: Evaluator | None = None,
    infer: int = 0,
) -> SimulationResult:
    """The candidate play with the best simulated outcome (module docstring).

    Args:
        game: a two-player game with tiles in the bag, the player on turn to choose.
        automaton: the lexicon's automaton.
        candidates: ``(static equity, play)``, best first; the first
            :data:`CANDIDATES` are simulated.
        time_limit: seconds (checked between play-outs; one deal is always finished).
        iterations: at most this many deals in all (``None``: as many as time allows).
        seed: the deals' random seed.
        workers: processes (``None``: :func:`default_workers`).
        evaluator: equities (default ``Evaluator(tileset)``).
        infer: leaves to draw for the inference of the opponent's leave from their last
            play (:func:`lexitile.games.crossword.engine.inference.infer_leaves`; 0, the default: every deal uniform). Its time
            counts in ``time_limit``.

    Returns:
        The :class:`SimulationResult`.

    Raises:
        ValueError: no candidates, not two players, or an empty bag.
    """
    global _RUNNING
    start = time.perf_counter()
    if not candidates:
        raise ValueError("the simulation needs at least one candidate play")
    if len(game.players) != 2 or not len(game.bag):
        raise ValueError("the simulation needs two players and tiles in the bag")
    rules = game.rules
    seat = game.turn
    rack = "".join(sorted(BLANK if t == BLANK else t for t in game.rack))
    plays = tuple((m, rack_after(rack, m)) for _, m in candidates[:CANDIDATES])
    ev = evaluator if evaluator is not None else Evaluator(rules.tileset)
    inferred = tuple(infer_leaves(game, automaton, ev, infer, seed)) if infer > 0 else ()
    job = _Job(
        game.board.copy(),
        rack,
        tuple(sorted(game.unseen(seat).elements())),
        len(game.racks[1 - seat]),
        game.scores[seat] - game.scores[1 - seat],
        plays,
        rules.tileset,
        ev,
        rules.bingo_bonus,
        rules.rack_size,
        len(game.bag) <= WIN_PROBABILITY_BAG,
        inferred,
    )
    n_workers = default_workers() if workers is None else max(1, workers)
    if iterations is not None:
        n_workers = min(n_workers, max(1, iterations))
    deadline = start + time_limit
    parts: list[tuple[_Sums, int]] | None = None
    counter = _Counter()
    # the progress is shown from the start, also while the first move starts the workers
    _RUNNING = _Running(start, time_limit, counter)
    try:
        # a fixed number of deals waits for the workers, a time budget does not
        kept = kept_pool(automaton, n_workers, wait=iterations is not None) if n_workers > 1 else None
        if kept is not None:
            _RUNNING = _Running(start, time_limit, kept.deals)
            tasks = [(job, w, seed, cap) for w, cap in enumerate(_caps(iterations, n_workers))]
            try:
                parts = kept.map(_pool_task, tasks, deadline - time.perf_counter())
            except Exception as exc:  # noqa: BLE001 - a worker died or the pool was shut down: play on here
                log.warning(
                    "the simulation's worker processes failed (%s: %s); this move uses one core",
                    type(exc).__name__,
                    exc,
                )
        if parts is None:
            _RUNNING = _Running(start, time_limit, counter)
            task: _Task = (job, 0, seed, iterations)
            parts = [(_iterate(task, automaton, lambda: time.perf_counter() > deadline, counter), os.getpid())]
    finally:
        _RUNNING = None
    processes = len({pid for sums_, pid in parts if sums_[3]})
    by = [p[0] for p in parts]
    k = len(plays)
    sums, wins = [sum(p[0][i] for p in by) for i in range(k)], [sum(p[1][i] for p in by) for i in range(k)]
    counts = [sum(p[2][i] for p in by) for i in range(k)]
    n = sum(p[3] for p in by)
    dsum, dsq = [sum(p[4][i] for p in by) for i in range(k)], [sum(p[5][i] for p in by) for i in range(k)]
    wdsum, wdsq = [sum(p[6][i] for p in by) for i in range(k)], [sum(p[7][i] for p in by) for i in range(k)]
    dropped = {i for p in by for i in p[8]}
    means = [s / c if c else -math.inf for s, c in zip(sums, counts, strict=True)]
    shares = [w / c if c else 0.0 for w, c in zip(wins, counts, strict=True)]
    by_wins = job.by_wins
    # a candidate dropped by any worker was clearly worse there: it is not chosen
    if by_wins:
        order = sorted(range(k), key=lambda i: (i in dropped, -shares[i], -means[i], i))
        proven = [i for i in order if i == 0 or (i not in dropped and _beats_static(wdsum[i], wdsq[i], counts[i]))]
    else:
        order = sorted(range(k), key=lambda i: (i in dropped, -means[i], i))
        proven = [i for i in order if i == 0 or (i not in dropped and _beats_static(dsum[i], dsq[i], counts[i]))]
    best = proven[0]
    return SimulationResult(
        plays[best][0],
        means[best],
        shares[best],
        by_wins,
        n,
        tuple((gcg_text(plays[i][0]), round(means[i], 3), round(shares[i], 4)) for i in order),
        time.perf_counter() - start,
        processes,
        sum(counts),
        tuple(gcg_text(plays[i][0]) for i in sorted(dropped)),
    )


def report_progress(started: float | None, budget: float = 0.0, deals: Any = None) -> None:
    """What :func:`simulation_progress` reports for a simulation run elsewhere (the
    table simulation of :mod:`lexitile.games.crossword.engine.simulation_table`): its start
    (``time.perf_counter()``), its budget in seconds and its deal counter (``.value``);
    ``None`` when it ends."""
    global _RUNNING
    _RUNNING = None if started is None else _Running(started, budget, deals)
