"""The household league's database: profiles, their events, and every game's record.

One SQLite file, ``<data dir>/league.sqlite3`` (the data dir is ``$LEXITILE_DATA_DIR`` or
the platform's user data folder). The schema is versioned with ``PRAGMA user_version``
and brought up to date by :data:`lexitile.storage.league_schema.MIGRATIONS` when the
file is opened; the file is copied to ``league.sqlite3.v<old>.bak`` before a migration
touches it. The journal is WAL, so readers (``lexitile league`` while a game ends) never
wait for the writer.

Every change is one ``BEGIN IMMEDIATE`` transaction that adds to the counters
(``chips = chips + ?``) instead of writing back a value read earlier, so two games that
end at the same moment in two processes both count. The counters on ``profiles`` are a
cache of what :func:`lexitile.core.league_rules.settle` gives for the game records plus
the chip grants in ``profile_events``; :meth:`League.rebuild` recomputes them from those.
"""

from __future__ import annotations

import json
import re
import sqlite3
import unicodedata
from collections.abc import Iterator, Sequence
from contextlib import contextmanager
from dataclasses import dataclass, field
from datetime import UTC, datetime
from pathlib import Path

from lexitile.core.league_rules import (
    STARTING_CHIPS,
    GameResult,
    GameStatus,
    LeagueError,
    MoveRecord,
    Seat,
    SeatKind,
    relief_grant,
    settle,
)
from lexitile.core.message import Message
from lexitile.storage.cardbox import delete_profile_cards, merge_profile_cards
from lexitile.storage.league_schema import SCHEMA_VERSION, connect, migrate, schema_version
from lexitile.storage.paths import data_dir

#: File name of the league database inside the data dir.
DB_NAME = "league.sqlite3"
#: Longest profile name, in characters.
MAX_NAME = 40


@dataclass(frozen=True, slots=True)
class Profile:
    """A profile's row: identity and the league counters."""

    id: int
    name: str
    created: str
    language: str | None
    ui: dict[str, object] = field(default_factory=dict)
    xp: int = 0
    chips: int = 0
    games: int = 0
    wins: int = 0
    draws: int = 0


def league_path() -> Path:
    """``<data dir>/league.sqlite3`` (may not exist yet)."""
    return data_dir() / DB_NAME


def now_iso() -> str:
    """The current time as ISO 8601 with offset, to the microsecond (orders events)."""
    return datetime.now(UTC).astimezone().isoformat(timespec="microseconds")


def clean_name(name: str) -> str:
    """``name`` stripped, checked: 1–40 characters, no control characters.

    Raises:
        LeagueError: an empty, too long or unprintable name.
    """
    name = unicodedata.normalize("NFC", name.strip())
    if not name:
        raise LeagueError("a profile name cannot be empty", why=Message("league.name-empty"))
    if len(name) > MAX_NAME:
        raise LeagueError(
            f"a profile name has at most {MAX_NAME} characters (got {len(name)})",
            why=Message("league.name-too-long", {"max": MAX_NAME, "n": len(name)}),
        )
    if any(unicodedata.category(c).startswith("C") for c in name):
        raise LeagueError(
            f"a profile name cannot contain control characters: {name!r}",
            why=Message("league.name-control", {"name": repr(name)}),
        )
    return name


def clean_language(code: str | None) -> str | None:
    """``code`` checked as a language code (``de``, ``en``, ``pt_BR``), or ``None``.

    Raises:
        LeagueError: anything else.
    """
    if code is None:
        return None
    if not re.fullmatch(r"[a-z]{2,3}(_[A-Z]{2})?", code):
        raise LeagueError(
            f"not a language code: {code!r} (expected e.g. de, en, pt_BR)",
            why=Message("league.not-a-language", {"code": repr(code)}),
        )
    return code


