"""Squares and GCG coordinates.

Internally rows and columns are 0-based; in text they are GCG coordinates with 1-based
row numbers and column letters A, B, ...: ``8D`` is row 8, column D, reading across;
``D8`` is the same square reading down (GCG coordinates, see ``docs/gcg.md``;
Macondo ``FromBoardGameCoords``, Quackle ``createPlaceMove``). Column letters are
case-insensitive on input and upper-case on output.
"""

from __future__ import annotations

import enum
import re
from dataclasses import dataclass

from lexitile.errors import MoveSyntaxError

COLUMN_LETTERS = "ABCDEFGHIJKLMNOPQRSTUVWXYZ"


class Direction(enum.Enum):
    """The reading direction of a word: ``ACROSS`` (left to right) or ``DOWN``."""

    ACROSS = "across"
    DOWN = "down"

    @property
    def other(self) -> Direction:
        """The perpendicular direction."""
        return Direction.DOWN if self is Direction.ACROSS else Direction.ACROSS

    @property
    def step(self) -> tuple[int, int]:
        """(row delta, column delta) of one step along this direction."""
        return (0, 1) if self is Direction.ACROSS else (1, 0)


@dataclass(frozen=True, slots=True)
class Coordinate:
    """A square and a direction, as written in GCG (``8D`` across, ``D8`` down).

    Attributes:
        row: 0-based row (0 is the top row, written ``1``).
        col: 0-based column (0 is column ``A``).
        direction: reading direction of the word starting here.
    """

    row: int
    col: int
    direction: Direction

    def __str__(self) -> str:
        return format_coordinate(self.row, self.col, self.direction)


_COORD = re.compile(r"^(?:(\d{1,2})([A-Za-z])|([A-Za-z])(\d{1,2}))$")


def parse_coordinate(text: str, rows: int = 15, cols: int = 15) -> Coordinate:
    """Parse a GCG coordinate such as ``8D`` (across) or ``d8`` (down).

    Args:
        text: the coordinate; a leading row number means across.
        rows, cols: board size, to reject squares off the board.

    Raises:
        MoveSyntaxError: for text that is not a coordinate or a square off the board,
            e.g. ``'8P' column P is off a 15-column board``.
    """
    m = _COORD.match(text.strip())
    if not m:
        raise MoveSyntaxError(f"{text!r} is not a coordinate (expected e.g. 8D across or D8 down)")
    if m.group(1):
        row_text, col_text, direction = m.group(1), m.group(2), Direction.ACROSS
    else:
        row_text, col_text, direction = m.group(4), m.group(3), Direction.DOWN
    row = int(row_text) - 1
    col = COLUMN_LETTERS.index(col_text.upper())
    if not 0 <= row < rows:
        raise MoveSyntaxError(f"{text!r}: row {row + 1} is off a {rows}-row board")
    if not 0 <= col < cols:
        raise MoveSyntaxError(f"{text!r}: column {col_text.upper()} is off a {cols}-column board")
    return Coordinate(row, col, direction)


def format_coordinate(row: int, col: int, direction: Direction) -> str:
    """Return the GCG coordinate of a 0-based square: ``8D`` across, ``D8`` down."""
    letter = COLUMN_LETTERS[col]
    if direction is Direction.ACROSS:
        return f"{row + 1}{letter}"
    return f"{letter}{row + 1}"


def square_name(row: int, col: int) -> str:
    """Name of a 0-based square without direction, column letter first (``H8``)."""
    return f"{COLUMN_LETTERS[col]}{row + 1}"


def parse_square(text: str, rows: int = 15, cols: int = 15) -> tuple[int, int]:
    """Parse a square name (``H8`` or ``8H``) into a 0-based (row, col).

    Raises:
        MoveSyntaxError: for text that is not a square on this board.
    """
    coord = parse_coordinate(text, rows, cols)
    return coord.row, coord.col
