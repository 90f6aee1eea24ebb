"""One name per concept in each interface language: the footer key, the button and the
list's title name the saved games with the same word (a new player read "Spielstände",
"Gespeicherte Spiele" and "Gespeicherte Partien" on three screens of one feature)."""

from __future__ import annotations

import pytest

from lexitile.i18n import _, set_ui_language

#: the texts that name the saved games, and the word each language names them with
SAVED_GAMES = ("Saved games", "Saved games…", "Saved games of every kind (most recent first)")


@pytest.mark.parametrize(("language", "noun"), [("en", "games"), ("de", "Partien"), ("pt_BR", "Partidas")])
def test_the_saved_games_have_one_name(language, noun):
    set_ui_language(language)
    assert all(noun in _(text) for text in SAVED_GAMES), [_(text) for text in SAVED_GAMES]
