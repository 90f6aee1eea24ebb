"""A reason that names a German compound rule names it as the new-game form does: a
German player saw "Komposita: belegt" in the form and "(Hausregel 'attested')" under
the word box, two names for one choice."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from lexitile.games.crossword.rules.config import CompoundRule
from lexitile.i18n import _, set_ui_language

TEMPLATE = Path(__file__).resolve().parents[2] / "src" / "lexitile" / "locale" / "lexitile.pot"


def messages_naming(rule: str) -> list[str]:
    """The interface's English messages that quote ``rule`` ('attested')."""
    ids = re.findall(r'^msgid "(.*)"$', TEMPLATE.read_text(encoding="utf-8"), re.MULTILINE)
    return [m.replace('\\"', '"') for m in ids if f"'{rule}'" in m]


@pytest.mark.parametrize("language", ["en", "de", "pt_BR"])
@pytest.mark.parametrize("rule", [r.value for r in CompoundRule])
def test_every_reason_names_the_rule_as_the_form_does(language: str, rule: str) -> None:
    messages = messages_naming(rule)
    assert messages, f"no message quotes '{rule}'"
    set_ui_language(language)
    form_label = _(f"Compounds: {rule}")
    name = form_label.split(": ", 1)[1]
    for message in messages:
        said = _(message)
        assert name in said, (said, form_label)
