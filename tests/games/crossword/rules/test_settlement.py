"""The one settlement (:mod:`lexitile.games.crossword.rules.settlement`) that the engine and the replay
of a record both apply: invariants over any racks."""

from __future__ import annotations

from hypothesis import given
from hypothesis import strategies as st

from lexitile.games.crossword.catalog import load_rules
from lexitile.games.crossword.rules.config import GoingOut
from lexitile.games.crossword.rules.outcome import owns_rack
from lexitile.games.crossword.rules.settlement import scoreless_settlement, settlement_order, went_out_settlement

MATTEL = load_rules("mattel")
TOURNAMENT = load_rules("tournament")
LETTERS = "".join(sorted(MATTEL.tileset.counts))

racks = st.lists(st.text(alphabet=LETTERS, max_size=7), min_size=2, max_size=4)


@given(racks, st.data())
def test_going_out_under_mattel_rules_moves_points_and_creates_none(left: list[str], data: st.DataObject) -> None:
    seat = data.draw(st.integers(0, len(left) - 1))
    adjustments = went_out_settlement(MATTEL, seat, left)
    assert MATTEL.going_out is GoingOut.MATTEL
    assert sum(a.points for a in adjustments) == 0
    assert [a.seat for a in adjustments] == [seat] + [i for i in range(len(left)) if i != seat]
    assert all(owns_rack(a) and a.detail == left[a.seat] for a in adjustments[1:])


@given(racks, st.data())
def test_going_out_under_tournament_rules_gains_twice_and_nobody_loses(left: list[str], data: st.DataObject) -> None:
    seat = data.draw(st.integers(0, len(left) - 1))
    (gain,) = went_out_settlement(TOURNAMENT, seat, left)
    others = "".join(rack for i, rack in enumerate(left) if i != seat)
    assert (gain.seat, owns_rack(gain), gain.detail) == (seat, False, others)
    assert gain.points == 2 * TOURNAMENT.tileset.rack_value(others)


@given(racks, st.data())
def test_a_scoreless_end_costs_each_player_their_rack_from_the_player_on_turn(
    left: list[str], data: st.DataObject
) -> None:
    on_turn = data.draw(st.integers(0, len(left) - 1))
    adjustments = scoreless_settlement(MATTEL, on_turn, left)
    assert [a.seat for a in adjustments] == settlement_order(len(left), on_turn)
    assert sorted(a.seat for a in adjustments) == list(range(len(left)))
    assert all(a.points == -MATTEL.tileset.rack_value(left[a.seat]) for a in adjustments)
