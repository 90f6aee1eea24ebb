"""The brute-force oracle of post-game analysis (tests of the analyser and of the replay's
review panel): every legal play of a position by exhaustion, every exchange and the
pass, with the equity computed by this module's own copy of the formula -- score +
leave value while the bag has tiles; with the bag empty, +2x the unseen tiles for going
out, else -(2x the kept tiles + 10). Shares no code with the analyser but the rules
engine's ``check_placement``/``score_placement`` and the leave table.

The records it serves are in ``tests/data/analysis/`` (``make_records.py``), played with
the small word list ``words.txt`` there.
"""

from __future__ import annotations

import itertools
from collections import Counter
from pathlib import Path

from lexitile.errors import IllegalMoveError
from lexitile.games.crossword.engine.leaves import load_leaves
from lexitile.games.crossword.rules.board import Board
from lexitile.games.crossword.rules.events import EventKind
from lexitile.games.crossword.rules.placement import Placement
from lexitile.games.crossword.rules.scoring import score_placement
from lexitile.games.crossword.rules.validate import check_placement

DATA = Path(__file__).resolve().parent / "data" / "analysis"


def _words() -> frozenset[str]:
    lines = (DATA / "words.txt").read_text(encoding="utf-8").splitlines()
    return frozenset(ln.strip() for ln in lines if ln.strip() and not ln.startswith("#"))


WORDS = _words()


def plays_by_exhaustion(board: Board, rack: str, tiles, words: frozenset[str]) -> dict[frozenset, int]:
    """Every legal play: each word of the list in each line segment that could hold a
    main word (nothing right before or after it, not full, touching a tile or covering
    the start square), each way of taking its new letters from the rack (a tile or a
    blank), kept when the rules engine's ``check_placement`` accepts it; scored by
    ``score_placement``. Keys are the sets of new tiles."""
    by_len: dict[int, set[str]] = {}
    by_letter: dict[tuple[int, int, str], set[str]] = {}  # (length, position, letter) -> words
    for w in words:
        by_len.setdefault(len(w), set()).add(w)
        for k, ch in enumerate(w):
            by_letter.setdefault((len(w), k, ch), set()).add(w)
    have = Counter(rack)
    blanks = have["?"]
    short_of: dict[str, int] = {}  # word -> how many of its letters the rack's real tiles lack

    def lacking(word: str) -> int:
        if word not in short_of:
            short_of[word] = sum(max(0, k - have[ch]) for ch, k in Counter(word).items())
        return short_of[word]

    rows, cols = board.rows, board.cols
    empty = board.is_empty

    def near(r: int, c: int) -> bool:
        if empty:
            return (r, c) == board.layout.start
        return any(
            0 <= r + dr < rows and 0 <= c + dc < cols and board.at(r + dr, c + dc) is not None
            for dr, dc in ((0, 0), (1, 0), (-1, 0), (0, 1), (0, -1))
        )

    cross_memo: dict[tuple[int, int, str, bool], bool] = {}

    def cross_ok(r: int, c: int, ch: str, down: bool) -> bool:
        """The word a new ``ch`` at (r, c) makes across the main word's line is in the list (or is none)."""
        key = (r, c, ch, down)
        if key not in cross_memo:
            dr, dc = (0, 1) if down else (1, 0)
            text = [ch]
            rr, cc = r - dr, c - dc
            while 0 <= rr < rows and 0 <= cc < cols and board.at(rr, cc) is not None:
                text.insert(0, board.at(rr, cc).upper())
                rr, cc = rr - dr, cc - dc
            rr, cc = r + dr, c + dc
            while 0 <= rr < rows and 0 <= cc < cols and board.at(rr, cc) is not None:
                text.append(board.at(rr, cc).upper())
                rr, cc = rr + dr, cc + dc
            cross_memo[key] = len(text) < 2 or "".join(text) in words
        return cross_memo[key]

    out: dict[frozenset, int] = {}
    for down in (False, True):
        for line in range(cols if down else rows):
            squares = [(k, line) if down else (line, k) for k in range(rows if down else cols)]
            letters = [board.at(r, c) for r, c in squares]
            touch = [near(r, c) for r, c in squares]
            n_sq = len(squares)
            for s in range(n_sq):
                if s and letters[s - 1] is not None:
                    continue
                for e in range(s + 1, n_sq):
                    if e + 1 < n_sq and letters[e + 1] is not None:
                        continue
                    seg = letters[s : e + 1]
                    if len(seg) not in by_len or all(x is not None for x in seg) or not any(touch[s : e + 1]):
                        continue
                    n = len(seg)
                    fixed = [by_letter.get((n, k, x.upper()), set()) for k, x in enumerate(seg) if x is not None]
                    for word in sorted(set.intersection(*fixed) if fixed else by_len[n]):
                        if lacking(word) - len(fixed) > blanks:
                            continue  # a shortcut: each tile on the board supplies one letter at most
                        new = [(squares[s + k], ch) for k, (x, ch) in enumerate(zip(seg, word)) if x is None]
                        need = Counter(ch for _, ch in new)
                        if sum(max(0, k - have[ch]) for ch, k in need.items()) > blanks:
                            continue
                        if not all(cross_ok(r, c, ch, down) for (r, c), ch in new):
                            continue  # a shortcut: ``check_placement`` would refuse the cross word
                        for b in range(min(blanks, len(new)) + 1):
                            for on_blank in itertools.combinations(range(len(new)), b):
                                real = need - Counter(new[k][1] for k in on_blank)
                                if any(k > have[ch] for ch, k in real.items()):
                                    continue
                                placed = [
                                    (r, c, ch.lower() if k in on_blank else ch) for k, ((r, c), ch) in enumerate(new)
                                ]
                                placement = Placement.of(placed, None)
                                try:
                                    check_placement(board, placement, tiles, rack=list(rack), lexicon=words)
                                except IllegalMoveError:
                                    continue
                                out[frozenset(placed)] = score_placement(board, placement, tiles, 7, 50).total
    return out


