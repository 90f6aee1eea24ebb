"""The board game's side of the game contract (:mod:`lexitile.core.game_contract`): its
notation, its shared outcome and its league adapter, as thin adapters over the rules
engine's own values (:class:`~lexitile.games.crossword.rules.move.BoardMove` is its Move value)."""

from __future__ import annotations

from collections.abc import Sequence

from lexitile.core.game_contract import ClassNotation, LeagueAdapter, Outcome
from lexitile.core.league_rules import GameResult, Seat
from lexitile.games.crossword.rules.game import Game
from lexitile.games.crossword.rules.league import board_result
from lexitile.games.crossword.rules.move import BoardMove

__all__ = ["league", "notation", "outcome"]


def notation(game: Game) -> ClassNotation[BoardMove]:
    """The notation of the board game's moves: the GCG move column, the same for every
    game (the coordinate and the word need no board)."""
    return ClassNotation(BoardMove)


def outcome(game: Game) -> Outcome | None:
    """The game's end as the shared outcome (the engine's own ``Game.outcome``), ``None``
    while it goes on."""
    return game.outcome


def _one_person_per_seat(
    game: Game,
    people: Sequence[Seat],
    *,
    competitive: bool,
    wager: int = 0,
    abandoned_by: int | None = None,
) -> GameResult:
    """:func:`lexitile.games.crossword.rules.league.board_result` for a table of one person per seat
    (pairs play, with two people at a seat, calls it with the people of each seat)."""
    return board_result(
        game, [[person] for person in people], competitive=competitive, wager=wager, abandoned_by=abandoned_by
    )


#: The league adapter: one person per seat.
league: LeagueAdapter[Game] = _one_person_per_seat
