"""The headword of an inflected German form, for ``check --why`` and the word box.

The Mattel German rule text allows the headwords a dictionary lists ("als
Stichworteintrag verzeichnet") and their inflections ("Beugungsformen"). The built list
is a set of forms; ``data/wordlists/de_headwords.txt.xz`` (written by
``tools/build_headwords.py``, size in ``data/wordlists/README.md``) links each inflected
form to its headword, from the list's own inflection sources: the ``de_DE_frami``
hunspell dictionary's suffix forms of a stem, and the German Wiktionary's noun forms
(``german-nouns``). A form only the Debian word list (igerman98, already expanded) has
gets no headword.

The file has one line per headword, its forms after a tab (``HAUS<TAB>HAUSE HÄUSER``).
At run time it is one more trie, cached like the lists (:func:`cached_trie`): its keys
are ``FORM<TAB>HEADWORD``, so the headwords of a form are the keys with the prefix
``FORM<TAB>``, found without reading the whole map.
"""

from __future__ import annotations

import functools
import lzma
from pathlib import Path

import marisa_trie

from lexitile.lexicon.cache import cached_trie

__all__ = ["headwords_list", "headwords_of", "is_builtin_german"]


def headwords_list() -> Path:
    """The committed form -> headword map of the German list (it may not exist)."""
    from lexitile.resources import data_path  # noqa: PLC0415 - loaded on first use, not at start-up

    return data_path("wordlists", "de_headwords.txt.xz")


def _read_keys(path: Path) -> list[str]:
    keys: list[str] = []
    with lzma.open(path, "rt", encoding="utf-8") as f:
        for line in f:
            head, _, forms = line.rstrip("\n").partition("\t")
            keys.extend(f"{form}\t{head}" for form in forms.split())
    return keys


@functools.lru_cache(maxsize=1)
def _trie() -> marisa_trie.Trie | None:
    path = headwords_list()
    try:
        trie, _ = cached_trie(path, "de_headwords", lambda: _read_keys(path))
    except (OSError, lzma.LZMAError, EOFError, UnicodeDecodeError):
        return None
    return trie


def is_builtin_german(source: Path | str | None) -> bool:
    """Whether ``source`` (a lexicon's ``source`` file) is the built-in German list."""
    return source is not None and Path(source) == headwords_list().with_name("de.txt.xz")


def headwords_of(word: str, source: Path | str | None) -> tuple[str, ...]:
    """The headwords the listed ``word`` is an inflection of.

    Args:
        word: tile letters, upper case (``HÄUSER``).
        source: the file the lexicon was read from (``Lexicon.source``); only the
            built-in German list (``data/wordlists/de.txt.xz``) has a map.

    Returns:
        The headwords, sorted (``("HAUS",)``); empty when the word is a headword itself,
        when no source links it to one, for any other list, and when the map is missing
        or damaged (the verdict does not depend on it, so nothing raises).
    """
    if not is_builtin_german(source) or "\t" in word:
        return ()
    trie = _trie()
    if trie is None:
        return ()
    return tuple(sorted(key.split("\t", 1)[1] for key in trie.keys(word + "\t")))
