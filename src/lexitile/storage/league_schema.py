"""The league database's schema, its migrations, and how a connection is opened.

The schema is versioned with ``PRAGMA user_version``; :data:`MIGRATIONS` takes a file
from each version to the next, every step in its own ``BEGIN IMMEDIATE`` transaction
(read again under the write lock, since another process may migrate at the same time).
Connections are autocommit and WAL-journalled, so readers never wait for the writer.
"""

from __future__ import annotations

import sqlite3
import time
from pathlib import Path

from lexitile.core.league_rules import LeagueError

#: Seconds a writer waits for another process's transaction before giving up.
BUSY_TIMEOUT_S = 30.0

_V1 = (
    """CREATE TABLE profiles (
        id INTEGER PRIMARY KEY,
        name TEXT NOT NULL,
        created TEXT NOT NULL,
        language TEXT,
        ui TEXT NOT NULL DEFAULT '{}',
        deleted INTEGER NOT NULL DEFAULT 0,
        merged_into INTEGER REFERENCES profiles(id),
        xp INTEGER NOT NULL DEFAULT 0,
        chips INTEGER NOT NULL DEFAULT 0,
        games INTEGER NOT NULL DEFAULT 0,
        wins INTEGER NOT NULL DEFAULT 0,
        draws INTEGER NOT NULL DEFAULT 0)""",
    "CREATE UNIQUE INDEX profiles_live_name ON profiles(name COLLATE NOCASE) WHERE deleted = 0 AND merged_into IS NULL",
    """CREATE TABLE profile_events (
        id INTEGER PRIMARY KEY,
        at TEXT NOT NULL,
        profile_id INTEGER NOT NULL REFERENCES profiles(id),
        kind TEXT NOT NULL,
        detail TEXT NOT NULL DEFAULT '',
        chips INTEGER NOT NULL DEFAULT 0,
        other_id INTEGER REFERENCES profiles(id),
        game_id INTEGER REFERENCES games(id))""",
    """CREATE TABLE games (
        id INTEGER PRIMARY KEY,
        ended TEXT NOT NULL,
        mode TEXT NOT NULL,
        competitive INTEGER NOT NULL,
        wager INTEGER NOT NULL,
        status TEXT NOT NULL,
        winners TEXT NOT NULL,
        abandoned_by INTEGER,
        record TEXT)""",
    """CREATE TABLE game_seats (
        game_id INTEGER NOT NULL REFERENCES games(id),
        seat INTEGER NOT NULL,
        name TEXT NOT NULL,
        kind TEXT NOT NULL,
        profile_id INTEGER REFERENCES profiles(id),
        team INTEGER,
        score INTEGER NOT NULL,
        resigned INTEGER NOT NULL,
        wager INTEGER NOT NULL,
        xp INTEGER NOT NULL,
        chips INTEGER NOT NULL,
        result TEXT NOT NULL,
        PRIMARY KEY (game_id, seat))""",
)
_V2 = (
    """CREATE TABLE game_moves (
        game_id INTEGER NOT NULL REFERENCES games(id),
        move_no INTEGER NOT NULL,
        seat INTEGER NOT NULL,
        notation TEXT NOT NULL,
        score INTEGER NOT NULL,
        bingo INTEGER NOT NULL,
        PRIMARY KEY (game_id, move_no))""",
    """CREATE TABLE game_words (
        game_id INTEGER NOT NULL,
        move_no INTEGER NOT NULL,
        word TEXT NOT NULL,
        score INTEGER NOT NULL,
        FOREIGN KEY (game_id, move_no) REFERENCES game_moves(game_id, move_no))""",
    "CREATE INDEX game_seats_profile ON game_seats(profile_id)",
)
_V3 = (
    """CREATE TABLE cards (
        id INTEGER PRIMARY KEY,
        profile_id INTEGER NOT NULL REFERENCES profiles(id),
        game TEXT NOT NULL,
        turn INTEGER NOT NULL,
        kind TEXT NOT NULL,
        word TEXT NOT NULL,
        list TEXT NOT NULL,
        rack TEXT NOT NULL DEFAULT '',
        play TEXT NOT NULL DEFAULT '',
        box INTEGER NOT NULL DEFAULT 0,
        due TEXT NOT NULL,
        added TEXT NOT NULL,
        UNIQUE (profile_id, game, turn, kind, word))""",
    "CREATE INDEX cards_due ON cards(profile_id, due)",
    """CREATE TABLE card_answers (
        id INTEGER PRIMARY KEY,
        card_id INTEGER NOT NULL REFERENCES cards(id),
        profile_id INTEGER NOT NULL REFERENCES profiles(id),
        at TEXT NOT NULL,
        quiz TEXT NOT NULL,
        correct INTEGER NOT NULL,
        box_after INTEGER NOT NULL)""",
    "CREATE INDEX card_answers_profile ON card_answers(profile_id, at)",
)
#: Schema steps: ``MIGRATIONS[k]`` takes a file from version ``k`` to ``k + 1``.
#: Version 1: profiles, profile events, games and their seats. Version 2: each game's
#: moves and words, for the statistics. Version 3: the study cardbox (cards and the
#: answers given in quizzes; :mod:`lexitile.storage.cardbox`).
MIGRATIONS: tuple[tuple[str, ...], ...] = (_V1, _V2, _V3)
#: The schema version this code writes.
SCHEMA_VERSION = len(MIGRATIONS)


