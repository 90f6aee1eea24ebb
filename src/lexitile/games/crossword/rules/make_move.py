"""A :class:`~lexitile.games.crossword.rules.move.BoardMove` made in the rules engine: the
one place a move value becomes a turn of a :class:`~lexitile.games.crossword.rules.game.Game`."""

from __future__ import annotations

from lexitile.games.crossword.rules.events import Event
from lexitile.games.crossword.rules.game import Game
from lexitile.games.crossword.rules.move import BoardMove, MoveKind
from lexitile.games.crossword.rules.placement import Placement, placement_from_notation

__all__ = ["make_move", "move_placement"]


def move_placement(game: Game, move: BoardMove) -> Placement:
    """The new tiles of a play on the game's board, in the move's direction (which
    decides a one-tile play's main word).

    Raises:
        MoveSyntaxError: a ``.`` on an empty square, a letter over a different tile, or
            the word runs off the board
            (:func:`~lexitile.games.crossword.rules.placement.placement_from_notation`).
        ValueError: the move is not a play.
    """
    if move.kind is not MoveKind.PLAY or move.coordinate is None:
        raise ValueError(f"{move}: only a play places tiles")
    return placement_from_notation(game.board, move.coordinate, move.word)


def make_move(game: Game, move: BoardMove) -> Event:
    """Make ``move`` for the seat on turn: a play (:meth:`Game.play`), an exchange
    (:meth:`Game.exchange`) or a pass (:meth:`Game.pass_turn`); returns the event.

    Raises:
        IllegalMoveError: the move is not allowed now (the game is unchanged).
        MoveSyntaxError: a play whose word does not fit the board (see
            :func:`move_placement`; the game is unchanged).
    """
    if move.kind is MoveKind.PLAY:
        return game.play(move_placement(game, move))
    if move.kind is MoveKind.EXCHANGE:
        return game.exchange(move.tiles)
    return game.pass_turn()
