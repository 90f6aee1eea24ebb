"""The chance of winning from a spread and the tiles in the bag: a distribution function
of the spread, symmetric between the two players, and less sure with more tiles to come."""

from __future__ import annotations

import pytest
from hypothesis import given
from hypothesis import strategies as st

from lexitile.games.crossword.engine.win_probability import ON_TURN_POINTS, win_probability

spreads = st.floats(min_value=-400, max_value=400, allow_nan=False)
bags = st.integers(min_value=0, max_value=86)


@given(spreads, bags, st.booleans())
def test_the_two_players_chances_add_up_to_one(spread, bag, on_turn):
    assert win_probability(spread, bag, on_turn=on_turn) + win_probability(
        -spread, bag, on_turn=not on_turn
    ) == pytest.approx(1.0)


@given(spreads, spreads, bags)
def test_a_bigger_lead_is_never_a_smaller_chance(a, b, bag):
    low, high = sorted((a, b))
    assert win_probability(low, bag, on_turn=False) <= win_probability(high, bag, on_turn=False)


@given(st.floats(min_value=1, max_value=300), bags)
def test_more_tiles_to_come_make_a_lead_less_sure(lead, bag):
    spread = lead + ON_TURN_POINTS  # a real lead even for the player not on turn
    assert win_probability(spread, bag + 1, on_turn=False) <= win_probability(spread, bag, on_turn=False)


def test_level_scores_favour_the_player_on_turn_and_big_leads_are_near_certain():
    assert win_probability(0, 10, on_turn=True) > 0.5 > win_probability(0, 10, on_turn=False)
    assert win_probability(150, 0, on_turn=False) > 0.999
    assert win_probability(-150, 0, on_turn=True) < 0.001


def test_a_negative_bag_is_refused():
    with pytest.raises(ValueError, match="bag"):
        win_probability(0, -1, on_turn=True)
