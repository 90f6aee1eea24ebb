"""The board game's turn flow at one keyboard, without Textual.

:class:`BoardTable` decides what a key does when and what comes after each turn: the
draft being placed, whether the person on turn may act, whose turn comes next (a
robot's, a person's behind the curtain, the challenge window, the end of the game),
the take-back vote (Palavras Cruzadas), the time-out of a move, the robots' answers to
a play open to challenge, and the marks of a hint or of quick mode. A screen sends
intents (:meth:`~BoardTable.play`, :meth:`~BoardTable.exchange`,
:meth:`~BoardTable.pass_turn`, :meth:`~BoardTable.take_back`,
:meth:`~BoardTable.time_out`, :meth:`~BoardTable.lift_curtain`, ...), asks
:meth:`~BoardTable.next_step` what must happen next, and renders the state. It words
nothing: what it returns is data the screen words.

When the curtain comes down is the shell's hotseat rule, asked through
:class:`~lexitile.play.recap.Keyboard`; this module only says whose rack is next.
"""

from __future__ import annotations

import random
from typing import TYPE_CHECKING

from lexitile.games.crossword.rules.events import EventKind
from lexitile.play.board_steps import (
    ChallengeAsk,
    ClockFace,
    CurtainCall,
    Enter,
    RobotMove,
    Step,
    TakeBackVote,
    TimeOut,
)
from lexitile.play.draft import Draft, DraftTile, shuffled, turn_start_cursor
from lexitile.play.hints import note_hint
from lexitile.play.quick_mode import draft_of_move
from lexitile.play.recap import first_message, hint_message, seat_message, time_out_message
from lexitile.play.robot_turns import RobotChoice, RobotTurn, robot_agrees_to_take_back, robot_answers
from lexitile.play.turn_clock import format_clock

if TYPE_CHECKING:
    from collections.abc import Sequence

    from lexitile.games.crossword.engine.quickmode import Hint, WordPlacements
    from lexitile.games.crossword.rules.events import Event
    from lexitile.games.crossword.rules.game import Game
    from lexitile.games.crossword.rules.game_state import ChallengeResult
    from lexitile.play.board_session import Session
    from lexitile.play.league_table import LeagueOutcome
    from lexitile.play.recap import Keyboard

__all__ = [
    "BoardTable",
    "ChallengeAsk",
    "ClockFace",
    "CurtainCall",
    "Enter",
    "RobotMove",
    "Step",
    "TakeBackVote",
    "TimeOut",
]

#: The screen's actions that only a running game offers.
_RUNNING_ONLY = frozenset({"shuffle", "recall", "exchange", "pass_turn", "resign", "toggle_unseen", "annul"})

#: Square -> the text a mark shows on it (``""``: highlighted only).
Marks = dict[tuple[int, int], str]


