"""The study quizzes' questions and how an answer is judged, without Textual.

Four quizzes, as Zyzzyva's cardbox quizzes ask them, each judged by the word list in
force (``word in lexicon``):

- **anagram**: the card word's letters, shuffled; the answer is every word of the list
  made of exactly those letters;
- **find the bingo**: the player's own rack of a missed-bingo card; the answer is a
  word that uses every tile of the rack (a blank ``?`` standing for any letter), or the
  bingo the analysis found (which may run through a letter on the board);
- **hooks**: the card word; the answer is every letter that makes a word in front of it
  and every letter that makes one behind it (``front/back``, e.g. ``CS/S``);
- **word judge**: a word, valid or a phony; the phonies are one-letter changes of a real
  word that the list refuses (a phony card shows its own phony). Timed by the screen.
"""

from __future__ import annotations

import random
from collections import Counter
from collections.abc import Container, Iterable, Iterator, Sequence
from dataclasses import dataclass
from enum import StrEnum
from itertools import permutations
from typing import Protocol

from lexitile.core.study_cards import CardKind
from lexitile.lexicon.normalise import alphabet
from lexitile.storage.cardbox import Card

__all__ = [
    "JUDGE_SECONDS",
    "Question",
    "QuizKind",
    "anagram_feedback",
    "board_letters",
    "cards_for",
    "hooks",
    "hooks_text",
    "is_right",
    "one_letter_phony",
    "question",
    "rack_words",
]

#: Seconds the word judge gives for each word.
JUDGE_SECONDS = 10.0
#: Longest word whose anagrams are found by permutation (8! = 40,320 candidates).
MAX_ANAGRAM = 9


class _Trie(Protocol):
    """What the trie walk needs of a word list's trie (marisa-trie's ``Trie``)."""

    def __contains__(self, key: object) -> bool: ...

    def iterkeys(self, prefix: str) -> Iterator[str]: ...


class QuizKind(StrEnum):
    """The four quizzes (the ``quiz`` of a stored answer)."""

    ANAGRAM = "anagram"
    BINGO = "bingo"
    HOOKS = "hooks"
    JUDGE = "judge"


@dataclass(frozen=True, slots=True)
class Question:
    """One question of a quiz.

    Attributes:
        card: the card asked.
        kind: the quiz.
        shown: what the screen shows: shuffled letters, a rack, a word.
        answers: the right answers: every anagram; the words that use the rack; for
            hooks the one text ``FRONT/BACK`` (letters sorted, ``-`` for none); for the
            judge ``valid`` or ``phony``.
    """

    card: Card
    kind: QuizKind
    shown: str
    answers: frozenset[str]


def _letters(language: str) -> list[str]:
    return sorted(alphabet(language))


def rack_words(rack: str, lexicon: Container[str], language: str = "en") -> frozenset[str]:
    """Every word of ``lexicon`` that uses each tile of ``rack`` once (``?``: any letter
    of the language's alphabet).

    Raises:
        ValueError: a rack longer than :data:`MAX_ANAGRAM` tiles.
    """
    if len(rack) > MAX_ANAGRAM:
        raise ValueError(f"anagrams are found for up to {MAX_ANAGRAM} letters, got {len(rack)}")
    trie = getattr(lexicon, "trie", None)
    if trie is not None and hasattr(trie, "iterkeys"):
        return _words_in_trie(rack.upper(), trie, _letters(language))
    fixed = [t for t in rack.upper() if t != "?"]
    blanks = len(rack) - len(fixed)
    fills: Iterable[tuple[str, ...]] = [()]
    for _ in range(blanks):
        fills = [(*f, letter) for f in fills for letter in _letters(language)]
    found: set[str] = set()
    for fill in fills:
        for order in set(permutations([*fixed, *fill])):
            word = "".join(order)
            if word not in found and word in lexicon:
                found.add(word)
    return frozenset(found)


def _words_in_trie(rack: str, trie: _Trie, letters: list[str]) -> frozenset[str]:
    """:func:`rack_words` by walking the word list's trie: a letter is tried only while
    some word starts with what is spelled so far (a rack of 8 has 40,320 orders)."""
    left = Counter(rack)
    size = len(rack)
    found: set[str] = set()
    starts: dict[str, bool] = {}

    def some_word_starts(prefix: str) -> bool:
        hit = starts.get(prefix)
        if hit is None:
            hit = starts[prefix] = next(iter(trie.iterkeys(prefix)), None) is not None
        return hit

    def walk(prefix: str) -> None:
        if len(prefix) == size:
            if prefix in trie:
                found.add(prefix)
            return
        for letter in letters if left["?"] else sorted(k for k, n in left.items() if n > 0):
            tile = letter if left[letter] > 0 else "?"
            if left[tile] <= 0:
                continue
            word = prefix + letter
            if not some_word_starts(word):
                continue
            left[tile] -= 1
            walk(word)
            left[tile] += 1

    walk("")
    return frozenset(found)


def hooks(word: str, lexicon: Container[str], language: str = "en") -> tuple[str, str]:
    """``(front, back)``: the letters that make a word of ``lexicon`` before ``word`` and
    after it, each sorted (``""`` for none)."""
    letters = _letters(language)
    front = "".join(c for c in letters if c + word in lexicon)
    back = "".join(c for c in letters if word + c in lexicon)
    return front, back


