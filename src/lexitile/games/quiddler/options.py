"""Table options: the rules a table agrees on before the game.

The defaults follow the German Quiddler rules where they speak: the running total
never falls below zero, and both bonuses are played whatever the number of players.
Where it is silent the defaults are the publisher's rules (``docs/quiddler.md``); each
house rule is one option. :data:`RULES_CARD` (shown by the screen's help key and
in ``docs/quiddler.md``) says which is which. Options have a text form ``key=value``
used by records and the command line (:meth:`TableOptions.parse_items`).
"""

from __future__ import annotations

import dataclasses
import enum
from collections.abc import Iterable
from dataclasses import dataclass

from lexitile.games.quiddler.errors import NotationError

#: Hand sizes of the 8 rounds of the standard game (``docs/quiddler.md``: P1, P2, P3, P5, K1, K4).
STANDARD_HANDS: tuple[int, ...] = (3, 4, 5, 6, 7, 8, 9, 10)
#: The longer variant of K6 (davyberra): hands grow to 10, then shrink again.
LONG_HANDS: tuple[int, ...] = (*STANDARD_HANDS, 9, 8, 7, 6, 5, 4, 3)


class Floor(enum.Enum):
    """How scores are kept from going below zero (``docs/quiddler.md``, "can a score go
    below zero?")."""

    ROUND = "round"  #: a round's card score (words - unused) is at least 0, before bonuses (P7, K9)
    TOTAL = "total"  #: the running total is at least 0 (the German rules, P2): the default
    NONE = "none"  #: no floor: totals may go negative (K1, K6)


class StockOut(enum.Enum):
    """What happens when the stock runs out (``docs/quiddler.md``, "stock runs out")."""

    RESHUFFLE = "reshuffle"  #: all discards but the top one become the new stock (K1, German rules)
    END_ROUND = "end-round"  #: the round ends and is scored as it stands (K1's last resort)


class TwoPlayerBonus(enum.Enum):
    """Which bonus a two-player game uses (``docs/quiddler.md``: P6, K1, K9)."""

    LONGEST = "longest"  #: longest word only (K9's default, the only one K6 implements)
    MOST = "most"  #: most words only
    BOTH = "both"  #: both bonuses, as with 3 or more players (the German rules): the default


_ENUMS = {"score_floor": Floor, "stock_out": StockOut, "two_player_bonus": TwoPlayerBonus}


