#!/usr/bin/env python3
"""Benchmark the move generator's automaton build: the compiled builder against the pure-Python one.

Run from a checkout (with the compiled core built: ``pip install -e .`` with a C compiler)::

    python benchmarks/bench_automaton_build.py                          # en, de, pt_BR; 3 runs each
    python benchmarks/bench_automaton_build.py --lang pt_BR --repeat 1  # the pure pt_BR build is ~30 s
    python benchmarks/bench_automaton_build.py --lang en --backend c --repeat 10
    python benchmarks/bench_automaton_build.py --lang de --timer       # the build in a thread

How it measures: each run is a fresh ``python -c`` process that loads the built-in word
list (its trie from a temporary cache folder filled beforehand), sorts the words, and
times ``Automaton.build(words)`` alone, with the backend chosen by
``lexitile.games.crossword.engine.accel.use_backend``: CPU seconds of the process (``time.process_time``)
and wall seconds (``time.perf_counter``) around the call; the process's peak memory
(``ru_maxrss``, word list and interpreter included) after it. Each run also reports a
BLAKE2b digest of the arrays, and the script checks that both backends built the same
automaton. Prints min / median / p95 per language and backend, the speed-up of the
median CPU time, and the machine. With ``--timer`` the build runs in a thread (as in the
app's worker) while the main thread sleeps 10 ms again and again; how late it wakes
shows how long the build keeps the interpreter lock. CPU seconds are the figure to compare on a shared
machine; wall time is stretched by other people's load.
"""

from __future__ import annotations

import argparse
import json
import os
import platform
import statistics
import subprocess
import sys
import tempfile
from pathlib import Path
from typing import cast

REPO = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(Path(__file__).resolve().parent))
from bench_tui import summary  # this folder is the script's, on sys.path

CHILD = """
import hashlib, json, resource, sys, time
from pathlib import Path
from lexitile.games.crossword.engine import accel
from lexitile.games.crossword.engine.automaton import Automaton
from lexitile.lexicon import load_lexicon
code, cache, backend, timer = sys.argv[1], Path(sys.argv[2]), sys.argv[3], sys.argv[4] == "1"
words = sorted(load_lexicon(code, cache_dir=cache, compounds="off").words())
late = []
with accel.use_backend(backend):
    cpu, wall = time.process_time(), time.perf_counter()
    if timer:  # build in a thread, as the app's worker does; a 10 ms timer ticks here meanwhile
        import threading
        out = []
        worker = threading.Thread(target=lambda: out.append(Automaton.build(words)))
        worker.start()
        while worker.is_alive():
            t = time.perf_counter()
            time.sleep(0.01)
            late.append(time.perf_counter() - t - 0.01)
        worker.join()
        a = out[0]
    else:
        a = Automaton.build(words)
    cpu, wall = time.process_time() - cpu, time.perf_counter() - wall
h = hashlib.blake2b(digest_size=10)
for part in (a.mask, a.first, a.arcs, a.final, a.sep):
    h.update(bytes(part))
h.update(repr((a.alphabet, a.word_count, a.dawg_root, a.gaddag_root, a.dawg_nodes)).encode())
peak = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024
print(json.dumps({"cpu": cpu, "wall": wall, "peak_mb": peak, "words": a.word_count, "nodes": a.node_count,
                  "arcs": a.arc_count, "digest": h.hexdigest(), "late": late}))
"""


def run(code: str, cache: Path, backend: str, timer: bool) -> dict[str, object]:
    env = dict(os.environ, LEXITILE_CACHE_DIR=str(cache))
    env.pop("LEXITILE_PURE", None)
    src = str(REPO / "src")
    env["PYTHONPATH"] = src + os.pathsep + env["PYTHONPATH"] if env.get("PYTHONPATH") else src
    done = subprocess.run(
        [sys.executable, "-c", CHILD, code, str(cache), backend, "1" if timer else "0"],
        env=env,
        capture_output=True,
        text=True,
        check=False,
    )
    if done.returncode != 0:
        raise SystemExit(f"{code} ({backend}) failed:\n{done.stderr[-3000:]}")
    result: dict[str, object] = json.loads(done.stdout)
    return result


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--lang", action="append", help="built-in list(s) to build (repeat or comma-separate)")
    parser.add_argument("--repeat", type=int, default=3, help="runs per language and backend")
    parser.add_argument("--backend", default="c,pure", help="backends to measure: c, pure or c,pure")
    parser.add_argument(
        "--timer",
        action="store_true",
        help="build in a thread while the main thread sleeps 10 ms again and again: how late it wakes",
    )
    args = parser.parse_args(argv)
    langs = [code for item in (args.lang or ["en,de,pt_BR"]) for code in item.split(",") if code]
    backends = [b for b in args.backend.split(",") if b]
    if not set(backends) <= {"c", "pure"}:
        parser.error("--backend: c, pure or c,pure")
    sys.path.insert(0, str(REPO / "src"))
    from lexitile.games.crossword.engine import accel

    if "c" in backends and not accel.available():
        raise SystemExit("the compiled core is not built: pip install -e . with a C compiler")
    print(f"machine: {platform.platform()}, {os.cpu_count()} CPUs; python {platform.python_version()}")
    print(f"load average before: {' '.join(f'{x:.1f}' for x in os.getloadavg())}")
    print(f"each run: a fresh process timing Automaton.build(sorted words) alone; {args.repeat} runs per row")
    with tempfile.TemporaryDirectory(prefix="lexitile-bench-build-") as tmp:
        cache = Path(tmp)
        for code in langs:
            results: dict[str, list[dict[str, object]]] = {
                b: [run(code, cache, b, args.timer) for _ in range(args.repeat)] for b in backends
            }
            first = next(iter(results.values()))[0]
            print(f"\n{code}: {first['words']:,} words -> {first['nodes']:,} nodes, {first['arcs']:,} edges")
            medians: dict[str, float] = {}
            for backend, runs in results.items():
                cpu = [float(str(r["cpu"])) for r in runs]
                wall = [float(str(r["wall"])) for r in runs]
                peak = max(float(str(r["peak_mb"])) for r in runs)
                print(summary(f"  {backend:<4} CPU", cpu, "ms", 1000.0))
                print(summary(f"  {backend:<4} wall", wall, "ms", 1000.0) + f"  peak {peak:.0f} MB")
                medians[backend] = statistics.median(cpu)
                late = [float(x) for r in runs for x in cast(list[float], r["late"])]
                if late:
                    print(summary(f"  {backend:<4} 10 ms timer late by", late) + f"  max {max(late) * 1000:.1f} ms")
            digests = {str(r["digest"]) for runs in results.values() for r in runs}
            print(f"  arrays identical across backends and runs: {'yes' if len(digests) == 1 else 'NO'}")
            if len(medians) == 2:
                print(f"  speed-up (median CPU, pure / c): {medians['pure'] / medians['c']:.1f}x")
            if len(digests) != 1:
                return 1
    print(f"\nload average after: {' '.join(f'{x:.1f}' for x in os.getloadavg())}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
