#!/usr/bin/env python3
"""Peak memory of reading GCG files with a huge line, through the size-capped reader.

Run from a checkout::

    python benchmarks/bench_gcg_cap.py [--sizes 1,3.9,60,250] [--repeat 3]

For each size S (MB), a real record (``tests/data/replay/selfplay-7.gcg``) gets a
``#note`` line of S MB after its first event. Each command that reads GCG
(``verify``, ``export``, ``analyze``, ``moves --turn 1``) runs in a fresh process on it
and reports its peak resident memory (Linux ``VmHWM`` in ``/proc/self/status``: the
program's own; ``ru_maxrss`` would also count the parent's peak, which a ``vfork``-ed
child inherits across ``exec``), so the
figure includes the interpreter and the modules loaded (the baseline row: the record
without the note). Files up to the cap (:data:`lexitile.games.crossword.records.gcg.MAX_GCG_BYTES`,
4 MiB) are read and replayed; larger ones are refused with ``TOO_LARGE`` after reading
at most the cap plus one byte. Printed per size and command: the exit status and the
min / median / max of the peaks in MB over ``--repeat`` runs, then the machine.
"""

from __future__ import annotations

import argparse
import os
import platform
import statistics
import subprocess
import sys
import tempfile
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
GAME = ROOT / "tests" / "data" / "replay" / "selfplay-7.gcg"
COMMANDS = (["verify"], ["export"], ["analyze"], ["moves", "--turn", "1"])
MEASURED = (
    "import sys\n"
    "from lexitile.cli import main\n"
    "rc = main(sys.argv[1:])\n"
    "hwm = next(l for l in open('/proc/self/status') if l.startswith('VmHWM:'))\n"
    "print(f'PEAK_KB {hwm.split()[1]}', file=sys.stderr)\n"
    "sys.exit(rc)\n"
)


def with_note(folder: Path, megabytes: float) -> Path:
    """The record with a note line of ``megabytes`` MB (none for 0), written a
    megabyte at a time."""
    text = GAME.read_bytes()
    cut = text.index(b"\n", text.index(b"\n>") + 1) + 1  # after the first event's line
    path = folder / f"note-{megabytes}MB.gcg"
    left = int(megabytes * 1024 * 1024)
    chunk = b"x" * (1024 * 1024)
    with path.open("wb") as f:
        f.write(text[:cut])
        if left:
            f.write(b"#note ")
            while left > 0:
                f.write(chunk[: min(left, len(chunk))])
                left -= len(chunk)
            f.write(b"\n")
        f.write(text[cut:])
    return path


def peak(argv: list[str], path: Path, env: dict[str, str]) -> tuple[int, float]:
    """Exit status and peak resident memory (MB) of one command in a fresh process."""
    done = subprocess.run(
        [sys.executable, "-c", MEASURED, argv[0], str(path), *argv[1:]],
        capture_output=True,
        text=True,
        env=env,
        check=False,
    )
    line = next(s for s in done.stderr.splitlines() if s.startswith("PEAK_KB"))
    return done.returncode, int(line.split()[1]) / 1024


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n", 1)[0])
    parser.add_argument("--sizes", default="1,3.9,60,250", help="note sizes in MB, comma-separated")
    parser.add_argument("--repeat", type=int, default=3)
    args = parser.parse_args()
    sizes = [0.0] + [float(s) for s in args.sizes.split(",")]
    env = {**os.environ, "LEXITILE_DATA_DIR": tempfile.mkdtemp(prefix="bench-gcg-cap-")}
    print(f"{'note MB':>8}  {'command':<8}  {'exit':>4}  {'min':>7}  {'median':>7}  {'max':>7}  (peak RSS, MB)")
    with tempfile.TemporaryDirectory() as tmp:
        for size in sizes:
            path = with_note(Path(tmp), size)
            for argv in COMMANDS:
                runs = [peak(argv, path, env) for _ in range(args.repeat)]
                mbs = [mb for _, mb in runs]
                label = "baseline" if size == 0 else f"{size:g}"
                print(
                    f"{label:>8}  {argv[0]:<8}  {runs[0][0]:>4}  {min(mbs):7.1f}  "
                    f"{statistics.median(mbs):7.1f}  {max(mbs):7.1f}"
                )
            path.unlink()
    print(f"{platform.machine()} {platform.system()} {platform.release()}, Python {platform.python_version()}")


if __name__ == "__main__":
    main()
