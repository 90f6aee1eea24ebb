#!/usr/bin/env python3
"""Benchmark the replay's review: the panel for one move, the whole game as the worker
analyses it, and stepping while it runs.

Run from a checkout::

    PYTHONPATH=src python benchmarks/bench_review.py [--corpus ../shared/gcg] [--limit N] [--no-tui]

Games: the two-player tournament records of the corpus (the selection of
``bench_analyze.py``: ``index.tsv`` rows with 2 players, English tiles, the standard
board, totals and scores that replay exactly). Word list: the built-in English one (the
records' NWL/CSW lists are not shipped), automaton opened once before timing.

* **Panel for one move**: what the screen does when a turn is selected that the worker
  has not reached: :meth:`lexitile.play.review.GameReview.analyse` of that turn (the
  board rebuilt, every option ranked) plus :func:`lexitile.tui.widgets.review_panel.panel_text`;
  every 3rd analysed turn of every game (turns without a recorded rack are skipped at
  once and left out), a fresh review each time (no cache). Target < 150 ms.
* **Whole game**: every turn through one :class:`GameReview`, one at a time (what the
  worker does), per game; target < 2 s for about 25 turns.
* **Stepping while analysing** (``--no-tui`` skips it): the replay app headless
  (``App.run_test``, 120x40) on the first game, → pressed 20 times right after the
  screen mounts, while the worker analyses; per press, the time until the screen has
  processed it (``pilot.press`` + ``pilot.pause``).

Prints min, median, p95 and max, wall time and CPU time of this process (the machine is
shared, so wall time includes waiting for a core).
"""

from __future__ import annotations

import argparse
import asyncio
import os
import platform
import statistics
import sys
import time
from pathlib import Path

REPO = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(REPO / "src"))
sys.path.insert(0, str(REPO / "benchmarks"))

from bench_analyze import pct, tournament_files
from lexitile.errors import LexitileError
from lexitile.games.crossword.engine.automaton import automaton_for_lexicon
from lexitile.games.crossword.records.gcg import read_gcg
from lexitile.games.crossword.records.replay import replay_record
from lexitile.lexicon import load_lexicon
from lexitile.play.review import GameReview
from lexitile.tui.widgets.review_panel import panel_text


def line(label: str, values: list[float], unit: str, target: str = "") -> str:
    return (
        f"{label}, {unit} over {len(values)}: min {min(values):.1f}  median {statistics.median(values):.1f}  "
        f"p95 {pct(values, 0.95):.1f}  max {max(values):.1f}{'   (target ' + target + ')' if target else ''}"
    )


async def stepping(path: Path, lexicon: object, presses: int = 20) -> list[float]:
    from lexitile.games.crossword.records.replay_model import load_replay
    from lexitile.tui.screens.replay_app import ReplayApp

    app = ReplayApp(load_replay(path), lexicon_loader=lambda spec: lexicon)  # type: ignore[arg-type, return-value]
    out: list[float] = []
    async with app.run_test(size=(120, 40)) as pilot:
        await pilot.pause()
        await pilot.press("home")
        for _ in range(presses):
            t0 = time.perf_counter()
            await pilot.press("right")
            await pilot.pause()
            out.append((time.perf_counter() - t0) * 1000)
        review = app.screen.review  # type: ignore[attr-defined]
        done = f"{review.done}/{review.total}" if review is not None else "not started"
    print(f"  (the worker had analysed {done} turns after the {presses} presses)")
    return out


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    shared = Path(os.environ.get("LEXITILE_SHARED", REPO.parent / "shared"))
    ap.add_argument("--corpus", type=Path, default=shared / "gcg", help="the GCG corpus")
    ap.add_argument("--limit", type=int, default=0, help="only the first N games")
    ap.add_argument("--no-tui", action="store_true", help="skip the stepping measure")
    args = ap.parse_args()
    files = tournament_files(args.corpus)
    if args.limit:
        files = files[: args.limit]
    lexicon = load_lexicon("en")
    automaton = automaton_for_lexicon(lexicon)

    panel_ms: list[float] = []
    panel_cpu: list[float] = []
    game_s: list[float] = []
    game_cpu: list[float] = []
    turns: list[int] = []
    unreadable: list[str] = []
    skipped = 0
    for path in files:
        try:
            replay = replay_record(read_gcg(path))
        except LexitileError as exc:  # the corpus holds reader test files too
            unreadable.append(f"{path.name}: {exc}")
            continue
        review = GameReview(replay, automaton, lexicon)
        t0, c0 = time.perf_counter(), time.process_time()
        for n in range(1, review.total + 1):
            review.analyse(n)
        game_s.append(time.perf_counter() - t0)
        game_cpu.append(time.process_time() - c0)
        turns.append(review.total)
        analysed = [t.turn for t in review.analysed_turns() if t.analysed]
        skipped += review.total - len(analysed)
        for n in analysed[::3]:  # turns skipped (rack not recorded) cost nothing and are left out
            fresh = GameReview(replay, automaton, lexicon)
            t0, c0 = time.perf_counter(), time.process_time()
            panel_text(fresh.analyse(n), 0, 40)
            panel_ms.append((time.perf_counter() - t0) * 1000)
            panel_cpu.append((time.process_time() - c0) * 1000)

    print(f"bench_review: {len(files) - len(unreadable)} two-player tournament records from {args.corpus}")
    for why in unreadable:
        print(f"  left out (cannot be read): {why}")
    print(f"machine: {platform.machine()}, {platform.python_implementation()} {platform.python_version()}")
    print(f"turns: {sum(turns)}, of them skipped by the analyser (rack not recorded or partial): {skipped}")
    print(line("panel for one move (GameReview.analyse + panel_text), wall", panel_ms, "ms", "< 150 ms"))
    print(line("panel for one move, CPU", panel_cpu, "ms"))
    print(
        line("whole game through GameReview, wall", [s * 1000 for s in game_s], "ms", "< 2000 ms for ~25 turns")
        + f"; turns per game: median {statistics.median(turns):.0f}, max {max(turns)}"
    )
    print(line("whole game, CPU", [s * 1000 for s in game_cpu], "ms"))
    if not args.no_tui and files:
        first = next(f for f in files if not any(u.startswith(f.name + ":") for u in unreadable))
        steps = asyncio.run(stepping(first, lexicon))
        print(line(f"stepping (→) while the worker analyses {first.name}, wall", steps, "ms"))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
