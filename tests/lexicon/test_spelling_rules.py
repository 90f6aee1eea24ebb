"""Each spelling rule of issue #5 (from the Mattel rule text), one test each, checked on
the spelling function and on the built-in lists of every language it concerns."""

from __future__ import annotations

from pathlib import Path

import pytest

from lexitile.lexicon import Lexicon, builtin_lexicons, load_lexicon, normalise, why_not_word


@pytest.fixture(scope="module")
def lexicons(lexicon_cache: Path) -> dict[str, Lexicon]:
    missing = {"en", "de", "pt_BR"} - set(builtin_lexicons())
    if missing:
        pytest.skip(f"built-in word lists not installed: {sorted(missing)}")
    return {code: load_lexicon(code, cache_dir=lexicon_cache, compounds="off") for code in ("en", "de", "pt_BR")}


def test_rule_upper_case(lexicons: dict[str, Lexicon]) -> None:
    """Words are written in capitals: any case is looked up as tiles."""
    assert normalise("qI", "en") == "QI"
    for code, word in (("en", "qi"), ("de", "häuser"), ("pt_BR", "coração")):
        assert word in lexicons[code]
        assert word.upper() in lexicons[code]
        assert all(w == w.upper() for w in list(lexicons[code].words())[:1000])


def test_rule_sharp_s_is_written_ss(lexicons: dict[str, Lexicon]) -> None:
    """German: ß is written SS ("Der Buchstabe ß muss durch ein Doppel-S ersetzt werden")."""
    de = lexicons["de"]
    assert normalise("Straße", "de") == normalise("STRAẞE", "de") == "STRASSE"
    assert "STRASSE" in de and "straße" in de and "aßen" in de and "ASSEN" in de
    assert not any("ß" in w or "ẞ" in w for w in de.words())


def test_rule_umlauts_are_letters_never_ae_oe_ue(lexicons: dict[str, Lexicon]) -> None:
    """German: Ä, Ö, Ü are letters of their own, never spelled AE, OE, UE."""
    de = lexicons["de"]
    assert normalise("Häuser", "de") == "HÄUSER"
    for word, spelled_out in (
        ("HÄUSER", "HAEUSER"),
        ("BÄCKEREI", "BAECKEREI"),
        ("ÖL", "OEL"),
        ("ÜBEL", "UEBEL"),
        ("ZÜGE", "ZUEGE"),
        ("SCHÖNSTEN", "SCHOENSTEN"),
    ):
        assert word in de, word
        assert spelled_out not in de, spelled_out


def test_rule_other_accents_are_dropped(lexicons: dict[str, Lexicon]) -> None:
    """Every other accent is dropped (German CAFÉ -> CAFE, Portuguese PÃO -> PAO)."""
    assert normalise("Café", "de") == "CAFE" and "café" in lexicons["de"]
    assert normalise("pão", "pt_BR") == "PAO" and "pão" in lexicons["pt_BR"] and "PAO" in lexicons["pt_BR"]
    assert normalise("idéia", "pt_BR") == "IDEIA" and "IDEIA" in lexicons["pt_BR"]
    assert "café" in lexicons["en"] and "CAFE" in lexicons["en"]
    for code in ("de", "pt_BR", "en"):
        letters = set("ABCDEFGHIJKLMNOPQRSTUVWXYZ") | {"de": set("ÄÖÜ"), "pt_BR": {"Ç"}, "en": set()}[code]
        assert all(set(w) <= letters for w in lexicons[code].words()), code


def test_rule_portuguese_keeps_cedilla(lexicons: dict[str, Lexicon]) -> None:
    """Portuguese: Ç is a tile of its own and is kept; CORACAO is not CORAÇÃO."""
    pt = lexicons["pt_BR"]
    assert normalise("coração", "pt_BR") == "CORAÇAO"
    for word in ("CORAÇAO", "CORAÇOES", "AÇUCAR", "LINGUIÇA"):
        assert word in pt, word
    for word in ("CORACAO", "ACUCAR", "LINGUICA"):
        assert word not in pt, word
    assert normalise("coração", "de") == "CORACAO"  # only Portuguese keeps Ç


@pytest.mark.parametrize("code", ["en", "de", "pt_BR"])
@pytest.mark.parametrize(
    ("raw", "reason"),
    [("x-ray", "hyphen"), ("don't", "apostrophe"), ("z.B.", "dot"), ("B52", "digit")],
)  # fmt: skip
def test_rule_hyphens_apostrophes_digits_dots_are_not_words(
    lexicons: dict[str, Lexicon], code: str, raw: str, reason: str
) -> None:
    assert why_not_word(raw, code) == reason
    assert raw not in lexicons[code]
    assert not any(c in w for w in list(lexicons[code].words())[:20000] for c in "-'.0123456789")


@pytest.mark.parametrize(
    ("code", "words"),
    [
        ("de", "USA GMBH ABS KM KG BZW GGF INKL USW PKW"),
        ("pt_BR", "USP KM CM HTTP"),
        ("en", "NASA USA TV"),
    ],
)
def test_rule_abbreviations_are_not_words(lexicons: dict[str, Lexicon], code: str, words: str) -> None:
    assert [w for w in words.split() if w in lexicons[code]] == []


@pytest.mark.parametrize(
    ("code", "names", "not_names"),
    [
        ("de", "AACHEN BERLIN THOMAS PETER GOETHE HAMBURG", "POLO CHILI APRIL WATT MESSING"),
        (
            "pt_BR",
            "ALEMANHA INGLATERRA CURITIBA GUSTAVO FERNANDO MARIA SOUSA LISBOA",
            "FLOR GUERRA NATAL VERA OLIVEIRA",
        ),
        ("en", "LONDON AMERICA ENGLAND CANADA MICROSOFT", "POLO CHILI"),
    ],
)
def test_rule_proper_nouns_are_not_words(lexicons: dict[str, Lexicon], code: str, names: str, not_names: str) -> None:
    """Proper nouns are not words; words that are also names stay (reviewed German
    denylist; Portuguese flor, guerra, natal on the reviewed keep-list, vera the future
    of ver, oliveira the olive tree that a part-of-speech source tags as a noun)."""
    assert [w for w in names.split() if w in lexicons[code]] == []
    assert [w for w in not_names.split() if w not in lexicons[code]] == []
