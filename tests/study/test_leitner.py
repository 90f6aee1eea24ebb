"""The Leitner schedule: boxes, intervals, the session order."""

from __future__ import annotations

import itertools
from dataclasses import dataclass
from datetime import UTC, datetime, timedelta

import pytest
from hypothesis import given
from hypothesis import strategies as st

from lexitile.core.leitner import INTERVAL_DAYS, TOP_BOX, due_at, iso, next_box, session_order

NOW = datetime(2026, 12, 2, 10, 0, tzinfo=UTC)


@dataclass(frozen=True)
class C:
    name: str
    box: int
    due: str


def test_intervals_grow_and_box_0_is_due_at_once():
    assert INTERVAL_DAYS[0] == 0
    assert all(a < b for a, b in itertools.pairwise(INTERVAL_DAYS))
    assert due_at(0, NOW) == NOW
    assert due_at(3, NOW) == NOW + timedelta(days=INTERVAL_DAYS[3])


@given(st.integers(0, TOP_BOX), st.booleans())
def test_a_right_answer_climbs_one_box_and_a_wrong_one_starts_again(box, correct):
    after = next_box(box, correct)
    assert after == (min(box + 1, TOP_BOX) if correct else 0)
    assert due_at(after, NOW) >= NOW


@given(st.integers(0, TOP_BOX), st.booleans())
def test_an_answer_before_the_card_is_due_never_climbs(box, correct):
    assert next_box(box, correct, early=True) == (box if correct else 0)


@pytest.mark.parametrize("bad", [-1, TOP_BOX + 1])
def test_boxes_out_of_range_are_refused(bad):
    with pytest.raises(ValueError, match="boxes 0 to"):
        next_box(bad, True)
    with pytest.raises(ValueError, match="boxes 0 to"):
        due_at(bad, NOW)


def test_naive_times_are_refused():
    with pytest.raises(ValueError, match="time zone"):
        iso(datetime(2026, 1, 1))


@given(
    st.lists(st.tuples(st.integers(0, TOP_BOX), st.integers(-30 * 24, 30 * 24)), max_size=30),
    st.integers(0, 40),
)
def test_a_session_takes_due_cards_before_any_other_and_keeps_to_its_length(rows, length):
    box = [C(str(k), b, iso(NOW + timedelta(hours=h))) for k, (b, h) in enumerate(rows)]
    got = session_order(box, NOW, length)
    assert len(got) == min(length, len(box))
    due = [c for c in box if c.due <= iso(NOW)]
    flags = [c.due <= iso(NOW) for c in got]
    assert flags == sorted(flags, reverse=True)  # no card not due before a due one
    assert sum(flags) == min(len(due), length)
    assert [c.due for c in got] == sorted(c.due for c in got)
