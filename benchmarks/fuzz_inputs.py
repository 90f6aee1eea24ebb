"""Fuzz the input parsers with many examples (issue #8): GCG reader, board and tile-set
loaders, move parser. Reports examples run and time per target; any exception other
than the documented error types fails the run.

    python benchmarks/fuzz_inputs.py [--examples 10000]
"""

from __future__ import annotations

import argparse
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path[:0] = [
    str(ROOT / "tests"),
    str(ROOT / "tests" / "games" / "crossword" / "rules"),
    str(ROOT / "tests" / "games" / "crossword" / "records"),
]

from fuzz_strategies import layout_texts, move_texts, parse_layout, parse_move, parse_tileset, tileset_texts
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st


def gcg_target():
    from test_gcg_fuzz import check  # read + replay; asserts no internal error escapes

    return check


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--examples", type=int, default=10_000)
    args = parser.parse_args()
    config = settings(max_examples=args.examples, deadline=None, database=None, suppress_health_check=list(HealthCheck))
    targets = [
        ("board layout loader", layout_texts, parse_layout),
        ("tile set loader", tileset_texts, parse_tileset),
        ("move parser", move_texts, lambda m: parse_move(*m)),
    ]
    try:
        targets.append(("GCG reader + replay", st.binary(max_size=600), gcg_target()))
    except ImportError as exc:
        print(f"GCG reader: skipped ({exc})")
    failures = 0
    for name, strategy, target in targets:
        count = 0

        @config
        @given(strategy)
        def run(value):
            nonlocal count
            count += 1
            target(value)

        start = time.perf_counter()
        try:
            run()
            status = "ok"
        except Exception as exc:  # noqa: BLE001 - report and go on to the next target
            status = f"FAILED: {type(exc).__name__}: {exc}"
            failures += 1
        print(f"{name:22} {count:7d} examples  {time.perf_counter() - start:6.1f} s  {status}")
    return 1 if failures else 0


if __name__ == "__main__":
    raise SystemExit(main())
