"""A generated play: the compact tuple the move generator lists (:mod:`lexitile.games.crossword.engine.movegen`,
and the compiled core, which builds these tuples directly), with its notation, placement
and leave worked out on demand."""

from __future__ import annotations

from collections.abc import Sequence
from typing import NamedTuple

from lexitile.games.crossword.rules.board import Board
from lexitile.games.crossword.rules.coords import Coordinate, Direction, format_coordinate
from lexitile.games.crossword.rules.move import BoardMove, MoveKind
from lexitile.games.crossword.rules.placement import Placement, notation
from lexitile.games.crossword.rules.tiles import BLANK

__all__ = ["GeneratedMove", "move_notation"]


class GeneratedMove(NamedTuple):
    """One generated placement: a compact tuple, with the :class:`Placement` built on demand.

    Attributes:
        score: points, bingo bonus included.
        row, col: 0-based square of the first letter of the main word.
        down: True for a play down, False across.
        word: the whole main word in the game's GCG notation: ``.`` for a tile already
            on the board, upper case for a rack tile, lower case for a blank, e.g.
            ``.......ED`` for ABANDONED played through ABANDON.
    """

    score: int
    row: int
    col: int
    down: bool
    word: str

    @property
    def direction(self) -> Direction:
        """The direction of the main word."""
        return Direction.DOWN if self.down else Direction.ACROSS

    @property
    def coordinate(self) -> str:
        """GCG coordinate of the main word: ``8H`` across, ``H8`` down."""
        return format_coordinate(self.row, self.col, self.direction)

    @property
    def notation(self) -> str:
        """``COORD WORD`` in GCG notation, e.g. ``L7 .......ED``."""
        return f"{self.coordinate} {self.word}"

    @property
    def move(self) -> BoardMove:
        """The play as the game's one :class:`~lexitile.games.crossword.rules.move.BoardMove` (the one
        place the generator's tuple becomes a move); ``str(move) == self.notation``."""
        return BoardMove(MoveKind.PLAY, coordinate=Coordinate(self.row, self.col, self.direction), word=self.word)

    @property
    def tiles(self) -> tuple[tuple[int, int, str], ...]:
        """The new tiles ``(row, col, tile)`` in word order (lower case = blank)."""
        out = []
        r, c = self.row, self.col
        dr, dc = (1, 0) if self.down else (0, 1)
        for ch in self.word:
            if ch != ".":
                out.append((r, c, ch))
            r += dr
            c += dc
        return tuple(out)

    def spelled(self, board: Board) -> str:
        """The whole main word in upper case, the played-through letters read from
        ``board`` (the position the move was generated for), e.g. ``ABANDONED``."""
        r, c = self.row, self.col
        dr, dc = (1, 0) if self.down else (0, 1)
        out = []
        for k, ch in enumerate(self.word):
            out.append((board.at(r + k * dr, c + k * dc) or "") if ch == "." else ch)
        return "".join(out).upper()

    @property
    def placement(self) -> Placement:
        """The move as a rules-engine :class:`Placement` (direction set)."""
        return Placement(self.tiles, self.direction)

    @property
    def tiles_played(self) -> int:
        """Number of tiles taken from the rack."""
        return len(self.tiles)

    @property
    def letters(self) -> str:
        """The tiles played, as letters in word order (lower case = blank)."""
        return "".join(t for _, _, t in self.tiles)

    def leave(self, rack: Sequence[str]) -> str:
        """The rack tiles kept after this play, sorted (blanks as ``?``).

        Raises:
            ValueError: when the rack does not hold the played tiles.
        """
        rest = list(rack)
        for t in self.letters:
            tile = BLANK if t.islower() else t
            try:
                rest.remove(tile)
            except ValueError:
                raise ValueError(f"{self.notation}: {tile!r} is not on the rack {''.join(rack)}") from None
        return "".join(sorted(rest))


def move_notation(board: Board, placement: Placement) -> tuple[str, str]:
    """``(COORD, WORD)`` of any placement in the notation of :class:`GeneratedMove`,
    which is the rules engine's (:func:`lexitile.games.crossword.rules.placement.notation`).

    Raises:
        IllegalMoveError: for an empty placement (see :func:`lexitile.games.crossword.rules.placement.notation`).
    """
    return notation(board, placement)
