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
  (``resources/de.json.gz``, 339,101 forms; the ``build`` extra pins it as a
  measurement-only source): forms of 10 to 15 letters counted in OpenSubtitles (a count
  above 50: the other 320,970 forms carry the floor count 50 its build gives the words
  it adds, and read like a dictionary's paradigms) that split into listed words with a linking element
  (:func:`lexitile.lexicon.why.compound_parts`); a seeded sample. OpenSubtitles is
  also one of wordfreq's corpora, so this sample is not independent of the attested
  list: read the attested figure as an upper bound.

* **real compounds from running text, reviewed** (:data:`REVIEWED`): a seeded sample
  of the forms of pyspellchecker's German list that the built list lacks and ``free``
  accepts (:data:`FREE_ONLY`), each reviewed by hand: the real compounds are kept, every
  other form is dropped with a one-word reason. pyspellchecker builds nothing here, but
  its corpus, OpenSubtitles, is one of wordfreq's corpora (the attestation source), so
  the corpora overlap.

Also:

* ``--free-only``: every form of pyspellchecker's German list (all 339,101 forms) that
  the old default (``free``) accepted and the new one (``dictionary``) refuses, with its
  cause (``compound``: it splits into listed words with a linking element; ``other``),
  written to :data:`FREE_ONLY` (hunspell over about 52,000 forms: run it niced, it
  takes minutes);
* ``--draw N``: a seeded sample of N forms of :data:`FREE_ONLY`, to review by hand;
* ``--loss``: a seeded sample of 1,000 words of the built German list outside its
  10,000 most frequent (the committed frequency list ``data/frequency/de_common.txt.xz``)
  and how many each rule refuses (``dictionary`` is the built list, so 0 by construction).

Run (the ``build`` extra installed for pyspellchecker)::

    python benchmarks/bench_compound_rules.py [--sample 100] [--seed 30]
    nice -n 10 python benchmarks/bench_compound_rules.py --free-only
    python benchmarks/bench_compound_rules.py --draw 200 --seed 30
    python benchmarks/bench_compound_rules.py --loss --seed 30
"""

from __future__ import annotations

import argparse
import gzip
import json
import lzma
import random
import subprocess
import sys
import time
from pathlib import Path

from lexitile.core.compound_rule import CompoundRule
from lexitile.lexicon import load_lexicon
from lexitile.lexicon.compounds import for_rules
from lexitile.lexicon.why import compound_parts

#: The reviewed running-text compounds (``--draw``, then reviewed by hand).
REVIEWED = Path(__file__).parent / "data" / "de_compounds_running_text.txt"
#: The longest word of the built list (the standard board's width).
LONGEST = 15
#: pyspellchecker's floor count: its build drops forms seen this often or less in
#: OpenSubtitles and gives the words it adds back this count.
FLOOR = 50
#: Every form of pyspellchecker's German list ``free`` accepts and ``dictionary`` refuses.
FREE_ONLY = Path(__file__).parent / "data" / "de_free_not_dictionary.txt"

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
    """A seeded sample of compounds from the running-text list, of forms counted there
    (above :data:`FLOOR`; ``missing``: only those the built list lacks)."""
    from lexitile.lexicon.normalise import normalise, why_not_word

    found = set()
    for form, count in counts.items():
        if count <= FLOOR or why_not_word(form, "de") is not None:
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


def spell_counts() -> dict[str, int]:
    """pyspellchecker 0.9.1's German list: form (lower case) -> count."""
    import spellchecker

    path = Path(spellchecker.__file__).parent / "resources" / "de.json.gz"
    with gzip.open(path) as f:
        counts: dict[str, int] = json.loads(f.read())
    return counts


def unlisted_forms(static, counts: dict[str, int]) -> dict[str, int]:
    """The forms of ``counts`` that can be a word and that the built list lacks, in tile
    letters (counts of spellings that become the same tile word, such as ß and SS, added)."""
    from lexitile.lexicon.normalise import normalise, why_not_word

    found: dict[str, int] = {}
    for form, count in counts.items():
        if why_not_word(form, "de") is not None:
            continue
        key = normalise(form, "de")
        if key not in static:
            found[key] = found.get(key, 0) + count
    return found


def free_only(german, counts: dict[str, int], limit: int | None) -> tuple[list[tuple[str, str, str, int]], int, float]:
    """Every form of ``counts`` of at most :data:`LONGEST` letters, or counted in running
    text (above :data:`FLOOR`), that ``free`` accepts and ``dictionary`` refuses:
    ``(word, cause, parts, count)`` rows, most frequent first, the number of forms asked
    and the seconds hunspell took. ``limit``: ask only the most frequent ``limit`` forms.
    (The longer forms of floor count, about 51,000, would take hunspell 40 minutes here:
    :func:`long_floor_sample` measures them on a sample.)"""
    static = for_rules(german, CompoundRule.DICTIONARY)
    free = for_rules(german, CompoundRule.FREE)
    unlisted = {w: c for w, c in unlisted_forms(static, counts).items() if len(w) <= LONGEST or c > FLOOR}
    asked = sorted(unlisted, key=lambda w: (-unlisted[w], w))[:limit]
    rows = []
    began = time.perf_counter()
    for done, word in enumerate(asked, 1):
        if word in free:
            parts = compound_parts(word, static.trie)
            cause = "long" if len(word) > LONGEST else "compound" if parts else "other"
            rows.append((word, cause, "+".join(parts or ("-",)), unlisted[word]))
        if done % 5000 == 0:
            print(f"  {done:,} of {len(asked):,} asked, {time.perf_counter() - began:.0f} s", file=sys.stderr)
    return rows, len(asked), time.perf_counter() - began


FREE_ONLY_HEADER = """\
# Every form of a frequency list that the old default German compound rule (free: any
# word hunspell's rules build) accepts and the new default (dictionary: the built list)
# refuses. Written by
#   nice -n 10 python benchmarks/bench_compound_rules.py --free-only
# Source (measurement only, builds nothing): pyspellchecker 0.9.1, resources/de.json.gz,
# all {total:,} forms. Only the {counted:,} forms with a count above 50 are counted in
# running text (OpenSubtitles 2018); the others carry pyspellchecker's floor count 50
# and read like a dictionary's full paradigms (ERGRIMMST, ZERSTOCHENEM): words its build
# adds back, not running text. Asked: the {asked:,} forms that can be a word, that the
# built list lacks and that have at most 15 letters or a count above 50 (the {longer:,}
# longer forms of floor count are measured on a sample: --long-sample); free accepts
# {kept:,} of them: {causes}.
# Columns: WORD, CAUSE, PARTS, COUNT (most frequent first). CAUSE: long = longer than 15
# letters (the built list, the standard board's width, holds no longer word); compound =
# a compound not listed as a headword (it splits into listed words with a linking
# element: PARTS); other = hunspell builds it, but not from listed parts.
"""


def write_free_only(
    path: Path, rows: list[tuple[str, str, str, int]], counts: dict[str, int], asked: int, longer: int
) -> None:
    """Write the rows of :func:`free_only` with their header (``.xz``: compressed)."""
    tally = {cause: sum(row[1] == cause for row in rows) for cause in ("long", "compound", "other")}
    header = FREE_ONLY_HEADER.format(
        total=len(counts),
        counted=sum(c > 50 for c in counts.values()),
        asked=asked,
        longer=longer,
        kept=len(rows),
        causes=", ".join(f"{n:,} {cause}" for cause, n in tally.items()),
    )
    body = "".join(f"{w}\t{cause}\t{parts}\t{count}\n" for w, cause, parts, count in rows)
    if path.suffix == ".xz":
        with lzma.open(path, "wt", encoding="utf-8", preset=9) as f:
            f.write(header + body)
    else:
        path.write_text(header + body, encoding="utf-8")


def long_floor_forms(german, counts: dict[str, int]) -> list[str]:
    """The forms the built list lacks that are longer than :data:`LONGEST` letters and
    have only the floor count (not counted in running text), sorted."""
    static = for_rules(german, CompoundRule.DICTIONARY)
    return sorted(w for w, c in unlisted_forms(static, counts).items() if len(w) > LONGEST and c <= FLOOR)


def read_free_only(path: Path = FREE_ONLY) -> list[tuple[str, str, str, int]]:
    """The rows of :data:`FREE_ONLY`."""
    rows = []
    text = lzma.decompress(path.read_bytes()).decode() if path.suffix == ".xz" else path.read_text(encoding="utf-8")
    for line in text.splitlines():
        if line and not line.startswith("#"):
            word, cause, parts, count = line.split("\t")
            rows.append((word, cause, parts, int(count)))
    return rows


def read_reviewed(path: Path = REVIEWED) -> dict[str, str]:
    """The reviewed sample: word -> ``compound`` (kept) or the one-word reason it was dropped."""
    verdicts = {}
    for line in path.read_text(encoding="utf-8").splitlines():
        if line.strip() and not line.startswith("#"):
            word, verdict = line.split()
            verdicts[word] = verdict
    return verdicts


def loss_sample(german, seed: int) -> list[str]:
    """A seeded sample of 1,000 words of the built German list outside its 10,000 most
    frequent (``data/frequency/de_common.txt.xz``, most frequent first)."""
    from lexitile.games.crossword.engine.common_words import load_frequencies

    frequencies = load_frequencies("de") or {}
    common = set(list(frequencies)[:10_000])
    pool = sorted(w for w in german.words() if w not in common)
    return sorted(random.Random(seed).sample(pool, 1_000))


def rule_table(sets: dict[str, list[str]], lexicons) -> None:
    """Print how many words of each set each rule accepts, as a Markdown table."""
    print("| probe set | words | " + " | ".join(f"`{r}`" for r in CompoundRule) + " |")
    print("|---|---|" + "---|" * len(CompoundRule))
    for name, words in sets.items():
        cells = []
        for rule in CompoundRule:
            ok = sum(w in lexicons[rule] for w in words)
            cells.append(f"{ok} ({100 * ok / max(1, len(words)):.1f}%)")
        print(f"| {name} | {len(words)} | " + " | ".join(cells) + " |")


def main(argv: list[str] | None = None) -> int:
    """Print the figures as Markdown tables (or run one of the options)."""
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--sample", type=int, default=100)
    parser.add_argument("--seed", type=int, default=30)
    parser.add_argument("--free-only", action="store_true", help=f"write {FREE_ONLY.name} (slow: run niced)")
    parser.add_argument("--limit", type=int, help="with --free-only: ask only the N most frequent forms (timing)")
    parser.add_argument("--out", type=Path, default=FREE_ONLY, help="with --free-only: the file written")
    parser.add_argument("--draw", type=int, metavar="N", help=f"print a seeded sample of N forms of {FREE_ONLY.name}")
    parser.add_argument("--long-sample", action="store_true", help="the longer floor-count forms, on a sample")
    parser.add_argument("--loss", action="store_true", help="the 1,000-word loss sample of the built list")
    args = parser.parse_args(argv)
    german = load_lexicon("de", compounds="lazy")
    lexicons = {rule: for_rules(german, rule) for rule in CompoundRule}
    if args.free_only:
        counts = spell_counts()
        rows, asked, seconds = free_only(german, counts, args.limit)
        write_free_only(args.out, rows, counts, asked, len(long_floor_forms(german, counts)))
        print(
            f"{asked:,} forms asked in {seconds:.0f} s ({1000 * seconds / max(1, asked):.2f} ms a form); "
            f"free accepts {len(rows):,}: written to {args.out}"
        )
        return 0
    if args.draw:
        rows = read_free_only()
        for word in sorted(random.Random(args.seed).sample([row[0] for row in rows], args.draw)):
            print(word)
        return 0
    if args.long_sample:
        longer = long_floor_forms(german, spell_counts())
        sample = random.Random(args.seed).sample(longer, 1_000)
        accepted = [w for w in sample if w in lexicons[CompoundRule.FREE]]
        print(
            f"{len(longer):,} forms longer than {LONGEST} letters of floor count the built list lacks; of a sample"
            f" of 1,000 (seed {args.seed}), free accepts {len(accepted)}, attested"
            f" {sum(w in lexicons[CompoundRule.ATTESTED] for w in sample)}, dictionary"
            f" {sum(w in lexicons[CompoundRule.DICTIONARY] for w in sample)}"
        )
        print("  refused by free: " + " ".join(sorted(set(sample) - set(accepted))))
        return 0
    if args.loss:
        sample = loss_sample(german, args.seed)
        print(f"1,000 words of the built German list outside its 10,000 most frequent (seed {args.seed}),")
        print(f"  e.g. {' '.join(sample[::100])}:")
        for rule in CompoundRule:
            refused = [w for w in sample if w not in lexicons[rule]]
            print(
                f"  `{rule}` refuses {len(refused)} ({len(refused) / 10:.1f}%){': ' + ' '.join(refused) if refused else ''}"
            )
        return 0
    counts = spell_counts()
    static = lexicons[CompoundRule.DICTIONARY]
    from lexitile.lexicon.normalise import normalise

    spoken = {normalise(w, "de") for w in counts if w.isalpha()}
    rng = random.Random(args.seed)
    reviewed = read_reviewed()
    sets = {
        "invented compounds (well-formed pairs)": invented(static, spoken, args.sample, rng),
        "forms of compound shape counted in running text (any; unreviewed)": running_text(
            static, counts, args.sample, rng, False
        ),
        "  of them the built list lacks": running_text(static, counts, args.sample, rng, True),
        f"{REVIEWED.name}: real compounds the built list lacks (reviewed), all": sorted(
            w for w, verdict in reviewed.items() if verdict == "compound"
        ),
        "  of them counted in running text (all longer than 15 letters)": sorted(
            w for w, verdict in reviewed.items() if verdict == "compound" and len(w) > LONGEST
        ),
        "  of them of floor count (at most 15 letters)": sorted(
            w for w, verdict in reviewed.items() if verdict == "compound" and len(w) <= LONGEST
        ),
        f"{REVIEWED.name}: real words dropped as no compound (derivation)": sorted(
            w for w, verdict in reviewed.items() if verdict == "derivation"
        ),
    }
    rule_table(sets, lexicons)
    for name, words in sets.items():
        print(f"\n{name}:")
        for rule in CompoundRule:
            accepted = [w for w in words if w in lexicons[rule]]
            print(f"  {rule} accepts {len(accepted)}: {' '.join(accepted)}")
            print(f"  {rule} refuses {len(words) - len(accepted)}: {' '.join(w for w in words if w not in accepted)}")
    why_seconds("HAUS")  # warm the cache
    times = sorted(why_seconds(w) for w in ("HAUS", "AFFENHONIG", "NEUMANN", "EISBAD", "HÄUSER"))
    print(f"\ncheck --why (default rule, warm cache): median {times[2]:.2f} s, worst {times[-1]:.2f} s")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
