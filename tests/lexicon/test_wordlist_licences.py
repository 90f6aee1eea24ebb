"""The licence file shipped beside a built word list credits every source whose terms
ask for it: the German list holds noun forms from the German Wiktionary (german-nouns,
CC BY-SA 4.0), and the attested compounds come from wordfreq (CC BY-SA 4.0)."""

from __future__ import annotations

from lexitile.resources import data_path


def test_the_german_licence_credits_the_wiktionary_noun_forms_and_wordfreq() -> None:
    text = data_path("wordlists", "LICENSE.de").read_text(encoding="utf-8")
    notices = text.split("-" * 79)
    wiktionary = [n for n in notices if "german-nouns" in n]
    assert wiktionary, "no credit of german-nouns in LICENSE.de"
    assert "German Wiktionary" in wiktionary[0] and "Attribution-ShareAlike 4.0" in wiktionary[0]
    assert "de.txt.xz" in wiktionary[0]
    attested = [n for n in notices if "de_attested.txt.xz" in n and "wordfreq" in n]
    assert attested and "Attribution-ShareAlike 4.0" in attested[0]
