"""Build ``data/wordlists/de_attested.txt.xz``: the German forms a corpus attests.

The ``attested`` compound rule (a house rule; :mod:`lexitile.core.compound_rule`)
accepts a word the built German list lacks when a large corpus of running text uses it
and hunspell's compounding rules build it from listed words. The corpus half is decided
here, at build time, so the game never needs wordfreq; hunspell decides the other half
at run time, as for the ``free`` rule:

1. every form of wordfreq's ``large`` German list (wordfreq 3.1.1, 634,502 forms drawn
   from Wikipedia, subtitles, news, books, web text and social media; data CC BY-SA 4.0),
   in tile letters (:func:`lexitile.lexicon.normalise.normalise`), 4 to 21 letters (the
   widest board), that the built list lacks and that the compound check may ask at all
   (:func:`lexitile.lexicon.hunspell.plausible`: a vowel, not a name of the denylist);
2. with ``--check``, only those the committed ``de_DE_frami`` dictionary accepts as
   compounds (:class:`lexitile.lexicon.hunspell.HunspellChecker`): a smaller file, but
   about 20 minutes of CPU (3.5 ms a word), split over ``--jobs``; the shipped file is
   built without it (354,194 forms, 1.0 MB), the game asks hunspell anyway.

Run (build extra installed; under a minute without ``--check``)::

    python tools/build_attested.py [--check --jobs 2]

The output is sorted, one word a line, xz-compressed, with no header (like the lists).
"""

from __future__ import annotations

import argparse
import lzma
import sys
from concurrent.futures import ProcessPoolExecutor
from pathlib import Path

REPO = Path(__file__).resolve().parent.parent
OUT = REPO / "data" / "wordlists" / "de_attested.txt.xz"
WIDEST_BOARD = 21
SHORTEST = 4


def candidates() -> list[str]:
    """The corpus forms the built list lacks that the compound check may ask, sorted."""
    import wordfreq

    from lexitile.lexicon.denylist import read_denylist
    from lexitile.lexicon.hunspell import plausible
    from lexitile.lexicon.loading import load_lexicon
    from lexitile.lexicon.normalise import normalise, why_not_word

    static = load_lexicon("de", compounds="off")
    deny = read_denylist()
    found: set[str] = set()
    for form in wordfreq.get_frequency_dict("de", "large"):
        if why_not_word(form, "de") is not None:
            continue
        key = normalise(form, "de")
        if SHORTEST <= len(key) <= WIDEST_BOARD and key not in static and plausible(key, deny):
            found.add(key)
    return sorted(found)


def _check(words: list[str]) -> list[str]:
    from lexitile.lexicon.hunspell import HunspellChecker

    checker = HunspellChecker.load()
    return [w for w in words if checker.accepts(w)]


def main(argv: list[str] | None = None) -> int:
    """Write :data:`OUT` (or ``--out``); print the counts."""
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--out", type=Path, default=OUT)
    parser.add_argument("--check", action="store_true", help="keep only the forms hunspell accepts (slow)")
    parser.add_argument("--jobs", type=int, default=1)
    args = parser.parse_args(argv)
    sys.path.insert(0, str(REPO / "src"))
    words = candidates()
    kept = words
    if args.check:
        chunks = [words[i :: args.jobs] for i in range(args.jobs)]
        with ProcessPoolExecutor(args.jobs) as pool:
            kept = sorted(w for part in pool.map(_check, chunks) for w in part)
    with lzma.open(args.out, "wt", encoding="utf-8", preset=9 | lzma.PRESET_EXTREME) as f:
        f.write("".join(f"{w}\n" for w in kept))
    print(f"{len(words)} corpus forms, {len(kept)} kept, {args.out.stat().st_size} bytes -> {args.out}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
