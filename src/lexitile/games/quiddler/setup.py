"""What a Quiddler game is built from: the players, the seed, the deck, the table
options and the first dealer, and the checks a setup must pass (2 to 8 players, as the
rules card says: P1, K1; the largest deal must fit the deck).
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass, field

from lexitile.games.quiddler.cards import Deck
from lexitile.games.quiddler.errors import NotationError
from lexitile.games.quiddler.options import TableOptions
from lexitile.text.safe import has_unsafe, visible

__all__ = ["MAX_PLAYERS", "MIN_PLAYERS", "GameSetup", "check_new_names", "check_setup"]

#: Seats at a Quiddler table.
MIN_PLAYERS, MAX_PLAYERS = 2, 8


@dataclass(frozen=True)
class GameSetup:
    """Everything a game is built from, besides the actions played.

    Attributes:
        players: 2-8 seat names in seating order (to the left = the next seat); a new
            game's are checked by :func:`check_new_names`.
        seed: the game's random seed (an integer).
        deck: the deck.
        options: the table options.
        first_dealer: 0-based seat of the first round's dealer.
    """

    players: tuple[str, ...]
    seed: int
    deck: Deck
    options: TableOptions = field(default_factory=TableOptions)
    first_dealer: int = 0


def check_new_names(players: Iterable[str]) -> None:
    """Refuse a new game's seat name with a control character (an escape, a bell, a
    bidirectional mark): the board game's rule (:func:`lexitile.text.safe.has_unsafe`),
    as a name is shown on terminals. Records already written keep loading; their names
    are shown with those characters made visible.

    Raises:
        NotationError: naming the first such name, its characters made visible.
    """
    for name in players:
        if has_unsafe(name):
            raise NotationError(f"player name '{visible(name)}' contains a control character")


def check_setup(setup: GameSetup) -> None:
    """Refuse a setup no game can be played from.

    Raises:
        NotationError: fewer than :data:`MIN_PLAYERS` or more than :data:`MAX_PLAYERS`
            players, blank or repeated names (case-insensitive), a deck too small for
            the largest deal and the turned-up card, or a first dealer who is not a seat.
    """
    n = len(setup.players)
    if not MIN_PLAYERS <= n <= MAX_PLAYERS:
        raise NotationError(f"Quiddler needs {MIN_PLAYERS} to {MAX_PLAYERS} players, got {n}")
    names = [p.strip() for p in setup.players]
    if any(not p for p in names) or len({p.casefold() for p in names}) != n:
        raise NotationError("player names must be non-empty and distinct")
    if max(setup.options.hand_sizes) * n + 2 > setup.deck.total:
        raise NotationError(
            f"the {setup.deck.name} deck ({setup.deck.total} cards) is too small for {n} hands of {max(setup.options.hand_sizes)}"
        )
    if not 0 <= setup.first_dealer < n:
        raise NotationError(f"first dealer {setup.first_dealer} is not a seat")
