#!/usr/bin/env python3
"""Benchmark ``lexitile analyze``: whole-game analysis, one-move analysis, and agreement.

Run from a checkout::

    PYTHONPATH=src python benchmarks/bench_analyze.py [--corpus ../shared/gcg] [--limit N]

Games: the two-player tournament records of the corpus (``index.tsv``: 2 players,
English tiles, standard board, running totals and scores that replay exactly; the
computer self-play folder and the parser fixtures left out).

* **Whole game**: read + replay + :func:`lexitile.games.crossword.engine.analysis.analyse_replay` of every
  turn, one process, the automaton built or opened once before timing (as the command
  does at start-up, not counted). Per game: seconds and turns; printed min, median,
  p95, max, and the per-turn median. Target: under 2 s for a game of about 25 turns.
* **One move**: :func:`lexitile.games.crossword.engine.evaluator.analyse_position` for one position
  (every 3rd analysed turn of every game; what the replay panel needs for one move).
  Target: under 150 ms.
* **Agreement**: for every analysed turn, the evaluator's best play against the first
  line of ``lexitile moves FILE --turn N --top 1`` (the same API:
  :func:`lexitile.commands.moves.ranked_moves`): the same play, or a different play of
  the same equity (a tie); split by turns with tiles in the bag (both rank by score +
  leave) and with the bag empty (``moves`` ranks by score, the evaluator adds the
  end-of-game rack adjustment). And how often the record's own move was the
  evaluator's best option (equity lost 0), and how often the best option was an exchange.

The records name NWL or CSW word lists, which lexitile does not ship: the built-in
English list is used, so some moves made are "unknown" to it.
"""

from __future__ import annotations

import argparse
import csv
import os
import platform
import statistics
import sys
import time
from pathlib import Path

REPO = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(REPO / "src"))

from lexitile.commands.moves import position_from_gcg, ranked_moves
from lexitile.errors import LexitileError
from lexitile.games.crossword.engine.analysis import analyse_replay
from lexitile.games.crossword.engine.automaton import automaton_for_lexicon
from lexitile.games.crossword.engine.evaluator import analyse_position
from lexitile.games.crossword.records.gcg import read_gcg
from lexitile.games.crossword.records.replay import replay_record
from lexitile.games.crossword.rules.board import Board
from lexitile.lexicon import load_lexicon

SKIP_REPOS = {"jalapic-scrabblr", "jvc56-MAGPIE-DATA"}


def tournament_files(corpus: Path) -> list[Path]:
    """The two-player tournament records listed in the corpus index (see the docstring)."""
    out = []
    with (corpus / "index.tsv").open(encoding="utf-8") as f:
        for row in csv.DictReader(f, delimiter="\t"):
            if (
                row["players"] == "2"
                and row["dist_used"] == "english"
                and row["layout_used"] == "standard15"
                and row["cum_ok"] == "True"
                and row["replay_score_ok"] == "True"
                and row["repo"] not in SKIP_REPOS
            ):
                out.append(corpus / row["file"])
    return sorted(out)


