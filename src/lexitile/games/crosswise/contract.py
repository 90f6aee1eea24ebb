"""Crosswise's side of the game contract (:mod:`lexitile.core.game_contract`): its
notation, its shared outcome and its league adapter, as thin adapters over the game's
own values."""

from __future__ import annotations

from dataclasses import dataclass

from lexitile.core.game_contract import LeagueAdapter, Outcome
from lexitile.games.crosswise.components import Components
from lexitile.games.crosswise.game import Game
from lexitile.games.crosswise.league import crosswise_result
from lexitile.games.crosswise.moves import Move, format_move, parse_move

__all__ = ["CrosswiseNotation", "league", "notation", "outcome"]


@dataclass(frozen=True, slots=True)
class CrosswiseNotation:
    """The text of a turn with the tile names of one components file (``star C3``,
    ``mover C3 D4``, ``pass``): the contract's :class:`~lexitile.core.game_contract.MoveNotation`.

    Attributes:
        components: the tiles the game was built with (their names are the notation).
    """

    components: Components

    def parse(self, text: str) -> Move:
        """The turn ``text`` names.

        Raises:
            lexitile.games.crosswise.errors.NotationError: no tile of that name, the wrong
                number of squares, a square off the board.
        """
        return parse_move(text, self.components)

    def format(self, move: Move) -> str:
        """The canonical text of ``move``; ``parse(format(move)) == move``."""
        return format_move(move, self.components)


def notation(game: Game) -> CrosswiseNotation:
    """The notation of this game's turns (its components' tile names)."""
    return CrosswiseNotation(game.components)


def outcome(game: Game) -> Outcome | None:
    """The game's end as the shared outcome, ``None`` while it goes on.

    The reason is ``"crosswise.<six|full|blocked|stuck>"``; each seat's final is its
    side's total; the winners are the seats of the winning side, every seat on a draw
    (rules summed up in ``docs/crosswise.md``). Crosswise has no settlement lines.
    """
    end = game.outcome
    if end is None:
        return None
    sides = [game.side_of(seat) for seat in range(len(game.players))]
    winners = tuple(seat for seat, side in enumerate(sides) if end.winner in (None, side))
    finals = tuple(end.total(side) for side in sides)
    return Outcome(f"crosswise.{end.reason.value}", winners, finals)


#: The league adapter (:func:`lexitile.games.crosswise.league.crosswise_result`).
league: LeagueAdapter[Game] = crosswise_result