def hooks_text(front: str, back: str) -> str:
    """``FRONT/BACK`` with ``-`` for no hook (the hooks quiz's answer)."""
    return f"{front or '-'}/{back or '-'}"


def one_letter_phony(word: str, lexicon: Container[str], rng: random.Random, language: str = "en") -> str | None:
    """A one-letter change of ``word`` that ``lexicon`` refuses, chosen with ``rng``
    (``None`` when every change is a word, which short words can manage)."""
    letters = _letters(language)
    changes = [word[:k] + c + word[k + 1 :] for k in range(len(word)) for c in letters if c != word[k]]
    rng.shuffle(changes)
    return next((w for w in changes if w not in lexicon), None)


def cards_for(kind: QuizKind, box: Sequence[Card]) -> list[Card]:
    """The cards a quiz can ask: find the bingo takes the missed-bingo cards with a
    recorded rack; anagrams and hooks every card of a real word (not a phony card);
    the word judge every card."""
    if kind is QuizKind.BINGO:
        return [c for c in box if c.kind is CardKind.MISSED_BINGO and c.source.rack]
    if kind is QuizKind.JUDGE:
        return list(box)
    return [c for c in box if c.kind is not CardKind.PHONY and len(c.word) <= MAX_ANAGRAM]


def question(card: Card, kind: QuizKind, lexicon: Container[str], rng: random.Random, language: str = "en") -> Question:
    """The question a quiz asks about ``card``.

    Args:
        card: the card (its word upper case).
        kind: the quiz.
        lexicon: the word list in force.
        rng: shuffles the letters and picks the phonies (seeded by the caller).
        language: the list's language (its alphabet, for blanks, hooks and phonies).
    """
    word = card.word.upper()
    if kind is QuizKind.ANAGRAM:
        letters = list(word)
        rng.shuffle(letters)
        return Question(card, kind, "".join(letters), rack_words(word, lexicon, language) | {word})
    if kind is QuizKind.BINGO:
        rack = card.source.rack.upper()
        through = board_letters(word, rack)
        if through is None:
            # the card's word plays through tiles a blank could also stand for: how many
            # is known, which is not
            dots = "·" * max(0, len(word) - len(rack))
            return Question(card, kind, f"{rack}+{dots}", rack_words(rack, lexicon, language) | {word})
        shown = f"{rack}+{through}" if through else rack
        tiles = rack + through
        others = rack_words(tiles, lexicon, language) if len(tiles) <= MAX_ANAGRAM else frozenset()
        return Question(card, kind, shown, others | {word})
    if kind is QuizKind.HOOKS:
        return Question(card, kind, word, frozenset({hooks_text(*hooks(word, lexicon, language))}))
    if card.kind is CardKind.PHONY:
        return Question(card, kind, word, frozenset({"phony"}))
    phony = one_letter_phony(word, lexicon, rng, language) if rng.random() < 0.5 else None
    if phony is not None:
        return Question(card, kind, phony, frozenset({"phony"}))
    return Question(card, kind, word, frozenset({"valid"}))


def board_letters(word: str, rack: str) -> str | None:
    """The letters of ``word`` that a bingo of ``rack`` takes from the board (a bingo
    through tiles already played is longer than the rack), sorted; ``""`` for a word of
    the rack alone; ``None`` when the rack's blanks leave it open which of the word's
    letters were on the board.

    Args:
        word: the bingo's main word, upper case.
        rack: the rack it was made from, upper case, ``?`` for a blank.
    """
    extra = len(word) - len(rack)
    if extra <= 0:
        return ""
    missing = Counter(word) - Counter(rack.replace("?", ""))
    if "?" in rack and sum(missing.values()) != extra:
        return None
    return "".join(sorted(missing.elements()))


def anagram_feedback(q: Question, answer: str) -> tuple[list[str], list[str]]:
    """For an anagram question answered ``answer``: the right words not given and the
    words given that are not right, each sorted (the screen says which were missed)."""
    given = _anagram_words(answer)
    return sorted(q.answers - given), sorted(given - q.answers)


def _anagram_words(answer: str) -> frozenset[str]:
    """The words of an anagram answer, upper case (separated by spaces or commas)."""
    return frozenset(answer.strip().upper().replace(",", " ").split())


def is_right(q: Question, answer: str) -> bool:
    """Whether ``answer`` answers ``q``: for anagrams every right word (in any order,
    separated by spaces or commas); for find the bingo one right word; for hooks the
    letters before and after ``/`` in any order; for the judge ``valid`` or ``phony``."""
    text = answer.strip().upper()
    if q.kind is QuizKind.ANAGRAM:
        return _anagram_words(answer) == q.answers
    if q.kind is QuizKind.BINGO:
        return text in q.answers
    if q.kind is QuizKind.HOOKS:
        front, _sep, back = text.replace(" ", "").partition("/")
        given = hooks_text("".join(sorted(set(front) - {"-"})), "".join(sorted(set(back) - {"-"})))
        return given in q.answers
    return answer.strip().lower() in q.answers
