"""Each kind of turn with exact boards, hands, bag and the display of played action
tiles (facts §3 points 3-5 and 10; BrettspielWelt rule text 001)."""

from __future__ import annotations

import pytest
from crosswise_helpers import position, tiles

from lexitile.errors import LexitileError
from lexitile.games.crosswise.board import board_to_text, parse_square
from lexitile.games.crosswise.errors import IllegalTurnError, TurnReason
from lexitile.games.crosswise.moves import MoveTile, Pass, PlaceTile, RemoveTile, ReplaceTile, SwapTiles

BOARD = """
O.....
.X....
......
......
......
......
"""


def names(game, ids):
    return [game.components.name(t) for t in ids]


def sq(text):
    return parse_square(text)


def test_place_a_symbol_on_any_empty_square_then_draw_one(comps):
    g = position(BOARD, ["star sun mover remover", "cross cross cross cross"], bag="triangle square")
    turn = g.play(PlaceTile(comps.tile("star"), sq("F6")))  # no adjacency needed
    assert board_to_text(g.board, comps).splitlines()[5] == ".....S"
    assert names(g, g.hands[0]) == ["sun", "mover", "remover", "triangle"]
    assert names(g, turn.drawn) == ["triangle"]
    assert names(g, g.bag[:1]) == ["square"]
    assert len(g.bag) == 54 - 2 - 8 - 1  # 2 on the board, 4 + 4 in hands, 1 drawn
    assert g.seat == 1
    assert sum(g.played) == 0  # a symbol is no action tile


def test_mover_moves_a_tile_to_an_empty_square(comps):
    g = position(BOARD, ["mover sun sun sun", "cross cross cross cross"], bag="triangle square")
    turn = g.play(MoveTile(sq("A1"), sq("F6")))
    text = board_to_text(g.board, comps).splitlines()
    assert text[0] == "......" and text[5] == ".....O" and text[1] == ".X...."
    assert names(g, g.hands[0]) == ["sun", "sun", "sun", "triangle"]
    assert g.played[comps.tile("mover")] == 1  # shown as played, not on the board
    assert turn.tile == comps.tile("mover") and turn.taken == -1


def test_remover_takes_a_tile_into_the_hand_and_draws_nothing(comps):
    g = position(BOARD, ["remover sun sun sun", "cross cross cross cross"], bag="triangle square")
    turn = g.play(RemoveTile(sq("B2")))
    assert board_to_text(g.board, comps).splitlines()[1] == "......"
    assert names(g, g.hands[0]) == ["sun", "sun", "sun", "cross"]
    assert turn.drawn == ()  # the hand is already full again (hall9000; C drawToken)
    assert names(g, g.bag[:2]) == ["triangle", "square"]
    assert g.played[comps.tile("remover")] == 1


def test_replacer_exchanges_a_board_tile_with_a_hand_symbol(comps):
    g = position(BOARD, ["replacer star sun sun", "cross cross cross cross"], bag="triangle square")
    turn = g.play(ReplaceTile(sq("B2"), comps.tile("star")))
    assert board_to_text(g.board, comps).splitlines()[1] == ".S...."
    assert names(g, g.hands[0]) == ["sun", "sun", "cross", "triangle"]
    assert names(g, turn.drawn) == ["triangle"]
    assert turn.taken == comps.tile("cross")
    assert g.played[comps.tile("replacer")] == 1


def test_swapper_exchanges_two_board_tiles(comps):
    g = position(BOARD, ["swapper sun sun sun", "cross cross cross cross"], bag="triangle square")
    g.play(SwapTiles(sq("A1"), sq("B2")))
    text = board_to_text(g.board, comps).splitlines()
    assert text[0] == "X....." and text[1] == ".O...."
    assert names(g, g.hands[0]) == ["sun", "sun", "sun", "triangle"]
    assert g.played[comps.tile("swapper")] == 1


def test_empty_bag_no_draw_and_play_goes_on(comps):
    from lexitile.games.crosswise.game import Game
    from lexitile.games.crosswise.robots import RandomRobot

    g = Game(comps, ["Ann", "Bo"], seed=3)
    robot = RandomRobot(3)
    while g.bag and not g.is_over:
        g.play(robot.choose(g))
    if g.is_over:
        pytest.skip("seed 3 ended before the bag ran out")
    before = len(g.hand)
    turn = g.play(next(m for m in g.legal_moves() if isinstance(m, PlaceTile)))
    assert turn.drawn == ()
    assert len(g.hands[turn.seat]) == before - 1


