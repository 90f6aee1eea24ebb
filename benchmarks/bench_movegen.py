#!/usr/bin/env python3
"""Benchmark the move generator: the seven golden positions, then positions from real games.

Run from a checkout (or with lexitile installed)::

    PYTHONPATH=src python benchmarks/bench_movegen.py [--repeat 30] [--games 400] [--warm] [--clock cpu]

* Word list: Debian's ``wamerican-large`` (``/usr/share/dict/american-english-large``),
  words matching ``^[a-z]{2,15}$`` upper-cased, as in ``shared/movegen/README.md``. The
  automaton is loaded from (or built into) a temporary cache folder, never the user's;
  build and load times are printed.
* Golden positions (``../shared/movegen/positions.txt``): each is timed ``--repeat``
  times; min and median milliseconds for all moves (:func:`generate_moves`, including
  the cross-check sets and the :class:`GeneratedMove` list) and for the best move only
  (:func:`best_move`), and moves per second at the median.
* Game positions: the board and rack before every play of the computer self-play games
  in ``../shared/gcg/jalapic-scrabblr/standard_board`` (parsed here, very simply), up to
  ``--games`` positions; min / median / p95 per position and moves per second overall.
  Skipped with a note when the folder is absent.

By default the cross-check memo (kept on the automaton, see ``crosschecks.py``) is
cleared before every timed call, so each position pays for its cross-check sets in
full; ``--warm`` keeps the memo, as in a game where positions differ by one move.
Times are wall-clock (``time.perf_counter``); on a busy machine ``--clock cpu``
(``time.process_time``, this process's CPU time) is steadier.

Other positions and word lists::

    python benchmarks/bench_movegen.py --positions FILE --lexicon PATH|NAME [--json]

* ``--positions FILE``: positions in the format of ``shared/movegen/positions.txt`` (a
  ``NAME RACK`` line, then the board rows) instead of the golden ones.
* ``--lexicon``: a built-in lexicon name (``en``, ``de``, ``pt_BR``) or a plain word-list
  file, one word per line; the words are the lines of 2-15 letters A-Z written all in
  lower case (as the golden rule reads Debian's lists, leaving out proper nouns and
  acronyms), or, in a file with no such line, all in upper case.
* ``--json``: one object per position and nothing else:
  ``{"name": ..., "moves": N, "median_ms": X, "min_ms": Y}`` (all moves, generation
  only, the lexicon already loaded; ``--repeat`` runs each); no game positions.
"""

from __future__ import annotations

import argparse
import json
import platform
import re
import statistics
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT / "src"))

from lexitile.errors import LexitileError
from lexitile.games.crossword import catalog
from lexitile.games.crossword.engine.automaton import Automaton
from lexitile.games.crossword.engine.movegen import best_move, generate_moves
from lexitile.games.crossword.rules.board import Board
from lexitile.games.crossword.rules.placement import placement_from_notation

WORD_LIST = Path("/usr/share/dict/american-english-large")
SHARED = ROOT.parent / "shared"
_COORD = re.compile(r"^(\d{1,2}[A-Za-z]|[A-Za-z]\d{1,2})$")


def golden_words() -> list[str]:
    if not WORD_LIST.is_file():
        sys.exit(f"{WORD_LIST} is missing: apt-get install wamerican-large")
    text = WORD_LIST.read_text(encoding="utf-8")
    return sorted({w.upper() for w in text.split("\n") if re.fullmatch(r"[a-z]{2,15}", w)})


def list_words(path: Path) -> list[str]:
    """A plain word list's words (see the module docstring for the rule)."""
    try:
        text = path.read_text(encoding="utf-8")
    except OSError as exc:
        sys.exit(f"{path}: cannot read: {exc.strerror or exc}")
    lower = {w.upper() for w in text.split() if re.fullmatch(r"[a-z]{2,15}", w)}
    if lower:
        return sorted(lower)
    return sorted({w for w in text.split() if re.fullmatch(r"[A-Z]{2,15}", w)})


def golden_positions(path: Path | None = None) -> list[tuple[str, str, list[str]]]:
    path = path or SHARED / "movegen" / "positions.txt"
    lines = path.read_text(encoding="utf-8").split("\n")
    out = []
    i = 0
    while i < len(lines):
        if lines[i].strip():
            name, rack = lines[i].split()
            rows = []  # the board rows: up to a blank line or the next "NAME RACK" line
            i += 1
            while i < len(lines) and len(lines[i].split()) == 1:
                rows.append(lines[i].strip())
                i += 1
            out.append((name, rack, rows))
        else:
            i += 1
    return out


def game_positions(layout, limit: int) -> list[tuple[Board, str]]:
    """(board, rack) before each play of the standard-board self-play games."""
    folder = SHARED / "gcg" / "jalapic-scrabblr" / "standard_board"
    out: list[tuple[Board, str]] = []
    if not folder.is_dir():
        return out
    for path in sorted(folder.iterdir()):
        board = Board(layout)
        for line in path.read_text(encoding="latin-1").splitlines():
            parts = line.split()
            if not line.startswith(">") or len(parts) < 5 or not _COORD.match(parts[2]):
                continue
            rack, coord, word = parts[1], parts[2], parts[3]
            try:
                placement = placement_from_notation(board, coord, word)
            except LexitileError:
                break
            out.append((board.copy(), rack))
            if len(out) >= limit:
                return out
            board.put(placement.tiles)
    return out


CLOCK = time.perf_counter


def timed(fn, repeat: int, automaton: Automaton, warm: bool) -> tuple[list[float], object]:
    times = []
    result = None
    for _ in range(repeat):
        if not warm:
            automaton._cross_cache.clear()
        t = CLOCK()
        result = fn()
        times.append((CLOCK() - t) * 1000)
    return times, result


