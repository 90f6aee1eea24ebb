"""A Quiddler table as the game contract's :class:`~lexitile.core.game_contract.Table`:
a thin adapter over :class:`~lexitile.play.quiddler_table.QuiddlerTable`, so a screen
(or a test) can play Quiddler through the same intents as any game.

A Quiddler turn is two moves (``docs/quiddler.md``): a draw (``draw stock``, ``draw
discard``), then its end (``discard E``, ``out (QU)IT CAT discard E``, ``last CAT
discard E``). Each :class:`~lexitile.games.quiddler.contract.QuiddlerMove` is one step
of the session the screen drives (:meth:`QuiddlerSession.draw`,
:meth:`QuiddlerSession.end_turn`), so it is logged, saved and fed to the curtain's
recap the same way; the words a move lays down are its own (the screen sets them aside
one by one, the move names them all).

After every turn the adapter does what the screen does next: a robot's seat plays at
once (here, not in a worker), a person's turn starts behind the curtain when the
keyboard changes hands (the shell's hotseat rule, :class:`~lexitile.play.recap.Keyboard`).
With a turn timeout, a person's time running out (:meth:`time_out`) lets a robot play
that turn. Quiddler has no challenges and no private rounds, and no move is taken back
(a draw shows a card and is saved at once): those intents are refused with the reason.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from lexitile.core.game_contract import Curtain, Entry, EntryKind, Outcome, PrivateRound, Table, TableRefusal
from lexitile.games.quiddler import contract
from lexitile.games.quiddler.actions import Draw
from lexitile.games.quiddler.contract import QuiddlerMove
from lexitile.games.quiddler.errors import IllegalActionError
from lexitile.play.quiddler import ActionReport
from lexitile.play.quiddler_table import QuiddlerTable, Step
from lexitile.play.recap import Keyboard, QuiddlerFeed, time_out_message

__all__ = ["QuiddlerContractTable"]

if TYPE_CHECKING:
    _table_contract: type[Table[QuiddlerMove]]  # checked below: the adapter meets the protocol


_refused = TableRefusal.table


class QuiddlerContractTable:
    """The contract's table of a Quiddler game.

    Args:
        table: the game's table (its session, robots and turn timeout); its first turn
            is started here (a robot's seat plays until a person is on turn).
        keyboard: the hotseat rule; its recap is fed every turn.
    """

    def __init__(self, table: QuiddlerTable, keyboard: Keyboard) -> None:
        self.table = table
        self.keyboard = keyboard
        robots = table.session.robots
        # a seat's own action was seen by its person; a robot's by nobody
        self.feed = QuiddlerFeed(keyboard.recap, lambda seat: None if seat in robots else seat)
        self._curtain: int | None = None
        self._next_turn(first=True)

    @property
    def over(self) -> bool:
        """The game has ended (every round was played)."""
        return self.table.game.is_over

    def outcome(self) -> Outcome | None:
        """The game's shared outcome (:func:`lexitile.games.quiddler.contract.outcome`)."""
        return contract.outcome(self.table.game)

    def on_turn(self) -> int | None:
        """The seat on turn, ``None`` once the game is over."""
        return None if self.over else self.table.game.current

    def entry(self) -> Entry:
        """A move of the person on turn (a draw, or the turn's end); nothing behind the
        curtain or once the game is over."""
        seat = self.on_turn()
        if seat is None or self._curtain is not None or not self.table.persons_turn:
            return Entry(EntryKind.NONE)
        return Entry(EntryKind.MOVE, seat)

    def enter(self, seat: int, move: QuiddlerMove) -> TableRefusal | None:
        """``seat`` makes ``move``: a draw, or the end of its turn; refused when it is
        not that person's turn, or the rules refuse the move (the engine's reason:
        ``quiddler.must-draw-first``, ``quiddler.must-use-all``, ``quiddler.not-a-word``...)."""
        refusal = self._check_turn(seat)
        if refusal is not None:
            return refusal
        session = self.table.session
        action = move.action
        try:
            if isinstance(action, Draw):
                session.draw(action.source)
                return None
            report = session.end_turn(action)
        except IllegalActionError as exc:
            return TableRefusal(exc.message)
        self._turn_ended(report)
        return None

    def _check_turn(self, seat: int) -> TableRefusal | None:
        game = self.table.game
        if game.is_over:
            return _refused("game-over")
        if seat != game.current or not self.table.persons_turn:
            return _refused("not-your-turn", player=game.players[game.current])
        if self._curtain is not None:
            return _refused("behind-curtain", player=game.players[self._curtain])
        return None

    def curtain(self) -> Curtain:
        """Down for the person on turn when the keyboard changed hands, with what that
        person has not seen yet."""
        seat = self._curtain
        if seat is None:
            return Curtain()
        return Curtain(True, seat, tuple(self.keyboard.recap.unseen(seat)))

    def lift_curtain(self) -> TableRefusal | None:
        """The person asked to the keyboard is there: their hand is shown."""
        seat = self._curtain
        if seat is None:
            return _refused("curtain-up")
        self._curtain = None
        self.table.hidden = False
        self.keyboard.seen_by(seat)
        return None

    def private_round(self) -> PrivateRound | None:
        """Quiddler is played turn by turn: never a private round."""
        return None

    def reveal(self) -> TableRefusal | None:
        """Refused: no private rounds."""
        return _refused("no-private-rounds")

    def time_out(self, seat: int) -> TableRefusal | None:
        """``seat``'s time for its turn ran out: a robot plays that turn (this turn
        only; news to everybody on the next curtain). Refused at a table without a turn
        timeout, or when it is not that person's turn."""
        table = self.table
        if table.turn_timeout is None:
            return _refused("no-clock")
        game = table.game
        if game.is_over:
            return _refused("game-over")
        session = table.session
        if seat != game.current or not table.turn_timed_out(session.turn_token()):
            return _refused("not-your-turn", player=game.players[game.current])
        self._curtain = None
        name = session.current_name
        report = session.play_for_absent()
        self.keyboard.recap.add(time_out_message(name))
        self.feed.sync(game, unseen=True)
        self._turn_ended(report)
        return None

    def take_back(self, seat: int) -> TableRefusal | None:
        """Refused: no move is taken back in Quiddler (a draw shows a card)."""
        return _refused("no-move-back")

    def challenge(self, seat: int) -> TableRefusal | None:
        """Refused: Quiddler has no challenges (every word is checked as it is laid)."""
        return _refused("no-challenges")

    def accept(self, seat: int) -> TableRefusal | None:
        """Refused: Quiddler has no challenges, so no move waits to be accepted."""
        return _refused("no-challenges")

    def agree(self, seat: int, yes: bool) -> TableRefusal | None:
        """Refused: no move is taken back in Quiddler, so there is no vote to answer."""
        return _refused("no-move-back")

    # ----------------------------------------------------------- the turn flow

    def _turn_ended(self, report: ActionReport) -> None:
        self.table.turn_done(report)
        if report.rounds:
            # whoever closes the round's scores may not be the next player
            self.keyboard.keyboard_passed()
        self._next_turn()

    def _next_turn(self, first: bool = False) -> None:
        """Robots play their turns; a person's turn starts, behind the curtain when
        the keyboard changes hands (at the start of a game always, as the screen)."""
        table = self.table
        session = table.session
        while (step := table.next_step()) is Step.ROBOT:
            report = session.play_robot()
            table.turn_done(report)
            if report.rounds:
                self.keyboard.keyboard_passed()
        if step is Step.OVER:
            self._curtain = None
            return
        game = table.game
        self.feed.sync(game)
        seat = game.current
        if first or self.keyboard.needs_curtain(seat, len(session.humans)):
            table.hidden = True
            self._curtain = seat
        else:
            table.hidden = False
            self.keyboard.seen_by(seat)


if TYPE_CHECKING:
    _table_contract = QuiddlerContractTable
