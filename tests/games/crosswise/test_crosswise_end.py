"""The end of a game: six alike at once, a full board on points, a tie, stuck players
and the deal option (facts §3 points 7-9 and §4)."""

from __future__ import annotations

from crosswise_helpers import BSW_EXAMPLE, position

from lexitile.games.crosswise.board import Side, parse_square
from lexitile.games.crosswise.game import Game
from lexitile.games.crosswise.moves import MoveTile, Pass, PlaceTile, SwapTiles
from lexitile.games.crosswise.outcome import EndReason
from lexitile.games.crosswise.table import Deal, Stuck, TableRules


def sq(text):
    return parse_square(text)


def test_six_alike_in_your_own_line_wins_at_once(comps):
    # Ann (columns) completes column A with six suns.
    g = position(
        """
        OX....
        OT....
        OQ....
        OP....
        OS....
        ......
        """,
        ["sun cross cross cross", "star star star star"],
    )
    g.play(PlaceTile(comps.tile("sun"), sq("A6")))
    o = g.side_result
    assert o is not None and o.reason is EndReason.SIX
    assert o.winner is Side.COLUMNS
    assert [str(ln) for ln in o.six_lines] == ["column A"]
    assert o.columns == 9 and o.rows == 0  # the six counts 9 (sumof only)
    # ...but outside a sumof match it is shown as the win it is, not as 9 points
    assert o.won_by_six and str(o.six_line) == "column A"
    assert o.headline() == "Orange (columns) wins: six alike in column A"
    assert o.headline(with_points=True) == "Orange (columns) wins: six alike in column A (9 - 0)"


def test_a_six_made_in_the_opponents_line_makes_the_opponent_win(comps):
    # Ann (columns) swaps a sun into row 1, which is the rows side's line: Bo wins (C, J).
    g = position(
        """
        OOOOOX
        .....O
        ......
        ......
        ......
        ......
        """,
        ["swapper cross cross cross", "star star star star"],
    )
    g.play(SwapTiles(sq("F1"), sq("F2")))
    assert g.side_result.reason is EndReason.SIX
    assert g.side_result.winner is Side.ROWS
    assert g.side_result.headline() == "Green (rows) wins: six alike in row 1"


def test_sixes_for_both_sides_in_one_turn_the_side_that_moved_wins(comps):
    # Impossible with 7 copies of a symbol (a row and a column of one symbol need 11),
    # so this uses components with 11 copies: Bo (rows) moves the sun from F6 to A1 and
    # row 1 and column A both become six suns.
    from lexitile.games.crosswise.components import parse_components
    from lexitile.games.crosswise.files import crosswise_data_dir

    text = (crosswise_data_dir() / "standard.toml").read_text(encoding="utf-8")
    big = parse_components(text.replace("symbol_copies = 7", "symbol_copies = 11"))
    g = position(
        """
        .OOOOO
        O.....
        O.....
        O.....
        O.....
        O....O
        """,
        ["star star star star", "mover cross cross cross"],
        seat=1,
        comps=big,
    )
    g.play(MoveTile(sq("F6"), sq("A1")))
    assert g.side_result.reason is EndReason.SIX
    assert {str(ln) for ln in g.side_result.six_lines} == {"row 1", "column A"}
    assert g.side_result.winner is Side.ROWS
    assert str(g.side_result.six_line) == "row 1"  # the winner's line


def test_full_board_ends_the_game_and_the_higher_total_wins(comps):
    # The BrettspielWelt example board with E6 still empty: filling it ends the game 24 - 22.
    rows = BSW_EXAMPLE.split()
    rows[5] = rows[5][:4] + "." + rows[5][5:]
    last = comps.name(comps.tile(BSW_EXAMPLE.split()[5][4]))
    g = position("\n".join(rows), [f"{last} star", "mover"])
    g.play(PlaceTile(comps.tile(last), sq("E6")))
    o = g.side_result
    assert o.reason is EndReason.FULL
    assert (o.columns, o.rows) == (24, 22)
    assert o.winner is Side.COLUMNS
    assert not o.won_by_six and o.six_line is None
    assert o.headline() == "Orange (columns) wins on points: 24 - 22"


LATIN = "".join("".join("OXTQPS"[(r + c) % 6] for c in range(6)) + "\n" for r in range(6))
LATIN_BUT_ONE = LATIN[:-2] + ".\n"  # F6 empty; it holds a pentagon in the full square


def test_equal_totals_are_a_draw(comps):
    # Every row and every column six different: 36 - 36.
    g = position(LATIN_BUT_ONE, ["pentagon", "sun"])
    g.play(PlaceTile(comps.tile("pentagon"), sq("F6")))
    o = g.side_result
    assert o.reason is EndReason.FULL
    assert (o.columns, o.rows) == (36, 36)
    assert o.winner is None and o.is_draw


def test_no_turns_after_the_end(comps):
    import pytest

    from lexitile.games.crosswise.errors import IllegalTurnError, TurnReason

    g = position(LATIN_BUT_ONE, ["pentagon", "sun"])
    g.play(PlaceTile(comps.tile("pentagon"), sq("F6")))
    assert g.legal_moves() == []
    with pytest.raises(IllegalTurnError) as info:
        g.play(PlaceTile(comps.tile("sun"), sq("A1")))
    assert info.value.reason is TurnReason.GAME_OVER


def test_stuck_pass_the_player_passes_and_everybody_passing_ends_the_game(comps):
    g = position("......\n" * 6, ["mover mover", "remover swapper"])
    assert g.legal_moves() == [Pass()]
    g.play(Pass())
    assert not g.is_over and g.seat == 1
    g.play(Pass())
    assert g.side_result.reason is EndReason.BLOCKED
    assert g.side_result.is_draw  # 0 - 0


def test_stuck_pass_a_tile_played_resets_the_passes(comps):
    g = position("......\n" * 6, ["mover mover", "sun", "remover", "star"], seat=0)
    g.play(Pass())  # Ann
    g.play(PlaceTile(comps.tile("sun"), 0))  # Bo
    g.play(next(m for m in g.legal_moves() if m != Pass()))  # Cy removes the sun
    assert not g.is_over


def test_stuck_end_the_game_ends_on_points(comps):
    table = TableRules(stuck=Stuck.END)
    g = position("......\n" * 6, ["mover mover", "remover swapper"], table=table)
    assert g.side_result.reason is EndReason.STUCK
    g = position("O.....\n" + "......\n" * 5, ["sun", "replacer"], table=table, bag="")
    assert not g.is_over


def test_deal_no_action_only_hands(comps):
    actions = [comps.tile(n) for n in ("mover", "remover", "swapper", "replacer")]
    rest = list(comps.full_bag())
    for t in actions:
        rest.remove(t)
    bag = actions + rest  # Ann would be dealt four action tiles
    plain = Game(comps, ["Ann", "Bo"], bag=bag)
    assert plain.hands[0] == actions
    fh = Game(comps, ["Ann", "Bo"], table=TableRules(deal=Deal.NO_ACTION_ONLY), bag=bag)
    assert any(comps.is_symbol(t) for t in fh.hands[0])
    assert fh.bag[-4:] == actions  # went back under the bag
    assert sorted(fh.tile_counts().elements()) == comps.full_bag()
