"""Quiddler's side of the game contract (:mod:`lexitile.core.game_contract`): its move
value, its shared outcome and its league adapter, as thin adapters over the game's own
actions (:mod:`lexitile.games.quiddler.actions`)."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Self

from lexitile.core.game_contract import ClassNotation, LeagueAdapter, Outcome
from lexitile.games.quiddler.actions import Action, parse_action
from lexitile.games.quiddler.game import Game
from lexitile.games.quiddler.league import quiddler_result

__all__ = ["QuiddlerMove", "league", "notation", "outcome"]


@dataclass(frozen=True, slots=True)
class QuiddlerMove:
    """One Quiddler action as the contract's :class:`~lexitile.core.game_contract.Move`:
    ``draw stock``, ``discard QU``, ``out (QU)IT CAT discard E``, ``last discard E``.

    Attributes:
        action: the action (:data:`lexitile.games.quiddler.actions.Action`).
    """

    action: Action

    @classmethod
    def parse(cls, text: str) -> Self:
        """The action ``text`` names (any case, any spacing).

        Raises:
            lexitile.games.quiddler.errors.NotationError: not one of the forms, with what was
                expected.
        """
        return cls(parse_action(text))

    def __str__(self) -> str:
        return str(self.action)


def notation(game: Game) -> ClassNotation[QuiddlerMove]:
    """The notation of Quiddler's moves: the same for every game."""
    return ClassNotation(QuiddlerMove)


def outcome(game: Game) -> Outcome | None:
    """The game's end as the shared outcome, ``None`` while it goes on
    (:meth:`lexitile.games.quiddler.game.Game.outcome`)."""
    return game.outcome()


#: The league adapter (:func:`lexitile.games.quiddler.league.quiddler_result`).
league: LeagueAdapter[Game] = quiddler_result
