"""The Quiddler rules card speaks to players: no talk of sources, rule texts, READMEs
or reference code, and it says where the word check stands at this table."""

from __future__ import annotations

import pytest

from lexitile.quiddler.storage import rules_card

#: What a player has no use for on the card (maintainers' notes about sources).
NOT_FOR_PLAYERS = ("docs/", "README", "reference code", "Referenzcode", "código de referência", "rule text")

#: How each card says that the word check is off during one's own turn.
WORD_CHECK = {
    "en": ("word check is off during your own turn", "pass screen"),
    "de": ("Wortprüfung im eigenen Zug aus", "Weitergabe-"),
    "pt_BR": ("verificação de palavras fica desligada", "tela de passar a vez"),
}


@pytest.mark.parametrize("language", WORD_CHECK)
def test_the_rules_card_speaks_to_players(language) -> None:
    card = rules_card(language)
    flat = " ".join(card.split())
    for phrase in NOT_FOR_PLAYERS:
        assert phrase.lower() not in flat.lower(), phrase
    for phrase in WORD_CHECK[language]:
        assert phrase in flat, phrase
