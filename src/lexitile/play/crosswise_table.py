"""The turn flow of a Crosswise table at one keyboard: what a key does when, the
hand-over between people, when a robot moves, and the end of a game. No Textual here.

A screen sends intents (:meth:`CrosswiseTable.slot`, :meth:`~CrosswiseTable.choose`,
:meth:`~CrosswiseTable.pass_turn`, ...) and renders the state: the note and its kind,
the log, the chooser's prompt and targets, whose curtain is down. After each change it
asks :meth:`CrosswiseTable.due` what must happen next (a curtain, the save-failed
dialog, the game-over summary, a robot's turn) and carries that out. Every text is a
:class:`~lexitile.core.message.Message` (codes ``crosswise.table.*`` and
``crosswise.choose.*``).

When the curtain comes down is the shell's hotseat rule, asked through
:class:`Keyboard`; this module only says whose hand is next.
"""

from __future__ import annotations

from dataclasses import dataclass

from lexitile.core.message import FieldValue, Message
from lexitile.games.crosswise.board import square_name
from lexitile.games.crosswise.errors import IllegalTurnError
from lexitile.games.crosswise.game import Game
from lexitile.games.crosswise.moves import Move, Pass
from lexitile.play import crosswise_messages as msg
from lexitile.play.crosswise import Session
from lexitile.play.crosswise_chooser import ChoiceError, Chooser
from lexitile.play.recap import CrosswiseFeed, Keyboard, seat_message

#: How many turns the log shows (the newest).
LOG_TURNS = 8


@dataclass(frozen=True)
class Due:
    """What the screen must do after a change.

    Attributes:
        curtain: the seat whose curtain must come down now (``None``: none).
        save_dialog: the last turn is not in the record: ask where to save before
            anything else happens.
        game_over: show the game's summary (once per game).
        robot: a robot is on turn: let it move (after the screen's delay) with
            :meth:`CrosswiseTable.robot_step`.
    """

    curtain: int | None = None
    save_dialog: bool = False
    game_over: bool = False
    robot: bool = False


