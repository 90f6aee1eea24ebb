"""Build ``data/wordlists/de_headwords.txt.xz``: the headword of each inflected German form.

``lexitile check --why`` says of a listed word which headword it is an inflection of
(the Mattel rule text allows headwords "und ihre Beugungsformen"). The built German list
is a set of forms and keeps no such link, so this writes it beside the list, from the
two sources the list's build already takes inflections from (``tools/build_wordlists.py``):

1. the committed ``de_DE_frami`` hunspell dictionary (``data/hunspell/``, the release
   the list was expanded from), expanded with the build's own
   :func:`build_wordlists.unmunch_stems`: every suffix form (not a prefix form, as the
   build) of a stem, the stem being its headword;
2. ``german-nouns`` 1.2.5 (German Wiktionary, CC BY-SA 4.0; the build extra): every case
   and number form of a noun, its lemma being the headword
   (:func:`wl_de_forms.noun_forms`).

Kept: a form and its headword both in the built list (tile letters), the form not a
headword itself (:func:`headword_map` says which). The forms of the Debian word list (igerman98, already expanded) carry
no headword, so a form only it has gets none. One line per headword, its forms after a
tab, sorted, xz-compressed::

    HAUS<TAB>HAUSE HAUSES HÄUSER HÄUSERN

Run (build extra installed; a few minutes of CPU)::

    python tools/build_headwords.py
"""

from __future__ import annotations

import lzma
import shutil
import sys
import tempfile
import time
from pathlib import Path

REPO = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(REPO / "src"))
sys.path.insert(0, str(REPO / "tools"))

import wl_de_forms  # noqa: E402 -- after the sys.path insert
from build_wordlists import to_tiles, unmunch_stems  # noqa: E402
from lexitile.lexicon import load_lexicon  # noqa: E402
from lexitile.lexicon.hunspell import DICTIONARY  # noqa: E402

OUT = REPO / "data" / "wordlists" / "de_headwords.txt.xz"


def frami_forms(words: set[str]) -> tuple[dict[str, set[str]], set[str]]:
    """Form -> the frami stems (headwords) it is a suffix form of, and every stem in
    ``words``, from the committed frami dictionary."""
    heads: dict[str, set[str]] = {}
    stems: set[str] = set()
    tiles: dict[str, str | None] = {}
    with tempfile.TemporaryDirectory() as folder:
        for ext in ("aff", "dic"):
            packed = REPO / "data" / "hunspell" / f"{DICTIONARY}.{ext}.xz"
            with lzma.open(packed) as src, open(Path(folder) / f"{DICTIONARY}.{ext}", "wb") as dst:
                shutil.copyfileobj(src, dst)
        for form, _prefixed, stem in unmunch_stems(Path(folder) / DICTIONARY, prefixes=False):
            if stem not in tiles:
                tiles[stem] = to_tiles(stem, "de", capital_initial_allowed=True)
            head = tiles[stem]
            if head is None or head not in words:
                continue
            stems.add(head)
            word = to_tiles(form, "de", capital_initial_allowed=True)
            if word is not None and word != head and word in words:
                heads.setdefault(word, set()).add(head)
    return heads, stems


def headword_map(words: set[str]) -> dict[str, set[str]]:
    """Headword -> its inflected forms in ``words``.

    A word is no inflection when it is a headword itself: a Wiktionary noun lemma (HAUS,
    although frami also makes it from HAU), or a frami stem that no source makes from
    another headword (GING). A frami stem that is a form of another headword is not a
    headword (ÄPFEL, a stem of its own, is a form of APFEL). Of several headwords, one
    that is itself a form of another of them is left out (ÄPFELN: APFEL, not ÄPFEL).
    """
    form_heads, stems = frami_forms(words)
    to_de = lambda cell: to_tiles(cell, "de", capital_initial_allowed=True)  # noqa: E731
    lemmas = set()
    for lemma, forms in wl_de_forms.noun_forms(words, to_de).items():
        if lemma in words:
            lemmas.add(lemma)
            for form in forms:
                if form != lemma and form in words:
                    form_heads.setdefault(form, set()).add(lemma)
    itself = lemmas | {stem for stem in stems if stem not in form_heads}
    out: dict[str, set[str]] = {}
    for form, heads in form_heads.items():
        if form in itself:
            continue
        kept = {h for h in heads if not form_heads.get(h, set()) & heads}
        for head in kept or heads:
            out.setdefault(head, set()).add(form)
    return out


def main() -> int:
    began = time.perf_counter()
    words = set(load_lexicon("de", compounds="off").words())
    heads = headword_map(words)
    text = "".join(f"{head}\t{' '.join(sorted(forms))}\n" for head, forms in sorted(heads.items()))
    OUT.write_bytes(lzma.compress(text.encode(), preset=9 | lzma.PRESET_EXTREME))
    forms = {f for fs in heads.values() for f in fs}
    print(
        f"{len(heads):,} headwords, {len(forms):,} inflected forms of {len(words):,} listed words;"
        f" {OUT.stat().st_size:,} bytes xz; {time.perf_counter() - began:.0f} s"
    )
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
