"""Invariants over random league histories: the rebuild always equals the live league,
and chips are only ever made by grants and taken by the bank."""

from __future__ import annotations

import tempfile
from pathlib import Path

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from lexitile.core.league_rules import BANK_PERCENT, GameResult, GameStatus, LeagueError, Seat, SeatKind
from lexitile.storage.league_db import League

NAMES = ("Ann", "Bo", "Cy", "Di", "Ed")

game_op = st.tuples(
    st.just("game"),
    st.lists(st.sampled_from(NAMES), min_size=2, max_size=4, unique=True),
    st.sampled_from([GameStatus.FINISHED, GameStatus.FINISHED, GameStatus.ABORTED, GameStatus.ABANDONED]),
    st.integers(0, 400),
    st.booleans(),
    st.data(),
)
profile_op = st.tuples(st.sampled_from(["merge", "delete", "add"]), st.sampled_from(NAMES), st.sampled_from(NAMES))


@settings(max_examples=25, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(st.lists(st.one_of(game_op, profile_op), max_size=12))
def test_rebuild_equals_live_after_any_history(ops):
    with tempfile.TemporaryDirectory() as tmp, League(Path(tmp) / "league.sqlite3") as league:
        for name in NAMES:
            league.add_profile(name)
        bank = 0
        for op in ops:
            if op[0] == "game":
                _, names, status, wager, competitive, data = op
                live = {p.name for p in league.profiles()}
                names = [n for n in names if n in live]
                if len(names) < 2:
                    continue
                seats = tuple(Seat(n, SeatKind.PROFILE, league.profile(n).id) for n in names)
                wager = wager if competitive else 0
                winners = tuple(sorted(data.draw(st.sets(st.integers(0, len(seats) - 1), min_size=1))))
                quitter = data.draw(st.integers(0, len(seats) - 1)) if status is GameStatus.ABANDONED else None
                result = GameResult("board", competitive, wager, status, seats, winners, quitter)
                league.record_game(result)
                if competitive and status is GameStatus.FINISHED:
                    bank += wager * len(seats) * BANK_PERCENT // 100
                elif competitive and status is GameStatus.ABANDONED:
                    bank += wager * BANK_PERCENT // 100 + 10
            else:
                kind, a, b = op
                try:
                    if kind == "merge":
                        league.merge(a, b)
                    elif kind == "delete":
                        league.delete(a)
                    else:
                        league.add_profile(a)
                except LeagueError:
                    pass
        assert league.rebuild() == {}
        total = league.conn.execute("SELECT SUM(chips) FROM profiles").fetchone()[0]
        grants = league.conn.execute("SELECT SUM(chips) FROM profile_events WHERE kind = 'grant'").fetchone()[0]
        assert total == grants - bank