def pct(values: list[float], q: float) -> float:
    s = sorted(values)
    return s[min(len(s) - 1, round(q * (len(s) - 1)))]


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    shared = Path(os.environ.get("LEXITILE_SHARED", REPO.parent / "shared"))
    ap.add_argument(
        "--corpus", type=Path, default=shared / "gcg", help="the GCG corpus (default: $LEXITILE_SHARED/gcg)"
    )
    ap.add_argument("--limit", type=int, default=0, help="only the first N games")
    ap.add_argument("--no-agreement", action="store_true", help="skip the agreement check (timing only)")
    args = ap.parse_args()
    files = tournament_files(args.corpus)
    if args.limit:
        files = files[: args.limit]
    lexicon = load_lexicon("en")
    automaton = automaton_for_lexicon(lexicon)

    game_s: list[float] = []
    game_cpu: list[float] = []
    full_s: list[float] = []  # games with at least 20 analysed turns
    game_turns: list[int] = []
    per_turn: list[float] = []
    move_ms: list[float] = []
    move_cpu_ms: list[float] = []
    agree = {"bag": [0, 0, 0], "empty": [0, 0, 0]}  # same play, tie, different
    own_best = analysed = exchange_best = 0
    for path in files:
        t0, c0 = time.perf_counter(), time.process_time()
        try:
            record = read_gcg(path)
        except LexitileError as exc:  # a reader test file (a foreign encoding): not a game to time
            print(f"left out (cannot be read): {exc}")
            continue
        replay = replay_record(record)
        analysis = analyse_replay(replay, automaton, lexicon)
        dt = time.perf_counter() - t0
        game_cpu.append(time.process_time() - c0)
        done = [t for t in analysis.turns if t.analysed]
        game_s.append(dt)
        if len(done) >= 20:
            full_s.append(dt)
        game_turns.append(len(analysis.turns))
        if done:
            per_turn.append(dt / len(done))
        analysed += len(done)
        own_best += sum(1 for t in done if (t.loss or 0.0) <= 1e-9)
        exchange_best += sum(1 for t in done if t.best is not None and t.best.kind == "exchange")
        # one move: the positions of every 3rd analysed turn
        board = Board(replay.layout)
        wanted = {t.event_index: t for t in done[::3]}
        for i, step in enumerate(replay.steps):
            t = wanted.get(i)
            if t is not None:
                bag = replay.steps[i - 1].bag if i else replay.tileset.total - 14
                m0, mc = time.perf_counter(), time.process_time()
                analyse_position(board, list(t.rack), replay.tileset, automaton, bag=bag)
                move_ms.append((time.perf_counter() - m0) * 1000)
                move_cpu_ms.append((time.process_time() - mc) * 1000)
            if step.placement is not None:
                board.put(step.placement.tiles)
            if step.removed:
                board.remove(step.removed)
        if args.no_agreement:
            continue
        for t in done:
            pos = position_from_gcg(str(path), t.turn)
            ranked = ranked_moves(pos, automaton)
            key = "bag" if pos.bag > 0 else "empty"
            ours = t.best_play
            if not ranked or ours is None:
                agree[key][0 if (not ranked and ours is None) else 2] += 1
                continue
            eq, _leave, top = ranked[0]
            if ours.move is not None and frozenset(ours.move.tiles) == frozenset(top.tiles):  # type: ignore[attr-defined]
                agree[key][0] += 1
            elif abs(ours.equity - eq) < 1e-6:
                agree[key][1] += 1
            else:
                agree[key][2] += 1

    print(f"bench_analyze: {len(files)} two-player tournament records from {args.corpus}")
    print(f"machine: {platform.machine()}, {platform.python_implementation()} {platform.python_version()}")
    print("lexicon: built-in en (the records' NWL/CSW lists are not shipped)")
    print(
        f"whole game (read + replay + analysis), s: min {min(game_s):.3f}  median {statistics.median(game_s):.3f}  "
        f"p95 {pct(game_s, 0.95):.3f}  max {max(game_s):.3f}   (turns per game: median "
        f"{statistics.median(game_turns):.0f}, max {max(game_turns)}; target < 2 s for ~25 turns)"
    )
    print(
        f"whole game, CPU s (this process only; the machine is shared): median {statistics.median(game_cpu):.3f}  "
        f"p95 {pct(game_cpu, 0.95):.3f}  max {max(game_cpu):.3f}"
    )
    if full_s:
        print(
            f"games with 20+ turns analysed ({len(full_s)}), wall s: median {statistics.median(full_s):.3f}  "
            f"p95 {pct(full_s, 0.95):.3f}  max {max(full_s):.3f}"
        )
    print(
        f"per analysed turn, ms: median {statistics.median(per_turn) * 1000:.1f}  p95 {pct(per_turn, 0.95) * 1000:.1f}"
    )
    print(
        f"one move (analyse_position), ms over {len(move_ms)} positions: min {min(move_ms):.1f}  "
        f"median {statistics.median(move_ms):.1f}  p95 {pct(move_ms, 0.95):.1f}  max {max(move_ms):.1f}"
        "   (target < 150 ms)"
    )
    print(
        f"one move, CPU ms: median {statistics.median(move_cpu_ms):.1f}  p95 {pct(move_cpu_ms, 0.95):.1f}  "
        f"max {max(move_cpu_ms):.1f}"
    )
    if not args.no_agreement:
        for key, label in (("bag", "tiles in the bag"), ("empty", "bag empty")):
            same, tie, diff = agree[key]
            n = same + tie + diff
            if n:
                print(
                    f"agreement with 'moves --top 1', {label}: {same + tie}/{n} "
                    f"({100 * (same + tie) / n:.1f}%: {same} same play, {tie} ties), {diff} differ"
                )
    print(
        f"record's move was the evaluator's best: {own_best}/{analysed} analysed turns "
        f"({100 * own_best / max(1, analysed):.1f}%); best option an exchange: {exchange_best}"
    )
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
