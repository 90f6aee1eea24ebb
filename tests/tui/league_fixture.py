"""A league with known games, made through the league's own API, and what the rules in
``docs/league.md`` say each game gives -- written out here per game, not taken from the
code under test."""

from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path

from lexitile.core.league_rules import GameResult, GameStatus, Seat, SeatKind
from lexitile.storage.league_db import League, MoveRecord


@dataclass(frozen=True)
class Played:
    """One game of the fixture: mode, competitive, status, seats (name, score), winners,
    and the XP the rules give each profile (winner 10 × players, loser 5; a draw shares
    the winner's XP; an abort or a practice game gives none)."""

    mode: str
    competitive: bool
    status: GameStatus
    seats: tuple[tuple[str, int], ...]
    winners: tuple[int, ...]
    xp: dict[str, int]
    moves: tuple[MoveRecord, ...] = ()


GAMES = (
    Played(
        "board",
        True,
        GameStatus.FINISHED,
        (("Ann", 310), ("Bo", 255)),
        (0,),
        {"Ann": 20, "Bo": 5},  # two players: the winner 10 × 2
        (
            MoveRecord(0, "8D JOKER", 66, (("JOKER", 66),)),
            MoveRecord(1, "9C AXE", 30, (("AXE", 30),)),
            MoveRecord(0, "H1 ZEBRA", 48, (("ZEBRA", 48),)),
            MoveRecord(0, "2B QUARTZES", 98, (("QUARTZES", 86), ("ZA", 12)), bingo=True),
        ),
    ),
    Played(
        "quiddler",
        True,
        GameStatus.FINISHED,
        (("Ann", 120), ("Bo", 160), ("Cy", 90)),
        (1,),
        {"Ann": 5, "Bo": 30, "Cy": 5},  # three players: the winner 10 × 3
        (MoveRecord(0, "JOKER", 22, (("JOKER", 22),)),),
    ),
    Played(
        "crosswise",
        True,
        GameStatus.ABORTED,
        (("Ann", 40), ("Cy", 60)),
        (),
        {"Ann": 0, "Cy": 0},  # a mutual abort counts for nothing
    ),
    Played(
        "board",
        False,
        GameStatus.FINISHED,
        (("Ann", 401), ("Bo", 200)),
        (0,),
        {"Ann": 0, "Bo": 0},  # a practice table gives no XP
        (MoveRecord(0, "8H JOKER", 70, (("JOKER", 70),)),),
    ),
    Played(
        "board",
        True,
        GameStatus.FINISHED,
        (("Ann", 280), ("Cy", 280)),
        (0, 1),
        {"Ann": 10, "Cy": 10},  # a two-player draw: 20 shared
    ),
    Played(
        "quiddler",
        True,
        GameStatus.FINISHED,
        (("Ann", 150), ("Bo", 100), ("Cy", 140)),
        (0,),
        {"Ann": 30, "Bo": 5, "Cy": 5},
        (MoveRecord(0, "QUARTZ", 35, (("QUARTZ", 35),)),),
    ),
)

NAMES = ("Ann", "Bo", "Cy")


def build_league(path: Path | None = None) -> None:
    """Create Ann, Bo and Cy and record :data:`GAMES` (at fixed times, in order)."""
    with League(path) as league:
        ids = {name: league.add_profile(name).id for name in NAMES}
        for n, game in enumerate(GAMES):
            seats = tuple(Seat(name, SeatKind.PROFILE, ids[name], None, score) for name, score in game.seats)
            result = GameResult(game.mode, game.competitive, 0, game.status, seats, game.winners)
            league.record_game(result, game.moves, when=f"2026-11-{n + 1:02d}T20:00:00+00:00")


def counted(name: str) -> list[Played]:
    """The games of ``name`` the statistics count (every one but the aborted)."""
    return [g for g in GAMES if g.status is not GameStatus.ABORTED and any(s == name for s, _ in g.seats)]


def expected_xp(name: str) -> int:
    return sum(g.xp.get(name, 0) for g in GAMES)


def expected_xp_curve(name: str) -> list[int]:
    """0, then the XP after each counted game."""
    curve, total = [0], 0
    for g in counted(name):
        total += g.xp[name]
        curve.append(total)
    return curve


def expected_scores(name: str) -> list[int]:
    return [dict(g.seats)[name] for g in counted(name)]


def expected_wins(name: str) -> int:
    """Competitive finished games where ``name`` alone won."""
    wins = 0
    for g in counted(name):
        seat = [s for s, _ in g.seats].index(name)
        if g.competitive and g.winners == (seat,):
            wins += 1
    return wins


def expected_head_to_head(name: str, other: str) -> tuple[int, int, int, int]:
    """(games, wins, losses, draws) of ``name`` against ``other`` over finished games."""
    games = wins = losses = draws = 0
    for g in counted(name):
        names = [s for s, _ in g.seats]
        if other not in names or g.status is not GameStatus.FINISHED:
            continue
        games += 1
        me, them = names.index(name) in g.winners, names.index(other) in g.winners
        if me and them:
            draws += 1
        elif me:
            wins += 1
        elif them:
            losses += 1
    return games, wins, losses, draws
