"""The quizzes' questions and judging, and the progress figures, without the screens."""

from __future__ import annotations

import random
from collections import Counter

from hypothesis import given, settings
from hypothesis import strategies as st

from analysis_oracle import WORDS
from lexitile.core.study_cards import CardKind, CardSource
from lexitile.lexicon.store import Lexicon
from lexitile.play.study_progress import LEARNED_BOX, box_counts, progress_by_day
from lexitile.play.study_quiz import (
    QuizKind,
    anagram_feedback,
    board_letters,
    cards_for,
    hooks,
    is_right,
    one_letter_phony,
    question,
    rack_words,
)
from lexitile.storage.cardbox import Answer, Card

LEXICON = Lexicon.from_words(WORDS, name="analysis-words")
LETTERS = "ABCDEFGHIJKLMNOPQRSTUVWXYZ"


def card(word: str, kind: CardKind = CardKind.EQUITY_LOSS, rack: str = "", box: int = 0, cid: int = 1) -> Card:
    return Card(cid, "Ann", 1, word, kind, "w", CardSource("g", 1, rack, ""), box, "2026-01-01T00:00:00+00:00", "")


def brute(rack: str) -> set[str]:
    """Every word of the list that the rack spells: letter counts, blanks for the rest."""
    have = Counter(rack)
    out = set()
    for w in WORDS:
        if len(w) == len(rack):
            short = sum(max(0, n - have[c]) for c, n in Counter(w).items())
            if short <= have["?"]:
                out.add(w)
    return out


@settings(max_examples=60, deadline=None)
@given(st.sampled_from(sorted(WORDS)), st.integers(0, 2), st.randoms(use_true_random=False))
def test_the_words_of_a_rack_are_every_word_it_spells_by_trie_and_by_brute_force(word, blanks, rnd):
    letters = list(word[:8])
    for k in rnd.sample(range(len(letters)), min(blanks, len(letters), 1)):
        letters[k] = "?"
    rnd.shuffle(letters)
    rack = "".join(letters)
    want = brute(rack)
    assert rack_words(rack, LEXICON) == want  # the trie walk
    if "?" not in rack:
        assert rack_words(rack, WORDS) == want  # every order tried


def test_hooks_are_the_letters_that_make_words_before_and_after():
    for word in ("AT", "ZA", "QI", "ES"):
        front, back = hooks(word, WORDS)
        assert front == "".join(c for c in LETTERS if c + word in WORDS)
        assert back == "".join(c for c in LETTERS if word + c in WORDS)


@given(st.sampled_from(sorted(w for w in WORDS if len(w) >= 3)), st.integers(0, 10**6))
def test_a_judge_phony_is_one_letter_from_the_word_and_refused(word, seed):
    phony = one_letter_phony(word, WORDS, random.Random(seed))
    assert phony is not None and phony not in WORDS
    assert len(phony) == len(word) and sum(a != b for a, b in zip(phony, word, strict=True)) == 1


def test_answers_are_judged_per_quiz():
    rng = random.Random(1)
    word = next(w for w in sorted(WORDS) if len(brute(w)) > 1)
    q = question(card(word), QuizKind.ANAGRAM, WORDS, rng)
    assert sorted(q.shown) == sorted(word)
    everything = " ".join(sorted(brute(word)))
    assert is_right(q, everything.lower()) and is_right(q, everything.replace(" ", ", "))
    assert not is_right(q, word)
    both = next(w for w in sorted(WORDS) if all(hooks(w, WORDS)))
    h = question(card(both), QuizKind.HOOKS, WORDS, rng)
    front, back = hooks(both, WORDS)
    assert is_right(h, f"{front[::-1].lower()} / {back}") and not is_right(h, f"{front}/")
    b = question(card("AMPERES", CardKind.MISSED_BINGO, rack="AEEMPR?"), QuizKind.BINGO, WORDS, rng)
    assert b.shown == "AEEMPR?" and is_right(b, "amperes") and not is_right(b, "ample")
    assert question(card("QZX", CardKind.PHONY), QuizKind.JUDGE, WORDS, rng).answers == {"phony"}
    for _ in range(20):
        j = question(card("AMPERES"), QuizKind.JUDGE, WORDS, rng)
        assert j.answers == ({"valid"} if j.shown in WORDS else {"phony"})
        assert is_right(j, "valid") == (j.shown in WORDS)


