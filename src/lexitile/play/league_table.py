"""A table's place in the household league: its options, who sits as which profile, and
the one record of its game when it ends.

Every mode uses it the same way. Before the game starts :func:`seat_people` decides who
sits as a profile, a guest or a robot (a table with a wager seats only profiles that
can cover it: :meth:`~lexitile.storage.league_db.League.seat_table`); the
:class:`LeagueTable` it returns is saved with the game. When the game ends (finished,
resigned or aborted by agreement) :func:`record_once` records it in the league, keyed
by its saved record, so resuming a finished game or a crash after the write never
counts it twice. No Textual here.

Source of the options: the Kreuzwort rule text, "Tischoptionen" ("Um Punkte und Chips
kämpfen", on unless a table turns it off to practise; "Wette pro Partie").
"""

from __future__ import annotations

from collections.abc import Collection, Mapping, Sequence
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any, Protocol

from lexitile.core.league_rules import GameResult, GameStatus, LeagueError, MoveRecord, Seat, SeatKind, level_for
from lexitile.core.message import Message
from lexitile.i18n import N_
from lexitile.storage.league_db import League, league_path

__all__ = ["LeagueGain", "LeagueOutcome", "LeagueTable", "record_once", "seat_people"]

#: Largest wager a table may set, in chips (a typo guard: the starting grant is 1000).
MAX_WAGER = 1_000_000


@dataclass(frozen=True, slots=True)
class LeagueTable:
    """The league's table options of one game, saved with it.

    Attributes:
        competitive: "um Punkte und Chips kämpfen" (default on, as the rule text has it:
            a table turns it off to practise); a practice table gives no XP and no chips.
        wager: chips each seat stakes ("Wette pro Partie"); 0: none. Only at a
            competitive table.
        profiles: seat name -> profile id for the seats that sit as profiles (decided
            before the game starts); every other person is a guest.
    """

    competitive: bool = True
    wager: int = 0
    profiles: Mapping[str, int] = field(default_factory=dict)

    def __post_init__(self) -> None:
        if not isinstance(self.wager, int) or isinstance(self.wager, bool) or not 0 <= self.wager <= MAX_WAGER:
            raise ValueError(f"a wager is a whole number of chips from 0 to {MAX_WAGER}, got {self.wager!r}")
        if self.wager and not self.competitive:
            raise ValueError("a practice table has no wager")

    def label_parts(self) -> list[tuple[str, dict[str, Any]]]:
        """``(template, fields)`` pairs for the record's description and the screens
        (English templates marked for the interface catalog)."""
        if not self.competitive:
            return [(N_("practice table"), {})]
        out: list[tuple[str, dict[str, Any]]] = [(N_("competitive table"), {})]
        if self.wager:
            out.append((N_("wager {chips} chips"), {"chips": self.wager}))
        return out

    def labels(self) -> list[str]:
        """:meth:`label_parts` in English (``["competitive table", "wager 100 chips"]``)."""
        return [template.format(**fields) for template, fields in self.label_parts()]

    def to_json(self) -> dict[str, Any]:
        """``{"competitive": true, "wager": 100, "profiles": {"Ann": 1}}``."""
        return {"competitive": self.competitive, "wager": self.wager, "profiles": dict(self.profiles)}

    @classmethod
    def from_json(cls, data: object) -> LeagueTable:
        """Read :meth:`to_json` output.

        Raises:
            ValueError: not such an object, or bad values.
        """
        if not isinstance(data, dict):
            raise ValueError("the league table must be an object")
        profiles = data.get("profiles", {})
        if not isinstance(profiles, dict) or not all(
            isinstance(k, str) and isinstance(v, int) and not isinstance(v, bool) for k, v in profiles.items()
        ):
            raise ValueError("league profiles must map seat names to profile ids")
        competitive = data.get("competitive", True)
        if not isinstance(competitive, bool):
            raise ValueError("competitive must be true or false")
        return cls(competitive, data.get("wager", 0), dict(profiles))

    def to_text(self) -> str:
        """One line for text records: ``competitive wager=100 1=Ann 2=Bo`` / ``practice``."""
        words = ["competitive" if self.competitive else "practice"]
        if self.wager:
            words.append(f"wager={self.wager}")
        words += [f"{pid}={name}" for name, pid in self.profiles.items()]
        return " ".join(words)

    @classmethod
    def from_text(cls, text: str) -> LeagueTable:
        """Read :meth:`to_text` output (a name may hold spaces: ``ID=NAME`` is split at
        the first ``=``, names come last).

        Raises:
            ValueError: an unknown word or a bad number.
        """
        kind, _sep, rest = text.strip().partition(" ")
        if kind not in ("competitive", "practice"):
            raise ValueError(f"the league table starts with competitive or practice, got {kind!r}")
        wager = 0
        profiles: dict[str, int] = {}
        if rest.startswith("wager="):
            number, _sep, rest = rest[len("wager=") :].partition(" ")
            if not number.isdigit():
                raise ValueError(f"wager must be a whole number, got {number!r}")
            wager = int(number)
        for part in _id_name_parts(rest):
            pid, _sep, name = part.partition("=")
            if not pid.isdigit() or not name:
                raise ValueError(f"expected PROFILE-ID=NAME, got {part!r}")
            profiles[name] = int(pid)
        return cls(kind == "competitive", wager, profiles)


