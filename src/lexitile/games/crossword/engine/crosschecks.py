"""Cross-check sets and cross-scores of every empty square, as integer bitmasks.

For a play along one direction, a new tile on an empty square also forms a word in the
other direction with the tiles directly before and after it (its *cross word*). The
square's **cross-check set** is the set of letters for which that word is in the
lexicon (Appel & Jacobson 1988, section 3.3); a square with no such neighbours allows
every letter. Its **cross-score** is the sum of the face values of those neighbouring
tiles (blanks 0), so a tile with value ``v`` on the square adds
``(cross_score + v * letter_mult) * word_mult`` points for its cross word.

Sets are bitmasks over the automaton's letter codes (bit ``L`` = ``alphabet[L]``).
Masks of the same neighbour letters are memoised on the automaton, so a game, whose
positions differ by one move, recomputes few of them.
"""

from __future__ import annotations

from array import array
from dataclasses import dataclass

from lexitile.games.crossword.engine.automaton import Automaton
from lexitile.games.crossword.rules.board import Board
from lexitile.games.crossword.rules.tiles import TileSet

#: Memoised cross masks beyond this many are dropped (the memo is then rebuilt).
CROSS_CACHE_LIMIT = 200_000


@dataclass(slots=True)
class BoardCodes:
    """A board as integer arrays, indexed by flat square ``row * cols + col``.

    Attributes:
        rows, cols: board size.
        codes: letter code of the tile on each square, -1 when empty; a letter that is
            not in the automaton's alphabet gets code ``len(alphabet)``, which no word uses.
        values: face value of each tile in points (0 for blanks and empty squares).
        letters: the tiles as on the board (lower case = blank), ``None`` when empty.
    """

    rows: int
    cols: int
    codes: list[int]
    values: list[int]
    letters: list[str | None]


@dataclass(slots=True)
class CrossSets:
    """Cross-check sets and cross-scores for both play directions.

    Attributes:
        across_mask: per square, the letters allowed there in a play *across* (decided
            by the vertical word through the square); the full alphabet when the square
            has no tile above or below; 0 for occupied squares.
        across_score: per square, the points of the tiles above and below that a tile
            there joins into a vertical word, or -1 when there is no such word.
        down_mask, down_score: the same for plays *down* (horizontal cross words).
    """

    across_mask: list[int]
    across_score: list[int]
    down_mask: list[int]
    down_score: list[int]


def board_codes(board: Board, tileset: TileSet, automaton: Automaton) -> BoardCodes:
    """Encode a board's tiles as letter codes and values.

    Raises:
        KeyError: a tile whose letter is not in the tile set (no value).
    """
    codes_of = automaton.codes
    outside = len(automaton.alphabet)
    codes: list[int] = []
    values: list[int] = []
    points = tileset.points
    for t in board.squares:
        if t is None:
            codes.append(-1)
            values.append(0)
        elif t.islower():
            codes.append(codes_of.get(t.upper(), outside))
            values.append(0)
        else:
            codes.append(codes_of.get(t, outside))
            values.append(points[t])
    return BoardCodes(board.rows, board.cols, codes, values, list(board.squares))


def _walk(mask: array[int], first: array[int], arcs: array[int], codes: dict[str, int], node: int, letters: str) -> int:
    """Follow ``letters`` from ``node``; -1 when the automaton has no such path."""
    for ch in letters:
        c = codes.get(ch)
        if c is None:
            return -1
        m = mask[node]
        if not (m >> c) & 1:
            return -1
        node = arcs[first[node] + (m & ((1 << c) - 1)).bit_count()]
    return node