def schema_version(conn: sqlite3.Connection) -> int:
    """The file's ``PRAGMA user_version``."""
    return int(conn.execute("PRAGMA user_version").fetchone()[0])


def migrate(conn: sqlite3.Connection, target: int = SCHEMA_VERSION, backup: Path | None = None) -> int:
    """Bring ``conn``'s schema up to ``target``, each step in its own transaction.

    Args:
        conn: an autocommit connection (``isolation_level=None``).
        target: the version to reach (tests build every earlier version with it).
        backup: where to copy the file before the first step (``None``: no copy).

    Returns:
        The version the file had before.

    Raises:
        LeagueError: the file is newer than this program knows.
    """
    old = schema_version(conn)
    if old > SCHEMA_VERSION:
        raise LeagueError(f"the league database has schema version {old}; this lexitile knows up to {SCHEMA_VERSION}")
    if old >= target:
        return old
    if backup is not None:
        dest = sqlite3.connect(backup)
        try:
            conn.backup(dest)
        finally:
            dest.close()
    while True:
        conn.execute("BEGIN IMMEDIATE")
        try:
            # Read again under the write lock: another process may have migrated meanwhile.
            version = schema_version(conn)
            if version < target:
                for statement in MIGRATIONS[version]:
                    conn.execute(statement)
                conn.execute(f"PRAGMA user_version = {version + 1}")
        except BaseException:
            conn.execute("ROLLBACK")
            raise
        conn.execute("COMMIT")
        if version + 1 >= target:
            return old


def connect(path: Path) -> sqlite3.Connection:
    """An autocommit, WAL-journalled connection to ``path`` (created when missing).

    Raises:
        LeagueError: the file cannot be opened or is not a database.
    """
    try:
        path.parent.mkdir(parents=True, exist_ok=True)
        conn = sqlite3.connect(path, timeout=BUSY_TIMEOUT_S, isolation_level=None)
        conn.execute("PRAGMA foreign_keys = ON")
        # Switching a new file to WAL needs an exclusive lock and SQLite reports "locked"
        # at once, without its busy wait, when another process is opening it too.
        deadline = time.monotonic() + BUSY_TIMEOUT_S
        while True:
            try:
                conn.execute("PRAGMA journal_mode = WAL")
                break
            except sqlite3.OperationalError as exc:
                busy = ((exc.sqlite_errorcode or 0) & 0xFF) in (sqlite3.SQLITE_BUSY, sqlite3.SQLITE_LOCKED)
                if not busy or time.monotonic() > deadline:
                    conn.close()
                    raise
                time.sleep(0.02)
    except (OSError, sqlite3.Error) as exc:
        raise LeagueError(f"{path}: cannot open the league database: {exc}") from exc
    return conn
