"""Cards, the deck and words made of cards.

Card encoding used throughout the mode: a card is its text in upper case, one letter
(``"A"``) or a two-letter card (``"QU"``, ``"TH"``, ``"IN"``, ``"ER"``, ``"CL"``). A
two-letter card is one card that spells both letters and is worth its printed value
once (``docs/quiddler.md``; K1 README, K10).

A word laid down is a :class:`Meld`: the cards in spelling order. Its canonical text
form writes two-letter cards in parentheses, so the form says which cards were used:
``(QU)IT`` is the QU card + I + T, ``QUIT`` is four single cards.

Deck files (``data/quiddler/*.toml``) hold ``name``, ``title`` and a ``[cards]`` table
``CARD = { count = N, points = P }``; :meth:`Deck.parse` reads the text (no file I/O
here, see :mod:`lexitile.games.quiddler.storage`).
"""

from __future__ import annotations

import re
import tomllib
from collections import Counter
from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass, field
from pathlib import Path

from lexitile.core.message import Message
from lexitile.games.quiddler.errors import DeckFileError, NotationError

_CARD_RE = re.compile(r"[A-Z]{1,2}")
_MELD_TOKEN_RE = re.compile(r"\(([A-Za-z]{2})\)|([A-Za-z])")


@dataclass(frozen=True)
class Deck:
    """An immutable deck description.

    Attributes:
        name: short name (``"english"``).
        title: a line for people.
        counts: card -> copies in the deck, in file order.
        points: card -> printed value in points.
    """

    name: str
    title: str
    counts: Mapping[str, int] = field(hash=False)
    points: Mapping[str, int] = field(hash=False)

    @property
    def kinds(self) -> tuple[str, ...]:
        """Every card kind, in file order."""
        return tuple(self.counts)

    @property
    def digraphs(self) -> tuple[str, ...]:
        """The two-letter cards, in file order."""
        return tuple(c for c in self.counts if len(c) == 2)

    @property
    def total(self) -> int:
        """Number of cards in the deck."""
        return sum(self.counts.values())

    def value(self, card: str) -> int:
        """Printed value of ``card`` in points.

        Raises:
            NotationError: ``card`` is not a card of this deck.
        """
        try:
            return self.points[card]
        except KeyError:
            raise NotationError(f"{card!r} is not a card of the {self.name} deck") from None

    def hand_value(self, cards: Iterable[str]) -> int:
        """Sum of the printed values of ``cards``."""
        return sum(self.value(c) for c in cards)

    def cards(self) -> list[str]:
        """All cards of the deck in a fixed order (file order; shuffle before dealing)."""
        return [c for c, n in self.counts.items() for _ in range(n)]

    def check_card(self, text: str) -> str:
        """Return ``text`` as a card of this deck (upper-cased).

        Raises:
            NotationError: not a card of this deck.
        """
        card = text.strip().upper()
        if card not in self.counts:
            raise NotationError(f"{text!r} is not a card; the cards are {' '.join(self.kinds)}")
        return card

    @classmethod
    def parse(cls, text: str, path: str | Path | None = None) -> Deck:
        """Parse a deck file's text (format in the module docstring).

        Args:
            text: the TOML text.
            path: the file, for messages only.

        Raises:
            DeckFileError: not TOML, no ``[cards]``, a card that is not 1-2 letters,
                counts or points that are not positive integers.
        """
        try:
            data = tomllib.loads(text)
        except tomllib.TOMLDecodeError as exc:
            raise DeckFileError(f"deck file is not valid TOML: {exc}", path) from None
        cards = data.get("cards")
        if not isinstance(cards, dict) or not cards:
            raise DeckFileError("deck file has no [cards] table", path)
        counts: dict[str, int] = {}
        points: dict[str, int] = {}
        for card, entry in cards.items():
            if not _CARD_RE.fullmatch(card):
                raise DeckFileError(f"card {card!r} is not one or two capital letters", path)
            if not isinstance(entry, dict) or set(entry) != {"count", "points"}:
                raise DeckFileError(f"card {card}: expected {{ count = N, points = P }}", path)
            for key in ("count", "points"):
                value = entry[key]
                if not isinstance(value, int) or isinstance(value, bool) or value < 1:
                    raise DeckFileError(f"card {card}: {key} must be a positive integer, got {value!r}", path)
            counts[card] = entry["count"]
            points[card] = entry["points"]
        name = str(data.get("name") or (Path(path).stem if path else "deck"))
        return cls(name=name, title=str(data.get("title", name)), counts=counts, points=points)


@dataclass(frozen=True, slots=True)
class Meld:
    """A word laid down: its cards in spelling order.

    Attributes:
        cards: e.g. ``("QU", "I", "T")``.
    """

    cards: tuple[str, ...]

    @property
    def text(self) -> str:
        """The word spelled by the cards (``"QUIT"``)."""
        return "".join(self.cards)

    @property
    def letters(self) -> int:
        """Length in letters (a two-letter card counts 2): what the longest-word bonus
        compares (``docs/quiddler.md``; the German Quiddler rules)."""
        return sum(len(c) for c in self.cards)

    def value(self, deck: Deck) -> int:
        """Sum of the cards' printed values."""
        return deck.hand_value(self.cards)

    @property
    def notation(self) -> str:
        """Canonical text form: two-letter cards in parentheses (``"(QU)IT"``)."""
        return "".join(f"({c})" if len(c) == 2 else c for c in self.cards)

    def __str__(self) -> str:
        return self.notation

    @classmethod
    def parse(cls, text: str) -> Meld:
        """Parse the canonical form (case-insensitive): ``"(qu)it"`` -> QU + I + T.

        Raises:
            NotationError: anything but letters and parenthesised letter pairs.
        """
        stripped = text.strip()
        cards: list[str] = []
        pos = 0
        for m in _MELD_TOKEN_RE.finditer(stripped):
            if m.start() != pos:
                break
            cards.append((m.group(1) or m.group(2)).upper())
            pos = m.end()
        if pos != len(stripped) or not cards:
            quoted = repr(text)
            raise NotationError(
                f"{quoted} is not a word in card notation (letters, two-letter cards in parentheses: (QU)IT)",
                Message("quiddler.bad-card-notation", {"text": quoted}),
            )
        return cls(tuple(cards))


def melds_cards(melds: Iterable[Meld]) -> Counter[str]:
    """Multiset of the cards used by ``melds``."""
    used: Counter[str] = Counter()
    for meld in melds:
        used.update(meld.cards)
    return used


def sort_hand(cards: Sequence[str]) -> list[str]:
    """Cards in display order: alphabetical, a two-letter card after its first letter."""
    return sorted(cards)
