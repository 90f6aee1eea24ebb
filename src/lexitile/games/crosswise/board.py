"""Squares, lines and sides of the Crosswise board, and boards as text art.

* A square is a flat 0-based index ``row * size + col``. In text it is the column
  letter then the 1-based row number: ``C3`` is column C, row 3 (case-insensitive).
* A :class:`Line` is a row (1-6, top to bottom) or a column (A-F, left to right).
* One side owns the rows, the other the columns; every tile counts in one row and
  one column, i.e. for both sides (BrettspielWelt Crosswise rules page;
  FH Wedel assignment A; spieletest).
* A board is a sequence of ``size * size`` tile ids, :data:`EMPTY` for an empty
  square. Text art has one line per row and one character per square: the tile's
  letter (``data/crosswise/standard.toml``) or ``.`` for empty; spaces are ignored.
"""

from __future__ import annotations

import enum
import functools
from collections.abc import Sequence
from dataclasses import dataclass

from lexitile.games.crosswise.components import COLUMN_LETTERS, EMPTY, Components
from lexitile.games.crosswise.errors import NotationError


class Side(enum.Enum):
    """The two sides (teams). ``COLUMNS`` is the vertical team, ``ROWS`` the horizontal.

    The first player listed plays for the columns and the sides alternate down the
    list (FH Wedel assignment A). Colours on screen: columns orange, rows green
    (BrettspielWelt German page; A; spieletest).
    """

    COLUMNS = "columns"
    ROWS = "rows"

    @property
    def colour(self) -> str:
        """The side's colour, as the rule text names the teams: ``"Orange"`` for the
        columns, ``"Green"`` for the rows."""
        return "Orange" if self is Side.COLUMNS else "Green"

    @property
    def title(self) -> str:
        """``"Orange (columns)"`` / ``"Green (rows)"``: the team by colour, with the
        lines it scores."""
        return f"{self.colour} ({self.value})"

    @property
    def other(self) -> Side:
        """The opposing side."""
        return Side.ROWS if self is Side.COLUMNS else Side.COLUMNS

    @property
    def orientation(self) -> Orientation:
        """The kind of line this side owns."""
        return Orientation.COLUMN if self is Side.COLUMNS else Orientation.ROW


class Orientation(enum.Enum):
    """A row (horizontal line) or a column (vertical line)."""

    ROW = "row"
    COLUMN = "column"

    @property
    def owner(self) -> Side:
        """The side that scores this kind of line."""
        return Side.ROWS if self is Orientation.ROW else Side.COLUMNS


@dataclass(frozen=True, slots=True)
class Line:
    """One row or column.

    Attributes:
        orientation: row or column.
        index: 0-based (row 0 is the top row "1"; column 0 is "A").
    """

    orientation: Orientation
    index: int

    @property
    def side(self) -> Side:
        """The side that owns (scores) this line."""
        return self.orientation.owner

    @property
    def label(self) -> str:
        """``"1"``..``"6"`` for a row, ``"A"``..``"F"`` for a column."""
        return str(self.index + 1) if self.orientation is Orientation.ROW else COLUMN_LETTERS[self.index]

    def __str__(self) -> str:
        return f"{self.orientation.value} {self.label}"

    def __lt__(self, other: Line) -> bool:
        """Rows before columns, then by index."""
        return (self.orientation is Orientation.COLUMN, self.index) < (
            other.orientation is Orientation.COLUMN,
            other.index,
        )


@dataclass(frozen=True)
class Geometry:
    """Precomputed squares of every line of a ``size`` x ``size`` board.

    Attributes:
        size: squares per side.
        rows: ``rows[r]`` = the squares of row ``r``, left to right.
        columns: ``columns[c]`` = the squares of column ``c``, top to bottom.
        lines: all lines, rows first.
    """

    size: int
    rows: tuple[tuple[int, ...], ...]
    columns: tuple[tuple[int, ...], ...]
    lines: tuple[Line, ...]

    def squares_of(self, line: Line) -> tuple[int, ...]:
        """The squares of a line, in reading order."""
        return self.rows[line.index] if line.orientation is Orientation.ROW else self.columns[line.index]

    def lines_through(self, square: int) -> tuple[Line, Line]:
        """The row and the column through ``square``: ``(row, column)``."""
        r, c = divmod(square, self.size)
        return Line(Orientation.ROW, r), Line(Orientation.COLUMN, c)

    def lines_of(self, side: Side) -> tuple[Line, ...]:
        """The lines a side owns."""
        return tuple(line for line in self.lines if line.side is side)


@functools.lru_cache(maxsize=8)
def geometry(size: int) -> Geometry:
    """The (cached) :class:`Geometry` of a ``size`` x ``size`` board."""
    rows = tuple(tuple(r * size + c for c in range(size)) for r in range(size))
    columns = tuple(tuple(r * size + c for r in range(size)) for c in range(size))
    lines = tuple(Line(Orientation.ROW, i) for i in range(size)) + tuple(
        Line(Orientation.COLUMN, i) for i in range(size)
    )
    return Geometry(size, rows, columns, lines)


def square_name(square: int, size: int = 6) -> str:
    """``"C3"`` for a 0-based flat square index (column letter, 1-based row)."""
    r, c = divmod(square, size)
    return f"{COLUMN_LETTERS[c]}{r + 1}"


def parse_square(text: str, size: int = 6) -> int:
    """The flat square index of ``"C3"`` (column letter then 1-based row, any case).

    Raises:
        NotationError: not a letter followed by a number, or off the board
            (``'G7' is off the 6x6 board (columns A-F, rows 1-6)``).
    """
    t = text.strip().upper()
    if len(t) < 2 or not t[0].isalpha() or not t[1:].isdigit():
        raise NotationError(f"{text!r} is not a square: write the column letter then the row, e.g. C3", text)
    c = COLUMN_LETTERS.find(t[0])
    r = int(t[1:]) - 1
    if not (0 <= c < size and 0 <= r < size):
        raise NotationError(
            f"{text!r} is off the {size}x{size} board (columns A-{COLUMN_LETTERS[size - 1]}, rows 1-{size})", text
        )
    return r * size + c


def board_from_text(text: str, components: Components) -> list[int]:
    """Parse text art (one line per row, a letter or ``.`` per square, spaces ignored).

    Blank lines and lines starting with ``#`` are skipped.

    Raises:
        NotationError: wrong number of rows or squares, or a letter that is no symbol.
    """
    size = components.size
    rows = [ln.replace(" ", "") for ln in text.splitlines() if ln.strip() and not ln.lstrip().startswith("#")]
    if len(rows) != size:
        raise NotationError(f"a board has {size} rows, got {len(rows)}", text)
    board: list[int] = []
    for i, row in enumerate(rows, 1):
        if len(row) != size:
            raise NotationError(f"row {i} has {len(row)} squares, not {size}: {row!r}", row)
        for ch in row:
            if ch == ".":
                board.append(EMPTY)
                continue
            try:
                tile = components.tile(ch)
            except KeyError:
                raise NotationError(f"row {i}: {ch!r} is no tile letter", row) from None
            if not components.is_symbol(tile):
                raise NotationError(f"row {i}: {ch!r} is an action tile; only symbols lie on the board", row)
            board.append(tile)
    return board


def board_to_text(board: Sequence[int], components: Components) -> str:
    """Text art of a board: ``size`` lines of letters and ``.``, newline-terminated."""
    size = components.size
    return "".join("".join(components.letter(board[r * size + c]) for c in range(size)) + "\n" for r in range(size))
