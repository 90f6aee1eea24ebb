#!/usr/bin/env python3
"""Benchmark the expert's simulation on one core against the kept pool of workers, as
the app runs it.

Run from a checkout (or with lexitile installed)::

    PYTHONPATH=src python benchmarks/bench_expert_cores.py [--moves 20] [--seconds 1 3]
        [--workers N] [--seed 1] [--json]

How it measures: ``--moves`` positions (two players, tiles in the bag) are taken from
games of the hard robot against itself (every other turn from turn 2, a new game per
five positions, seeds from ``--seed``). The expert's simulation of each position is run
the way the app runs it: in a thread of a process that runs another thread, with
``sys.stderr`` replaced by a stand-in without a file descriptor (as the app's print
capture). For each budget of ``--seconds`` it is run once with one worker (in the
calling process) and once with the kept pool (``--workers``, default every core);
the pool is ended before each budget's pool run, so its first move includes starting
it. Printed per run: deals played out per move (min / median / p95) and ms per move
(median / p95), the CPU seconds a move got (the calling thread's, plus the workers'
from ``/proc`` on Linux) and deals per CPU second, the processes that played; for the pool, the start-up (seconds until
every worker answered, the automaton's pickle size) and the first move's figures
against the later moves'. The load average (``os.getloadavg``) is printed before and
after each run: on a shared machine the workers get less than a core each.
"""

from __future__ import annotations

import argparse
import json
import os
import statistics
import sys
import threading
import time
from typing import Any


class _Capture:
    """The app's print capture: writes are swallowed, ``fileno()`` is -1."""

    def write(self, text: str) -> int:
        return len(text)

    def flush(self) -> None:
        pass

    def fileno(self) -> int:
        return -1


def _p95(values: list[float]) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, round(0.95 * (len(ordered) - 1)))]


def _load() -> str:
    return " ".join(f"{x:.2f}" for x in os.getloadavg())


def positions(count: int, seed: int) -> tuple[list[Any], Any, Any]:
    from lexitile.games.crossword.catalog import load_rules
    from lexitile.games.crossword.engine.automaton import automaton_for_lexicon
    from lexitile.games.crossword.engine.robots import Robot
    from lexitile.games.crossword.rules.game import Game
    from lexitile.games.crossword.rules.make_move import make_move
    from lexitile.lexicon import load_lexicon

    lexicon = load_lexicon("en")
    automaton = automaton_for_lexicon(lexicon)
    hard = Robot("hard", automaton, lexicon)
    found: list[Any] = []
    game_seed = seed
    while len(found) < count:
        game = Game(load_rules("mattel"), ["A", "B"], seed=game_seed, lexicon=lexicon)
        game_seed += 1
        turn = 0
        while not game.is_over and len(found) < count and len(game.bag) > 0:
            if turn >= 2 and turn % 2 == 0 and len([p for p in found if p[1] == game_seed]) < 5:
                ranked = hard.ranked(game)
                if ranked:
                    found.append((game.copy(), game_seed, ranked))
            make_move(game, hard.choose(game))
            turn += 1
    return found, automaton, lexicon


def _cpu(pids: tuple[int, ...]) -> float:
    """CPU seconds (user + system) the processes ``pids`` used so far (Linux ``/proc``)."""
    total = 0.0
    for pid in pids:
        try:
            with open(f"/proc/{pid}/stat", encoding="ascii") as f:
                fields = f.read().rsplit(")", 1)[1].split()
        except OSError:
            continue
        total += (int(fields[11]) + int(fields[12])) / os.sysconf("SC_CLK_TCK")
    return total


