"""Words made of cards: checking a word, and turning a typed word into cards.

A word is valid when it has at least ``min_word_cards`` cards and
``min_word_letters`` letters (publisher: 2 cards, see ``docs/quiddler.md``) and its spelling
is in the lexicon. The lexicon is any object supporting ``word in lexicon``
for upper-case words (:class:`lexitile.lexicon.Lexicon`, or a ``set`` in tests);
``None`` accepts every spelling (the table checks words itself).

Typing a word (:func:`resolve_word`): the player types letters, the hand is searched
for the ways to make them (``THIN`` may be TH+IN, T+H+IN, TH+I+N or T+H+I+N). One way:
taken. Several: the caller asks (``WordChoice.ambiguous``). None: refused with the
reason (a missing letter, or a letter that is only on a two-letter card).
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Container, Iterable, Sequence
from dataclasses import dataclass

from lexitile.core.message import Message
from lexitile.games.quiddler.cards import Deck, Meld
from lexitile.games.quiddler.errors import (
    IllegalActionError,
    NotationError,
    QReason,
    WordEntryError,
)
from lexitile.games.quiddler.options import TableOptions

Lexicon = Container[str]


def decompositions(word: str, available: Counter[str] | Iterable[str], kinds: Iterable[str]) -> list[tuple[str, ...]]:
    """Every way to spell ``word`` with the cards in ``available``.

    Args:
        word: upper-case letters.
        available: the cards that may be used (a multiset or a list of cards).
        kinds: every card kind of the deck (to know the two-letter cards).

    Returns:
        Card sequences in spelling order, one per distinct multiset of cards, sorted
        with the fewest cards first (two-letter cards preferred).
    """
    have = available if isinstance(available, Counter) else Counter(available)
    pairs = {k for k in kinds if len(k) == 2}
    found: dict[tuple[str, ...], tuple[str, ...]] = {}
    path: list[str] = []

    def walk(i: int) -> None:
        if i == len(word):
            key = tuple(sorted(path))
            found.setdefault(key, tuple(path))
            return
        for size in (2, 1):
            card = word[i : i + size]
            if len(card) != size or (size == 2 and card not in pairs):
                continue
            if have[card] > 0:
                have[card] -= 1
                path.append(card)
                walk(i + size)
                path.pop()
                have[card] += 1

    walk(0)
    return sorted(found.values(), key=len)


def check_meld(meld: Meld, deck: Deck, options: TableOptions, lexicon: Lexicon | None) -> None:
    """Raise unless ``meld`` is a valid word at this table.

    Raises:
        IllegalActionError: ``UNKNOWN_CARD``, ``WORD_TOO_SHORT`` (fewer cards or letters
            than the table's minimum) or ``NOT_A_WORD`` (not in the lexicon).
    """
    for card in meld.cards:
        if card not in deck.counts:
            raise IllegalActionError(
                QReason.UNKNOWN_CARD,
                f"{meld.notation}: {card!r} is not a card",
                fields={"word": meld.notation, "card": repr(card)},
            )
    if len(meld.cards) < options.min_word_cards:
        raise IllegalActionError(
            QReason.WORD_TOO_SHORT,
            f"{meld.notation}: a word needs at least {options.min_word_cards} cards at this table",
            (meld.text,),
            fields={"word": meld.notation, "n": options.min_word_cards},
            code="quiddler.word-too-few-cards",
        )
    if meld.letters < options.min_word_letters:
        raise IllegalActionError(
            QReason.WORD_TOO_SHORT,
            f"{meld.notation}: a word needs at least {options.min_word_letters} letters",
            (meld.text,),
            fields={"word": meld.notation, "n": options.min_word_letters},
            code="quiddler.word-too-few-letters",
        )
    if lexicon is not None and meld.text not in lexicon:
        raise IllegalActionError(
            QReason.NOT_A_WORD, f"{meld.text} is not in the lexicon", (meld.text,), fields={"word": meld.text}
        )


def why_cannot_make(word: str, hand: Sequence[str]) -> str:
    """A sentence saying why no cards of ``hand`` spell ``word`` (assumes they don't)."""
    return cannot_make(word, hand)[0]


def cannot_make(word: str, hand: Sequence[str]) -> tuple[str, Message]:
    """Why no cards of ``hand`` spell ``word`` (assumes they don't): the English
    sentence and the same as a message (``quiddler.missing-letters`` with one part per
    letter, or ``quiddler.letters-locked`` naming the two-letter cards)."""
    letters: Counter[str] = Counter()
    for card in hand:
        letters.update(card)
    needed = Counter(word)
    missing = []
    parts = []
    for letter, n in sorted(needed.items()):
        have = letters[letter]
        if have == 0:
            missing.append(f"no card with {letter}")
            parts.append(Message("quiddler.no-card-with", {"letter": letter}))
        elif have < n:
            missing.append(f"{n} × {letter} needed, the hand has {have}")
            parts.append(Message("quiddler.too-few-letters", {"n": n, "letter": letter, "have": have}))
    if missing:
        return f"{word}: {'; '.join(missing)}", Message(
            "quiddler.missing-letters", {"word": word, "parts": tuple(parts)}
        )
    locked = sorted({c for c in hand if len(c) == 2 and (set(c) & set(word))})
    cards = ", ".join(locked)
    sentence = f"{word}: the letters are in the hand, but {cards} {'is one card that spells' if len(locked) == 1 else 'are cards that spell'} both letters together"
    return sentence, Message("quiddler.letters-locked", {"word": word, "cards": tuple(locked), "n": len(locked)})


@dataclass(frozen=True, slots=True)
class WordChoice:
    """The ways a typed word can be made from a hand.

    Attributes:
        word: the word in upper case.
        options: one :class:`Meld` per way (at least one).
    """

    word: str
    options: tuple[Meld, ...]

    @property
    def ambiguous(self) -> bool:
        """True when the player has to choose (a two-letter card or two single cards)."""
        return len(self.options) > 1


def resolve_word(
    text: str,
    hand: Sequence[str],
    deck: Deck,
    options: TableOptions,
    lexicon: Lexicon | None,
) -> WordChoice:
    """Find the cards of ``hand`` that make the typed ``text``.

    Args:
        text: letters as typed (any case); or card notation (``(TH)IN``) to name the
            cards outright.
        hand: the cards still free (the hand minus words already set aside).
        deck: the deck (two-letter card kinds).
        options: minimum word length.
        lexicon: ``word in lexicon`` for upper-case words; ``None`` accepts all.

    Returns:
        A :class:`WordChoice`; ``ambiguous`` when both a two-letter card and single
        cards can make it.

    Raises:
        WordEntryError: ``BAD_NOTATION`` (not letters), ``CANNOT_MAKE`` (with the
            missing letters), ``WORD_TOO_SHORT`` or ``NOT_A_WORD``.
    """
    raw = text.strip()
    if "(" in raw:
        try:
            meld = Meld.parse(raw)
        except NotationError as exc:
            why = exc.message
            if why is None:
                raise WordEntryError(QReason.BAD_NOTATION, str(exc)) from None
            raise WordEntryError(QReason.BAD_NOTATION, str(exc), code=why.code, fields=why.fields) from None
        need = Counter(meld.cards)
        have = Counter(hand)
        short = [c for c in need if have[c] < need[c]]
        if short:
            raise WordEntryError(
                QReason.CANNOT_MAKE,
                f"{meld.notation}: the hand has no {' or '.join(short)} card to spare",
                fields={"word": meld.notation, "cards": tuple(short)},
                code="quiddler.no-card-to-spare",
            )
        _check(meld, deck, options, lexicon)
        return WordChoice(meld.text, (meld,))
    word = raw.upper()
    if not word.isalpha() or not word.isascii():
        raise WordEntryError(
            QReason.BAD_NOTATION,
            f"{raw!r} is not a word: type letters only",
            fields={"text": repr(raw)},
            code="quiddler.not-letters",
        )
    ways = decompositions(word, hand, deck.kinds)
    if not ways:
        sentence, message = cannot_make(word, hand)
        raise WordEntryError(QReason.CANNOT_MAKE, sentence, (word,), fields=message.fields, code=message.code)
    long_enough = [w for w in ways if len(w) >= options.min_word_cards]
    if not long_enough:
        raise WordEntryError(
            QReason.WORD_TOO_SHORT,
            f"{word} is a single card; a word needs at least {options.min_word_cards} cards at this table",
            (word,),
            fields={"word": word, "n": options.min_word_cards},
            code="quiddler.single-card-word",
        )
    melds = tuple(Meld(w) for w in long_enough)
    _check(melds[0], deck, options, lexicon)
    return WordChoice(word, melds)


def _check(meld: Meld, deck: Deck, options: TableOptions, lexicon: Lexicon | None) -> None:
    try:
        check_meld(meld, deck, options, lexicon)
    except IllegalActionError as exc:
        raise WordEntryError(
            exc.reason, exc.detail, exc.words, fields=exc.message.fields, code=exc.message.code
        ) from None
