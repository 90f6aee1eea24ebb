"""The league database: migrations, profiles and their events, recorded games,
concurrent writers and the rebuild."""

from __future__ import annotations

import multiprocessing
import sqlite3
from pathlib import Path

import pytest

from lexitile.core.league_rules import STARTING_CHIPS, GameResult, GameStatus, LeagueError, Seat, SeatKind
from lexitile.storage.league_db import League, MoveRecord, league_path
from lexitile.storage.league_schema import MIGRATIONS, SCHEMA_VERSION, migrate, schema_version


def tables(path: Path) -> set[str]:
    conn = sqlite3.connect(path)
    try:
        return {r[0] for r in conn.execute("SELECT name FROM sqlite_master WHERE type = 'table'")}
    finally:
        conn.close()


def seat(league: League, name: str, team: int | None = None, score: int = 0) -> Seat:
    return Seat(name, SeatKind.PROFILE, league.profile(name).id, team, score)


def test_fresh_file_gets_the_whole_schema_and_wal(tmp_path):
    path = tmp_path / "league.sqlite3"
    with League(path) as league:
        assert schema_version(league.conn) == SCHEMA_VERSION
        assert league.conn.execute("PRAGMA journal_mode").fetchone()[0] == "wal"
    assert {"profiles", "profile_events", "games", "game_seats", "game_moves", "game_words"} <= tables(path)
    assert not list(tmp_path.glob("*.bak"))  # nothing to back up in a new file


def test_default_path_is_in_the_data_dir(tmp_path, monkeypatch):
    monkeypatch.setenv("LEXITILE_DATA_DIR", str(tmp_path))
    assert league_path() == tmp_path / "league.sqlite3"


@pytest.mark.parametrize("old", range(1, SCHEMA_VERSION))
def test_migration_from_each_earlier_version_keeps_data_and_backs_up(tmp_path, old):
    path = tmp_path / "league.sqlite3"
    conn = sqlite3.connect(path, isolation_level=None)
    migrate(conn, target=old)
    assert schema_version(conn) == old
    conn.execute("INSERT INTO profiles (name, created, chips, xp) VALUES ('Ann', '2026-01-01T00:00:00+00:00', 990, 25)")
    conn.close()
    with League(path) as league:
        assert schema_version(league.conn) == SCHEMA_VERSION
        ann = league.profile("ann")
        assert (ann.name, ann.chips, ann.xp) == ("Ann", 990, 25)
    backup = tmp_path / f"league.sqlite3.v{old}.bak"
    assert backup.is_file()
    conn = sqlite3.connect(backup)
    assert schema_version(conn) == old
    assert conn.execute("SELECT chips FROM profiles").fetchall() == [(990,)]
    conn.close()


def test_each_migration_step_is_atomic(tmp_path):
    # a step that fails half-way leaves the file at the version before it
    path = tmp_path / "x.sqlite3"
    conn = sqlite3.connect(path, isolation_level=None)
    migrate(conn, target=1)
    conn.execute("CREATE TABLE game_moves (x)")  # makes step 2 fail on its first statement
    with pytest.raises(sqlite3.OperationalError):
        migrate(conn)
    assert schema_version(conn) == 1
    assert "game_words" not in tables(path)
    conn.close()


def test_newer_file_is_refused_in_one_line(tmp_path):
    path = tmp_path / "league.sqlite3"
    conn = sqlite3.connect(path)
    conn.execute(f"PRAGMA user_version = {len(MIGRATIONS) + 1}")
    conn.close()
    with pytest.raises(LeagueError, match=f"schema version {len(MIGRATIONS) + 1}"):
        League(path)


def test_not_a_database(tmp_path):
    path = tmp_path / "league.sqlite3"
    path.write_text("hello, this is not sqlite\n" * 100)
    with pytest.raises(LeagueError, match="league database"):
        League(path)
    assert path.read_text().startswith("hello")


