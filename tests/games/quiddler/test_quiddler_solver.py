"""The arrangement search: exact answers, a brute-force cross-check, going out."""

from __future__ import annotations

import itertools
from collections import Counter

from hypothesis import given, settings
from hypothesis import strategies as st
from quiddler_helpers import DECK, WORDS, meld

from lexitile.games.quiddler.options import TableOptions
from lexitile.games.quiddler.solver import Solver, WordIndex

INDEX = WordIndex.from_words(WORDS)
SOLVER = Solver(INDEX, DECK)


def test_word_index_is_a_lexicon() -> None:
    assert "QUIZ" in INDEX and "quiz" in INDEX and "ZIUQ" not in INDEX
    assert set(INDEX.anagrams("AEST")) == {"SATE", "SEAT", "EAST", "EATS", "TEAS"}
    assert len(INDEX) == len(WORDS)


def test_best_arrangement_prefers_points() -> None:
    # QUIZ (QU+I+Z = 25) leaving T E (5) beats QUITE (16) leaving Z (14)
    a = SOLVER.best_arrangement(["QU", "I", "T", "E", "Z"])
    assert a.words == (meld("(QU)IZ"),)
    assert a.unused == ("E", "T")
    assert (a.used_points, a.unused_points, a.score) == (25, 5, 20)
    assert not a.goes_out


def test_best_finish_chooses_the_discard_and_goes_out() -> None:
    a = SOLVER.best_finish(["C", "A", "T", "S", "Q"])
    assert a.discard == "Q" and a.goes_out
    assert a.words == (meld("CATS"),) and a.score == 16
    assert SOLVER.go_out(["C", "A", "T", "S", "Q"]) == a


def test_no_way_out() -> None:
    assert SOLVER.go_out(["Q", "X", "Z", "J"]) is None
    a = SOLVER.best_finish(["Q", "X", "Z", "J"])
    assert a.words == () and a.discard == "Q"  # drop the dearest card
    assert a.score == -(12 + 14 + 13)


def test_two_letter_cards_and_min_cards_option() -> None:
    a = SOLVER.best_arrangement(["TH", "IN", "G", "S"])
    assert a.words == (meld("(TH)(IN)GS"),) and a.goes_out
    lone = Solver(INDEX, DECK, TableOptions(min_word_cards=1))
    b = lone.best_arrangement(["IN", "Q"])
    assert b.words == (meld("(IN)"),)
    assert SOLVER.best_arrangement(["IN", "Q"]).words == ()


def brute_force_used_points(hand: list[str]) -> int:
    """Best used points by trying every ordered sub-multiset as a word."""
    words: set[tuple[str, ...]] = set()
    for k in range(2, len(hand) + 1):
        for combo in itertools.permutations(hand, k):
            if "".join(combo) in WORDS:
                words.add(combo)

    def best(rest: Counter) -> int:
        top = 0
        for w in words:
            need = Counter(w)
            if all(rest[c] >= n for c, n in need.items()):
                top = max(top, DECK.hand_value(w) + best(rest - need))
        return top

    return best(Counter(hand))


CARD = st.sampled_from(DECK.kinds)


@settings(max_examples=60, deadline=None)
@given(st.lists(st.sampled_from(list("AEITSNORC") + ["QU", "TH", "IN", "ER", "Z", "X"]), min_size=2, max_size=6))
def test_matches_brute_force(hand: list[str]) -> None:
    a = SOLVER.best_arrangement(hand)
    assert a.used_points == brute_force_used_points(hand)
    # the arrangement is consistent with the hand
    used = Counter()
    for m in a.words:
        used.update(m.cards)
        assert m.text in WORDS and len(m.cards) >= 2
    assert used + Counter(a.unused) == Counter(hand)
    assert a.unused_points == DECK.hand_value(a.unused)
