#!/usr/bin/env python3
"""Benchmark the English lexicon: start-up (cold build, warm mmap open) and look-ups.

Run from a checkout (or with lexitile installed)::

    PYTHONPATH=src python benchmarks/bench_lexicon.py [--cold 5] [--warm 20] [--rounds 7]

* cold: a fresh process with an empty cache folder imports ``lexitile.lexicon`` and
  loads ``en`` (decompress the .txt.xz, build the trie, save it to the cache).
* warm: a fresh process with the cache filled does the same (hash the source, mmap).
  The time is measured inside the process from just before the import to just after
  the load (target: under 50 ms); the whole process's wall time, interpreter start-up
  included, is printed too.
* look-ups: 100,000 random member words (hits) and 100,000 one-letter mutations of
  them (mostly misses), through ``word in lexicon`` (normalises case) and through the
  raw trie (``word in lexicon.trie``).

Prints min / median / p95 of each and the machine and versions. Uses a temporary
cache folder; never touches the user's cache.
"""

from __future__ import annotations

import argparse
import json
import os
import platform
import random
import string
import subprocess
import sys
import tempfile
import time
from importlib import metadata
from pathlib import Path

REPO = Path(__file__).resolve().parent.parent
CHILD = """
import json, time
t0 = time.perf_counter()
from lexitile.lexicon import load_lexicon
lexicon = load_lexicon("en")
t1 = time.perf_counter()
print(json.dumps({"load": t1 - t0, "words": len(lexicon), "cached": lexicon.cache_path is not None}))
"""


def p95(values: list[float]) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, max(0, round(0.95 * len(ordered) + 0.5) - 1))]


def summary(label: str, values: list[float], unit: str, scale: float) -> str:
    ordered = sorted(values)
    median = ordered[len(ordered) // 2] if len(ordered) % 2 else sum(ordered[len(ordered) // 2 - 1 :][:2]) / 2
    return (
        f"{label:<38} min {ordered[0] * scale:9.2f}  median {median * scale:9.2f}  "
        f"p95 {p95(values) * scale:9.2f} {unit}  (n={len(values)})"
    )


def child_env(cache: Path) -> dict[str, str]:
    env = dict(os.environ, LEXITILE_CACHE_DIR=str(cache))
    src = str(REPO / "src")
    env["PYTHONPATH"] = src + os.pathsep + env["PYTHONPATH"] if env.get("PYTHONPATH") else src
    return env


def run_child(cache: Path) -> tuple[dict, float]:
    started = time.perf_counter()
    done = subprocess.run(
        [sys.executable, "-c", CHILD], env=child_env(cache), capture_output=True, text=True, check=True
    )
    wall = time.perf_counter() - started
    return json.loads(done.stdout), wall


def bench_startup(cold_runs: int, warm_runs: int) -> tuple[int, list[str]]:
    lines = []
    cold, warm, warm_wall = [], [], []
    words = 0
    with tempfile.TemporaryDirectory(prefix="lexitile-bench-") as tmp:
        for i in range(cold_runs):
            result, _ = run_child(Path(tmp) / f"cold{i}")
            cold.append(result["load"])
            words = result["words"]
        warm_cache = Path(tmp) / "warm"
        run_child(warm_cache)  # fill the cache
        for _ in range(warm_runs):
            result, wall = run_child(warm_cache)
            assert result["cached"]
            warm.append(result["load"])
            warm_wall.append(wall)
    lines.append(summary("cold: import + build + save", cold, "ms", 1e3))
    lines.append(summary("warm: import + mmap open", warm, "ms", 1e3))
    lines.append(summary("warm: whole process (python -c)", warm_wall, "ms", 1e3))
    return words, lines


def mutate(word: str, rng: random.Random) -> str:
    i = rng.randrange(len(word))
    return word[:i] + rng.choice(string.ascii_uppercase) + word[i + 1 :]


def bench_lookups(rounds: int, n: int = 100_000) -> list[str]:
    from lexitile.lexicon import load_lexicon

    with tempfile.TemporaryDirectory(prefix="lexitile-bench-") as tmp:
        lexicon = load_lexicon("en", cache_dir=Path(tmp))
        rng = random.Random(1)
        all_words = list(lexicon.words())
        hits = rng.choices(all_words, k=n)
        misses = [mutate(w, rng) for w in hits]
        lower_hits = [w.lower() for w in hits]
        miss_share = sum(w not in lexicon for w in misses) / n
        lines = []
        trie = lexicon.trie
        for label, words, container in (
            ("hits, `in lexicon` (upper case)", hits, lexicon),
            ("hits, `in lexicon` (lower case)", lower_hits, lexicon),
            (f"mutations ({miss_share:.0%} misses), `in lexicon`", misses, lexicon),
            ("hits, raw `in lexicon.trie`", hits, trie),
            ("mutations, raw `in lexicon.trie`", misses, trie),
        ):
            rates = []
            for _ in range(rounds):
                started = time.perf_counter()
                for word in words:
                    word in container  # noqa: B015
                rates.append(n / (time.perf_counter() - started))
            lines.append(summary(label, rates, "M/s", 1e-6))
    return lines


def machine() -> list[str]:
    def version(dist: str) -> str:
        try:
            return metadata.version(dist)
        except metadata.PackageNotFoundError:
            return "not installed"

    import lexitile

    return [
        f"machine: {platform.platform()}, {platform.machine()}, {os.cpu_count()} CPUs, {platform.processor() or '?'}",
        (
            f"python {platform.python_version()} ({platform.python_implementation()}), "
            f"marisa-trie {version('marisa-trie')}, platformdirs {version('platformdirs')}, "
            f"lexitile {lexitile.__version__}"
        ),
    ]


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--cold", type=int, default=5, help="cold-start runs (default 5)")
    parser.add_argument("--warm", type=int, default=20, help="warm-start runs (default 20)")
    parser.add_argument("--rounds", type=int, default=7, help="look-up rounds of 100,000 (default 7)")
    args = parser.parse_args()
    sys.path.insert(0, str(REPO / "src"))
    for line in machine():
        print(line)
    words, lines = bench_startup(args.cold, args.warm)
    print(f"lexicon: en, {words:,} words")
    for line in lines + bench_lookups(args.rounds):
        print(line)
    return 0


if __name__ == "__main__":
    sys.exit(main())
