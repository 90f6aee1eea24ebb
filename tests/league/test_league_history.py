"""A profile's history (the points of the XP and score charts) and the league's
refusals as Messages: the English wording is what the command prints, and German and
Portuguese word every one."""

from __future__ import annotations

import pytest

from lexitile.core.league_rules import GameResult, GameStatus, LeagueError, Seat, SeatKind
from lexitile.storage.league_db import League, clean_language, clean_name
from lexitile.storage.league_stats import profile_history
from lexitile.text.render import render


def seat(league: League, name: str, score: int) -> Seat:
    return Seat(name, SeatKind.PROFILE, league.profile(name).id, None, score)


def test_history_follows_the_games_and_ends_at_the_profiles_xp(tmp_path):
    with League(tmp_path / "l.sqlite3") as league:
        for name in ("Ann", "Bo", "Cy"):
            league.add_profile(name)
        games = [
            # (seats with scores, winners, competitive, status, XP Ann gets by the rules)
            ((("Ann", 300), ("Bo", 200)), (0,), True, GameStatus.FINISHED, 20),
            ((("Ann", 100), ("Bo", 150), ("Cy", 90)), (1,), True, GameStatus.FINISHED, 5),
            ((("Ann", 50), ("Cy", 70)), (), True, GameStatus.ABORTED, None),  # not in the history
            ((("Ann", 250), ("Cy", 240)), (0,), False, GameStatus.FINISHED, 0),  # practice
            ((("Ann", 180), ("Bo", 190), ("Cy", 400)), (0,), True, GameStatus.FINISHED, 30),
        ]
        for seats, winners, competitive, status, _ in games:
            league.record_game(
                GameResult("board", competitive, 0, status, tuple(seat(league, n, s) for n, s in seats), winners)
            )
        history = profile_history(league, "ann")
        kept = [g for g in games if g[4] is not None]
        assert [p.score for p in history] == [dict(g[0])["Ann"] for g in kept]
        assert [p.xp for p in history] == [g[4] for g in kept]
        totals = [sum(g[4] for g in kept[: i + 1]) for i in range(len(kept))]
        assert [p.total_xp for p in history] == totals
        assert history[-1].total_xp == league.profile("Ann").xp
        # merged: Cy's games join Bo's history, in the order played
        bo_before = [p.game_id for p in profile_history(league, "Bo")]
        cy_games = [p.game_id for p in profile_history(league, "Cy")]
        league.merge("Cy", "Bo")
        merged = profile_history(league, "Bo")
        assert [p.game_id for p in merged] == sorted(set(bo_before) | set(cy_games))
        assert merged[-1].total_xp == league.profile("Bo").xp


def refusals(league: League) -> list[LeagueError]:
    league.add_profile("Ann")
    out = []
    for attempt in (
        lambda: clean_name("  "),
        lambda: clean_name("x" * 41),
        lambda: clean_name("A\x1bnn"),
        lambda: clean_language("german"),
        lambda: league.profile("Zed"),
        lambda: league.add_profile("ANN"),
        lambda: league.merge("Ann", "ann"),
        lambda: league.can_sit("Ann", 5000),
    ):
        with pytest.raises(LeagueError) as info:
            attempt()
        out.append(info.value)
    return out


def test_each_refusal_has_a_message_worded_as_the_command_prints_it(tmp_path):
    with League(tmp_path / "l.sqlite3") as league:
        errors = refusals(league)
    assert len({e.why.code for e in errors}) == len(errors)
    for exc in errors:
        assert render(exc.why, "en") == str(exc)


@pytest.mark.parametrize("language", ["de", "pt_BR"])
def test_each_refusal_is_translated(tmp_path, language):
    with League(tmp_path / "l.sqlite3") as league:
        errors = refusals(league)
    for exc in errors:
        assert render(exc.why, language) != str(exc), exc.why.code
