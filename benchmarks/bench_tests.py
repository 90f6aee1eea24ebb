#!/usr/bin/env python3
"""How long the test suite takes: wall seconds, CPU seconds, and where the CPU goes.

Run from a checkout (with the test extras installed)::

    python benchmarks/bench_tests.py                      # the README's command: whole suite
    python benchmarks/bench_tests.py -- -m "not slow"     # the quick loop
    python benchmarks/bench_tests.py --repeat 3 -- tests/games/crossword/engine -n 0
    python benchmarks/bench_tests.py --save after.json --compare before.json -- tests/tui -n 0

Everything after ``--`` is passed to ``python -m pytest`` (``pyproject.toml`` adds
``-n auto``, so the default is both cores). Each run is a fresh ``python -m pytest``
process with the ``pytest_cputime`` plugin loaded, so the figures include start-up,
imports and collection in every xdist worker.

Printed per run: wall seconds, CPU seconds (user + system of pytest and everything it
started), the load average before and after; over ``--repeat`` runs: min, median, p95
of wall and CPU seconds. Then, from the last run, the files and tests that took the
most CPU seconds (setup + call + teardown, summed over the tests of a file), split into
``slow``-marked and others, and the tests whose wall time most exceeds their CPU time
(sleeps, timers, waits for children; wall minus CPU minus the time the process was
queued for a core, from Linux's ``/proc/thread-self/schedstat``). CPU seconds are the figure to compare on a shared machine:
other people's load stretches wall time but not CPU time. The wall figure is only
meaningful when the load average stays below the core count (``uptime``).
"""

from __future__ import annotations

import argparse
import json
import os
import resource
import statistics
import subprocess
import sys
import tempfile
import time
from collections import defaultdict
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parents[1]


def _children_cpu() -> float:
    usage = resource.getrusage(resource.RUSAGE_CHILDREN)
    return usage.ru_utime + usage.ru_stime


def _percentile(values: list[float], fraction: float) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, round(fraction * (len(ordered) - 1)))]


def run_once(
    pytest_args: list[str], rows_dir: Path | None = None, log: Path | None = None
) -> tuple[float, float, int, list[dict[str, Any]]]:
    """Run pytest once; return (wall s, CPU s, exit status, per-test rows). With ``log``,
    pytest's own output (failures and their tracebacks) is written there."""
    with tempfile.TemporaryDirectory(prefix="bench-tests-") as temporary:
        folder = str(rows_dir or temporary)
        Path(folder).mkdir(parents=True, exist_ok=True)
        for old in Path(folder).glob("*.jsonl"):
            old.unlink()
        env = dict(os.environ)
        env["LEXITILE_CPUTIME_DIR"] = folder
        env["PYTHONPATH"] = os.pathsep.join(p for p in (str(ROOT / "benchmarks"), env.get("PYTHONPATH", "")) if p)
        command = [sys.executable, "-m", "pytest", "-p", "pytest_cputime", "-q", *pytest_args]
        cpu_before = _children_cpu()
        start = time.perf_counter()
        with open(log or os.devnull, "w", encoding="utf-8") as out:
            status = subprocess.run(command, cwd=ROOT, env=env, stdout=out, check=False).returncode
        wall = time.perf_counter() - start
        cpu = _children_cpu() - cpu_before
        rows: list[dict[str, Any]] = []
        for path in Path(folder).glob("*.jsonl"):
            rows.extend(json.loads(line) for line in path.read_text(encoding="utf-8").splitlines())
    return wall, cpu, status, [row for row in rows if "test" in row]


def per_file(rows: list[dict[str, Any]]) -> dict[str, dict[str, float]]:
    """CPU seconds and test counts per test file."""
    files: dict[str, dict[str, float]] = defaultdict(lambda: {"cpu": 0.0, "tests": 0, "slow_cpu": 0.0})
    for row in rows:
        name = str(row["test"]).split("::", 1)[0]
        cpu = float(row["cpu"])
        files[name]["cpu"] += cpu
        files[name]["tests"] += 1
        if row["slow"]:
            files[name]["slow_cpu"] += cpu
    return dict(files)


SLOW_LIST_HEAD = """\
# Tests that take over {over:g} CPU s each, measured on the whole suite with
#   python benchmarks/bench_tests.py --slow-list tests/slow_tests.txt --over {over:g}
# tests/conftest.py marks them slow: the quick loop (-m "not slow") leaves them out,
# the full suite runs them first, the costliest first. Tests that carry the slow mark
# in their code are listed too, for their cost. One pytest node id a line, a tab, and
# the CPU seconds measured.
"""