class League:
    """An open league database.

    Args:
        path: the database file (default :func:`league_path`); created and migrated on open.

    Raises:
        LeagueError: the file cannot be opened, is not a database, or is from a newer lexitile.
    """

    def __init__(self, path: Path | None = None) -> None:
        self.path = path or league_path()
        self.conn = connect(self.path)
        try:
            version = schema_version(self.conn)
            backup = self.path.with_name(f"{self.path.name}.v{version}.bak") if version else None
            migrate(self.conn, backup=backup if version < SCHEMA_VERSION else None)
        except sqlite3.Error as exc:
            self.conn.close()
            raise LeagueError(f"{self.path}: not a league database: {exc}") from exc
        except LeagueError:
            self.conn.close()
            raise

    def close(self) -> None:
        """Close the connection."""
        self.conn.close()

    def __enter__(self) -> League:
        return self

    def __exit__(self, *exc: object) -> None:
        self.close()

    @contextmanager
    def transaction(self) -> Iterator[sqlite3.Connection]:
        """One ``BEGIN IMMEDIATE`` transaction: committed on success, rolled back on error."""
        self.conn.execute("BEGIN IMMEDIATE")
        try:
            yield self.conn
        except BaseException:
            self.conn.execute("ROLLBACK")
            raise
        self.conn.execute("COMMIT")

    # -- profiles -------------------------------------------------------------------

    def _find(self, conn: sqlite3.Connection, name: str) -> int:
        row = conn.execute(
            "SELECT id FROM profiles WHERE name = ? COLLATE NOCASE AND deleted = 0 AND merged_into IS NULL",
            (clean_name(name),),
        ).fetchone()
        if row is None:
            raise LeagueError(
                f"no profile named {name.strip()!r}", why=Message("league.no-profile", {"name": repr(name.strip())})
            )
        return int(row[0])

    def _event(
        self,
        conn: sqlite3.Connection,
        profile_id: int,
        kind: str,
        detail: str = "",
        chips: int = 0,
        other_id: int | None = None,
        game_id: int | None = None,
    ) -> None:
        conn.execute(
            "INSERT INTO profile_events (at, profile_id, kind, detail, chips, other_id, game_id)"
            " VALUES (?, ?, ?, ?, ?, ?, ?)",
            (now_iso(), profile_id, kind, detail, chips, other_id, game_id),
        )

    def add_profile(self, name: str, language: str | None = None, ui: dict[str, object] | None = None) -> Profile:
        """Create a profile with the starting grant of chips.

        Raises:
            LeagueError: a bad name or language code, or a live profile with that name
                (case-insensitive).
        """
        name = clean_name(name)
        language = clean_language(language)
        with self.transaction() as conn:
            try:
                cur = conn.execute(
                    "INSERT INTO profiles (name, created, language, ui, chips) VALUES (?, ?, ?, ?, ?)",
                    (name, now_iso(), language, json.dumps(ui or {}, sort_keys=True), STARTING_CHIPS),
                )
            except sqlite3.IntegrityError:
                raise LeagueError(
                    f"a profile named {name!r} exists already", why=Message("league.name-taken", {"name": repr(name)})
                ) from None
            pid = int(cur.lastrowid or 0)
            self._event(conn, pid, "created", name)
            self._event(conn, pid, "grant", "starting grant", chips=STARTING_CHIPS)
        return self.profile(name)

    def rename(self, old: str, new: str) -> Profile:
        """Rename a profile (its games and counters stay with it).

        Raises:
            LeagueError: no such profile, a bad new name, or the new name taken.
        """
        new = clean_name(new)
        with self.transaction() as conn:
            pid = self._find(conn, old)
            try:
                conn.execute("UPDATE profiles SET name = ? WHERE id = ?", (new, pid))
            except sqlite3.IntegrityError:
                raise LeagueError(
                    f"a profile named {new!r} exists already", why=Message("league.name-taken", {"name": repr(new)})
                ) from None
            self._event(conn, pid, "renamed", new)
        return self.profile(new)

    def merge(self, source: str, target: str) -> Profile:
        """Merge ``source`` into ``target`` (two names for one person): the target takes
        over the source's XP, chips, game counts and study cards; the source leaves the
        table and its games count as the target's in the statistics. One person has one starting grant:
        the source's is withdrawn (a grant event of minus :data:`STARTING_CHIPS`), so
        creating a profile and merging it never makes chips.

        Raises:
            LeagueError: either name unknown, or both the same profile.
        """
        with self.transaction() as conn:
            src, dst = self._find(conn, source), self._find(conn, target)
            if src == dst:
                raise LeagueError("a profile cannot be merged into itself", why=Message("league.merge-itself"))
            conn.execute("UPDATE profiles SET chips = chips - ? WHERE id = ?", (STARTING_CHIPS, src))
            self._event(conn, src, "grant", "starting grant withdrawn (merged)", chips=-STARTING_CHIPS)
            conn.execute(
                "UPDATE profiles SET (xp, chips, games, wins, draws) = (SELECT profiles.xp + s.xp,"
                " profiles.chips + s.chips, profiles.games + s.games, profiles.wins + s.wins,"
                " profiles.draws + s.draws FROM profiles AS s WHERE s.id = ?) WHERE id = ?",
                (src, dst),
            )
            conn.execute(
                "UPDATE profiles SET merged_into = ?, xp = 0, chips = 0, games = 0, wins = 0, draws = 0 WHERE id = ?",
                (dst, src),
            )
            merge_profile_cards(conn, src, dst)
            self._event(conn, src, "merged", target, other_id=dst)
        return self.profile(target)

    def delete(self, name: str) -> None:
        """Delete a profile: it leaves the table; its games stay in the records; its
        study cards and quiz answers go with it.

        Raises:
            LeagueError: no such profile.
        """
        with self.transaction() as conn:
            pid = self._find(conn, name)
            conn.execute("UPDATE profiles SET deleted = 1 WHERE id = ?", (pid,))
            delete_profile_cards(conn, pid)
            self._event(conn, pid, "deleted", name)

    def profile(self, name: str) -> Profile:
        """The live profile called ``name`` (case-insensitive).

        Raises:
            LeagueError: no such profile.
        """
        pid = self._find(self.conn, name)
        return self._profile_by_id(pid)

    def _profile_by_id(self, pid: int) -> Profile:
        row = self.conn.execute(
            "SELECT id, name, created, language, ui, xp, chips, games, wins, draws FROM profiles WHERE id = ?", (pid,)
        ).fetchone()
        return Profile(row[0], row[1], row[2], row[3], json.loads(row[4]), *row[5:])

    def profiles(self) -> list[Profile]:
        """Every live profile, by XP then name."""
        ids = self.conn.execute(
            "SELECT id FROM profiles WHERE deleted = 0 AND merged_into IS NULL ORDER BY xp DESC, name COLLATE NOCASE"
        ).fetchall()
        return [self._profile_by_id(int(r[0])) for r in ids]

    def can_sit(self, name: str, wager: int) -> Profile:
        """The profile ``name`` if it can cover ``wager`` chips ("genügend Chips … um die
        Wette zu decken").

        Raises:
            LeagueError: no such profile, or too few chips.
        """
        prof = self.profile(name)
        if prof.chips < wager:
            raise LeagueError(
                f"{prof.name} has {prof.chips} chips and cannot cover a wager of {wager}",
                why=Message("league.cannot-cover", {"name": prof.name, "chips": prof.chips, "wager": wager}),
            )
        return prof

    def seat_table(self, names: Sequence[str], wager: int) -> list[Profile]:
        """The profiles for the seats ``names`` of a table with ``wager`` chips per seat,
        checked as the new-game seats need: each known, each once, each able to cover
        the wager.

        Raises:
            LeagueError: an unknown name, a profile named twice, or too few chips.
        """
        profiles = [self.can_sit(name, wager) for name in names]
        if len({p.id for p in profiles}) != len(profiles):
            raise LeagueError("a profile can sit in only one seat of a table", why=Message("league.profile-twice"))
        return profiles

    def root_of(self, conn: sqlite3.Connection, pid: int) -> int:
        """The profile ``pid`` counts for now: itself, or what it was merged into."""
        seen = {pid}
        while True:
            row = conn.execute("SELECT merged_into FROM profiles WHERE id = ?", (pid,)).fetchone()
            if row is None:
                raise LeagueError(f"no profile with id {pid}")
            if row[0] is None or row[0] in seen:
                return pid
            pid = int(row[0])
            seen.add(pid)

    # -- games ----------------------------------------------------------------------

    def seat_gains(self, game_id: int) -> list[tuple[int, int, Profile]]:
        """What each profile at the recorded game ``game_id`` got, in seat order:
        ``(xp, chips, profile)``, the profile being the one the seat counts for now
        (after merges), with its counters now."""
        rows = self.conn.execute(
            "SELECT xp, chips, profile_id FROM game_seats WHERE game_id = ? AND profile_id IS NOT NULL ORDER BY seat",
            (game_id,),
        ).fetchall()
        return [
            (int(xp), int(chips), self._profile_by_id(self.root_of(self.conn, int(pid)))) for xp, chips, pid in rows
        ]

    def record_game(
        self,
        result: GameResult,
        moves: Sequence[MoveRecord] = (),
        record: str | None = None,
        when: str | None = None,
    ) -> int:
        """Record a game that ended and settle its XP and chips, in one transaction.

        Args:
            result: the game (aborted and abandoned games too).
            moves: its scoring moves, for the statistics.
            record: the path of its saved record (GCG, ``.qdl``, ``.cwr``), if any.
            when: the end time (default: now), ISO 8601.

        Returns:
            The game's id.

        Raises:
            LeagueError: a table :func:`settle` refuses, or a seat whose profile id is unknown.
        """
        settlements = {s.seat: s for s in settle(result)}
        with self.transaction() as conn:
            for seat in result.seats:
                if seat.profile_id is not None:
                    self.root_of(conn, seat.profile_id)
            cur = conn.execute(
                "INSERT INTO games (ended, mode, competitive, wager, status, winners, abandoned_by, record)"
                " VALUES (?, ?, ?, ?, ?, ?, ?, ?)",
                (
                    when or now_iso(),
                    result.mode,
                    int(result.competitive),
                    result.wager,
                    result.status.value,
                    json.dumps(list(result.winners)),
                    result.abandoned_by,
                    record,
                ),
            )
            gid = int(cur.lastrowid or 0)
            for i, seat in enumerate(result.seats):
                s = settlements.get(i)
                conn.execute(
                    "INSERT INTO game_seats VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)",
                    (
                        gid,
                        i,
                        seat.name,
                        seat.kind.value,
                        seat.profile_id,
                        seat.team,
                        seat.score,
                        int(seat.resigned),
                        result.wager if seat.kind is SeatKind.PROFILE else 0,
                        s.xp if s else 0,
                        s.chips if s else 0,
                        s.result if s else "none",
                    ),
                )
            for n, move in enumerate(moves):
                conn.execute(
                    "INSERT INTO game_moves VALUES (?, ?, ?, ?, ?, ?)",
                    (gid, n, move.seat, move.notation, move.score, int(move.bingo)),
                )
                conn.executemany(
                    "INSERT INTO game_words VALUES (?, ?, ?, ?)", [(gid, n, w, sc) for w, sc in move.words]
                )
            for s in settlements.values():
                pid = self.root_of(conn, s.profile_id)
                counted = s.result != "none"
                conn.execute(
                    "UPDATE profiles SET xp = xp + ?, chips = chips + ?, games = games + ?, wins = wins + ?,"
                    " draws = draws + ? WHERE id = ?",
                    (s.xp, s.chips, int(counted), int(s.result == "win"), int(s.result == "draw"), pid),
                )
                chips = int(conn.execute("SELECT chips FROM profiles WHERE id = ?", (pid,)).fetchone()[0])
                grant = relief_grant(chips)
                if grant:
                    conn.execute("UPDATE profiles SET chips = chips + ? WHERE id = ?", (grant, pid))
                    self._event(conn, pid, "grant", "relief grant (broke)", chips=grant, game_id=gid)
        return gid

    def record_game_once(
        self, result: GameResult, moves: Sequence[MoveRecord], record: str, when: str | None = None
    ) -> tuple[int, bool]:
        """Record a game unless a game with the same ``record`` is recorded already (a
        finished game resumed, a screen shown again, a crash after the write).

        Returns:
            ``(game id, True)`` when recorded now, ``(id of the earlier record, False)``
            when it was recorded before.

        Raises:
            LeagueError: see :meth:`record_game`.
        """
        row = self.conn.execute("SELECT id FROM games WHERE record = ? ORDER BY id LIMIT 1", (record,)).fetchone()
        if row is not None:
            return int(row[0]), False
        return self.record_game(result, moves, record, when), True

    def stored_results(self) -> Iterator[tuple[int, GameResult]]:
        """Every recorded game as ``(id, GameResult)``, in the order recorded."""
        games = self.conn.execute(
            "SELECT id, mode, competitive, wager, status, winners, abandoned_by FROM games ORDER BY id"
        ).fetchall()
        for gid, mode, competitive, wager, status, winners, abandoned_by in games:
            seats = tuple(
                Seat(name, SeatKind(kind), pid, team, score, bool(resigned))
                for name, kind, pid, team, score, resigned in self.conn.execute(
                    "SELECT name, kind, profile_id, team, score, resigned FROM game_seats WHERE game_id = ?"
                    " ORDER BY seat",
                    (gid,),
                )
            )
            yield (
                gid,
                GameResult(
                    mode, bool(competitive), wager, GameStatus(status), seats, tuple(json.loads(winners)), abandoned_by
                ),
            )

    def recompute(self) -> dict[int, tuple[int, int, int, int, int]]:
        """``{profile id: (xp, chips, games, wins, draws)}`` for every live profile,
        recomputed from the game records (through :func:`settle`) plus the chip grants."""
        totals: dict[int, list[int]] = {}

        def add(pid: int, *values: int) -> None:
            row = totals.setdefault(self.root_of(self.conn, pid), [0, 0, 0, 0, 0])
            for k, v in enumerate(values):
                row[k] += v

        for (pid,) in self.conn.execute("SELECT id FROM profiles").fetchall():
            add(int(pid))
        for pid, chips in self.conn.execute("SELECT profile_id, chips FROM profile_events WHERE kind = 'grant'"):
            add(int(pid), 0, int(chips))
        for _, result in self.stored_results():
            for s in settle(result):
                counted = s.result != "none"
                add(s.profile_id, s.xp, s.chips, int(counted), int(s.result == "win"), int(s.result == "draw"))
        live = {p.id for p in self.profiles()}
        return {pid: (v[0], v[1], v[2], v[3], v[4]) for pid, v in totals.items() if pid in live}

    def rebuild(self) -> dict[int, tuple[tuple[int, ...], tuple[int, ...]]]:
        """Recompute every live profile's counters and write them back.

        Returns:
            ``{profile id: (stored, recomputed)}`` for each profile whose stored counters
            differed (empty: the live league equals the rebuilt one).
        """
        with self.transaction() as conn:
            fresh = self.recompute()
            diffs: dict[int, tuple[tuple[int, ...], tuple[int, ...]]] = {}
            for pid, values in fresh.items():
                stored = tuple(
                    conn.execute("SELECT xp, chips, games, wins, draws FROM profiles WHERE id = ?", (pid,)).fetchone()
                )
                if stored != values:
                    diffs[pid] = (stored, values)
                    conn.execute(
                        "UPDATE profiles SET xp = ?, chips = ?, games = ?, wins = ?, draws = ? WHERE id = ?",
                        (*values, pid),
                    )
        return diffs


def open_league(path: Path | None = None) -> League:
    """Open (creating and migrating when needed) the league at ``path`` (default :func:`league_path`)."""
    return League(path)