def load_words(spec: str | None) -> list[str]:
    """The benchmark's word list: wamerican-large by default, else ``--lexicon``."""
    if spec is None:
        return golden_words()
    if Path(spec).is_file():
        return list_words(Path(spec))
    from lexitile.lexicon import load_lexicon

    try:
        return sorted(load_lexicon(spec).words())
    except LexitileError as exc:
        sys.exit(f"--lexicon: {exc}")


def json_main(args: argparse.Namespace) -> None:
    """``--json``: one ``{"name", "moves", "median_ms", "min_ms"}`` line per position."""
    words = load_words(args.lexicon)
    layout = catalog.load_layout("standard15")
    tiles = catalog.load_tileset("english")
    with tempfile.TemporaryDirectory() as cache:
        automaton = Automaton.load_or_build(words, cache)
    for name, rack, rows in golden_positions(args.positions):
        try:
            board = Board.from_rows(layout, rows)
        except LexitileError as exc:
            sys.exit(f"position {name}: {exc}")
        times, moves = timed(
            lambda: generate_moves(board, list(rack), tiles, automaton), args.repeat, automaton, args.warm
        )
        print(
            json.dumps(
                {
                    "name": name,
                    "moves": len(moves),
                    "median_ms": round(statistics.median(times), 3),
                    "min_ms": round(min(times), 3),
                }
            ),
            flush=True,
        )


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--repeat", type=int, default=30, help="timed runs per golden position")
    parser.add_argument("--games", type=int, default=400, help="game positions to time (0: none)")
    parser.add_argument("--warm", action="store_true", help="keep the cross-check memo between calls")
    parser.add_argument("--clock", choices=["wall", "cpu"], default="wall", help="wall-clock or process CPU time")
    parser.add_argument(
        "--positions", type=Path, metavar="FILE", help="positions file (format of shared/movegen/positions.txt)"
    )
    parser.add_argument(
        "--lexicon", metavar="PATH|NAME", help="word-list file or built-in lexicon name (default: wamerican-large)"
    )
    parser.add_argument("--json", action="store_true", help="one JSON object per position (all moves), nothing else")
    args = parser.parse_args()
    global CLOCK
    CLOCK = time.process_time if args.clock == "cpu" else time.perf_counter
    if args.json:
        return json_main(args)

    print(
        f"python {platform.python_version()} ({platform.python_implementation()}), {platform.machine()}, "
        f"{platform.system()} {platform.release()}, processor: {platform.processor() or '?'}"
    )
    words = load_words(args.lexicon)
    layout = catalog.load_layout("standard15")
    tiles = catalog.load_tileset("english")
    with tempfile.TemporaryDirectory() as cache:
        t = time.perf_counter()
        automaton = Automaton.load_or_build(words, cache)
        build = time.perf_counter() - t
        t = time.perf_counter()
        automaton = Automaton.load(automaton.path)
        load = time.perf_counter() - t
    print(
        f"lexicon: {len(words):,} words; automaton {automaton.node_count:,} nodes, {automaton.arc_count:,} edges; "
        f"build {build:.2f} s, load from cache {load * 1000:.1f} ms"
    )
    print(
        f"cross-check memo: {'kept (warm)' if args.warm else 'cleared before every call (cold)'}; clock: {args.clock}"
    )
    print()
    print(
        f"{'position':<18} {'rack':<8} {'moves':>6} {'best':>4} | {'all: min':>9} {'median':>8} {'moves/s':>9} | {'best: min':>9} {'median':>8}"
    )
    for name, rack, rows in golden_positions(args.positions):
        board = Board.from_rows(layout, rows)
        all_t, moves = timed(
            lambda: generate_moves(board, list(rack), tiles, automaton), args.repeat, automaton, args.warm
        )
        best_t, best = timed(lambda: best_move(board, list(rack), tiles, automaton), args.repeat, automaton, args.warm)
        med = statistics.median(all_t)
        print(
            f"{name:<18} {rack:<8} {len(moves):>6} {best.score:>4} | {min(all_t):>9.2f} {med:>8.2f} "
            f"{len(moves) / med * 1000:>9,.0f} | {min(best_t):>9.2f} {statistics.median(best_t):>8.2f}"
        )

    if args.games <= 0:
        return
    positions = game_positions(layout, args.games)
    if not positions:
        print("\n(no game positions: ../shared/gcg/jalapic-scrabblr/standard_board not found)")
        return
    all_times, best_times, total_moves = [], [], 0
    blanks = sum(1 for _, rack in positions if "?" in rack)
    for board, rack in positions:
        (t_all,), moves = timed(lambda: generate_moves(board, list(rack), tiles, automaton), 1, automaton, args.warm)
        (t_best,), _ = timed(lambda: best_move(board, list(rack), tiles, automaton), 1, automaton, args.warm)
        all_times.append(t_all)
        best_times.append(t_best)
        total_moves += len(moves)

    def summary(ts: list[float]) -> str:
        ts = sorted(ts)
        return f"min {ts[0]:.2f}  median {statistics.median(ts):.2f}  p95 {ts[int(0.95 * (len(ts) - 1))]:.2f}  max {ts[-1]:.2f} ms"

    print(f"\n{len(positions)} game positions ({blanks} racks with a blank), {total_moves:,} moves in all")
    print(f"  all moves:  {summary(all_times)};  {total_moves / sum(all_times) * 1000:,.0f} moves/s")
    print(f"  best move:  {summary(best_times)}")


if __name__ == "__main__":
    main()