@pytest.mark.parametrize(
    ("hand", "move", "reason"),
    [
        ("sun sun sun sun", PlaceTile(5, 0), TurnReason.NOT_IN_HAND),  # no star
        ("sun sun sun sun", PlaceTile(0, 0), TurnReason.OCCUPIED),  # A1 taken
        ("mover sun sun sun", PlaceTile(7, 3), TurnReason.NOT_A_SYMBOL),  # a mover is not placed
        ("sun sun sun sun", RemoveTile(0), TurnReason.NOT_IN_HAND),  # no remover
        ("remover sun sun sun", RemoveTile(2), TurnReason.EMPTY_SQUARE),
        ("mover sun sun sun", MoveTile(0, 7), TurnReason.OCCUPIED),  # B2 taken
        ("mover sun sun sun", MoveTile(2, 3), TurnReason.EMPTY_SQUARE),
        ("mover sun sun sun", MoveTile(0, 0), TurnReason.SAME_SQUARE),
        ("swapper sun sun sun", SwapTiles(0, 0), TurnReason.SAME_SQUARE),
        ("swapper sun sun sun", SwapTiles(0, 2), TurnReason.EMPTY_SQUARE),
        ("replacer mover", ReplaceTile(0, 0), TurnReason.NOT_IN_HAND),  # no symbol to put down
        ("replacer sun", ReplaceTile(2, 0), TurnReason.EMPTY_SQUARE),
        ("replacer sun", ReplaceTile(0, 7), TurnReason.NOT_A_SYMBOL),
        ("sun sun sun sun", PlaceTile(0, 36), TurnReason.OFF_BOARD),
        ("sun sun sun sun", Pass(), TurnReason.MUST_PLAY),
    ],
)
def test_illegal_turns_are_refused_with_a_reason_and_change_nothing(comps, hand, move, reason):
    g = position(BOARD, [hand, "cross cross cross cross"])
    before = (list(g.board), [list(h) for h in g.hands], list(g.bag), g.seat)
    with pytest.raises(IllegalTurnError) as info:
        g.play(move)
    assert info.value.reason is reason
    assert isinstance(info.value, LexitileError)
    assert (list(g.board), [list(h) for h in g.hands], list(g.bag), g.seat) == before


def test_messages_name_squares_and_tiles(comps):
    g = position(BOARD, ["sun sun sun sun", "cross"])
    with pytest.raises(IllegalTurnError, match=r"A1 is occupied \(sun\)"):
        g.play(PlaceTile(comps.tile("sun"), sq("A1")))
    g = position(BOARD, ["remover", "cross"])
    with pytest.raises(IllegalTurnError, match="C3 is empty: a remover works on a tile on the board"):
        g.play(RemoveTile(sq("C3")))


def test_action_tiles_need_tiles_on_the_board(comps):
    # J preconditions: any action needs >= 1 board tile; swapper >= 2; replacer a symbol in hand.
    g = position("......\n" * 6, ["mover remover swapper replacer", "sun"])
    assert not g.has_legal_move()
    assert g.legal_moves() == [Pass()]
    one = "O.....\n" + "......\n" * 5
    g = position(one, ["swapper", "sun"])
    assert not g.has_legal_move()
    g = position(one, ["replacer", "sun"])
    assert not g.has_legal_move()  # no symbol in hand
    g = position(one, ["remover", "sun"])
    assert g.legal_moves() == [RemoveTile(0)]


def test_legal_moves_counts(comps):
    g = position(BOARD, ["sun star mover swapper", "cross"])
    moves = g.legal_moves()
    places = [m for m in moves if isinstance(m, PlaceTile)]
    assert len(places) == 2 * 34  # two kinds of symbol x 34 empty squares
    assert len([m for m in moves if isinstance(m, MoveTile)]) == 2 * 34
    assert [m for m in moves if isinstance(m, SwapTiles)] == [SwapTiles(0, 7)]
    for m in moves:
        g.check(m)  # every listed turn is legal


def test_undo_restores_everything(comps):
    g = position(BOARD, ["remover sun sun sun", "cross cross cross cross"], bag="triangle square")
    state = (list(g.board), [list(h) for h in g.hands], list(g.bag), list(g.played), g.seat)
    g.play(RemoveTile(sq("A1")))
    g.undo()
    assert (list(g.board), [list(h) for h in g.hands], list(g.bag), list(g.played), g.seat) == state
    assert g.history == []
    with pytest.raises(IndexError):
        g.undo()


def test_effect_shows_both_lines(comps):
    g = position(
        """
        OO....
        ......
        O.....
        ......
        ......
        ......
        """,
        ["sun", "cross"],
    )
    eff = g.effect(PlaceTile(comps.tile("sun"), sq("A2")))
    changes = {str(c.line): (c.before, c.after) for c in eff.changes}
    assert changes == {"row 2": (0, 0), "column A": (1, 3)}
    assert (eff.columns_before, eff.columns_after, eff.rows_before, eff.rows_after) == (1, 3, 1, 1)
    eff = g.effect(PlaceTile(comps.tile("sun"), sq("C1")))
    assert {str(c.line): (c.before, c.after) for c in eff.changes} == {"row 1": (1, 3), "column C": (0, 0)}
    assert tiles("sun") == [0]
