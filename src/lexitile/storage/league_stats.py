"""The league table and each profile's statistics, read from the league database.

Everything here is computed from the game records on request (nothing is cached), so
it is the same after ``lexitile league rebuild`` as before. Aborted games are in no
statistic; practice games are in the scores and words but give no XP or chips.
"""

from __future__ import annotations

from collections import Counter
from dataclasses import dataclass, field

from lexitile.core.league_rules import GameStatus, SeatKind, level_for, side_of
from lexitile.storage.league_db import League, Profile

#: How many favourite words a profile's statistics list.
FAVOURITES = 5


@dataclass(frozen=True, slots=True)
class TableRow:
    """One line of the league table."""

    rank: int
    name: str
    level: int
    xp: int
    games: int
    wins: int
    draws: int
    chips: int

    @property
    def win_rate(self) -> float:
        """Wins per competitive game, 0.0–1.0 (0.0 before the first game)."""
        return self.wins / self.games if self.games else 0.0


@dataclass(frozen=True, slots=True)
class HeadToHead:
    """One profile against another in the finished games both played on different sides:
    games together, and how often each side won (both lost to a third: neither)."""

    opponent: str
    games: int = 0
    wins: int = 0
    losses: int = 0
    draws: int = 0


@dataclass(frozen=True, slots=True)
class ProfileStats:
    """A profile's statistics.

    Attributes:
        profile: the profile's row.
        level: its level.
        games_per_mode: ``{mode: games}`` over finished and abandoned games.
        average_score, best_score: game scores in points (``None`` before the first game).
        best_move: ``(notation, points)`` of the highest-scoring move, or ``None``.
        bingos: moves that used the whole rack.
        best_word: ``(word, points)`` of the highest-scoring single word, or ``None``.
        favourite_words: ``(word, times played)``, most played first, at most 5.
        head_to_head: one entry per other profile met, by name.
    """

    profile: Profile
    level: int
    games_per_mode: dict[str, int] = field(default_factory=dict)
    average_score: float | None = None
    best_score: int | None = None
    best_move: tuple[str, int] | None = None
    bingos: int = 0
    best_word: tuple[str, int] | None = None
    favourite_words: tuple[tuple[str, int], ...] = ()
    head_to_head: tuple[HeadToHead, ...] = ()


def league_table(league: League) -> list[TableRow]:
    """The live profiles ranked by XP, then win rate, then name."""
    rows = [TableRow(0, p.name, level_for(p.xp), p.xp, p.games, p.wins, p.draws, p.chips) for p in league.profiles()]
    rows.sort(key=lambda r: (-r.xp, -r.win_rate, r.name.casefold()))
    return [TableRow(i + 1, *_fields(r)) for i, r in enumerate(rows)]


def _fields(r: TableRow) -> tuple[str, int, int, int, int, int, int]:
    return (r.name, r.level, r.xp, r.games, r.wins, r.draws, r.chips)


def _ids_of(league: League, profile_id: int) -> set[int]:
    """``profile_id`` and every profile merged into it (directly or through others)."""
    ids = [int(r[0]) for r in league.conn.execute("SELECT id FROM profiles")]
    return {i for i in ids if league.root_of(league.conn, i) == profile_id}


