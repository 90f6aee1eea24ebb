"""A board game's table as the game contract's :class:`~lexitile.core.game_contract.Table`:
a thin adapter over :class:`~lexitile.play.board_table.BoardTable`, so a screen (or a
test) can play the board game through the same intents as any game.

A :class:`~lexitile.games.crossword.rules.move.BoardMove` (``8D JOKEr``, ``-QO?``,
``-``) is made through the session the screen drives (:meth:`Session.perform`), so it
is recorded, saved and fed to the curtain's recap the same way. After every turn the
adapter does what the screen does next (:meth:`BoardTable.next_step`): a robot's seat
plays at once (here, not in a worker), a person's turn starts behind the curtain when
the keyboard changes hands (the shell's hotseat rule), and under challenge rules a play
opens the challenge window.

The board game's own table business, mapped onto the contract:

* **challenges** (rule sets with ``word_check = "challenge"``; the Mattel text "Ein
  Wort anfechten"): while a play is open to challenge every opponent answers before
  the next move: :meth:`challenge` (the engine's verdict: a phony is withdrawn, a
  valid play costs the challenger the rule set's penalty) or :meth:`accept`; the robot
  opponents answer by themselves first. With the rule set's time to answer
  (``challenge_seconds``, Palavras Cruzadas), :meth:`time_out` accepts for whoever
  has not answered once it has run out.
* **the time for a move** (a table option): :meth:`time_out` once it has run out makes
  the rule set's time-out move, a pass or a robot's play (:meth:`BoardTable.time_out`).
* **take-backs** (Palavras Cruzadas, "Desfazendo um movimento": a play is undone when
  every opponent agrees): :meth:`take_back` by the player who made the last play;
  robot opponents agree by themselves, people answer with :meth:`agree`. Rule sets
  without it refuse with the reason.

No rounds are played in private: :meth:`private_round` is ``None`` and :meth:`reveal`
refused.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from lexitile.core.game_contract import Curtain, Entry, EntryKind, Outcome, PrivateRound, Table, TableRefusal
from lexitile.core.message import Message
from lexitile.errors import IllegalMoveError, MoveSyntaxError
from lexitile.games.crossword.rules import contract
from lexitile.games.crossword.rules.events import EventKind
from lexitile.games.crossword.rules.move import BoardMove
from lexitile.play.board_table import BoardTable, Step, TakeBackVote
from lexitile.play.challenge_window import ChallengeAnswers

__all__ = ["BoardContractTable"]

if TYPE_CHECKING:
    _table_contract: type[Table[BoardMove]]  # checked below: the adapter meets the protocol


_refused = TableRefusal.table


class BoardContractTable:
    """The contract's table of a board game.

    Args:
        table: the game's table (its session and hotseat rule); what comes first is
            done here (robots' seats play until a person is on turn, a play left open
            to challenge in a resumed game opens the window).

    Attributes:
        window: who has answered the play open to challenge, ``None`` when none is.
        vote: the take-back asked for while people vote on it: (the vote, the
            opponents' seats still to answer), else ``None``.
    """

    def __init__(self, table: BoardTable) -> None:
        self.table = table
        self.window: ChallengeAnswers | None = None
        self.vote: tuple[TakeBackVote, list[int]] | None = None
        self._curtain: int | None = None
        self._go_on()

    # ------------------------------------------------------------------ state
    @property
    def over(self) -> bool:
        """The game has ended and been settled (an annulled game has no outcome)."""
        return self.table.game.is_over

    def outcome(self) -> Outcome | None:
        """The game's shared outcome (:func:`lexitile.games.crossword.rules.contract.outcome`)."""
        return contract.outcome(self.table.game)

    def on_turn(self) -> int | None:
        """The seat on turn, ``None`` once the game is over (or annulled)."""
        return None if self.table.session.finished else self.table.game.turn

    def entry(self) -> Entry:
        """What typed text means now: a yes or no on the take-back asked for (the first
        opponent still to answer), on the play open to challenge (the first opponent
        still to answer), else a move of the person on turn; nothing behind the
        curtain, while the game is not saved, or once it is over."""
        session = self.table.session
        if session.finished or session.unsaved:
            return Entry(EntryKind.NONE)
        if self.vote is not None:
            return Entry(EntryKind.VOTE, self.vote[1][0])
        if self.window is not None:
            return Entry(EntryKind.CHALLENGE, self.window.first_undecided())
        if self._curtain is not None:
            return Entry(EntryKind.NONE)
        return Entry(EntryKind.MOVE, session.game.turn)

    def curtain(self) -> Curtain:
        """Down for the person on turn when the keyboard changed hands, with what that
        person has not seen yet."""
        seat = self._curtain
        if seat is None:
            return Curtain()
        keyboard = self.table.keyboard
        return Curtain(True, seat, tuple(keyboard.recap.unseen(self.table.session.person_on_turn(seat))))

    def lift_curtain(self) -> TableRefusal | None:
        """The person asked to the keyboard is there: their rack is shown and their
        clock starts (:meth:`BoardTable.lift_curtain`)."""
        if self._curtain is None:
            return _refused("curtain-up")
        self._curtain = None
        self.table.lift_curtain()
        return None

    def private_round(self) -> PrivateRound | None:
        """The board game is played turn by turn: never a private round."""
        return None

    def reveal(self) -> TableRefusal | None:
        """Refused: no private rounds."""
        return _refused("no-private-rounds")

    # ------------------------------------------------------------------ moves
    def enter(self, seat: int, move: BoardMove) -> TableRefusal | None:
        """``seat`` makes ``move`` (a play, an exchange or a pass); refused when it is
        not that person's turn now, the last move is not saved yet (why the save
        failed), or the rules refuse it (the engine's reason:
        ``rules.not-on-rack``, ``rules.exchange-bag-too-small``...; a play that does
        not fit the board: ``table.not-on-board``).
        """
        refusal = self._check_turn(seat)
        if refusal is not None:
            return refusal
        try:
            self.table.session.perform(move)
        except IllegalMoveError as exc:
            return TableRefusal(exc.message)
        except MoveSyntaxError:
            return _refused("not-on-board", play=str(move))
        self._turn_ended()
        return None

    def _check_turn(self, seat: int) -> TableRefusal | None:
        session = self.table.session
        game = session.game
        if session.finished:
            return _refused("game-over")
        if session.unsaved:  # not saved is not played: nothing goes on until it is
            return TableRefusal(session.save_problem or Message("table.save-failed", {"error": ""}))
        if self.vote is not None:
            return _refused("vote-open", player=self.vote[0].mover)
        if self.window is not None:
            return _refused("challenge-open", player=game.players[self.window.mover])
        if seat != game.turn or session.is_robot(seat):
            return _refused("not-your-turn", player=game.players[game.turn])
        if self._curtain is not None:
            return _refused("behind-curtain", player=session.person_on_turn())
        return None

    # ------------------------------------------------------------------ challenges
    def challenge(self, seat: int) -> TableRefusal | None:
        """``seat`` challenges the play open to challenge: the engine's verdict
        (:meth:`Session.challenge`). Refused under rules that check every word as it is
        played, when no play is open to challenge or ``seat`` made it (the engine's
        reason), or ``seat`` has answered already (a robot opponent has)."""
        session = self.table.session
        if not session.challenge_mode:
            return _refused("no-challenges")
        refusal = self._check_answer(seat)
        if refusal is not None:
            return refusal
        try:
            session.challenge(seat)
        except IllegalMoveError as exc:
            return TableRefusal(exc.message)
        self._window_closed("challenged")
        return None

    def accept(self, seat: int) -> TableRefusal | None:
        """``seat`` accepts the play open to challenge; once every opponent has, the play
        stands (:meth:`Session.accept`; a play that went out ends the game). Refused as
        :meth:`challenge`."""
        if not self.table.session.challenge_mode:
            return _refused("no-challenges")
        refusal = self._check_answer(seat)
        if refusal is not None:
            return refusal
        assert self.window is not None  # _check_answer refuses without a window
        if self.window.accept(seat):
            self.table.session.accept()
            self._window_closed("accepted")
        return None

    def _check_answer(self, seat: int) -> TableRefusal | None:
        session = self.table.session
        window = self.window
        if session.finished:
            return _refused("game-over")
        if self.vote is not None:
            return _refused("vote-open", player=self.vote[0].mover)
        if window is None:
            return TableRefusal(Message("rules.nothing-to-challenge"))
        if seat == window.mover:
            return TableRefusal(Message("rules.own-play"))
        players = session.game.players
        if seat not in window.opponents:
            return _refused("not-your-turn", player=players[window.first_undecided()])
        if seat not in window.undecided():
            return _refused("answered", player=players[seat])
        return None

    def _window_closed(self, outcome: str) -> None:
        """The opponents answered at the keyboard (:meth:`BoardTable.challenge_closed`):
        whoever plays next comes to it behind the curtain."""
        self.window = None
        self.table.challenge_closed(outcome)
        self.table.turn_done()
        self._go_on()

    # ------------------------------------------------------------------ time
    def time_out(self, seat: int) -> TableRefusal | None:
        """``seat``'s time ran out. For the play open to challenge: the rule set's time
        to answer is up, and whoever has not answered accepts. For a move: the time for
        the move is up (:meth:`Session.move_time_up`), and the rule set's time-out rule
        makes the move (a pass, or a robot's play for the person:
        :meth:`BoardTable.time_out`). Refused without that clock, before the time is
        up, or when it is not ``seat``'s answer or move."""
        session = self.table.session
        window = self.window
        if session.finished:
            return _refused("game-over")
        if window is not None:
            if window.deadline is None:
                return _refused("no-clock")
            if seat not in window.undecided():
                return self._check_answer(seat)
            if not window.time_up(session.now()):
                return _refused("time-not-up", player=session.game.players[seat])
            session.accept()
            self._window_closed("accepted")
            return None
        control = session.clock.control
        if control is None or control.move_seconds is None:
            return _refused("no-clock")
        game = session.game
        if self.vote is not None:
            return _refused("vote-open", player=self.vote[0].mover)
        if seat != game.turn or session.is_robot(seat):
            return _refused("not-your-turn", player=game.players[game.turn])
        if self._curtain is not None or not session.move_time_up():  # behind the curtain no clock runs
            return _refused("time-not-up", player=session.game.players[seat])
        out = self.table.time_out()
        if out.robot is not None:
            self.table.robot_moved(out.robot, out.robot.choose(session.game))
        self._turn_ended()
        return None

    # ------------------------------------------------------------------ take-backs
    def take_back(self, seat: int) -> TableRefusal | None:
        """``seat``, who made the last play, asks to take it back (Palavras Cruzadas):
        robot opponents agree by themselves (:func:`robot_agrees_to_take_back`); when
        people are among the opponents they vote (:meth:`agree`), else the play is
        taken back at once. Refused by rules without take-backs (their reason), when
        ``seat`` did not make the last play or something happened since
        (:meth:`Session.can_undo`), or while a vote runs."""
        table = self.table
        session = table.session
        if self.vote is not None:
            return _refused("vote-open", player=self.vote[0].mover)
        no_take_back = session.no_take_back()
        if no_take_back is not None:
            return TableRefusal(no_take_back)
        last = next((e for e in reversed(session.game.history) if e.kind is EventKind.PLAY), None)
        vote = table.take_back_vote()
        if vote is None or last is None or last.player != seat:
            return _refused("nothing-to-take-back")
        if vote.refused_by is not None:
            return _refused("take-back-refused", player=vote.refused_by)
        voters = [s for s in session.opponents(seat) if not session.is_robot(s)]
        if voters:
            self.vote = (vote, voters)
            return None
        self._take_back(vote)
        return None

    def agree(self, seat: int, yes: bool) -> TableRefusal | None:
        """``seat``, an opponent asked to vote on the take-back, answers: every person
        agreeing takes the play back (:meth:`BoardTable.take_back`); one "no" and the
        play stands. Refused by rules without take-backs (their reason), without a vote,
        or when it is another opponent's answer."""
        no_take_back = self.table.session.no_take_back()
        if no_take_back is not None:
            return TableRefusal(no_take_back)
        vote = self.vote
        if vote is None:
            return _refused("no-vote")
        request, voters = vote
        if seat != voters[0]:
            return _refused("not-your-turn", player=self.table.game.players[voters[0]])
        if not yes:
            self.vote = None
            return None
        voters.pop(0)
        if not voters:
            self.vote = None
            self._take_back(request)
        return None

    def _take_back(self, vote: TakeBackVote) -> None:
        self.window = None
        self.table.take_back(vote)
        self._go_on()

    # ------------------------------------------------------------------ the flow
    def _turn_ended(self) -> None:
        self.table.turn_done()
        self._go_on()

    def _go_on(self) -> None:
        """What the screen does next (:meth:`BoardTable.next_step`): robots' seats play,
        the challenge window opens (the robot opponents answer first; a robot that
        challenges does so at once, as the window does), a person's turn starts behind
        the curtain when the keyboard changes hands."""
        table = self.table
        session = table.session
        self._curtain = None
        while True:
            step = table.next_step()
            if step is Step.CHALLENGE:
                if self.window is not None:
                    return
                ask = table.challenge_window()
                if ask is None:  # the robots settled it alone
                    table.turn_done()
                    continue
                if ask.challenger is not None:
                    session.challenge(ask.challenger)
                    table.challenge_closed("challenged")
                    table.turn_done()
                    continue
                self.window = ChallengeAnswers(session, ask.answers)
                return
            if step is Step.ROBOT:
                turn = table.robot_turn()
                table.robot_moved(turn, turn.choose(session.game))
                table.turn_done()
                continue
            if step is Step.CURTAIN:
                table.curtain_call()
                self._curtain = session.game.turn
            elif step is Step.PLAY:
                table.lift_curtain()
            return  # a person's turn, or the game is over (or not saved)


if TYPE_CHECKING:
    _table_contract = BoardContractTable