@dataclass(frozen=True)
class TableOptions:
    """Rules a table can vary. Defaults: the German rules where they speak, else the publisher's.

    Attributes:
        min_word_cards: fewest cards in a word. 2 is the publisher's rule (P5 blurb,
            P4, K10); 1 is the house rule letting a lone two-letter card (IN, ER, TH)
            stand as a word (P3, geekyhobbies, K1, K6).
        min_word_letters: fewest letters in a word (2 everywhere).
        bonus_points: value of each bonus (10: P2, P5, P9, K1, K6, K9).
        longest_word_bonus: award the longest-word bonus (by letters, P2).
        most_words_bonus: award the most-words bonus (P2, P5).
        two_player_bonus: with exactly two players only this bonus is used (P6, K1, K9);
            default ``BOTH``, as the rule text gives both bonuses whatever the number
            of players (the German rules).
        score_floor: see :class:`Floor`; default ``TOTAL``: "a player's total cannot
            fall below zero" (the German rules).
        stock_out: see :class:`StockOut`; default ``RESHUFFLE``.
        out_on_first_turn: ``False`` is keidax's family rule: nobody may go out on his
            first turn of a round.
        hand_sizes: cards dealt in each round; the number of rounds is its length.
        turn_limit: not a published rule: a safety valve for robot self-play. After this
            many turns in one round without anyone going out, the round ends as when
            the stock runs out. ``None`` (default): no limit.
    """

    min_word_cards: int = 2
    min_word_letters: int = 2
    bonus_points: int = 10
    longest_word_bonus: bool = True
    most_words_bonus: bool = True
    two_player_bonus: TwoPlayerBonus = TwoPlayerBonus.BOTH
    score_floor: Floor = Floor.TOTAL
    stock_out: StockOut = StockOut.RESHUFFLE
    out_on_first_turn: bool = True
    hand_sizes: tuple[int, ...] = STANDARD_HANDS
    turn_limit: int | None = None

    def __post_init__(self) -> None:
        if self.min_word_cards < 1 or self.min_word_letters < 1:
            raise NotationError("words need at least 1 card and 1 letter")
        if not self.hand_sizes or any(h < 1 for h in self.hand_sizes):
            raise NotationError("hand sizes must be positive")
        if self.turn_limit is not None and self.turn_limit < 1:
            raise NotationError("turn_limit must be positive")

    @classmethod
    def publisher(cls) -> TableOptions:
        """The rule text's table (the defaults)."""
        return cls()

    @classmethod
    def legacy(cls) -> TableOptions:
        """The defaults of records written before the rule text's defaults (record
        version 1): a round's card score floored at 0, one bonus with two players
        (the longest word)."""
        return cls(score_floor=Floor.ROUND, two_player_bonus=TwoPlayerBonus.LONGEST)

    @classmethod
    def house(cls) -> TableOptions:
        """A common house table: lone two-letter cards are words, totals never go below 0."""
        return cls(min_word_cards=1, score_floor=Floor.TOTAL)

    def bonuses(self, players: int) -> tuple[bool, bool]:
        """``(longest word, most words)``: which bonuses are awarded with ``players`` seats."""
        longest, most = self.longest_word_bonus, self.most_words_bonus
        if players == 2 and self.two_player_bonus is not TwoPlayerBonus.BOTH:
            longest = longest and self.two_player_bonus is TwoPlayerBonus.LONGEST
            most = most and self.two_player_bonus is TwoPlayerBonus.MOST
        return longest, most

    def items(self, base: TableOptions | None = None) -> list[tuple[str, str]]:
        """``(key, value)`` text pairs of the options that differ from ``base`` (default:
        the defaults)."""
        default = base or TableOptions()
        out = []
        for f in dataclasses.fields(self):
            value = getattr(self, f.name)
            if value != getattr(default, f.name):
                out.append((f.name, _format_value(value)))
        return out

    @classmethod
    def parse_items(
        cls, items: Iterable[tuple[str, str]] | Iterable[str], base: TableOptions | None = None
    ) -> TableOptions:
        """Options from ``key=value`` strings or ``(key, value)`` pairs over ``base``.

        Values: integers, ``yes``/``no``, enum values (``round``, ``reshuffle``,
        ``longest``), hand sizes as ``3,4,5`` and ``none`` for no turn limit.

        Raises:
            NotationError: an unknown key or a value of the wrong kind.
        """
        fields = {f.name: f for f in dataclasses.fields(cls)}
        changes: dict[str, object] = {}
        for item in items:
            if isinstance(item, str):
                if "=" not in item:
                    raise NotationError(f"option {item!r} is not key=value")
                key, _, raw = item.partition("=")
            else:
                key, raw = item
            key, raw = key.strip().replace("-", "_"), raw.strip()
            if key not in fields:
                raise NotationError(f"unknown table option {key!r}; options are {', '.join(fields)}")
            changes[key] = _parse_value(key, raw)
        return dataclasses.replace(base or cls(), **changes)  # type: ignore[arg-type]  # each value was parsed to its field's type by _parse_value


def _format_value(value: object) -> str:
    if isinstance(value, bool):
        return "yes" if value else "no"
    if isinstance(value, enum.Enum):
        return str(value.value)
    if isinstance(value, tuple):
        return ",".join(map(str, value))
    if value is None:
        return "none"
    return str(value)


def _parse_value(key: str, raw: str) -> object:
    if key in _ENUMS:
        enum_type = _ENUMS[key]
        try:
            return enum_type(raw.lower())
        except ValueError:
            choices = ", ".join(str(e.value) for e in enum_type)
            raise NotationError(f"option {key}: {raw!r} is not one of {choices}") from None
    if key in ("longest_word_bonus", "most_words_bonus", "out_on_first_turn"):
        lowered = raw.lower()
        if lowered in ("yes", "true", "1", "on"):
            return True
        if lowered in ("no", "false", "0", "off"):
            return False
        raise NotationError(f"option {key}: {raw!r} is not yes or no")
    if key == "hand_sizes":
        try:
            return tuple(int(x) for x in raw.split(","))
        except ValueError:
            raise NotationError(f"option hand_sizes: {raw!r} is not a list like 3,4,5") from None
    if key == "turn_limit" and raw.lower() == "none":
        return None
    try:
        return int(raw)
    except ValueError:
        raise NotationError(f"option {key}: {raw!r} is not a whole number") from None
