"""A play typed as people type it: which of its letters are the blank.

GCG notation marks a blank with a lower-case letter (``8D FLiPS``), but most people
type a whole word in one case (``8d flips``, ``8D FLIPS``) and mean the tiles on their
rack. :func:`tiles_of_typed_play` reads a word typed in one case as tiles: each letter on
an empty square is the rack's tile of that letter while the rack holds one, else the
blank (marked in lower case); a word in mixed case is GCG notation and stays as typed,
so a blank can still be placed where the rack also holds the letter (``8D FlIPS``).
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Sequence

from lexitile.games.crossword.rules.board import Board
from lexitile.games.crossword.rules.move import BoardMove, MoveKind
from lexitile.games.crossword.rules.tiles import BLANK

__all__ = ["tiles_of_typed_play"]


def tiles_of_typed_play(move: BoardMove, board: Board, rack: Sequence[str]) -> BoardMove:
    """``move`` with its blanks decided from ``rack`` when its word is typed in one case.

    Args:
        move: the play as typed (:meth:`BoardMove.parse`); other moves are returned as
            they are.
        board: the position it is played on (a letter on a covered square is the tile
            already there, and takes nothing from the rack).
        rack: the tiles of the rack, ``?`` for a blank.

    Returns:
        The play with each letter on an empty square in upper case while the rack holds
        that tile, in lower case (the blank) when it does not and a blank is left, and in
        upper case when neither is left (the engine then says the tile is not on the
        rack); a word in mixed case unchanged (GCG notation).
    """
    if move.kind is not MoveKind.PLAY or move.coordinate is None:
        return move
    letters = [ch for ch in move.word if ch.isalpha()]
    if any(ch.islower() for ch in letters) and any(ch.isupper() for ch in letters):
        return move
    left = Counter(rack)
    dr, dc = move.coordinate.direction.step
    row, col = move.coordinate.row, move.coordinate.col
    out: list[str] = []
    for k, ch in enumerate(move.word):
        r, c = row + k * dr, col + k * dc
        if ch == "." or not board.on_board(r, c) or board.at(r, c) is not None:
            out.append(ch)  # played through, or off the board: the engine judges it as typed
            continue
        tile = ch.upper()
        if left[tile] > 0:
            left[tile] -= 1
            out.append(tile)
        elif left[BLANK] > 0:
            left[BLANK] -= 1
            out.append(tile.lower())
        else:
            out.append(tile)
    return BoardMove.play(move.coordinate, "".join(out))
