#!/usr/bin/env python3
"""Speed of the compiled move generator against the pure-Python one (all moves).

Run from a checkout with the compiled core built (``pip install -e .`` with a C compiler)::

    python benchmarks/bench_accel.py [--repeat 5] [--games 400] [--warm] [--lexicon en]

What is timed: :func:`lexitile.games.crossword.engine.movegen.generate_moves` (cross-check sets, every
placement, the :class:`GeneratedMove` list), once with the pure-Python generator and
once with the compiled core (``accel.use_backend``), the lexicon already loaded. Each
call's time is this process's CPU time (``time.process_time``: the machine is shared, so
wall time would count other people's work); per position the median of ``--repeat``
runs, each run a batch of calls long enough (>= 2 ms) for the clock. Before every pure
call the cross-check memo is cleared (``--warm`` keeps it, as in a game where positions
differ by one move); the compiled core keeps no memo. Both generators' lists are
compared on every position (the benchmark stops when they differ).

Positions:

* golden: the project's test positions ``tests/data/positions/*.txt`` (their own board,
  tile set and rack; the word list ``tests/data/wordlist-small.txt``);
* shared golden (only when ``../shared/movegen/positions.txt`` and Debian's
  ``wamerican-large`` are there): the seven golden positions of the shared move lists,
  with that word list (113,922 words);
* game: the board and rack before every play of the project's GCG records in
  ``tests/data/games`` (robot games with the small word lists; board and tiles from the
  ``#board-layout`` / ``#tile-distribution`` headers);
* shared games (only when ``../shared/gcg`` or ``$LEXITILE_SHARED/gcg`` exists): the board
  and rack before each play of ``gcg/jalapic-scrabblr/standard_board``, up to
  ``--games``, with the built-in lexicon ``--lexicon`` (default ``en``: 247,626 words).

Printed: per golden position the medians and the speed-up; per set min / median / p95
of both generators' times and of the per-position speed-up, and the ratio of the total
times.
"""

from __future__ import annotations

import argparse
import os
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
from lexitile.games.crossword.engine import accel
from lexitile.games.crossword.engine.automaton import Automaton, automaton_for_lexicon
from lexitile.games.crossword.engine.movegen import generate_moves
from lexitile.games.crossword.rules.board import Board
from lexitile.games.crossword.rules.layout import BoardLayout
from lexitile.games.crossword.rules.placement import placement_from_notation
from lexitile.games.crossword.rules.tiles import TileSet
from lexitile.lexicon import load_lexicon

DATA = ROOT / "tests" / "data"
SHARED = Path(os.environ.get("LEXITILE_SHARED", ROOT.parent / "shared"))
_COORD = re.compile(r"^(\d{1,2}[A-Za-z]|[A-Za-z]\d{1,2})$")

Position = tuple[str, Board, TileSet, str, Automaton]


def _spec(s: str) -> str:
    return str(DATA / s) if (DATA / s).is_file() else s


_automata: dict[str, Automaton] = {}


def small_automaton(name: str = "wordlist-small.txt") -> Automaton:
    if name not in _automata:
        _automata[name] = Automaton.build(sorted(load_lexicon(str(DATA / name)).words()))
    return _automata[name]


def golden_positions() -> list[Position]:
    out = []
    for path in sorted((DATA / "positions").glob("*.txt")):
        headers: dict[str, str] = {}
        rows = []
        for line in path.read_text(encoding="utf-8").splitlines():
            if line.startswith("#"):
                key, _, value = line[1:].partition(":")
                headers[key.strip()] = value.strip()
            elif line.strip():
                rows.append(line.strip())
        board = Board.from_rows(catalog.load_layout(_spec(headers["board"])), rows)
        out.append(
            (path.stem, board, catalog.load_tileset(_spec(headers["tiles"])), headers["rack"], small_automaton())
        )
    return out


WORD_LIST = Path("/usr/share/dict/american-english-large")