def _kept(rack: str, used: list[str]) -> str:
    rest = list(rack)
    for t in used:
        rest.remove("?" if t.islower() or t == "?" else t)
    return "".join(sorted(rest))


def _oracle_equity(tiles, leaves, score: int, kept: str, bag: int, unseen: int) -> float:
    if bag > 0:
        return score + leaves.value(kept)
    if not kept:
        return score + 2 * unseen
    return score - 2 * sum(tiles.value(t) for t in kept) - 10


def _unseen(tiles, board: Board, rack: str) -> int:
    left = Counter(tiles.counts)
    for sq in board.squares:
        if sq is not None:
            left["?" if sq.islower() else sq] -= 1
    left.subtract(rack)
    return sum(n * tiles.value(t) for t, n in left.items() if n > 0)


def oracle(replay, i: int, board: Board):
    """Best equity, the placements reaching it, the equity of the move made, bingo available."""
    options, played, bingo = oracle_options(replay, i, board)
    best = max(eq for eq, _ in options)
    argmax = {key for eq, key in options if abs(eq - best) < 1e-9}
    return best, argmax, played, bingo


def oracle_options(replay, i: int, board: Board):
    """Every option of the turn at event ``i`` (``board``: the board before it) as
    ``(equity, key)`` (key: the set of new tiles of a play, ``"exchange"``, ``"pass"``),
    the equity of the move made, and whether a bingo was legal."""
    tiles = replay.tileset
    leaves = load_leaves(tiles)
    e = replay.record.events[i]
    rack = e.rack
    bag = replay.steps[i - 1].bag if i else tiles.total - 7 * len(replay.record.players)
    unseen = _unseen(tiles, board, rack)
    plays = plays_by_exhaustion(board, rack, tiles, WORDS)
    options: list[tuple[float, object]] = []
    for key, score in plays.items():
        kept = _kept(rack, [t for _, _, t in key])
        options.append((_oracle_equity(tiles, leaves, score, kept, bag, unseen), key))
    if bag >= 7:
        seen_keeps = set()
        for k in range(len(rack)):  # keep k tiles, give back the rest (at least one)
            for keep in itertools.combinations(sorted(rack), k):
                if keep not in seen_keeps:
                    seen_keeps.add(keep)
                    options.append((_oracle_equity(tiles, leaves, 0, "".join(keep), bag, unseen), "exchange"))
    options.append((_oracle_equity(tiles, leaves, 0, "".join(sorted(rack)), bag, unseen), "pass"))
    nxt = replay.record.events[i + 1] if i + 1 < len(replay.record.events) else None
    withdrawn = nxt is not None and nxt.kind is EventKind.WITHDRAWN
    step = replay.steps[i]
    if e.kind is EventKind.PLAY and not withdrawn:
        used = [t for _, _, t in step.placement.tiles]
        played = _oracle_equity(tiles, leaves, step.score, _kept(rack, used), bag, unseen)
    elif e.kind is EventKind.EXCHANGE:
        played = _oracle_equity(tiles, leaves, 0, _kept(rack, list(e.tiles)), bag, unseen)
    else:
        played = _oracle_equity(tiles, leaves, 0, "".join(sorted(rack)), bag, unseen)
    bingo = any(len(key) == 7 for key in plays)
    return options, played, bingo


def board_before(replay, i: int) -> Board:
    """The board before event ``i``, rebuilt from the replay's steps."""
    board = Board(replay.layout)
    for step in replay.steps[:i]:
        if step.placement is not None:
            board.put(step.placement.tiles)
        if step.removed:
            board.remove(step.removed)
    return board