class BoardTable:
    """A board game at one keyboard (see the module docstring).

    Args:
        session: the game and its save file.
        keyboard: the hotseat rule; the recap it keeps is the session's.
        curtain: start behind the curtain (True for a new or resumed game).

    Attributes:
        draft: the tiles the person on turn has placed so far, and the cursor.
        curtain_up: the racks are hidden (the curtain is due or up, a computer moves).
        thinking: what a computer player is doing, ``None`` when idle; the board
            takes no moves meanwhile.
        hint_state: the hint of this turn: (history length, hint, steps shown).
        hint_asked: hint presses made while the hint is looked for: (history
            length, presses); the hint then opens at that many steps.
        hint_waiting: the turn a hint waits for the move generator to be built.
        quick: quick mode: (the placements of the typed word, the one selected).
        rng: the shuffles' source.
    """

    def __init__(self, session: Session, keyboard: Keyboard, *, curtain: bool = True):
        self.session = session
        self.keyboard = keyboard
        game = session.game
        self.draft = Draft(game.board.rows, game.board.cols, turn_start_cursor(game.board, game.history))
        self.curtain_up = curtain and not session.finished
        self.thinking: str | None = None
        self.hint_state: tuple[int, Hint, int] | None = None
        self.hint_asked: tuple[int, int] | None = None
        self.hint_waiting: int | None = None
        self.quick: tuple[WordPlacements, int] | None = None
        self.rng = random.Random()
        # a person's own turn is no news to them: the one who lifted the curtain made
        # it (in pairs play, that partner); a robot's turn was seen by nobody
        self.feed = session.feed
        self.feed.witness_of = lambda seat: None if session.is_robot(seat) else keyboard.viewer

    # ---------------------------------------------------------------- state
    @property
    def game(self) -> Game:
        """The game being played."""
        return self.session.game

    @property
    def at(self) -> int:
        """The length of the game's history: a turn's identity (a search started at
        another length is stale)."""
        return len(self.session.game.history)

    @property
    def can_act(self) -> bool:
        """True when the person on turn may act: no curtain, game running, no
        computer thinking."""
        return not self.curtain_up and not self.session.finished and self.thinking is None

    @property
    def hidden(self) -> bool:
        """True when no rack may be shown: behind the curtain, or after the game."""
        return self.curtain_up or self.session.finished

    def allowed(self, action: str) -> bool:
        """Whether the screen's ``action`` is offered now (its key shows in the footer).

        Args:
            action: the action's name (``commit``, ``show_result``, ``challenge``,
                ``hint``, ``seats``, ``shuffle``, ...).
        """
        session = self.session
        if action in ("commit", "show_result"):
            return session.finished == (action == "show_result")
        if action == "challenge":
            return session.challenge_open
        if action in _RUNNING_ONLY:
            return not session.finished
        if action == "hint":
            return not (session.finished or session.options.classic)
        if action == "seats":
            return not (session.finished or session.options.pairs)
        return True

    def _fresh_draft(self) -> None:
        """An empty draft, its cursor where :func:`turn_start_cursor` says."""
        board = self.game.board
        self.draft = Draft(board.rows, board.cols, turn_start_cursor(board, self.game.history))

    # ---------------------------------------------------------------- the flow
    def turn_done(self) -> None:
        """After a move: a new draft, no hint or quick mode, the recap fed (a hint looked at
        before the move is told first, who looked and how far, and saved with it)."""
        hinted, self.hint_state = self.hint_state, None
        if hinted is not None and hinted[0] < self.at:
            seat = self.game.history[hinted[0]].player
            self.feed.recap.add(hint_message(self.game.players[seat], hinted[2]), self.feed.witness_of(seat))
            self.session.save()  # the move was saved before its hint was told
        self._fresh_draft()
        self.thinking = None
        self.quick = None
        self.feed.sync(self.game)

    def next_step(self) -> Step:
        """What must happen now (see :class:`Step`), in this order: a game not saved
        goes no further (not saved is not played); a finished game shows its result;
        a play open to challenge is answered before any other move; a computer seat
        moves; a person gets the curtain when the hotseat rule says so. Every step but
        :attr:`Step.OVER` starts with the racks hidden."""
        session = self.session
        if session.unsaved:
            return Step.SAVE
        if session.finished:
            return Step.OVER
        self.curtain_up = True
        if session.challenge_open:
            return Step.CHALLENGE
        if session.is_robot():
            return Step.ROBOT
        if self.keyboard.needs_curtain(session.person_on_turn(), len(session.humans())):
            return Step.CURTAIN
        return Step.PLAY

    def curtain_call(self) -> CurtainCall:
        """The curtain for the person on turn: hides the racks and says who may ask to
        take the last play back."""
        session = self.session
        game = session.game
        self.curtain_up = True
        last = session.last_event()
        pairs = session.options.pairs
        undo_by = None
        if session.can_undo() and last is not None and last.kind is EventKind.PLAY:
            undo_by = game.players[last.player] if pairs else session.people([last.player])[0]
        person = session.person_on_turn()
        self.feed.sync(game)
        started = any(event.kind.is_turn for event in game.history)
        return CurtainCall(
            person=person,
            # who plays first, only before anyone did (else a recap with nothing new for
            # this person would say it long after the start)
            first=None if started else first_message(person, from_position=getattr(session, "from_position", False)),
            team=game.players[game.turn] if pairs else None,
            undo_by=undo_by,
            no_undo=session.no_take_back(),
        )

    def lift_curtain(self) -> None:
        """The person on turn has the keyboard: their rack may be shown and their
        clock starts."""
        self.curtain_up = False
        self.keyboard.seen_by(self.session.person_on_turn())
        self.thinking = None
        self.session.start_turn()

    # ---------------------------------------------------------------- challenges
    def challenge_window(self) -> ChallengeAsk | None:
        """A play is open to challenge: the robot opponents answer first. ``None`` when
        they settled it alone (every opponent is a robot, or a robot challenged with
        no person left to ask); else what the window must ask the people.

        Raises:
            ValueError: no play is open to challenge.
        """
        self.curtain_up = True
        robots = robot_answers(self.session)
        if robots.settle(self.session):
            return None
        return ChallengeAsk(robots.answers, robots.challenger)

    def settle_challenge(self, challenger: int | None) -> ChallengeResult | None:
        """What the people at the challenge window decided, recorded and saved:
        ``None``, every opponent accepted the play (or their time ran out), so it stands
        (:meth:`Session.accept`; a play that went out then ends the game; nothing
        happens when no play is open); else ``challenger`` challenges it, and the engine
        looks its words up and applies the rule set's verdict (:meth:`Session.challenge`).

        Returns:
            The engine's ``ChallengeResult`` (``upheld``, ``invalid_words``, ``events``)
            of a challenge, ``None`` when the play was accepted.

        Raises:
            IllegalMoveError: ``NOTHING_TO_CHALLENGE`` (no play open, or the challenger
                made it).
        """
        if challenger is None:
            self.session.accept()
            return None
        # the window shows the verdict to every person at the table: no curtain repeats
        # what a wrong challenge cost (a play taken off is told: see BoardFeed.sync)
        return self.session.challenge(challenger, seen_by_all=True)

    def challenge_closed(self, outcome: str | None) -> bool:
        """The opponents answered at the keyboard (so whoever plays next needs the
        curtain). Returns True when the mover asked to take the play back instead
        (``outcome == "undo"``)."""
        self.keyboard.keyboard_passed()
        return outcome == "undo"

    # ---------------------------------------------------------------- take-backs
    def take_back_vote(self) -> TakeBackVote | None:
        """The vote on taking the last play back (Palavras Cruzadas), or ``None`` when
        no take-back is possible now (:meth:`Session.can_undo`). A computer opponent
        answers by itself (:func:`robot_agrees_to_take_back`); every person among the
        opponents answers at the keyboard."""
        session = self.session
        game = session.game
        last = next((e for e in reversed(game.history) if e.kind is EventKind.PLAY), None)
        if last is None or not session.can_undo():
            return None
        opponents = session.opponents(last.player)
        robots = [seat for seat in opponents if session.is_robot(seat)]
        refusing = next((seat for seat in robots if not robot_agrees_to_take_back(session, seat)), None)
        return TakeBackVote(
            mover=game.players[last.player],
            move=last.move_text,
            points=last.score,
            voters=session.people(opponents),
            computers=[game.players[seat] for seat in robots],
            refused_by=None if refusing is None else game.players[refusing],
            people_vote=len(robots) < len(opponents),
        )

    def take_back(self, vote: TakeBackVote) -> None:
        """Every opponent agreed: the play is taken back and the recap says so. When
        people answered they hold the keyboard, so the mover's rack comes back
        behind the curtain.

        Raises:
            ValueError: no take-back is possible any more.
        """
        self.feed.took_back(self.game, self.session.undo_last_play())
        self._fresh_draft()
        if vote.people_vote:
            self.keyboard.keyboard_passed()

    # ---------------------------------------------------------------- time
    @property
    def clock_running(self) -> bool:
        """True while the clocks may change what the screen shows."""
        session = self.session
        return not session.finished and session.clock.enabled and self.thinking is None

    def time_up(self) -> bool:
        """True when the time for the move ran out for a person at the table (behind
        the curtain, nobody's clock runs)."""
        return self.clock_running and not self.curtain_up and self.session.move_time_up()

    def time_out(self) -> TimeOut:
        """The time for the move ran out: placed tiles go back, the recap says it, and
        the move is a pass, or a computer must play for the person (the rule set's or
        the table's time-out rule, :attr:`Session.timeout_plays`).

        Raises:
            IllegalMoveError: the pass was refused (the game is over).
        """
        self.draft.recall()
        self.quick = None
        name = self.session.person_on_turn()
        self.keyboard.recap.add(time_out_message(name))
        if self.session.time_out_needs_robot:
            return TimeOut(name, robot=RobotTurn.for_time_out(self.session))
        return TimeOut(name, event=self.session.time_out())

    def clock_face(self) -> ClockFace:
        """The clocks as they read now (see :class:`ClockFace`)."""
        session = self.session
        clock = session.clock
        control = clock.control
        if not clock.enabled or control is None:
            return ClockFace()
        now = session.now()
        clocks: list[str] = []
        overtime: list[bool] = []
        if control.game_seconds is not None:
            for seat in range(len(session.game.players)):
                left = clock.game_left(seat, now) or 0.0
                text = format_clock(left)
                if left < 0:
                    text += f" -{clock.penalty(seat, now)}"
                clocks.append(text)
                overtime.append(left < 0)
        if session.finished:
            return ClockFace(tuple(clocks), tuple(overtime))
        move_left = clock.move_left(now)
        if move_left is not None:
            return ClockFace(tuple(clocks), tuple(overtime), move_left=format_clock(move_left))
        return ClockFace(tuple(clocks), tuple(overtime), move_seconds=control.move_seconds)

    # ---------------------------------------------------------------- computers
    def robot_turn(self) -> RobotTurn:
        """The computer's turn for the robot seat on turn (its choice runs elsewhere)."""
        self.curtain_up = True
        return RobotTurn.start(self.session)

    def robot_moved(self, turn: RobotTurn, choice: RobotChoice) -> RobotMove | None:
        """Make the computer's ``choice`` for ``turn``. ``None`` when the turn went
        stale meanwhile (another move was made): nothing is made, nothing follows; a
        :class:`RobotMove` without an event when the seat went back to its person:
        nothing is made, the next turn starts.

        Raises:
            IllegalMoveError: the engine refused the move.
        """
        session = self.session
        if turn.stale(session):
            self.thinking = None
            return None
        if turn.seat_taken_back(session):
            self.thinking = None
            return RobotMove(session.person_on_turn(), None, turn.timed_out, "")
        name = session.person_on_turn()
        try:
            event = turn.make(session, choice)
        except BaseException:
            self.thinking = None
            raise
        if turn.timed_out:  # the person was away: their move is news to them
            self.feed.sync(session.game, unseen=True)
        self._fresh_draft()
        return RobotMove(name, event, turn.timed_out, choice.problem)

    def set_seats(self, robots: dict[int, str]) -> bool:
        """Hand seats to the computer or take them back (``robots``: seat -> level).
        The recap tells each change. Returns True when a computer is now on turn and
        its move should start (placed tiles went back)."""
        session = self.session
        for seat in range(len(session.game.players)):
            level = robots.get(seat)
            if session.robots.get(seat) != level:
                session.set_robot(seat, level)
                self.keyboard.recap.add(seat_message(session.game.players[seat], robot=level is not None))
        if self.thinking is None and session.is_robot() and not session.challenge_open:
            self.draft.recall()
            self.quick = None
            return True
        return False

    # ---------------------------------------------------------------- moves
    def type_key(self, key: str) -> DraftTile | None:
        """A letter typed on the board: placed at the cursor (quick mode ends first).

        Raises:
            DraftError: the key places nothing (why, for the preview).
        """
        if self.quick is not None:
            self.quick = None
            self.draft.recall()
        game = self.game
        return self.draft.type_key(game.board, self.session.rack_order(game.turn), game.rules.tileset, key)

    def edit(self, command: str) -> bool:
        """A board key that edits the draft: ``toggle`` (across/down), ``take_back``
        (the last tile), ``recall`` (a blank's letter, else every tile), ``recall_all``
        (every tile). Returns True when it ended quick mode instead (its tiles went back)."""
        if self.quick is not None:
            self.quick = None
            if command in ("recall", "take_back", "recall_all"):
                self.draft.recall()
                return True
        if command == "toggle":
            self.draft.toggle_direction()
        elif command == "take_back":
            self.draft.take_back()
        elif command == "recall_all" or (command == "recall" and not self.draft.cancel_blank()):
            self.draft.recall()
        return False

    def arrange_rack(self, order: Sequence[str] | None = None) -> None:
        """Arrange the rack of the seat on turn: in ``order`` (its tiles as the person
        dragged them; :meth:`Session.set_rack_order` keeps only the tiles the rack
        holds), or shuffled when ``order`` is ``None`` (placed tiles come back first)."""
        seat = self.game.turn
        if order is None:
            self.draft.recall()
            order = shuffled(self.session.rack_order(seat), self.rng)
        self.session.set_rack_order(seat, order)

    def league_end(self) -> LeagueOutcome | None:
        """The game has ended: record it in the household league, once
        (:meth:`Session.league_end`; ``None`` while it goes on, or with no profile at the
        table; a write's error is returned, never raised)."""
        return self.session.league_end()

    def enter(self) -> Enter:
        """What Enter on the board means now (see :class:`Enter`), in this order: a
        finished game shows its result; nothing while a computer thinks; behind the
        curtain, the curtain; a play open to challenge is answered before the next
        one; then the placed tiles are played once the word list is there."""
        session = self.session
        if session.finished:
            return Enter.RESULT
        if self.thinking is not None:
            return Enter.IGNORED
        if self.curtain_up:
            return Enter.CURTAIN
        if session.challenge_open:
            return Enter.CHALLENGE
        if not self.draft.tiles:
            return Enter.NO_TILES
        if session.game.lexicon is None:
            return Enter.LOADING
        return Enter.PLAY

    def annul_voters(self) -> tuple[str, list[str]]:
        """Who proposes to annul the game (the person on turn) and who must agree:
        every other person at the table (computers do not vote)."""
        proposer = self.session.person_on_turn()
        return proposer, [p for p in self.session.humans() if p != proposer]

    def play(self) -> Event:
        """Play the placed tiles.

        Raises:
            IllegalMoveError: the engine refused the play (the draft stays).
        """
        return self.session.play(self.draft.placement())

    def exchange(self, tiles: str, *, paid: bool = False) -> Event:
        """Exchange ``tiles`` (rack letters, ``?`` for a blank); ``paid``: the paid
        exchange, after which the same player moves on.

        Raises:
            IllegalMoveError: the engine refused the exchange.
        """
        if paid:
            event = self.session.paid_exchange(tiles)
            self.feed.sync(self.game)
            return event
        return self.session.exchange(tiles)

    def pass_turn(self) -> Event:
        """Pass (placed tiles go back first).

        Raises:
            IllegalMoveError: the engine refused the pass.
        """
        self.draft.recall()
        return self.session.pass_turn()

    def end(self, *, annul: bool) -> None:
        """The game ends now: the person on turn resigns, or (``annul``) every player
        agreed to annul it (no result, no statistics)."""
        self.draft.recall()
        if annul:
            self.session.abort()
        else:
            self.session.resign()

    # ---------------------------------------------------------------- what the board shows
    def last_play_squares(self) -> set[tuple[int, int]]:
        """The squares of the most recent play (highlighted on the board), 0-based."""
        for event in reversed(self.game.history):
            if event.kind is EventKind.PLAY and event.placement is not None:
                return {(r, c) for r, c, _tile in event.placement.tiles}
        return set()

    def board_marks(self) -> Marks:
        """Squares highlighted on the board: quick mode's other placements (their
        score on the first square), or the hint's position (step 2: where the move
        starts; step 3: every new tile) while no tile of the player's own is placed."""
        marks: Marks = {}
        if self.quick is not None:
            result, index = self.quick
            for i, move in enumerate(result.moves):
                if i == index:
                    continue
                squares = [(r, c) for r, c, _tile in move.tiles]
                for square in squares:
                    marks.setdefault(square, "")
                if not marks[squares[0]]:
                    marks[squares[0]] = str(move.score)
            return marks
        shown = self.hint_shown()
        if shown is not None and not self.draft.tiles:
            found, step = shown
            if found.move is not None and step >= 2:
                if step == 2:
                    marks[next(iter(found.squares))] = ""
                else:
                    for r, c, tile in found.move.tiles:
                        marks[(r, c)] = f" {tile} "
        return marks

    # ---------------------------------------------------------------- hints and quick mode
    def hint_shown(self) -> tuple[Hint, int] | None:
        """The hint of this turn and the steps shown, ``None`` when none was asked for."""
        if self.hint_state is None or self.hint_state[0] != self.at:
            return None
        return self.hint_state[1], self.hint_state[2]

    def hint_pressed(self) -> bool:
        """The hint key was pressed. Returns True when a search must start; else the
        next step is shown, or the press is counted while the search runs."""
        at = self.at
        if self.hint_state is not None and self.hint_state[0] == at:
            self.show_hint(self.hint_state[1], self.hint_state[2] + 1)
            return False
        if self.hint_asked is not None and self.hint_asked[0] == at:
            self.hint_asked = (at, self.hint_asked[1] + 1)
            return False
        self.hint_asked = (at, 1)
        return True

    def hint_found(self, at: int, found: Hint | None) -> bool:
        """The search started at history length ``at`` ended (``found``: ``None`` when
        it failed). Returns True when the hint was shown (at as many steps as presses
        were made meanwhile); a stale search shows nothing."""
        self.hint_waiting = None
        presses = self.hint_asked[1] if self.hint_asked is not None and self.hint_asked[0] == at else 1
        self.hint_asked = None
        if found is None or self.at != at or not self.can_act:
            return False
        self.show_hint(found, presses)
        return True

    def show_hint(self, found: Hint, step: int) -> None:
        """Show ``found`` up to ``step``, noted in the saved game (a record shows who
        was helped and how much, :func:`lexitile.play.hints.note_hint`)."""
        self.hint_state = (self.at, found, note_hint(self.session, found, step))

    def select_quick(self, result: WordPlacements, index: int) -> bool:
        """Put placement ``index`` (modulo their number) of ``result`` on the board as
        the draft. Returns False when it does not match the rack (quick mode ends)."""
        index %= len(result.moves)
        game = self.game
        draft = draft_of_move(game.board.rows, game.board.cols, self.session.rack_order(game.turn), result.moves[index])
        if draft is None:
            self.quick = None
            return False
        self.quick = (result, index)
        self.draft = draft
        return True
