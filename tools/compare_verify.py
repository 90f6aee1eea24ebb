#!/usr/bin/env python3
"""Compare what two builds of lexitile say of the same GCG files: ``verify --json``.

Run from a checkout, with the old build's command first::

    python tools/compare_verify.py OLD_LEXITILE NEW_LEXITILE PATH [PATH ...] [--lexicon NAME]

``OLD_LEXITILE`` and ``NEW_LEXITILE`` are ``lexitile`` commands (e.g. the ``.venv/bin/lexitile``
of a checkout of the commit before a refactor, and this checkout's). Each ``PATH`` is a
``.gcg`` file or a folder searched for them. Both commands verify every file, and the
JSON objects they print (verdict, line, code, message, warnings, scores, mismatches) are
compared file by file, the whole object. A refactor that must change nothing a user
or ``verify`` sees passes when every file gives the same object.

Prints the counts (files, same, different, by verdict) and each difference; exit
status 0 when every file gives the same object, 1 otherwise, 2 on bad arguments.
"""

from __future__ import annotations

import argparse
import json
import os
import subprocess
import sys
from collections import Counter
from pathlib import Path

from gcg_paths import gcg_files

BATCH = 100  # files per verify run (keeps command lines short)


def verify(command: str, files: list[Path], extra: list[str]) -> dict[str, dict[str, object]]:
    """``command verify --json`` over ``files``: file name -> its JSON object."""
    results: dict[str, dict[str, object]] = {}
    env = dict(os.environ, NO_COLOR="1")
    for start in range(0, len(files), BATCH):
        batch = [str(f) for f in files[start : start + BATCH]]
        done = subprocess.run(
            [command, "verify", "--json", *extra, *batch], capture_output=True, text=True, env=env, check=False
        )
        if done.returncode not in (0, 1):
            raise SystemExit(f"compare_verify: {command} exited {done.returncode}: {done.stderr.strip()}")
        for line in done.stdout.splitlines():
            if line.strip():
                obj = json.loads(line)
                results[str(obj["file"])] = obj
    return results


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("old", help="the old build's lexitile command")
    parser.add_argument("new", help="the new build's lexitile command")
    parser.add_argument("paths", nargs="+", type=Path, help=".gcg files or folders")
    parser.add_argument("--lexicon", help="passed on to verify (judge words)")
    args = parser.parse_args(argv)
    try:
        files = gcg_files(args.paths)
    except FileNotFoundError as exc:
        print(f"compare_verify: {exc}", file=sys.stderr)
        return 2
    extra = ["--lexicon", args.lexicon] if args.lexicon else []
    old = verify(args.old, files, extra)
    new = verify(args.new, files, extra)
    differ = [name for name in sorted(set(old) | set(new)) if old.get(name) != new.get(name)]
    verdicts = Counter(str(obj.get("status")) for obj in new.values())
    warned = sum(1 for obj in new.values() if obj.get("warnings"))
    print(f"files: {len(files)}, same: {len(files) - len(differ)}, different: {len(differ)}")
    print(f"verdicts (new): {', '.join(f'{k} {v}' for k, v in sorted(verdicts.items()))}; with warnings: {warned}")
    for name in differ:
        print(f"DIFFERENT {name}")
        print(f"  old: {json.dumps(old.get(name), sort_keys=True)}")
        print(f"  new: {json.dumps(new.get(name), sort_keys=True)}")
    return 1 if differ else 0


if __name__ == "__main__":
    sys.exit(main())