def shared_golden_positions() -> list[Position]:
    """The seven shared golden positions (``movegen/positions.txt``: a ``NAME RACK`` line,
    then 15 rows) with the word list they were made with (Debian's wamerican-large,
    words of 2-15 letters a-z, upper-cased); none when either is missing."""
    path = SHARED / "movegen" / "positions.txt"
    if not path.is_file() or not WORD_LIST.is_file():
        return []
    text = WORD_LIST.read_text(encoding="utf-8")
    words = sorted({w.upper() for w in text.split("\n") if re.fullmatch(r"[a-z]{2,15}", w)})
    with tempfile.TemporaryDirectory() as cache:
        automaton = Automaton.load_or_build(words, cache)
    layout = catalog.load_layout("standard15")
    tiles = catalog.load_tileset("english")
    lines = path.read_text(encoding="utf-8").split("\n")
    out: list[Position] = []
    i = 0
    while i < len(lines):
        if lines[i].strip():
            name, rack = lines[i].split()
            out.append((name, Board.from_rows(layout, lines[i + 1 : i + 16]), tiles, rack, automaton))
            i += 16
        else:
            i += 1
    return out


def gcg_positions(
    paths: list[Path], limit: int, layout: BoardLayout | None = None, automaton: Automaton | None = None
) -> list[Position]:
    """(board, rack) before each play of the records (a simple reader: play lines only; a
    record stops at the first play that does not fit its board)."""
    out: list[Position] = []
    for path in paths:
        text = path.read_text(encoding="utf-8", errors="replace")
        lay = layout
        tiles = catalog.load_tileset("english")
        auto = automaton
        if lay is None:
            m = re.search(r"^#board-layout (\S+)", text, re.MULTILINE)
            lay = catalog.load_layout(m.group(1) if m else "standard15")
        m = re.search(r"^#tile-distribution (\S+)", text, re.MULTILINE)
        if m:
            tiles = catalog.load_tileset(m.group(1))
        if auto is None:
            m = re.search(r"lexicon=(\S+)", text)
            auto = small_automaton(m.group(1) if m else "wordlist-small.txt")
        board = Board(lay)
        for k, line in enumerate(text.splitlines()):
            parts = line.split()
            if not line.startswith(">") or len(parts) < 5 or not _COORD.match(parts[2]):
                continue
            try:
                placement = placement_from_notation(board, parts[2], parts[3])
            except LexitileError:
                break
            out.append((f"{path.stem}:{k + 1}", board.copy(), tiles, parts[1], auto))
            if len(out) >= limit:
                return out
            board.put(placement.tiles)
    return out


def time_one(pos: Position, backend: accel.Backend, repeat: int, warm: bool) -> tuple[float, list[object]]:
    """Median CPU milliseconds of one call (over ``repeat`` batches) and the moves."""
    _, board, tiles, rack, automaton = pos
    moves: list[object] = []
    times = []
    batch = 1
    with accel.use_backend(backend):
        while True:  # a batch long enough for the clock
            t = time.process_time()
            for _ in range(batch):
                if not warm:
                    automaton._cross_cache.clear()
                moves = list(generate_moves(board, list(rack), tiles, automaton))
            took = time.process_time() - t
            if took >= 0.002 or batch >= 256:
                break
            batch *= 4
        times.append(took / batch)
        for _ in range(repeat - 1):
            t = time.process_time()
            for _ in range(batch):
                if not warm:
                    automaton._cross_cache.clear()
                generate_moves(board, list(rack), tiles, automaton)
            times.append((time.process_time() - t) / batch)
    return statistics.median(times) * 1000, moves


def p95(xs: list[float]) -> float:
    s = sorted(xs)
    return s[int(0.95 * (len(s) - 1))]


