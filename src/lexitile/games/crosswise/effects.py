"""What a turn does to the board: carrying it out, and its effect on every line's points.

Pure functions over a board list (one symbol or :data:`EMPTY` per square), used by the
game, the live preview under the cursor and the robots' explanations.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from lexitile.games.crosswise.board import Line, Side
from lexitile.games.crosswise.components import EMPTY
from lexitile.games.crosswise.moves import Move, MoveTile, PlaceTile, RemoveTile, ReplaceTile, SwapTiles, squares_of
from lexitile.games.crosswise.scoring import Scorer


@dataclass(frozen=True, slots=True)
class LineChange:
    """What a turn does to one line: points before and after (for the owning side)."""

    line: Line
    before: int
    after: int


@dataclass(frozen=True, slots=True)
class Effect:
    """What a turn would do to the board's lines.

    Attributes:
        changes: every line through a changed square (rows first), before/after.
        columns_before, columns_after, rows_before, rows_after: side totals.
        sixes: lines that would be six alike afterwards.
    """

    changes: tuple[LineChange, ...]
    columns_before: int
    columns_after: int
    rows_before: int
    rows_after: int
    sixes: tuple[Line, ...]

    def gain(self, side: Side) -> int:
        """Points the turn gains (negative: loses) for ``side``."""
        if side is Side.COLUMNS:
            return self.columns_after - self.columns_before
        return self.rows_after - self.rows_before


def apply_to_board(board: list[int], move: Move) -> int:
    """Carry out ``move`` on ``board`` in place (no checks).

    Returns:
        The tile taken off the board into the hand (remover, replacer), else :data:`EMPTY`.
    """
    if isinstance(move, PlaceTile):
        board[move.square] = move.symbol
    elif isinstance(move, MoveTile):
        board[move.target] = board[move.source]
        board[move.source] = EMPTY
    elif isinstance(move, RemoveTile):
        taken = board[move.square]
        board[move.square] = EMPTY
        return taken
    elif isinstance(move, ReplaceTile):
        taken = board[move.square]
        board[move.square] = move.symbol
        return taken
    elif isinstance(move, SwapTiles):
        board[move.first], board[move.second] = board[move.second], board[move.first]
    return EMPTY


def effect_of(board: Sequence[int], move: Move, scorer: Scorer) -> Effect:
    """What ``move`` would do to the lines of ``board`` (the board is not changed).

    Used for the live preview under the cursor and by the robots' explanations.
    """
    after = list(board)
    apply_to_board(after, move)
    geo = scorer.geometry
    lines: set[Line] = set()
    for sq in squares_of(move):
        lines.update(geo.lines_through(sq))
    ordered = sorted(lines)
    changes = tuple(LineChange(ln, scorer.line_points(board, ln), scorer.line_points(after, ln)) for ln in ordered)
    before_t = scorer.totals(board)
    after_t = scorer.totals(after)
    sixes = tuple(ln for ln in ordered if scorer.score(scorer.line_tiles(after, ln)).six is not None)
    return Effect(
        changes, before_t[Side.COLUMNS], after_t[Side.COLUMNS], before_t[Side.ROWS], after_t[Side.ROWS], sixes
    )
