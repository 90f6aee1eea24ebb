"""The language table (lexitile.languages): --lang picks lexicon and tile set together."""

from __future__ import annotations

import pytest

from lexitile.errors import UnknownNameError
from lexitile.games.crossword import catalog
from lexitile.languages import CODES, LANGUAGES, language_for, language_of_lexicon, resolve
from lexitile.lexicon import builtin_lexicons, language_code
from lexitile.lexicon.normalise import BUILTIN_CODES


def test_three_languages() -> None:
    assert CODES == ("en", "de", "pt")
    pt = language_for("pt")
    assert (pt.name, pt.lexicon, pt.tileset, pt.gcg_lexicon, pt.ui_locale) == (
        "Brazilian Portuguese",
        "pt_BR",
        "portuguese_br",
        "lexitile-pt_BR",
        "pt_BR",
    )
    de = language_for("de")
    assert (de.native, de.lexicon, de.tileset, de.ui_locale) == ("Deutsch", "de", "german", "de")


@pytest.mark.parametrize("language", LANGUAGES, ids=lambda lang: lang.code)
def test_every_entry_names_real_data(language) -> None:
    assert language.lexicon in BUILTIN_CODES
    assert language_code(language.lexicon) == language.lexicon
    assert language.lexicon in builtin_lexicons()
    tiles = catalog.load_tileset(language.tileset)
    assert tiles.total > 0
    assert catalog.load_tileset(language.code) == tiles  # the catalog's alias agrees


def test_tile_sets_have_the_language_letters() -> None:
    german = catalog.load_tileset(language_for("de").tileset)
    assert {"Ä", "Ö", "Ü"} <= set(german.letters)
    assert german.total == 102
    portuguese = catalog.load_tileset(language_for("pt").tileset)
    assert "Ç" in portuguese.letters
    assert portuguese.total == 120 and portuguese.counts["?"] == 3


@pytest.mark.parametrize(
    ("name", "code"),
    [("de", "de"), ("DE", "de"), ("german", "de"), ("Deutsch", "de"), ("pt", "pt"), ("pt_BR", "pt"),
     ("pt-br", "pt"), ("portuguese_br", "pt"), ("Português (Brasil)", "pt"), ("en", "en"),
     ("English", "en"), (" en ", "en"), ("lexitile-de", "de"), ("english", "en")],
)  # fmt: skip
def test_aliases(name: str, code: str) -> None:
    assert language_for(name).code == code


def test_unknown_language_lists_the_codes() -> None:
    with pytest.raises(UnknownNameError, match="en, de or pt"):
        language_for("klingon")


def test_language_of_lexicon() -> None:
    assert language_of_lexicon("pt_BR").code == "pt"
    assert language_of_lexicon("lexitile-de").code == "de"
    assert language_of_lexicon("de").code == "de"
    assert language_of_lexicon("NWL23") is None
    assert language_of_lexicon("german") is None  # a tile set name, not a lexicon


def test_resolve_lang_and_overrides() -> None:
    assert resolve("de") == ("de", "german")
    assert resolve("pt") == ("pt_BR", "portuguese_br")
    assert resolve("de", tiles="english") == ("de", "english")  # --tiles overrides
    assert resolve("de", lexicon="my.txt") == ("my.txt", "german")  # --lexicon overrides
    assert resolve(None) == ("en", None)  # no --lang: English, the rule set's own tiles
    assert resolve(None, lexicon="de") == ("de", None)
    with pytest.raises(UnknownNameError):
        resolve("xx")


def test_the_error_and_every_lang_help_name_the_same_codes(capsys) -> None:
    """``--lang xx`` is refused with the codes the help texts list, in the same words."""
    import argparse

    from lexitile import cli
    from lexitile.errors import UnknownNameError
    from lexitile.languages import CODES_TEXT, language_for

    with pytest.raises(UnknownNameError) as caught:
        language_for("xx")
    assert str(caught.value).endswith(CODES_TEXT)
    assert all(code in CODES_TEXT for code in ("en", "de", "pt"))
    helps = []
    for action in cli.build_parser()._actions:
        if isinstance(action, argparse._SubParsersAction):
            for name, sub in action.choices.items():
                for option in sub._actions:
                    if "--lang" in option.option_strings:
                        helps.append((name, option.help or "", option.metavar))
    assert len(helps) >= 3
    for name, text, metavar in helps:
        assert "pt_BR" not in text, (name, text)  # the interface language's code, not --lang's
        assert CODES_TEXT in text or metavar == "en|de|pt", (name, text, metavar)
