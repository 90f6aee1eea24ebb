"""Post-game analysis against a brute-force oracle, on records made by lexitile's robots.

The records in ``tests/data/analysis/`` (``make_records.py``) were played with the small
word list ``words.txt``: a two-player game (hard against easy robot), a three- and a
four-player game, and a game judged by challenge with a phony challenged off, a phony that stood
and a failed challenge (a lost turn). For every turn the oracle (`tests/analysis_oracle.py`) lists **every
legal play by exhaustion** (:func:`analysis_oracle.plays_by_exhaustion`: every word of the
list in every line segment that could hold a main word, kept when the rules engine's ``check_placement`` accepts
it, scored by ``score_placement``), every exchange and the pass, and computes the
equity with its own copy of the formula: score + leave value while the bag has tiles;
with the bag empty, +2x the unseen tiles for going out, else -(2x the kept tiles + 10).
The analyser's best equity, best play, equity lost, bingo availability and per-player
totals must equal the oracle's.
"""

from __future__ import annotations

from collections import Counter

import pytest
from movegen_support import small_automaton, tiles_key

from analysis_oracle import DATA, WORDS, oracle
from lexitile.games.crossword.engine.analysis import analyse_replay
from lexitile.games.crossword.records.gcg import read_gcg
from lexitile.games.crossword.records.replay import replay_record
from lexitile.games.crossword.rules.board import Board
from lexitile.games.crossword.rules.events import EventKind

RECORDS = ("two-player.gcg", "three-player.gcg", "four-player.gcg", "challenge.gcg")


AUTOMATON = small_automaton(WORDS)


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
                best, argmax, played, bingo = oracle(replay, i, board)
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
