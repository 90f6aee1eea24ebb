"""Why a word is valid or not: the source or rule behind a verdict, as a message.

``lexitile check --why`` and the game's word box say which of these decided
(message codes ``why.*``, worded in :mod:`lexitile.text.check_texts`):

* ``why.never``: the text can never be a word (a hyphen, a digit; the reason nested);
* ``why.listed``: the word list has it (its title names its sources: headwords of the
  dictionaries and their inflections, for German the rule text's "Stichworteintrag"
  and "Beugungsformen");
* ``why.inflection``: German: the word list has it as an inflection of a headword it
  names (HÄUSER of HAUS; :mod:`lexitile.lexicon.headwords`);
* ``why.name``: refused as a name (German: the reviewed proper-noun denylist and the
  name sources of the build; the rule text forbids "Eigennamen"; the built-in Brazilian
  Portuguese and English lists: the names their builds removed, the Palavras rules'
  "nomes próprios", English lists' proper nouns);
* ``why.abbreviation``: refused, no vowel (the rule text forbids "Abkürzungen");
* ``why.not-listed``: not in the list (languages without compounds);
* ``why.too-long``: German, rule ``dictionary``: longer than the built list's longest
  words (:data:`LONGEST_LISTED` letters, the standard board's width), so not in it even
  when a dictionary lists it as a headword (SELBSTVERSTÄNDLICH);
* ``why.dictionary-only``: German, rule ``dictionary``: not in the list, and the rule
  (the rule text) accepts nothing beyond it;
* ``why.attested`` / ``why.not-attested`` / ``why.attested-unbuilt``: rule ``attested``
  (a compound of listed parts running text uses; no corpus use; used, but hunspell's
  rules do not build it);
* ``why.compound`` / ``why.not-compound``: rule ``free`` (hunspell's rules build it, or not);
* ``why.pending``: rule ``free`` or ``attested`` while the compound dictionary loads.

The parts of a compound (``AFFEN + HONIG``) are a split into listed words with a German
linking element (Fugenelement: -s-, -n-, -en-, -es-, -er-, -e-), found in the static
list alone; hunspell itself does not say how it split a word.
"""

from __future__ import annotations

import functools
from collections.abc import Container

from lexitile.core.message import Message
from lexitile.lexicon.compounds import CompoundLexicon
from lexitile.lexicon.denylist import REMOVED_NAMES, read_denylist, read_removed_names
from lexitile.lexicon.headwords import headwords_of, is_builtin_german
from lexitile.lexicon.normalise import normalise, why_not_word
from lexitile.lexicon.store import Lexicon, builtin_list

__all__ = ["REASON_CODES", "compound_parts", "explain"]

#: German linking elements (Fugenelemente) between the parts of a compound, longest first.
LINKS = ("ENS", "EN", "ES", "ER", "E", "N", "S", "")

#: The longest words of the built German list (its build keeps 2 to 15 letters: nothing
#: longer fits on the standard board).
LONGEST_LISTED = 15

#: The shortest head a split may use (shorter words make nonsense splits: EI+SBAD).
SHORTEST_PART = 3

#: The shortest last part (AFFEN + EI).
SHORTEST_TAIL = 2


def compound_parts(word: str, listed: Container[str]) -> tuple[str, ...] | None:
    """Split a German compound into listed words, each but the last with its linking
    element (``AFFENHONIG`` → ``("AFFEN", "HONIG")``, ``EISBAD`` → ``("EIS", "BAD")``).

    Args:
        word: tile letters (upper case).
        listed: the static word list.

    Returns:
        The parts (two or more, each but the last of at least :data:`SHORTEST_PART`
        letters, the last of at least :data:`SHORTEST_TAIL` and a listed word, the others a listed word followed by a linking element), the
        split with the longest head first; ``None`` when there is none.
    """
    for cut in range(len(word) - SHORTEST_TAIL, SHORTEST_PART - 1, -1):
        head, tail = word[:cut], word[cut:]
        if not _head_listed(head, listed):
            continue
        if tail in listed:
            return (head, tail)
        rest = compound_parts(tail, listed)
        if rest is not None:
            return (head, *rest)
    return None


