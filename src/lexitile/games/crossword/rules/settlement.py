"""The settlement at the end of a game: the one place that says who gains and who loses
the racks left, and in which order.

The rule texts differ only in what the player who goes out gains (``going_out``):

* Mattel (German box text "Ende des Spiels") and Kreuzwort: the player out gains the
  sum of the others' racks; every other player loses the value of their own rack.
* Tournament (NASPA/WESPA; Macondo, MAGPIE "double rack score", GCG's ``2x`` line): the
  player out gains twice the others' racks; nobody loses anything.

After a scoreless end (:mod:`lexitile.games.crossword.rules.scoreless`) every player loses the value of
their own rack, the player on turn first (the engine's and Macondo's order).

The rules engine (:class:`lexitile.games.crossword.rules.game.Game`) settles with these functions, and
so does the replay of a record (:mod:`lexitile.games.crossword.records.replay_state`), which only
supplies the racks a record tells.
"""

from __future__ import annotations

from collections.abc import Sequence

from lexitile.core.game_contract import Adjustment
from lexitile.games.crossword.rules.config import GoingOut, RuleSet
from lexitile.games.crossword.rules.outcome import rack_adjustment

__all__ = ["scoreless_settlement", "settlement_order", "went_out_settlement"]


def settlement_order(players: int, first: int) -> list[int]:
    """The seats in turn order starting at ``first`` (0-based seats).

    >>> settlement_order(3, 2)
    [2, 0, 1]
    """
    return [(first + k) % players for k in range(players)]


def went_out_settlement(rules: RuleSet, seat: int, racks: Sequence[str]) -> tuple[Adjustment, ...]:
    """The adjustments when ``seat`` goes out (``rules.going_out``).

    Args:
        rules: the rule set (``going_out``; ``tileset`` for the tile values).
        seat: 0-based seat of the player who went out.
        racks: every seat's rack left, in seat order (``seat``'s own is ignored).

    Returns:
        The player out's gain first (the others' racks, in seat order, as its tiles),
        then under ``GoingOut.MATTEL`` each other player's loss in seat order.
    """
    values = rules.tileset
    others = [i for i in range(len(racks)) if i != seat]
    left = "".join(racks[i] for i in others)
    total = values.rack_value(left)
    if rules.going_out is GoingOut.DOUBLE:
        return (rack_adjustment(seat, 2 * total, left, own_rack=False),)
    losses = tuple(rack_adjustment(i, -values.rack_value(racks[i]), racks[i], own_rack=True) for i in others)
    return (rack_adjustment(seat, total, left, own_rack=False), *losses)


def scoreless_settlement(rules: RuleSet, on_turn: int, racks: Sequence[str]) -> tuple[Adjustment, ...]:
    """The adjustments after a scoreless end: each player loses their own rack.

    Args:
        rules: the rule set (``tileset`` for the tile values).
        on_turn: 0-based seat that would move next; it is settled first.
        racks: every seat's rack left, in seat order.
    """
    values = rules.tileset
    order = settlement_order(len(racks), on_turn)
    return tuple(rack_adjustment(i, -values.rack_value(racks[i]), racks[i], own_rack=True) for i in order)