def _id_name_parts(text: str) -> list[str]:
    """``"1=Ann Lee 2=Bo"`` -> ``["1=Ann Lee", "2=Bo"]``: a new part starts at a word
    that is digits and ``=``."""
    parts: list[str] = []
    for word in text.split(" "):
        head, sep, _tail = word.partition("=")
        if (sep and head.isdigit()) or not parts:
            parts.append(word)
        else:
            parts[-1] += " " + word
    return [p for p in parts if p]


def seat_people(
    names: Sequence[str],
    robots: Collection[str] = (),
    *,
    competitive: bool = True,
    wager: int = 0,
    path: Path | None = None,
) -> LeagueTable:
    """Decide who sits as a profile before a game starts.

    A person whose name is a live profile (case does not matter) plays as it; any other
    person is a guest; robots never count. A table with a wager seats only profiles,
    each able to cover it (rule text: "genügend Chips … um die Wette zu decken").

    Args:
        names: the seat names (pairs play: every partner's name).
        robots: the names that are robots.
        competitive, wager: the table options.
        path: the league database (default: the data dir's); when it does not exist
            there are no profiles and nothing is created.

    Returns:
        The table, with the profile id of each profile seat.

    Raises:
        ValueError: a wager at a practice table, or a bad wager.
        LeagueError: a wager with a guest or robot seated, a profile that cannot
            cover it, or a competitive table when the database cannot be read (the
            message to show; a practice table then seats everyone as a guest).
    """
    table = LeagueTable(competitive, wager)
    db = path or league_path()
    if not db.exists():
        if wager:
            raise LeagueError(
                f"{names[0]} is not a league profile: a table with a wager seats profiles only",
                why=Message("league.guest-with-wager", {"name": names[0]}),
            )
        return table
    try:
        league = League(db)
    except LeagueError:
        if not competitive:  # a practice game needs nothing from the league
            return table
        raise LeagueError(
            f"{db}: the league database cannot be read; a practice game (no points, no chips) can still be played"
        ) from None
    with league:
        known = {p.name.casefold(): p for p in league.profiles()}
        people = [n for n in names if n not in robots]
        if wager:
            for name in names:
                if name in robots or name.casefold() not in known:
                    raise LeagueError(
                        f"{name} is not a league profile: a table with a wager seats profiles only",
                        why=Message("league.guest-with-wager", {"name": name}),
                    )
            league.seat_table(list(names), wager)
        ids = {n: known[n.casefold()].id for n in people if n.casefold() in known}
    if len(set(ids.values())) != len(ids):
        raise LeagueError("a profile can sit in only one seat of a table", why=Message("league.profile-twice"))
    return LeagueTable(competitive, wager, ids)


def guests(names: Sequence[str], robots: Collection[str] = (), path: Path | None = None) -> list[str]:
    """The people among ``names`` that are not league profiles (robots left out).

    While the household has no league yet (no database) every person is one: a
    competitive table on a fresh install asks, as it does once the league exists,
    instead of silently not counting the game."""
    db = path or league_path()
    people = [n for n in names if n not in robots]
    if not db.exists():
        return people
    try:
        with League(db) as league:
            known = {p.name.casefold() for p in league.profiles()}
    except LeagueError:
        return []  # starting the game says what is wrong with the database
    return [n for n in people if n.casefold() not in known]


def add_profiles(names: Sequence[str], language: str | None = None, path: Path | None = None) -> None:
    """Create a profile for each of ``names`` (the new-game screen's offer, accepted).

    Raises:
        LeagueError: a name the league refuses (taken, too long).
    """
    with League(path) as league:
        for name in names:
            league.add_profile(name, language)


def seat_of(table: LeagueTable, name: str, robot: bool) -> Seat:
    """The league seat of one seat at ``table``: who sat down as a profile stays it
    (also when the seat was handed to the computer for a while); a robot from the
    start never counts; everyone else is a guest."""
    pid = table.profiles.get(name)
    if pid is not None:
        return Seat(name, SeatKind.PROFILE, pid)
    return Seat(name, SeatKind.ROBOT) if robot else Seat(name, SeatKind.GUEST)


