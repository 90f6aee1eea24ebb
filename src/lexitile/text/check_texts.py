"""The wording of ``lexitile check``'s verdicts (codes ``check.*``): valid, valid as a
compound, not valid, and why a text can never be a word (the reasons of
:func:`lexitile.lexicon.why_not_word`). The English templates give the lines
``lexitile check`` has always printed. Also why a word list named cannot be used
(codes ``lexicon.*``, :mod:`lexitile.lexicon.store`)."""

from __future__ import annotations

from lexitile.i18n import N_
from lexitile.text.templates import Template

#: ``{list}`` is a word list's title: a built-in list's is worded in the interface
#: language (its catalog context, :data:`lexitile.lexicon.store.TITLE_CONTEXT`).
_LIST_TITLE = {"list": "word list title"}

TEMPLATES: dict[str, Template] = {
    "check.valid": Template(N_("valid")),
    "check.valid-compound": Template(N_("valid (compound)")),
    "check.valid-attested": Template(N_("valid (attested compound)")),
    "check.not-valid": Template(N_("not valid")),
    "check.not-valid-because": Template(N_("not valid ({reason})")),
    # why a text can never be a word (the reason is itself a message of this area)
    "check.why-empty": Template(N_("empty")),
    "check.why-space": Template(N_("space")),
    "check.why-hyphen": Template(N_("hyphen")),
    "check.why-apostrophe": Template(N_("apostrophe")),
    "check.why-dot": Template(N_("dot")),
    "check.why-digit": Template(N_("digit")),
    "check.why-symbol": Template(N_("symbol")),
    "check.why-outside-alphabet": Template(N_("letters outside the alphabet")),
    "check.why-too-short": Template(N_("too short")),
    # why a verdict (lexitile check --why, the game's word box; lexitile.lexicon.why)
    "why.never": Template(N_("not valid: never a word ({reason})")),
    "why.listed": Template(
        N_("valid: in the word list {list} (a headword or one of its inflections)"), names=_LIST_TITLE
    ),
    "why.inflection": Template(
        N_("valid: in the word list {list}, an inflection of the headword {headword}"), names=_LIST_TITLE
    ),
    "why.name": Template(N_("not valid: a name (proper nouns are not allowed; the list's name filter)")),
    "why.abbreviation": Template(N_("not valid: no vowel (abbreviations and other strings without one are no words)")),
    "why.not-listed": Template(N_("not valid: not in the word list {list}"), names=_LIST_TITLE),
    "why.too-long": Template(
        N_("not valid: over {longest} letters, longer than any word of the list {list} (compound rule 'dictionary')"),
        names=_LIST_TITLE,
    ),
    "why.dictionary-only": Template(
        N_(
            "not valid: not in the word list {list}; compound rule 'dictionary' (the rule text): its "
            "headwords and their inflections only"
        ),
        names=_LIST_TITLE,
    ),
    "why.not-attested": Template(
        N_("not valid: not in the word list, and no running text attests it (house rule 'attested')")
    ),
    "why.attested": Template(
        N_("valid: a compound of listed words ({parts}) that running text attests (house rule 'attested')")
    ),
    "why.attested-unbuilt": Template(
        N_(
            "not valid: running text uses it, but hunspell's compounding rules do not build it from listed "
            "words (house rule 'attested')"
        )
    ),
    "why.attested-unsplit": Template(
        N_("valid: a compound that hunspell's rules build and running text attests (house rule 'attested')")
    ),
    "why.compound-unsplit": Template(N_("valid: a compound that hunspell's rules build (house rule 'free')")),
    "why.compound": Template(
        N_("valid: a compound that hunspell's rules build from listed words ({parts}) (house rule 'free')")
    ),
    "why.not-compound": Template(
        N_("not valid: not in the word list, and hunspell's compounding rules do not build it (house rule 'free')")
    ),
    "why.pending": Template(N_("not known yet: the compound dictionary is still loading")),
    # a word list named by a path that leads to no file (the file is named around it)
    "lexicon.no-such-file": Template(N_("no such word-list file")),
}
