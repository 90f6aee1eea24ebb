"""The board: which tile lies on which square.

Squares are addressed by a flat index ``row * cols + col`` (0-based) for speed; the
layout gives the premiums. A square holds ``None`` or one tile character (upper case for
a real tile, lower case for a blank with its letter, see :mod:`lexitile.games.crossword.rules.tiles`).
The board knows nothing of scores, racks or lexicons.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence

from lexitile.errors import InputFileError
from lexitile.games.crossword.rules.coords import Direction
from lexitile.games.crossword.rules.layout import BoardLayout


class Board:
    """A mutable board on a :class:`BoardLayout`.

    Args:
        layout: size and premium squares.
    """

    __slots__ = ("cols", "layout", "rows", "squares", "tile_count")

    def __init__(self, layout: BoardLayout):
        self.layout = layout
        self.rows = layout.rows
        self.cols = layout.cols
        self.squares: list[str | None] = [None] * (layout.rows * layout.cols)
        self.tile_count = 0

    def copy(self) -> Board:
        """An independent copy (the layout is shared; it is immutable)."""
        other = Board.__new__(Board)
        other.layout = self.layout
        other.rows, other.cols = self.rows, self.cols
        other.squares = self.squares.copy()
        other.tile_count = self.tile_count
        return other

    @property
    def is_empty(self) -> bool:
        """True before the first tile is placed."""
        return self.tile_count == 0

    def on_board(self, row: int, col: int) -> bool:
        """True when the 0-based square lies on the board."""
        return 0 <= row < self.rows and 0 <= col < self.cols

    def at(self, row: int, col: int) -> str | None:
        """The tile on a 0-based square, or ``None`` (also for squares off the board)."""
        if 0 <= row < self.rows and 0 <= col < self.cols:
            return self.squares[row * self.cols + col]
        return None

    def put(self, tiles: Iterable[tuple[int, int, str]]) -> None:
        """Place tiles ``(row, col, tile)`` on empty squares (no rule checks)."""
        for r, c, t in tiles:
            i = r * self.cols + c
            if self.squares[i] is None:
                self.tile_count += 1
            self.squares[i] = t

    def remove(self, tiles: Iterable[tuple[int, int, str]]) -> None:
        """Take tiles off again (undo of :meth:`put`)."""
        for r, c, _ in tiles:
            i = r * self.cols + c
            if self.squares[i] is not None:
                self.tile_count -= 1
            self.squares[i] = None

    def word_extent(self, row: int, col: int, direction: Direction, extra: dict[int, str] | None = None) -> list[int]:
        """Flat indices of the maximal run of tiles through a square along a direction.

        Args:
            row, col: a 0-based square that holds a tile (on the board or in ``extra``).
            direction: the line to follow.
            extra: tiles not yet on the board, by flat index (a play being considered).
        """
        sq = self.squares
        cols, rows = self.cols, self.rows
        extra = extra or {}
        if direction is Direction.ACROSS:
            lo = row * cols
            hi = lo + cols - 1
            step = 1
        else:
            lo = col
            hi = (rows - 1) * cols + col
            step = cols
        start = end = row * cols + col
        while start - step >= lo and (sq[start - step] is not None or (start - step) in extra):
            start -= step
        while end + step <= hi and (sq[end + step] is not None or (end + step) in extra):
            end += step
        return list(range(start, end + 1, step))

    def to_rows(self) -> list[str]:
        """The board as text rows: ``.`` empty, upper case tile, lower case blank."""
        return ["".join(t or "." for t in self.squares[r * self.cols : (r + 1) * self.cols]) for r in range(self.rows)]

    def __str__(self) -> str:
        return "\n".join(self.to_rows())

    @classmethod
    def from_rows(cls, layout: BoardLayout, rows: Sequence[str]) -> Board:
        """Build a board from text rows (the format of :meth:`to_rows`).

        Raises:
            InputFileError: wrong number of rows or a row of the wrong length.
        """
        if len(rows) != layout.rows:
            raise InputFileError(f"expected {layout.rows} board rows, got {len(rows)}")
        board = cls(layout)
        for r, line in enumerate(rows):
            if len(line) != layout.cols:
                raise InputFileError(f"board row {r + 1} has {len(line)} squares, expected {layout.cols}")
            board.put((r, c, ch) for c, ch in enumerate(line) if ch != ".")
        return board