def _head_listed(head: str, listed: Container[str]) -> bool:
    for link in LINKS:
        stem = head[: len(head) - len(link)] if link else head
        if head.endswith(link) and len(stem) >= SHORTEST_PART and stem in listed:
            return True
    return False


def explain(raw: str, lexicon: Container[str]) -> tuple[bool | None, Message]:
    """Judge ``raw`` and say why.

    Args:
        raw: the word as given (any case; German ß allowed).
        lexicon: the lexicon the game or command judges by (after
            :func:`lexitile.lexicon.compounds.for_rules`); its kind tells the German
            compound rule (a plain German list: ``dictionary``; a
            :class:`CompoundLexicon` with a gate: ``attested``; without: ``free``).

    Returns:
        ``(valid, reason)``: ``valid`` is ``None`` while the compound dictionary is
        still loading (reason ``why.pending``). Never waits for that dictionary in a
        lexicon of mode ``"background"``; a ``"lazy"`` one loads it when the rule needs it.
    """
    language = getattr(lexicon, "language", "en")
    title = getattr(lexicon, "title", getattr(lexicon, "name", ""))
    never = why_not_word(raw, language)
    if never is not None:
        return False, Message("why.never", {"reason": Message(REASON_CODES[never])})
    key = normalise(raw.strip(), language)
    static = lexicon.in_static_list(key) if isinstance(lexicon, CompoundLexicon) else key in lexicon
    if static:
        if heads := headwords_of(key, getattr(lexicon, "source", None)):
            return True, Message("why.inflection", {"list": title, "headword": " / ".join(heads)})
        return True, Message("why.listed", {"list": title})
    if (
        language in REMOVED_NAMES
        and getattr(lexicon, "source", None) == builtin_list(language)
        and key in _removed_names(language)
    ):
        return False, Message("why.name", {"list": title})
    if language != "de" or not isinstance(lexicon, Lexicon):
        return False, Message("why.not-listed", {"list": title})
    if key in _names():
        return False, Message("why.name", {"list": title})
    if not any(c in "AEIOUÄÖÜY" for c in key):
        return False, Message("why.abbreviation")
    if not isinstance(lexicon, CompoundLexicon):
        if len(key) > LONGEST_LISTED and is_builtin_german(getattr(lexicon, "source", None)):
            return False, Message("why.too-long", {"list": title, "longest": LONGEST_LISTED})
        return False, Message("why.dictionary-only", {"list": title})
    parts = " + ".join(compound_parts(key, lexicon.trie) or ())
    gate = lexicon.gate
    if gate is not None and key not in gate:
        return False, Message("why.not-attested")
    verdict = key in lexicon if lexicon.mode == "lazy" else lexicon.verdict(key)
    if verdict is None:
        return None, Message("why.pending")
    # no split into listed words (a part is itself a compound, or a name hunspell's flags
    # allow inside a compound): the reason names none rather than the whole word again
    if gate is not None:
        code = "why.attested" if parts else "why.attested-unsplit"
        return verdict, Message(code if verdict else "why.attested-unbuilt", {"parts": parts})
    code = "why.compound" if parts else "why.compound-unsplit"
    return verdict, Message(code if verdict else "why.not-compound", {"parts": parts})


@functools.cache
def _names() -> frozenset[str]:
    """The names the German list refuses (read once: the word box asks at every key)."""
    return read_denylist()


@functools.cache
def _removed_names(language: str) -> frozenset[str]:
    """The names a built-in list's build removed (read once); a user's list refuses what
    its author chose, so only the built-in lists' verdicts use them."""
    return read_removed_names(language=language)


#: The reasons of :func:`~lexitile.lexicon.normalise.why_not_word` -> their message codes.
REASON_CODES = {
    "empty": "check.why-empty",
    "space": "check.why-space",
    "hyphen": "check.why-hyphen",
    "apostrophe": "check.why-apostrophe",
    "dot": "check.why-dot",
    "digit": "check.why-digit",
    "symbol": "check.why-symbol",
    "letters outside the alphabet": "check.why-outside-alphabet",
    "too short": "check.why-too-short",
}
