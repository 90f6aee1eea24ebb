"""The built-in German and Brazilian Portuguese lists (samples from the lexicon notes §1)."""

from __future__ import annotations

from pathlib import Path

import pytest

from lexitile.lexicon import Lexicon, builtin_lexicons, load_lexicon

DE_WANT = (
    "MAUERN HÄUSER GINGST SCHÖNSTEN STRASSE ÄRGER ÜBEL ZÜGE ASSEN BÄCKEREI GEHST LIEFEN "
    "GEGANGEN KINDERN HAUSES ÖL QUARK XYLOPHON CAFE ÄPFEL FUSSBALL UNSCHÖN AUTOS "
    "JEANS NEWS"  # name + S spellings that are words of their own
).split()
# Kept by the denylist review (ordinary words although also names).
DE_REVIEWED = "APRIL WATT MESSING MENSA FAUST POLO CHILI STORY YARD BRANDY MERLOT".split()
DE_REJECT = (
    "AACHEN BERLIN THOMAS PETER GOETHE HAMBURG ABS USA GMBH HAEUSER MUELLER BAECKEREI "
    "DEUTSCHLAND MÜNCHEN KÖLN WIEN GOOGLE NATO "  # from the independent name sources
    "DONAU MAILAND PRAG "  # German Wiktionary toponyms (DONAU was a known leak)
    "ARBEITS VER UN HEIT KM KG BZW GGF INKL USW "
    "AACHENS BERLINS GOETHES HAMBURGS"  # genitives of names
).split()
PT_WANT = (
    "CASAS FALAVAMOS CORAÇAO CORAÇOES AÇUCAR PAO MAES IDEIA VOO ESTIVESSEMOS FIZERAMOS "
    "PEIXES AVIOES LINGUIÇA ARVORE OLHOS CANTASSEMOS FREQUENTE"
).split()
PT_REJECT = "ALEMANHA INGLATERRA CURITIBA GUSTAVO FERNANDO CORACAO GUARDACHUVA USP KM CM HTTP".split()


def builtin(code: str, lexicon_cache: Path) -> Lexicon:
    if code not in builtin_lexicons():
        pytest.skip(f"built-in word list {code} is not installed")
    # The static list alone: the German compound fallback is tested in test_compounds.py.
    return load_lexicon(code, cache_dir=lexicon_cache, compounds="off")


@pytest.fixture(scope="module")
def german(lexicon_cache: Path) -> Lexicon:
    return builtin("de", lexicon_cache)


@pytest.fixture(scope="module")
def portuguese(lexicon_cache: Path) -> Lexicon:
    return builtin("pt_BR", lexicon_cache)


def test_german(german: Lexicon) -> None:
    assert german.language == "de"
    assert len(german) > 500_000
    assert [w for w in DE_WANT + DE_REVIEWED if w not in german] == []
    assert [w for w in DE_REJECT if w in german] == []


def test_german_spelling_rules(german: Lexicon) -> None:
    assert "Straße" in german
    assert "häuser" in german
    assert "STRAßE" in german  # typed with ß, looked up as SS
    assert all(set(w) <= set("ABCDEFGHIJKLMNOPQRSTUVWXYZÄÖÜ") for w in german.words())


def test_portuguese(portuguese: Lexicon) -> None:
    assert portuguese.language == "pt_BR"
    assert len(portuguese) > 1_500_000
    assert [w for w in PT_WANT if w not in portuguese] == []
    assert [w for w in PT_REJECT if w in portuguese] == []
    assert "coração" in portuguese
    assert "corações" in portuguese