class CrosswiseTable:
    """A Crosswise match at one keyboard (see the module docstring).

    Args:
        session: the match, its robot seats and its record.
        keyboard: the hotseat rule; its recap is fed every turn and result.

    Attributes:
        chooser: the turn being chosen by the person on turn.
        curtain: the seat whose curtain is down, or ``None``.
        note: the last note or refusal for the status line, or ``None``.
        error: whether :attr:`note` is a refusal.
        robot_pending: a robot's turn is scheduled.
    """

    def __init__(self, session: Session, keyboard: Keyboard):
        self.session = session
        self.keyboard = keyboard
        self.chooser = Chooser(session.game)
        self.curtain: int | None = None
        self.note: Message | None = None
        self.error = False
        self.robot_pending = False
        self._over_shown = False
        # a seat's own turn was seen by its person; a robot's by nobody
        self.feed = CrosswiseFeed(keyboard.recap, lambda seat: None if session.is_robot(seat) else seat)

    # ---------------------------------------------------------------- state
    @property
    def game(self) -> Game:
        """The current game."""
        return self.session.game

    @property
    def human_turn(self) -> bool:
        """True when a person may act now (no robot, no curtain, game running)."""
        game = self.game
        return not game.is_over and not self.session.is_robot(game.seat) and self.curtain is None

    @property
    def robot_on_turn(self) -> bool:
        """True while a robot's turn is due in a running game."""
        return not self.game.is_over and self.session.is_robot(self.game.seat)

    def _say(self, note: Message | None, error: bool = False) -> None:
        self.note = note
        self.error = error

    def due(self) -> Due:
        """Feed the recap, bring the curtain down when the next hand is someone else's,
        and say what the screen must do now (see :class:`Due`)."""
        game = self.game
        session = self.session
        self.feed.sync(game, len(session.match.games))
        curtain = None
        if not game.is_over and not session.is_robot(game.seat) and self.curtain is None:
            seat = game.seat
            if self.keyboard.needs_curtain(seat, len(session.humans)):
                self.curtain = curtain = seat
            else:
                self.keyboard.seen_by(seat)
        if session.unsaved:
            return Due(curtain, save_dialog=True)
        if game.is_over:
            first = not self._over_shown
            self._over_shown = True
            return Due(curtain, game_over=first)
        robot = session.is_robot(game.seat) and not self.robot_pending
        self.robot_pending = self.robot_pending or robot
        return Due(curtain, robot=robot)

    # ---------------------------------------------------------------- texts
    def log(self) -> list[Message]:
        """The newest turns of the game, one Message each (``crosswise.table.no-turns``
        before the first)."""
        game = self.game
        comps = game.components
        lines = [
            Message(
                "crosswise.table.log-turn",
                {"number": turn.number, "player": game.players[turn.seat], "move": msg.move(turn.move, comps)},
            )
            for turn in game.history[-LOG_TURNS:]
        ]
        return lines or [Message("crosswise.table.no-turns")]

    def status(self) -> list[Message]:
        """The status lines under the board: the note, then (on a person's turn) what
        to do and what the square under the cursor scores or what the turn would change."""
        out: list[Message] = [self.note] if self.note is not None else []
        if not self.human_turn:
            return out
        game = self.game
        comps = game.components
        if not game.has_legal_move():
            return [*out, Message("crosswise.table.cannot-play")]
        out.append(self.chooser.prompt)
        candidate = self.chooser.candidate()
        if candidate is not None:
            effect = game.effect(candidate)
            changes = tuple(
                Message(
                    "crosswise.table.change",
                    {"line": msg.line(c.line), "side": msg.colour(c.line.side), "before": c.before, "after": c.after},
                )
                for c in effect.changes
            )
            out.append(Message("crosswise.table.preview", {"move": msg.move(candidate, comps), "changes": changes}))
            out.extend(Message("crosswise.table.six-ahead", {"side": msg.colour(ln.side)}) for ln in effect.sixes)
            return out
        sq = self.chooser.cursor
        row, col = game.geometry.lines_through(sq)
        scorer = game.scorer
        fields: dict[str, FieldValue] = {
            "square": square_name(sq, comps.size),
            "row": msg.line(row),
            "rows": msg.colour(row.side),
            "row_score": msg.line_score(scorer.score(scorer.line_tiles(game.board, row)), comps),
            "column": msg.line(col),
            "columns": msg.colour(col.side),
            "column_score": msg.line_score(scorer.score(scorer.line_tiles(game.board, col)), comps),
        }
        out.append(Message("crosswise.table.square-lines", fields))
        return out

    def game_over(self) -> list[Message]:
        """The summary of the finished game: how it ended, the standing and the match's
        winner when there is a match, where the record is, and a failed save."""
        game = self.game
        match = self.session.match
        assert game.side_result is not None
        lines = msg.outcome(game, game.side_result, match.rule.kind, game.components.six_alike)
        standing = msg.standing(match)
        if standing is not None:
            lines.append(standing)
        result = msg.match_result(match)
        if result is not None:
            lines.append(result)
        if self.session.path is not None:
            lines.append(Message("crosswise.table.record", {"path": str(self.session.path)}))
        failed = self.save_failed()
        if failed is not None:
            lines.append(failed)
        return lines

    def save_failed(self) -> Message | None:
        """The last failed save, or ``None``."""
        problem = self.session.file.save_problem
        if problem is None:
            return None
        return Message("crosswise.table.save-failed", {"path": str(self.session.path), "error": str(problem["error"])})

    # ---------------------------------------------------------------- intents
    def cursor(self, drow: int, dcol: int) -> bool:
        """Arrow keys. Returns whether anything changed."""
        if not self.human_turn:
            return False
        self.chooser.move_cursor(drow, dcol)
        return True

    def point_at(self, square: int) -> bool:
        """The mouse is over ``square``: the cursor goes there."""
        if not self.human_turn:
            return False
        self.chooser.cursor = square
        return True

    def slot(self, slot: int) -> bool:
        """A digit or a click on the hand: choose that tile (or the replacer's symbol)."""
        if not self.human_turn:
            return False
        try:
            self.chooser.select_slot(slot)
            self._say(None)
        except ChoiceError as exc:
            self._say(exc.message, error=True)
        return True

    def choose(self, square: int | None = None) -> bool:
        """Enter or a click on the board: choose ``square`` (default: the cursor); the
        last step of a turn plays it. Enter on a finished game whose summary was not
        shown yet shows it (:meth:`due`)."""
        if not self.human_turn:
            return False
        if square is not None:
            self.chooser.cursor = square
        try:
            move = self.chooser.choose_square(square)
        except ChoiceError as exc:
            self._say(exc.message, error=True)
            return True
        if move is None:
            self._say(None)
        else:
            self._submit(move)
        return True

    def back(self) -> bool:
        """Escape: undo the last step of the turn being chosen."""
        if self.human_turn and self.chooser.back():
            self._say(None)
            return True
        return False

    def pass_turn(self) -> bool:
        """p: pass (the engine refuses it while a tile can be played)."""
        if not self.human_turn:
            return False
        self._submit(Pass())
        return True

    def submit(self, move: Move) -> bool:
        """A turn typed or chosen by the person on turn (the engine judges it: a refusal
        becomes :attr:`note` with :attr:`error`). Returns False when no person is on
        turn (a robot's turn, the curtain down, the game over)."""
        if not self.human_turn:
            return False
        self._submit(move)
        return True

    def _submit(self, move: Move) -> None:
        game = self.game
        seat = game.seat
        try:
            self.session.play(move)
        except IllegalTurnError as exc:  # the chooser only offers legal turns; be safe
            self._say(exc.message, error=True)
            return
        self.chooser.reset()
        failed = self.save_failed()
        if failed is not None:
            self._say(failed, error=True)
        else:
            fields: dict[str, FieldValue] = {"player": game.players[seat], "move": msg.move(move, game.components)}
            self._say(Message("crosswise.table.played", fields))

    def robot_step(self) -> bool:
        """The scheduled robot turn: the robot on turn plays. Returns False when none
        is on turn any more (its seat was taken back, the game ended)."""
        self.robot_pending = False
        game = self.game
        if game.is_over or not self.session.is_robot(game.seat):
            return False
        seat = game.seat
        turn = self.session.robot_turn()
        fields: dict[str, FieldValue] = {"player": game.players[seat], "move": msg.move(turn.move, game.components)}
        self._say(Message("crosswise.table.robot-played", fields))
        self.chooser.reset()
        return True

    def hand_to_robot(self) -> bool:
        """b: the person on turn hands their seat to a robot."""
        if not self.human_turn:
            return False
        seat = self.game.seat
        name = self.game.players[seat]
        self.session.hand_to_robot(seat)
        self.keyboard.recap.add(seat_message(name, robot=True))
        self._say(Message("crosswise.table.handed", {"player": name}))
        self.chooser.reset()
        return True

    def take_back(self) -> bool:
        """t: every handed seat goes back to its person. Returns True when a seat came
        back (a scheduled robot turn is then void: the screen stops its timer)."""
        names = self.session.take_back()
        for name in names:
            self.keyboard.recap.add(seat_message(name, robot=False))
        if names:
            self.robot_pending = False
            self._say(Message("crosswise.table.taken-back", {"players": tuple(names)}))
        else:
            self._say(Message("crosswise.table.none-handed"))
        return bool(names)

    def lift_curtain(self) -> bool:
        """The person on turn lifted the curtain: their hand may be shown."""
        if self.curtain is None:
            return False
        self.curtain = None
        self.keyboard.seen_by(self.game.seat)
        self._say(None)
        return True

    def next_game(self) -> bool:
        """After a game's summary: start the next game of the match. Returns False when
        the match is over (the table is left)."""
        if not self.session.match.is_over and self.game.is_over:
            self.session.next_game()
            self.keyboard.keyboard_passed()  # anyone may have closed the summary
            self._say(Message("crosswise.table.game-begins", {"n": len(self.session.match.games)}))
            self.chooser = Chooser(self.game, self.chooser.cursor)
            self._over_shown = False
            return True
        return False

    @property
    def summary_waiting(self) -> bool:
        """The game is over but its summary has not been shown (Enter shows it)."""
        return self.game.is_over and not self._over_shown
