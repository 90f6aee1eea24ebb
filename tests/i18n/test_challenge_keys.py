"""The challenge window's two answers, a (accept) and c (challenge), in every
interface language: no answer's word begins with the other answer's key. A German
player read "a: annehmen · c: anfechten" and could take a for anfechten."""

from __future__ import annotations

import pytest

from lexitile.i18n import _, set_ui_language
from lexitile.tui.screens.challenge import ChallengeWindowScreen

ANSWER_KEYS = ("a", "c")


def clashes(pairs: dict[str, str]) -> list[str]:
    """The answers whose word begins with another answer's key."""
    return [
        f"{key}: {word}"
        for key, word in pairs.items()
        if any(word.lower().startswith(other) for other in pairs if other != key)
    ]


@pytest.mark.parametrize("language", ["en", "de", "pt_BR"])
def test_no_answer_word_begins_with_the_other_answers_key(language):
    set_ui_language(language)
    hint = _("a: accept · c: challenge")
    in_the_window = dict(part.split(": ", 1) for part in hint.split(" · "))
    assert set(in_the_window) == set(ANSWER_KEYS)
    assert clashes(in_the_window) == []
    in_the_footer = {b.key: _(b.description) for b in ChallengeWindowScreen.BINDINGS if b.key in ANSWER_KEYS}
    assert set(in_the_footer) == set(ANSWER_KEYS)
    assert clashes(in_the_footer) == []
