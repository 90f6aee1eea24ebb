"""CGP positions (``lexitile.games.crossword.records.cgp``): Macondo's examples, round trips, games, errors."""

from __future__ import annotations

import random

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from lexitile.games.crossword.catalog import load_layout, load_rules, load_tileset
from lexitile.games.crossword.engine.automaton import Automaton
from lexitile.games.crossword.engine.movegen import generate_moves
from lexitile.games.crossword.records.cgp import (
    CgpError,
    CgpPosition,
    cgp_from_game,
    compress_row,
    format_cgp,
    parse_cgp,
)
from lexitile.games.crossword.rules.game import Game

EMPTY = "15/15/15/15/15/15/15/15/15/15/15/15/15/15/15 AELNOQT/ 0/0 0 lex NWL18; lm -2;"
MAVEN = (
    "5BERGS5/4PA3U5/2QAID3R5/3BEE3F2S2/1P1ET2VIATIC2/MA1TAW3c2H2/ES3IS2E2A2/AT1FOLIA4V2/"
    "LI1L1EX1E6/1N1O1D2N2Y3/1GNU2C1JETE3/2ER2OHO2N3/2O3GOY6/1INDOW1U7/4DORR7 IKLMTZ/AEINRU? 0/0 0 lex OSPD1;"
)


def test_macondo_readme_examples():
    p = parse_cgp(EMPTY)
    assert p.rows == ["." * 15] * 15
    assert p.racks == ["AELNOQT", ""]
    assert p.scores == [0, 0] and p.zeros == 0
    assert p.ops == [("lex", "NWL18"), ("lm", "-2")]
    assert p.lexicon == "NWL18"
    m = parse_cgp(MAVEN)
    assert m.rows[0] == ".....BERGS....."
    assert m.rows[5] == "MA.TAW...c..H.."  # lower case: a blank
    assert m.racks == ["IKLMTZ", "AEINRU?"]
    board = m.board(load_layout("standard15"))
    assert board.at(5, 9) == "c"
    m.check_tiles(load_tileset("english"))
    assert m.rules_names() == ("standard15", "english")


@pytest.mark.parametrize("text", [EMPTY, MAVEN])
def test_format_round_trips(text):
    assert format_cgp(parse_cgp(text)) == text


def test_unknown_operations_and_spacing_are_kept():
    p = parse_cgp("  15/15/15/15/15/15/15/15/15/15/15/15/15/15/15   A/B  12/-3   4   bb 40; xyz 1 2; gid abc;  ")
    assert p.scores == [12, -3] and p.zeros == 4
    assert p.ops == [("bb", "40"), ("xyz", "1 2"), ("gid", "abc")]
    assert p.bingo_bonus == 40
    assert format_cgp(p).endswith("bb 40; xyz 1 2; gid abc;")


@pytest.mark.parametrize(
    "text,message",
    [
        ("", "empty"),
        ("15/15 A/ 0/0", "at least 4"),
        ("15/7D7!/15 A/ 0/0 0", "neither a letter"),
        ("15/7[CH]6 A/ 0/0 0", "multi-character"),
        ("15/0/15 A/ 0/0 0", "bad run"),
        ("15 A1/ 0/0 0", "not a tile"),
        ("15 A/B/C 0/0 0", "3 racks but 2 scores"),
        ("15 A 0 0", "at least two players"),
        ("15 A/ x/0 0", "not a whole number"),
        ("15 A/ 0/0 z", "consecutive-zero"),
        ("15 A/ 0/0 0 lex NWL23", "must end with ';'"),
    ],
)
def test_bad_records_say_what_is_wrong(text, message):
    with pytest.raises(CgpError, match=message):
        parse_cgp(text)


def test_board_and_tiles_are_checked_against_the_rules():
    layout = load_layout("standard15")
    with pytest.raises(CgpError, match="rows"):
        parse_cgp("15/15 A/ 0/0 0").board(layout)
    with pytest.raises(CgpError, match="row 2 has 14"):
        parse_cgp("15/14/15/15/15/15/15/15/15/15/15/15/15/15/15 A/ 0/0 0").board(layout)
    with pytest.raises(CgpError, match="3 'Z' tiles"):
        parse_cgp("ZZ13/15/15/15/15/15/15/15/15/15/15/15/15/15/15 Z/ 0/0 0").check_tiles(load_tileset("english"))


def test_game_positions_round_trip():
    rules = load_rules("mattel")
    rng = random.Random(3)
    game = Game(rules, ["A", "B"], seed=9)
    # random legal plays from a small word list, then the position after each
    words = [
        "AT",
        "TA",
        "AS",
        "IS",
        "IT",
        "TI",
        "ON",
        "NO",
        "EN",
        "NE",
        "RE",
        "ER",
        "ES",
        "OR",
        "AN",
        "NA",
        "IN",
        "LA",
        "AL",
        "DE",
        "ED",
        "OD",
        "DO",
        "OE",
        "GO",
        "UT",
        "US",
        "UN",
        "NU",
        "MU",
        "UM",
    ]
    automaton = Automaton.build(sorted(set(words)))
    for _ in range(8):
        moves = generate_moves(game.board, game.rack, rules.tileset, automaton)
        if moves:
            game.play(rng.choice(moves).placement)
        else:
            game.pass_turn()
        if game.is_over:
            break
        text = cgp_from_game(game, "en")
        p = parse_cgp(text)
        assert p.rows == game.board.to_rows()
        assert p.racks[0] == "".join(sorted(game.rack)) and all(r == "" for r in p.racks[1:])
        assert p.scores == [game.scores[game.turn], game.scores[1 - game.turn]]
        assert p.zeros == game.scoreless
        assert p.lexicon == "en"
        assert format_cgp(p) == text
        assert p.board(rules.layout).squares == game.board.squares
        p.check_tiles(rules.tileset)
        assert sum(p.unseen(rules.tileset).values()) == len(game.bag) + len(game.racks[1 - game.turn])


def test_game_rule_operations():
    rules = load_rules("tournament")
    game = Game(rules, ["A", "B"], seed=1)
    text = cgp_from_game(game, all_racks=True)
    p = parse_cgp(text)
    assert all(len(r) == 7 for r in p.racks)
    assert p.op("mcnz") is None  # six, the default
    assert parse_cgp(cgp_from_game(Game(load_rules("mattel"), ["A", "B"], seed=1))).op("mcnz") == "4"  # 2 rounds x 2
    mattel3 = parse_cgp(cgp_from_game(Game(load_rules("mattel"), ["A", "B", "C"], seed=1)))
    assert mattel3.op("mcnz") is None  # 2 rounds x 3 players = 6
    assert len(mattel3.racks) == 3 and len(mattel3.scores) == 3
    super_game = Game(load_rules("mattel", board="super21", tiles="english_super"), ["A", "B"], seed=1)
    sp = parse_cgp(cgp_from_game(super_game))
    assert sp.rules_names() == ("super21", "english_super")
    assert len(sp.rows) == 21


@settings(max_examples=80, deadline=None)
@given(st.lists(st.text(alphabet=".ABCxyz", min_size=15, max_size=15), min_size=15, max_size=15))
def test_rows_compress_and_expand(rows):
    pos = CgpPosition(rows, ["AB", ""], [0, 0], 0, [])
    back = parse_cgp(format_cgp(pos))
    assert back.rows == rows
    for r in rows:
        assert "." not in compress_row(r)
