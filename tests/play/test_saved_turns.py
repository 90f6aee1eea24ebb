"""A line of the board game's state file holds the one move value, ``BoardMove``: it
converts to the file's JSON shape and back without losing anything, and a play's
notation that does not name its tiles gives way to the tiles."""

from __future__ import annotations

import json

import pytest
from hypothesis import given
from hypothesis import strategies as st

from lexitile.games.crossword.rules.coords import Coordinate, Direction
from lexitile.games.crossword.rules.move import BoardMove, MoveKind
from lexitile.savegame import SavedTurn

LETTERS = "ABCDEFGHIJKLMNOPQRSTUVWXYZÄÖÜÇ"


@st.composite
def plays(draw: st.DrawFn) -> BoardMove:
    direction = draw(st.sampled_from(Direction))
    length = draw(st.integers(1, 15))
    row = draw(st.integers(0, 14 if direction is Direction.ACROSS else 15 - length))
    col = draw(st.integers(0, 15 - length if direction is Direction.ACROSS else 14))
    squares = st.sampled_from([*LETTERS, *LETTERS.lower(), "."])
    word = draw(st.lists(squares, min_size=length, max_size=length).filter(lambda w: set(w) != {"."}))
    return BoardMove.play(Coordinate(row, col, direction), "".join(word))


@st.composite
def turns(draw: st.DrawFn) -> SavedTurn:
    seat = draw(st.integers(0, 3))
    kind = draw(st.sampled_from(["play", "exchange", "paid-exchange", "pass", "challenge", "accept", "time"]))
    if kind == "play":
        move = draw(plays())
        typed = draw(st.sampled_from([None, Direction.ACROSS, Direction.DOWN]))
        return SavedTurn(kind, seat, move, typed, draw(st.integers(0, 2000)))
    if kind in ("exchange", "paid-exchange"):
        tiles = draw(st.text(alphabet=LETTERS + "?", min_size=1, max_size=7))
        score = draw(st.integers(-100, -5)) if kind == "paid-exchange" else 0
        return SavedTurn(kind, seat, BoardMove.exchange(tiles), score=score)
    if kind == "pass":
        return SavedTurn(kind, seat, BoardMove.pass_())
    if kind == "challenge":
        return SavedTurn.challenge(seat, draw(st.lists(st.text(alphabet=LETTERS, min_size=2, max_size=8), max_size=3)))
    if kind == "accept":
        return SavedTurn.accept(seat)
    return SavedTurn.time(draw(st.lists(st.integers(0, 500), min_size=2, max_size=4)))


@given(turns())
def test_every_line_reads_back_from_the_file_shape(turn: SavedTurn) -> None:
    data = json.loads(json.dumps(turn.to_json(), ensure_ascii=False))
    assert SavedTurn.from_json(data) == turn
    assert data["notation"] == turn.notation
    if turn.move is not None:
        assert data["notation"] == str(turn.move)


@given(plays(), st.sampled_from([None, Direction.ACROSS, Direction.DOWN]))
def test_a_play_line_places_the_moves_tiles_in_the_typed_direction(move: BoardMove, typed: Direction | None) -> None:
    turn = SavedTurn("play", 0, move, typed, 10)
    assert turn.placement.tiles == move.placement.tiles
    assert turn.placement.direction is typed
    assert [tuple(t) for t in turn.to_json()["tiles"]] == list(move.placement.tiles)


def test_a_notation_that_does_not_name_the_tiles_gives_way_to_the_tiles() -> None:
    """An older dialect spells played-through tiles out (``8D JOKER`` over JO): the
    tiles in the file are what the replay goes by."""
    line = {"kind": "play", "seat": 1, "tiles": [[7, 5, "K"], [7, 6, "E"], [7, 7, "R"]], "direction": "across"}
    turn = SavedTurn.from_json({**line, "notation": "8D JOKER", "score": 14})
    assert turn.move == BoardMove.parse("8F KER")
    assert turn.placement.tiles == ((7, 5, "K"), (7, 6, "E"), (7, 7, "R"))
    gap = SavedTurn.from_json({**line, "tiles": [[3, 4, "A"], [5, 4, "b"]], "direction": None})
    assert str(gap.move) == "E4 A.b" and gap.typed is None
    assert SavedTurn.from_json({**line, "tiles": [[3, 4, "A"]], "direction": "down"}).move == BoardMove.parse("E4 A")


@pytest.mark.parametrize(
    ("line", "message"),
    [
        ({"kind": "play", "seat": 0, "tiles": [], "notation": ""}, "without tiles"),
        ({"kind": "play", "seat": 0, "tiles": [[1, 1, "A"], [2, 2, "B"]]}, "one line"),
        ({"kind": "play", "seat": 0, "tiles": [[1, 1, "A"]], "direction": "up"}, "direction"),
        ({"kind": "exchange", "seat": 0, "exchanged": ""}, "exchange names its tiles"),
        ({"kind": "teleport", "seat": 0}, "unknown move kind"),
    ],
)
def test_a_malformed_line_is_refused(line: dict[str, object], message: str) -> None:
    with pytest.raises(ValueError, match=message):
        SavedTurn.from_json(line)


def test_a_line_and_its_move_must_agree() -> None:
    with pytest.raises(ValueError, match="needs"):
        SavedTurn("play", 0)
    with pytest.raises(ValueError, match="has no"):
        SavedTurn("accept", 0, BoardMove.pass_())
    with pytest.raises(ValueError, match="holds the move"):
        SavedTurn("exchange", 0, BoardMove.pass_())
    assert SavedTurn("paid-exchange", 0, BoardMove.exchange("QU"), score=-5).move.kind is MoveKind.EXCHANGE
