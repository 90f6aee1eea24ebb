"""The evaluator (``lexitile.games.crossword.engine.evaluator``): invariants of the ranking, the
end-of-game adjustment, and the notation helpers in both played-through notations."""

from __future__ import annotations

import math
from collections import Counter
from pathlib import Path

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st
from movegen_support import small_automaton

from lexitile.games.crossword.catalog import load_tileset
from lexitile.games.crossword.engine.evaluator import Evaluator, analyse_position, gcg_text, played_letters
from lexitile.games.crossword.engine.movegen import GeneratedMove
from lexitile.games.crossword.records.gcg import read_gcg
from lexitile.games.crossword.records.replay import replay_record

DATA = Path(__file__).resolve().parents[3] / "data" / "analysis"
TILES = load_tileset("english")
_lines = (DATA / "words.txt").read_text(encoding="utf-8").splitlines()
WORDS = frozenset(w for w in _lines if w and not w.startswith("#"))
AUTOMATON = small_automaton(WORDS)
REPLAY = replay_record(read_gcg(DATA / "two-player.gcg"))

racks = st.lists(st.sampled_from(sorted(TILES.full_bag())), min_size=1, max_size=7)


@settings(max_examples=60, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(rack=racks, step=st.integers(-1, len(REPLAY.steps) - 1), bag=st.sampled_from([0, 3, 7, 40]))
def test_ranking_invariants(rack, step, bag) -> None:
    board = REPLAY.board_after(step)
    pa = analyse_position(board, rack, TILES, AUTOMATON, bag=bag)
    eqs = [c.equity for c in pa.candidates]
    assert eqs == sorted(eqs, reverse=True)
    assert pa.best.equity == max(eqs) and pa.rank(pa.best.equity) == 1
    assert sum(c.kind == "pass" for c in pa.candidates) == 1
    keeps = math.prod(n + 1 for n in Counter("?" if t == "?" else t for t in rack).values()) - 1
    n_ex = sum(c.kind == "exchange" for c in pa.candidates)
    assert n_ex == (keeps if bag >= 7 else 0)
    for c in pa.candidates:
        if c.kind == "play":
            assert c.bingo == (len(c.tiles) == 7)
            kept = Counter(rack)
            kept.subtract("?" if t.islower() else t for t in c.tiles)
            assert "".join(sorted(kept.elements())) == c.leave
    assert len(pa) == len(pa.candidates)


def test_end_of_game_adjustment() -> None:
    ev = Evaluator(TILES)
    assert ev.equity(20, "", bag=0, unseen=9) == 20 + 18
    assert ev.equity(20, "QZ", bag=0, unseen=9) == 20 - (2 * 20 + 10)
    assert ev.equity(20, "?", bag=0, unseen=9) == 20 - 10
    assert ev.equity(20, "", bag=5) == 20
    assert ev.equity(20, "?", bag=5) == 20 + ev.leaves.value("?")


def test_notation_helpers_read_the_generators_gcg_notation() -> None:
    dots = GeneratedMove(10, 7, 3, False, "..cD.F")
    assert gcg_text(dots) == "8D ..cD.F"
    assert played_letters(dots.word) == "cDF"