def profile_stats(league: League, name: str) -> ProfileStats:
    """The statistics of the live profile ``name`` (its merged profiles' games included).

    Raises:
        LeagueError: no such profile.
    """
    prof = league.profile(name)
    mine = _ids_of(league, prof.id)
    names = {int(r[0]): str(r[1]) for r in league.conn.execute("SELECT id, name FROM profiles")}
    modes: Counter[str] = Counter()
    scores: list[int] = []
    my_seats: list[tuple[int, int]] = []
    h2h: dict[int, list[int]] = {}
    roots: dict[int, int] = {}
    for gid, result in league.stored_results():
        if result.status is GameStatus.ABORTED:
            continue
        seats = result.seats
        own = [i for i, s in enumerate(seats) if s.kind is SeatKind.PROFILE and s.profile_id in mine]
        if not own:
            continue
        me = own[0]
        modes[result.mode] += 1
        scores.append(seats[me].score)
        my_seats.append((gid, me))
        if result.status is not GameStatus.FINISHED:
            continue
        winning = {side_of(seats, w) for w in result.winners}
        my_side = side_of(seats, me)
        for j, other in enumerate(seats):
            if other.kind is not SeatKind.PROFILE or other.profile_id in mine or side_of(seats, j) == my_side:
                continue
            assert other.profile_id is not None
            if other.profile_id not in roots:
                roots[other.profile_id] = league.root_of(league.conn, other.profile_id)
            root = roots[other.profile_id]
            tally = h2h.setdefault(root, [0, 0, 0, 0])
            tally[0] += 1
            i_won, they_won = my_side in winning, side_of(seats, j) in winning
            if i_won and they_won:
                tally[3] += 1
            elif i_won:
                tally[1] += 1
            elif they_won:
                tally[2] += 1
    best_move: tuple[str, int] | None = None
    best_word: tuple[str, int] | None = None
    bingos = 0
    words: Counter[str] = Counter()
    league.conn.execute("CREATE TEMP TABLE IF NOT EXISTS stats_seats (game_id INTEGER, seat INTEGER)")
    league.conn.execute("DELETE FROM stats_seats")
    league.conn.executemany("INSERT INTO stats_seats VALUES (?, ?)", my_seats)
    for notation, score, bingo in league.conn.execute(
        "SELECT m.notation, m.score, m.bingo FROM game_moves m JOIN stats_seats s"
        " ON s.game_id = m.game_id AND s.seat = m.seat ORDER BY m.game_id, m.move_no"
    ):
        bingos += int(bingo)
        if best_move is None or score > best_move[1]:
            best_move = (str(notation), int(score))
    for word, wscore in league.conn.execute(
        "SELECT w.word, w.score FROM game_words w JOIN game_moves m ON m.game_id = w.game_id AND m.move_no = w.move_no"
        " JOIN stats_seats s ON s.game_id = m.game_id AND s.seat = m.seat ORDER BY w.game_id, w.move_no, w.rowid"
    ):
        words[str(word).upper()] += 1
        if best_word is None or wscore > best_word[1]:
            best_word = (str(word), int(wscore))
    league.conn.execute("DELETE FROM stats_seats")
    favourites = sorted(words.items(), key=lambda kv: (-kv[1], kv[0]))[:FAVOURITES]
    return ProfileStats(
        profile=prof,
        level=level_for(prof.xp),
        games_per_mode=dict(sorted(modes.items())),
        average_score=sum(scores) / len(scores) if scores else None,
        best_score=max(scores) if scores else None,
        best_move=best_move,
        bingos=bingos,
        best_word=best_word,
        favourite_words=tuple(favourites),
        head_to_head=tuple(
            sorted(
                (HeadToHead(names[pid], *tally) for pid, tally in h2h.items()),
                key=lambda h: h.opponent.casefold(),
            )
        ),
    )


@dataclass(frozen=True, slots=True)
class HistoryPoint:
    """One game in a profile's history (aborted games are left out).

    Attributes:
        game_id: the game's id in the records.
        ended: when it ended, ISO 8601.
        mode: ``board``, ``quiddler`` or ``crosswise``.
        score: the profile's game score in points.
        xp: the XP the game gave it (0 for a practice game or an abandoned one; both
            seats' when two profiles merged into it sat at the table).
        total_xp: its XP after this game (the sum of ``xp`` so far).
    """

    game_id: int
    ended: str
    mode: str
    score: int
    xp: int
    total_xp: int


def profile_history(league: League, name: str) -> tuple[HistoryPoint, ...]:
    """The games of the live profile ``name`` in the order played (its merged profiles'
    games included), with the XP each settled: the points of the charts of XP and of
    game scores over time. The last ``total_xp`` is the profile's XP as the records
    give it (what ``lexitile league rebuild`` would store).

    Raises:
        LeagueError: no such profile.
    """
    prof = league.profile(name)
    mine = _ids_of(league, prof.id)
    marks = ",".join("?" * len(mine))
    rows = league.conn.execute(
        "SELECT g.id, g.ended, g.mode, s.score, s.xp FROM games g JOIN game_seats s ON s.game_id = g.id"
        f" WHERE g.status != ? AND s.kind = ? AND s.profile_id IN ({marks}) ORDER BY g.id, s.seat",
        (GameStatus.ABORTED.value, SeatKind.PROFILE.value, *sorted(mine)),
    ).fetchall()
    points: list[HistoryPoint] = []
    total = 0
    for gid, ended, mode, score, xp in rows:
        total += int(xp)
        if points and points[-1].game_id == gid:
            # two merged profiles at one table: the score is the first seat's, as in the
            # statistics; the XP is both seats', as in the merged counters
            last = points[-1]
            points[-1] = HistoryPoint(last.game_id, last.ended, last.mode, last.score, last.xp + int(xp), total)
            continue
        points.append(HistoryPoint(int(gid), str(ended), str(mode), int(score), int(xp), total))
    return tuple(points)
