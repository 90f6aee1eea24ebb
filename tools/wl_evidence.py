"""The evidence rule of ``build_wordlists.py``: when a name may stay in a word list.

Both rule texts forbid proper names (Mattel: "Nicht zulässig sind Eigennamen";
Palavras: "Nomes próprios ... são excluídos"). A name source (a gazetteer, a list of
first names, a dictionary's own capitalised entries) says that a spelling *can* be a
name; it stays in the list only when there is evidence that it is also a word:

1. **an inflection of another headword**: a form that a dictionary's affix rules make
   from a different headword (VERA, the future *verá* of VER; NINA of *ninar*; FÜSSEN,
   the dative plural of FUSS), where that headword is not itself a name without
   evidence;
2. **an entry with a part of speech** in a source that tags them (the German Wiktionary
   rows of ``german-nouns`` whose only tags are *Substantiv*: ESSEN, WERDER, JERSEY),
   and the forms of such an entry;
3. **a reviewed keep-list**: committed, each word with the reason it is a word.

A bare lower-case entry of a dictionary file, its inflection flags (the Portuguese
source writes names in lower case too, with flags: ``almeida/BO``, ``angola/BOW``) and a
frequency count are *not* evidence. German is the one exception the rule makes for
case: German writes every noun and every name with a capital, so a lower-case entry of
the German sources is a word of another class (*essen*, *arm*, *weil*), never a name.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping
from dataclasses import dataclass, field


@dataclass(frozen=True)
class Evidence:
    """What can show that a name candidate is also a word (all spellings in tile letters).

    Attributes:
        inflections: form -> the headwords (tile spellings) whose affix rules make it.
        tagged: forms of entries that a part-of-speech source tags as common words,
            by the source's label (``{"german-nouns Substantiv": {...}}``).
        keep: the reviewed keep-list, word -> why it is a word.
        lower: spellings that a German source writes in lower case (empty for Portuguese).
    """

    inflections: Mapping[str, Iterable[str]] = field(default_factory=dict)
    tagged: Mapping[str, set[str]] = field(default_factory=dict)
    keep: Mapping[str, str] = field(default_factory=dict)
    lower: set[str] = field(default_factory=set)


def why_word(name: str, evidence: Evidence, candidates: set[str] | frozenset[str] = frozenset()) -> str | None:
    """Why the name candidate ``name`` is also a word, or ``None`` when nothing shows it.

    Args:
        name: a candidate, in tile letters.
        evidence: what counts as evidence (:class:`Evidence`).
        candidates: every name candidate; a headword among them proves nothing unless it
            has evidence of its own other than inflection (no circles: ANGOLANA of
            ANGOLANO is a word, ANGOLA of *angola* is not).

    Returns:
        A short reason (``"keep-list: Skat game"``, ``"inflection of VER"``,
        ``"german-nouns Substantiv"``, ``"lower-case German entry"``), or ``None``.
    """
    if name in evidence.keep:
        return f"keep-list: {evidence.keep[name]}"
    for label, forms in evidence.tagged.items():
        if name in forms:
            return label
    if name in evidence.lower:
        return "lower-case German entry"
    for head in sorted(evidence.inflections.get(name, ())):
        if head == name:
            continue
        if head not in candidates or _direct(head, evidence):
            return f"inflection of {head}"
    return None


def _direct(word: str, evidence: Evidence) -> bool:
    """Evidence for ``word`` that is not an inflection (keep-list, tags, German case)."""
    return word in evidence.keep or word in evidence.lower or any(word in f for f in evidence.tagged.values())


def split_names(
    candidates: Mapping[str, set[str]], words: set[str], evidence: Evidence
) -> tuple[dict[str, set[str]], dict[str, str]]:
    """Split each source's candidates into names to refuse and words that stay.

    Args:
        candidates: source label -> candidate spellings (tile letters).
        words: the list before names are removed; only its words are refused.
        evidence: see :class:`Evidence`.

    Returns:
        ``(refused, kept)``: source label -> the names of that source the list has and
        refuses; and every candidate the list has that stays, with its evidence.
    """
    every = set().union(*candidates.values()) if candidates else set()
    refused: dict[str, set[str]] = {}
    kept: dict[str, str] = {}
    for label, names in candidates.items():
        out = set()
        for name in names & words:
            reason = why_word(name, evidence, every)
            if reason is None:
                out.add(name)
            else:
                kept[name] = reason
        refused[label] = out
    return refused, kept


def unevidenced(candidates: Iterable[str], evidence: Evidence) -> set[str]:
    """The candidates with no evidence at all, whether or not a list has them.

    The German compound check reads these, so that a name the list never had is not
    accepted as a compound either (NEUMANN = NEU + MANN, HARTMANN).
    """
    every = set(candidates)
    return {n for n in every if why_word(n, evidence, every) is None}