def test_a_bingo_through_the_board_shows_the_board_letters_it_needs():
    """A new player was asked for a word of every tile of L S C U I N C: the card's
    COUNCILS plays through an O on the board, which the quiz did not show."""
    assert board_letters("COUNCILS", "LSCUINC") == "O"
    assert board_letters("STAINER", "AEINR?T") == ""
    assert board_letters("COUNCILS", "LSCUIN?") is None  # the blank is the C or the O
    q = question(card("COUNCILS", CardKind.MISSED_BINGO, "LSCUINC"), QuizKind.BINGO, LEXICON, random.Random(1))
    assert q.shown == "LSCUINC+O" and is_right(q, "councils")
    open_q = question(card("COUNCILS", CardKind.MISSED_BINGO, "LSCUIN?"), QuizKind.BINGO, LEXICON, random.Random(1))
    assert open_q.shown == "LSCUIN?+·" and is_right(open_q, "COUNCILS")


@given(st.sampled_from(sorted(w for w in WORDS if 3 <= len(w) <= 9)), st.integers(1, 2), st.randoms())
def test_the_board_letters_and_the_rack_spell_the_word(word, through, rnd):
    letters = list(word)
    rnd.shuffle(letters)
    rack, board = "".join(letters[through:]), sorted(letters[:through])
    assert board_letters(word, rack) == "".join(board)


def test_anagram_feedback_says_what_was_missed_and_what_is_not_right():
    anagrams = Lexicon.from_words(["RETAINS", "NASTIER", "STAINER", "RETINAS", "TRAIN"], name="t")
    q = question(card("RETAINS"), QuizKind.ANAGRAM, anagrams, random.Random(2))
    words = sorted(q.answers)
    assert words == ["NASTIER", "RETAINS", "RETINAS", "STAINER"]
    assert anagram_feedback(q, " ".join(words)) == ([], [])
    assert anagram_feedback(q, f"{words[0].lower()}, xyz") == (words[1:], ["XYZ"])


def test_which_cards_each_quiz_asks():
    box = [card("AT"), card("QZX", CardKind.PHONY), card("AMPERES", CardKind.MISSED_BINGO, rack="AEEMPRS")]
    box.append(card("ARGUING", CardKind.MISSED_BINGO))  # no rack recorded
    assert [c.word for c in cards_for(QuizKind.BINGO, box)] == ["AMPERES"]
    assert [c.word for c in cards_for(QuizKind.ANAGRAM, box)] == ["AT", "AMPERES", "ARGUING"]
    assert len(cards_for(QuizKind.JUDGE, box)) == 4


def test_progress_counts_boxes_accuracy_per_day_and_cards_learned():
    assert box_counts([card("A", box=0), card("B", box=2), card("C", box=2)])[:3] == [1, 0, 2]
    answers = [
        Answer(1, "2026-01-01T09:00:00+00:00", "anagram", True, LEARNED_BOX),
        Answer(2, "2026-01-01T09:01:00+00:00", "anagram", False, 0),
        Answer(1, "2026-01-02T09:00:00+00:00", "judge", False, 0),
        Answer(2, "2026-01-02T09:01:00+00:00", "judge", True, LEARNED_BOX + 1),
        Answer(3, "2026-01-02T09:02:00+00:00", "judge", True, LEARNED_BOX),
    ]
    days = progress_by_day(answers)
    assert [(d.day, d.answers, d.right, d.accuracy, d.learned) for d in days] == [
        ("2026-01-01", 2, 1, 50, 1),
        ("2026-01-02", 3, 2, 67, 2),
    ]
