"""The game screen: board, rack, scores, history, live preview and word box.

Keys go to the board (placing tiles) unless the rack, the history or the word box has
the focus (Tab moves between them). Every turn is sent to the engine through the
:class:`~lexitile.play.board_session.Session`, which saves the game; after each turn the hotseat
curtain hides the racks until the next player presses Enter.

Under challenge rules a play first goes to the challenge window (every opponent accepts
or challenges); the player who moved may ask to take the play back where the rules
allow it (every opponent must agree). Time controls (time per move, a game clock per
player) are read from the app's clock by :meth:`GameScreen.tick`.

Computer players: a robot seat's move is chosen in a worker thread (the
automaton of the lexicon may need building first: "preparing the computer player…"),
made through the session, shown for a moment (``LexitileApp.robot_pause``), then the
next turn starts; the curtain comes down only between two different people. ctrl+t
hands a seat to the computer or takes it back; when the time per move runs out the
move is a pass, or where the rule set (or the table) says so the game plays a legal play
of median equity for the player (:mod:`lexitile.games.crossword.engine.timeout`). ctrl+g
gives a hint (score, then position, then the whole move; noted in the saved game),
and Enter in the word box starts quick mode (every placement of the typed word, shown
on the board while the focus stays in the box; Esc goes to the board, where Enter plays
the one shown); both are off in classic mode. No key moves the focus on its own.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from textual import on
from textual.binding import Binding
from textual.widgets import Input

from lexitile.errors import IllegalMoveError
from lexitile.i18n import N_, NP_, _
from lexitile.play.board_table import Enter, Step
from lexitile.play.draft import DraftError
from lexitile.play.hints import place_hint
from lexitile.text.render import render
from lexitile.tui.describe import save_error_text
from lexitile.tui.league_text import league_error_text
from lexitile.tui.reasons import error_text
from lexitile.tui.screens.agreement import AgreementScreen
from lexitile.tui.screens.challenge import ChallengeWindowScreen
from lexitile.tui.screens.compound_loading import after_compounds
from lexitile.tui.screens.dialogs import ConfirmScreen
from lexitile.tui.screens.exchange import ExchangeScreen
from lexitile.tui.screens.game_aids import Aids, quick_detail_text
from lexitile.tui.screens.game_over import GameOverScreen
from lexitile.tui.screens.game_robots import RobotRunner
from lexitile.tui.screens.game_view import GameView
from lexitile.tui.screens.help import board_rules_card
from lexitile.tui.screens.seats import SeatsScreen
from lexitile.tui.shell.curtain import CurtainScreen
from lexitile.tui.widgets.board import BoardView
from lexitile.tui.widgets.history import BreakdownView, HistoryView
from lexitile.tui.widgets.plain import DataTable
from lexitile.tui.widgets.rack import RackView
from lexitile.tui.widgets.unseen import UnseenView
from lexitile.tui.widgets.wordbox import WordBox

if TYPE_CHECKING:
    from collections.abc import Callable

    from lexitile.play.board_session import Session

__all__ = ["GameScreen", "quick_detail_text"]


class GameScreen(GameView):
    """A game in progress (or finished, for looking at the final board): keys become
    the table's intents, and the table's next step (:class:`Step`) is carried out.

    Args:
        session: the game and its save file.
        curtain: start behind the hotseat curtain (True for a new or resumed game).
    """

    BINDINGS = [
        Binding("enter", "commit", N_("Play")),
        # the same key once the game is over: the footer says what it does then
        Binding("enter", "commit(True)", N_("Result")),
        Binding("ctrl+s", "shuffle", N_("Shuffle"), priority=True),
        Binding("ctrl+r", "recall", N_("Recall"), priority=True),
        Binding("ctrl+x", "exchange", N_("Exchange"), priority=True),
        Binding("ctrl+p", "pass_turn", N_("Pass"), priority=True),
        Binding("f1", "help", N_("Help"), priority=True),
        Binding("ctrl+e", "resign", N_("Resign"), priority=True),
        Binding("ctrl+u", "toggle_unseen", N_("Unseen"), priority=True, show=False),
        Binding("ctrl+k", "challenge", N_("Challenge"), priority=True),
        Binding("ctrl+n", "annul", N_("Annul"), priority=True, show=False),
        Binding("ctrl+g", "hint", N_("Hint"), priority=True, show=False),
        Binding("ctrl+t", "seats", N_("Robot seat"), priority=True, show=False),
        Binding("tab", "quick(1)", N_("Next place"), priority=True, show=False),
        Binding("shift+tab", "quick(-1)", N_("Previous place"), priority=True, show=False),
        Binding("escape", "focus_board", N_("Back to the board"), show=False),
    ]

    #: Short footer forms where a translation is too long for 80 columns (the full
    #: word is the key's tooltip; the context is lexitile.i18n.FOOTER_KEY).
    _FOOTER_SHORT = (
        NP_("footer key", "Shuffle"),
        NP_("footer key", "Recall"),
        NP_("footer key", "Exchange"),
        NP_("footer key", "Resign"),
    )

    def __init__(self, session: Session, *, curtain: bool = True):
        super().__init__(session, curtain=curtain)
        self.robots = RobotRunner(self, lambda moved: self.go_on(after_move=moved))
        self.aids = Aids(self)

    # ----------------------------------------------------------------- start
    def on_mount(self) -> None:
        clock = getattr(self.app, "clock", None)
        if clock is not None:
            self.session.now = clock
        self.fit_board(self.app.size.width, self.app.size.height)
        self.query_one("#unseen").display = False
        self.query_one("#board", BoardView).focus()
        self.redraw()
        if self.session.clock.enabled:
            self.set_interval(0.25, self.tick)
        if self.session.finished:
            self.call_after_refresh(self.show_game_over)
        elif self.session.challenge_open:
            # resumed while a play was open to challenge: the window comes back
            self.table.curtain_up = True
            self.redraw()
            self.call_after_refresh(self.open_challenge_window)
        elif self.table.curtain_up or self.session.is_robot():
            self.call_after_refresh(self.go_on)

    # ----------------------------------------------------------------- the flow
    def go_on(self, after_move: bool = False) -> None:
        """Carry out what the table says comes next (:meth:`BoardTable.next_step`);
        ``after_move``: a move was just made (new draft, the recap fed, a save
        problem told)."""
        table = self.table
        session = self.session
        if after_move:
            table.turn_done()
            if not session.unsaved and session.save_error:
                self.notify(save_error_text(session.save_problem or session.save_error), severity="error", timeout=8)
        step = table.next_step()
        if step is Step.SAVE:
            # not saved is not played: nothing goes on until the game is in a file
            self.show_save_failed(self.go_on)
            return
        self.redraw()
        if step is Step.OVER:
            self.show_game_over()
        elif step is Step.CHALLENGE:
            self.open_challenge_window()
        elif step is Step.ROBOT:
            turn = table.robot_turn()
            level = _(turn.level)
            doing = _("{name} (computer, {level}) is thinking…")
            self.robots.run(turn, doing.format(name=session.game.players[turn.seat], level=level))
        elif step is Step.CURTAIN:
            self.raise_curtain()
        else:
            table.lift_curtain()
            self.redraw()
            self.query_one("#board", BoardView).focus()

    def show_save_failed(self, then: Callable[[], None]) -> None:
        """The dialog that stays while the game is not saved; ``then`` once it is."""
        from lexitile.tui.screens.save_failed import SaveFailedScreen  # noqa: PLC0415 - the screen loads when first shown, not when the app starts

        if any(isinstance(screen, SaveFailedScreen) for screen in self.app.screen_stack):
            return
        self.app.push_screen(SaveFailedScreen(self.session), lambda saved: then() if saved else None)

    def raise_curtain(self, news: str | None = None) -> None:
        """Hide the racks and show "Pass to <name>" until that player presses Enter
        (``news``: a last line for the curtain, see :meth:`Hotseat.curtain`); ``u`` on
        it asks to take the last play back."""
        call = self.table.curtain_call()
        self.query_one("#wordbox", WordBox).clear()
        self.preview_toasts.withdraw(self.app)  # what the last person was told is theirs
        self.redraw()
        if any(isinstance(s, CurtainScreen) for s in self.app.screen_stack):
            # already up (a key reached the table while its curtain was due): a second one
            # would leave one standing over the rack drawn when the first is lifted
            return

        def closed(answer: str | None) -> None:
            if answer == "undo":
                self.ask_to_undo(on_refused=lambda why: self.raise_curtain(news=why or None))
                return
            self.table.lift_curtain()
            self.redraw()
            self.query_one("#board", BoardView).focus()

        no_undo = None if call.no_undo is None else render(call.no_undo)
        curtain = self.hotseat.curtain(
            call.person, call.person, first=call.first, news=news, team=call.team, undo_by=call.undo_by, no_undo=no_undo
        )
        self.app.push_screen(curtain, closed)

    def open_challenge_window(self) -> None:
        """After a play under challenge rules: the racks stay hidden and every
        opponent accepts or challenges (:class:`ChallengeWindowScreen`); the player
        who moved may ask to take it back instead."""
        session = self.session
        if not session.challenge_open or any(isinstance(s, ChallengeWindowScreen) for s in self.app.screen_stack):
            return
        self.table.curtain_up = True
        self.redraw()
        pending = session.game.pending
        # the robots' answers and the verdict need every word judged: a compound waits for its dictionary
        if pending is not None and after_compounds(
            self, session.game.lexicon, pending.words, self.open_challenge_window
        ):
            return
        ask = self.table.challenge_window()
        if ask is None:  # the computers decided alone
            self.go_on(after_move=True)
            return

        def closed(outcome: str | None) -> None:
            if not self.table.challenge_closed(outcome):
                self.go_on(after_move=True)
                return

            def refused(why: str) -> None:
                if why:
                    self.notify(why, timeout=6)
                self.open_challenge_window()

            self.ask_to_undo(on_refused=refused)

        self.app.push_screen(ChallengeWindowScreen(self.table, answers=ask.answers, challenger=ask.challenger), closed)

    def ask_to_undo(self, on_refused: Callable[[str], None]) -> None:
        """The player who just played asks to take the play back; every person among
        the opponents answers on their own key press, a computer opponent by itself;
        taken back only if all agree (:meth:`BoardTable.take_back_vote`). What
        happened is told on the next curtain (its recap), or in a notice when no
        curtain follows. ``on_refused`` gets why the play stands ("" when no
        take-back is possible any more) and goes on: a notice over the challenge
        window, or a line on the curtain (no notice may cover a curtain)."""
        vote = self.table.take_back_vote()
        if vote is None:
            on_refused("")
            return
        title = _("{name} asks to take back {move} ({points:+d})")
        screen = AgreementScreen(
            title.format(name=vote.mover, move=vote.move, points=vote.points), _("agree?"), vote.voters, vote.computers
        )

        def answered(yes: bool | None) -> None:
            if not yes:
                who = vote.refused_by or screen.refused_by or _("An opponent")
                on_refused(_("{who} refused: {name}'s play stands.").format(who=who, name=vote.mover))
                return
            self.table.take_back(vote)
            if not vote.people_vote:
                # no curtain follows (the mover alone with computers): say it here
                taken = _("Every opponent agreed: {name}'s play {move} is taken back.")
                self.notify(taken.format(name=vote.mover, move=vote.move), timeout=6)
            self.go_on()

        if vote.refused_by is not None:
            answered(False)
            return
        self.app.push_screen(screen, answered)

    def tick(self) -> None:
        """Look at the clock: redraw the clocks; when the time for the move is up,
        dialogs close, placed tiles go back, and the move is a pass or the computer
        plays it for the person (:meth:`BoardTable.time_out`)."""
        table = self.table
        if not self.is_attached or not table.clock_running:
            return
        self.refresh_scores()
        if not table.time_up():
            return
        while self.app.screen is not self and len(self.app.screen_stack) > 1:
            self.app.pop_screen()
        name = self.session.person_on_turn()
        try:
            out = table.time_out()
        except IllegalMoveError as exc:
            self.update_preview(error_text(exc))
            return
        if out.robot is not None:
            doing = _("{name}'s time ran out: the computer plays for {name}…")
            self.robots.run(out.robot, doing.format(name=name))
            return
        self.notify(_("{name}'s time ran out: the move counts as a pass.").format(name=name), timeout=6)
        self.go_on(after_move=True)

    def show_game_over(self) -> None:
        """Push the game-over screen (the league's result recorded first)."""
        summary = self.session.summary()
        if summary is None:
            return
        outcome = self.table.league_end()
        if outcome is not None and outcome.error:
            self.notify(league_error_text(outcome.error), severity="error", timeout=10)
        self.app.push_screen(GameOverScreen(self.session, summary))

    # ----------------------------------------------------------------- board input
    def on_board_view_typed(self, event: BoardView.Typed) -> None:
        if not self.table.can_act:
            return
        try:
            self.table.type_key(event.character)
        except DraftError as exc:
            self.redraw(str(exc), draft_only=True)
            return
        self.redraw(draft_only=True)

    @on(BoardView.CursorMove)
    @on(BoardView.SquareClicked)
    def cursor_moved(self, event: BoardView.CursorMove | BoardView.SquareClicked) -> None:
        """An arrow key moves the cursor (in quick mode: to the next placement); a
        click puts it on the square."""
        table = self.table
        if isinstance(event, BoardView.SquareClicked):
            table.draft.set_cursor(event.row, event.col)
        elif table.quick is not None:
            self.action_quick(1 if event.drow + event.dcol > 0 else -1)
            return
        else:
            table.draft.move_cursor(event.drow, event.dcol)
        self.redraw(draft_only=True)

    def on_board_view_command(self, event: BoardView.Command) -> None:
        if event.name == "commit":
            self.action_commit()
            return
        if self.table.edit(event.name):
            self.redraw(_("Quick mode cancelled"), draft_only=True)
            return
        self.redraw(draft_only=True)

    def on_rack_view_reordered(self, event: RackView.Reordered) -> None:
        self.table.arrange_rack(event.order)

    def on_data_table_row_highlighted(self, _event: DataTable.RowHighlighted) -> None:
        history = self.query_one("#history", HistoryView)
        self.query_one("#breakdown", BreakdownView).show(history.selected_event, self.session.game.players)

    @on(Input.Submitted, "#word-input")
    @on(Input.Changed, "#word-input")
    def word_box_input(self, event: Input.Submitted | Input.Changed) -> None:
        """Enter in the word box: quick mode on that word. The focus stays in the box
        (the next letters typed are meant for it) and the word is selected, so typing
        replaces it; only Enter on the board plays. A changed word: the places shown
        for the old word go."""
        table = self.table
        if isinstance(event, Input.Submitted):
            event.stop()
            word = event.value.strip()
            event.input.select_all()
            if word:
                self.aids.quick(word)
        elif table.quick is not None:
            table.quick = None
            table.draft.recall()
            self.redraw(draft_only=True)
        elif self._preview_message:
            # the last answer was about the word before this one
            self.update_preview()

    # ----------------------------------------------------------------- actions
    def check_action(self, action: str, parameters: tuple[object, ...]) -> bool | None:
        if action == "commit":
            return self.table.allowed("show_result" if parameters else "commit")
        return self.table.allowed(action)

    def action_commit(self, _result: bool = False) -> None:
        """Enter: play the placed tiles (or show the result of a finished game)."""
        table = self.table
        game = self.session.game
        step = table.enter()
        if step is Enter.RESULT:
            self.show_game_over()
        elif step is Enter.CURTAIN:
            self.raise_curtain()
        elif step is Enter.CHALLENGE:
            self.open_challenge_window()
        elif step is Enter.NO_TILES and place_hint(table):
            self.redraw(_("The hint's play is placed: Enter plays it, ctrl+r takes it back"), draft_only=True)
        elif step is Enter.NO_TILES:
            self.update_preview(_("Place tiles first (or ctrl+p to pass, ctrl+x to exchange)"))
        elif step is Enter.LOADING:
            self.update_preview(_("Wait a moment: the word list is still loading"))
        elif step is Enter.PLAY:
            try:
                table.play()
            except IllegalMoveError as exc:
                # a word the compound dictionary, still loading, must judge: wait for it, then play
                if exc.words and after_compounds(self, game.lexicon, exc.words, self.action_commit):
                    return
                self.update_preview(_("Not played: {reason}").format(reason=error_text(exc)))
                return
            self.go_on(after_move=True)

    def action_shuffle(self) -> None:
        """Shuffle the rack of the player on turn (placed tiles come back first)."""
        if self.table.can_act:
            self.table.arrange_rack()
            self.redraw(draft_only=True)

    def action_recall(self) -> None:
        """Take every placed tile back to the rack (quick mode ends with them)."""
        if self.table.can_act:
            ended = self.table.edit("recall_all")
            self.redraw(_("Quick mode cancelled") if ended else "", draft_only=True)

    def action_focus_board(self) -> None:
        """Escape from the rack, the word box or the history: back to the board."""
        self.query_one("#board", BoardView).focus()

    def action_toggle_unseen(self) -> None:
        """Show or hide the unseen-tiles panel."""
        view = self.query_one("#unseen", UnseenView)
        view.display = not view.display

    def action_help(self) -> None:
        """Open the rules card."""
        session = self.session
        self.app.push_screen(board_rules_card(session.game.rules, session.options, session.saved.lexicon, under=self))

    def action_exchange(self) -> None:
        """Open the exchange dialog (refused with the reason when the bag is too small)."""
        table = self.table
        if not table.can_act or self._challenge_first():
            return
        game = self.session.game
        refusal = game.exchange_refusal()
        if refusal is not None:
            self.update_preview(_("No exchange: {reason}").format(reason=error_text(refusal)))
            return
        table.draft.recall()
        self.redraw(draft_only=True)
        paid = None if game.paid_exchange_refusal() is not None else game.paid_exchange_cost()
        dialog = ExchangeScreen(self.session.rack_order(game.turn), game.rules.tileset, len(game.bag), paid)

        def chosen(tiles: str | None) -> None:
            if not tiles:
                self.update_preview(_("Exchange cancelled"))
                return
            try:
                table.exchange(tiles, paid=dialog.paid)
            except IllegalMoveError as exc:
                self.update_preview(_("No exchange: {reason}").format(reason=error_text(exc)))
                return
            if not dialog.paid:
                self.go_on(after_move=True)
                return
            # the same player moves on: no curtain, only the new rack and scores
            self.redraw()
            if self.session.unsaved:
                self.show_save_failed(self.redraw)

        self.app.push_screen(dialog, chosen)

    def action_pass_turn(self) -> None:
        """Pass, after asking."""
        if not self.table.can_act or self._challenge_first():
            return

        def confirmed(yes: bool | None) -> None:
            if not yes:
                return
            try:
                self.table.pass_turn()
            except IllegalMoveError as exc:
                self.update_preview(error_text(exc))
                return
            self.go_on(after_move=True)

        name = self.session.game.players[self.session.game.turn]
        question = _("{name}: pass this turn?").format(name=name)
        self.app.push_screen(ConfirmScreen(question, _("Pass"), _("Keep playing")), confirmed)

    def action_challenge(self) -> None:
        """ctrl+k: the challenge window again, while the last play may be challenged."""
        if self.session.finished or not self.session.challenge_open:
            return
        self.table.draft.recall()
        self.open_challenge_window()

    def action_annul(self) -> None:
        """ctrl+n: propose to annul the game; every other player must agree."""
        if not self.table.can_act:
            return
        proposer, voters = self.table.annul_voters()
        title = _("{name} proposes to annul the game: no result, no statistics").format(name=proposer)
        screen = AgreementScreen(title, _("agree to annul?"), voters)

        def answered(yes: bool | None) -> None:
            if not yes:
                who = screen.refused_by or _("A player")
                self.notify(_("{who} refused: the game goes on.").format(who=who), timeout=6)
                return
            self.table.end(annul=True)
            self.go_on()

        self.app.push_screen(screen, answered)

    def action_resign(self) -> None:
        """Resign, after asking: the game ends and is recorded as resigned."""
        if not self.table.can_act:
            return

        def confirmed(yes: bool | None) -> None:
            if yes:
                self.table.end(annul=False)
                self.go_on()

        name = self.session.game.players[self.session.game.turn]
        question = _("{name}: resign? The game ends now and {name} cannot win.").format(name=name)
        self.app.push_screen(ConfirmScreen(question, _("Resign"), _("Keep playing")), confirmed)

    def action_hint(self) -> None:
        """ctrl+g: the best move's score; again, its position; again, the whole move
        (each step noted in the saved game)."""
        if self.table.can_act and not self._challenge_first():
            self.aids.hint()

    def action_seats(self) -> None:
        """ctrl+t: hand a seat to the computer, or take it back."""
        session = self.session
        if session.finished:
            return

        def chosen(robots: dict[int, str] | None) -> None:
            if robots is None or robots == session.robots:
                return
            start = self.table.set_seats(robots)
            if session.unsaved:
                self.show_save_failed(lambda: None)
            if start:
                self.go_on()
            else:  # the score list marks the seats the computer plays: now, not next turn
                self.refresh_scores()

        self.app.push_screen(SeatsScreen(session.game.players, session.robots, session.game.turn), chosen)

    def action_quick(self, step: int) -> None:
        """Tab / shift+Tab: the next or previous placement in quick mode, else the
        next or previous field."""
        quick = self.table.quick
        if quick is not None:
            self.aids.select(quick[0], quick[1] + step)
        elif step > 0:
            self.focus_next()
        else:
            self.focus_previous()

    def _challenge_first(self) -> bool:
        """True (and opens the challenge window) while the last play is still open to
        challenge: no other move starts until it is accepted or settled."""
        if self.session.challenge_open:
            self.open_challenge_window()
            return True
        return False
