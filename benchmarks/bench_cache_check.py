#!/usr/bin/env python3
"""What checking the caches costs at start-up: the trie check file (size + CRC-32 of the
cached trie) and the automaton's CRC-32, each timed against the same load without it.

Run from a checkout::

    PYTHONPATH=src python benchmarks/bench_cache_check.py [--rounds 30] [--langs en de pt_BR]

For each language, in this process with a warm page cache (as at a real start-up after
the first):

* ``trie open``: :func:`lexitile.lexicon.cache._open_mmap` without the check and with
  it (``verified`` then ``mmap``); the difference is what the check adds to start-up.
* ``automaton load``: :meth:`Automaton.load` (which now verifies its CRC-32) and the
  CRC-32 alone over the same arrays; the automaton loads at the first robot move.
* ``process``: wall time of ``python -m lexitile check --lexicon LANG CAT`` (a whole
  command, interpreter start-up included).

Uses a temporary cache folder (built once, not timed); never touches the user's cache.
Prints min / median / p95 in milliseconds.
"""

from __future__ import annotations

import argparse
import os
import platform
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

REPO = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(REPO / "src"))

from lexitile.games.crossword.engine.automaton import Automaton, automaton_for_lexicon
from lexitile.games.crossword.engine.automaton_file import payload_crc
from lexitile.lexicon import load_lexicon
from lexitile.lexicon.cache import _open_mmap


def stats(samples: list[float]) -> str:
    ms = sorted(s * 1000 for s in samples)
    p95 = ms[min(len(ms) - 1, round(0.95 * (len(ms) - 1)))]
    return f"min {ms[0]:7.2f}  median {statistics.median(ms):7.2f}  p95 {p95:7.2f} ms"


def timed(fn, rounds: int) -> list[float]:
    out = []
    for _ in range(rounds):
        t = time.perf_counter()
        fn()
        out.append(time.perf_counter() - t)
    return out


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--rounds", type=int, default=30)
    parser.add_argument("--langs", nargs="+", default=["en", "de", "pt_BR"])
    parser.add_argument("--no-automaton", action="store_true", help="skip the automaton (slow to build cold)")
    args = parser.parse_args()
    print(f"python {platform.python_version()} on {platform.machine()}, {os.cpu_count()} CPUs; {args.rounds} rounds")
    with tempfile.TemporaryDirectory() as tmp:
        cache = Path(tmp)
        env = dict(os.environ, LEXITILE_CACHE_DIR=str(cache), PYTHONPATH=str(REPO / "src"))
        for lang in args.langs:
            lexicon = load_lexicon(lang, cache_dir=cache, compounds="off")  # builds the cache
            trie = Path(lexicon.cache_path)
            print(f"\n{lang}: trie {trie.stat().st_size / 1e6:.1f} MB")
            plain = timed(lambda: _open_mmap(trie), args.rounds)
            checked = timed(lambda: _open_mmap(trie, lang), args.rounds)
            print(f"  trie open, unchecked   {stats(plain)}")
            print(f"  trie open, checked     {stats(checked)}")
            print(f"  check adds (median)    {(statistics.median(checked) - statistics.median(plain)) * 1000:7.2f} ms")
            walls = []
            for _ in range(max(3, args.rounds // 10)):
                t = time.perf_counter()
                subprocess.run(
                    [sys.executable, "-m", "lexitile", "check", "--lexicon", lang, "CAT"],
                    env=env,
                    capture_output=True,
                    check=False,
                )
                walls.append(time.perf_counter() - t)
            print(f"  process `check CAT`    {stats(walls)}")
            if args.no_automaton:
                continue
            automaton = automaton_for_lexicon(lexicon, cache)
            assert automaton.path is not None
            print(f"  automaton {automaton.path.stat().st_size / 1e6:.1f} MB")
            loads = timed(lambda: Automaton.load(automaton.path), max(3, args.rounds // 5))
            crcs = timed(
                lambda: payload_crc(automaton.mask, automaton.first, automaton.sep, automaton.arcs, automaton.final),
                args.rounds,
            )
            print(f"  automaton load+check   {stats(loads)}")
            print(f"  of which the CRC-32    {stats(crcs)}")


if __name__ == "__main__":
    main()