def cross_mask(automaton: Automaton, before: str, after: str) -> int:
    """Letters ``L`` for which ``before + L + after`` is a word, as a bitmask.

    Args:
        automaton: the lexicon's automaton (also holds the memo).
        before, after: the tile letters (upper case) on either side; not both empty.
    """
    key = (before, after)
    cache = automaton._cross_cache
    result = cache.get(key)
    if result is not None:
        return result
    mask, first, arcs, final, codes = automaton.mask, automaton.first, automaton.arcs, automaton.final, automaton.codes
    result = 0
    if before:
        # DAWG: walk ``before``, then each child letter, then ``after``; final = a word.
        node = _walk(mask, first, arcs, codes, automaton.dawg_root, before)
        if node >= 0:
            nm = mask[node]
            if after:
                # only letters that can also stand before ``after`` (reversed half)
                back = _walk(mask, first, arcs, codes, automaton.gaddag_root, after[::-1])
                candidates = nm & mask[back] if back >= 0 else 0
            else:
                candidates = nm
            k = first[node]
            while candidates:
                b = candidates & -candidates
                candidates ^= b
                child = arcs[k + (nm & (b - 1)).bit_count()]
                end = _walk(mask, first, arcs, codes, child, after) if after else child
                if end >= 0 and final[end]:
                    result |= b
    else:
        # L + after: read ``after`` backwards in the reversed half, then L; final = a word.
        node = _walk(mask, first, arcs, codes, automaton.gaddag_root, after[::-1])
        if node >= 0:
            nm = mask[node]
            k = first[node]
            b = 1
            while nm:
                if nm & 1:
                    if final[arcs[k]]:
                        result |= b
                    k += 1
                nm >>= 1
                b <<= 1
    if len(cache) >= CROSS_CACHE_LIMIT:
        cache.clear()
    cache[key] = result
    return result


def cross_sets(bc: BoardCodes, automaton: Automaton) -> CrossSets:
    """Compute the cross-check sets and cross-scores of every square of a coded board.

    Args:
        bc: the board, from :func:`board_codes`.
        automaton: the lexicon's automaton.

    Returns:
        A :class:`CrossSets` with four lists of ``rows * cols`` integers.
    """
    rows, cols = bc.rows, bc.cols
    letters, values = bc.letters, bc.values
    n = rows * cols
    full = (1 << len(automaton.alphabet)) - 1
    across_mask = [full] * n
    across_score = [-1] * n
    down_mask = [full] * n
    down_score = [-1] * n
    for i in range(n):
        if letters[i] is not None:
            across_mask[i] = 0
            down_mask[i] = 0
            continue
        r, c = divmod(i, cols)
        # vertical neighbours -> constraint for plays across
        up = r > 0 and letters[i - cols] is not None
        dn = r < rows - 1 and letters[i + cols] is not None
        if up or dn:
            j = i - cols
            before_parts: list[str] = []
            score = 0
            while j >= 0 and (ch := letters[j]) is not None:
                before_parts.append(ch)
                score += values[j]
                j -= cols
            j = i + cols
            after_parts: list[str] = []
            while j < n and (ch := letters[j]) is not None:
                after_parts.append(ch)
                score += values[j]
                j += cols
            before = "".join(reversed(before_parts)).upper()
            after = "".join(after_parts).upper()
            across_mask[i] = cross_mask(automaton, before, after)
            across_score[i] = score
        # horizontal neighbours -> constraint for plays down
        lf = c > 0 and letters[i - 1] is not None
        rt = c < cols - 1 and letters[i + 1] is not None
        if lf or rt:
            row_start = i - c
            row_end = row_start + cols
            j = i - 1
            before_parts = []
            score = 0
            while j >= row_start and (ch := letters[j]) is not None:
                before_parts.append(ch)
                score += values[j]
                j -= 1
            j = i + 1
            after_parts = []
            while j < row_end and (ch := letters[j]) is not None:
                after_parts.append(ch)
                score += values[j]
                j += 1
            before = "".join(reversed(before_parts)).upper()
            after = "".join(after_parts).upper()
            down_mask[i] = cross_mask(automaton, before, after)
            down_score[i] = score
    return CrossSets(across_mask, across_score, down_mask, down_score)
