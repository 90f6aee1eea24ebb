"""The box contents as data (facts §1): exact counts from data/crosswise/standard.toml."""

from __future__ import annotations

from collections import Counter

import pytest

from lexitile.errors import LexitileError
from lexitile.games.crosswise.components import Action, parse_components
from lexitile.games.crosswise.errors import ComponentsError
from lexitile.games.crosswise.files import crosswise_data_dir, load_components, rules_card


def test_board_is_6_by_6(comps):
    assert comps.size == 6
    assert comps.squares == 36


def test_six_symbols_seven_each_four_actions_three_each_54_tiles(comps):
    assert [k.name for k in comps.symbols] == ["sun", "cross", "triangle", "square", "pentagon", "star"]
    assert {k.action for k in comps.actions} == set(Action)
    counts = Counter(comps.full_bag())
    assert all(counts[k.id] == 7 for k in comps.symbols)
    assert all(counts[k.id] == 3 for k in comps.actions)
    assert sum(counts[k.id] for k in comps.symbols) == 42
    assert sum(counts[k.id] for k in comps.actions) == 12
    assert comps.total == 54 == len(comps.full_bag())


def test_hands_of_four_and_six_for_the_lone_player(comps):
    assert comps.hand_size == 4
    assert comps.lone_hand_size == 6


def test_fh_wedel_codes(comps):
    # facts §1: 1-6 sun..star, 7 remover, 8 mover, 9 swapper, 10 replacer
    codes = {k.name: k.code for k in comps.kinds}
    assert codes == {
        "sun": 1,
        "cross": 2,
        "triangle": 3,
        "square": 4,
        "pentagon": 5,
        "star": 6,
        "remover": 7,
        "mover": 8,
        "swapper": 9,
        "replacer": 10,
    }


def test_scoring_table_from_data(comps):
    assert comps.all_different == 6
    assert comps.alike[2:] == (1, 3, 5, 7)
    assert comps.six_alike == 9


def test_names_and_letters_round_trip(comps):
    for kind in comps.kinds:
        assert comps.tile(kind.name) == kind.id
        assert comps.tile(kind.letter) == kind.id
        assert comps.tile(kind.name.upper()) == kind.id
    with pytest.raises(KeyError):
        comps.tile("hexagon")


def test_glyphs_are_one_cell(comps):
    from rich.cells import cell_len

    assert all(cell_len(k.glyph) == 1 for k in comps.kinds)


def _standard_text() -> str:
    return (crosswise_data_dir() / "standard.toml").read_text(encoding="utf-8")


@pytest.mark.parametrize(
    ("change", "message"),
    [
        (lambda t: t.replace("board_size = 6", "board_size = 7"), "7 different"),
        (lambda t: t.replace('action = "swap"', 'action = "fly"'), "action must be one of"),
        (lambda t: t.replace('action = "swap"', 'action = "move"'), "a second 'move'"),
        (lambda t: t.replace('letter = "S"', 'letter = "O"'), "share the letter O"),
        (lambda t: t.replace("\nhand_size = 4 ", "\nhand_size = 0 "), "hand_size"),
        (lambda t: t.replace("symbol_copies = 7", "symbol_copies = 'seven'"), "whole number"),
        (lambda t: t + "\n[[[", "not valid TOML"),
    ],
)
def test_bad_components_are_refused(change, message):
    with pytest.raises(ComponentsError, match=message) as info:
        parse_components(change(_standard_text()), "test.toml")
    assert isinstance(info.value, LexitileError)
    assert "test.toml" in str(info.value)


def test_missing_file_is_a_lexitile_error(tmp_path):
    with pytest.raises(ComponentsError, match="not found"):
        load_components(str(tmp_path / "nope.toml"))


def test_rules_card_documents_the_choices():
    card = rules_card()
    for needle in ("stuck", "no-action-only", "a draw", "match X", "sumof X", "whoever", "after the whole turn"):
        assert needle in card


def test_each_action_tile_has_a_name_and_what_it_does(comps):
    # the key to the glyphs of the played action tiles, for the screens and the rules card
    assert comps.action_legend() == (
        ("✖", "remover", "take one tile off the board into your own hand"),
        ("↦", "mover", "move one board tile to any empty square"),
        ("⇄", "swapper", "exchange the places of two board tiles"),
        ("⇅", "replacer", "exchange one board tile with a symbol tile from your hand"),
    )


def test_the_rules_card_keys_the_action_signs_and_explains_six_and_profi(comps):
    card = rules_card()
    for glyph, name, _ in comps.action_legend():
        assert f"{glyph} {name}" in card
    assert f"its line counts {comps.six_alike} in the sum" in card
    assert 'Not supported: the option "profi"' in card
    assert "--lone NAME" in card and "Orange (columns)" in card and "Green (rows)" in card
