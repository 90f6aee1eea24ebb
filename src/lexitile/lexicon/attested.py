"""The attested German compounds: the word list of the ``attested`` compound rule.

``data/wordlists/de_attested.txt.xz`` holds the compounds the built German list lacks
that both a large corpus of running text uses (wordfreq's large German list) and
hunspell's compounding rules build from listed words; ``tools/build_attested.py``
writes it (see ``data/wordlists/README.md`` for its size and figures). At run time it
is one more trie, cached like the lists: no corpus and no hunspell dictionary load.
"""

from __future__ import annotations

import lzma
from pathlib import Path

import marisa_trie

from lexitile.errors import InputFileError
from lexitile.lexicon.cache import cached_trie
from lexitile.lexicon.normalise import normalise
from lexitile.lexicon.store import Lexicon

__all__ = ["AttestedLexicon", "attested_list", "open_attested"]


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


class AttestedLexicon(Lexicon):
    """The static German list plus the attested compounds (rule ``attested``).

    Like :class:`~lexitile.lexicon.compounds.CompoundLexicon`, everything but
    membership is the static list's (``trie``, ``words()``, ``len``, ``cache_path``),
    so move generators and their automata are unchanged and a robot never plays a word
    the rule refuses. ``word in lexicon``: the static list, else the attested list.
    Nothing loads in the background: the answer is always known.
    """

    def __init__(self, base: Lexicon, attested: marisa_trie.Trie):
        """Args:
        base: the built German list.
        attested: the attested compounds (:func:`open_attested`), tile letters.
        """
        super().__init__(
            base.trie,
            base.name,
            base.language,
            source=base.source,
            cache_path=base.cache_path,
            title=base.title,
        )
        self._attested = attested

    def __contains__(self, word: object) -> bool:
        if not isinstance(word, str):
            return False
        key = self.key(word)
        return key in self._trie or key in self._attested

    def key(self, word: str) -> str:
        """``word`` in tile letters (upper case, ß as SS)."""
        return word.upper() if word.isascii() else normalise(word, self.language)

    def in_static_list(self, word: str) -> bool:
        """Whether the static list itself has ``word`` (not only the attested list)."""
        return self.key(word) in self._trie

    def attested(self, word: str) -> bool:
        """Whether ``word`` is one of the attested compounds."""
        return self.key(word) in self._attested

    def __repr__(self) -> str:
        return f"AttestedLexicon(name={self.name!r}, words={len(self)}, attested={len(self._attested)})"
