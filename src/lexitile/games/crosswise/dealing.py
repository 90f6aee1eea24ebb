"""The deal of a Crosswise game rebuilt from a record (format 2): the hands as they were
dealt, and a bag that holds every other tile in an order nobody wrote down.

Pure functions on tile ids; :class:`lexitile.games.crosswise.game.Game` calls them when it is
given ``hands=``. The rule they check is the set-up of the rules card: everybody draws a
full hand (4 tiles, 6 for the lone player of three), and with the table option
``deal=no-action-only`` no starting hand is action tiles only (such a hand went back
under the bag: FH Wedel's extra rule).
"""

from __future__ import annotations

import random
from collections import Counter
from collections.abc import Callable, Sequence

from lexitile.games.crosswise.components import Components
from lexitile.games.crosswise.table import Deal, TableRules

__all__ = ["bag_after_deal", "check_hands"]


def bag_after_deal(
    components: Components,
    table: TableRules,
    hands: Sequence[Sequence[int]],
    under: Sequence[int],
    rng: random.Random,
) -> list[int]:
    """The bag left after dealing ``hands``: every other tile in an order drawn with
    ``rng``, then the ``under`` tiles (in an order of their own: they are drawn last).

    Args:
        components: the pieces.
        table: the table options (``under`` needs ``deal=no-action-only``).
        hands: one hand per seat (tile ids).
        under: tiles put under the bag while dealing.
        rng: orders the bag.

    Raises:
        ValueError: ``under`` without ``deal=no-action-only``, or more copies of a
            tile than the components have.
    """
    if under and table.deal is not Deal.NO_ACTION_ONLY:
        raise ValueError("tiles go under the bag only with the table option deal=no-action-only")
    rest = Counter(components.full_bag())
    rest.subtract(t for hand in hands for t in hand)
    rest.subtract(under)
    if any(n < 0 for n in rest.values()):
        tile = next(t for t, n in rest.items() if n < 0)
        raise ValueError(f"more than {components.count(tile)} {components.name(tile)} tiles dealt")
    middle = sorted(rest.elements())
    rng.shuffle(middle)
    tail = sorted(under)
    rng.shuffle(tail)
    return middle + tail


def check_hands(
    components: Components,
    table: TableRules,
    players: Sequence[str],
    hands: Sequence[Sequence[int]],
    hand_size_of: Callable[[int], int],
) -> None:
    """Check dealt hands: one per player, each full, none of action tiles only under
    ``deal=no-action-only``.

    Raises:
        ValueError: naming the player.
    """
    if len(hands) != len(players):
        raise ValueError(f"one hand per player: {len(players)}, got {len(hands)}")
    for seat, hand in enumerate(hands):
        if len(hand) != hand_size_of(seat):
            raise ValueError(f"{players[seat]} was dealt {len(hand)} tiles, not {hand_size_of(seat)}")
        if table.deal is Deal.NO_ACTION_ONLY and not any(components.is_symbol(t) for t in hand):
            raise ValueError(f"{players[seat]} was dealt action tiles only (table option deal=no-action-only)")
