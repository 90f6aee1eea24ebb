"""The totals of a robot match: each side's figures and the match's, how the sides are
named and how they rotate through the seats (``lexitile selfplay``'s summary, as
:func:`lexitile.games.crossword.selfplay.run_match` adds the games up).
"""

from __future__ import annotations

import statistics
from collections import Counter
from collections.abc import Sequence
from dataclasses import dataclass, field
from typing import Any

__all__ = ["LevelStats", "MatchSummary", "seating", "side_labels"]


@dataclass
class LevelStats:
    """Totals of one side of a match (one entry of ``--seats``).

    Attributes:
        label: the side's name: its level, or ``level#k`` for the k-th side of a level
            that already has one.
        level: the robot level.
        games, wins, draws: counts (a draw is a game whose top score this side shares).
        points: wins plus each draw's share (1/k when k sides share the top score: a
            half between two), so that the sides' points add up to the games.
        score, bingos, moves, ms: sums over its games (final scores; plays of a full
            rack; turns taken; thinking milliseconds).
        move_ms: the thinking time of each of its moves, in milliseconds.
        exchanges, passes: sums.
        starts: games in which this side moved first.
        simulated_moves, deals: moves chosen by simulation, and the deals they played out.
    """

    label: str
    level: str = ""
    games: int = 0
    wins: int = 0
    draws: int = 0
    points: float = 0.0
    score: int = 0
    bingos: int = 0
    moves: int = 0
    ms: float = 0.0
    move_ms: list[float] = field(default_factory=list)
    exchanges: int = 0
    passes: int = 0
    starts: int = 0
    simulated_moves: int = 0
    deals: int = 0

    def __post_init__(self) -> None:
        if not self.level:
            self.level = self.label.partition("#")[0]

    @property
    def mean_score(self) -> float:
        """Mean final score per game."""
        return self.score / self.games if self.games else 0.0

    @property
    def bingos_per_game(self) -> float:
        return self.bingos / self.games if self.games else 0.0

    @property
    def ms_per_move(self) -> float:
        return self.ms / self.moves if self.moves else 0.0

    @property
    def ms_median(self) -> float:
        """The median thinking time of its moves, in milliseconds (0 without moves)."""
        return statistics.median(self.move_ms) if self.move_ms else 0.0

    @property
    def ms_p95(self) -> float:
        """The 95th percentile of its moves' thinking times, in milliseconds (the
        inclusive method of :func:`statistics.quantiles`; 0 without moves)."""
        if len(self.move_ms) < 2:
            return self.move_ms[0] if self.move_ms else 0.0
        return statistics.quantiles(self.move_ms, n=20, method="inclusive")[-1]

    @property
    def win_rate(self) -> float:
        """Wins plus the shares of draws, over games (0..1; a two-way draw counts half)."""
        return self.points / self.games if self.games else 0.0

    @property
    def deals_per_move(self) -> float | None:
        """Mean deals per simulated move (``None`` when it simulated no move)."""
        return self.deals / self.simulated_moves if self.simulated_moves else None

    def to_json(self) -> dict[str, Any]:
        """The side as ``lexitile selfplay --json`` prints it (``docs/robots.md``)."""
        per_move = self.deals_per_move
        return {
            "level": self.level,
            "label": self.label,
            "games": self.games,
            "starts": self.starts,
            "wins": self.wins,
            "draws": self.draws,
            "win_rate": round(self.win_rate, 4),
            "mean_score": round(self.mean_score, 2),
            "bingos_per_game": round(self.bingos_per_game, 3),
            "ms_per_move": round(self.ms_per_move, 3),
            "ms_per_move_median": round(self.ms_median, 3),
            "ms_per_move_p95": round(self.ms_p95, 3),
            "exchanges_per_game": round(self.exchanges / self.games, 3) if self.games else 0.0,
            "passes_per_game": round(self.passes / self.games, 3) if self.games else 0.0,
            "simulated": self.simulated_moves > 0,
            "simulated_moves": self.simulated_moves,
            "deals_per_move": None if per_move is None else round(per_move, 2),
        }


@dataclass
class MatchSummary:
    """A match between 2-4 sides.

    Attributes:
        sides: each side's totals, in the order the levels were given.
        games: games played; seconds: wall-clock time of the whole match.
        turns: turns in all games.
        violations: ``(seed, message)`` for every broken invariant.
        notes: ``(seed, message)`` for every check only partly made.
        ends: end reason -> games.
    """

    sides: list[LevelStats]
    games: int = 0
    seconds: float = 0.0
    turns: int = 0
    violations: list[tuple[int, str]] = field(default_factory=list)
    notes: list[tuple[int, str]] = field(default_factory=list)
    ends: Counter[str] = field(default_factory=Counter)

    @property
    def games_per_second(self) -> float:
        return self.games / self.seconds if self.seconds else 0.0


def side_labels(levels: Sequence[str]) -> list[str]:
    """Distinct names of the sides: ``("expert", "hard", "hard")`` ->
    ``["expert", "hard", "hard#2"]``."""
    seen: Counter[str] = Counter()
    out = []
    for level in levels:
        seen[level] += 1
        out.append(level if seen[level] == 1 else f"{level}#{seen[level]}")
    return out


def seating(game_index: int, sides: int) -> tuple[int, ...]:
    """The side in each seat of game ``game_index`` (0-based) of a match of ``sides``
    sides; seat 0 moves first.

    The sides rotate: in game ``i`` side ``(i + seat) % sides`` sits in ``seat``, so
    side ``i % sides`` starts and the others follow in the order they were given. Over
    a multiple of ``sides`` games every side starts equally often and plays from every
    seat once per round; otherwise the first ``games % sides`` sides start once more.
    """
    return tuple((game_index + seat) % sides for seat in range(sides))
