"""The rules card says how the game's language is spelled in tiles: German from the Mattel
text (ß as SS, umlauts as letters of their own), Portuguese as lexitile's choice for the
Brazilian tile set (accents dropped, Ç a tile of its own); nothing for English."""

from __future__ import annotations

import pytest

from lexitile.games.crossword import catalog
from lexitile.i18n import set_ui_language
from lexitile.tui.screens.help import rules_card


def card(rules: str, lexicon: str) -> str:
    return rules_card(catalog.load_rules(rules), lexicon=lexicon).plain


def test_a_german_game_shows_the_mattel_spelling() -> None:
    text = card("mattel", "de")
    assert "ß is written SS; Ä, Ö and Ü are letters of their own, never AE, OE or UE (Mattel rules)." in text


def test_a_portuguese_game_says_the_spelling_is_a_choice() -> None:
    text = card("palavras", "pt_BR")
    assert "accents are dropped (PÃO is played as PAO) and Ç is a tile of its own" in text
    assert "lexitile's choice for the Brazilian tile set" in text


@pytest.mark.parametrize("lexicon", ["en", "tests/data/wordlist-small.txt"])
def test_english_and_word_list_files_have_no_spelling_line(lexicon: str) -> None:
    assert "Spelling:" not in card("mattel", lexicon)


@pytest.mark.parametrize(
    ("ui", "lexicon", "words"),
    [
        ("de", "de", "ß wird SS geschrieben"),
        ("pt_BR", "pt_BR", "os acentos são descartados"),
        ("de", "pt_BR", "Ç ist ein eigener Stein"),
    ],
)
def test_the_line_is_in_the_interface_language(ui: str, lexicon: str, words: str) -> None:
    set_ui_language(ui)
    try:
        assert words in card("palavras" if lexicon == "pt_BR" else "mattel", lexicon)
    finally:
        set_ui_language("en")
