"""Messages as data: frozen, hashable, equal by code and fields, typed fields."""

from __future__ import annotations

import pytest
from hypothesis import given
from hypothesis import strategies as st

from lexitile.core.message import Message

values = st.one_of(st.text(max_size=8), st.integers(), st.lists(st.text(max_size=4), max_size=3).map(tuple))
fields = st.dictionaries(st.text(min_size=1, max_size=6), values, max_size=4)


@given(fields)
def test_equal_fields_give_equal_hashable_messages(f):
    a = Message("area.code", f)
    b = Message("area.code", dict(reversed(list(f.items()))))
    assert a == b and hash(a) == hash(b)
    assert len({a, b}) == 1
    assert dict(a.fields) == f


def test_fields_cannot_change_after_the_fact():
    source = {"square": "8H"}
    m = Message("rules.occupied", source)
    source["square"] = "A1"
    assert m["square"] == "8H"
    with pytest.raises(TypeError):
        m.fields["square"] = "A1"  # type: ignore[index]
    with pytest.raises(AttributeError):
        m.code = "x"  # type: ignore[misc]


def test_lists_become_tuples_and_other_types_are_refused():
    assert Message("rules.gap", {"squares": ["E8", "F8"]})["squares"] == ("E8", "F8")
    for bad in (1.5, True, None, [1, 2], {"a": 1}):
        with pytest.raises(TypeError):
            Message("x.y", {"v": bad})


def test_a_code_is_needed():
    for bad in ("", " rules.gap"):
        with pytest.raises(ValueError):
            Message(bad)


def test_different_codes_or_fields_differ():
    assert Message("a.b", {"n": 1}) != Message("a.b", {"n": 2})
    assert Message("a.b", {"n": 1}) != Message("a.c", {"n": 1})
