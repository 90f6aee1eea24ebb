"""Sides, hands and the turn order for 2, 3 and 4 players (facts §1, §3 points 1 and 6;
BrettspielWelt rule text 001; FH Wedel assignment A for who plays which side)."""

from __future__ import annotations

import pytest

from lexitile.games.crosswise.board import Side
from lexitile.games.crosswise.game import Game
from lexitile.games.crosswise.moves import PlaceTile


def play_symbols(game: Game, n: int) -> list[str]:
    """Make ``n`` placement turns; return who moved, in order."""
    movers = []
    for _ in range(n):
        movers.append(game.players[game.seat])
        move = next(m for m in game.legal_moves() if isinstance(m, PlaceTile))
        game.play(move)
    return movers


def test_two_players_one_side_each(comps):
    g = Game(comps, ["Ann", "Bo"], seed=1)
    assert [g.side_of(i) for i in range(2)] == [Side.COLUMNS, Side.ROWS]
    assert [len(h) for h in g.hands] == [4, 4]
    assert len(g.bag) == 54 - 8
    assert g.members(Side.COLUMNS) == ("Ann",) and g.members(Side.ROWS) == ("Bo",)


def test_four_players_partners_opposite(comps):
    g = Game(comps, ["Ann", "Bo", "Cy", "Di"], seed=1)
    assert g.members(Side.COLUMNS) == ("Ann", "Cy")
    assert g.members(Side.ROWS) == ("Bo", "Di")
    assert [len(h) for h in g.hands] == [4, 4, 4, 4]
    assert len(g.bag) == 54 - 16
    assert g.turn_order == (0, 1, 2, 3)


def test_three_players_the_lone_player_holds_six_and_moves_after_each_partner(comps):
    g = Game(comps, ["Ann", "Bo", "Cy"], seed=5)
    assert g.lone == 1
    assert g.members(Side.COLUMNS) == ("Ann", "Cy")
    assert g.members(Side.ROWS) == ("Bo",)
    assert [len(h) for h in g.hands] == [4, 6, 4]
    assert len(g.bag) == 54 - 14
    assert g.turn_order == (0, 1, 2, 1)
    movers = play_symbols(g, 9)
    assert movers == ["Ann", "Bo", "Cy", "Bo", "Ann", "Bo", "Cy", "Bo", "Ann"]
    assert [len(h) for h in g.hands] == [4, 6, 4]  # everybody drew back up


def test_dealing_follows_the_turn_order_from_the_bag(comps):
    g = Game(comps, ["Ann", "Bo", "Cy"], seed=9)
    bag = g.initial_bag
    assert g.hands[0] == list(bag[0:4])
    assert g.hands[1] == list(bag[4:10])
    assert g.hands[2] == list(bag[10:14])
    assert g.bag == list(bag[14:])


@pytest.mark.parametrize(
    ("players", "rotation", "first_movers"),
    [
        (2, 1, ["P1", "P0", "P1"]),
        (3, 1, ["P1", "P2", "P1", "P0", "P1"]),
        (3, 2, ["P2", "P1", "P0", "P1", "P2"]),
        (4, 3, ["P3", "P0", "P1", "P2"]),
    ],
)
def test_rotation_moves_the_start_round_the_table(comps, players, rotation, first_movers):
    g = Game(comps, [f"P{i}" for i in range(players)], seed=2, rotation=rotation)
    assert play_symbols(g, len(first_movers)) == first_movers


def test_same_seed_same_game(comps):
    a = Game(comps, ["Ann", "Bo"], seed=77)
    b = Game(comps, ["Ann", "Bo"], seed=77)
    assert a.initial_bag == b.initial_bag and a.hands == b.hands
    assert Game(comps, ["Ann", "Bo"], seed=78).initial_bag != a.initial_bag


@pytest.mark.parametrize(
    ("names", "message"),
    [
        (["Ann"], "2 to 4 players"),
        (["Ann", "Bo", "Cy", "Di", "Ed"], "2 to 4 players"),
        (["Ann", "ann"], "same name"),
        (["Ann", ""], "no name"),
        (["Ann", "B,o"], "contains ','"),
        (["Ann", "x" * 21], "longer than 20"),
    ],
)
def test_bad_player_lists(comps, names, message):
    with pytest.raises(ValueError, match=message):
        Game(comps, names, seed=1)


def test_three_players_the_table_chooses_the_lone_player(comps):
    from lexitile.games.crosswise.table import TableRules

    g = Game(comps, ["Ann", "Bo", "Cy"], TableRules(lone=1), seed=5)
    assert g.lone == 0
    assert g.members(Side.ROWS) == ("Ann",) and g.members(Side.COLUMNS) == ("Bo", "Cy")
    assert [len(h) for h in g.hands] == [6, 4, 4]
    assert g.turn_order == (1, 0, 2, 0)
    assert play_symbols(g, 6) == ["Bo", "Ann", "Cy", "Ann", "Bo", "Ann"]
    g = Game(comps, ["Ann", "Bo", "Cy"], TableRules(lone=3), seed=5)
    assert g.members(Side.ROWS) == ("Cy",) and [len(h) for h in g.hands] == [4, 4, 6]
    assert g.turn_order == (0, 2, 1, 2)
    # with 2 or 4 players the option changes nothing
    assert Game(comps, ["Ann", "Bo"], TableRules(lone=1), seed=5).members(Side.ROWS) == ("Bo",)


def test_the_lone_option_in_text_and_its_errors():
    from lexitile.games.crosswise.errors import NotationError
    from lexitile.games.crosswise.table import TableRules

    assert TableRules().to_text() == "stuck=pass deal=any"  # records written before read the same
    assert TableRules(lone=3).to_text() == "stuck=pass deal=any lone=3"
    assert TableRules.from_text("stuck=pass deal=any lone=1") == TableRules(lone=1)
    for bad in ("lone=4", "lone=x", "lone=0"):
        with pytest.raises(NotationError, match="choose the lone player 1, 2 or 3"):
            TableRules.from_text(bad)
    with pytest.raises(NotationError):
        TableRules(lone=5)
