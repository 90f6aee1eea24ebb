"""Leave values (``lexitile.games.crossword.engine.leaves``): the model, the file format, the committed
English table and the exchange options."""

from __future__ import annotations

from collections import Counter
from itertools import permutations

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from lexitile.errors import InputFileError
from lexitile.games.crossword.catalog import load_tileset
from lexitile.games.crossword.engine.leaves import (
    LeaveTable,
    balance_key,
    exchange_options,
    leave_features,
    leave_key,
    leaves_path,
    load_leaves,
)

TILES = "AAAEEEIIOOUUBCDDGLMNNRRSSTTXQZ??"


def test_leave_key_sorts_and_writes_blanks_as_question_marks():
    assert leave_key("SRE?") == "?ERS"
    assert leave_key(["e", "S"]) == "?S"  # a designated blank is a blank on the rack
    assert leave_key("") == ""


def test_features_count_copies_pairs_and_balance():
    feats = leave_features("AAEST")
    assert ("tile", "A1") in feats and ("tile", "A2") in feats and ("tile", "A3") not in feats
    assert ("pair", "AE") in feats and ("pair", "ST") in feats and ("pair", "AA") not in feats
    assert [f for f in feats if f[0] == "balance"] == [("balance", "3/2")]
    assert leave_features("EEEE").count(("tile", "E3")) == 2  # third and further copies share E3
    assert leave_features("") == []
    assert balance_key("?S") == "0/1"


def test_value_is_the_sum_of_terms_and_order_free():
    table = LeaveTable("t", {("tile", "S1"): 8.0, ("tile", "?1"): 20.0, ("pair", "?S"): 3.0, ("balance", "0/1"): -1.0})
    assert table.value("") == 0.0
    assert table.value("?S") == pytest.approx(8 + 20 + 3 - 1)  # blanks are neither vowel nor consonant: 0/1
    assert table.value("S") == pytest.approx(8 - 1)
    for p in permutations("?S"):
        assert table.value("".join(p)) == table.value("?S")


def test_file_format_round_trips_and_rejects_bad_lines():
    table = LeaveTable("t", {("tile", "E1"): 1.25, ("pair", "ER"): -0.5, ("balance", "1/1"): 2.0})
    again = LeaveTable.parse(table.dumps("header line\nsecond"), "t")
    assert again.terms == table.terms
    with pytest.raises(InputFileError, match=":1: expected"):
        LeaveTable.parse("tile E1\n")
    with pytest.raises(InputFileError, match="not a number"):
        LeaveTable.parse("tile\tE1\tlots\n")
    with pytest.raises(InputFileError):
        LeaveTable.parse("triple\tERS\t1\n")


def test_committed_english_table_is_sensible():
    path = leaves_path("english")
    assert path.is_file(), "data/leaves/english.tsv is committed (tools/build_leaves.py)"
    table = load_leaves(load_tileset("english"))
    assert table.source.endswith("english.tsv")
    text = path.read_text(encoding="utf-8")
    assert "self-play" in text.splitlines()[0]
    v = table.value
    assert v("?") > v("S") > 0  # the blank is the best single tile, then S
    assert v("Q") < 0 and v("V") < v("E")
    assert v("?S") > v("?")
    assert v("EEE") < v("E")  # duplicates hurt
    assert v("UUV") < v("ERS")
    assert v("QU") > v("Q") + v("U") - 1 or v("QU") > v("Q")  # U helps the Q
    assert all(abs(x) < 60 for x in table.terms.values())


def test_heuristic_table_for_sets_without_one():
    table = load_leaves(load_tileset("german"))
    assert table.name in ("heuristic", "german")
    if table.name == "heuristic":
        assert table.value("?") > table.value("E") >= table.value("EE")


@settings(max_examples=60, deadline=None)
@given(st.lists(st.sampled_from(TILES), min_size=0, max_size=7))
def test_exchange_options_are_every_distinct_split(rack):
    options = exchange_options(rack)
    counts = Counter(leave_key(rack))
    expected = 1
    for n in counts.values():
        expected *= n + 1
    assert len(options) == expected - 1  # every sub-multiset kept, except keeping all
    assert len(set(options)) == len(options)
    for give, keep in options:
        assert give
        assert Counter(give) + Counter(keep) == counts


def test_build_tool_fit_recovers_a_planted_model():
    """``tools/build_leaves.py``'s ridge fit on synthetic samples whose next-turn score is
    an exactly additive function of the leave (plus noise) gives back those terms."""
    import importlib.util
    import random
    from pathlib import Path

    path = Path(__file__).resolve().parents[4] / "tools" / "build_leaves.py"
    spec = importlib.util.spec_from_file_location("build_leaves", path)
    tool = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(tool)
    truth = LeaveTable(
        "t",
        {
            ("tile", "?1"): 25.0,
            ("tile", "S1"): 8.0,
            ("tile", "Q1"): -7.0,
            ("tile", "E1"): 1.0,
            ("tile", "E2"): -4.0,
            ("pair", "QU"): 6.0,
            ("balance", "1/1"): 2.0,
        },
    )
    rng = random.Random(5)
    samples = []
    for _ in range(6000):
        leave = leave_key(rng.sample("??SSQUEEEAINRT", rng.randint(1, 4)))
        samples.append((leave, round(40 + truth.value(leave) + rng.gauss(0, 3)), None))
    terms, intercept, rmse = tool.fit(samples, None, ridge=1.0)
    fitted = LeaveTable("f", terms)
    assert intercept == pytest.approx(40, abs=1.0)
    assert 2.5 < rmse < 3.5
    for leave in ("?", "S", "Q", "QU", "EE", "?S", "AE", "QUE"):
        assert fitted.value(leave) == pytest.approx(truth.value(leave), abs=1.5), leave
