"""The German compound rule: which words beyond the built list a German game accepts.

The Mattel rule text for German allows only words that a recognised, current
dictionary lists as headwords ("als Stichworteintrag verzeichnet"), with their
inflections ("Beugungsformen"); an invented compound is no word there, however well
formed. German forms compounds freely, so tables often play by a house rule instead.
Three rules, named (``RuleSet.compound_words``):

* ``dictionary`` (the default of every German rule set, as the text says): the built
  list only. It stands in for the recognised dictionary: the igerman98 and
  ``de_DE_frami`` dictionaries' headwords, expanded with their inflections by their own
  affix rules, and the Wiktionary noun forms (``german-nouns``) the build reads; no
  compound is added that the dictionaries do not list.
* ``attested`` (a house rule): also a compound that hunspell's compounding rules build
  from listed words *and* that a large corpus of running text uses: the committed
  ``de_attested.txt.xz`` (built by ``tools/build_attested.py`` from wordfreq's large
  German list; no hunspell and no corpus at run time).
* ``free`` (a house rule, the behaviour before the rule had names): any compound
  hunspell's rules build from listed words (:class:`lexitile.lexicon.compounds.CompoundLexicon`).

Older files name no rule: a record without one in its ``lexitile:rules`` note, a state
file whose options say ``"compounds": true`` or nothing, a rule-set file with
``compound_words = true`` are all read as ``free`` (what they were played with);
``false`` is ``dictionary`` (:func:`compound_rule`).
"""

from __future__ import annotations

from enum import StrEnum

__all__ = ["DEFAULT_RULE", "LEGACY_RULE", "CompoundRule", "compound_rule"]


class CompoundRule(StrEnum):
    """The three compound rules (see the module docstring); the value is the name on
    the command line (``--compounds``), in rule-set files, state files and records."""

    DICTIONARY = "dictionary"
    ATTESTED = "attested"
    FREE = "free"


#: The rule of a German game that chooses none (the Mattel text: dictionary headwords).
DEFAULT_RULE = CompoundRule.DICTIONARY

#: The rule of a file written before the rule had names (it played by hunspell's rules).
LEGACY_RULE = CompoundRule.FREE

#: Spellings of the old on/off switch (``play --compounds on|off``, TOML booleans).
_SWITCH = {
    "on": CompoundRule.FREE,
    "true": CompoundRule.FREE,
    "off": CompoundRule.DICTIONARY,
    "false": CompoundRule.DICTIONARY,
}


def compound_rule(value: object) -> CompoundRule:
    """Read a compound rule from a file or the command line.

    Args:
        value: a rule name (``"dictionary"``, ``"attested"``, ``"free"``, any case), a
            boolean of an older file (``True`` → ``free``, ``False`` → ``dictionary``)
            or the old switch's ``"on"``/``"off"`` (same mapping).

    Returns:
        The rule.

    Raises:
        ValueError: anything else (the message names the three rules).
    """
    if isinstance(value, CompoundRule):
        return value
    if isinstance(value, bool):
        return CompoundRule.FREE if value else CompoundRule.DICTIONARY
    if isinstance(value, str):
        text = value.strip().lower()
        if text in _SWITCH:
            return _SWITCH[text]
        try:
            return CompoundRule(text)
        except ValueError:
            pass
    names = ", ".join(rule.value for rule in CompoundRule)
    raise ValueError(f"compound rule must be one of {names} (or on/off), got {value!r}")
