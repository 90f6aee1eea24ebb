"""Duplicate's rules card: the translations keep every number of the English card and
the terms the screens use, and the card names the readings and the league rule."""

from __future__ import annotations

import re
from collections import Counter

import pytest

from lexitile.games.duplicate.files import rules_card

KEY_TERMS = {
    "de": ("Regelkarte", "Bänkchen", "Beutel", "Joker", "Top", "UNSERE LESART", "Liga", "Vorhang"),
    "pt_BR": ("cartão de regras", "suporte", "saco", "curinga", "top", "NOSSA LEITURA", "liga", "cortina"),
}


def numbers(text: str) -> Counter[str]:
    return Counter(re.findall(r"\d+", text))


def test_the_english_card_names_what_does_not_apply_the_readings_and_the_league():
    card = rules_card("en")
    for phrase in (
        "exchanges",
        "challenges",
        "take-backs",
        "EX squares",
        "OUR READING",
        "does not count",
        "entry time runs out",
    ):
        assert phrase in card
    assert max(len(line) for line in card.splitlines()) <= 72


@pytest.mark.parametrize("language", ["de", "pt_BR"])
def test_a_translated_card_keeps_the_numbers_keys_and_terms(language):
    english, card = rules_card("en"), rules_card(language)
    assert card != english
    assert numbers(card) == numbers(english)
    for kept in ("8D", "ctrl+q", "F1", "lexitile duplicate --resume", "A E I O U", "Ä Ö Ü"):
        assert kept in card
    for term in KEY_TERMS[language]:
        assert term in card
    assert max(len(line) for line in card.splitlines()) <= 72
    assert len(card.splitlines()) == pytest.approx(len(english.splitlines()), abs=8)
