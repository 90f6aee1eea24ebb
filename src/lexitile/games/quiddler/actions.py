"""Player actions: values with a canonical text form and a parser that round-trips.

A turn is two actions (``docs/quiddler.md``): a :class:`Draw`, then one of

* :class:`Discard` -- an ordinary turn ends with one discard;
* :class:`GoOut` -- every card but one in words, and that one discarded;
* :class:`LastTurn` -- after someone went out: lay down what words you can, discard.

Text forms (used by records and tests)::

    draw stock          draw discard
    discard QU
    out (QU)IT CAT discard E
    last CAT discard E           last discard E        (no words)
"""

from __future__ import annotations

import enum
from dataclasses import dataclass

from lexitile.games.quiddler.cards import Meld
from lexitile.games.quiddler.errors import NotationError


class Source(enum.Enum):
    """Where a card is drawn from."""

    STOCK = "stock"
    DISCARD = "discard"


@dataclass(frozen=True, slots=True)
class Draw:
    """Take the top card of the stock or of the discard pile (only the top one, P3)."""

    source: Source

    def __str__(self) -> str:
        return f"draw {self.source.value}"


@dataclass(frozen=True, slots=True)
class Discard:
    """End an ordinary turn by discarding ``card``."""

    card: str

    def __str__(self) -> str:
        return f"discard {self.card}"


@dataclass(frozen=True, slots=True)
class GoOut:
    """Lay every card but ``discard`` down as ``words``, then discard (P3, P5, K1)."""

    words: tuple[Meld, ...]
    discard: str

    def __str__(self) -> str:
        return " ".join(["out", *(m.notation for m in self.words), "discard", self.discard])


@dataclass(frozen=True, slots=True)
class LastTurn:
    """The one last turn after someone went out: lay down ``words`` (possibly none),
    the rest of the hand counts against the player, then discard (P1, P3, the German rules)."""

    words: tuple[Meld, ...]
    discard: str

    def __str__(self) -> str:
        return " ".join(["last", *(m.notation for m in self.words), "discard", self.discard])


Action = Draw | Discard | GoOut | LastTurn


def parse_action(text: str) -> Action:
    """Parse an action's text form (case-insensitive; see the module docstring).

    Raises:
        NotationError: not one of the forms, with what was expected.
    """
    parts = text.split()
    if not parts:
        raise NotationError("empty action")
    verb = parts[0].lower()
    if verb == "draw":
        if len(parts) != 2 or parts[1].lower() not in ("stock", "discard"):
            raise NotationError(f"{text!r}: expected 'draw stock' or 'draw discard'")
        return Draw(Source(parts[1].lower()))
    if verb == "discard":
        if len(parts) != 2:
            raise NotationError(f"{text!r}: expected 'discard CARD'")
        return Discard(parts[1].upper())
    if verb in ("out", "last"):
        if len(parts) < 3 or parts[-2].lower() != "discard":
            raise NotationError(f"{text!r}: expected '{verb} WORD... discard CARD'")
        words = tuple(Meld.parse(w) for w in parts[1:-2])
        if verb == "out":
            if not words:
                raise NotationError(f"{text!r}: going out needs at least one word")
            return GoOut(words, parts[-1].upper())
        return LastTurn(words, parts[-1].upper())
    raise NotationError(f"{text!r}: an action starts with draw, discard, out or last")
