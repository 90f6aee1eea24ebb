#!/usr/bin/env python3
"""Soak: ``lexitile selfplay --games 1000`` with every invariant checked (issue #8).

Run from a checkout::

    PYTHONPATH=src python benchmarks/bench_soak.py [--games 1000] [--seed 1] [--rules mattel]
                                                   [--level hard] [--vs LEVEL] [--no-verify]

Runs the real command, ``python -m lexitile selfplay --games N --seed S --json
--progress --save DIR``, which checks after every move that no tile is created or lost,
that the scores equal the sum of the move scores, that the racks and the generator's
scores agree, that every game ends, and that every finished game's GCG reads back and
verifies (docs/robots.md). Then, as an independent check through another entry point,
``python -m lexitile verify`` reads every GCG the run saved.

Prints the progress lines, then: games, seconds, games per second, turns per game, how
the games ended, the invariant violations (there must be none), and the verdicts of
``lexitile verify``. Exit status 0 when there was no violation and every record
verified, 1 otherwise.
"""

from __future__ import annotations

import argparse
import json
import os
import platform
import subprocess
import sys
import tempfile
import time
from pathlib import Path

REPO = Path(__file__).resolve().parent.parent


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--games", type=int, default=1000)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--rules", default="mattel")
    parser.add_argument("--level", default="hard")
    parser.add_argument("--vs", default=None)
    parser.add_argument("--no-verify", action="store_true", help="skip the independent lexitile verify pass")
    args = parser.parse_args()

    env = dict(os.environ, PYTHONPATH=str(REPO / "src") + os.pathsep + os.environ.get("PYTHONPATH", ""))
    with tempfile.TemporaryDirectory(prefix="lexitile-soak-") as tmp:
        save = Path(tmp) / "games"
        cmd = [
            sys.executable,
            "-m",
            "lexitile",
            "selfplay",
            "--games",
            str(args.games),
            "--seed",
            str(args.seed),
            "--rules",
            args.rules,
            "--level",
            args.level,
            "--json",
            "--progress",
            "--save",
            str(save),
        ]
        if args.vs:
            cmd += ["--vs", args.vs]
        print("$ " + " ".join(cmd[1:]), flush=True)
        began = time.perf_counter()
        proc = subprocess.Popen(cmd, env=env, stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True, cwd=REPO)
        assert proc.stderr is not None and proc.stdout is not None
        stderr_lines = []
        for line in proc.stderr:  # progress every 50 games, then any VIOLATION lines
            stderr_lines.append(line.rstrip("\n"))
            print(line, end="", flush=True)
        out = proc.stdout.read()
        rc = proc.wait()
        wall = time.perf_counter() - began
        try:
            summary = json.loads(out.strip().splitlines()[-1])
        except (ValueError, IndexError):
            print(f"selfplay exited {rc} without a JSON summary:\n{out}", file=sys.stderr)
            return 1
        traceback = any("Traceback" in line for line in stderr_lines)
        verdicts = None
        gcgs = sorted(str(p) for p in save.glob("*.gcg"))
        if not args.no_verify and gcgs:
            v = subprocess.run(
                [sys.executable, "-m", "lexitile", "verify", *gcgs],
                env=env,
                capture_output=True,
                text=True,
                check=False,
            )
            lines = v.stdout.splitlines()
            verdicts = {
                "rc": v.returncode,
                "files": len(gcgs),
                "ok": sum(line.startswith("OK ") for line in lines),
                "bad": [line for line in lines if line.startswith(("MISMATCH ", "ERROR "))],
                "summary": lines[-1] if lines else v.stderr.strip(),
            }

    games = summary["games"]
    violations = summary["violations"]
    ends = summary["ends"]
    ended = sum(ends.values())
    print()
    print(
        f"soak: {games} games, {summary['rules']} rules, lexicon {summary['lexicon']}, seeds "
        f"{args.seed}..{args.seed + games - 1}, {args.level} vs {args.vs or args.level}"
    )
    print(
        f"time: {summary['seconds']:.1f} s in the match ({wall:.1f} s wall with start-up): "
        f"{summary['games_per_second']:.2f} games/s, {summary['turns_per_game']:.1f} turns/game"
    )
    print("ended: " + ", ".join(f"{k} {v}" for k, v in sorted(ends.items())) + f" ({ended} of {games} games ended)")
    for side in summary["sides"]:
        print(
            f"  {side['level']:<8} mean score {side['mean_score']:.1f}, bingos/game {side['bingos_per_game']:.2f}, "
            f"{side['ms_per_move']:.1f} ms/move, win rate {side['win_rate']:.1%}"
        )
    print(f"invariant violations: {len(violations)}" + ("" if summary["checked"] else " (NOT CHECKED)"))
    for v in violations[:20]:
        print(f"  seed {v['seed']}: {v['message']}")
    if summary["notes"]:
        print(
            f"notes: {len(summary['notes'])} games ended on the scoreless rule (records verified up to the settlement)"
        )
    if verdicts is not None:
        print(
            f"lexitile verify on the {verdicts['files']} saved GCG files: {verdicts['ok']} OK, "
            f"{len(verdicts['bad'])} not OK (exit {verdicts['rc']}); {verdicts['summary']}"
        )
        for line in verdicts["bad"][:10]:
            print(f"  {line}")
    print(f"selfplay exit status {rc}; traceback on stderr: {'yes' if traceback else 'no'}")
    print(
        f"machine: {platform.machine()}, {os.cpu_count()} CPUs (shared), {platform.system()} {platform.release()}; "
        f"python {platform.python_version()}"
    )
    bad = rc != 0 or violations or traceback or ended != games or (verdicts is not None and verdicts["bad"])
    return 1 if bad else 0


if __name__ == "__main__":
    raise SystemExit(main())
