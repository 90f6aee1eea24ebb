"""The turn flow of the game screen: after each turn the result or the hotseat
curtain, the next turn (a person's, or the computer's), the challenge window, a
take-back by agreement, the clocks' time-out, and the game-over screen.
"""

from __future__ import annotations

from collections.abc import Callable

from lexitile.errors import IllegalMoveError
from lexitile.i18n import _
from lexitile.play.draft import Draft
from lexitile.play.recap import first_message, time_out_message
from lexitile.play.robot_turns import RobotTurn, robot_agrees_to_take_back, robot_answers
from lexitile.rules.events import Event, EventKind
from lexitile.text.render import render
from lexitile.tui.describe import save_error_text
from lexitile.tui.league_text import league_error_text
from lexitile.tui.reasons import error_text
from lexitile.tui.screens.agreement import AgreementScreen
from lexitile.tui.screens.challenge import ChallengeWindowScreen
from lexitile.tui.screens.compound_loading import after_compounds
from lexitile.tui.screens.game_over import GameOverScreen
from lexitile.tui.screens.game_view import GameView
from lexitile.tui.shell.curtain import CurtainScreen
from lexitile.tui.widgets.board import BoardView
from lexitile.tui.widgets.wordbox import WordBox


class GameTurns(GameView):
    """How one turn leads to the next (see :class:`GameScreen`)."""

    # ----------------------------------------------------------------- turns
    def turn_done(self, event: Event | None) -> None:
        """After a turn: new draft, redraw, then the result or the curtain."""
        game = self.session.game
        cursor = self.draft.cursor if self.draft.cursor_on_board() else game.board.layout.start
        self.draft = Draft(game.board.rows, game.board.cols, cursor)
        self.thinking = None
        self.quick = None
        self.hint_state = None
        self.feed.sync(game)
        if self.session.unsaved:
            # not saved is not played: nothing goes on until the game is in a file
            self.show_save_failed(lambda: self.turn_done(None))
            return
        if self.session.save_error:
            self.notify(
                save_error_text(self.session.save_problem or self.session.save_error), severity="error", timeout=8
            )
        if self.session.finished:
            self.refresh_all()
            self.show_game_over()
            return
        self.curtain_up = True
        self.refresh_all()
        if self.session.challenge_open:
            self.open_challenge_window()
            return
        self.next_turn()

    def when_saved(self, then: Callable[[], None]) -> None:
        """``then`` now, or once the save-failed dialog has saved the game."""
        if self.session.unsaved:
            self.show_save_failed(then)
        else:
            then()

    def show_save_failed(self, then: Callable[[], None]) -> None:
        """The dialog that stays while the game is not saved; ``then`` once it is."""
        from lexitile.tui.screens.save_failed import SaveFailedScreen  # noqa: PLC0415 - the screen loads when first shown, not when the app starts

        if any(isinstance(screen, SaveFailedScreen) for screen in self.app.screen_stack):
            return
        self.app.push_screen(SaveFailedScreen(self.session), lambda saved: then() if saved else None)

    def next_turn(self) -> None:
        """The next turn starts: a computer seat moves (in a worker); a person gets
        the hotseat curtain first when more than one person plays (one person against
        the computer needs none)."""
        session = self.session
        if session.finished:
            self.refresh_all()
            self.show_game_over()
            return
        if session.challenge_open:
            self.open_challenge_window()
            return
        if session.is_robot():
            self.curtain_up = True
            turn = RobotTurn.start(session)
            self.run_robot(
                turn,
                _("{name} (computer, {level}) is thinking…").format(
                    name=session.game.players[turn.seat], level=_(turn.level)
                ),
            )
            return
        if self.hotseat.needs_curtain(session.person_on_turn(), len(session.humans())):
            self.raise_curtain()
        else:
            self._curtain_lowered()

    # ----------------------------------------------------------------- challenges
    def _must_answer_went_out(self) -> bool:
        """True (and opens the challenge window) while the last play is still open to
        challenge: no other move starts until it is accepted or settled."""
        if self.session.challenge_open:
            self.open_challenge_window()
            return True
        return False

    def open_challenge_window(self) -> None:
        """After a play under challenge rules: the racks stay hidden and every
        opponent accepts or challenges (:class:`ChallengeWindowScreen`)."""
        session = self.session
        if not session.challenge_open or any(isinstance(s, ChallengeWindowScreen) for s in self.app.screen_stack):
            return
        self.curtain_up = True
        self.refresh_all()
        pending = session.game.pending
        # the robots' answers and the verdict need every word judged: a compound waits for its dictionary
        if pending is not None and after_compounds(
            self, session.game.lexicon, pending.words, self.open_challenge_window
        ):
            return
        robots = robot_answers(session)
        if robots.settle(session):
            # the computers decided alone (every opponent accepts, or nobody but robots plays)
            self.turn_done(None)
            return
        screen = ChallengeWindowScreen(session, answers=robots.answers, challenger=robots.challenger)
        self.app.push_screen(screen, self._challenge_window_closed)

    def _challenge_window_closed(self, outcome: str | None) -> None:
        # the opponents answered at the keyboard: whoever plays next needs the curtain
        self.hotseat.keyboard_passed()
        if outcome == "undo":
            self.ask_to_undo(on_refused=self._take_back_refused_in_window)
            return
        self.turn_done(None)

    def _take_back_refused_in_window(self, why: str) -> None:
        if why:
            self.notify(why, timeout=6)
        self.open_challenge_window()

    def ask_to_undo(self, on_refused: Callable[[str], None]) -> None:
        """The player who just played asks to take the play back; every person among
        the opponents answers on their own key press, a computer opponent by itself
        (:func:`robot_agrees_to_take_back`); taken back only if all agree. What
        happened is told on the next curtain (its recap), or in a notice when no
        curtain follows. ``on_refused`` gets why the play stands ("" when no
        take-back is possible any more) and goes on: a notice over the challenge
        window, or a line on the curtain (no notice may cover a curtain)."""
        session = self.session
        game = session.game
        last = next((e for e in reversed(game.history) if e.kind is EventKind.PLAY), None)
        if last is None or not session.can_undo():
            on_refused("")
            return
        mover = game.players[last.player]
        opponents = session.opponents(last.player)
        voters = session.people(opponents)
        computers = [game.players[seat] for seat in opponents if session.is_robot(seat)]
        screen = AgreementScreen(
            _("{name} asks to take back {move} ({points:+d})").format(
                name=mover, move=last.move_text, points=last.score
            ),
            _("agree?"),
            voters,
            computers,
        )
        refusing = next(
            (
                game.players[seat]
                for seat in opponents
                if session.is_robot(seat) and not robot_agrees_to_take_back(session, seat)
            ),
            None,
        )

        def answered(yes: bool | None) -> None:
            if not yes:
                on_refused(
                    _("{who} refused: {name}'s play stands.").format(
                        who=refusing or screen.refused_by or _("An opponent"), name=mover
                    )
                )
                return
            self.feed.took_back(game, session.undo_last_play())
            people_answered = any(not session.is_robot(seat) for seat in opponents)
            if not people_answered:
                # no curtain follows (the mover alone with computers): say it here
                self.notify(
                    _("Every opponent agreed: {name}'s play {move} is taken back.").format(
                        name=mover, move=last.move_text
                    ),
                    timeout=6,
                )
            self.draft = Draft(
                game.board.rows,
                game.board.cols,
                self.draft.cursor if self.draft.cursor_on_board() else game.board.layout.start,
            )
            if people_answered:
                # the opponents answered: they hold the keyboard, so the mover's rack
                # comes back behind the curtain, which tells the take-back
                self.hotseat.keyboard_passed()
            self.when_saved(self.next_turn)

        if refusing is not None:
            answered(False)
            return
        self.app.push_screen(screen, answered)

    # ----------------------------------------------------------------- time
    def tick(self) -> None:
        """Look at the clock: redraw the clocks; when the time for the move is up, the
        move counts as a pass (or the :attr:`Session.timeout_mover` hook makes it)."""
        session = self.session
        if not self.is_attached or session.finished or not session.clock.enabled or self.thinking is not None:
            return
        self.refresh_scores()
        if session.move_time_up() and not self.curtain_up:
            self.move_time_out()

    def move_time_out(self) -> None:
        """The time per move ran out: dialogs close, placed tiles go back, and the
        move is a pass or the game plays for the player (:attr:`Session.timeout_plays`)."""
        while self.app.screen is not self and len(self.app.screen_stack) > 1:
            self.app.pop_screen()
        self.draft.recall()
        self.quick = None
        name = self.session.person_on_turn()
        self.hotseat.recap.add(time_out_message(name))
        if self.session.time_out_needs_robot:
            self.run_robot(
                RobotTurn.for_time_out(self.session),
                _("{name}'s time ran out: the computer plays for {name}…").format(name=name),
            )
            return
        try:
            event = self.session.time_out()
        except IllegalMoveError as exc:
            self.update_preview(error_text(exc))
            return
        self.notify(_("{name}'s time ran out: the move counts as a pass.").format(name=name), timeout=6)
        self.turn_done(event)

    # ----------------------------------------------------------------- curtain
    def raise_curtain(self, news: str | None = None) -> None:
        """Hide the racks and show "Pass to <name>" until that player presses Enter
        (``news``: a last line for the curtain, see :meth:`Hotseat.curtain`)."""
        session = self.session
        game = session.game
        self.curtain_up = True
        self.query_one("#wordbox", WordBox).clear()
        self.refresh_all()
        if any(isinstance(s, CurtainScreen) for s in self.app.screen_stack):
            # already up (a key reached the table while its curtain was due): a second one
            # would leave one standing over the rack drawn when the first is lifted
            return
        last = session.last_event()
        team = game.players[game.turn] if session.options.pairs else None
        undo_by = None
        if session.can_undo() and last is not None and last.kind is EventKind.PLAY:
            undo_by = session.people([last.player])[0] if not session.options.pairs else game.players[last.player]
        person = session.person_on_turn()
        first = first_message(person, from_position=getattr(session, "from_position", False))
        self.feed.sync(game)
        self.app.push_screen(
            self.hotseat.curtain(
                person, person, first=first, news=news, team=team, undo_by=undo_by, no_undo=self._no_undo_reason()
            ),
            self._curtain_closed,
        )

    def _no_undo_reason(self) -> str | None:
        """Why the rules allow no take-back, for the curtain's ``u`` (``None`` when they do)."""
        refusal = self.session.no_take_back()
        return None if refusal is None else render(refusal)

    def _curtain_closed(self, answer: str | None = None) -> None:
        if answer == "undo":
            self.ask_to_undo(on_refused=lambda why: self.raise_curtain(news=why or None))
            return
        self._curtain_lowered()

    def _curtain_lowered(self, _result: None = None) -> None:
        self.curtain_up = False
        self.hotseat.seen_by(self.session.person_on_turn())
        self.thinking = None
        self.session.start_turn()
        self.refresh_all()
        self.query_one("#board", BoardView).focus()

    def show_game_over(self) -> None:
        """Push the game-over screen."""
        summary = self.session.summary()
        if summary is None:
            return
        outcome = self.session.league_end()
        if outcome is not None and outcome.error:
            self.notify(league_error_text(outcome.error), severity="error", timeout=10)
        self.app.push_screen(GameOverScreen(self.session, summary))

    def run_robot(self, turn: RobotTurn, doing: str) -> None:
        """The computer chooses the move of the seat on turn
        (:meth:`lexitile.tui.screens.game_robots.GameRobots.run_robot`)."""
        raise NotImplementedError