def run_set(label: str, positions: list[Position], repeat: int, warm: bool, table: bool) -> None:
    if table:
        print(f"{'position':<22} {'rack':<8} {'moves':>6} | {'pure ms':>8} {'C ms':>7} | {'speed-up':>8}")
    pure_t, c_t, ups = [], [], []
    nmoves = 0
    for pos in positions:
        tp, mp = time_one(pos, "pure", repeat, warm)
        tc, mc = time_one(pos, "c", repeat, warm)
        if mp != mc:
            sys.exit(f"{pos[0]}: the compiled and pure generators differ ({len(mc)} vs {len(mp)} moves)")
        pure_t.append(tp)
        c_t.append(tc)
        ups.append(tp / tc)
        nmoves += len(mp)
        if table:
            print(f"{pos[0]:<22} {pos[3]:<8} {len(mp):>6} | {tp:>8.3f} {tc:>7.3f} | {tp / tc:>7.1f}x")

    def line(xs: list[float], unit: str) -> str:
        return f"min {min(xs):.3f}  median {statistics.median(xs):.3f}  p95 {p95(xs):.3f}  max {max(xs):.3f}{unit}"

    print(f"\n{label}: {len(positions)} positions, {nmoves:,} moves")
    print(f"  pure ms:    {line(pure_t, '')}")
    print(f"  C ms:       {line(c_t, '')}")
    print(f"  speed-up:   {line(ups, 'x')}  (per position, pure / C)")
    print(
        f"  medians' ratio {statistics.median(pure_t) / statistics.median(c_t):.1f}x; totals' ratio "
        f"{sum(pure_t) / sum(c_t):.1f}x; C {nmoves / sum(c_t) * 1000:,.0f} moves/s, "
        f"pure {nmoves / sum(pure_t) * 1000:,.0f} moves/s\n"
    )


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--repeat", type=int, default=5, help="timed batches per position and generator")
    parser.add_argument("--games", type=int, default=400, help="positions from the shared games (0: none)")
    parser.add_argument("--warm", action="store_true", help="keep the pure generator's cross-check memo")
    parser.add_argument("--lexicon", default="en", help="built-in lexicon for the shared games (default en)")
    args = parser.parse_args()
    if not accel.available():
        sys.exit("the compiled move generator is not built: pip install -e . with a C compiler")
    load = os.getloadavg() if hasattr(os, "getloadavg") else None
    print(
        f"python {platform.python_version()} ({platform.python_implementation()}), {platform.machine()}, "
        f"{platform.system()} {platform.release()}, {os.cpu_count()} CPUs, load average "
        f"{' '.join(f'{x:.2f}' for x in load) if load else '?'}"
    )
    print(
        f"clock: CPU time of this process (time.process_time), median of {args.repeat} batches per position; "
        f"pure generator's cross-check memo {'kept (warm)' if args.warm else 'cleared before every call (cold)'}\n"
    )
    run_set("golden (tests/data/positions)", golden_positions(), args.repeat, args.warm, table=True)
    shared_golden = shared_golden_positions()
    if shared_golden:
        run_set("shared golden (movegen/positions.txt, wamerican-large)", shared_golden, args.repeat, args.warm, True)
    else:
        print(f"(no shared golden positions: {SHARED / 'movegen' / 'positions.txt'} or {WORD_LIST} not found)\n")
    games = sorted((DATA / "games").glob("*.gcg"))
    run_set("game positions (tests/data/games)", gcg_positions(games, 10**6), args.repeat, args.warm, table=False)
    folder = SHARED / "gcg" / "jalapic-scrabblr" / "standard_board"
    if args.games > 0 and folder.is_dir():
        with tempfile.TemporaryDirectory() as cache:
            t = time.perf_counter()
            lexicon = load_lexicon(args.lexicon)
            automaton = automaton_for_lexicon(lexicon, cache)
            print(f"lexicon {args.lexicon}: {len(lexicon):,} words, automaton in {time.perf_counter() - t:.1f} s")
        positions = gcg_positions(sorted(folder.iterdir()), args.games, catalog.load_layout("standard15"), automaton)
        run_set(
            f"shared game positions ({folder.name}, lexicon {args.lexicon})", positions, args.repeat, args.warm, False
        )
    elif args.games > 0:
        print(f"(no shared games: {folder} not found)")
    load = os.getloadavg() if hasattr(os, "getloadavg") else None
    print(f"load average at the end: {' '.join(f'{x:.2f}' for x in load) if load else '?'}")


if __name__ == "__main__":
    main()
