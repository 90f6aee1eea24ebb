#!/usr/bin/env python3
"""Crash safety: kill the real game app with SIGKILL at random moments, then check and
resume the saved game (issue #8).

Run from a checkout::

    PYTHONPATH=src python benchmarks/bench_crash.py [--trials 100] [--seed 1] [--log FILE]

Each trial runs ``python -m lexitile play --players Ann,Bo --seed S`` (a new game) or
``python -m lexitile resume FILE`` (the game the last trial killed) in an 80x24 pty,
plays 0-3 turns with key presses, then does one scenario and ``kill -9``s the process
group: while a play, an exchange, a pass or a new game is being saved (the kill comes
as soon as the temporary file of the state file or of the GCG exists), at a random time
after Enter, mid-typing, with a dialog open (exchange, pass, rules card, quit), behind
the hotseat curtain, or during start-up. Then it checks the files (state file JSON
loads and replays; every move shown as completed is in it; the GCG is that game's or
the previous move's record, and verifies) and the next trial resumes the game. See
``tests/reliability/crash_harness.py`` for the details.

Prints one line per trial, then the figures: trials, where the kills landed, moves
saved, lost moves (there must be none), broken files, harness failures. Exit status 0
when nothing was lost or broken, 1 otherwise. Uses temporary data and cache folders.
"""

from __future__ import annotations

import argparse
import os
import platform
import signal
import subprocess
import sys
import tempfile
import time
from collections import Counter
from pathlib import Path

REPO = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(REPO / "tests" / "reliability"))
sys.path.insert(0, str(REPO / "src"))

from crash_harness import SCENARIOS, CrashHarness, warm_cache

SAVING = (
    "killed writing the state file",
    "killed between state file and GCG",
    "killed writing the GCG",
    "start-up: killed writing the first state file",
    "start-up: killed writing the first GCG",
)


def _interrupt(signum, frame) -> None:
    raise KeyboardInterrupt


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--trials", type=int, default=100, help="kills (default 100)")
    parser.add_argument("--seed", type=int, default=1, help="seed of the harness's choices and of the games")
    parser.add_argument(
        "--cache", type=Path, help="a warm LEXITILE_CACHE_DIR to reuse (default: a new one, warmed first)"
    )
    parser.add_argument("--log", type=Path, help="also write the per-trial lines here")
    parser.add_argument("--keep", type=Path, help="keep the games in this folder instead of a temporary one")
    args = parser.parse_args()
    # a SIGTERM (e.g. `kill PID`) unwinds like Ctrl+C, so the app under test is killed too
    signal.signal(signal.SIGTERM, _interrupt)

    log_file = args.log.open("w", encoding="utf-8") if args.log else None

    def log(line: str) -> None:
        print(line, flush=True)
        if log_file:
            print(line, file=log_file, flush=True)

    began = time.perf_counter()
    with tempfile.TemporaryDirectory(prefix="lexitile-crash-") as tmp:
        cache = args.cache or Path(tmp) / "cache"
        warm_cache(cache)
        work = args.keep or Path(tmp) / "work"
        work.mkdir(parents=True, exist_ok=True)
        harness = CrashHarness(work, cache, seed=args.seed, log=log)
        results = [harness.trial(n) for n in range(1, args.trials + 1)]
        # every GCG the trials left behind, through the real command
        gcgs = sorted(str(p) for p in harness.games.glob("*.gcg"))
        verify = (
            subprocess.run(
                [sys.executable, "-m", "lexitile", "verify", *gcgs],
                env=harness.env,
                capture_output=True,
                text=True,
                check=False,
            )
            if gcgs
            else None
        )
        listing = subprocess.run(
            [sys.executable, "-m", "lexitile", "resume", "--list"],
            env=harness.env,
            capture_output=True,
            text=True,
            check=False,
        )
        temps = sorted(p.name for p in harness.games.glob(".*.tmp")) if harness.games.is_dir() else []
        states = sorted(harness.games.glob("*.json")) if harness.games.is_dir() else []

    seconds = time.perf_counter() - began
    outcomes = Counter(r.outcome for r in results)
    scenarios = Counter(r.scenario for r in results)
    lost = [r for r in results if r.lost]
    broken = [r for r in results if r.check and r.check.problems and not r.lost]
    harness_errors = [r for r in results if r.error]
    saving = sum(outcomes[o] for o in SAVING)
    turns = sum(r.moves_played for r in results)
    saved_not_shown = sum(1 for r in results if r.check and r.check.saved_not_shown)
    gcg_previous = sum(1 for r in results if r.check and r.check.gcg_behind == 1)
    stale = [r for r in results if (r.check and r.check.gcg_behind >= 2) or (r.check and r.check.gcg == "absent")]

    print()
    print(
        f"trials: {len(results)} kills (SIGKILL to the process group), {harness.resumes} resumed games checked "
        f"in a new process, {turns} complete turns typed, {len(states)} games"
    )
    print("scenarios: " + ", ".join(f"{k} {scenarios[k]}" for k in SCENARIOS if scenarios[k]))
    print("where the kills landed (from the files left behind):")
    for outcome, n in sorted(outcomes.items(), key=lambda kv: -kv[1]):
        print(f"  {n:4d}  {outcome}")
    print(f"kills while saving: {saving} (state file being written, between the two files, or the GCG being written)")
    print(
        f"move saved but not yet on screen at the kill: {saved_not_shown}; GCG one move behind the state file: {gcg_previous}"
    )
    print(
        f"GCG two or more moves behind the state file, or missing beside a game with moves (stale, still a "
        f"complete record): {len(stale)} trials" + (f" ({', '.join(str(r.number) for r in stale)})" if stale else "")
    )
    print(f"temporary files left by kills: {len(temps)}")
    if verify is not None:
        print(
            f"lexitile verify on the {len(gcgs)} GCG files left: exit {verify.returncode}; "
            f"{verify.stdout.strip().splitlines()[-1] if verify.stdout.strip() else verify.stderr.strip()}"
        )
    print(f"lexitile resume --list: exit {listing.returncode}, {len(listing.stdout.splitlines())} games listed")
    print(
        f"LOST MOVES: {len(lost)} trials; broken or refused files: {len(broken)}; harness failures: {len(harness_errors)}"
    )
    for r in lost + broken + harness_errors:
        print(f"  trial {r.number} ({r.scenario}): {r.problems}")
    ordered = sorted(harness.latencies)
    if ordered:
        print(
            f"Enter to next screen: median {ordered[len(ordered) // 2] * 1000:.0f} ms (n={len(ordered)}); "
            f"start-up to curtain: median {sorted(harness.startups)[len(harness.startups) // 2]:.2f} s"
        )
    print(
        f"{seconds:.0f} s in all; machine: {platform.machine()}, {os.cpu_count()} CPUs, {platform.system()} "
        f"{platform.release()}; python {platform.python_version()}"
    )
    bad = lost or broken or harness_errors or (verify is not None and verify.returncode != 0) or listing.returncode != 0
    return 1 if bad else 0


if __name__ == "__main__":
    raise SystemExit(main())
