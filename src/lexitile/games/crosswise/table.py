"""Table options: where the sources disagree or are silent, the choice players make.

Every choice and its source is also in the rules card (``data/crosswise/rules-card.txt``)
and ``docs/crosswise.md``. Defaults follow the printed game as far as it is known.

Options that change play:

* ``stuck``: a player with no legal turn (e.g. only action tiles on an empty board,
  or an empty hand once the bag is empty) - no printed rule exists (``docs/crosswise.md``).
  ``PASS`` (default, ours): the player passes; when every seat has passed since the
  last tile was played the game ends and the totals decide. ``END``: the game ends at
  once and the totals decide (J's implementation).
* ``deal``: ``ANY`` (default, printed game: a plain deal). ``NO_ACTION_ONLY``: the FH
  Wedel extra rule (A) - a starting hand made only of action tiles goes back under
  the bag and the player draws again.
* ``lone``: with three players, which of them (1-3, in the order the players are
  listed) plays alone on the rows side against the other two (the rule text leaves
  it to the table; default 2, the second player, as before). The others play the
  columns and take turns with the lone player between them.

Fixed choices (no option, see the rules card): draw back up after the whole turn
(C; hall9000 - after a remover the hand is already full); a six alike wins for the
side that owns that line whoever made it (C and J check both sides after every turn);
if one turn makes sixes for both sides the side that moved wins (ours); a tie on
points is a draw (J DRAW outcome; C no winner; no printed tie-break found).
"""

from __future__ import annotations

import enum
from dataclasses import dataclass

from lexitile.games.crosswise.errors import NotationError

#: The lone player of a three-player game when the table does not choose: the second listed.
DEFAULT_LONE = 2


class Stuck(enum.Enum):
    """What happens to a player who has no legal turn (see the module docstring)."""

    PASS = "pass"
    END = "end"


class Deal(enum.Enum):
    """How starting hands are dealt (see the module docstring)."""

    ANY = "any"
    NO_ACTION_ONLY = "no-action-only"


@dataclass(frozen=True, slots=True)
class TableRules:
    """The table options of one game.

    Attributes:
        stuck: :class:`Stuck` (default ``PASS``).
        deal: :class:`Deal` (default ``ANY``).
        lone: the lone player of a three-player game, 1-3 in the order the players
            are listed (default 2); no effect with 2 or 4 players.

    Raises:
        NotationError: ``lone`` is not 1, 2 or 3.
    """

    stuck: Stuck = Stuck.PASS
    deal: Deal = Deal.ANY
    lone: int = DEFAULT_LONE

    def __post_init__(self) -> None:
        if not 1 <= self.lone <= 3:
            raise NotationError(f"table option lone={self.lone}: choose the lone player 1, 2 or 3", str(self.lone))

    def to_text(self) -> str:
        """``"stuck=pass deal=any"`` (the record's ``table:`` line), with ``lone=N``
        when it is not the default."""
        text = f"stuck={self.stuck.value} deal={self.deal.value}"
        return text if self.lone == DEFAULT_LONE else f"{text} lone={self.lone}"

    @classmethod
    def from_text(cls, text: str) -> TableRules:
        """Parse ``"stuck=pass deal=any"`` (either key may be left out).

        Raises:
            NotationError: an unknown key or value.
        """
        values: dict[str, object] = {}
        for word in text.split():
            key, _, value = word.partition("=")
            try:
                if key == "stuck":
                    values["stuck"] = Stuck(value)
                elif key == "deal":
                    values["deal"] = Deal(value)
                elif key == "lone":
                    if value not in ("1", "2", "3"):
                        raise NotationError(f"table option lone={value!r}: choose the lone player 1, 2 or 3", text)
                    values["lone"] = int(value)
                else:
                    raise NotationError(f"unknown table option {key!r} (options: stuck, deal, lone)", text)
            except ValueError as exc:
                if isinstance(exc, NotationError):
                    raise
                choices = ", ".join(m.value for m in (Stuck if key == "stuck" else Deal))
                raise NotationError(f"table option {key}={value!r}: choose one of {choices}", text) from None
        return cls(**values)  # type: ignore[arg-type]  # each value was parsed to its field's type above; the dict holds several types


class MatchKind(enum.Enum):
    """How many games make a match (BrettspielWelt game options, on its Crosswise rules page).

    ``SINGLE``: one game. ``MATCH``: ``match X`` - the match ends when a side has X
    victories. ``SUMOF``: ``sumof X`` - the match ends after X games; the highest sum
    of points over all games wins.
    """

    SINGLE = "single"
    MATCH = "match"
    SUMOF = "sumof"


@dataclass(frozen=True, slots=True)
class MatchRule:
    """A match option.

    Attributes:
        kind: :class:`MatchKind`.
        target: X of ``match X`` (victories) or ``sumof X`` (games); 1 for a single game.
    """

    kind: MatchKind = MatchKind.SINGLE
    target: int = 1

    def __post_init__(self) -> None:
        if self.target < 1:
            raise NotationError(f"{self.kind.value} needs a number of at least 1, got {self.target}")

    def to_text(self) -> str:
        """``"single"``, ``"match 3"`` or ``"sumof 5"``."""
        return "single" if self.kind is MatchKind.SINGLE else f"{self.kind.value} {self.target}"

    @classmethod
    def from_text(cls, text: str) -> MatchRule:
        """Parse ``"single"``, ``"match X"`` or ``"sumof X"`` (X a whole number >= 1).

        Raises:
            NotationError: anything else.
        """
        words = text.split()
        if words == ["single"]:
            return cls()
        if len(words) == 2 and words[0] in ("match", "sumof") and words[1].isdigit():
            return cls(MatchKind(words[0]), int(words[1]))
        raise NotationError(f"{text!r} is not a match option: write 'single', 'match X' or 'sumof X'", text)
