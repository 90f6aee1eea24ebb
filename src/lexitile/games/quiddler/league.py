"""Quiddler's league adapter: a game that ended as the league sees it
(:class:`~lexitile.core.league_rules.GameResult`), handed to the league by the session
(:func:`lexitile.play.league_table.league_end`); storage never imports the game."""

from __future__ import annotations

from collections.abc import Sequence

from lexitile.core.league_rules import GameResult, GameStatus, Seat, check_people, status_of
from lexitile.games.quiddler.game import Game

__all__ = ["quiddler_result"]


def quiddler_result(
    game: Game,
    people: Sequence[Seat],
    *,
    competitive: bool,
    wager: int = 0,
    abandoned_by: int | None = None,
) -> GameResult:
    """The league's view of a Quiddler game: each seat its own side, its total its score;
    equal best totals share the win (a draw), as the game's outcome says.

    Raises:
        LeagueError: ``people`` does not have one entry per seat.
    """
    check_people(len(game.players), people)
    status = status_of(game.is_over, abandoned_by)
    seats = tuple(Seat(p.name, p.kind, p.profile_id, None, game.totals[i], p.resigned) for i, p in enumerate(people))
    outcome = game.outcome()
    winners = outcome.winners if outcome is not None and status is GameStatus.FINISHED else ()
    return GameResult("quiddler", competitive, wager, status, seats, winners, abandoned_by)
