"""German inflections of ``build_wordlists.py``: forms the hunspell sources lack.

The Mattel text allows dictionary headwords *and their inflections*. frami and
igerman98 miss some forms of words they have (TORHEITEN while TORHEIT is there,
HÄRTESTE while HART and HÄRTER are there). Two additions fill them, each only for a
headword already in the list, and each run before the name denylists, so names never
come back through them:

* **Noun forms** from ``german-nouns`` (:data:`NOUNS_PACKAGE` :data:`NOUNS_VERSION`, a
  CSV compiled from the German Wiktionary, CC BY-SA 4.0): every case and number form
  of a row whose lemma is in the list. Its part-of-speech and name tags are not used
  (it tags common nouns as family names: Nerz, Fischer); the list's own denylists
  decide what a name is.
* **Superlatives of umlauting adjectives** from frami's own affix data: frami lists the
  comparative as a stem of its own (``härter/A``) but no superlative. Where the
  positive (``hart/A``) and the comparative are both frami stems with the adjective
  declension flag ``A``, the superlative stem is the comparative's stem plus ``-st``
  (``-est`` after d, t, s, ß, x, z: HÄRTEST, GRÖBST; the reviewed :data:`IRREGULAR`
  ones: NÄCHST, HÖCHST, GRÖSST), declined with flag ``A``'s endings for such stems
  (-e, -er, -en, -em, -es).
"""

from __future__ import annotations

import csv
from collections.abc import Callable
from pathlib import Path

NOUNS_PACKAGE = "german-nouns"
NOUNS_VERSION = "1.2.5"

#: Columns before the first form (lemma, pos, genus, genus 1 to 4).
FIRST_FORM_COLUMN = 7

#: Flag ``A`` of de_DE_frami.aff: its endings for a stem ending in neither -e, -l nor -r.
ADJECTIVE_ENDINGS = ("E", "ER", "EN", "EM", "ES")
_UNUMLAUT = {"ä": "a", "ö": "o", "ü": "u"}
_EST_AFTER = ("d", "t", "s", "ß", "x", "z")

#: Reviewed: superlatives that do not follow the rule (nah, näher, nächst; hoch, höher,
#: höchst; groß, größer, größt), by the comparative's stem ending.
IRREGULAR = {"näh": "nächst", "höh": "höchst", "größ": "größt"}

#: Reviewed: frami ``A`` stems ending in -er that are no comparatives (the participle
#: *gelöst* declined; its lookalike *gelost* is a stem too).
NOT_COMPARATIVES = frozenset({"gelöster"})


def nouns_csv() -> Path:
    """The CSV file of the installed ``german-nouns`` package (build extra).

    Raises:
        RuntimeError: another version of the package is installed.
    """
    from importlib.metadata import version

    import german_nouns.config

    if version(NOUNS_PACKAGE) != NOUNS_VERSION:
        raise RuntimeError(f"{NOUNS_PACKAGE} {NOUNS_VERSION} is needed, not {version(NOUNS_PACKAGE)}")
    return Path(german_nouns.config.CSV_FILE_PATH)


def noun_forms(words: set[str], to_tiles: Callable[[str], str | None], path: Path | None = None) -> dict[str, set[str]]:
    """The Wiktionary forms of nouns whose lemma is in ``words``.

    Args:
        words: the list so far (tile letters).
        to_tiles: a cell's tile spelling, or ``None`` when it cannot be a list entry
            (multi-word cells, hyphens, more than 15 letters).
        path: the CSV; :func:`nouns_csv` when ``None``.

    Returns:
        ``{lemma: forms}`` for the lemmas in ``words`` (forms in tile letters, the lemma included).
    """
    out: dict[str, set[str]] = {}
    with open(path or nouns_csv(), encoding="utf-8", newline="") as f:
        rows = csv.reader(f)
        next(rows)  # the header
        for row in rows:
            if not row or (lemma := to_tiles(row[0])) is None or lemma not in words:
                continue
            forms = {t for cell in row[FIRST_FORM_COLUMN:] if cell and (t := to_tiles(cell)) is not None}
            if forms:
                out.setdefault(lemma, set()).update(forms)
    return out


def superlatives(frami_dic: Path, encoding: str, words: set[str], normalise: Callable[[str], str]) -> set[str]:
    """Declined superlatives of adjectives whose umlaut comparative frami lists alone.

    Args:
        frami_dic: the frami ``.dic`` file; ``encoding`` its encoding.
        words: the list so far: only forms of comparatives in it are made.
        normalise: a word's tile spelling.

    Returns:
        The new forms (tile letters), none of them in ``words``.
    """
    flagged: set[str] = set()
    for line in frami_dic.read_text(encoding=encoding).splitlines()[1:]:
        stem, _, flags = line.partition("/")
        if "A" in flags and stem.isalpha() and stem.islower():
            flagged.add(stem)
    out: set[str] = set()
    for comparative in flagged:
        if not comparative.endswith("er") or len(comparative) < 5 or comparative in NOT_COMPARATIVES:
            continue
        base = comparative[:-2]
        positives = {base[:i] + _UNUMLAUT[c] + base[i + 1 :] for i, c in enumerate(base) if c in _UNUMLAUT}
        if not positives & flagged or normalise(comparative) not in words:
            continue
        odd = next((k for k in IRREGULAR if base.endswith(k)), None)
        if odd is not None:
            stem = base[: -len(odd)] + IRREGULAR[odd]
        else:
            stem = base + ("est" if base.endswith(_EST_AFTER) else "st")
        forms = {normalise(stem) + ending for ending in ADJECTIVE_ENDINGS}
        out |= {f for f in forms if len(f) <= 15} - words
    return out
