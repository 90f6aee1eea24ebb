"""The board game's one move value: its text round-trips, and the generator's tuple and
the engine's events convert to it without losing anything."""

from __future__ import annotations

import doctest

import pytest
from helpers import RULES, board_with
from hypothesis import given
from hypothesis import strategies as st

from lexitile.errors import MoveSyntaxError
from lexitile.games.crossword.catalog import load_rules
from lexitile.games.crossword.engine.automaton import Automaton
from lexitile.games.crossword.engine.movegen import generate_moves
from lexitile.games.crossword.rules import move as move_module
from lexitile.games.crossword.rules.coords import Coordinate, Direction
from lexitile.games.crossword.rules.events import EventKind
from lexitile.games.crossword.rules.game import Game
from lexitile.games.crossword.rules.move import BoardMove, MoveKind
from lexitile.games.crossword.rules.placement import placement_from_notation

# Letters of the three languages' tile sets (Kreuzwort's umlauts, Palavras' Ç).
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


exchanges = st.text(alphabet=LETTERS + "?", min_size=1, max_size=7).map(BoardMove.exchange)
moves = st.one_of(plays(), exchanges, st.just(BoardMove.pass_()))


@given(moves)
def test_every_move_reads_back_from_its_text(move: BoardMove) -> None:
    assert BoardMove.parse(str(move)) == move
    assert str(BoardMove.parse(str(move))) == str(move)


@given(plays())
def test_a_play_places_a_tile_for_every_square_that_is_not_played_through(move: BoardMove) -> None:
    placement = move.placement
    assert placement.letters == move.word.replace(".", "")
    assert len(move.rack_tiles) == len(placement.tiles)
    assert all(t == "?" or t.isupper() for t in move.rack_tiles)


@pytest.mark.parametrize(
    ("text", "expected"),
    [("8d JOKEr", "8D JOKEr"), ("  h8\tJ..LY ", "H8 J..LY"), ("-", "-"), ("-QO?", "-QO?")],
)
def test_case_and_spacing_are_made_canonical(text: str, expected: str) -> None:
    assert str(BoardMove.parse(text)) == expected


@pytest.mark.parametrize(
    "text",
    ["", "8D", "8D JO KE", "8D J0KE", "8D ...", "-qo", "-Q1", "8Y ABC", "Z99 AB", "0A A", "8D 8D"],
)
def test_text_that_is_no_move_is_refused_with_a_move_syntax_error(text: str) -> None:
    with pytest.raises(MoveSyntaxError):
        BoardMove.parse(text)


def test_only_a_play_has_a_placement() -> None:
    with pytest.raises(ValueError, match="only a play"):
        _ = BoardMove.exchange("QO").placement


def test_the_generators_moves_are_the_same_moves_as_their_notation() -> None:
    board = board_with("8D CRATE", "E5 HEART")
    lexicon = Automaton.build(sorted({"CRATE", "HEART", "CRATES", "TRACE", "CARET", "EAT", "TEA", "RATES", "STARE"}))
    generated = generate_moves(board, list("AEST?RC"), RULES.tileset, lexicon)
    assert generated
    for g in generated:
        move = g.move
        assert move.kind is MoveKind.PLAY
        assert str(move) == g.notation
        assert BoardMove.parse(g.notation) == move
        assert move.placement == g.placement
        assert move.placement.tiles == placement_from_notation(board, g.coordinate, g.word).tiles


def test_the_engines_events_give_the_move_that_was_made() -> None:
    game = Game(load_rules("mattel"), ["Ann", "Ben"], seed=3)
    tiles = "".join(game.rack[:2])
    exchanged = game.exchange(tiles)
    passed = game.pass_turn()
    assert exchanged.move == BoardMove.exchange(exchanged.tiles)
    assert passed.move == BoardMove.pass_()
    for event in game.history:
        if event.kind.is_turn:
            assert event.move is not None
            assert str(event.move) == event.move_text
        elif event.kind is not EventKind.PAID_EXCHANGE:
            assert event.move is None


def test_the_module_examples_hold() -> None:
    results = doctest.testmod(move_module)
    assert results.attempted > 0
    assert results.failed == 0
