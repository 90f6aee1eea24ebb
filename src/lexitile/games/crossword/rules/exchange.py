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
from lexitile.games.crossword.rules.config import RuleSet

__all__ = ["bag_needed_to_exchange", "exchange_refusal", "paid_exchange_cost", "paid_exchange_refusal"]


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


def paid_exchange_cost(rules: RuleSet, paid_before: int) -> int:
    """Points the next paid exchange costs a player who has made ``paid_before`` paid
    exchanges this game: ``paid_exchange_points`` times ``paid_before + 1`` (5, 10, 15
    ... points with ``paid_exchange_points = 5``).

    The Kreuzwort text says the more often a player uses it, the more it costs, and
    gives no figures: the growth by the same step each time is lexitile's reading. The
    cost is points, in every game: a price paid inside the game changes its outcome,
    as a cost should, and needs no league at the table.
    """
    return rules.paid_exchange_points * (paid_before + 1)


def paid_exchange_refusal(rules: RuleSet, bag_size: int) -> IllegalMoveError | None:
    """Why the player on turn may not make a paid exchange now, or ``None``.

    A paid exchange needs the rule set to have one (``NO_PAID_EXCHANGE``) and the same
    bag as an exchange (``EXCHANGE_BAG_TOO_SMALL``); it does not count towards
    ``max_exchanges``, which limits exchanges that end the turn.
    """
    if rules.paid_exchange_points <= 0:
        return IllegalMoveError(Reason.NO_PAID_EXCHANGE, "these rules have no paid exchange")
    need = bag_needed_to_exchange(rules)
    if bag_size < need:
        return IllegalMoveError(
            Reason.EXCHANGE_BAG_TOO_SMALL,
            f"exchanging needs at least {need} tiles in the bag; it holds {bag_size}",
            fields={"n": need, "bag": bag_size},
        )
    return None
