"""Which turns are legal in Crosswise: the checks of one turn, every legal turn, and
whether a hand can play at all.

Pure functions of the components, the board (a list of tile ids, :data:`EMPTY` for an
empty square) and the hand of the seat on turn; :class:`~lexitile.games.crosswise.game.Game`
calls them for the seat on turn. Rules and their sources: ``docs/crosswise.md`` and
:mod:`lexitile.games.crosswise.game` (a symbol goes on an empty square; a mover moves a
tile to an empty square; remover, swapper and replacer work on tiles on the board; a
pass only with no legal turn).
"""

from __future__ import annotations

from collections.abc import Sequence

from lexitile.games.crosswise.board import square_name
from lexitile.games.crosswise.components import EMPTY, Action, Components
from lexitile.games.crosswise.errors import IllegalTurnError, TurnReason
from lexitile.games.crosswise.moves import (
    Move,
    MoveTile,
    Pass,
    PlaceTile,
    RemoveTile,
    ReplaceTile,
    SwapTiles,
    squares_of,
)

__all__ = ["check_turn", "has_legal_move", "legal_moves"]


def has_legal_move(comps: Components, board: Sequence[int], hand: Sequence[int]) -> bool:
    """True when a seat holding ``hand`` can play some tile on ``board``."""
    filled = sum(1 for t in board if t != EMPTY)
    empty = comps.squares - filled
    has_symbol = any(comps.is_symbol(t) for t in hand)
    if has_symbol and empty:
        return True
    for t in hand:
        action = comps.action_of(t)
        if action is Action.MOVE and filled and empty:
            return True
        if action is Action.REMOVE and filled:
            return True
        if action is Action.SWAP and filled >= 2:
            return True
        if action is Action.REPLACE and filled and has_symbol:
            return True
    return False


def legal_moves(comps: Components, board: Sequence[int], hand: Sequence[int]) -> list[Move]:
    """Every legal turn of a seat holding ``hand``, in a fixed order: placements (by
    symbol id, then square), then per action tile held (by id) its targets by square;
    ``[Pass()]`` when nothing else is legal.

    Two turns that are the same on the board (e.g. swapping two alike tiles) are both
    listed: they are legal, just pointless.
    """
    empties = [i for i, t in enumerate(board) if t == EMPTY]
    occupied = [i for i, t in enumerate(board) if t != EMPTY]
    symbols = sorted({t for t in hand if comps.is_symbol(t)})
    moves: list[Move] = [PlaceTile(s, sq) for s in symbols for sq in empties]
    for tile in sorted(set(hand)):
        action = comps.action_of(tile)
        if action is Action.MOVE:
            moves.extend(MoveTile(a, b) for a in occupied for b in empties)
        elif action is Action.REMOVE:
            moves.extend(RemoveTile(a) for a in occupied)
        elif action is Action.SWAP:
            moves.extend(SwapTiles(a, b) for i, a in enumerate(occupied) for b in occupied[i + 1 :])
        elif action is Action.REPLACE:
            moves.extend(ReplaceTile(a, s) for a in occupied for s in symbols)
    return moves or [Pass()]


def check_turn(comps: Components, board: Sequence[int], hand: Sequence[int], move: Move) -> None:
    """Validate ``move`` for a seat holding ``hand`` (the game not over).

    Raises:
        IllegalTurnError: with the first rule broken: ``MUST_PLAY``
            (a pass while a tile can be played); ``NOT_IN_HAND`` (the tile or action
            tile is not in the hand); ``NOT_A_SYMBOL`` (placing or replacing with an
            action tile); ``OFF_BOARD``; ``SAME_SQUARE`` (mover or swapper with one
            square twice); ``OCCUPIED`` (a placement or move onto a tile);
            ``EMPTY_SQUARE`` (an action aimed at an empty square).
    """
    if isinstance(move, Pass):
        if has_legal_move(comps, board, hand):
            raise IllegalTurnError(
                TurnReason.MUST_PLAY, "you must play a tile: passing is only allowed with no legal turn"
            )
        return
    for sq in squares_of(move):
        if not 0 <= sq < comps.squares:
            raise IllegalTurnError(TurnReason.OFF_BOARD, f"square {sq} is off the board", fields={"square": sq})
    if isinstance(move, PlaceTile | ReplaceTile):
        if not comps.is_symbol(move.symbol):
            what = "placed" if isinstance(move, PlaceTile) else "put on the board by a replacer"
            raise IllegalTurnError(
                TurnReason.NOT_A_SYMBOL,
                f"{comps.name(move.symbol)} cannot be {what}: it is not a symbol",
                fields={"tile": comps.name(move.symbol)},
                code="crosswise.not-a-symbol" if isinstance(move, PlaceTile) else "crosswise.replacer-not-a-symbol",
            )
        if move.symbol not in hand:
            raise IllegalTurnError(
                TurnReason.NOT_IN_HAND,
                f"no {comps.name(move.symbol)} in your hand",
                fields={"tile": comps.name(move.symbol)},
            )
    if isinstance(move, PlaceTile):
        if board[move.square] != EMPTY:
            there = comps.name(board[move.square])
            raise IllegalTurnError(
                TurnReason.OCCUPIED,
                f"{_square(comps, move.square)} is occupied ({there}): a symbol goes on an empty square",
                fields={"square": _square(comps, move.square), "tile": there},
            )
        return
    tile = comps.action_tile(move.action)
    if tile not in hand:
        raise IllegalTurnError(
            TurnReason.NOT_IN_HAND, f"no {comps.name(tile)} in your hand", fields={"tile": comps.name(tile)}
        )
    if isinstance(move, MoveTile | SwapTiles):
        a, b = squares_of(move)
        if a == b:
            raise IllegalTurnError(
                TurnReason.SAME_SQUARE,
                f"a {comps.name(tile)} needs two different squares, got {_square(comps, a)} twice",
                fields={"tile": comps.name(tile), "square": _square(comps, a)},
            )
    if isinstance(move, MoveTile):
        _need_tile(comps, board, move.source, tile)
        if board[move.target] != EMPTY:
            raise IllegalTurnError(
                TurnReason.OCCUPIED,
                f"{_square(comps, move.target)} is occupied: a mover moves a tile to an empty square",
                fields={"square": _square(comps, move.target)},
                code="crosswise.occupied-target",
            )
    elif isinstance(move, SwapTiles):
        _need_tile(comps, board, move.first, tile)
        _need_tile(comps, board, move.second, tile)
    else:
        _need_tile(comps, board, move.square, tile)


def _need_tile(comps: Components, board: Sequence[int], sq: int, tile: int) -> None:
    if board[sq] == EMPTY:
        raise IllegalTurnError(
            TurnReason.EMPTY_SQUARE,
            f"{_square(comps, sq)} is empty: a {comps.name(tile)} works on a tile on the board",
            fields={"square": _square(comps, sq), "tile": comps.name(tile)},
        )


def _square(comps: Components, sq: int) -> str:
    """A square's name on this board (``"C3"``)."""
    return square_name(sq, comps.size)