def test_profiles_create_rename_merge_delete_as_events(tmp_path):
    with League(tmp_path / "l.sqlite3") as league:
        ann = league.add_profile("Ann", language="de", ui={"theme": "dark"})
        assert (ann.chips, ann.xp, ann.language, ann.ui) == (STARTING_CHIPS, 0, "de", {"theme": "dark"})
        league.add_profile("Bo")
        with pytest.raises(LeagueError, match="exists already"):
            league.add_profile("ann")
        with pytest.raises(LeagueError, match="empty"):
            league.add_profile("  ")
        league.rename("bo", "Bob")
        with pytest.raises(LeagueError, match="no profile named 'Bo'"):
            league.profile("Bo")
        league.add_profile("Robert")
        merged = league.merge("Robert", "Bob")
        assert merged.chips == STARTING_CHIPS  # one person, one starting grant
        assert [p.name for p in league.profiles()] == ["Ann", "Bob"]
        league.delete("Ann")
        assert [p.name for p in league.profiles()] == ["Bob"]
        league.add_profile("Ann")  # the name is free again; a new person
        kinds = [r[0] for r in league.conn.execute("SELECT kind FROM profile_events WHERE kind != 'grant' ORDER BY id")]
        assert kinds == ["created", "created", "renamed", "created", "merged", "deleted", "created"]
        assert league.rebuild() == {}


def test_can_sit_needs_enough_chips(tmp_path):
    with League(tmp_path / "l.sqlite3") as league:
        league.add_profile("Ann")
        assert league.can_sit("Ann", STARTING_CHIPS).name == "Ann"
        with pytest.raises(LeagueError, match="cannot cover a wager of 1001"):
            league.can_sit("Ann", STARTING_CHIPS + 1)
        league.add_profile("Bo")
        assert [p.name for p in league.seat_table(["bo", "Ann"], 500)] == ["Bo", "Ann"]
        with pytest.raises(LeagueError, match="only one seat"):
            league.seat_table(["Ann", "ANN"], 0)
        with pytest.raises(LeagueError, match="no profile named 'Cy'"):
            league.seat_table(["Ann", "Cy"], 0)


def test_recorded_games_update_the_league_and_deleted_profiles_keep_their_games(tmp_path):
    with League(tmp_path / "l.sqlite3") as league:
        for name in ("Ann", "Bo", "Cy"):
            league.add_profile(name)
        three = (seat(league, "Ann", score=300), seat(league, "Bo", score=250), seat(league, "Cy", score=200))
        league.record_game(
            GameResult("board", True, 100, GameStatus.FINISHED, three, (0,)),
            moves=[MoveRecord(0, "8D QUIXOTE", 150, (("QUIXOTE", 150),), bingo=True)],
        )
        league.record_game(GameResult("board", True, 100, GameStatus.ABORTED, three, ()))
        ann, bo = league.profile("Ann"), league.profile("Bo")
        # pot 300, bank 75: Ann +125, others -100; the aborted game changed nothing
        assert (ann.xp, ann.chips, ann.games, ann.wins) == (30, 1125, 1, 1)
        assert (bo.xp, bo.chips, bo.games, bo.wins) == (5, 900, 1, 0)
        statuses = [r[0] for r in league.conn.execute("SELECT status FROM games ORDER BY id")]
        assert statuses == ["finished", "aborted"]
        league.delete("Cy")
        assert league.conn.execute("SELECT COUNT(*) FROM game_seats WHERE name = 'Cy'").fetchone()[0] == 2
        assert league.rebuild() == {}


def test_broke_profile_gets_a_relief_grant_as_an_event(tmp_path):
    with League(tmp_path / "l.sqlite3") as league:
        league.add_profile("Ann")
        league.add_profile("Bo")
        table = (seat(league, "Ann"), seat(league, "Bo"))
        league.record_game(GameResult("board", True, 950, GameStatus.FINISHED, table, (0,)))
        # Bo: 1000 - 950 = 50, below 100 -> a grant of 50; Ann: 1000 - 950 + 1425 = 1475
        assert (league.profile("Ann").chips, league.profile("Bo").chips) == (1475, 100)
        grants = league.conn.execute("SELECT chips, detail FROM profile_events WHERE kind = 'grant' AND chips = 50")
        assert [r[1] for r in grants] == ["relief grant (broke)"]
        assert league.rebuild() == {}


