#!/usr/bin/env python3
"""Measure the German compound check, and the cost of ``lexitile check`` for a word the
static list lacks.

Run from a checkout with the ``build`` extra installed::

    PYTHONPATH=src python benchmarks/bench_compounds.py [--pairs 500] [--seed 1] [--timing 5]

**Acceptance** (``lexitile.lexicon.load_lexicon("de", compounds="lazy")``, i.e. the
static list with the compound check behind it, as a game with the table option on):

* *Real compounds:* ``benchmarks/data/de_compounds_real.txt``, reviewed German noun
  compounds drawn from ``wordfreq`` 3.1.1's German list (see its header), plus the
  issue's NERZPELZ and EIGELBMASSE. wordfreq is not a source of the German build.
* *Nonsense pairs:* two different common nouns joined, ``random.Random(seed)``: nouns
  are capitalised stems of the committed ``de_DE_frami.dic`` of 4 to 9 letters that the
  static list has, that no denylist refuses, and that wordfreq counts at least once per
  million words; a pair is dropped when the static list, wordfreq or the
  ``german-nouns`` lemmas have it (it may be a real compound).

**Timing** (``--timing N``): wall time of ``lexitile check --lexicon de`` on three
words the static list lacks, N runs each, in a fresh cache folder whose trie is built
first: "asked first" removes the remembered verdicts before each run (every run
loads the hunspell dictionary, as before verdicts were remembered); "asked again"
keeps them. Prints min / median / p95.
"""

from __future__ import annotations

import argparse
import lzma
import os
import random
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT / "src"))

from lexitile.lexicon import load_lexicon
from lexitile.lexicon.denylist import read_denylist
from lexitile.lexicon.normalise import normalise

REAL = ROOT / "benchmarks" / "data" / "de_compounds_real.txt"
PROBES = ("NERZPELZ", "EIGELBMASSE", "KOSTENROSE", "BRAUEHEN", "LANGTAG")
TIMED_WORDS = ("NERZPELZ", "APFELSAFT", "KOSTENROSE")


def real_compounds() -> list[str]:
    return [w.strip() for w in REAL.read_text(encoding="utf-8").splitlines() if w.strip() and not w.startswith("#")]


def nonsense_pairs(n: int, seed: int, static: object) -> list[str]:
    import csv

    import german_nouns.config
    import wordfreq

    freq = wordfreq.get_frequency_dict("de", "large")
    deny = read_denylist()
    dic = ROOT / "data" / "hunspell" / "de_DE_frami.dic.xz"
    nouns: set[str] = set()
    with lzma.open(dic, "rt", encoding="iso-8859-1") as f:
        for line in f:
            stem = line.split("/", 1)[0].strip()
            if stem[:1].isupper() and stem.isalpha() and 4 <= len(stem) <= 9 and freq.get(stem.lower(), 0) >= 1e-6:
                t = normalise(stem, "de")
                if t in static and t not in deny:  # type: ignore[operator]
                    nouns.add(t)
    with open(german_nouns.config.CSV_FILE_PATH, encoding="utf-8", newline="") as f:
        lemmas = {normalise(row[0], "de") for row in csv.reader(f) if row}
    pool = sorted(nouns)
    rng = random.Random(seed)
    out: list[str] = []
    while len(out) < n:
        a, b = rng.sample(pool, 2)
        word = a + b
        if word in static or word.lower() in freq or word in lemmas or word in out:  # type: ignore[operator]
            continue
        out.append(word)
    return out


def share(part: int, whole: int) -> str:
    return f"{part} of {whole} ({100 * part / max(whole, 1):.1f}%)"


def acceptance(pairs: int, seed: int) -> str:
    static = load_lexicon("de", compounds="off")
    full = load_lexicon("de", compounds="lazy")
    real = real_compounds()
    real_ok = [w for w in real if w in full]
    fake = nonsense_pairs(pairs, seed, static)
    fake_ok = [w for w in fake if w in full]
    probes = ", ".join(f"{w} {'accepted' if w in full else 'refused'}" for w in PROBES)
    return "\n".join(
        [
            f"* **Real compounds accepted:** {share(len(real_ok), len(real))}; refused: "
            + " ".join(w for w in real if w not in real_ok),
            f"* **Nonsense noun pairs accepted:** {share(len(fake_ok), len(fake))} (seed {seed}): " + " ".join(fake_ok),
            f"* **Probes:** {probes}",
            f"* nonsense pairs drawn, the first 20: {' '.join(fake[:20])}",
        ]
    )


def timing(rounds: int) -> str:
    def run(env: dict[str, str]) -> float:
        began = time.perf_counter()
        subprocess.run(
            [sys.executable, "-m", "lexitile", "check", "--lexicon", "de", *TIMED_WORDS],
            env=env,
            stdout=subprocess.DEVNULL,
            stderr=subprocess.DEVNULL,
            check=False,
        )
        return time.perf_counter() - began

    def figures(times: list[float]) -> str:
        ordered = sorted(times)
        p95 = ordered[min(len(ordered) - 1, round(0.95 * (len(ordered) - 1)))]
        return f"{ordered[0]:.2f} / {statistics.median(ordered):.2f} / {p95:.2f} s"

    with tempfile.TemporaryDirectory() as folder:
        env = dict(os.environ, LEXITILE_CACHE_DIR=folder, PYTHONPATH=str(ROOT / "src"))
        subprocess.run(
            [sys.executable, "-m", "lexitile", "check", "--lexicon", "de", "HAUS"],
            env=env,
            stdout=subprocess.DEVNULL,
            check=False,
        )
        first = []
        for _ in range(rounds):
            for p in Path(folder).glob("compounds-*.txt"):
                p.unlink()
            first.append(run(env))
        again = [run(env) for _ in range(rounds)]
    return "\n".join(
        [
            f"* `lexitile check --lexicon de {' '.join(TIMED_WORDS)}`, {rounds} runs each, min / median / p95:",
            f"  * asked first (the dictionary loads, as on every run before): {figures(first)}",
            f"  * asked again (remembered verdicts): {figures(again)}",
        ]
    )


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--pairs", type=int, default=500, help="nonsense pairs to draw (default %(default)s)")
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--timing", type=int, default=0, metavar="N", help="also time N runs of lexitile check")
    args = parser.parse_args(argv)
    print(acceptance(args.pairs, args.seed))
    if args.timing:
        print(timing(args.timing))
    return 0


if __name__ == "__main__":
    sys.exit(main())
