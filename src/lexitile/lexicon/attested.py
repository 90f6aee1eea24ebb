"""The attested German forms: the corpus side of the ``attested`` compound rule.

``data/wordlists/de_attested.txt.xz`` holds the forms of a large corpus of running text
(wordfreq's large German list) that the built German list lacks and that the compound
check may ask at all (a vowel, not a listed name, 4 to 21 letters);
``tools/build_attested.py`` writes it (size and figures in ``data/wordlists/README.md``).
At run time it is one more trie, cached like the lists. The ``attested`` rule accepts a
word of it only when hunspell's compounding rules also build it from listed words
(:class:`lexitile.lexicon.compounds.CompoundLexicon` with this trie as its gate), so a
corpus typo or a foreign word is still refused.
"""

from __future__ import annotations

import lzma
from pathlib import Path

import marisa_trie

from lexitile.errors import InputFileError
from lexitile.lexicon.cache import cached_trie

__all__ = ["attested_list", "open_attested"]


def attested_list() -> Path:
    """The committed list of attested German compounds (it may not exist)."""
    from lexitile.resources import data_path  # noqa: PLC0415 - loaded on first use, not at start-up

    return data_path("wordlists", "de_attested.txt.xz")


def _read_attested(path: Path) -> list[str]:
    try:
        with lzma.open(path, "rt", encoding="utf-8") as f:
            return f.read().split()
    except (OSError, lzma.LZMAError, EOFError, UnicodeDecodeError) as exc:
        raise InputFileError(f"attested compound list is damaged: {exc}", path) from exc


def open_attested(cache_dir: Path | None = None) -> marisa_trie.Trie:
    """The attested compounds as a trie (built on first use and cached like the lists).

    Raises:
        InputFileError: the list is missing or damaged.
    """
    path = attested_list()
    try:
        trie, _ = cached_trie(path, "de_attested", lambda: _read_attested(path), cache_dir)
    except OSError as exc:
        raise InputFileError(f"cannot read the attested compound list: {exc.strerror or exc}", path) from exc
    return trie
