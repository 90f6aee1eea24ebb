"""A brute-force move generator that shares no code with ``lexitile``: the oracle of the
golden move lists under ``tests/data/positions``.

It tries every square, both directions and every length of line, every word of the word
list that fits the tiles already in that line, and every way of taking the word's new
letters from the rack (a real tile, or a blank standing for any letter of the tile set's
alphabet, the letters ``points`` lists): that is every
ordering of rack tiles that spells a word there, without the orderings that spell none.
A candidate is kept when it obeys the placement rules (one unbroken line that is a whole
word, touching the tiles already on the board or covering the start square with at least
two tiles on an empty board, every cross word in the list); its score comes from
:func:`independent_rules.score`.

Counting rules (the move generator's and the published golden lists'): placements only;
a single tile that forms words both ways is one move, written across; each letter a
blank stands for is its own move; on the empty board only plays across are listed.
"""

from __future__ import annotations

import functools
from collections import Counter
from collections.abc import Iterable
from itertools import product

from independent_rules import Layout, Tiles, coordinate, run, score

Move = tuple[str, str, int]


def _notation(board: Tiles, new: Tiles, squares: list[tuple[int, int]]) -> str:
    out = []
    inside = False
    for sq in squares:
        if sq in new:
            if inside:
                out.append(")")
                inside = False
            out.append(new[sq])
        else:
            if not inside:
                out.append("(")
                inside = True
            out.append(board[sq])
    if inside:
        out.append(")")
    return "".join(out)


@functools.lru_cache(maxsize=4)
def _index(lexicon: frozenset[str]) -> tuple[dict[int, list[str]], dict[tuple[int, int, str], list[str]]]:
    """The words by length, and by ``(length, index, letter)``: the words with that letter
    there, only a shortcut to the words that can agree with a tile already in the line
    (each is still checked in full). Kept for the next call with the same word list."""
    by_length: dict[int, list[str]] = {}
    by_letter: dict[tuple[int, int, str], list[str]] = {}
    for w in sorted(lexicon):
        by_length.setdefault(len(w), []).append(w)
        for i, ch in enumerate(w):
            by_letter.setdefault((len(w), i, ch), []).append(w)
    return by_length, by_letter


def brute_force(
    board: Tiles,
    layout: Layout,
    points: dict[str, int],
    words: Iterable[str],
    rack: str,
    rack_size: int = 7,
    bingo_bonus: int = 50,
) -> list[Move]:
    """Every legal placement of tiles from ``rack`` on ``board``.

    Args:
        board: ``(row, col) -> tile`` (upper case, lower case for a blank on the board).
        layout: premiums and size (:func:`independent_rules.read_layout`).
        points: tile values; its letters are the alphabet a blank may stand for.
        words: the word list (upper case).
        rack: e.g. ``"AEINRS?"``.

    Returns:
        ``(coordinate, word, score)`` per move, sorted; the word in golden-list notation
        (played-through tiles in parentheses, blanks in lower case).
    """
    lexicon = frozenset(words)
    by_length, by_letter = _index(lexicon)
    alphabet = {t for t in points if t != "?"}
    have = Counter(t for t in rack if t != "?")
    blanks = rack.count("?")
    # word -> how many of its letters the rack's real tiles lack. Only a shortcut: a line
    # with k tiles already on it needs at least that many minus k blanks, since each tile
    # on the board supplies one letter; a word that passes is still checked in full
    short_of: dict[str, int] = {}

    def lacking(word: str) -> int:
        if word not in short_of:
            short_of[word] = sum(max(0, k - have[ch]) for ch, k in Counter(word).items())
        return short_of[word]

    spellable: dict[int, list[str]] = {}  # length -> the words the rack alone could spell
    rows, cols = layout.rows, layout.cols
    empty = not board
    out: dict[frozenset[tuple[tuple[int, int], str]], Move] = {}
    cross_memo: dict[tuple[int, int, bool, str], bool] = {}

    def cross_ok(square: tuple[int, int], letter: str, down: bool) -> bool:
        """The word across ``down``'s line through a new ``letter`` is a word (or none)."""
        key = (square[0], square[1], down, letter)
        if key not in cross_memo:
            squares = run(board, {square: letter}, square, not down)
            text = "".join(letter if sq == square else board[sq] for sq in squares).upper()
            cross_memo[key] = len(squares) < 2 or text in lexicon
        return cross_memo[key]

    def on(r: int, c: int) -> bool:
        return 0 <= r < rows and 0 <= c < cols

    for down in (False, True) if not empty else (False,):
        lines, length = (cols, rows) if down else (rows, cols)
        for line in range(lines):

            def sq(k: int, line: int = line, down: bool = down) -> tuple[int, int]:
                return (k, line) if down else (line, k)

            for start in range(length):
                if sq(start - 1) in board and on(*sq(start - 1)):
                    continue  # the word would not begin here
                for end in range(start + 1, length):
                    n = end - start + 1
                    if n not in by_length:
                        continue
                    if sq(end + 1) in board:
                        continue  # the word would go on past ``end``
                    squares = [sq(k) for k in range(start, end + 1)]
                    free = [s for s in squares if s not in board]
                    if not free or len(free) > len(rack):
                        continue
                    if empty:
                        if layout.start not in squares:
                            continue
                    else:
                        touches = len(free) < n or any(
                            (r + dr, c + dc) in board for r, c in free for dr, dc in ((1, 0), (-1, 0), (0, 1), (0, -1))
                        )
                        if not touches:
                            continue
                    fixed = [(i, board[s].upper()) for i, s in enumerate(squares) if s in board]
                    free_at = [i for i, s in enumerate(squares) if s not in board]
                    if not fixed:
                        if n not in spellable:
                            spellable[n] = [w for w in by_length[n] if lacking(w) <= blanks]
                        candidates = spellable[n]
                    else:
                        candidates = by_length[n]
                    for i, ch in fixed:
                        bucket = by_letter.get((n, i, ch), [])
                        if len(bucket) < len(candidates):
                            candidates = bucket
                    for word in candidates:
                        if lacking(word) - len(fixed) > blanks:
                            continue
                        if any(word[i] != ch for i, ch in fixed):
                            continue
                        letters = [word[i] for i in free_at]
                        need = Counter(letters)
                        short = sum(max(0, k - have[ch]) for ch, k in need.items())
                        if short > blanks:
                            continue
                        if not all(cross_ok(squares[i], word[i], down) for i in free_at):
                            continue
                        # every way to take the letters from the rack: tile or blank each
                        options = [
                            ((ch,) if have[ch] else ()) + ((ch.lower(),) if blanks and ch in alphabet else ())
                            for ch in letters
                        ]
                        for choice in product(*options):
                            used = Counter(t for t in choice if t.isupper())
                            if any(used[t] > have[t] for t in used):
                                continue
                            if sum(1 for t in choice if t.islower()) > blanks:
                                continue
                            new = {squares[i]: t for i, t in zip(free_at, choice)}
                            key = frozenset(new.items())
                            if len(new) == 1 and down and len(run(board, new, free[0], False)) > 1:
                                continue  # one tile forming words both ways: listed across
                            points_ = score(board, new, layout, points, rack_size, bingo_bonus)
                            r0, c0 = squares[0]
                            out[key] = (coordinate(r0, c0, down), _notation(board, new, squares), points_)
    return sorted(out.values())
