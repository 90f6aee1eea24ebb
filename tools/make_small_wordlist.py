#!/usr/bin/env python3
"""Derive the small test word lists ``tests/data/wordlist-small*.txt`` (maintainer script).

The list is a fixture: tests build the move generator's automaton from it in well under a
second and the brute-force oracle of ``tests/bruteforce_oracle.py`` can try every word in
every line of a board. It is chosen so that positions have many plays:

* all two-letter words of the built-in list of the language (``data/wordlists/en.txt.xz``);
* for each length 3 to 8, the most frequent words of that list by the committed frequency
  table (``data/frequency/en_common.txt.xz``; ties by word), as many as ``QUOTA`` says.

English gives ``wordlist-small.txt`` (the move-generator positions and most test games),
Brazilian Portuguese ``wordlist-small-pt_BR.txt`` (the Palavras Cruzadas test games).

Both inputs are the project's own committed data, so the result is reproducible::

    python3 tools/make_small_wordlist.py                # writes tests/data/wordlist-small.txt
    python3 tools/make_small_wordlist.py --lang pt_BR   # writes tests/data/wordlist-small-pt_BR.txt
    python3 tools/make_small_wordlist.py --check        # exit 1 when a file differs

Changing the list changes every golden move list: regenerate them on purpose with
``python -m pytest tests/data_fixtures --update-golden`` (see ``tests/data/README.md``).
"""

from __future__ import annotations

import argparse
import lzma
import sys
from pathlib import Path

REPO = Path(__file__).resolve().parent.parent
TARGETS = {
    "en": REPO / "tests" / "data" / "wordlist-small.txt",
    "pt_BR": REPO / "tests" / "data" / "wordlist-small-pt_BR.txt",
}

#: word length -> how many of the most frequent words of that length are kept
QUOTA = {3: 450, 4: 700, 5: 650, 6: 500, 7: 400, 8: 300}


def _read_xz_lines(path: Path) -> list[str]:
    with lzma.open(path, "rt", encoding="utf-8") as f:
        return [line.rstrip("\n") for line in f]


def build(lang: str = "en") -> str:
    """The text of the small word list of ``lang``."""
    words = {w for w in _read_xz_lines(REPO / "data" / "wordlists" / f"{lang}.txt.xz") if w and not w.startswith("#")}
    ranked: dict[int, list[tuple[float, str]]] = {n: [] for n in QUOTA}
    for line in _read_xz_lines(REPO / "data" / "frequency" / f"{lang}_common.txt.xz"):
        if not line or line.startswith("#"):
            continue
        word, zipf = line.split("\t")
        if word in words and len(word) in ranked:
            ranked[len(word)].append((-float(zipf), word))
    chosen = {w for w in words if len(w) == 2}
    for n, quota in QUOTA.items():
        chosen.update(w for _, w in sorted(ranked[n])[:quota])
    header = [
        f"# language: {lang}",
        "# Small word list for the tests (tests/data/README.md): every two-letter word of",
        f"# data/wordlists/{lang}.txt.xz and its most frequent words of 3-8 letters by",
        f"# data/frequency/{lang}_common.txt.xz. Made by tools/make_small_wordlist.py; do not edit by hand.",
        f"# {len(chosen)} words.",
    ]
    return "\n".join(header + sorted(chosen)) + "\n"


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n", 1)[0])
    parser.add_argument("--lang", choices=sorted(TARGETS), help="one language (default: every one)")
    parser.add_argument("--check", action="store_true", help="only compare; exit 1 when a file differs")
    args = parser.parse_args(argv)
    status = 0
    for lang in [args.lang] if args.lang else sorted(TARGETS):
        target = TARGETS[lang]
        text = build(lang)
        if args.check:
            same = target.is_file() and target.read_text(encoding="utf-8") == text
            print(f"{target.relative_to(REPO)}: {'up to date' if same else 'DIFFERS'}")
            status = status if same else 1
            continue
        target.parent.mkdir(parents=True, exist_ok=True)
        target.write_text(text, encoding="utf-8")
        print(f"wrote {target.relative_to(REPO)} ({text.count(chr(10)) - 5} words)")
    return status


if __name__ == "__main__":
    sys.exit(main())
