"""Crosswise's league adapter: one game of a match as the league sees it
(:class:`~lexitile.core.league_rules.GameResult`), handed to the league by the session
(:func:`lexitile.play.league_table.league_end`); storage never imports the game."""

from __future__ import annotations

from collections.abc import Sequence

from lexitile.core.league_rules import GameResult, GameStatus, Seat, check_people, status_of
from lexitile.games.crosswise.board import Side
from lexitile.games.crosswise.game import Game

__all__ = ["crosswise_result"]


def crosswise_result(
    game: Game,
    people: Sequence[Seat],
    *,
    competitive: bool,
    wager: int = 0,
    abandoned_by: int | None = None,
) -> GameResult:
    """The league's view of one Crosswise game: the seats of a side are partners (with
    three players the lone player is a side of one against the pair); each seat's
    score is its side's total; a drawn game has every seat among the winners (the
    game's shared :meth:`~lexitile.games.crosswise.game.Game.outcome`).

    Raises:
        LeagueError: ``people`` does not have one entry per seat.
    """
    check_people(len(game.players), people)
    outcome = game.outcome()
    status = status_of(outcome is not None, abandoned_by)
    sides = [game.side_of(i) for i in range(len(people))]
    team = {Side.COLUMNS: 0, Side.ROWS: 1}
    seats = tuple(
        Seat(p.name, p.kind, p.profile_id, team[sides[i]], outcome.finals[i] if outcome else 0, p.resigned)
        for i, p in enumerate(people)
    )
    winners: tuple[int, ...] = ()
    if outcome is not None and status is GameStatus.FINISHED:
        winners = outcome.winners
    return GameResult("crosswise", competitive, wager, status, seats, winners, abandoned_by)
