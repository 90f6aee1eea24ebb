"""Turns as values, with a canonical text form that round-trips.

A turn plays exactly one tile (BrettspielWelt Crosswise rules page; spieletest;
brettspiele-report: every player must play one tile per turn):

=========================  ==================================  ======================
value                      text                                rule
=========================  ==================================  ======================
``PlaceTile(sym, sq)``     ``star C3``                         a symbol on any empty
                                                               square (no adjacency)
``MoveTile(src, dst)``     ``mover C3 D4``                     mover: a board tile to
                                                               an empty square
``RemoveTile(sq)``         ``remover C3``                      remover: a board tile
                                                               into your hand
``ReplaceTile(sq, sym)``   ``replacer C3 star``                replacer: board tile
                                                               <-> hand symbol
``SwapTiles(a, b)``        ``swapper C3 D4``                   swapper: two board
                                                               tiles change places
``Pass()``                 ``pass``                            only with no legal
                                                               turn (our rule)
=========================  ==================================  ======================

Tile and action names come from the components (``data/crosswise/standard.toml``);
squares are ``C3`` (column letter, 1-based row).
"""

from __future__ import annotations

from dataclasses import dataclass

from lexitile.games.crosswise.board import parse_square, square_name
from lexitile.games.crosswise.components import Action, Components
from lexitile.games.crosswise.errors import NotationError


@dataclass(frozen=True, slots=True)
class PlaceTile:
    """Put a symbol tile from the hand on an empty square.

    Attributes:
        symbol: tile id of the symbol.
        square: 0-based flat square.
    """

    symbol: int
    square: int

    action = None


@dataclass(frozen=True, slots=True)
class MoveTile:
    """Play a mover: the tile on ``source`` moves to the empty square ``target``."""

    source: int
    target: int

    action = Action.MOVE


@dataclass(frozen=True, slots=True)
class RemoveTile:
    """Play a remover: the tile on ``square`` goes into the player's hand."""

    square: int

    action = Action.REMOVE


@dataclass(frozen=True, slots=True)
class ReplaceTile:
    """Play a replacer: the hand symbol ``symbol`` goes on ``square`` and the tile
    that was there goes into the player's hand."""

    square: int
    symbol: int

    action = Action.REPLACE


@dataclass(frozen=True, slots=True)
class SwapTiles:
    """Play a swapper: the tiles on squares ``first`` and ``second`` change places."""

    first: int
    second: int

    action = Action.SWAP


@dataclass(frozen=True, slots=True)
class Pass:
    """No tile played: allowed only when the player has no legal turn."""

    action = None


#: Any turn.
Move = PlaceTile | MoveTile | RemoveTile | ReplaceTile | SwapTiles | Pass


def squares_of(move: Move) -> tuple[int, ...]:
    """The board squares a turn changes (0, 1 or 2 of them)."""
    if isinstance(move, PlaceTile | RemoveTile | ReplaceTile):
        return (move.square,)
    if isinstance(move, MoveTile):
        return (move.source, move.target)
    if isinstance(move, SwapTiles):
        return (move.first, move.second)
    return ()


def format_move(move: Move, components: Components) -> str:
    """The canonical text of a turn (see the module table), e.g. ``"mover C3 D4"``."""
    size = components.size

    def sq(square: int) -> str:
        return square_name(square, size)

    if isinstance(move, PlaceTile):
        return f"{components.name(move.symbol)} {sq(move.square)}"
    if isinstance(move, Pass):
        return "pass"
    tile_name = components.name(components.action_tile(move.action))
    if isinstance(move, MoveTile):
        return f"{tile_name} {sq(move.source)} {sq(move.target)}"
    if isinstance(move, RemoveTile):
        return f"{tile_name} {sq(move.square)}"
    if isinstance(move, ReplaceTile):
        return f"{tile_name} {sq(move.square)} {components.name(move.symbol)}"
    if isinstance(move, SwapTiles):
        return f"{tile_name} {sq(move.first)} {sq(move.second)}"
    raise TypeError(f"not a move: {move!r}")


def parse_move(text: str, components: Components) -> Move:
    """Parse the text of a turn (any case, any spacing), the inverse of :func:`format_move`.

    Raises:
        NotationError: unknown tile name, wrong number of squares, a square off the
            board, or a replacer without a symbol (``"replacer C3"``).
    """
    words = text.split()
    if not words:
        raise NotationError("an empty turn: write e.g. 'star C3' or 'mover C3 D4'", text)
    if len(words) == 1 and words[0].lower() == "pass":
        return Pass()
    try:
        tile = components.tile(words[0])
    except KeyError:
        names = ", ".join(k.name for k in components.kinds)
        raise NotationError(f"{words[0]!r} is no tile (tiles: {names})", text) from None
    size = components.size
    args = words[1:]
    action = components.action_of(tile)
    want = {None: 1, Action.REMOVE: 1, Action.MOVE: 2, Action.SWAP: 2, Action.REPLACE: 2}[action]
    if len(args) != want:
        shape = {
            None: "SYMBOL SQUARE",
            Action.REMOVE: "remover SQUARE",
            Action.MOVE: "mover FROM TO",
            Action.SWAP: "swapper SQUARE SQUARE",
            Action.REPLACE: "replacer SQUARE SYMBOL",
        }[action]
        raise NotationError(f"{text!r}: expected {shape}", text)
    if action is None:
        return PlaceTile(tile, parse_square(args[0], size))
    if action is Action.REMOVE:
        return RemoveTile(parse_square(args[0], size))
    if action is Action.MOVE:
        return MoveTile(parse_square(args[0], size), parse_square(args[1], size))
    if action is Action.SWAP:
        return SwapTiles(parse_square(args[0], size), parse_square(args[1], size))
    try:
        symbol = components.tile(args[1])
    except KeyError:
        raise NotationError(f"{text!r}: {args[1]!r} is no tile", text) from None
    if not components.is_symbol(symbol):
        raise NotationError(f"{text!r}: a replacer puts a symbol on the board, not {args[1]!r}", text)
    return ReplaceTile(parse_square(args[0], size), symbol)
