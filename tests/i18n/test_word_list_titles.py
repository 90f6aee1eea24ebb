"""The built-in word lists' titles in the interface language (the new-game form's
word-list list, the game screen), while records keep the English title."""

from __future__ import annotations

from lexitile.i18n import set_ui_language
from lexitile.lexicon.store import BUILTIN_TITLES, lexicon_title, shown_title
from lexitile.tui.forms.crossword import word_list_choices


def test_the_form_lists_the_built_in_lists_in_german():
    set_ui_language("de")
    labels = [label for label, _ in word_list_choices()]
    assert "lexitile Deutsch, auf Grundlage von igerman98 und frami" in labels
    assert "lexitile Englisch, auf Grundlage von ENABLE und SCOWL" in labels
    assert not any("based on" in label for label in labels)


def test_portuguese_titles_and_other_lists_as_they_are():
    set_ui_language("pt_BR")
    assert shown_title(BUILTIN_TITLES["pt_BR"]) == "lexitile português brasileiro, baseado no VERO"
    assert shown_title("my-words") == "my-words"


def test_records_keep_the_english_title():
    set_ui_language("de")
    assert lexicon_title("de") == "lexitile German, based on igerman98 and frami"


def test_why_a_word_is_valid_names_a_built_in_list_in_the_interface_language():
    """F2 in a German game's word box said 'in der Wortliste lexitile German, based on
    igerman98 and frami': the reason named the list by its English title."""
    from lexitile.core.message import Message
    from lexitile.lexicon.store import TITLE_CONTEXT
    from lexitile.text.check_texts import TEMPLATES
    from lexitile.text.render import render

    listed = Message("why.listed", {"list": BUILTIN_TITLES["de"]})
    assert "lexitile Deutsch, auf Grundlage von igerman98 und frami" in render(listed, "de")
    assert "lexitile German, based on igerman98 and frami" in render(listed, "en")
    mine = Message("why.not-listed", {"list": "Replay"})  # a user's list keeps its name
    assert render(mine, "de").endswith("Replay")
    assert all(
        t.names == {"list": TITLE_CONTEXT}
        for code, t in TEMPLATES.items()
        if code.startswith("why.") and "{list}" in t.text
    )
