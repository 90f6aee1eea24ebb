"""Post-game analysis against a brute-force oracle, on records made by lexitile's robots.

The records in ``tests/data/analysis/`` (``make_records.py``) were played with the small
word list ``words.txt``: a two-player game (hard against easy robot), a three- and a
four-player game, and a game judged by challenge with a phony challenged off, a phony that stood
and a failed challenge (a lost turn). For every turn the oracle here lists **every
legal play by exhaustion** (:func:`plays_by_exhaustion` below: every word of the
list in every line segment that could hold a main word, kept when the rules engine's ``check_placement`` accepts
it, scored by ``score_placement``), every exchange and the pass, and computes the
equity with its own copy of the formula: score + leave value while the bag has tiles;
with the bag empty, +2x the unseen tiles for going out, else -(2x the kept tiles + 10).
The analyser's best equity, best play, equity lost, bingo availability and per-player
totals must equal the oracle's.
"""

from __future__ import annotations

import itertools
from collections import Counter
from pathlib import Path

import pytest
from movegen_support import small_automaton, tiles_key

from lexitile.engine.analysis import analyse_replay
from lexitile.engine.leaves import load_leaves
from lexitile.errors import IllegalMoveError
from lexitile.records.gcg import read_gcg
from lexitile.records.replay import replay_record
from lexitile.rules.board import Board
from lexitile.rules.events import EventKind
from lexitile.rules.placement import Placement
from lexitile.rules.scoring import score_placement
from lexitile.rules.validate import check_placement

DATA = Path(__file__).resolve().parents[1] / "data" / "analysis"
RECORDS = ("two-player.gcg", "three-player.gcg", "four-player.gcg", "challenge.gcg")


def _words() -> frozenset[str]:
    lines = (DATA / "words.txt").read_text(encoding="utf-8").splitlines()
    return frozenset(ln.strip() for ln in lines if ln.strip() and not ln.startswith("#"))


WORDS = _words()
AUTOMATON = small_automaton(WORDS)


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
    rows, cols = board.rows, board.cols
    empty = board.is_empty

    def near(r: int, c: int) -> bool:
        if empty:
            return (r, c) == board.layout.start
        return any(
            0 <= r + dr < rows and 0 <= c + dc < cols and board.at(r + dr, c + dc) is not None
            for dr, dc in ((0, 0), (1, 0), (-1, 0), (0, 1), (0, -1))
        )

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
                        new = [(squares[s + k], ch) for k, (x, ch) in enumerate(zip(seg, word)) if x is None]
                        need = Counter(ch for _, ch in new)
                        if sum(max(0, k - have[ch]) for ch, k in need.items()) > blanks:
                            continue
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


def _oracle(replay, i: int, board: Board):
    """Best equity, the placements reaching it, the equity of the move made, bingo available."""
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
    best = max(eq for eq, _ in options)
    argmax = {key for eq, key in options if abs(eq - best) < 1e-9}
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
    return best, argmax, played, bingo


@pytest.mark.parametrize("name", RECORDS)
def test_every_fourth_turn_equals_the_brute_force_oracle(name: str) -> None:
    _check_against_oracle(name, every=4)


@pytest.mark.slow
@pytest.mark.parametrize("name", RECORDS)
def test_every_turn_equals_the_brute_force_oracle(name: str) -> None:
    _check_against_oracle(name, every=1)


def _check_against_oracle(name: str, every: int) -> None:
    record = read_gcg(DATA / name)
    replay = replay_record(record)
    assert replay.ok, replay.error or replay.mismatches[:1]
    analysis = analyse_replay(replay, AUTOMATON, WORDS)
    by_event = {t.event_index: t for t in analysis.turns}
    board = Board(replay.layout)
    lost = Counter()
    checked = 0
    for i, (e, step) in enumerate(zip(record.events, replay.steps, strict=True)):
        if e.kind.is_turn:
            t = by_event[i]
            if e.kind is EventKind.PASS and "turn lost" in e.note:
                assert t.skipped == "turn lost to a failed challenge"
            elif (t.turn - 1) % every:
                assert not t.skipped, t
                lost[e.player] += max(0.0, t.loss)  # checked in the full run
            else:
                assert not t.skipped, t
                best, argmax, played, bingo = _oracle(replay, i, board)
                assert t.best is not None and t.loss is not None
                assert t.best.equity == pytest.approx(best), (name, t.turn)
                key = tiles_key(t.best.move.tiles) if t.best.kind == "play" else t.best.kind
                assert key in argmax, (name, t.turn, t.best.text)
                assert t.equity == pytest.approx(played), (name, t.turn)
                assert t.loss == pytest.approx(best - played), (name, t.turn)
                assert t.bingo_available == bingo
                lost[e.player] += max(0.0, best - played)
                checked += 1
        if step.placement is not None:
            board.put(step.placement.tiles)
        if step.removed:
            board.remove(step.removed)
    assert checked >= 40 // every
    for p in analysis.players:
        assert p.equity_lost == pytest.approx(lost[p.player])
        assert [w.loss for w in p.worst] == sorted((w.loss for w in p.worst), reverse=True)


def test_the_records_hold_what_the_tests_need() -> None:
    """Exchanges, a three-player game, a phony challenged off, one that stood, a lost turn."""
    analyses = {}
    for name in RECORDS:
        replay = replay_record(read_gcg(DATA / name))
        analyses[name] = analyse_replay(replay, AUTOMATON, WORDS)
    assert len(analyses["three-player.gcg"].players) == 3
    assert len(analyses["four-player.gcg"].players) == 4
    assert any(t.kind == "exchange" for a in analyses.values() for t in a.turns)
    turns = analyses["challenge.gcg"].turns
    assert [t.withdrawn for t in turns if t.phony] == [True, False]
    assert sum(t.skipped == "turn lost to a failed challenge" for t in turns) == 1
    players = analyses["challenge.gcg"].players
    assert sum(p.phonies for p in players) == 2
    assert sum(p.phonies_challenged for p in players) == 1
    # a withdrawn phony scored nothing and kept the rack: it counts as a pass
    off = next(t for t in turns if t.withdrawn)
    assert off.score == 0 and off.leave == "".join(sorted(off.rack))


def test_exchange_and_pass_report_what_the_best_play_would_gain() -> None:
    replay = replay_record(read_gcg(DATA / "two-player.gcg"))
    analysis = analyse_replay(replay, AUTOMATON, WORDS)
    exchanges = [t for t in analysis.turns if t.kind == "exchange" and t.best_play is not None]
    assert exchanges
    for t in exchanges:
        assert t.play_gain == pytest.approx(t.best_play.equity - t.equity)