def write_slow_list(path: Path, rows: list[dict[str, Any]], over: float) -> None:
    """Rewrite ``path``: the tests of ``rows`` over ``over`` CPU seconds with their
    CPU seconds, costliest first, and the tests that carry the slow mark in their
    code whatever their cost (so the full suite can start the costliest first)."""
    costs: dict[str, float] = {}
    for row in rows:
        cpu = float(row["cpu"])
        if cpu > over or (row["slow"] and not row.get("measured")):
            costs[str(row["test"])] = max(cpu, costs.get(str(row["test"]), 0.0))
    listed = sorted(costs.items(), key=lambda item: (-item[1], item[0]))
    path.write_text(
        SLOW_LIST_HEAD.format(over=over) + "".join(f"{name}\t{cpu:.2f}\n" for name, cpu in listed), encoding="utf-8"
    )
    print(f"\n{path}: {len(listed)} tests ({sum(1 for _, c in listed if c > over)} over {over:g} CPU s)")


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--repeat", type=int, default=1, help="runs (default 1)")
    parser.add_argument("--top", type=int, default=25, help="files and tests listed (default 25)")
    parser.add_argument("--save", type=Path, help="write the per-file CPU seconds of the last run (JSON)")
    parser.add_argument("--compare", type=Path, help="a --save file: print before/after per file")
    parser.add_argument("--rows", type=Path, help="folder for the per-test rows (default: a temporary one)")
    parser.add_argument("--log", type=Path, help="write pytest's output of the last run here (failures)")
    parser.add_argument(
        "--slow-list",
        type=Path,
        help="rewrite this list (tests/slow_tests.txt) from the run: every test over --over CPU seconds "
        "that does not carry the slow mark in its code; run it on the whole suite",
    )
    parser.add_argument("--over", type=float, default=0.6, help="CPU seconds for --slow-list (default 0.6)")
    parser.add_argument("pytest_args", nargs="*", help="arguments for pytest (after --)")
    args = parser.parse_args()

    walls: list[float] = []
    cpus: list[float] = []
    rows: list[dict[str, Any]] = []
    for number in range(1, args.repeat + 1):
        load_before = os.getloadavg()[0]
        wall, cpu, status, rows = run_once(args.pytest_args, args.rows, args.log)
        load_after = os.getloadavg()[0]
        walls.append(wall)
        cpus.append(cpu)
        print(
            f"run {number}: wall {wall:.1f} s, CPU {cpu:.1f} s, exit {status}, "
            f"{len(rows)} tests, load average {load_before:.1f} -> {load_after:.1f} "
            f"({os.cpu_count()} cores)"
        )
    if args.repeat > 1:
        for label, values in (("wall", walls), ("CPU", cpus)):
            print(
                f"{label} s: min {min(values):.1f}  median {statistics.median(values):.1f}  "
                f"p95 {_percentile(values, 0.95):.1f}"
            )
    failed = [str(row["test"]) for row in rows if row.get("outcome") == "failed"]
    if failed:
        print(f"{len(failed)} tests failed: " + ", ".join(failed[:10]) + (" ..." if len(failed) > 10 else ""))
    tests_cpu = sum(float(row["cpu"]) for row in rows)
    slow_cpu = sum(float(row["cpu"]) for row in rows if row["slow"])
    print(
        f"in tests (setup + call + teardown): {tests_cpu:.1f} CPU s, of which slow-marked {slow_cpu:.1f}; "
        f"the rest of the CPU is start-up, imports and collection in each process"
    )
    files = per_file(rows)
    print(f"\nfiles by CPU seconds (top {args.top}):")
    for name, figures in sorted(files.items(), key=lambda kv: -kv[1]["cpu"])[: args.top]:
        print(f"  {figures['cpu']:7.1f} s  ({figures['slow_cpu']:6.1f} slow)  {int(figures['tests']):4d} tests  {name}")
    print(f"\ntests by CPU seconds (top {args.top}):")
    for row in sorted(rows, key=lambda r: -float(r["cpu"]))[: args.top]:
        mark = " [slow]" if row["slow"] else ""
        print(f"  {float(row['cpu']):7.2f} s  {row['test']}{mark}")
    waits = [r for r in rows if "wall" in r]
    if waits:

        def waiting(row: dict[str, Any]) -> float:
            return float(row["wall"]) - float(row["cpu"]) - float(row.get("queued", 0.0))

        total = sum(waiting(r) for r in waits)
        print(
            f"\nwaiting (wall - CPU - time queued for a core: sleeps, timers, children): {total:.1f} s in all; "
            f"tests by waiting seconds (top {args.top}):"
        )
        for row in sorted(waits, key=waiting, reverse=True)[: args.top]:
            print(f"  {waiting(row):7.2f} s  (CPU {float(row['cpu']):6.2f} s)  {row['test']}")
    if args.compare:
        before = json.loads(args.compare.read_text(encoding="utf-8"))
        print("\nbefore -> after (CPU s per file):")
        for name in sorted(set(before) | set(files)):
            old = before.get(name, {}).get("cpu", 0.0)
            new = files.get(name, {}).get("cpu", 0.0)
            if abs(new - old) >= 0.5:
                print(f"  {old:7.1f} -> {new:7.1f}  {name}")
    if args.slow_list:
        write_slow_list(args.slow_list, rows, args.over)
    if args.save:
        args.save.write_text(json.dumps(files, indent=1, sort_keys=True), encoding="utf-8")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