@dataclass(frozen=True, slots=True)
class LeagueGain:
    """What one profile got from a recorded game.

    Attributes:
        name: the profile's name now.
        xp: XP gained.
        chips: net chips (negative: lost).
        level: the profile's level now.
        level_up: the game took the profile to a new level.
    """

    name: str
    xp: int
    chips: int
    level: int
    level_up: bool


@dataclass(frozen=True, slots=True)
class LeagueOutcome:
    """The league's answer when a game ended.

    Attributes:
        status: how the league counted the game.
        competitive: the table's option.
        gains: each profile's gains, in seat order.
        again: the game was recorded before (a resumed finished game): nothing new.
        error: the league write failed (the message to show); the game itself is saved.
    """

    status: GameStatus | None
    competitive: bool = True
    gains: tuple[LeagueGain, ...] = ()
    again: bool = False
    error: str | None = None


def record_once(
    result: GameResult, moves: Sequence[MoveRecord], key: str, path: Path | None = None
) -> LeagueOutcome | None:
    """Record a game that ended in the league once: a game already recorded under
    ``key`` (its saved record) is not recorded again.

    Args:
        result: the game as the league sees it.
        moves: its scoring moves.
        key: the game's record (its saved file; a Crosswise match adds ``#N``).
        path: the league database (default: the data dir's).

    Returns:
        ``None`` when no profile sat at the table (nothing to record); else what each
        profile got. A failed write is an outcome with ``error``: never raised, so the
        game is never lost for the league's sake.
    """
    if not any(s.kind is SeatKind.PROFILE for s in result.seats):
        return None
    try:
        with League(path) as league:
            gid, new = league.record_game_once(result, moves, key)
            gains = []
            for xp, chips, profile in league.seat_gains(gid):
                level = level_for(profile.xp)
                # a game recorded before is no news: its level up (if any) was then
                level_up = new and level_for(profile.xp - xp) < level
                gains.append(LeagueGain(profile.name, xp, chips, level, level_up))
    except (LeagueError, OSError) as exc:
        return LeagueOutcome(result.status, result.competitive, error=str(exc))
    except Exception as exc:  # noqa: BLE001 - sqlite3 and anything else: the game must go on
        return LeagueOutcome(result.status, result.competitive, error=f"{type(exc).__name__}: {exc}")
    return LeagueOutcome(result.status, result.competitive, tuple(gains), again=not new)


class LeagueGame(Protocol):
    """What a session tells the league about its game, through :func:`league_end`: the
    one way every game's end reaches the league.

    Attributes:
        league_outcomes: what the league made of each game of the session already
            recorded (game number -> outcome), kept by :func:`league_end`.
    """

    league_outcomes: dict[int, LeagueOutcome | None]

    def league_game(self) -> tuple[LeagueTable, int, str] | None:
        """The game to record: ``(table, number, key)`` — the league's table, which
        game of the session it is (1, or a Crosswise match's game number) and its
        record (the key that keeps it from being counted twice); ``None`` while the
        game goes on or without a league table."""
        ...

    def league_result(self, table: LeagueTable) -> tuple[GameResult, Sequence[MoveRecord]]:
        """The game as the league sees it and its scoring moves (the game's league
        adapter, with the people of ``table``)."""
        ...


def league_end(session: LeagueGame, path: Path | None = None) -> LeagueOutcome | None:
    """Record a session's ended game in the household league, once per game (a finished
    game resumed is not counted again: the league knows its record).

    Args:
        session: the board game's, Quiddler's or a Crosswise match's session.
        path: the league database (default: the data dir's).

    A finished board game recorded now also gives each profile at the table its study
    cards (:func:`lexitile.play.study_games.study_after_game`, in a thread).

    Returns:
        ``None`` while the game goes on or without a table or profiles; else what each
        profile got (or the write's error, never raised: :func:`record_once`).
    """
    game = session.league_game()
    if game is None:
        return None
    table, number, key = game
    if session.league_outcomes.get(number) is None:
        result, moves = session.league_result(table)
        outcome = session.league_outcomes[number] = record_once(result, moves, key, path)
        if outcome is not None and outcome.error is None and not outcome.again and result.status is GameStatus.FINISHED:
            from lexitile.play.study_games import study_after_game  # noqa: PLC0415 - loaded on first use, not at start-up

            study_after_game(result, key, path)  # the profiles' study cards, in a thread of its own
    return session.league_outcomes[number]
