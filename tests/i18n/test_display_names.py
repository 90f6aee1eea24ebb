"""The rules card names the built-in boards and tile sets for people, in the interface
language, not by their file names (standard15, portuguese_br)."""

from __future__ import annotations

import pytest

from lexitile.games.crossword import catalog
from lexitile.i18n import set_ui_language
from lexitile.resources import data_path
from lexitile.tui.describe import board_name, rule_switches, tileset_name


@pytest.mark.parametrize(
    ("language", "board", "tiles"),
    [
        ("en", "board standard, 15 columns x 15 rows", "tile set German, 102 tiles"),
        ("de", "Spielbrett Standard, 15 Spalten x 15 Zeilen", "Steinsatz Deutsch, 102 Steine"),
        ("pt_BR", "tabuleiro padrão, 15 colunas x 15 linhas", "conjunto de pedras alemão, 102 pedras"),
    ],
)
def test_the_rules_card_of_a_german_game(language, board, tiles):
    set_ui_language(language)
    switches = dict(rule_switches(catalog.load_rules(tiles="german")))
    assert switches["board"] == board
    assert switches["tiles"] == tiles


def test_every_built_in_board_and_tile_set_has_a_name_for_people():
    for path in data_path("tilesets").glob("*.txt"):
        assert tileset_name(path.stem) != path.stem
    for path in data_path("boards").glob("*.txt"):
        assert board_name(path.stem) != path.stem


def test_names_of_ones_own_stay_as_they_are():
    set_ui_language("pt_BR")
    assert tileset_name("portuguese_br") == "português do Brasil"
    assert board_name("my_board") == "my_board"
    assert tileset_name("klingon") == "klingon"


@pytest.mark.parametrize(("language", "ctrl"), [("en", "ctrl+"), ("de", "Strg+"), ("pt_BR", "Ctrl+")])
def test_the_rules_card_names_keys_as_the_keyboard_does(language, ctrl):
    from lexitile.tui.screens.help import rules_card

    set_ui_language(language)
    card = rules_card(catalog.load_rules()).plain
    assert f"{ctrl}s" in card and f"{ctrl}q" in card
    if ctrl != "ctrl+":
        assert "ctrl+" not in card


@pytest.mark.parametrize(("language", "label"), [("en", "(also DW)"), ("de", "(auch 2W)")])
def test_the_start_square_names_its_premium_as_the_board_does(language, label):
    """The board labels a double word 2W in German; the card's start square line must
    not fall back to the English DW."""
    from lexitile.tui.screens.help import rules_card

    set_ui_language(language)
    try:
        card = rules_card(catalog.load_rules()).plain
    finally:
        set_ui_language("en")
    assert label in card
