"""Headless robot games (a self-play soak) with the invariants checked after every turn.

Used by ``lexitile crosswise --selfplay N`` and meant for ``lexitile selfplay --game
crosswise``: :func:`selfplay` plays the games and returns the figures as data.
"""

from __future__ import annotations

import statistics
import time
from collections.abc import Sequence
from dataclasses import dataclass, field

from lexitile.games.crosswise.components import Components
from lexitile.games.crosswise.game import Game
from lexitile.games.crosswise.robots import make_robot
from lexitile.games.crosswise.table import TableRules

#: A game still running after this many turns counts as not ending (never seen).
MAX_TURNS = 500


class InvariantError(AssertionError):
    """An invariant broke during self-play (a bug in the engine)."""


@dataclass
class SelfPlayStats:
    """Figures of a self-play run.

    Attributes:
        games: games played.
        wins: ``"columns"`` / ``"rows"`` / ``"draw"`` -> games.
        reasons: end reason value (``six``, ``full``, ...) -> games.
        turns: turns played in all.
        move_ms: milliseconds each robot took to choose, every turn.
    """

    games: int = 0
    wins: dict[str, int] = field(default_factory=lambda: {"columns": 0, "rows": 0, "draw": 0})
    reasons: dict[str, int] = field(default_factory=dict)
    turns: int = 0
    move_ms: list[float] = field(default_factory=list)

    @property
    def median_ms(self) -> float:
        """Median milliseconds per move."""
        return statistics.median(self.move_ms) if self.move_ms else 0.0

    @property
    def max_ms(self) -> float:
        """Slowest move in milliseconds."""
        return max(self.move_ms, default=0.0)


def check_invariants(game: Game) -> None:
    """Raise :class:`InvariantError` when tiles were created or lost, an action tile
    lies on the board, or a hand is over its size."""
    comps = game.components
    if sorted(game.tile_counts().elements()) != comps.full_bag():
        raise InvariantError("tiles created or lost")
    if any(t >= 0 and not comps.is_symbol(t) for t in game.board):
        raise InvariantError("an action tile on the board")
    for seat, hand in enumerate(game.hands):
        if len(hand) > game.hand_size_of(seat):
            raise InvariantError(f"hand of seat {seat} over its size")


def selfplay(
    components: Components,
    players: Sequence[str],
    levels: Sequence[str],
    games: int,
    seed: int = 0,
    table: TableRules | None = None,
) -> SelfPlayStats:
    """Play ``games`` robot games; game g is shuffled with seed ``seed + g``.

    Args:
        components: the pieces.
        players: 2-4 seat names.
        levels: one robot level per seat (``easy``, ``medium``, ``hard``).
        games: how many games.
        seed: first seed.
        table: table options.

    Raises:
        InvariantError: an invariant broke, or a game ran past :data:`MAX_TURNS`.
    """
    stats = SelfPlayStats()
    for g in range(games):
        game = Game(components, players, table, seed=seed + g)
        bots = [make_robot(level, seed=seed + 1000 * g + i) for i, level in enumerate(levels)]
        check_invariants(game)
        while not game.is_over:
            t0 = time.perf_counter()
            move = bots[game.seat].choose(game)
            stats.move_ms.append((time.perf_counter() - t0) * 1000)
            game.play(move)
            check_invariants(game)
            if len(game.history) > MAX_TURNS:
                raise InvariantError(f"game {g + 1} (seed {seed + g}) did not end after {MAX_TURNS} turns")
        outcome = game.side_result
        assert outcome is not None
        stats.games += 1
        stats.wins["draw" if outcome.winner is None else outcome.winner.value] += 1
        stats.reasons[outcome.reason.value] = stats.reasons.get(outcome.reason.value, 0) + 1
        stats.turns += len(game.history)
    return stats
