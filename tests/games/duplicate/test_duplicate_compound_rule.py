"""A German duplicate game judges words by its rule set's compound rule, as the board
game does: an invented compound that only hunspell's compounding builds is not a word
under the default rule (the Mattel German rule text: dictionary headwords only)."""

from __future__ import annotations

from dataclasses import replace

from lexitile.core.compound_rule import CompoundRule
from lexitile.games.crossword.catalog import load_rules
from lexitile.games.duplicate.files import game_lexicon, new_game
from lexitile.games.duplicate.setup import GameSetup
from lexitile.lexicon import load_lexicon

INVENTED = "AFFENEI"  # well formed (AFFE + N + EI), in no dictionary


def test_the_free_list_builds_the_invented_compound_so_the_test_below_can_fail():
    assert INVENTED in load_lexicon("de", compounds="lazy")


def test_a_new_german_game_refuses_an_invented_compound_by_default():
    rules = load_rules("kreuzwort", tiles="german")
    assert rules.compound_words is CompoundRule.DICTIONARY
    game = new_game(GameSetup(players=("Ann", "Bo"), rules="kreuzwort", tiles="german", lexicon="de"))
    assert INVENTED not in game.lexicon
    assert "AFFE" in game.lexicon and "EI" in game.lexicon


def test_the_free_house_rule_accepts_it():
    rules = load_rules("kreuzwort", tiles="german")
    free = replace(rules, compound_words=CompoundRule.FREE)
    assert INVENTED in game_lexicon("de", free)
