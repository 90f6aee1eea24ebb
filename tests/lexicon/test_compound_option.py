"""The compound rule is rule-set data (``compound_words``): ``dictionary`` by default
(the Mattel German text: dictionary headwords and their inflections), ``attested`` and
``free`` as named house rules; older booleans still load."""

from __future__ import annotations

import pytest

from lexitile.core.compound_rule import CompoundRule, compound_rule
from lexitile.errors import InputFileError
from lexitile.games.crossword import catalog
from lexitile.games.crossword.rules.config import RuleSet
from lexitile.lexicon import Lexicon
from lexitile.lexicon.compounds import CompoundLexicon, for_rules
from lexitile.tui.describe import rule_differences, rule_switches

STATIC = Lexicon.from_words(["Apfel", "Saft", "Haus"], "static", "de")


class FakeChecker:
    def accepts(self, tiles: str) -> bool:
        return tiles == "APFELSAFT"


def compound_lexicon() -> CompoundLexicon:
    lexicon = CompoundLexicon(STATIC, FakeChecker, mode="lazy", denylist=())
    assert lexicon.wait(5)
    return lexicon


def test_every_builtin_rule_set_judges_by_the_dictionary() -> None:
    for name in catalog.rule_set_names():
        assert catalog.load_rules(name).compound_words is CompoundRule.DICTIONARY, name


@pytest.mark.parametrize(
    ("given", "rule"),
    [
        (True, CompoundRule.FREE),
        (False, CompoundRule.DICTIONARY),
        ("attested", CompoundRule.ATTESTED),
        ("Free", CompoundRule.FREE),
        ("on", CompoundRule.FREE),
        ("off", CompoundRule.DICTIONARY),
    ],
)
def test_rule_files_name_a_rule_and_old_booleans_still_load(given: object, rule: CompoundRule) -> None:
    base = catalog.load_rules()
    loaded = RuleSet.from_mapping({"name": "mine", "compound_words": given}, base.layout, base.tileset)
    assert loaded.compound_words is rule


def test_a_bad_rule_is_a_clear_error_and_bad_keys_still_fail() -> None:
    base = catalog.load_rules()
    with pytest.raises(InputFileError, match="compound_words: compound rule must be one of dictionary, attested, free"):
        RuleSet.from_mapping({"compound_words": "loose"}, base.layout, base.tileset)
    with pytest.raises(InputFileError, match="unknown rule keys: compounds"):
        RuleSet.from_mapping({"compounds": False}, base.layout, base.tileset)
    with pytest.raises(ValueError, match="got 3"):
        compound_rule(3)


def test_dictionary_judges_by_the_word_list_alone_and_free_by_hunspell() -> None:
    lexicon = compound_lexicon()
    assert "APFELSAFT" in lexicon
    strict = for_rules(lexicon, "dictionary")
    assert "APFELSAFT" not in strict and "APFEL" in strict
    assert type(strict) is Lexicon and strict.title == lexicon.title and len(strict) == len(STATIC)
    assert for_rules(lexicon, CompoundRule.FREE) is lexicon
    assert for_rules(lexicon, compound_words=True) is lexicon  # an older boolean
    assert for_rules(STATIC, "attested") is STATIC  # not the built-in German list: as it is


def test_the_rules_card_names_the_rule() -> None:
    dictionary = catalog.load_rules()
    free = dictionary.with_changes(compound_words=CompoundRule.FREE)
    assert "rule text" in dict(rule_switches(dictionary))["compounds"]
    mine, default = next(d for d in rule_differences(free, dictionary) if "compound" in d[0].lower())
    assert "house rule" in mine and "hunspell" in mine and "only words of the word list" in default