def test_merge_after_games_then_rebuild_equals_live(tmp_path):
    with League(tmp_path / "l.sqlite3") as league:
        for name in ("Ann", "Bo", "Bob", "Cy"):
            league.add_profile(name)
        league.record_game(
            GameResult("board", True, 40, GameStatus.FINISHED, (seat(league, "Bo"), seat(league, "Cy")), (0,))
        )
        league.record_game(
            GameResult(
                "quiddler",
                True,
                0,
                GameStatus.FINISHED,
                (seat(league, "Bob"), seat(league, "Ann"), seat(league, "Cy")),
                (0, 1),
            )
        )
        league.merge("Bo", "Bob")
        bob = league.profile("Bob")
        # Bo: 20 XP, +20 chips; Bob: draw of two in three -> 15 XP; both starting grants
        assert (bob.xp, bob.chips, bob.games, bob.wins, bob.draws) == (35, 1020, 2, 1, 1)
        league.record_game(
            GameResult("crosswise", True, 10, GameStatus.ABANDONED, (seat(league, "Bob"), seat(league, "Ann")), (), 1)
        )
        assert league.rebuild() == {}
        # the rebuild notices and repairs a counter that drifted
        league.conn.execute("UPDATE profiles SET chips = chips + 7 WHERE name = 'Ann'")
        diffs = league.rebuild()
        assert list(diffs) == [league.profile("Ann").id]
        assert league.rebuild() == {}


def _finish_games(path: str, names: tuple[str, str], count: int, barrier: object) -> None:
    with League(Path(path)) as league:
        table = tuple(Seat(n, SeatKind.PROFILE, league.profile(n).id) for n in names)
        barrier.wait()  # type: ignore[attr-defined]
        for _ in range(count):
            league.record_game(GameResult("board", True, 10, GameStatus.FINISHED, table, (0,)))


def test_two_processes_finishing_games_at_once_lose_no_update(tmp_path):
    path = tmp_path / "l.sqlite3"
    with League(path) as league:
        for name in ("Ann", "Bo", "Cy"):
            league.add_profile(name)
    ctx = multiprocessing.get_context("spawn")
    barrier = ctx.Barrier(2)
    count = 25
    procs = [
        ctx.Process(target=_finish_games, args=(str(path), ("Ann", "Bo"), count, barrier)),
        ctx.Process(target=_finish_games, args=(str(path), ("Ann", "Cy"), count, barrier)),
    ]
    for p in procs:
        p.start()
    for p in procs:
        p.join(120)
        assert p.exitcode == 0
    with League(path) as league:
        ann = league.profile("Ann")
        # each game: pot 20, bank 5, Ann +5 chips and 20 XP
        assert (ann.games, ann.xp, ann.chips) == (2 * count, 2 * count * 20, 1000 + 2 * count * 5)
        assert league.profile("Bo").chips == 1000 - count * 10
        assert league.rebuild() == {}


def _open_fresh(path: str, barrier: object, errors: object) -> None:
    barrier.wait()  # type: ignore[attr-defined]
    try:
        with League(Path(path)) as league:
            league.add_profile(f"P{multiprocessing.current_process().name}")
    except Exception as exc:
        errors.put(repr(exc))  # type: ignore[attr-defined]
        raise


def test_two_processes_creating_the_file_at_once(tmp_path):
    path = tmp_path / "fresh.sqlite3"
    ctx = multiprocessing.get_context("spawn")
    barrier = ctx.Barrier(2)
    errors = ctx.SimpleQueue()
    procs = [ctx.Process(target=_open_fresh, args=(str(path), barrier, errors), name=str(i)) for i in range(2)]
    for p in procs:
        p.start()
    for p in procs:
        p.join(120)
    found = []
    while not errors.empty():
        found.append(errors.get())
    assert found == []
    assert [p.exitcode for p in procs] == [0, 0]
    with League(path) as league:
        assert schema_version(league.conn) == SCHEMA_VERSION
        assert sorted(p.name for p in league.profiles()) == ["P0", "P1"]


def test_creating_and_merging_a_profile_makes_no_chips(tmp_path):
    """A profile made only to be merged brings its starting grant with it no more: the
    target's chips stay as they were, however often it is done, and the rebuilt
    league agrees."""
    with League(tmp_path / "league.sqlite3") as league:
        league.add_profile("Ann")
        for name in ("Cee", "Dee", "Eve"):
            league.add_profile(name)
            league.merge(name, "Ann")
        assert league.profile("Ann").chips == STARTING_CHIPS
        assert league.rebuild() == {}
