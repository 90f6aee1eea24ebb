"""Typing a word: finding the cards, asking only when both ways exist, refusing with
the reason; the lexicon check."""

from __future__ import annotations

import pytest
from quiddler_helpers import DECK, WORDS, meld

from lexitile.games.quiddler.errors import QReason, WordEntryError
from lexitile.games.quiddler.options import TableOptions
from lexitile.games.quiddler.words import decompositions, resolve_word, why_cannot_make

OPTS = TableOptions()


def resolve(text, hand, options=OPTS, lexicon=WORDS):
    return resolve_word(text, hand, DECK, options, lexicon)


def test_single_cards_only_one_way() -> None:
    choice = resolve("cat", ["C", "A", "T", "Q"])
    assert not choice.ambiguous
    assert choice.options == (meld("CAT"),)


def test_two_letter_card_only_one_way() -> None:
    choice = resolve("quit", ["QU", "I", "T"])
    assert choice.options == (meld("(QU)IT"),)


def test_asks_when_both_a_two_letter_card_and_two_singles_can_make_it() -> None:
    choice = resolve("QUIT", ["QU", "Q", "U", "I", "T"])
    assert choice.ambiguous
    assert {m.notation for m in choice.options} == {"(QU)IT", "QUIT"}
    assert choice.options[0].notation == "(QU)IT"  # fewest cards first


def test_every_way_of_thin() -> None:
    ways = decompositions("THIN", ["TH", "T", "H", "IN", "I", "N"], DECK.kinds)
    assert sorted(ways) == sorted([("TH", "IN"), ("TH", "I", "N"), ("T", "H", "IN"), ("T", "H", "I", "N")])


def test_explicit_card_notation() -> None:
    choice = resolve("(qu)it", ["QU", "Q", "U", "I", "T"])
    assert choice.options == (meld("(QU)IT"),)
    with pytest.raises(WordEntryError) as err:
        resolve("(TH)E", ["T", "H", "E"])
    assert err.value.reason is QReason.CANNOT_MAKE


@pytest.mark.parametrize(
    ("text", "hand", "reason", "message"),
    [
        ("QUIZ", ["QU", "I", "T"], QReason.CANNOT_MAKE, "QUIZ: no card with Z"),
        ("TEE", ["T", "E"], QReason.CANNOT_MAKE, "2 × E needed, the hand has 1"),
        ("QI", ["QU", "I"], QReason.CANNOT_MAKE, "QU is one card that spells both letters together"),
        ("ET", ["E", "TH"], QReason.CANNOT_MAKE, "TH is one card"),
        ("TAC", ["T", "A", "C"], QReason.NOT_A_WORD, "TAC is not in the lexicon"),
        ("IN", ["IN"], QReason.WORD_TOO_SHORT, "IN is a single card"),
        ("c-t", ["C", "T"], QReason.BAD_NOTATION, "type letters only"),
    ],
)
def test_refusals_say_why(text, hand, reason, message) -> None:
    with pytest.raises(WordEntryError) as err:
        resolve(text, hand)
    assert err.value.reason is reason
    assert message in str(err.value)


def test_lone_two_letter_card_allowed_by_option() -> None:
    choice = resolve("IN", ["IN", "I", "N"], options=TableOptions(min_word_cards=1))
    assert {m.notation for m in choice.options} == {"(IN)", "IN"}
    # with the publisher's rule only the two single cards make IN
    assert resolve("IN", ["IN", "I", "N"]).options == (meld("IN"),)


def test_without_a_lexicon_every_spelling_is_accepted() -> None:
    assert resolve("XQZ", ["X", "Q", "Z"], lexicon=None).options == (meld("XQZ"),)


def test_why_cannot_make_lists_every_missing_letter() -> None:
    assert why_cannot_make("JAZZ", ["A"]) == "JAZZ: no card with J; no card with Z"
