"""Spelling rules per language (lexitile.lexicon.normalise)."""

from __future__ import annotations

import unicodedata

import pytest

from lexitile.errors import LexitileError, UnknownNameError
from lexitile.lexicon.normalise import alphabet, language_code, normalise, why_not_word


@pytest.mark.parametrize(
    ("raw", "language", "expected"),
    [
        # German (Mattel rules): ß -> SS, umlauts kept, other accents dropped.
        ("Straße", "de", "STRASSE"),
        ("STRAẞE", "de", "STRASSE"),
        ("häuser", "de", "HÄUSER"),
        ("ÄRGER", "de", "ÄRGER"),
        ("übel", "de", "ÜBEL"),
        ("Öl", "de", "ÖL"),
        ("Café", "de", "CAFE"),
        ("Crème", "de", "CREME"),
        ("aßen", "de", "ASSEN"),
        # Brazilian Portuguese: Ç kept, every other accent dropped.
        ("coração", "pt_BR", "CORAÇAO"),
        ("corações", "pt_BR", "CORAÇOES"),
        ("açúcar", "pt_BR", "AÇUCAR"),
        ("pão", "pt_BR", "PAO"),
        ("freqüente", "pt_BR", "FREQUENTE"),
        ("estivéssemos", "pt_BR", "ESTIVESSEMOS"),
        ("LINGUIÇA", "pt_BR", "LINGUIÇA"),
        # English: A-Z, accents dropped, any case in.
        ("qi", "en", "QI"),
        ("qI", "en", "QI"),
        ("café", "en", "CAFE"),
        ("naïve", "en", "NAIVE"),
        ("façade", "en", "FACADE"),
        # Non-letters are left for why_not_word to judge.
        ("x-ray", "en", "X-RAY"),
    ],
)
def test_normalise(raw: str, language: str, expected: str) -> None:
    assert normalise(raw, language) == expected


def test_german_umlauts_are_never_spelled_out() -> None:
    for word in ("häuser", "Müller", "Bäckerei", "schön"):
        result = normalise(word, "de")
        assert not any(pair in result for pair in ("AE", "OE", "UE"))
    assert normalise("häuser", "de") != "HAEUSER"


def test_decomposed_input_is_composed_first() -> None:
    nfd = unicodedata.normalize("NFD", "häuser")
    assert nfd != "häuser"
    assert normalise(nfd, "de") == "HÄUSER"
    assert normalise(unicodedata.normalize("NFD", "coração"), "pt_BR") == "CORAÇAO"


def test_umlaut_and_cedilla_are_only_kept_where_they_are_tiles() -> None:
    assert normalise("häuser", "en") == "HAUSER"
    assert normalise("häuser", "pt_BR") == "HAUSER"
    assert normalise("coração", "de") == "CORACAO"
    assert normalise("coração", "en") == "CORACAO"


@pytest.mark.parametrize(
    ("raw", "reason"),
    [
        ("X-RAY", "hyphen"),
        ("x–ray", "hyphen"),
        ("DON'T", "apostrophe"),
        ("don’t", "apostrophe"),
        ("e.g.", "dot"),
        ("B52", "digit"),
        ("ICE CREAM", "space"),
        ("R&B", "symbol"),
        ("A/B", "symbol"),
        ("under_score", "symbol"),
        ("ÆSIR", "letters outside the alphabet"),
        ("ΑΒΓ", "letters outside the alphabet"),
        ("A", "too short"),
        ("", "empty"),
        ("   ", "empty"),
        ("QI", None),
        ("XSCIS", None),
        (" qi ", None),
    ],
)
def test_why_not_word_english(raw: str, reason: str | None) -> None:
    assert why_not_word(raw, "en") == reason


def test_why_not_word_per_language_alphabet() -> None:
    assert why_not_word("ÄRGER", "de") is None
    assert why_not_word("STRAßE", "de") is None
    assert why_not_word("CORAÇAO", "pt_BR") is None
    assert why_not_word("CORAÇAO", "de") is None  # Ç folds to C in German
    assert why_not_word("ØRE", "de") == "letters outside the alphabet"
    assert why_not_word("X-Beine", "de") == "hyphen"
    assert why_not_word("wen'ge", "de") == "apostrophe"


def test_alphabets() -> None:
    assert len(alphabet("en")) == 26
    assert alphabet("de") == alphabet("en") | {"Ä", "Ö", "Ü"}
    assert alphabet("pt_BR") == alphabet("en") | {"Ç"}


@pytest.mark.parametrize(
    ("name", "code"),
    [("en", "en"), ("English", "en"), ("de", "de"), ("german", "de"), ("pt_BR", "pt_BR"),
     ("pt-br", "pt_BR"), ("portuguese_br", "pt_BR"), (" EN ", "en")],
)  # fmt: skip
def test_language_code_aliases(name: str, code: str) -> None:
    assert language_code(name) == code


def test_unknown_language() -> None:
    with pytest.raises(UnknownNameError, match="en, de, pt_BR"):
        normalise("word", "klingon")
    assert issubclass(UnknownNameError, LexitileError)
