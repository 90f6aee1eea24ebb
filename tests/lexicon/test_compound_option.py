"""The compound check is a rule-set switch (``compound_words``), on by default, named on
the rules card; off, a German game judges words by the word list alone."""

from __future__ import annotations

import pytest

from lexitile import catalog
from lexitile.errors import InputFileError
from lexitile.lexicon import Lexicon
from lexitile.lexicon.compounds import CompoundLexicon, for_rules
from lexitile.rules.config import RuleSet
from lexitile.tui.describe import rule_differences, rule_switches

STATIC = Lexicon.from_words(["Apfel", "Saft", "Haus"], "static", "de")


class FakeChecker:
    def accepts(self, tiles: str) -> bool:
        return tiles == "APFELSAFT"


def compound_lexicon() -> CompoundLexicon:
    lexicon = CompoundLexicon(STATIC, FakeChecker, mode="lazy", denylist=())
    assert lexicon.wait(5)
    return lexicon


def test_every_builtin_rule_set_has_the_check_on() -> None:
    for name in catalog.rule_set_names():
        assert catalog.load_rules(name).compound_words is True, name


def test_rule_files_can_switch_it_off_and_bad_keys_still_fail() -> None:
    base = catalog.load_rules()
    off = RuleSet.from_mapping({"name": "strict", "compound_words": False}, base.layout, base.tileset)
    assert off.compound_words is False
    with pytest.raises(InputFileError, match="unknown rule keys: compounds"):
        RuleSet.from_mapping({"compounds": False}, base.layout, base.tileset)


def test_off_judges_by_the_word_list_alone() -> None:
    lexicon = compound_lexicon()
    assert "APFELSAFT" in lexicon
    strict = for_rules(lexicon, compound_words=False)
    assert "APFELSAFT" not in strict and "APFEL" in strict
    assert type(strict) is Lexicon and strict.title == lexicon.title and len(strict) == len(STATIC)
    assert for_rules(lexicon, compound_words=True) is lexicon
    assert for_rules(STATIC, compound_words=False) is STATIC


def test_the_rules_card_names_the_switch() -> None:
    on = catalog.load_rules()
    off = on.with_changes(compound_words=False)
    assert "compound" in dict(rule_switches(on))["compounds"]
    mine, default = next(d for d in rule_differences(off, on) if "compound" in d[0])
    assert "only words of the word list" in mine and "hunspell" in default
