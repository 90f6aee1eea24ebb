"""Round scoring with exact numbers: cards in words plus, unused minus, bonuses and
their ties, the two-player bonus, the zero floor (quiddler-facts §3.5-3.9, §4)."""

from __future__ import annotations

import pytest
from quiddler_helpers import DECK, meld

from lexitile.games.quiddler.options import Floor, TableOptions, TwoPlayerBonus
from lexitile.games.quiddler.scoring import BonusKind, NoBonus, score_round, unique_best

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


def test_two_players_get_both_bonuses_by_default() -> None:
    # the rule text gives both bonuses whatever the number of players
    words = [[meld("CAT"), meld("AT")], [meld("QUIZ")]]
    r = score(words, [[], []], options=TableOptions())
    assert r.longest_word_seat == 1 and r.most_words_seat == 0
    # Ann: CAT 8+2+3 + AT 2+3 + most words 10 = 28; Bob: Q U I Z 15+4+2+14 + longest 10 = 45
    assert [p.score for p in r.players] == [28, 45]


def test_two_players_one_bonus_is_a_table_option() -> None:
    words = [[meld("CAT"), meld("AT")], [meld("QUIZ")]]
    r = score(words, [[], []], options=TableOptions(two_player_bonus=TwoPlayerBonus.LONGEST))
    assert r.longest_word_seat == 1 and r.most_words_seat is None
    assert r.most_words is not None and r.most_words.reason is NoBonus.NOT_IN_USE
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
    # Ann: QUIZ (9+2+14=25) but keeps Q J X (40): -15 -> 0, then +10 longest (one bonus with 2 players)
    options = TableOptions(score_floor=Floor.ROUND, two_player_bonus=TwoPlayerBonus.LONGEST)
    r = score_round(DECK, options, [[meld("(QU)IZ")], [meld("AT")]], [["Q", "J", "X"], []], [0, 0])
    ann = r.players[0]
    assert (ann.word_points, ann.unused_points, ann.floor_adjustment, ann.longest_bonus) == (25, 40, 15, 10)
    assert ann.score == 10


def test_total_never_falls_below_zero_by_default_bob_87_keeps_61() -> None:
    # The rule text: a player's total cannot fall below zero -- but a round may cost
    # points. Bob stands at 87, lays no word and is caught holding Q and V (15 + 11 = 26).
    r = score_round(DECK, TableOptions(), [[meld("CAT")], []], [[], ["Q", "V"]], [40, 87])
    bob = r.players[1]
    assert (bob.word_points, bob.unused_points, bob.floor_adjustment, bob.score, bob.total) == (0, 26, 0, -26, 61)


def test_total_floor_stops_at_zero_not_at_the_round() -> None:
    # Bob at 20 is caught with Q V (26): 20 - 26 would be -6, the total stops at 0
    r = score_round(DECK, TableOptions(), [[meld("CAT")], []], [[], ["Q", "V"]], [0, 20])
    bob = r.players[1]
    assert (bob.floor_adjustment, bob.score, bob.total) == (6, -20, 0)


def test_round_floor_is_a_table_option_bob_87_stays_87() -> None:
    options = TableOptions(score_floor=Floor.ROUND)
    r = score_round(DECK, options, [[meld("CAT")], []], [[], ["Q", "V"]], [40, 87])
    bob = r.players[1]
    assert (bob.floor_adjustment, bob.score, bob.total) == (26, 0, 87)


def test_a_tied_bonus_says_who_tied() -> None:
    # Ann CAT and Cy TEA tie at 3 letters; Ann, Bob and Cy tie at one word each
    r = score([[meld("CAT")], [meld("AT")], [meld("TEA")]], [[], [], []])
    assert r.longest_word is not None and r.most_words is not None
    assert r.longest_word.kind is BonusKind.LONGEST_WORD
    assert (r.longest_word.seat, r.longest_word.reason, r.longest_word.tied, r.longest_word.best) == (
        None,
        NoBonus.TIE,
        (0, 2),
        3,
    )
    assert (r.most_words.seat, r.most_words.reason, r.most_words.tied, r.most_words.best) == (
        None,
        NoBonus.TIE,
        (0, 1, 2),
        1,
    )


def test_a_bonus_nobody_could_win_and_a_bonus_won() -> None:
    r = score([[], [], []], [["A"], ["E"], ["I"]])
    assert r.longest_word is not None and r.longest_word.reason is NoBonus.NO_WORDS
    r = score([[meld("CAT"), meld("AT")], [meld("TEA")], []], [[], [], []])
    assert r.most_words is not None and r.longest_word is not None
    assert (r.most_words.seat, r.most_words.points, r.most_words.best, r.most_words.reason) == (0, 10, 2, None)
    assert r.longest_word.tied == (0, 1)
