"""When scoreless turns end a game: the one place that counts them.

A game also ends without anyone going out: after a number of scoreless turns in a row
(passes, exchanges, withdrawn plays, and in some rule sets plays scoring 0), and in
some rule sets when one player passes a number of times in a row. The rule texts
differ:

* Mattel (German box text "Ende des Spiels"): every player passes in two rounds in a
  row, i.e. ``2 × players`` scoreless turns (``scoreless_rounds = 2``).
* Tournament (NASPA/WESPA; GCG readers such as Macondo ``DefaultMaxScorelessTurns``):
  six scoreless turns in a row (``scoreless_limit = 6``).
* Kreuzwort: as Mattel, but only once the bag is empty
  (``scoreless_needs_empty_bag``).
* Palavras Cruzadas: also a player who passes twice in a row ends the game
  (``passes_to_end = 2``).

:class:`ScorelessEnd` is that rule for one game (a rule set and its number of
players, or the rule a GCG record states); the rules engine, the robots, the endgame
search, the record replay and writer, and the screens all ask it, so the rule is
written once.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from lexitile.games.crossword.rules.config import RuleSet, ScorelessKind

__all__ = ["GCG_SCORELESS", "ScorelessEnd"]


@dataclass(frozen=True)
class ScorelessEnd:
    """The scoreless end of one game.

    Attributes:
        turns: scoreless turns in a row that end the game (>= 1).
        kinds: the kinds of turn that count as scoreless; any other turn (a play
            scoring points, or a kind not listed) starts the count again.
        needs_empty_bag: the scoreless turns end the game only once the bag is empty
            (Kreuzwort).
        passes: a player who passes this many times in a row ends the game
            (Palavras Cruzadas: 2), ``None`` for no such rule.
    """

    turns: int
    kinds: frozenset[ScorelessKind]
    needs_empty_bag: bool = False
    passes: int | None = None

    @classmethod
    def of(cls, rules: RuleSet, players: int) -> ScorelessEnd:
        """The rule of a game under ``rules`` with ``players`` seats.

        Args:
            rules: the rule set (``scoreless_rounds`` or ``scoreless_limit``,
                ``scoreless_kinds``, ``scoreless_needs_empty_bag``, ``passes_to_end``).
            players: the number of seats (teams in pairs play).
        """
        turns = rules.scoreless_limit if rules.scoreless_limit is not None else rules.scoreless_rounds * players
        return cls(turns, rules.scoreless_kinds, rules.scoreless_needs_empty_bag, rules.passes_to_end)

    def counts(self, kind: ScorelessKind | None) -> bool:
        """True when a turn of ``kind`` counts as scoreless (``None``: a play that
        scored points, which never does)."""
        return kind is not None and kind in self.kinds

    def next_count(self, count: int, kind: ScorelessKind | None) -> int:
        """The count of scoreless turns in a row after a turn of ``kind``.

        Args:
            count: scoreless turns in a row before the turn.
            kind: the turn's kind; a play scoring 0 is ``ZERO_PLAY``, a play that
                scored points ``None``.
        """
        return count + 1 if self.counts(kind) else 0

    def ends(self, count: int, bag_size: int) -> bool:
        """True when ``count`` scoreless turns in a row end the game now.

        Args:
            count: scoreless turns in a row, the last turn included.
            bag_size: tiles left in the bag.
        """
        return count >= self.turns and (not self.needs_empty_bag or bag_size == 0)

    def ends_after(self, count: int, kind: ScorelessKind, bag_size: int) -> bool:
        """True when a turn of ``kind`` made now would end the game by the scoreless
        count (a robot weighing an exchange asks this).

        Args:
            count: scoreless turns in a row so far.
            kind: the turn being considered.
            bag_size: tiles in the bag after that turn.
        """
        return self.ends(self.next_count(count, kind), bag_size)

    @staticmethod
    def next_passes(passes: int, kind: ScorelessKind | None) -> int:
        """A seat's passes in a row after its turn of ``kind``: a pass adds one; a play
        (``None`` or ``ZERO_PLAY``) or an exchange starts again; a withdrawn play leaves
        the count as it was (the play is taken back).

        Args:
            passes: the seat's passes in a row before the turn.
            kind: the turn's kind (a turn lost to a wrong challenge is not the seat's
                own pass: the caller does not count it here).
        """
        if kind is ScorelessKind.PASS:
            return passes + 1
        if kind is ScorelessKind.WITHDRAWN:
            return passes
        return 0

    def over(self, count: int, bag_size: int, passes_in_a_row: Sequence[int] = ()) -> bool:
        """True once scoreless turns have ended the game: ``count`` in a row
        (:meth:`ends`) or a seat's passes in a row (:meth:`ended_by_passes`)."""
        return self.ended_by_passes(passes_in_a_row) is not None or self.ends(count, bag_size)

    def passes_end(self, passes_in_a_row: int) -> bool:
        """True when a player's ``passes_in_a_row`` (the last pass included) end the game."""
        return self.passes is not None and passes_in_a_row >= self.passes

    def ended_by_passes(self, passes_in_a_row: Sequence[int]) -> int | None:
        """The seat whose passes in a row ended the game, or ``None``.

        Args:
            passes_in_a_row: per seat, that seat's passes in a row.
        """
        if not passes_in_a_row:
            return None
        most = max(passes_in_a_row)
        return passes_in_a_row.index(most) if self.passes_end(most) else None

    def turns_left(self, count: int) -> int:
        """Scoreless turns in a row still needed to reach :attr:`turns` (at least 1),
        the bag rule aside."""
        return max(1, self.turns - count)


#: The rule GCG readers assume when a record says nothing (Macondo
#: ``DefaultMaxScorelessTurns``, MAGPIE ``MAX_SCORELESS_TURNS``; GCG event types):
#: six scoreless turns in a row, passes, exchanges and withdrawn plays counting. A
#: record's plays scoring 0 count too for those readers: see the record modules.
GCG_SCORELESS = ScorelessEnd(6, frozenset({ScorelessKind.PASS, ScorelessKind.EXCHANGE, ScorelessKind.WITHDRAWN}))
