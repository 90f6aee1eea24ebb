"""The shared values of the game contract: Outcome, the winners rule, private rounds."""

from __future__ import annotations

import doctest

import pytest
from hypothesis import given
from hypothesis import strategies as st

from lexitile.core import game_contract
from lexitile.core.game_contract import Adjustment, Outcome, PrivateRound, decide_winners

scores = st.lists(st.integers(-200, 900), min_size=1, max_size=8)


@given(scores)
def test_the_winners_have_the_best_score_and_every_best_score_wins(finals: list[int]) -> None:
    winners = decide_winners(finals)
    assert winners == tuple(sorted(winners))
    assert {finals[i] for i in winners} == {max(finals)}
    assert all(finals[i] < max(finals) for i in range(len(finals)) if i not in winners)


def test_a_game_without_seats_has_no_winners() -> None:
    with pytest.raises(ValueError, match="without seats"):
        decide_winners([])


@given(scores, st.data())
def test_the_scores_before_settlement_are_the_finals_less_each_line(finals: list[int], data: st.DataObject) -> None:
    seats = st.integers(0, len(finals) - 1)
    lines = data.draw(st.lists(st.builds(Adjustment, seats, st.integers(-50, 50), st.just("test.line"))))
    outcome = Outcome("test.end", decide_winners(finals), tuple(finals), tuple(lines))
    before = outcome.before_adjustments()
    for seat, final in enumerate(finals):
        assert before[seat] + sum(a.points for a in lines if a.seat == seat) == final


def test_an_outcome_names_only_its_own_seats() -> None:
    with pytest.raises(ValueError, match="seat 2 is not one of the 2 seats"):
        Outcome("test.end", (2,), (10, 20))
    with pytest.raises(ValueError, match="seat 5"):
        Outcome("test.end", (0,), (10, 20), (Adjustment(5, -3, "test.rack"),))


def test_a_shared_win_is_a_draw() -> None:
    assert Outcome("test.end", (0, 1), (7, 7)).is_draw
    assert not Outcome("test.end", (1,), (6, 7)).is_draw


def test_a_tie_is_broken_when_one_of_the_best_finals_wins() -> None:
    assert Outcome("test.end", (0,), (7, 7)).tie_broken
    assert not Outcome("test.end", (0, 1), (7, 7)).tie_broken
    assert not Outcome("test.end", (1,), (6, 7)).tie_broken


def test_a_private_round_waits_for_every_seat_in_seat_order() -> None:
    round_ = PrivateRound(seats=(0, 1, 3), entered=frozenset({1}))
    assert round_.waiting_for == (0, 3)
    assert not round_.complete
    assert PrivateRound(seats=(0, 1), entered=frozenset({0, 1})).complete


def test_the_module_examples_hold() -> None:
    results = doctest.testmod(game_contract)
    assert results.attempted > 0
    assert results.failed == 0
