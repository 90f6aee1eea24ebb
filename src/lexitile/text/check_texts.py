"""The wording of ``lexitile check``'s verdicts (codes ``check.*``): valid, valid as a
compound, not valid, and why a text can never be a word (the reasons of
:func:`lexitile.lexicon.why_not_word`). The English templates give the lines
``lexitile check`` has always printed. Also why a word list named cannot be used
(codes ``lexicon.*``, :mod:`lexitile.lexicon.store`)."""

from __future__ import annotations

from lexitile.i18n import N_
from lexitile.text.templates import Template

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
    # a word list named by a path that leads to no file (the file is named around it)
    "lexicon.no-such-file": Template(N_("no such word-list file")),
}
