"""Placements: the tiles a play puts on the board, and their GCG notation.

A :class:`Placement` is what the player does: a set of new tiles on squares. The words
it forms are a consequence judged against the board (``8G FOR`` + tiles on D8, E8, F8
form ACEFOR whatever the player called it).

GCG notation (coordinates and the word field, see ``docs/gcg.md``): ``COORD WORD`` where COORD is the
square of the first letter of the whole main word (``8D`` across, ``D8`` down) and WORD
spells the whole word: upper case for rack tiles, lower case for blanks, ``.`` for a
tile already on the board. Old files spell played-through tiles out as letters instead
of ``.``; letters in parentheses are played-through too (``MID(LI)ST``).
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass

from lexitile.errors import IllegalMoveError, MoveSyntaxError, Reason
from lexitile.games.crossword.rules.board import Board
from lexitile.games.crossword.rules.coords import Coordinate, Direction, format_coordinate, parse_coordinate


@dataclass(frozen=True, slots=True)
class Placement:
    """New tiles placed in one play.

    Attributes:
        tiles: ``(row, col, tile)`` triples, 0-based, sorted by square; ``tile`` is an
            upper-case letter, a lower-case letter for a blank, or ``?`` for a blank not
            yet given a letter (always illegal, kept so the error can be reported).
        direction: the direction the play was written in; decides the main word of a
            one-tile play. ``None`` lets the engine choose.
    """

    tiles: tuple[tuple[int, int, str], ...]
    direction: Direction | None = None

    @classmethod
    def of(cls, tiles: Iterable[tuple[int, int, str]], direction: Direction | None = None) -> Placement:
        """Build a placement from any iterable of ``(row, col, tile)``, sorting it."""
        return cls(tuple(sorted(tiles)), direction)

    @property
    def letters(self) -> str:
        """The placed tiles as rack letters (blanks as lower case)."""
        return "".join(t for _, _, t in self.tiles)


def placement_from_notation(board: Board, coordinate: str | Coordinate, word: str) -> Placement:
    """Turn GCG notation (``8D``, ``JOKEr`` / ``J..LY`` / ``BEANLIKE``) into a placement.

    Played-through squares may be written as ``.``, as the letter already there (old
    dialect; a blank already there may be written in either case), or in parentheses.

    Raises:
        MoveSyntaxError: bad coordinate or characters, the word runs off the board, a
            ``.`` on an empty square, a letter that differs from the tile already there.
    """
    coord = coordinate if isinstance(coordinate, Coordinate) else parse_coordinate(coordinate, board.rows, board.cols)
    dr, dc = coord.direction.step
    r, c = coord.row, coord.col
    new: list[tuple[int, int, str]] = []
    in_parens = False
    length = 0
    for ch in word:
        if ch == "(":
            if in_parens:
                raise MoveSyntaxError(f"{word!r}: nested parentheses")
            in_parens = True
            continue
        if ch == ")":
            if not in_parens:
                raise MoveSyntaxError(f"{word!r}: unbalanced parenthesis")
            in_parens = False
            continue
        if not board.on_board(r, c):
            raise MoveSyntaxError(f"{coord} {word}: the word runs off the {board.cols}x{board.rows} board")
        there = board.at(r, c)
        if ch == ".":
            if there is None:
                raise MoveSyntaxError(
                    f"{coord} {word}: '.' at {format_coordinate(r, c, coord.direction)} but that square is empty"
                )
        elif there is not None:
            if ch.upper() != there.upper():
                raise MoveSyntaxError(
                    f"{coord} {word}: {ch!r} at square {format_coordinate(r, c, coord.direction)} but {there!r} is already there"
                )
        elif in_parens:
            raise MoveSyntaxError(f"{coord} {word}: parenthesised {ch!r} but that square is empty")
        elif ch.isalpha() or ch == "?":
            new.append((r, c, ch))
        else:
            raise MoveSyntaxError(f"{coord} {word}: {ch!r} is not a letter, a blank or '.'")
        length += 1
        r, c = r + dr, c + dc
    if in_parens:
        raise MoveSyntaxError(f"{word!r}: unbalanced parenthesis")
    if length == 0:
        raise MoveSyntaxError(f"{coord}: empty word")
    return Placement.of(new, coord.direction)


def main_direction(board: Board, placement: Placement) -> Direction:
    """The direction of the main word: the line of the tiles, or for one tile the
    written direction, else the direction in which it touches a tile (across first)."""
    tiles = placement.tiles
    if len(tiles) > 1:
        return Direction.ACROSS if tiles[0][0] == tiles[-1][0] else Direction.DOWN
    if placement.direction is not None:
        return placement.direction
    r, c, _ = tiles[0]
    if board.at(r, c - 1) is not None or board.at(r, c + 1) is not None:
        return Direction.ACROSS
    if board.at(r - 1, c) is not None or board.at(r + 1, c) is not None:
        return Direction.DOWN
    return Direction.ACROSS


def notation(board: Board, placement: Placement) -> tuple[str, str]:
    """GCG ``(COORD, WORD)`` of a placement on the board *before* it is made.

    The word runs the full length of the main word; played-through tiles are ``.``. A
    one-tile play has one canonical form whatever direction it was typed in: the
    direction in which the tile forms the longer word, across when both are equal
    (its score is the same either way: both words count).

    Raises:
        IllegalMoveError: for an empty placement.
    """
    if not placement.tiles:
        raise IllegalMoveError(Reason.NO_TILES, "a play must place at least one tile")
    extra = {r * board.cols + c: t for r, c, t in placement.tiles}
    r0, c0, _ = placement.tiles[0]
    if len(placement.tiles) == 1:
        across = board.word_extent(r0, c0, Direction.ACROSS, extra)
        down = board.word_extent(r0, c0, Direction.DOWN, extra)
        direction, extent = (Direction.DOWN, down) if len(down) > len(across) else (Direction.ACROSS, across)
    else:
        direction = main_direction(board, placement)
        extent = board.word_extent(r0, c0, direction, extra)
    first = extent[0]
    word = "".join(extra.get(i) or "." for i in extent)
    return format_coordinate(first // board.cols, first % board.cols, direction), word
