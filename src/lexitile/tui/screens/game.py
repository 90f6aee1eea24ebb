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
of median equity for the player (:mod:`lexitile.engine.timeout`). ctrl+g
gives a hint (score, then position, then the whole move; noted in the saved game),
and Enter in the word box starts quick mode (every placement of the typed word, shown
on the board while the focus stays in the box; Esc goes to the board, where Enter plays
the one shown); both are off in classic mode. No key moves the focus on its own.
"""

from __future__ import annotations

import functools
from typing import TYPE_CHECKING

from textual.binding import Binding
from textual.widgets import Input

from lexitile.errors import IllegalMoveError
from lexitile.i18n import N_, NP_, _
from lexitile.play.draft import DraftError, shuffled
from lexitile.play.hints import LAST_STEP, find_hint, note_hint
from lexitile.play.quick_mode import draft_of_move, quick_placements
from lexitile.text.render import render
from lexitile.tui.reasons import error_text
from lexitile.tui.screens.agreement import AgreementScreen
from lexitile.tui.screens.compound_loading import after_compounds
from lexitile.tui.screens.dialogs import ConfirmScreen
from lexitile.tui.screens.exchange import ExchangeScreen
from lexitile.tui.screens.game_robots import GameRobots
from lexitile.tui.screens.help import board_rules_card
from lexitile.tui.widgets.board import BoardView
from lexitile.tui.widgets.history import BreakdownView, HistoryView
from lexitile.tui.widgets.plain import DataTable
from lexitile.tui.widgets.rack import RackView
from lexitile.tui.widgets.unseen import UnseenView
from lexitile.tui.widgets.wordbox import WordBox

if TYPE_CHECKING:
    from lexitile.engine.quickmode import WordPlacements


def quick_detail_text(result: WordPlacements) -> str:
    """Why quick mode found no placement (:attr:`WordPlacements.message`) in the
    interface language; the word and letters stay as they are."""
    return render(result.message)


class GameScreen(GameRobots):
    """A game in progress (or finished, for looking at the final board).

    Args:
        session: the game and its save file.
        curtain: start behind the hotseat curtain (True for a new or resumed game).
    """

    BINDINGS = [
        Binding("enter", "commit", N_("Play")),
        # the same key once the game is over: the footer says what it does then
        Binding("enter", "show_result", N_("Result")),
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
        Binding("tab", "quick_next", N_("Next place"), priority=True, show=False),
        Binding("shift+tab", "quick_prev", N_("Previous place"), priority=True, show=False),
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

    # ----------------------------------------------------------------- start
    def on_mount(self) -> None:
        clock = getattr(self.app, "clock", None)
        if clock is not None:
            self.session.now = clock
        self.fit_board(self.app.size.width, self.app.size.height)
        self.query_one("#unseen").display = False
        self.query_one("#board", BoardView).focus()
        self.refresh_all()
        if self.session.clock.enabled:
            self.set_interval(0.25, self.tick)
        if self.session.finished:
            self.call_after_refresh(self.show_game_over)
        elif self.session.challenge_open:
            # resumed while a play was open to challenge: the window comes back
            self.curtain_up = True
            self.refresh_all()
            self.call_after_refresh(self.open_challenge_window)
        elif self.curtain_up or self.session.is_robot():
            self.call_after_refresh(self.next_turn)

    # ----------------------------------------------------------------- board input
    def on_board_view_typed(self, event: BoardView.Typed) -> None:
        if not self._can_act():
            return
        if self.quick is not None:
            self.quick = None
            self.draft.recall()
        game = self.session.game
        rack = self.session.rack_order(game.turn)
        try:
            self.draft.type_key(game.board, rack, game.rules.tileset, event.character)
        except DraftError as exc:
            self.after_draft_change(str(exc))
            return
        self.after_draft_change()

    def on_board_view_cursor_move(self, event: BoardView.CursorMove) -> None:
        if self.quick is not None:
            self.cycle_quick(1 if event.drow + event.dcol > 0 else -1)
            return
        self.draft.move_cursor(event.drow, event.dcol)
        self.after_draft_change()

    def on_board_view_square_clicked(self, event: BoardView.SquareClicked) -> None:
        self.draft.set_cursor(event.row, event.col)
        self.after_draft_change()

    def on_board_view_command(self, event: BoardView.Command) -> None:
        if event.name == "commit":
            self.action_commit()
            return
        if self.quick is not None:
            self.quick = None
            if event.name in ("recall", "take_back"):
                self.draft.recall()
                self.after_draft_change(_("Quick mode cancelled"))
                return
        if event.name == "toggle":
            self.draft.toggle_direction()
        elif event.name == "take_back":
            self.draft.take_back()
        elif event.name == "recall" and not self.draft.cancel_blank():
            self.draft.recall()
        self.after_draft_change()

    def on_rack_view_reordered(self, event: RackView.Reordered) -> None:
        self.session.set_rack_order(self.session.game.turn, event.order)

    def on_data_table_row_highlighted(self, event: DataTable.RowHighlighted) -> None:
        history = self.query_one("#history", HistoryView)
        self.query_one("#breakdown", BreakdownView).show(history.selected_event, self.session.game.players)

    def on_input_submitted(self, event: Input.Submitted) -> None:
        """Enter in the word box: quick mode on that word. The focus stays in the box
        (the next letters typed are meant for it) and the word is selected, so typing
        replaces it; only Enter on the board plays."""
        if event.input.id != "word-input":
            return
        event.stop()
        word = event.value.strip()
        event.input.select_all()
        if word:
            self.start_quick(word)

    def on_word_box_looked_up(self, event: WordBox.LookedUp) -> None:
        """A word checked in the word box: a study card for the person on turn (a
        profile's, in the league database only)."""
        from lexitile.play.study_lookups import note_lookup  # noqa: PLC0415 - loaded on first use, not at start-up

        note_lookup(self.session, event.word, getattr(self.app, "league_path", None))

    def on_input_changed(self, event: Input.Changed) -> None:
        """The word in the box changed: the places shown for the old word go."""
        if event.input.id != "word-input":
            return
        if self.quick is not None:
            self.quick = None
            self.draft.recall()
            self.after_draft_change()
        elif self._preview_message:
            # the last answer was about the word before this one
            self.update_preview()

    # ----------------------------------------------------------------- actions
    def check_action(self, action: str, parameters: tuple[object, ...]) -> bool | None:
        if (
            action in ("shuffle", "recall", "exchange", "pass_turn", "resign", "toggle_unseen")
            and self.session.finished
        ):
            return False
        if action == "annul" and self.session.finished:
            return False
        if action in ("commit", "show_result"):
            return self.session.finished == (action == "show_result")
        if action == "challenge":
            return self.can_challenge()
        if action == "hint" and (self.session.finished or self.session.options.classic):
            return False
        return not (action == "seats" and (self.session.finished or self.session.options.pairs))

    def can_challenge(self) -> bool:
        """True while the last play may still be challenged (challenge rules)."""
        return self.session.challenge_open

    def action_show_result(self) -> None:
        """Enter after the game: the game-over box again."""
        self.show_game_over()

    def action_commit(self) -> None:
        """Enter: play the placed tiles (or show the result of a finished game)."""
        if self.session.finished:
            self.show_game_over()
            return
        if self.thinking is not None:
            return
        if self.curtain_up:
            self.raise_curtain()
            return
        game = self.session.game
        if self.session.challenge_open:
            self.open_challenge_window()
            return
        if not self.draft.tiles:
            self.update_preview(_("Place tiles first (or ctrl+p to pass, ctrl+x to exchange)"))
            return
        if self._must_answer_went_out():
            return
        if game.lexicon is None:
            self.update_preview(_("Wait a moment: the word list is still loading"))
            return
        try:
            event = self.session.play(self.draft.placement())
        except IllegalMoveError as exc:
            # a word the compound dictionary, still loading, must judge: wait for it, then play
            if exc.words and after_compounds(self, game.lexicon, exc.words, self.action_commit):
                return
            self.update_preview(_("Not played: {reason}").format(reason=error_text(exc)))
            return
        self.turn_done(event)

    def action_shuffle(self) -> None:
        """Shuffle the rack of the player on turn (placed tiles come back first)."""
        if not self._can_act():
            return
        self.draft.recall()
        seat = self.session.game.turn
        self.session.set_rack_order(seat, shuffled(self.session.rack_order(seat), self.rng))
        self.after_draft_change()

    def action_recall(self) -> None:
        """Take every placed tile back to the rack."""
        if not self._can_act():
            return
        self.draft.recall()
        self.after_draft_change()

    def action_focus_board(self) -> None:
        """Escape from the rack, the word box or the history: back to the board."""
        self.query_one("#board", BoardView).focus()

    def action_toggle_unseen(self) -> None:
        """Show or hide the unseen-tiles panel."""
        view = self.query_one("#unseen", UnseenView)
        view.display = not view.display

    def action_help(self) -> None:
        """Open the rules card."""
        self.app.push_screen(
            board_rules_card(self.session.game.rules, self.session.options, self.session.saved.lexicon, under=self)
        )

    def action_exchange(self) -> None:
        """Open the exchange dialog (refused with the reason when the bag is too small)."""
        if not self._can_act() or self._must_answer_went_out():
            return
        game = self.session.game
        refusal = self.exchange_refusal()
        if refusal:
            self.update_preview(_("No exchange: {reason}").format(reason=refusal))
            return
        self.draft.recall()
        self.after_draft_change()
        order = self.session.rack_order(game.turn)
        paid = None if game.paid_exchange_refusal() is not None else game.paid_exchange_cost()
        dialog = ExchangeScreen(order, game.rules.tileset, len(game.bag), paid)
        self.app.push_screen(dialog, lambda tiles: self._exchange_chosen(tiles, dialog.paid))

    def exchange_refusal(self) -> str:
        """Why the player on turn cannot exchange now (``""`` when they can), as the
        rules engine says it (:meth:`lexitile.rules.game.Game.exchange_refusal`)."""
        refusal = self.session.game.exchange_refusal()
        return "" if refusal is None else error_text(refusal)

    def _exchange_chosen(self, tiles: str | None, paid: bool = False) -> None:
        if not tiles:
            self.update_preview(_("Exchange cancelled"))
            return
        try:
            event = self.session.paid_exchange(tiles) if paid else self.session.exchange(tiles)
        except IllegalMoveError as exc:
            self.update_preview(_("No exchange: {reason}").format(reason=error_text(exc)))
            return
        if paid:
            # the same player moves on: no curtain, only the new rack and scores
            self.feed.sync(self.session.game)
            self.refresh_all()
            if self.session.unsaved:
                self.show_save_failed(self.refresh_all)
            return
        self.turn_done(event)

    def action_pass_turn(self) -> None:
        """Pass, after asking."""
        if not self._can_act() or self._must_answer_went_out():
            return
        name = self.session.game.players[self.session.game.turn]
        self.app.push_screen(
            ConfirmScreen(_("{name}: pass this turn?").format(name=name), _("Pass"), _("Keep playing")),
            self._pass_confirmed,
        )

    def _pass_confirmed(self, yes: bool | None) -> None:
        if not yes:
            return
        self.draft.recall()
        try:
            event = self.session.pass_turn()
        except IllegalMoveError as exc:
            self.update_preview(error_text(exc))
            return
        self.turn_done(event)

    def action_challenge(self) -> None:
        """ctrl+k: the challenge window again, while the last play may be challenged."""
        if self.session.finished or not self.session.challenge_open:
            return
        self.draft.recall()
        self.open_challenge_window()

    def action_annul(self) -> None:
        """ctrl+n: propose to annul the game; every other player must agree."""
        if not self._can_act():
            return
        session = self.session
        proposer = session.person_on_turn()
        voters = [p for p in session.humans() if p != proposer]
        screen = AgreementScreen(
            _("{name} proposes to annul the game: no result, no statistics").format(name=proposer),
            _("agree to annul?"),
            voters,
        )

        def answered(yes: bool | None) -> None:
            if not yes:
                self.notify(
                    _("{who} refused: the game goes on.").format(who=screen.refused_by or _("A player")), timeout=6
                )
                return
            self.draft.recall()
            session.abort()
            self.refresh_all()
            self.when_saved(self.show_game_over)

        self.app.push_screen(screen, answered)

    def action_resign(self) -> None:
        """Resign, after asking: the game ends and is recorded as resigned."""
        if not self._can_act():
            return
        name = self.session.game.players[self.session.game.turn]
        question = _("{name}: resign? The game ends now and {name} cannot win.").format(name=name)
        self.app.push_screen(ConfirmScreen(question, _("Resign"), _("Keep playing")), self._resign_confirmed)

    def _resign_confirmed(self, yes: bool | None) -> None:
        if not yes:
            return
        self.draft.recall()
        self.session.resign()
        self.refresh_all()
        self.when_saved(self.show_game_over)

    # ----------------------------------------------------------------- hints
    def action_hint(self) -> None:
        """ctrl+g: the best move's score; again, its position; again, the whole move.
        Each hint is noted in the saved game. Presses made while the best move is still
        being looked for count: three quick presses open the third level."""
        if not self._can_act() or self._must_answer_went_out():
            return
        session = self.session
        if not session.allows_hints:
            if session.options.classic:
                self.update_preview(_("Hints are off in classic mode"))
            else:
                self.update_preview(_("Hints are off: words are judged by challenge (a table option turns them on)"))
            return
        at = len(session.game.history)
        if self.hint_state is not None and self.hint_state[0] == at:
            self._show_hint(self.hint_state[1], self.hint_state[2] + 1)
            return
        if self.hint_asked is not None and self.hint_asked[0] == at:
            self.hint_asked = (at, self.hint_asked[1] + 1)  # shown when the search ends
            return
        self.hint_asked = (at, 1)
        from lexitile.engine.automaton_cache import automaton_ready  # noqa: PLC0415 - loaded on first use, not at start-up

        if automaton_ready(session.game.lexicon):
            self.update_preview(_("Looking for the best move…"))
        else:
            self.update_preview(_("Looking for the best move… (preparing the computer player…)"))
            self.hint_waiting = at
            self.watch_build(
                lambda percent: self.update_preview(
                    _("Looking for the best move… (preparing the computer player: {percent}%)").format(percent=percent)
                ),
                lambda: self.hint_waiting == at and len(self.session.game.history) == at,
            )
        self.run_worker(
            functools.partial(self._hint_work, at), thread=True, group="hint", exclusive=True, exit_on_error=False
        )

    def _hint_work(self, at: int) -> None:
        from lexitile.engine.automaton_cache import NoAutomaton  # noqa: PLC0415 - loaded on first use, not at start-up

        try:
            found = find_hint(self.session.game)
        except (NoAutomaton, IllegalMoveError) as exc:
            self.hint_waiting = None
            self.hint_asked = None
            reason = error_text(exc) if isinstance(exc, IllegalMoveError) else _(str(exc))
            self.app.call_from_thread(self.update_preview, _("No hint: {reason}").format(reason=reason))
            return
        except BaseException:  # any other end (a bug, a cancelled worker): the next ctrl+g searches again
            self.hint_waiting = None
            self.hint_asked = None
            raise
        self.app.call_from_thread(self._hint_found, at, found)

    def _hint_found(self, at: int, found) -> None:
        self.hint_waiting = None
        presses = self.hint_asked[1] if self.hint_asked is not None and self.hint_asked[0] == at else 1
        self.hint_asked = None
        if len(self.session.game.history) != at or not self._can_act():
            return
        self._show_hint(found, presses)

    def _show_hint(self, found, step: int) -> None:
        at = len(self.session.game.history)
        self.hint_state = (at, found, note_hint(self.session, found, step))
        self.after_draft_change()
        if step >= LAST_STEP and found.advice is not None:
            from lexitile.tui.screens.hint_advice import HintAdviceScreen  # noqa: PLC0415 - the screen loads when first shown, not when the app starts

            current = lambda: len(self.session.game.history) == at and not self.session.finished  # noqa: E731
            self.app.push_screen(HintAdviceScreen(found.advice, found.text, current))

    # ----------------------------------------------------------------- quick mode
    def start_quick(self, word: str) -> None:
        """Enter in the word box: every placement of the word with the rack."""
        if not self._can_act() or self.session.challenge_open:
            return
        if not self.session.allows_quick:
            self.update_preview(_("Quick mode is off in classic mode"))
            return
        checks = self.session.word_box_checks
        if checks and after_compounds(self, self.session.game.lexicon, [word], lambda: self.start_quick(word)):
            return  # a compound: its dictionary is still loading (a bar shows how far)
        self.draft.recall()
        self.quick = None
        self.after_draft_change(_("Looking for every place for {word}…").format(word=word.upper()))
        at = len(self.session.game.history)
        self.run_worker(
            functools.partial(self._quick_work, at, word),
            thread=True,
            group="quick",
            exclusive=True,
            exit_on_error=False,
        )

    def _quick_work(self, at: int, word: str) -> None:
        from lexitile.engine.automaton_cache import NoAutomaton  # noqa: PLC0415 - loaded on first use, not at start-up

        try:
            result = quick_placements(self.session, word)
        except NoAutomaton as exc:
            self.app.call_from_thread(
                self.update_preview, _("Quick mode is not available: {reason}").format(reason=_(str(exc)))
            )
            return
        self.app.call_from_thread(self._quick_found, at, result)

    def _quick_found(self, at: int, result) -> None:
        if len(self.session.game.history) != at or not self._can_act():
            return
        if not result.moves:
            self.quick = None
            self.after_draft_change(f"✗ {quick_detail_text(result)}")
            return
        self.quick = (result, 0)
        self.select_quick(0)

    def select_quick(self, index: int) -> None:
        """Put the selected placement on the board as the draft (Enter plays it)."""
        if self.quick is None:
            return
        result, _index = self.quick
        index %= len(result.moves)
        self.quick = (result, index)
        move = result.moves[index]
        game = self.session.game
        draft = draft_of_move(game.board.rows, game.board.cols, self.session.rack_order(game.turn), move)
        if draft is None:
            self.quick = None
            self.after_draft_change(_("Quick mode: that placement does not match the rack"))
            return
        self.draft = draft
        self.after_draft_change()

    def cycle_quick(self, step: int) -> None:
        if self.quick is not None:
            self.select_quick(self.quick[1] + step)

    def action_quick_next(self) -> None:
        """Tab: the next placement in quick mode, else the next field."""
        if self.quick is None:
            self.focus_next()
        else:
            self.cycle_quick(1)

    def action_quick_prev(self) -> None:
        """Shift+Tab: the previous placement in quick mode, else the previous field."""
        if self.quick is None:
            self.focus_previous()
        else:
            self.cycle_quick(-1)
