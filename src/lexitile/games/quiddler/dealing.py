"""How a Quiddler round's stock is made: the round's random generator, and a stock
stacked to deal hands a record names.

Seeded: the deal of round ``r`` depends only on the game seed and ``r``
(``random.Random(f"lexitile-quiddler/{seed}/{r}")``). Dealing order (P1, P2, P3, K1):
one card at a time, starting left of the dealer; then the top card is turned up.
"""

from __future__ import annotations

import random
from collections import Counter
from collections.abc import Sequence

from lexitile.games.quiddler.cards import Deck
from lexitile.games.quiddler.errors import NotationError

__all__ = ["round_rng", "stacked_stock"]


def round_rng(seed: int, round_index: int) -> random.Random:
    """The random generator of round ``round_index`` (0-based) of the game of ``seed``."""
    return random.Random(f"lexitile-quiddler/{seed}/{round_index + 1}")


def stacked_stock(
    deck: Deck,
    hands: Sequence[Sequence[str]],
    turn_up: str,
    dealer: int,
    seats: int,
    hand_size: int,
    round_number: int,
    rng: random.Random,
) -> list[str]:
    """A stock that deals ``hands`` (one per seat, dealt one card at a time from the seat
    left of ``dealer``) and turns ``turn_up`` up, the deck's other cards under them in an
    order of ``rng``; the top of the stock is the end of the list.

    Raises:
        NotationError: not ``seats`` hands of ``hand_size`` cards, or cards the deck
            does not have (naming round ``round_number``, 1-based).
    """
    n, size = seats, hand_size
    if len(hands) != n or any(len(h) != size for h in hands):
        raise NotationError(f"round {round_number} deals {n} hands of {size} cards")
    order = [hands[(dealer + k) % n][i] for i in range(size) for k in range(1, n + 1)]
    order.append(turn_up)
    rest = Counter(deck.cards())
    rest.subtract(c.upper() for c in order)
    missing = [c for c, k in rest.items() if k < 0]
    if missing:
        raise NotationError(f"round {round_number}: the {deck.name} deck has not that many {missing[0]}")
    under = sorted(rest.elements())
    rng.shuffle(under)
    return under + [c.upper() for c in reversed(order)]
