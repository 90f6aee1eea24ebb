"""The Quiddler rules card speaks to players: no talk of sources, rule texts, READMEs
or reference code, and it says where the word check stands at this table."""

from __future__ import annotations

import pytest

from lexitile.games.quiddler.storage import rules_card

#: What a player has no use for on the card (maintainers' notes about sources).
NOT_FOR_PLAYERS = ("docs/", "README", "reference code", "Referenzcode", "código de referência", "rule text")

#: How each card says that the word box looks nothing up during one's own turn, and
#: that a word laid down is still checked (the card must not claim there is no check).
WORD_CHECK = {
    "en": ("looks no word up during your own turn", "pass screen", "A word you lay down is checked"),
    "de": ("im eigenen Zug kein Wort nach", "Weitergabe-", "Ein ausgelegtes Wort wird im Lexikon geprüft"),
    "pt_BR": ("não consulta nenhuma palavra na sua própria vez", "tela de passar a vez", "baixada é verificada"),
}
CONTRADICTIONS = ("word check is off", "Wortprüfung im eigenen Zug aus", "fica desligada")


@pytest.mark.parametrize("language", WORD_CHECK)
def test_the_rules_card_speaks_to_players(language) -> None:
    card = rules_card(language)
    flat = " ".join(card.split())
    for phrase in NOT_FOR_PLAYERS:
        assert phrase.lower() not in flat.lower(), phrase
    for phrase in WORD_CHECK[language]:
        assert phrase in flat, phrase
    for phrase in CONTRADICTIONS:
        assert phrase not in flat, phrase
