"""Which language a table plays in when the player chose none: a rule set's own
(Palavras), English for the English rule sets, the interface's for Kreuzwort; a
language chosen always wins."""

from __future__ import annotations

from hypothesis import given
from hypothesis import strategies as st

from lexitile.games.crossword import catalog
from lexitile.languages import CODES, language_for, resolve, table_language

UI = st.sampled_from(["en", "de", "pt_BR"])
CHOSEN = st.one_of(st.none(), st.sampled_from(CODES))
OWN = st.one_of(st.none(), st.sampled_from(CODES))


@given(chosen=CHOSEN, own=OWN, interface=st.booleans(), ui=UI)
def test_a_choice_or_a_language_of_its_own_is_never_overridden(chosen, own, interface, ui):
    got = table_language(chosen, own, interface, ui)
    if chosen is not None or own is not None or not interface:
        assert got == chosen
    else:
        assert got == language_for(ui).code


@given(ui=UI, chosen=CHOSEN)
def test_kreuzwort_takes_the_interface_language_and_its_tiles_unless_one_is_chosen(ui, chosen):
    rules = catalog.load_rules("kreuzwort")
    assert rules.interface_language and rules.language is None
    lexicon, tiles = resolve(table_language(chosen, rules.language, rules.interface_language, ui), None, None, None)
    expected = language_for(chosen or ui)
    assert (lexicon, tiles) == (expected.lexicon, expected.tileset)
    # the German set: its 100 lettered tiles are the text's "100 Chips", with 2 blanks besides
    assert catalog.load_tileset(tiles).total == {"en": 100, "de": 102, "pt": 120}[expected.code]


@given(ui=UI)
def test_the_other_rule_sets_keep_their_own_language_under_any_interface(ui):
    for name, lexicon in (("mattel", "en"), ("tournament", "en"), ("palavras", "pt_BR")):
        rules = catalog.load_rules(name)
        assert not rules.interface_language
        got = resolve(table_language(None, rules.language, rules.interface_language, ui), None, None, rules.language)
        assert got[0] == lexicon, (name, ui, got)
