#!/usr/bin/env python3
"""Build the committed word-frequency lists the easy robot plays from (maintainer script).

Not imported by the package, and ``wordfreq`` is not a dependency of lexitile: run this
once per data refresh in a throw-away environment::

    python3 -m venv /tmp/wf && /tmp/wf/bin/pip install wordfreq==3.1.1
    PYTHONPATH=src /tmp/wf/bin/python tools/build_frequency.py --langs en,de,pt_BR

For each language it takes wordfreq's ``best`` frequency table (the ``large`` list
where there is one), spells every entry in tile letters with the package's own rules
(:func:`lexitile.lexicon.normalise`, so ``café`` counts for CAFE and ``straße`` for
STRASSE), adds up the frequencies of entries that become the same tile word, keeps the
words of the built-in lexicon of that language with a Zipf frequency of at least
``--min-zipf``, and writes ``data/frequency/<lang>_common.txt.xz``:

* ``#`` header lines naming the source, its version, the licence and the threshold;
* then one ``WORD<TAB>ZIPF`` line per word, most frequent first (ties by word), the
  Zipf value with two decimals (Zipf = log10 of the frequency per billion words: 7 is
  "the", 3 is about one in a million words).

Licence: wordfreq's data is CC-BY-SA 4.0 (see ``data/frequency/README.md``), so these
derived lists are CC-BY-SA 4.0 too, with the attribution kept in the header.
"""

from __future__ import annotations

import argparse
import lzma
import math
import sys
import time
from pathlib import Path

REPO = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(REPO / "src"))

from lexitile.lexicon import load_lexicon, normalise  # noqa: E402 -- after the sys.path insert
from lexitile.lexicon.normalise import why_not_word  # noqa: E402

#: lexitile language code -> wordfreq language code
WORDFREQ_LANG = {"en": "en", "de": "de", "pt_BR": "pt"}

HEADER = """\
# lexitile word frequencies: {lang} ({count} words with Zipf >= {min_zipf})
# Source: wordfreq {version} by Robyn Speer, get_frequency_dict({wf!r}, 'best'),
#   https://github.com/rspeer/wordfreq (doi:10.5281/zenodo.7199437), spelled in
#   tile letters by lexitile.lexicon.normalise and restricted to lexitile's '{lang}' list.
# Licence: CC-BY-SA 4.0 (https://creativecommons.org/licenses/by-sa/4.0/), as wordfreq's
#   data; it includes data from SUBTLEX (Brysbaert et al., freely available),
#   OpenSubtitles, Wikipedia, Google Books Ngrams, ParaCrawl and the Leeds Internet
#   Corpus. See data/frequency/README.md.
# Built by tools/build_frequency.py. Format: WORD<TAB>ZIPF, most frequent first.
"""


def build(lang: str, min_zipf: float) -> tuple[list[tuple[str, float]], str]:
    """``(word, zipf)`` for the words of lexitile's ``lang`` list, most frequent first."""
    import wordfreq

    version = getattr(wordfreq, "__version__", None)
    if version is None:
        from importlib.metadata import version as pkg_version

        version = pkg_version("wordfreq")
    lexicon = load_lexicon(lang)
    freqs = wordfreq.get_frequency_dict(WORDFREQ_LANG[lang], "best")
    total: dict[str, float] = {}
    for raw, f in freqs.items():
        if why_not_word(raw, lang) is not None:
            continue
        word = normalise(raw, lang)
        if len(word) < 2 or word not in lexicon:
            continue
        total[word] = total.get(word, 0.0) + f
    out = []
    for word, f in total.items():
        z = math.log10(f * 1e9)
        if z >= min_zipf:
            out.append((word, round(z, 2)))
    out.sort(key=lambda wz: (-wz[1], wz[0]))
    return out, version


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--langs", default="en,de,pt_BR", help="comma-separated lexitile language codes")
    parser.add_argument("--min-zipf", type=float, default=2.5, help="keep words at least this frequent (Zipf)")
    parser.add_argument("--out", type=Path, default=REPO / "data" / "frequency")
    args = parser.parse_args()
    args.out.mkdir(parents=True, exist_ok=True)
    for lang in args.langs.split(","):
        t = time.perf_counter()
        rows, version = build(lang, args.min_zipf)
        text = HEADER.format(
            lang=lang, count=len(rows), min_zipf=args.min_zipf, version=version, wf=WORDFREQ_LANG[lang]
        ) + "".join(f"{w}\t{z:.2f}\n" for w, z in rows)
        target = args.out / f"{lang}_common.txt.xz"
        target.write_bytes(lzma.compress(text.encode("utf-8"), preset=9 | lzma.PRESET_EXTREME))
        print(f"{target}: {len(rows)} words, {target.stat().st_size:,} bytes, {time.perf_counter() - t:.1f} s")
    return 0


if __name__ == "__main__":
    sys.exit(main())
