"""Generate every legal placement for a rack on a board, with its exact score.

The algorithm is Gordon's GADDAG generator (Gordon 1994, "A faster Scrabble move
generation algorithm") on the anchor squares and cross-check sets of Appel and Jacobson
(1988, "The world's fastest Scrabble program"):

1. Cross-check sets and cross-scores of every empty square, for both directions
   (:mod:`lexitile.games.crossword.engine.crosschecks`).
2. For each line (rows for plays across, columns for plays down) and each *anchor* (an
   empty square next to a tile, or the start square on an empty board), read the
   GADDAG from the anchor leftwards: a rack tile on the anchor, then tiles already on
   the board or rack tiles on the free squares before it, then ``SEP`` and rightwards
   through the DAWG. Tiles placed left of an anchor never reach the previous anchor,
   so each play is generated from exactly one anchor: the leftmost one it covers.
   When tiles lie right of the anchor, every play from it contains them, so the
   reading starts at the right end of that run instead (the same GADDAG path, entered
   further right), which prunes most of the leftward search.
3. Scores are summed on the way (main-word letter sum, word multiplier, cross words),
   so a play costs one tuple when it is recorded.

Counting rules (those of the golden move lists the tests compare with): placements only; a
single tile that forms words in both directions is listed once; each letter a blank can
stand for is a different play; on the empty board only plays across are listed unless
``dedupe_empty_board_transposes=False``.

Moves are written in the game's GCG notation, the same as
:func:`lexitile.games.crossword.rules.placement.notation` and the records: ``.`` for a tile already on
the board, lower case for a blank, a one-tile play in the direction of its longer word
(across when both are equal). The played-through letters are on the board, not in the
word (:meth:`GeneratedMove.spelled` reads them).

See ``docs/engine.md`` for the encoding and the invariants.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import cast

from lexitile.games.crossword.engine import accel
from lexitile.games.crossword.engine.automaton import Automaton
from lexitile.games.crossword.engine.crosschecks import BoardCodes, CrossSets, board_codes, cross_sets
from lexitile.games.crossword.engine.generated_move import GeneratedMove, move_notation
from lexitile.games.crossword.rules.board import Board
from lexitile.games.crossword.rules.config import BINGO_BONUS, RACK_SIZE
from lexitile.games.crossword.rules.coords import Direction
from lexitile.games.crossword.rules.tiles import BLANK, TileSet

__all__ = ["Equity", "GeneratedMove", "best_move", "generate_moves", "move_notation"]

#: An equity function: ``(move, leave) -> value``, where ``leave`` is the sorted string of
#: rack tiles kept. The default equity is the score.
Equity = Callable[[GeneratedMove, str], float]


def _canonical_single(board: Board, t: tuple[int, int, int, bool, str]) -> tuple[int, int, int, bool, str]:
    """A one-tile move in the game's canonical direction: the longer word, across when
    equal (the generator lists such a tile once, from whichever pass found it)."""
    score, row, col, down, word = t
    if len(word) - word.count(".") != 1:
        return t
    k = next(i for i, ch in enumerate(word) if ch != ".")
    r, c = (row + k, col) if down else (row, col + k)
    tile = word[k]
    extra = {r * board.cols + c: tile}
    across = board.word_extent(r, c, Direction.ACROSS, extra)
    vertical = board.word_extent(r, c, Direction.DOWN, extra)
    want_down = len(vertical) > len(across)
    if want_down == down:
        return t
    extent = vertical if want_down else across
    first = extent[0]
    spelled = "".join(tile if i == r * board.cols + c else "." for i in extent)
    return (score, first // board.cols, first % board.cols, want_down, spelled)


class _Rack:
    """A rack as per-code counts plus a blank count."""

    __slots__ = ("blanks", "counts", "mask", "total")

    def __init__(self, rack: Sequence[str], automaton: Automaton):
        codes = automaton.codes
        self.counts = [0] * (len(automaton.alphabet) + 1)
        self.blanks = 0
        self.total = 0
        self.mask = 0
        for t in rack:
            self.total += 1
            if t == BLANK:
                self.blanks += 1
                continue
            c = codes.get(t.upper())
            if c is not None:
                self.counts[c] += 1
                self.mask |= 1 << c


def _tile_mask(tileset: TileSet, automaton: Automaton) -> int:
    """Letters of the alphabet that are tiles of the set (what a blank may stand for)."""
    m = 0
    for ch, c in automaton.codes.items():
        if tileset.is_letter(ch):
            m |= 1 << c
    return m


def _generate_raw(
    board: Board,
    rack: Sequence[str],
    tileset: TileSet,
    automaton: Automaton,
    bingo_bonus: int,
    rack_size: int,
    dedupe_empty_board_transposes: bool,
    bc: BoardCodes | None = None,
    cs: CrossSets | None = None,
    best_only: bool = False,
) -> list[tuple[int, int, int, bool, str]]:
    """The generator proper; returns raw ``(score, row, col, down, word)`` tuples.

    With ``best_only`` a play is recorded only when it scores more than every play
    recorded before it, so the last tuple is the first play found with the top score.
    """
    if bc is None:
        bc = board_codes(board, tileset, automaton)
    if cs is None:
        cs = cross_sets(bc, automaton)
    rk = _Rack(rack, automaton)
    counts = rk.counts
    ntotal = rk.total
    out: list[tuple[int, int, int, bool, str]] = []
    floor = [-1 << 62]  # record plays scoring more than this (raised in best_only mode)
    if ntotal == 0:
        return out

    mask, first, arcs, final, sep = automaton.mask, automaton.first, automaton.arcs, automaton.final, automaton.sep
    groot = automaton.gaddag_root
    alphabet = automaton.alphabet
    upper = list(alphabet)
    lower = [ch.lower() for ch in alphabet]
    vals = [tileset.points.get(ch, 0) for ch in alphabet] + [0]
    tmask = _tile_mask(tileset, automaton)
    layout = board.layout
    rows, cols = board.rows, board.cols
    codes, values, letters = bc.codes, bc.values, bc.letters
    lmul, wmul_all = layout.letter_mult, layout.word_mult

    # Per-line state, rebound for every line (closure cells).
    C: list[int] = []
    V: list[int] = []
    X: list[int] = []
    S: list[int] = []
    LM: list[int] = []
    WM: list[int] = []
    BUF: list[str] = []
    n = 0
    a = 0
    a1 = 1
    right_x = 0
    leftlim = 0
    li = 0
    down = False
    skip_single = False

    def go_right(y: int, d: int, x: int, main: int, wm: int, csum: int, nt: int, rmask: int, nb: int) -> None:
        # Extend rightwards from square y (on the board) with DAWG node d; the word starts
        # at x. Tiles already on the board are followed in a loop. Callers check that d
        # has an edge for what square y can take, so the calls that do nothing are few.
        L = C[y]
        while L >= 0:
            dm = mask[d]
            if not (dm >> L) & 1:
                return
            d = arcs[first[d] + (dm & ((1 << L) - 1)).bit_count()]
            main += V[y]
            y += 1
            L = C[y] if y < n else -1
            if L < 0:
                if final[d] and not (skip_single and nt == 1):
                    sc = main * wm + csum + (bingo_bonus if nt >= rack_size else 0)
                    if sc > floor[0]:
                        w = "".join(BUF[x:y])
                        out.append((sc, x, li, True, w) if down else (sc, li, x, False, w))
                        if best_only:
                            floor[0] = sc
                if y == n or nt >= ntotal:
                    return
        dm = mask[d]
        m = dm & X[y] & (tmask if nb else rmask)
        if not m:
            return
        f = first[d]
        lm = LM[y]
        wmy = WM[y]
        cs_ = S[y]
        nt1 = nt + 1
        nwm = wm * wmy
        y1 = y + 1
        # what square y1 takes: the tile there, or (with tiles left) its cross-set
        if y1 < n:
            t1 = C[y1]
            closed = t1 < 0
            need_tile = 0 if closed else 1 << t1
            need_x = X[y1] if closed and nt1 < ntotal else 0
        else:
            closed = True
            need_tile = need_x = 0
        bingo = bingo_bonus if nt1 >= rack_size else 0
        single = skip_single and nt1 == 1
        avail_b = tmask if nb > 1 else rmask
        while m:
            b = m & -m
            m ^= b
            L = b.bit_length() - 1
            child = arcs[f + (dm & (b - 1)).bit_count()]
            if rmask & b:
                v = vals[L] * lm
                BUF[y] = upper[L]
                ncs = csum + (cs_ + v) * wmy if cs_ >= 0 else csum
                if closed and final[child] and not single:
                    sc = (main + v) * nwm + ncs + bingo
                    if sc > floor[0]:
                        w = "".join(BUF[x:y1])
                        out.append((sc, x, li, True, w) if down else (sc, li, x, False, w))
                        if best_only:
                            floor[0] = sc
                cnt = counts[L] - 1
                r2 = rmask if cnt else rmask ^ b
                if mask[child] & (need_tile | (need_x & (tmask if nb else r2))):
                    counts[L] = cnt
                    go_right(y1, child, x, main + v, nwm, ncs, nt1, r2, nb)
                    counts[L] = cnt + 1
            if nb:
                BUF[y] = lower[L]
                ncs = csum + cs_ * wmy if cs_ >= 0 else csum
                if closed and final[child] and not single:
                    sc = main * nwm + ncs + bingo
                    if sc > floor[0]:
                        w = "".join(BUF[x:y1])
                        out.append((sc, x, li, True, w) if down else (sc, li, x, False, w))
                        if best_only:
                            floor[0] = sc
                if mask[child] & (need_tile | (need_x & avail_b)):
                    go_right(y1, child, x, main, nwm, ncs, nt1, rmask, nb - 1)

    def place_free(x: int, g: int, main: int, wm: int, csum: int, nt: int, rmask: int, nb: int) -> None:
        # Put a rack tile on the free square x left of the anchor (no cross word there;
        # x - 1 is free, the previous anchor or off the board, so the word may start at
        # x). Callers check that g has an edge for a tile on the rack.
        gm = mask[g]
        m = gm & (tmask if nb else rmask)
        f = first[g]
        lm = LM[x]
        nwm = wm * WM[x]
        nt1 = nt + 1
        more = nt1 < ntotal
        deeper = x > leftlim and more
        rec = not (skip_single and nt1 == 1)
        rx = right_x if more else 0
        bingo = bingo_bonus if nt1 >= rack_size else 0
        avail_b = tmask if nb > 1 else rmask
        x1 = x - 1
        while m:
            b = m & -m
            m ^= b
            L = b.bit_length() - 1
            child = arcs[f + (gm & (b - 1)).bit_count()]
            d = sep[child]
            dmask = mask[d] if d >= 0 else 0
            cm = mask[child] if deeper else 0
            if rmask & b:
                v = main + vals[L] * lm
                BUF[x] = upper[L]
                if rec and final[child]:
                    sc = v * nwm + csum + bingo
                    if sc > floor[0]:
                        w = "".join(BUF[x:a1])
                        out.append((sc, x, li, True, w) if down else (sc, li, x, False, w))
                        if best_only:
                            floor[0] = sc
                if dmask or cm:
                    cnt = counts[L] - 1
                    r2 = rmask if cnt else rmask ^ b
                    avail = tmask if nb else r2
                    counts[L] = cnt
                    if dmask & rx & avail:
                        go_right(a1, d, x, v, nwm, csum, nt1, r2, nb)
                    if cm & avail:
                        place_free(x1, child, v, nwm, csum, nt1, r2, nb)
                    counts[L] = cnt + 1
            if nb:
                BUF[x] = lower[L]
                if rec and final[child]:
                    sc = main * nwm + csum + bingo
                    if sc > floor[0]:
                        w = "".join(BUF[x:a1])
                        out.append((sc, x, li, True, w) if down else (sc, li, x, False, w))
                        if best_only:
                            floor[0] = sc
                if dmask & rx & avail_b:
                    go_right(a1, d, x, main, nwm, csum, nt1, rmask, nb - 1)
                if cm & avail_b:
                    place_free(x1, child, main, nwm, csum, nt1, rmask, nb - 1)

    def after_anchor(g: int, main: int, wm: int, csum: int, rmask: int, nb: int) -> None:
        # A rack tile lies on the anchor a (and the tiles a+1 .. a1-1 were read before it);
        # g is the reversed-half node. Follow the tiles left of a, then end the word, turn
        # right (SEP) at a1, or go on leftwards over the free squares.
        x = a
        while x > 0:
            L = C[x - 1]
            if L < 0:
                break
            gm = mask[g]
            if not (gm >> L) & 1:
                return
            g = arcs[first[g] + (gm & ((1 << L) - 1)).bit_count()]
            x -= 1
            main += V[x]
        if final[g] and not skip_single:
            sc = main * wm + csum + (bingo_bonus if rack_size <= 1 else 0)
            if sc > floor[0]:
                w = "".join(BUF[x:a1])
                out.append((sc, x, li, True, w) if down else (sc, li, x, False, w))
                if best_only:
                    floor[0] = sc
        if ntotal > 1:
            avail = tmask if nb else rmask
            d = sep[g]
            if d >= 0 and mask[d] & right_x & avail:
                go_right(a1, d, x, main, wm, csum, 1, rmask, nb)
            if x > leftlim and mask[g] & avail:
                place_free(x - 1, g, main, wm, csum, 1, rmask, nb)

    def place_anchor(g: int, main: int, rmask: int, nb: int) -> None:
        # Put a rack tile on the anchor a; g is the reversed-half node after the tiles
        # right of a (the root when a + 1 is empty), main their face values.
        gm = mask[g]
        m = gm & X[a] & (tmask if nb else rmask)
        f = first[g]
        lm = LM[a]
        wma = WM[a]
        cs_ = S[a]
        while m:
            b = m & -m
            m ^= b
            L = b.bit_length() - 1
            child = arcs[f + (gm & (b - 1)).bit_count()]
            if rmask & b:
                v = vals[L] * lm
                cnt = counts[L] - 1
                counts[L] = cnt
                BUF[a] = upper[L]
                after_anchor(child, main + v, wma, (cs_ + v) * wma if cs_ >= 0 else 0, rmask if cnt else rmask ^ b, nb)
                counts[L] = cnt + 1
            if nb:
                BUF[a] = lower[L]
                after_anchor(child, main, wma, cs_ * wma if cs_ >= 0 else 0, rmask, nb - 1)

    empty = board.is_empty
    start_r, start_c = layout.start
    passes = [False] if (empty and dedupe_empty_board_transposes) else [False, True]
    for down in passes:
        nlines, n = (cols, rows) if down else (rows, cols)
        xmask_all = cs.down_mask if down else cs.across_mask
        xscore_all = cs.down_score if down else cs.across_score
        for li in range(nlines):
            idx = [r * cols + li for r in range(rows)] if down else list(range(li * cols, li * cols + cols))
            C = [codes[i] for i in idx]
            if empty:
                start_here = (li == start_c and down) or (li == start_r and not down)
                if not start_here:
                    continue
                anchors = [start_r if down else start_c]
            else:
                anchors = []
                for k, i in enumerate(idx):
                    if C[k] >= 0:
                        continue
                    r, c = divmod(i, cols)
                    if (
                        (c > 0 and letters[i - 1] is not None)
                        or (c < cols - 1 and letters[i + 1] is not None)
                        or (r > 0 and letters[i - cols] is not None)
                        or (r < rows - 1 and letters[i + cols] is not None)
                    ):
                        anchors.append(k)
                if not anchors:
                    continue
            V = [values[i] for i in idx]
            X = [xmask_all[i] & tmask for i in idx]
            S = [xscore_all[i] for i in idx]
            LM = [lmul[i] for i in idx]
            WM = [wmul_all[i] for i in idx]
            BUF = [""] * n
            for k in range(n):
                if C[k] >= 0:
                    BUF[k] = "."
            prev = -1
            for a in anchors:
                leftlim = prev + 1
                prev = a
                # Tiles right of the anchor belong to every play from it: read them first
                # (right to left), so the GADDAG prunes the rest from the start (Gordon
                # starts at the anchor; starting at the end of the run is equivalent).
                g = groot
                main = 0
                e = a + 1
                while e < n and C[e] >= 0:
                    e += 1
                for k in range(e - 1, a, -1):
                    L = C[k]
                    gm = mask[g]
                    if not (gm >> L) & 1:
                        g = -1
                        break
                    g = arcs[first[g] + (gm & ((1 << L) - 1)).bit_count()]
                    main += V[k]
                if g < 0:
                    continue
                a1 = e  # the first square after the word's right part so far: empty or off the board
                right_x = X[a1] if a1 < n else 0
                skip_single = down and S[a] >= 0
                place_anchor(g, main, rk.mask, rk.blanks)
    return out


def generate_moves(
    board: Board,
    rack: Sequence[str],
    tileset: TileSet,
    automaton: Automaton,
    bingo_bonus: int = BINGO_BONUS,
    rack_size: int = RACK_SIZE,
    *,
    dedupe_empty_board_transposes: bool = True,
) -> list[GeneratedMove]:
    """Every legal placement of tiles from ``rack`` on ``board``, each with its score.

    Args:
        board: the position (not modified).
        rack: the tiles, e.g. ``list("AEINRS?")``; ``?`` is a blank.
        tileset: tile values in points (and the letters a blank may stand for).
        automaton: the lexicon's :class:`Automaton`.
        bingo_bonus: points for playing ``rack_size`` tiles at once.
        rack_size: tiles needed for the bingo bonus.
        dedupe_empty_board_transposes: on the empty board list only plays across (the
            plays down are their transposes, as in the golden lists).

    Returns:
        The moves in generation order (by direction, line, anchor). Each move is legal
        by :func:`lexitile.games.crossword.rules.validate.check_placement` with the automaton as
        lexicon, and ``score`` equals :func:`lexitile.games.crossword.rules.scoring.score_placement`.

    Raises:
        KeyError: a board tile whose letter is not in ``tileset``.

    The compiled core (:mod:`lexitile.games.crossword.engine.accel`) gives the same list when it is in use.
    """
    fast = accel.generate(
        board, rack, tileset, automaton, bingo_bonus, rack_size, dedupe_empty_board_transposes, GeneratedMove
    )
    if fast is not None:
        return cast(list[GeneratedMove], fast)
    raw = _generate_raw(board, rack, tileset, automaton, bingo_bonus, rack_size, dedupe_empty_board_transposes)
    # One-tile plays are few: find them by their word (one letter, the rest dots) so
    # that the canonical direction costs no call per play on the hot path.
    for i in [i for i, t in enumerate(raw) if len(t[4]) - t[4].count(".") == 1]:
        raw[i] = _canonical_single(board, raw[i])
    return list(map(GeneratedMove._make, raw))


def best_move(
    board: Board,
    rack: Sequence[str],
    tileset: TileSet,
    automaton: Automaton,
    bingo_bonus: int = BINGO_BONUS,
    rack_size: int = RACK_SIZE,
    *,
    equity: Equity | None = None,
) -> GeneratedMove | None:
    """The legal placement with the highest equity (by default its score), or ``None``.

    Ties are broken by generation order (the first found wins).

    Args:
        equity: ``(move, leave) -> value``; ``None`` ranks by score.
        Others: as :func:`generate_moves`.
    """
    fast = accel.generate(board, rack, tileset, automaton, bingo_bonus, rack_size, True, GeneratedMove, equity is None)
    if fast is not None:
        moves = cast(list[GeneratedMove], fast)
    else:
        raw = _generate_raw(board, rack, tileset, automaton, bingo_bonus, rack_size, True, best_only=equity is None)
        moves = [GeneratedMove._make(_canonical_single(board, t)) for t in raw]
    if not moves:
        return None
    if equity is None:
        return moves[-1]
    best = None
    best_value = 0.0
    for mv in moves:
        value = equity(mv, mv.leave(rack))
        if best is None or value > best_value:
            best, best_value = mv, value
    return best
