"""What a Quiddler game reports as it is played: the events of its history.

:attr:`lexitile.games.quiddler.game.Game.history` lists them in order; the record format
(:mod:`lexitile.games.quiddler.record`) and the replay read them. Plain data, no rules.
"""

from __future__ import annotations

from dataclasses import dataclass

from lexitile.games.quiddler.actions import Action
from lexitile.games.quiddler.scoring import RoundResult


@dataclass(frozen=True, slots=True)
class RoundStarted:
    """A round was dealt. ``turn_up`` is the card turned up to start the discard pile;
    ``hands`` each seat's hand as dealt (in seat order, cards in the order dealt): the
    record writes them, as it writes each card drawn, instead of a seed."""

    round: int
    hand_size: int
    dealer: int
    turn_up: str
    hands: tuple[tuple[str, ...], ...] = ()


@dataclass(frozen=True, slots=True)
class Turned:
    """A player acted. ``card`` is the card drawn, for a :class:`Draw` (a stock draw is
    hidden from the other players); ``None`` otherwise."""

    round: int
    seat: int
    action: Action
    card: str | None = None


@dataclass(frozen=True, slots=True)
class Reshuffled:
    """The stock ran out; ``cards`` discards were shuffled into a new stock."""

    round: int
    cards: int


@dataclass(frozen=True, slots=True)
class RoundScored:
    """A round ended and was scored."""

    result: RoundResult


Event = RoundStarted | Turned | Reshuffled | RoundScored
