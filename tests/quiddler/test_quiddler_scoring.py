"""Round scoring with exact numbers: cards in words plus, unused minus, bonuses and
their ties, the two-player bonus, the zero floor (quiddler-facts §3.5-3.9, §4)."""

from __future__ import annotations

import pytest
from quiddler_helpers import DECK, meld

from lexitile.quiddler.options import Floor, TableOptions, TwoPlayerBonus
from lexitile.quiddler.scoring import score_round, unique_best

THREE = TableOptions()  # with 3 players both bonuses are used


def score(words, unused, totals=None, options=THREE):
    return score_round(DECK, options, words, unused, totals or [0] * len(words))


def test_cards_in_words_plus_unused_minus() -> None:
    # Ann: CAT (8+2+3=13) and (QU)IT (9+2+3=14) = 27, left Z (14) -> 13
    # Bob: THE (3+7+2=12) left J (13) -> -1 -> floor 0
    # Cy: no words, left A E (4) -> -4 -> floor 0
    r = score([[meld("CAT"), meld("(QU)IT")], [meld("THE")], []], [["Z"], ["J"], ["A", "E"]])
    ann, bob, cy = r.players
    assert (ann.word_points, ann.unused_points) == (27, 14)
    assert (bob.word_points, bob.unused_points, bob.floor_adjustment) == (12, 13, 1)
    assert (cy.word_points, cy.unused_points, cy.floor_adjustment) == (0, 4, 4)
    # Ann: longest word QUIT (4 letters, 3 cards) beats CAT/THE (3); most words 2 > 1 > 0
    assert r.longest_word_seat == 0 and r.most_words_seat == 0
    assert [p.score for p in r.players] == [13 + 10 + 10, 0, 0]


def test_two_letter_card_counts_once_single_cards_each() -> None:
    assert meld("(QU)IT").value(DECK) == 14
    assert meld("QUIT").value(DECK) == 24
    assert meld("(TH)(IN)G").value(DECK) == 9 + 7 + 6


def test_longest_word_is_by_letters_not_cards() -> None:
    # Ann: (TH)(IN)G: 3 cards, 5 letters. Bob: STARE: 5 cards, 5 letters -> tie
    r = score([[meld("(TH)(IN)G")], [meld("STARE")], [meld("AT")]], [[], [], []])
    assert r.longest_word_seat is None  # 5 letters each: tie, nobody
    # Ann: (TH)(IN)GS 6 letters / 4 cards beats Bob's 5 cards STARE
    r = score([[meld("(TH)(IN)GS")], [meld("STARE")], [meld("AT")]], [[], [], []])
    assert r.longest_word_seat == 0
    assert r.players[0].longest_bonus == 10 and r.players[1].longest_bonus == 0


def test_tie_for_most_words_gives_nobody_the_bonus() -> None:
    r = score([[meld("AT"), meld("IT")], [meld("ON"), meld("NO")], [meld("CATS")]], [[], [], []])
    assert r.most_words_seat is None
    assert all(p.most_words_bonus == 0 for p in r.players)
    assert r.longest_word_seat == 2  # CATS, 4 letters
    assert [p.score for p in r.players] == [2 + 3 + 2 + 3, 2 + 5 + 5 + 2, 8 + 2 + 3 + 3 + 10]


def test_nobody_with_words_gets_no_bonus() -> None:
    r = score([[], [], []], [["A"], ["E"], ["I"]])
    assert r.longest_word_seat is None and r.most_words_seat is None


def test_unique_best() -> None:
    assert unique_best([3, 5, 4]) == 1
    assert unique_best([5, 5, 4]) is None
    assert unique_best([0, 0]) is None
    assert unique_best([]) is None


def test_two_players_use_one_bonus_default_longest() -> None:
    words = [[meld("CAT"), meld("AT")], [meld("QUIZ")]]
    r = score(words, [[], []], options=TableOptions())
    assert r.longest_word_seat == 1 and r.most_words_seat is None
    r = score(words, [[], []], options=TableOptions(two_player_bonus=TwoPlayerBonus.MOST))
    assert r.longest_word_seat is None and r.most_words_seat == 0
    r = score(words, [[], []], options=TableOptions(two_player_bonus=TwoPlayerBonus.BOTH))
    assert r.longest_word_seat == 1 and r.most_words_seat == 0


@pytest.mark.parametrize(
    ("floor", "before", "expected_score", "expected_total"),
    [
        (Floor.ROUND, 30, 0, 30),  # the round's card score -21 counts as 0
        (Floor.TOTAL, 30, -21, 9),  # the total may drop, but not below 0
        (Floor.TOTAL, 12, -12, 0),
        (Floor.NONE, 12, -21, -9),
    ],
)
def test_floor_options(floor: Floor, before: int, expected_score: int, expected_total: int) -> None:
    # Bob lays nothing and keeps Q E E E (15+2+2+2 = 21): card score -21
    options = TableOptions(score_floor=floor, longest_word_bonus=False, most_words_bonus=False)
    r = score_round(DECK, options, [[meld("CAT")], []], [[], ["Q", "E", "E", "E"]], [0, before])
    bob = r.players[1]
    assert (bob.word_points, bob.unused_points) == (0, 21)
    assert bob.score == expected_score
    assert bob.total == expected_total
    assert (
        bob.score
        == bob.word_points - bob.unused_points + bob.floor_adjustment + bob.longest_bonus + bob.most_words_bonus
    )


def test_round_floor_applies_before_bonuses() -> None:
    # Ann: QUIZ (9+2+14=25) but keeps Q J X (40): -15 -> 0, then +10 longest (2 players)
    r = score_round(DECK, TableOptions(), [[meld("(QU)IZ")], [meld("AT")]], [["Q", "J", "X"], []], [0, 0])
    ann = r.players[0]
    assert (ann.word_points, ann.unused_points, ann.floor_adjustment, ann.longest_bonus) == (25, 40, 15, 10)
    assert ann.score == 10
