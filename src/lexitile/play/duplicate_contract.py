"""A duplicate game's table as the game contract's :class:`~lexitile.core.game_contract.Table`:
a thin adapter over :class:`~lexitile.play.duplicate_table.DuplicateTable`, so a screen
(or a test) can play duplicate through the same intents as any game.

Duplicate is played in **private rounds**: every seat enters a play for the same rack,
hidden until the round is revealed (the table reveals it as soon as the last seat has
entered). There is no seat on turn; the person asked to the keyboard enters a
:attr:`~lexitile.core.game_contract.EntryKind.PRIVATE_MOVE`. The clock's time-out is the
table's (thinking ends; an entry out of time is no play). No move is taken back and
there are no challenges: words are judged when the round is revealed (rules in
``docs/duplicate.md``).
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

from lexitile.core.game_contract import Curtain, Entry, EntryKind, Outcome, PrivateRound, Table, TableRefusal
from lexitile.core.message import Message
from lexitile.games.crossword.rules.move import BoardMove
from lexitile.play.duplicate_table import DuplicateTable, Phase

__all__ = ["DuplicateContractTable"]

if TYPE_CHECKING:
    _table_contract: type[Table[BoardMove]]  # checked below: the adapter meets the protocol


def _refused(code: str, **fields: str | tuple[str, ...]) -> TableRefusal:
    return TableRefusal(Message(code, fields))


class DuplicateContractTable:
    """The contract's table of a duplicate game.

    Args:
        table: the game's table (session, hotseat rule, phases, clocks).
        clock: the time now, in seconds of a monotonic clock (the table's clocks read it).
    """

    def __init__(self, table: DuplicateTable, clock: Callable[[], float]) -> None:
        self.table = table
        self.clock = clock

    @property
    def over(self) -> bool:
        """The game has ended."""
        return self.table.session.game.is_over

    def outcome(self) -> Outcome | None:
        """The game's shared outcome (``duplicate.no-rack`` / ``duplicate.no-play``)."""
        return self.table.session.game.outcome()

    def on_turn(self) -> int | None:
        """Always ``None``: duplicate is played in private rounds, nobody is on turn."""
        return None

    def entry(self) -> Entry:
        """A private move of the person at the keyboard while the entries run; nothing
        while everybody thinks, behind the curtain, at the summary or once over."""
        table = self.table
        if table.phase is Phase.ENTRY and table.seat is not None and table.curtain is None:
            return Entry(EntryKind.PRIVATE_MOVE, table.seat, table.prompt(self.clock()))
        return Entry(EntryKind.NONE)

    def enter(self, seat: int, move: BoardMove) -> TableRefusal | None:
        """``seat`` enters ``move`` (a pass: no play), hidden until the round is revealed;
        refused when it is not that seat's entry now, or the placement is refused (its
        reason; the words' validity is never said before the reveal)."""
        table = self.table
        names = table.session.players
        if self.over:
            return _refused("table.game-over")
        if table.phase is not Phase.ENTRY or table.seat is None:
            return _refused("duplicate.table.not-entering")
        if table.curtain is not None:
            return _refused("table.behind-curtain", player=names[table.curtain])
        if seat != table.seat:
            return _refused("table.not-your-turn", player=names[table.seat])
        if not table.submit(str(move), self.clock()):
            return TableRefusal(table.note or Message("duplicate.table.not-entering"))
        return None

    def curtain(self) -> Curtain:
        """Down for the person asked to the keyboard to enter their play."""
        seat = self.table.curtain
        return Curtain() if seat is None else Curtain(True, seat)

    def lift_curtain(self) -> TableRefusal | None:
        """The person asked to the keyboard is there: their entry (and its clock) begins."""
        if self.table.curtain is None:
            return _refused("table.curtain-up")
        self.table.lift_curtain(self.clock())
        return None

    def private_round(self) -> PrivateRound | None:
        """The round in play: every seat enters; who has entered (never what); revealed
        once the summary is on the table. ``None`` once the game is over."""
        if self.over and self.table.phase is Phase.OVER:
            return None
        seats = tuple(range(len(self.table.session.players)))
        if self.table.phase is Phase.SUMMARY:
            return PrivateRound(seats, frozenset(seats), revealed=True)
        return PrivateRound(seats, frozenset(self.table.session.game.entries))

    def reveal(self) -> TableRefusal | None:
        """The round is revealed as soon as the last seat has entered: nothing to do then;
        refused while seats are still to enter (named)."""
        if self.table.phase is Phase.SUMMARY:
            return None
        game = self.table.session.game
        waiting = tuple(self.table.session.players[s] for s in game.waiting())
        return _refused("duplicate.table.still-to-enter", players=waiting)

    def time_out(self, seat: int) -> TableRefusal | None:
        """The clock ran out for ``seat`` (or for everybody's thinking): the table's time
        rule applies; refused when no clock runs for that seat now."""
        table = self.table
        if table.phase is Phase.ENTRY and table.seat is not None and seat != table.seat:
            return _refused("table.not-your-turn", player=table.session.players[table.seat])
        return None if table.time_out(self.clock()) else _refused("duplicate.table.not-entering")

    def take_back(self, seat: int) -> TableRefusal | None:
        """Refused: no move is taken back in duplicate."""
        return _refused("table.no-move-back")

    def challenge(self, seat: int) -> TableRefusal | None:
        """Refused: duplicate has no challenges (words are judged at the reveal)."""
        return _refused("table.no-challenges")

    def accept(self, seat: int) -> TableRefusal | None:
        """Refused: duplicate has no challenges, so no play waits to be accepted."""
        return _refused("table.no-challenges")

    def agree(self, seat: int, yes: bool) -> TableRefusal | None:
        """Refused: no move is taken back in duplicate, so there is no vote to answer."""
        return _refused("table.no-move-back")

    def advance(self) -> TableRefusal | None:
        """The summary is closed: the next round's thinking time (or the game's end)."""
        return None if self.table.next_round(self.clock()) else _refused("duplicate.table.not-entering")


if TYPE_CHECKING:
    _table_contract = DuplicateContractTable
