"""Whether the player on turn may exchange tiles now: the one place that decides it.

The rule texts: an exchange needs tiles in the bag — at least 7 under the Mattel and
tournament rules ("mindestens sieben Buchstaben im Beutel"), any tile at all under
Kreuzwort (``exchange_min_bag = 1``) — and Palavras Cruzadas allows each player 3
exchanges a game (``max_exchanges``). The rules engine refuses an exchange with this
refusal; the robots, the coach and the screens (which enable the exchange key by it)
ask the same function, so the rule is written once.
"""

from __future__ import annotations

from lexitile.errors import IllegalMoveError, Reason
from lexitile.rules.config import RuleSet

__all__ = ["bag_needed_to_exchange", "exchange_refusal"]


def bag_needed_to_exchange(rules: RuleSet) -> int:
    """Tiles that must be in the bag for an exchange (``exchange_min_bag``, at least 1:
    an empty bag has nothing to exchange with). The same count decides whether a
    Palavras Cruzadas EX square swaps a rack."""
    return max(1, rules.exchange_min_bag)


def exchange_refusal(rules: RuleSet, bag_size: int, exchanges_made: int) -> IllegalMoveError | None:
    """Why a player may not exchange now, or ``None`` when they may (the tiles chosen
    aside: those are checked when the exchange is made).

    Args:
        rules: the game's rule set.
        bag_size: tiles in the bag.
        exchanges_made: exchanges the player on turn has made this game.

    Returns:
        The refusal (not raised): ``EXCHANGE_BAG_TOO_SMALL`` (fields ``n``, the tiles
        needed, and ``bag``) or ``EXCHANGE_LIMIT`` (field ``n``, the limit).
    """
    need = bag_needed_to_exchange(rules)
    if bag_size < need:
        return IllegalMoveError(
            Reason.EXCHANGE_BAG_TOO_SMALL,
            f"exchanging needs at least {need} tiles in the bag; it holds {bag_size}",
            fields={"n": need, "bag": bag_size},
        )
    limit = rules.max_exchanges
    if limit is not None and exchanges_made >= limit:
        return IllegalMoveError(
            Reason.EXCHANGE_LIMIT, f"each player may exchange at most {limit} times a game", fields={"n": limit}
        )
    return None
