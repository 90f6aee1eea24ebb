"""A Crosswise match's table as the game contract's :class:`~lexitile.core.game_contract.Table`:
a thin adapter over :class:`~lexitile.play.crosswise_table.CrosswiseTable`, so a
screen (or a test) can play Crosswise through the same intents as any game.

Crosswise is played turn by turn with one tile a turn; it has no challenges, no clock,
no rounds played in private, and no move is taken back (its ``t`` gives handed seats
back to their people, which is no take-back of a move): those intents are refused with
the reason (rules summed up in ``docs/crosswise.md``).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from lexitile.core.game_contract import Curtain, Entry, EntryKind, Outcome, PrivateRound, Table, TableRefusal
from lexitile.games.crosswise import contract
from lexitile.games.crosswise.moves import Move
from lexitile.play.crosswise_table import CrosswiseTable

__all__ = ["CrosswiseContractTable"]

if TYPE_CHECKING:
    _table_contract: type[Table[Move]]  # checked below: the adapter meets the protocol


_refused = TableRefusal.table


class CrosswiseContractTable:
    """The contract's table of the current game of a Crosswise match.

    Args:
        table: the match's table (its session, hotseat rule and chooser).
    """

    def __init__(self, table: CrosswiseTable) -> None:
        self.table = table

    @property
    def over(self) -> bool:
        """The current game has ended."""
        return self.table.game.is_over

    def outcome(self) -> Outcome | None:
        """The current game's shared outcome (:func:`lexitile.games.crosswise.contract.outcome`)."""
        return contract.outcome(self.table.game)

    def on_turn(self) -> int | None:
        """The seat on turn, ``None`` once the game is over."""
        return None if self.over else self.table.game.seat

    def entry(self) -> Entry:
        """A move of the person on turn; nothing while a robot is on turn, the curtain is
        down or the game is over."""
        seat = self.on_turn()
        if seat is None or not self.table.human_turn:
            return Entry(EntryKind.NONE)
        return Entry(EntryKind.MOVE, seat)

    def enter(self, seat: int, move: Move) -> TableRefusal | None:
        """``seat`` plays ``move``; refused when it is not that person's turn, or the
        engine refuses the turn (its reason)."""
        refusal = self._check_turn(seat)
        if refusal is not None:
            return refusal
        self.table.submit(move)
        if self.table.error and self.table.note is not None:
            return TableRefusal(self.table.note)
        self.table.due()
        return None

    def _check_turn(self, seat: int) -> TableRefusal | None:
        game = self.table.game
        if game.is_over:
            return _refused("game-over")
        if seat != game.seat:
            return _refused("not-your-turn", player=game.players[game.seat])
        if self.table.curtain is not None:
            return _refused("behind-curtain", player=game.players[self.table.curtain])
        return None

    def curtain(self) -> Curtain:
        """Down for the seat on turn when the keyboard changed hands, with what that
        person has not seen yet."""
        seat = self.table.curtain
        if seat is None:
            return Curtain()
        return Curtain(True, seat, tuple(self.table.keyboard.recap.unseen(seat)))

    def lift_curtain(self) -> TableRefusal | None:
        """The person asked to the keyboard is there."""
        return None if self.table.lift_curtain() else _refused("curtain-up")

    def private_round(self) -> PrivateRound | None:
        """Crosswise is played turn by turn: never a private round."""
        return None

    def reveal(self) -> TableRefusal | None:
        """Refused: no private rounds."""
        return _refused("no-private-rounds")

    def time_out(self, seat: int) -> TableRefusal | None:
        """Refused: Crosswise is played without a clock."""
        return _refused("no-clock")

    def take_back(self, seat: int) -> TableRefusal | None:
        """Refused: no move is taken back in Crosswise."""
        return _refused("no-move-back")

    def challenge(self, seat: int) -> TableRefusal | None:
        """Refused: Crosswise has no challenges (every turn is checked as it is made)."""
        return _refused("no-challenges")

    def accept(self, seat: int) -> TableRefusal | None:
        """Refused: Crosswise has no challenges, so no move waits to be accepted."""
        return _refused("no-challenges")

    def agree(self, seat: int, yes: bool) -> TableRefusal | None:
        """Refused: no move is taken back in Crosswise, so there is no vote to answer."""
        return _refused("no-move-back")


if TYPE_CHECKING:
    _table_contract = CrosswiseContractTable
