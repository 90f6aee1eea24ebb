"""Figures of the German compound rules (dictionary, attested, free), and the time of
``lexitile check --why`` under the default rule.

Measurement sources, none of which builds the lists (the attested list is built from
wordfreq's large German list, the German list from igerman98, de_DE_frami and
german-nouns):

* **invented compounds**: well-formed noun + noun pairs with their usual linking forms
  (Fugenelemente), made here from the :data:`HEADS` and :data:`TAILS` below (written
  for this measurement), minus every pair the built list has or the running-text list
  below uses (so a pair is invented as far as both can tell); a seeded sample.
* **real compounds from running text**: pyspellchecker 0.9.1's German frequency list
  (``resources/de.json.gz``, 339,101 forms counted in OpenSubtitles; the ``build``
  extra pins it as a measurement-only source): forms of 10 to 15 letters seen at least
  20 times that split into listed words with a linking element
  (:func:`lexitile.lexicon.why.compound_parts`); a seeded sample. OpenSubtitles is
  also one of wordfreq's corpora, so this sample is not independent of the attested
  list: read the attested figure as an upper bound.

Run (the ``build`` extra installed for pyspellchecker)::

    python benchmarks/bench_compound_rules.py [--sample 100] [--seed 30]
"""

from __future__ import annotations

import argparse
import gzip
import json
import random
import subprocess
import sys
import time
from pathlib import Path

from lexitile.core.compound_rule import CompoundRule
from lexitile.lexicon import load_lexicon
from lexitile.lexicon.compounds import for_rules
from lexitile.lexicon.why import compound_parts

#: Heads with the linking form they take in compounds (AFFE -> AFFEN-).
HEADS = {
    "AFFEN": "AFFE",
    "SCHRAUBEN": "SCHRAUBE",
    "HEMD": "HEMD",
    "TULPEN": "TULPE",
    "SEIFEN": "SEIFE",
    "BIRNEN": "BIRNE",
    "KATZEN": "KATZE",
    "LAMPEN": "LAMPE",
    "GABEL": "GABEL",
    "HUNDE": "HUND",
    "MAUS": "MAUS",
    "ZWIEBEL": "ZWIEBEL",
    "KERZEN": "KERZE",
    "SOCKEN": "SOCKE",
    "TASSEN": "TASSE",
    "ORGEL": "ORGEL",
    "PINSEL": "PINSEL",
    "LÖFFEL": "LÖFFEL",
    "BÜRSTEN": "BÜRSTE",
    "WOLKEN": "WOLKE",
    "HAMSTER": "HAMSTER",
    "KOFFER": "KOFFER",
    "SESSEL": "SESSEL",
    "GURKEN": "GURKE",
    "ENTEN": "ENTE",
}
#: Tails (listed nouns).
TAILS = (
    "HONIG",
    "KATZE",
    "AUTO",
    "MILCH",
    "KÄSE",
    "TREPPE",
    "GITARRE",
    "WOLKE",
    "NASE",
    "BRILLE",
    "SCHAUFEL",
    "MÜTZE",
    "LEITER",
    "TROMMEL",
    "KISTE",
    "FLÖTE",
    "ZANGE",
    "BOHNE",
    "PFANNE",
    "MANTEL",
    "TEPPICH",
    "SCHRANK",
    "KESSEL",
    "TELLER",
    "SPIEGEL",
)


def invented(static, spoken: set[str], n: int, rng: random.Random) -> list[str]:
    """A seeded sample of invented pairs no source has."""
    pairs = [
        head + tail
        for head, noun in HEADS.items()
        for tail in TAILS
        if noun in static and tail in static and head + tail not in static and head + tail not in spoken
    ]
    return sorted(rng.sample(pairs, min(n, len(pairs))))


def running_text(static, counts: dict[str, int], n: int, rng: random.Random, missing: bool) -> list[str]:
    """A seeded sample of compounds from the running-text list (``missing``: only those
    the built list lacks)."""
    from lexitile.lexicon.normalise import normalise, why_not_word

    found = set()
    for form, count in counts.items():
        if count < 20 or why_not_word(form, "de") is not None:
            continue
        key = normalise(form, "de")
        if missing and key in static:
            continue
        if 10 <= len(key) <= 15 and compound_parts(key, static.trie) is not None:
            found.add(key)
    return sorted(rng.sample(sorted(found), min(n, len(found))))


def why_seconds(word: str) -> float:
    """Wall time of one ``lexitile check --why --lang de WORD`` (a new process)."""
    began = time.perf_counter()
    subprocess.run(
        [sys.executable, "-m", "lexitile", "check", "--why", "--lang", "de", word],
        check=False,
        capture_output=True,
    )
    return time.perf_counter() - began


def main(argv: list[str] | None = None) -> int:
    """Print the figures as Markdown tables."""
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--sample", type=int, default=100)
    parser.add_argument("--seed", type=int, default=30)
    args = parser.parse_args(argv)
    import spellchecker

    path = Path(spellchecker.__file__).parent / "resources" / "de.json.gz"
    with gzip.open(path) as f:
        counts: dict[str, int] = json.loads(f.read())
    german = load_lexicon("de", compounds="lazy")
    static = for_rules(german, CompoundRule.DICTIONARY)
    from lexitile.lexicon.normalise import normalise

    spoken = {normalise(w, "de") for w in counts if w.isalpha()}
    rng = random.Random(args.seed)
    sets = {
        "invented compounds (well-formed pairs)": invented(static, spoken, args.sample, rng),
        "real compounds from running text (OpenSubtitles)": running_text(static, counts, args.sample, rng, False),
        "running-text forms of compound shape the built list lacks (unreviewed)": running_text(
            static, counts, args.sample, rng, True
        ),
    }
    lexicons = {rule: for_rules(german, rule) for rule in CompoundRule}
    print("| probe set | words | " + " | ".join(f"`{r}`" for r in CompoundRule) + " |")
    print("|---|---|" + "---|" * len(CompoundRule))
    for name, words in sets.items():
        cells = []
        for rule in CompoundRule:
            ok = sum(w in lexicons[rule] for w in words)
            cells.append(f"{ok} ({100 * ok / len(words):.0f}%)")
        print(f"| {name} | {len(words)} | " + " | ".join(cells) + " |")
    for name, words in sets.items():
        print(f"\n{name}:")
        for rule in CompoundRule:
            accepted = [w for w in words if w in lexicons[rule]]
            print(f"  {rule} accepts {len(accepted)}: {' '.join(accepted)}")
        print(f"  refused by dictionary: {' '.join(w for w in words if w not in lexicons[CompoundRule.DICTIONARY])}")
    why_seconds("HAUS")  # warm the cache
    times = sorted(why_seconds(w) for w in ("HAUS", "AFFENHONIG", "NEUMANN", "EISBAD", "HÄUSER"))
    print(f"\ncheck --why (default rule, warm cache): median {times[2]:.2f} s, worst {times[-1]:.2f} s")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
