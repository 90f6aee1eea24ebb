"""The chance of winning a two-player game from the spread and the tiles left in the bag.

The simulation (:mod:`lexitile.games.crossword.engine.simulation`) chooses near the end of
the game by the share of play-outs a play wins. A play-out stops two turns after the
candidate, usually with tiles still in the bag, so "ahead when the play-out stops" is a
coarse measure: a lead of one point and a lead of sixty count the same, and the turns
still to come are ignored. This model turns the spread at the end of a play-out into a
probability instead:

    P(win) = Φ((spread ± ON_TURN_POINTS) / sqrt(SPREAD_SD_EMPTY_BAG² + SPREAD_VARIANCE_PER_TILE · bag))

where Φ is the standard normal distribution function, ``bag`` the tiles left in the bag,
and the player on turn gets :data:`ON_TURN_POINTS` (the turn still to be played). The
spread still to come is taken as normally distributed around the on-turn advantage,
its variance growing with the tiles left to draw.

The three constants were fitted by maximum likelihood on every position with at most 36
tiles in the bag of 400 two-player games of this program's own robots (expert against
hard, Mattel rules, the built-in English list; ``lexitile selfplay --seats expert,hard
--deals 200 --games 4 --seed S --save DIR`` for S = 2000, 2004, ..., 2396): 20 points of
standard deviation with the bag empty, 150 points² more per tile in the bag, and 10 points
for the turn. ``tools/fit_win_probability.py DIR...`` refits them from any saved games.
"""

from __future__ import annotations

import math

__all__ = [
    "ON_TURN_POINTS",
    "SPREAD_SD_EMPTY_BAG",
    "SPREAD_VARIANCE_PER_TILE",
    "win_probability",
]

#: Standard deviation (points) of the spread still to come when the bag is empty.
SPREAD_SD_EMPTY_BAG = 20.0
#: Variance (points²) of the spread still to come added by each tile in the bag.
SPREAD_VARIANCE_PER_TILE = 150.0
#: What being on turn is worth (points).
ON_TURN_POINTS = 10.0


def win_probability(spread: float, bag: int, *, on_turn: bool) -> float:
    """The chance (0–1) that a player wins (a draw counting half, as in the model's fit).

    Args:
        spread: the player's score minus the opponent's (points), with what the
            simulation adds for the tiles the player keeps.
        bag: tiles left in the bag (0 or more).
        on_turn: whether the player moves next.

    Returns:
        ``Φ((spread ± ON_TURN_POINTS) / σ(bag))`` (module docstring).

    Raises:
        ValueError: a negative ``bag``.
    """
    if bag < 0:
        raise ValueError(f"tiles in the bag cannot be negative: {bag}")
    sigma = math.sqrt(SPREAD_SD_EMPTY_BAG * SPREAD_SD_EMPTY_BAG + SPREAD_VARIANCE_PER_TILE * bag)
    shift = ON_TURN_POINTS if on_turn else -ON_TURN_POINTS
    return 0.5 * (1.0 + math.erf((spread + shift) / (sigma * math.sqrt(2.0))))
