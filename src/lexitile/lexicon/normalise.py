"""Per-language spelling rules: how a typed or listed word becomes tile letters.

Rule sources:

* German: the Mattel Scrabble rules (German rules text): "Der Buchstabe ß
  muss durch ein Doppel-S ersetzt werden"; letters with an accent or tilde count as the
  same letter without it; umlauts must not be written AE, OE, UE (so Ä Ö Ü stay single
  tiles); words written with a hyphen or an apostrophe, abbreviations and proper nouns
  are not allowed.
* Brazilian Portuguese: Ç is its own tile (see ``data/tilesets/portuguese_br.txt``);
  every other accent is dropped (CORAÇÃO is played as CORAÇAO).
* English: the letters A-Z; accents are dropped (CAFÉ is played as CAFE).

The fold is a lazily filled :meth:`str.translate` table (one dictionary look-up per
character once warm), the fastest of the folds measured for it.
"""

from __future__ import annotations

import unicodedata

from lexitile.errors import UnknownNameError

#: Canonical language codes, each with the extra letters it keeps besides A-Z.
_KEPT_LETTERS: dict[str, str] = {"en": "", "de": "ÄÖÜ", "pt_BR": "Ç"}

#: Built-in lexicon codes (also their language codes), in the order they are listed.
BUILTIN_CODES = ("en", "de", "pt_BR")

#: Accepted spellings of each language code (matched case-insensitively).
_ALIASES: dict[str, str] = {
    "en": "en",
    "english": "en",
    "de": "de",
    "german": "de",
    "deutsch": "de",
    "pt_br": "pt_BR",
    "pt-br": "pt_BR",
    "pt": "pt_BR",
    "portuguese": "pt_BR",
    "portuguese_br": "pt_BR",
}

_ASCII_UPPER = frozenset("ABCDEFGHIJKLMNOPQRSTUVWXYZ")

#: Characters that, anywhere in a raw word, mean it can never be a word, with the reason.
#: Checked in this order, so ``"X-RAY 2"`` reports ``"space"``.
_JUNK_CLASSES: tuple[tuple[str, frozenset[str]], ...] = (
    ("hyphen", frozenset("-\u2010\u2011\u2012\u2013\u2014\u2212\u00ad")),
    ("apostrophe", frozenset("'\u2019\u2018\u02bc`\u00b4")),
    ("dot", frozenset(".\u2024\u2026")),
)


class _Fold(dict[int, str]):
    """A :meth:`str.translate` table that strips accents except from ``keep`` letters.

    Filled lazily: the first time a character is seen its replacement is computed
    from its canonical decomposition and stored.
    """

    def __init__(self, keep: str):
        super().__init__()
        self._keep = frozenset(keep)
        # ẞ (capital sharp s) does not upper-case to SS the way ß does.
        self[ord("\u1e9e")] = "SS"

    def __missing__(self, codepoint: int) -> str:
        char = chr(codepoint)
        result = char
        if char not in self._keep:
            decomposed = unicodedata.normalize("NFD", char)
            stripped = "".join(c for c in decomposed if not unicodedata.combining(c))
            if stripped != decomposed:
                result = unicodedata.normalize("NFC", stripped)
        self[codepoint] = result
        return result


_FOLDS: dict[str, _Fold] = {code: _Fold(kept) for code, kept in _KEPT_LETTERS.items()}


def language_code(language: str) -> str:
    """Return the canonical code (``"en"``, ``"de"`` or ``"pt_BR"``) for a language name.

    Args:
        language: a code or name, case-insensitive: ``en``/``english``, ``de``/``german``,
            ``pt_BR``/``pt-BR``/``pt``/``portuguese_br``.

    Raises:
        UnknownNameError: when the language has no spelling rules here.
    """
    code = _ALIASES.get(language.strip().lower())
    if code is None:
        known = ", ".join(_KEPT_LETTERS)
        raise UnknownNameError(f"unknown language {language!r}: known languages are {known}")
    return code


def alphabet(language: str) -> frozenset[str]:
    """Return the letters a normalised word of ``language`` may contain (upper case).

    English: A-Z. German: A-Z and Ä Ö Ü. Brazilian Portuguese: A-Z and Ç (K, W and Y
    have no tiles in the pt-BR set but can be played with a blank, so they are letters).

    Raises:
        UnknownNameError: for an unknown language.
    """
    return _ASCII_UPPER | frozenset(_KEPT_LETTERS[language_code(language)])


def normalise(word: str, language: str) -> str:
    """Return ``word`` spelled in tile letters of ``language``.

    Applies Unicode NFC, upper-cases (so ``ß`` becomes ``SS``; ``ẞ`` too), then strips
    accents except from the letters the language keeps as their own tiles (German
    Ä Ö Ü, Portuguese Ç). Characters that are not letters (hyphens, digits, spaces) are
    left in place, so ``normalise("x-ray", "en") == "X-RAY"``; use :func:`why_not_word`
    to find out whether the result can be a word at all. The function is idempotent.

    Args:
        word: any text, e.g. a blank-tile play in lower case (``"qI"``) or a list entry.
        language: a language code or name accepted by :func:`language_code`.

    Returns:
        The normalised form, e.g. ``"STRASSE"`` for ``("Straße", "de")``, ``"CORAÇAO"``
        for ``("coração", "pt_BR")``, ``"CAFE"`` for ``("café", "en")``.

    Raises:
        UnknownNameError: for an unknown language.
    """
    fold = _FOLDS[language_code(language)]
    if word.isascii():
        return word.upper()
    return unicodedata.normalize("NFC", word).upper().translate(fold)


def why_not_word(raw: str, language: str) -> str | None:
    """Say why ``raw`` can never be a word of ``language``, or return ``None``.

    ``None`` means only that the spelling is possible (e.g. ``"XSCIS"``); whether it is
    in a word list is the lexicon's business. The reasons, checked in this order:

    * ``"empty"``: nothing but white space.
    * ``"space"``: white space inside (``"ICE CREAM"``).
    * ``"hyphen"``: a hyphen or dash (``"X-RAY"``; Mattel rules: "Bindestrich").
    * ``"apostrophe"``: an apostrophe (``"DON'T"``, ``"wen'ge"``).
    * ``"dot"``: a full stop (abbreviations such as ``"e.g."``).
    * ``"digit"``: a digit (``"B52"``).
    * ``"symbol"``: any other character that is not a letter (``"R&B"``, ``"A/B"``).
    * ``"letters outside the alphabet"``: letters that have no tile even after the
      language's accent folding (``"ÄRGER"`` in English, ``"ÆSIR"``, ``"ΑΒΓ"``).
    * ``"too short"``: a single letter (a word needs at least two tiles).

    Args:
        raw: the text as typed or read from a list (surrounding white space ignored).
        language: a language code or name accepted by :func:`language_code`.

    Raises:
        UnknownNameError: for an unknown language.
    """
    letters = alphabet(language)
    text = raw.strip()
    if not text:
        return "empty"
    if any(c.isspace() for c in text):
        return "space"
    for reason, chars in _JUNK_CLASSES:
        if any(c in chars for c in text):
            return reason
    if any(unicodedata.category(c) == "Nd" or c.isdigit() for c in text):
        return "digit"
    word = normalise(text, language)
    if not all(c.isalpha() for c in word):
        return "symbol"
    if not all(c in letters for c in word):
        return "letters outside the alphabet"
    if len(word) < 2:
        return "too short"
    return None