def run(found: list[Any], automaton: Any, seconds: float, workers: int) -> list[dict[str, Any]]:
    from lexitile.games.crossword.engine import simulation_pool
    from lexitile.games.crossword.engine.simulation import simulate_choice

    out: list[dict[str, Any]] = []

    def work() -> None:
        for i, (game, _seed, ranked) in enumerate(found):
            kept = simulation_pool._KEPT
            pids = kept.pids if kept is not None else ()
            t, own, theirs = time.perf_counter(), time.thread_time(), _cpu(pids)
            r = simulate_choice(game, automaton, ranked, time_limit=seconds, seed=i, workers=workers)
            cpu = time.thread_time() - own + (_cpu(pids) - theirs if r.processes > 1 or pids else 0.0)
            ms = (time.perf_counter() - t) * 1000
            out.append({"deals": r.iterations, "ms": ms, "processes": r.processes, "cpu": cpu})

    other = threading.Event()
    ticker = threading.Thread(target=other.wait, daemon=True)  # a process that runs threads
    ticker.start()
    saved = sys.stderr
    sys.stderr = _Capture()  # type: ignore[assignment]
    try:
        thread = threading.Thread(target=work)
        thread.start()
        thread.join()
    finally:
        sys.stderr = saved
        other.set()
    return out


def summary(rows: list[dict[str, Any]]) -> dict[str, Any]:
    deals = [float(r["deals"]) for r in rows]
    ms = [float(r["ms"]) for r in rows]
    cpu = sum(float(r["cpu"]) for r in rows)
    return {
        "moves": len(rows),
        "cpu_per_move": round(cpu / len(rows), 3),
        "deals_per_cpu_s": round(sum(deals) / cpu, 1) if cpu > 0 else None,
        "deals_min": min(deals),
        "deals_median": statistics.median(deals),
        "deals_p95": _p95(deals),
        "ms_median": round(statistics.median(ms)),
        "ms_p95": round(_p95(ms)),
        "processes": sorted({r["processes"] for r in rows}),
    }


def main() -> int:
    from lexitile.games.crossword.engine import simulation_pool
    from lexitile.games.crossword.engine.simulation import default_workers

    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--moves", type=int, default=20)
    ap.add_argument("--seconds", type=float, nargs="+", default=[1.0, 3.0])
    ap.add_argument("--workers", type=int, default=None, help="pool size (default every core)")
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--json", action="store_true")
    args = ap.parse_args()
    workers = args.workers or default_workers()
    print(f"cores {os.cpu_count()}, pool of {workers}, start method {simulation_pool.pool_start_method()}")
    t = time.perf_counter()
    found, automaton, _lexicon = positions(args.moves, args.seed)
    print(f"{len(found)} positions from hard self-play in {time.perf_counter() - t:.1f} s")
    report: dict[str, Any] = {"cores": os.cpu_count(), "workers": workers, "runs": []}
    for seconds in args.seconds:
        for label, n in (("1 worker", 1), (f"pool of {workers}", workers)):
            before = _load()
            if n > 1:
                simulation_pool.shutdown_pool()
            rows = run(found, automaton, seconds, n)
            after = _load()
            s = summary(rows)
            s.update({"budget": seconds, "label": label, "load_before": before, "load_after": after})
            line = (
                f"{seconds:g} s, {label:>10}: deals per move min {s['deals_min']:.0f} median {s['deals_median']:.1f}"
                f" p95 {s['deals_p95']:.0f}; ms per move median {s['ms_median']} p95 {s['ms_p95']};"
                f" CPU s per move {s['cpu_per_move']:.2f}, deals per CPU s {s['deals_per_cpu_s']};"
                f" processes {s['processes']}; load {before} -> {after}"
            )
            print(line)
            if n > 1:
                kept = simulation_pool._KEPT
                first, later = rows[0], summary(rows[1:]) if len(rows) > 1 else None
                if kept is not None:
                    s["start_seconds"] = round(kept.start_seconds, 3)
                    s["blob_mb"] = round(kept.blob_bytes / 1e6, 1)
                    s["first_move"] = first
                    print(
                        f"    pool start {kept.start_seconds:.2f} s (automaton pickle {kept.blob_bytes / 1e6:.1f} MB);"
                        f" first move {first['deals']} deals in {first['ms']:.0f} ms"
                        + (f", later moves median {later['deals_median']:.1f} deals" if later else "")
                    )
            report["runs"].append(s)
    simulation_pool.shutdown_pool()
    if args.json:
        print(json.dumps(report, indent=1))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
