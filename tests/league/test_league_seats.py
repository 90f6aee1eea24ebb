"""The table's side of the league: its options in saves and records, who sits as a
profile, and recording a game once."""

from __future__ import annotations

import pytest
from hypothesis import given
from hypothesis import strategies as st

from lexitile.core.league_rules import GameResult, GameStatus, LeagueError, Seat, SeatKind, xp_for_level
from lexitile.play.league_table import LeagueTable, guests, record_once, seat_of, seat_people
from lexitile.savegame import GameOptions
from lexitile.storage.league_db import League

names = st.text(alphabet=st.characters(codec="utf-8", exclude_categories=("C", "Z")), min_size=1, max_size=20).map(
    lambda s: s.replace("=", "")
).filter(bool) | st.sampled_from(["Ann Lee", "Bo", "12", "Cy 3"])


@given(
    competitive=st.booleans(),
    wager=st.integers(0, 10_000),
    people=st.dictionaries(names, st.integers(1, 10_000), max_size=4),
)
def test_text_and_json_forms_read_back(competitive, wager, people):
    if not competitive:
        wager = 0
    table = LeagueTable(competitive, wager, people)
    assert LeagueTable.from_json(table.to_json()) == table
    assert LeagueTable.from_text(table.to_text()) == table


def test_old_saves_have_no_league_and_new_ones_name_it():
    assert GameOptions.from_json({}).league is None
    options = GameOptions(league=LeagueTable(True, 100, {"Ann": 1}))
    assert GameOptions.from_json(options.to_json()) == options
    assert options.labels() == ["competitive table", "wager 100 chips"]
    assert GameOptions(league=LeagueTable(False)).labels() == ["practice table"]
    with pytest.raises(ValueError, match="practice table has no wager"):
        LeagueTable(False, 10)


def test_without_a_league_nobody_is_a_profile_and_nothing_is_created(tmp_path):
    db = tmp_path / "league.sqlite3"
    assert seat_people(["Ann", "Bo"], path=db) == LeagueTable()
    # a fresh install is asked about profiles as an existing league is (robots never)
    assert guests(["Ann", "Bo", "Robo"], ["Robo"], path=db) == ["Ann", "Bo"]
    with pytest.raises(LeagueError, match="Ann is not a league profile"):
        seat_people(["Ann", "Bo"], wager=10, path=db)
    assert not db.exists()


def test_profiles_guests_and_robots(tmp_path):
    db = tmp_path / "league.sqlite3"
    with League(db) as league:
        ann = league.add_profile("Ann").id
        league.add_profile("Robo")
    table = seat_people(["ann", "Bo", "Robo"], ["Robo"], path=db)
    assert table.profiles == {"ann": ann}  # a robot never sits as a profile, even by name
    assert guests(["ann", "Bo", "Robo"], ["Robo"], path=db) == ["Bo"]
    assert seat_of(table, "ann", robot=True).kind is SeatKind.PROFILE  # handed to the computer: still Ann
    assert seat_of(table, "Robo", robot=True).kind is SeatKind.ROBOT
    assert seat_of(table, "Bo", robot=False).kind is SeatKind.GUEST


def _result(ids, status=GameStatus.FINISHED):
    seats = tuple(Seat(n, SeatKind.PROFILE, i) for n, i in ids.items())
    return GameResult("board", True, 0, status, seats, (0,) if status is GameStatus.FINISHED else ())


def test_recorded_once_and_a_level_up_told_once(tmp_path):
    db = tmp_path / "league.sqlite3"
    with League(db) as league:
        ids = {n: league.add_profile(n).id for n in ("Ann", "Bo")}
        league.conn.execute("UPDATE profiles SET xp = ? WHERE name = 'Ann'", (xp_for_level(2) - 1,))
    first = record_once(_result(ids), (), "game-1.json", db)
    assert first is not None and not first.again
    assert [(g.name, g.xp, g.level, g.level_up) for g in first.gains] == [("Ann", 20, 2, True), ("Bo", 5, 1, False)]
    again = record_once(_result(ids), (), "game-1.json", db)
    assert again is not None and again.again and not any(g.level_up for g in again.gains)
    with League(db) as league:
        assert league.profile("Ann").xp == xp_for_level(2) - 1 + 20
        assert league.conn.execute("SELECT COUNT(*) FROM games").fetchone()[0] == 1


def test_a_failed_write_is_an_outcome_not_an_exception(tmp_path):
    (tmp_path / "league.sqlite3").mkdir()  # a folder where the database should be
    outcome = record_once(_result({"Ann": 1, "Bo": 2}), (), "game.json", tmp_path / "league.sqlite3")
    assert outcome is not None and outcome.error
    assert (
        record_once(GameResult("board", True, 0, GameStatus.FINISHED, (Seat("Bo", SeatKind.GUEST),)), (), "k") is None
    )


def test_an_unreadable_league_refuses_a_competitive_table_only(tmp_path):
    db = tmp_path / "league.sqlite3"
    db.write_bytes(b"not a database" * 100)
    with pytest.raises(LeagueError, match="cannot be read; a practice game"):
        seat_people(["Ann", "Bo"], path=db)
    assert seat_people(["Ann", "Bo"], competitive=False, path=db) == LeagueTable(False)
    assert guests(["Ann", "Bo"], path=db) == []
    assert db.read_bytes() == b"not a database" * 100  # left as it was
