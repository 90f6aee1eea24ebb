"""The draft: typing tiles onto the board, blanks, digits, taking back, rack order."""

from __future__ import annotations

import random

import pytest
from hypothesis import given
from hypothesis import strategies as st

from lexitile.games.crossword import catalog
from lexitile.games.crossword.rules.board import Board
from lexitile.games.crossword.rules.coords import Direction
from lexitile.play.draft import Draft, DraftError, reconcile_order, shuffled

RULES = catalog.load_rules("mattel")
TILES = RULES.tileset


def fresh(rows=("." * 15,) * 15) -> tuple[Board, Draft]:
    board = Board.from_rows(RULES.layout, list(rows))
    return board, Draft(board.rows, board.cols, board.layout.start)


def test_typing_places_rack_tiles_and_advances():
    board, draft = fresh()
    rack = list("ERZAGDO")
    for ch in "gazed":
        draft.type_key(board, rack, TILES, ch)
    assert [(t.row, t.col, t.tile) for t in draft.tiles] == [
        (7, 7, "G"),
        (7, 8, "A"),
        (7, 9, "Z"),
        (7, 10, "E"),
        (7, 11, "D"),
    ]
    assert draft.cursor == (7, 12)
    assert draft.used_slots == {4, 3, 2, 0, 5}
    assert draft.placement().letters == "GAZED"


def test_typing_skips_squares_already_covered():
    rows = ["." * 15] * 7 + ["......." + "CAT" + "....."] + ["." * 15] * 7
    board, draft = fresh(rows)
    draft.set_cursor(7, 5)
    rack = list("SSOXYZQ")
    draft.type_key(board, rack, TILES, "s")  # F8
    draft.type_key(board, rack, TILES, "o")  # G8, then the cursor jumps past CAT
    assert draft.cursor == (7, 10)
    draft.type_key(board, rack, TILES, "s")
    assert [(t.col, t.tile) for t in draft.tiles] == [(5, "S"), (6, "O"), (10, "S")]


def test_down_direction():
    board, draft = fresh()
    draft.toggle_direction()
    assert draft.direction is Direction.DOWN
    rack = list("DOGXXXX")
    for ch in "dog":
        draft.type_key(board, rack, TILES, ch)
    assert [(t.row, t.col) for t in draft.tiles] == [(7, 7), (8, 7), (9, 7)]
    assert draft.placement().direction is Direction.DOWN


def test_letter_not_on_rack_is_refused_with_hint_about_the_blank():
    board, draft = fresh()
    with pytest.raises(DraftError, match=r"no Q on the rack$"):
        draft.type_key(board, list("ABCDEFG"), TILES, "q")
    with pytest.raises(DraftError, match=r"type \? then Q \(or Shift\+Q\)"):
        draft.type_key(board, list("ABCDEF?"), TILES, "q")


def test_blank_by_question_mark_then_letter():
    board, draft = fresh()
    rack = list("L?AEITO")
    assert draft.type_key(board, rack, TILES, "?") is None
    assert draft.blank_slot == 1
    placed = draft.type_key(board, rack, TILES, "s")
    assert placed is not None and placed.tile == "s" and placed.slot == 1
    assert draft.blank_slot is None


def test_blank_by_shift_letter_only_when_the_rack_lacks_the_letter():
    board, draft = fresh()
    rack = list("L?AEITO")
    assert draft.type_key(board, rack, TILES, "S").tile == "s"  # no S: the blank
    assert draft.type_key(board, rack, TILES, "L").tile == "L"  # an L is on the rack


def test_digits_pick_rack_slots():
    board, draft = fresh()
    rack = list("L?AEITO")
    assert draft.type_key(board, rack, TILES, "7").tile == "O"
    assert draft.type_key(board, rack, TILES, "2") is None  # the blank waits for a letter
    assert draft.type_key(board, rack, TILES, "x").tile == "x"
    with pytest.raises(DraftError, match="already on the board"):
        draft.type_key(board, rack, TILES, "7")
    with pytest.raises(DraftError, match="no tile 9"):
        draft.type_key(board, rack, TILES, "9")


def test_no_room_at_the_edge():
    board, draft = fresh()
    draft.set_cursor(7, 14)
    rack = list("ABCDEFG")
    draft.type_key(board, rack, TILES, "a")
    assert not draft.cursor_on_board()
    with pytest.raises(DraftError, match="no room"):
        draft.type_key(board, rack, TILES, "b")


def test_take_back_and_recall():
    board, draft = fresh()
    rack = list("ERZAGDO")
    for ch in "gaz":
        draft.type_key(board, rack, TILES, ch)
    last = draft.take_back()
    assert last is not None and last.tile == "Z"
    assert draft.cursor == (7, 9)
    draft.recall()
    assert draft.tiles == [] and draft.cursor == (7, 7)
    assert draft.take_back() is None


def test_backspace_cancels_a_waiting_blank_first():
    board, draft = fresh()
    rack = list("L?AEITO")
    draft.type_key(board, rack, TILES, "l")
    draft.type_key(board, rack, TILES, "?")
    assert draft.take_back() is None and draft.blank_slot is None
    assert len(draft.tiles) == 1


def test_cursor_is_clamped():
    _board, draft = fresh()
    for _ in range(20):
        draft.move_cursor(-1, -1)
    assert draft.cursor == (0, 0)
    draft.set_cursor(99, 99)
    assert draft.cursor == (14, 14)


def test_reconcile_keeps_order_and_appends_new_tiles():
    assert reconcile_order(list("ABCDEFG"), list("GFXAY")) == list("AFGXY")
    assert reconcile_order([], list("QU")) == list("QU")
    assert reconcile_order(list("AAB"), list("BAC")) == list("ABC")


@given(st.lists(st.sampled_from("ABCDE?"), max_size=7), st.lists(st.sampled_from("ABCDE?"), max_size=7))
def test_reconcile_is_a_permutation_of_the_rack(order, rack):
    assert sorted(reconcile_order(order, rack)) == sorted(rack)


def test_shuffle_changes_order_but_not_tiles():
    order = list("ERZAGDO")
    new = shuffled(order, random.Random(3))
    assert sorted(new) == sorted(order) and new != order
    assert shuffled(list("EEE"), random.Random(1)) == list("EEE")
