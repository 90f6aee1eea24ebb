"""Duplicate's league adapter: a game as the league sees it
(:class:`~lexitile.core.league_rules.GameResult`), handed to the league by the session;
storage never imports the game.

Rules (``docs/league.md``, the rules card): a solo game (one seat) does not count,
like a game ended by agreement; with two or more seats the highest total wins, equal
highest totals are a draw (the league's draw rule shares the winner's XP), and XP and
chips follow the league's formula (:func:`lexitile.core.league_rules.settle`), which
gives XP only when two or more profiles play.
"""

from __future__ import annotations

from collections.abc import Sequence

from lexitile.core.league_rules import GameResult, GameStatus, Seat, check_people, status_of
from lexitile.games.duplicate.game import DuplicateGame

__all__ = ["duplicate_result"]


def duplicate_result(
    game: DuplicateGame,
    people: Sequence[Seat],
    *,
    competitive: bool,
    wager: int = 0,
    abandoned_by: int | None = None,
) -> GameResult:
    """The league's view of one duplicate game (module docstring).

    Args:
        game: the game.
        people: one league seat per game seat, in seat order.
        competitive: the table plays for XP and chips.
        wager: chips per seat (0: none).
        abandoned_by: the seat that walked away, or ``None``.

    Raises:
        LeagueError: ``people`` does not have one entry per seat.
    """
    check_people(len(game.names), people)
    outcome = game.outcome()
    status = status_of(outcome is not None, abandoned_by)
    if len(people) < 2 and status is GameStatus.FINISHED:
        status = GameStatus.ABORTED
    totals = game.totals()
    seats = tuple(Seat(p.name, p.kind, p.profile_id, None, totals[i], p.resigned) for i, p in enumerate(people))
    winners = outcome.winners if outcome is not None and status is GameStatus.FINISHED else ()
    return GameResult("duplicate", competitive, wager, status, seats, winners, abandoned_by)
