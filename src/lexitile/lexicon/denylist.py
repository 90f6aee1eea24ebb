"""German proper nouns: the reviewed denylist and the forms a name takes.

The Mattel Scrabble rules (German rules text: "Nicht zulässig sind
Eigennamen. Dazu gehören auch geografische Namen, Vor-, Familien-, Produkt- und
Firmennamen") forbids proper nouns. ``data/wordlists/de_propn_denylist.txt`` lists the names found
in the German sources, reviewed by hand (its header says how). A German name also has a
genitive written with ``-s`` (*Berlins*, *Goethes*, *Aachens*): hunspell's ``S`` flag
and wngerman both list it, so the genitive of every listed name is refused too, except
for the few that are words of their own (:data:`GENITIVE_WORDS`).

Used by the word-list build (``tools/build_wordlists.py``) and by the compound fallback
(:mod:`lexitile.lexicon.compounds`), so both refuse the same names.

The Brazilian Portuguese list refuses names too (the Palavras rules: "Nomes próprios ...
são excluídos"), and so does the English one (proper nouns are not playable in any
Scrabble word list); each build records the spellings it removed as names
(:data:`REMOVED_NAMES`), so that ``lexitile check --why`` can say why SOUSA, LISBOA or
ZACK is not a word (:func:`read_removed_names`).
"""

from __future__ import annotations

from pathlib import Path

#: The denylist file, under ``data/wordlists``.
DENYLIST_NAME = "de_propn_denylist.txt"

#: The names the word-list build took from independent name sources (towns, countries,
#: first and last names, brands), under ``data/wordlists``: written by
#: ``tools/build_wordlists.py``, one name a line, so that the compound check refuses
#: what the list refuses.
SOURCED_NAME = "de_names_sourced.txt"

#: The spellings the Brazilian Portuguese list refuses as names (first names, surnames,
#: cities, countries without evidence of being words), under ``data/wordlists``: written
#: by ``tools/build_wordlists.py``, one a line, ``#`` starts a comment.
PT_REMOVED_NAMES = "pt_BR_names_removed.txt"

#: The spellings the English list refuses as names: the words its base list (SCOWL) has
#: and its core list (ENABLE) lacks that a name source lists with no evidence of being a
#: word (ZACK, LEATHERHEAD), under ``data/wordlists``; written like :data:`PT_REMOVED_NAMES`.
EN_REMOVED_NAMES = "en_names_removed.txt"

#: Language -> the file recording the names its built-in list removed.
REMOVED_NAMES = {"pt_BR": PT_REMOVED_NAMES, "en": EN_REMOVED_NAMES}

#: Name + S spellings that are ordinary German words (Duden headwords), kept: JEANS and
#: NEWS are nouns, not the genitives of the brand JEAN or a name NEW; BASICS (the basics)
#: and JUDAS (a traitor) likewise.
GENITIVE_WORDS = frozenset({"BASICS", "JEANS", "JUDAS", "NEWS"})


def parse_names(text: str) -> frozenset[str]:
    """The names of a denylist text: one upper-case tile word per line, ``#`` starts a comment."""
    return frozenset(w for line in text.splitlines() if (w := line.split("#", 1)[0].strip().upper()))


def name_forms(names: frozenset[str]) -> frozenset[str]:
    """``names`` with their genitives (name + ``S``), minus :data:`GENITIVE_WORDS`.

    A name that already ends in S, X or Z takes an apostrophe in German (*Thomas'*),
    which is never a word, so no form is added for it.
    """
    genitives = {name + "S" for name in names if name[-1] not in "SXZ"}
    return frozenset(names | (genitives - GENITIVE_WORDS))


def read_denylist(path: Path | None = None) -> frozenset[str]:
    """Every word the German list refuses as a name: the listed names and their genitives.

    Args:
        path: a denylist file; when ``None``, the shipped
            ``data/wordlists/de_propn_denylist.txt`` and :data:`SOURCED_NAME`.

    A file that cannot be read counts as empty (the lists are then as built).
    """
    if path is None:
        from lexitile.resources import data_path  # noqa: PLC0415 - loaded on first use, not at start-up

        paths = [data_path("wordlists", DENYLIST_NAME), data_path("wordlists", SOURCED_NAME)]
    else:
        paths = [path]
    names: set[str] = set()
    for each in paths:
        try:
            names |= parse_names(each.read_text(encoding="utf-8"))
        except OSError:
            continue
    return name_forms(frozenset(names))


def read_removed_names(path: Path | None = None, language: str = "pt_BR") -> frozenset[str]:
    """The spellings a built-in list refuses as names.

    Args:
        path: a record file; when ``None``, the shipped ``data/wordlists/`` file of
            ``language`` (:data:`REMOVED_NAMES`).
        language: ``"pt_BR"`` or ``"en"`` (ignored when ``path`` is given).

    Returns:
        Upper-case tile words (``SOUSA``, ``LISBOA``; ``ZACK``); empty when the file
        cannot be read or the language records none (then ``check --why`` says only
        that the list lacks the word).
    """
    if path is None:
        if language not in REMOVED_NAMES:
            return frozenset()
        from lexitile.resources import data_path  # noqa: PLC0415 - loaded on first use, not at start-up

        path = data_path("wordlists", REMOVED_NAMES[language])
    try:
        return parse_names(path.read_text(encoding="utf-8"))
    except OSError:
        return frozenset()
