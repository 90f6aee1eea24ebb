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
import random
import re
from collections.abc import Callable

from textual.app import ComposeResult
from textual.binding import Binding
from textual.containers import Vertical
from textual.screen import Screen
from textual.widgets import Footer, Input

from lexitile.engine.quickmode import Hint, WordPlacements
from lexitile.errors import IllegalMoveError
from lexitile.i18n import N_, NP_, _, localize_bindings
from lexitile.play.board_session import Session
from lexitile.play.draft import Draft, DraftError, shuffled
from lexitile.play.turn_clock import format_clock
from lexitile.rules.events import Event, EventKind
from lexitile.rules.placement import notation
from lexitile.tui.describe import hint_text, save_error_text
from lexitile.tui.reasons import error_text
from lexitile.tui.screens.agreement import AgreementScreen
from lexitile.tui.screens.challenge import ChallengeWindowScreen
from lexitile.tui.screens.curtain import CurtainScreen
from lexitile.tui.screens.dialogs import ConfirmScreen
from lexitile.tui.screens.exchange import ExchangeScreen
from lexitile.tui.screens.game_over import GameOverScreen
from lexitile.tui.screens.help import HelpScreen
from lexitile.tui.screens.seats import SeatsScreen
from lexitile.tui.shell.curtain import Hotseat
from lexitile.tui.widgets.board import BoardView
from lexitile.tui.widgets.history import BreakdownView, HistoryView
from lexitile.tui.widgets.plain import DataTable
from lexitile.tui.widgets.preview import PreviewView
from lexitile.tui.widgets.rack import RackView
from lexitile.tui.widgets.scores import ScoresView
from lexitile.tui.widgets.unseen import UnseenView
from lexitile.tui.widgets.wordbox import WordBox

#: the names of moves other than plays (``EventKind`` values), shown when a computer moves
_KIND_NAMES = {"pass": N_("pass"), "exchange": N_("exchange")}

HINT = N_("Type letters to place tiles at the cursor · Space: across/down · ? then a letter: blank")
WORD_BOX_HINT = N_("Typing in the word box · Enter: where the word fits · Esc: back to the board")

_NOT_ON_RACK = re.compile(r"letters not on your rack: (.*)")


def quick_detail_text(result) -> str:
    """Why quick mode found no placement (``engine.quickmode.WordPlacements.detail``)
    in the interface language; the word and letters stay as they are."""
    from lexitile.engine.quickmode import NoFit

    if result.reason is NoFit.NOT_A_WORD:
        return _("{word} is not a word").format(word=repr(result.word)) if result.word else _("type a word")
    if result.reason is NoFit.NOT_ON_RACK:
        m = _NOT_ON_RACK.fullmatch(result.detail)
        return _("letters not on your rack: {letters}").format(letters=m[1]) if m else result.detail
    if result.reason is NoFit.NO_PLACE:
        return _("{word}: no place on the board").format(word=result.word)
    return result.detail


class GameScreen(Screen[None]):
    """A game in progress (or finished, for looking at the final board).

    Args:
        session: the game and its save file.
        curtain: start behind the hotseat curtain (True for a new or resumed game).
    """

    BINDINGS = [
        Binding("enter", "commit", N_("Play")),
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

    def __init__(self, session: Session, *, curtain: bool = True):
        super().__init__()
        localize_bindings(self, short=True)
        self.session = session
        game = session.game
        self.draft = Draft(game.board.rows, game.board.cols, game.board.layout.start)
        self.curtain_up = curtain and not session.finished
        self.hotseat = Hotseat()
        self.rng = random.Random()
        self._over_shown = False
        #: what a computer player is doing (shown in the preview), ``None`` when idle;
        #: the board takes no moves meanwhile.
        self.thinking: str | None = None
        #: hint of this turn: (history length, Hint, steps shown)
        self.hint_state: tuple[int, Hint, int] | None = None
        #: quick mode: (WordPlacements, selected index)
        self.quick: tuple[WordPlacements, int] | None = None
        self._preview_message = ""

    # ----------------------------------------------------------------- layout
    def compose(self) -> ComposeResult:
        game = self.session.game
        with Vertical(id="left"):
            yield BoardView(game.board, game.rules.tileset, id="board")
            yield RackView(game.rules.tileset, id="rack")
            yield PreviewView(id="preview")
            yield WordBox(game.lexicon, id="wordbox")
        with Vertical(id="right"):
            yield ScoresView(id="scores")
            yield UnseenView(id="unseen")
            yield HistoryView(id="history")
            yield BreakdownView(id="breakdown")
        yield Footer(compact=True, show_command_palette=False)

    def on_resize(self, event) -> None:
        self.fit_board(event.size.width, event.size.height)

    def fit_board(self, width: int, height: int) -> None:
        """Use the large board when the terminal has room for it (and the side panel)."""
        board = self.query_one("#board", BoardView)
        rows, cols = board.board.rows, board.board.cols
        large = width >= 2 + 4 * cols + 36 and height >= 1 + 2 * rows + 8
        board.set_large(large)
        self.set_class(large, "-large-board")
        # the left column is as wide as the board (boards differ: 15, 17, 21 columns)
        self.query_one("#left").styles.width = 2 + board.cell_size[0] * cols + 1

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

    # ----------------------------------------------------------------- drawing
    def last_play_squares(self) -> set[tuple[int, int]]:
        """Squares of the most recent play (highlighted on the board)."""
        for event in reversed(self.session.game.history):
            if event.kind is EventKind.PLAY and event.placement is not None:
                return {(r, c) for r, c, _tile in event.placement.tiles}
        return set()

    def refresh_all(self) -> None:
        """Redraw every part from the game state."""
        game = self.session.game
        hidden = self.curtain_up or self.session.finished
        self.query_one("#board", BoardView).show(
            game.board, self.draft, self.last_play_squares(), not hidden, self.board_marks()
        )
        self.refresh_rack()
        self.refresh_scores()
        self.refresh_unseen()
        self.refresh_wordbox()
        history = self.query_one("#history", HistoryView)
        history.show(game.history, game.players)
        self.query_one("#breakdown", BreakdownView).show(history.selected_event, game.players)
        self.update_preview()

    def refresh_scores(self) -> None:
        """Redraw the scores, the clocks and the table flags."""
        session = self.session
        game = session.game
        finished = session.finished
        over = (_("annulled") if session.aborted else _("game over")) if finished else ""
        clock = session.clock
        now = session.now()
        clocks: list[str] = []
        overtime: list[bool] = []
        flags = []
        if clock.enabled and clock.control is not None and clock.control.game_seconds is not None:
            for seat in range(len(game.players)):
                left = clock.game_left(seat, now) or 0.0
                late = left < 0
                text = format_clock(left)
                if late:
                    text += f" -{clock.penalty(seat, now)}"
                clocks.append(text)
                overtime.append(late)
        move_left = clock.move_left(now)
        if move_left is not None and not finished:
            flags.append(_("⏱ {time} left").format(time=format_clock(move_left)))
        elif clock.enabled and clock.control is not None and clock.control.move_seconds is not None and not finished:
            flags.append(_("⏱ {seconds} s a move").format(seconds=clock.control.move_seconds))
        if session.options.classic:
            flags.append(_("classic"))
        if session.options.pairs:
            flags.append(_("pairs"))
        self.query_one("#scores", ScoresView).show(
            game.players,
            game.scores,
            None if finished else game.turn,
            len(game.bag),
            over,
            clocks,
            overtime,
            " · ".join(flags),
            robots=tuple(session.robots),
        )

    def refresh_wordbox(self) -> None:
        """The word box is off while a play may still be challenged. In games where
        words are judged by challenge it gives no verdict at all (it serves quick mode;
        the challenge window settles a challenge), and in classic mode there it is off."""
        session = self.session
        box = self.query_one("#wordbox", WordBox)
        box.set_checks(session.word_box_checks, _("no word check: challenge game"))
        usable = not session.challenge_open and (session.word_box_checks or session.allows_quick)
        box.set_open(usable, _("off: challenge"))

    def refresh_rack(self) -> None:
        """Redraw the rack of the player on turn (in pairs play, the team rack, shown
        to the partner on turn only)."""
        game = self.session.game
        hidden = self.curtain_up or self.session.finished
        note = _("(game over)") if self.session.finished else _("(rack hidden)")
        self.query_one("#rack", RackView).show(
            self.session.person_on_turn(), self.session.rack_order(game.turn), self.draft.used_slots, hidden, note
        )

    def refresh_unseen(self) -> None:
        """Redraw the unseen-tiles panel (empty behind the curtain)."""
        game = self.session.game
        view = self.query_one("#unseen", UnseenView)
        if self.curtain_up or self.session.finished:
            from collections import Counter

            view.show(game.players[game.turn], Counter(), (), hidden=True)
        else:
            view.show(game.players[game.turn], game.unseen(game.turn), game.rules.tileset.letters)

    def update_preview(self, message: str = "") -> None:
        """Judge the draft with the engine and show the verdict (and ``message``)."""
        preview = self.query_one("#preview", PreviewView)
        self._preview_message = message
        game = self.session.game
        if self.session.finished:
            preview.hint(_("The game is over. Enter: the result · ctrl+q: quit"))
            return
        if self.thinking is not None:
            preview.hint(self.thinking, message)
            return
        if self.curtain_up:
            preview.hint(_("Waiting for {name}…").format(name=self.session.person_on_turn()))
            return
        if self.draft.blank_slot is not None:
            preview.hint(_("Blank: type the letter it stands for (Backspace: cancel)"), message)
            return
        pending = game.pending
        if pending is not None and self.session.challenge_open:
            who = game.players[pending.seat]
            words = ", ".join(pending.words) or "-"
            preview.hint(
                _("{name}'s play ({words}) may be challenged: ctrl+k opens the challenge window").format(
                    name=who, words=words
                ),
                message,
            )
            return
        if not self.draft.tiles:
            if self.word_box_has_focus():
                preview.hint(_(WORD_BOX_HINT), message or self.hint_text())
                return
            extra = (
                message
                or self.hint_text()
                or _("Cursor {cursor} · Tab: rack, word box, history").format(cursor=self.draft.describe_cursor())
            )
            preview.hint(_(HINT), extra)
            return
        if game.lexicon is None:
            preview.hint(_("The word list is still loading…"), message)
            return
        placement = self.draft.placement()
        try:
            score = game.check_play(placement)
        except IllegalMoveError as exc:
            preview.illegal(exc.message, exc.reason.value, message)
            return
        coordinate, word = notation(game.board, placement)
        preview.legal(
            f"{coordinate} {word}",
            score,
            self.quick_text() or self.words_judged_later(),
            enter_plays=self.focused is None or isinstance(self.focused, BoardView),
        )
        if message:
            preview.message(message)

    def words_judged_later(self) -> str:
        """A note for rule sets where words are judged only when challenged."""
        check = getattr(self.session.game.rules, "word_check", None)
        if check is not None and getattr(check, "value", "") == "challenge":
            return _("words are judged only if an opponent challenges")
        return ""

    def after_draft_change(self, message: str = "") -> None:
        """Redraw the parts a key press can change (board, rack, preview)."""
        game = self.session.game
        self.query_one("#board", BoardView).show(
            game.board, self.draft, self.last_play_squares(), not self.curtain_up, self.board_marks()
        )
        self.refresh_rack()
        self.update_preview(message)

    # ----------------------------------------------------------------- board input
    def _can_act(self) -> bool:
        return not self.curtain_up and not self.session.finished and self.thinking is None

    def _must_answer_went_out(self) -> bool:
        """True (and opens the challenge window) while the last play is still open to
        challenge: no other move starts until it is accepted or settled."""
        if self.session.challenge_open:
            self.open_challenge_window()
            return True
        return False

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

    def on_descendant_focus(self, _event) -> None:
        # the preview says where typed letters go; the last message stays
        if self.is_mounted:
            self.update_preview(self._preview_message)

    def word_box_has_focus(self) -> bool:
        """True while the player types in the word box (letters go there, not to the board)."""
        focused = self.focused
        return focused is not None and focused.id == "word-input"

    # ----------------------------------------------------------------- actions
    def check_action(self, action: str, parameters: tuple[object, ...]) -> bool | None:
        if (
            action in ("shuffle", "recall", "exchange", "pass_turn", "resign", "toggle_unseen")
            and self.session.finished
        ):
            return False
        if action == "annul" and self.session.finished:
            return False
        if action == "challenge":
            return self.can_challenge()
        if action == "hint" and (self.session.finished or self.session.options.classic):
            return False
        return not (action == "seats" and (self.session.finished or self.session.options.pairs))

    def can_challenge(self) -> bool:
        """True while the last play may still be challenged (challenge rules)."""
        return self.session.challenge_open

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
            HelpScreen(self.session.game.rules, self.session.options, lexicon=self.session.saved.lexicon)
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
        self.app.push_screen(ExchangeScreen(order, game.rules.tileset, len(game.bag)), self._exchange_chosen)

    def exchange_refusal(self) -> str:
        """Why the player on turn cannot exchange now (``""`` when they can)."""
        game = self.session.game
        need = max(1, game.rules.exchange_min_bag)
        if len(game.bag) < need:
            return _("it needs at least {need} tiles in the bag; the bag holds {n}").format(need=need, n=len(game.bag))
        limit = getattr(game.rules, "max_exchanges", None)
        made = getattr(game, "exchanges_made", None)
        if limit is not None and made is not None and made[game.turn] >= limit:
            return _("each player may exchange at most {limit} times a game").format(limit=limit)
        if not game.can_exchange():
            return _("the rules do not allow it now")
        return ""

    def _exchange_chosen(self, tiles: str | None) -> None:
        if not tiles:
            self.update_preview(_("Exchange cancelled"))
            return
        try:
            event = self.session.exchange(tiles)
        except IllegalMoveError as exc:
            self.update_preview(_("No exchange: {reason}").format(reason=error_text(exc)))
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

    # ----------------------------------------------------------------- challenges
    def open_challenge_window(self) -> None:
        """After a play under challenge rules: the racks stay hidden and every
        opponent accepts or challenges (:class:`ChallengeWindowScreen`)."""
        session = self.session
        if not session.challenge_open or any(isinstance(s, ChallengeWindowScreen) for s in self.app.screen_stack):
            return
        self.curtain_up = True
        self.refresh_all()
        pending = session.game.pending
        assert pending is not None  # challenge_open: a play awaits its verdict
        opponents = session.opponents(pending.seat)
        robots = [seat for seat in opponents if session.is_robot(seat)]
        answers: dict[int, str] = {}
        challenger = None
        if robots:
            from lexitile.play.robot_seats import judge

            referee = judge(session.game.lexicon)
            for seat in robots:
                if challenger is None and referee.wants_to_challenge(session.game, seat):
                    challenger = seat
                answers[seat] = "accept"
        if challenger is None and len(answers) == len(opponents):
            # every opponent is a computer and accepts: no window
            session.accept()
            self.turn_done(None)
            return
        if challenger is not None and not session.human_seats():
            session.challenge(challenger)
            self.turn_done(None)
            return
        screen = ChallengeWindowScreen(session, answers=answers, challenger=challenger)
        self.app.push_screen(screen, self._challenge_window_closed)

    def _challenge_window_closed(self, outcome: str | None) -> None:
        # the opponents answered at the keyboard: whoever plays next needs the curtain
        self.hotseat.keyboard_passed()
        if outcome == "undo":
            self.ask_to_undo(on_refused=self.open_challenge_window)
            return
        self.turn_done(None)

    def ask_to_undo(self, on_refused) -> None:
        """The player who just played asks to take the play back; every opponent
        answers on their own key press; taken back only if all agree."""
        session = self.session
        game = session.game
        last = next((e for e in reversed(game.history) if e.kind is EventKind.PLAY), None)
        if last is None or not session.can_undo():
            on_refused()
            return
        mover = game.players[last.player]
        voters = session.people(session.opponents(last.player))
        screen = AgreementScreen(
            _("{name} asks to take back {move} ({points:+d})").format(
                name=mover, move=last.move_text, points=last.score
            ),
            _("agree?"),
            voters,
        )

        def answered(yes: bool | None) -> None:
            if not yes:
                self.notify(
                    _("{who} refused: {name}'s play stands.").format(
                        who=screen.refused_by or _("An opponent"), name=mover
                    ),
                    timeout=6,
                )
                on_refused()
                return
            session.undo_last_play()
            self.notify(
                _("Every opponent agreed: {name}'s play {move} is taken back.").format(name=mover, move=last.move_text),
                timeout=6,
            )
            self.draft = Draft(
                game.board.rows,
                game.board.cols,
                self.draft.cursor if self.draft.cursor_on_board() else game.board.layout.start,
            )
            if any(not session.is_robot(seat) for seat in session.opponents(last.player)):
                # the opponents answered: they hold the keyboard, so the mover's rack
                # comes back behind the curtain
                self.hotseat.keyboard_passed()
            self.when_saved(self.next_turn)

        self.app.push_screen(screen, answered)

    # ----------------------------------------------------------------- annul
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

    # ----------------------------------------------------------------- time
    def tick(self) -> None:
        """Look at the clock: redraw the clocks; when the time for the move is up, the
        move counts as a pass (or the :attr:`Session.timeout_mover` hook makes it)."""
        session = self.session
        if not self.is_attached or session.finished or not session.clock.enabled or self.thinking is not None:
            return
        self.refresh_scores()
        left = session.clock.move_left(session.now())
        if left is not None and left <= 0 and not self.curtain_up:
            self.move_time_out()

    def move_time_out(self) -> None:
        """The time per move ran out: dialogs close, placed tiles go back, and the
        move is a pass or the game plays for the player (:attr:`Session.timeout_plays`)."""
        while self.app.screen is not self and len(self.app.screen_stack) > 1:
            self.app.pop_screen()
        self.draft.recall()
        self.quick = None
        name = self.session.person_on_turn()
        if self.session.timeout_plays and self.session.timeout_mover is None:
            # Kreuzwort: "the game plays the move for him": a play of median equity, so
            # that waiting out the clock is never a strategy
            self.run_robot(
                "timeout",
                _("{name}'s time ran out: the computer plays for {name}…").format(name=name),
                note=f"time ran out: the computer played for {name}",
                timed_out=True,
            )
            return
        try:
            event = self.session.time_out()
        except IllegalMoveError as exc:
            self.update_preview(error_text(exc))
            return
        self.notify(_("{name}'s time ran out: the move counts as a pass.").format(name=name), timeout=6)
        self.turn_done(event)

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

    # ----------------------------------------------------------------- turns
    def turn_done(self, event: Event | None) -> None:
        """After a turn: new draft, redraw, then the result or the curtain."""
        game = self.session.game
        cursor = self.draft.cursor if self.draft.cursor_on_board() else game.board.layout.start
        self.draft = Draft(game.board.rows, game.board.cols, cursor)
        self.thinking = None
        self.quick = None
        self.hint_state = None
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
        from lexitile.tui.screens.save_failed import SaveFailedScreen

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
            seat = session.game.turn
            level = session.robots[seat]
            self.run_robot(
                level,
                _("{name} (computer, {level}) is thinking…").format(name=session.game.players[seat], level=_(level)),
            )
            return
        if self.hotseat.needs_curtain(session.person_on_turn(), len(session.humans())):
            self.raise_curtain()
        else:
            self._curtain_lowered()

    # ----------------------------------------------------------------- computer players
    def run_robot(self, level: str, doing: str, *, note: str | None = None, timed_out: bool = False) -> None:
        """Let the computer choose the move for the seat on turn in a worker thread;
        :meth:`_robot_chose` makes it."""
        from lexitile.engine.automaton_cache import automaton_ready

        session = self.session
        game = session.game
        if not automaton_ready(game.lexicon):
            self._show_build_progress(doing)
            doing = _("{doing} (preparing the computer player…)").format(doing=doing)
        self.thinking = doing
        self.refresh_all()
        seat, at = game.turn, len(game.history)
        seed = (session.saved.seed * 7919 + at) & 0xFFFFFFFF
        work = functools.partial(self._robot_work, level, seat, at, seed, note, timed_out)
        # not exclusive: the next robot turn starts from the callback of this worker
        self.run_worker(work, thread=True, group="robot", exit_on_error=False)

    def _show_build_progress(self, doing: str) -> None:
        """While the move generator is built (first use of a word list, seconds): the
        percentage done in the thinking line, a few times a second, until it is ready."""
        from lexitile.engine.automaton_cache import automaton_ready, build_progress

        lexicon = self.session.game.lexicon

        def look() -> None:
            if self.thinking is None or not self.is_attached or automaton_ready(lexicon):
                timer.stop()
                return
            done = build_progress()
            if done is None:
                return  # not started yet
            self.thinking = _("{doing} (preparing the computer player: {percent}%)").format(
                doing=doing, percent=int(done * 100)
            )
            self.refresh_all()

        timer = self.set_interval(0.3, look)

    def _robot_work(self, level: str, seat: int, at: int, seed: int, note: str | None, timed_out: bool) -> None:
        """Worker thread: choose (the game is not changed here; the board takes no
        moves meanwhile)."""
        from lexitile.engine.automaton_cache import NoAutomaton
        from lexitile.engine.robots import Action
        from lexitile.play.robot_seats import robot_for

        game = self.session.game
        action: Action | None = None
        problem = ""
        try:
            if level == "timeout":
                from lexitile.engine.automaton_cache import automaton_of
                from lexitile.engine.timeout import timeout_play

                action = timeout_play(game, automaton_of(game.lexicon), game.lexicon)
                problem = "" if action is not None else N_("no legal play")
            else:
                action = robot_for(level, game.lexicon, seed).choose(game)
        except NoAutomaton as exc:
            problem = str(exc)
        except Exception as exc:  # noqa: BLE001 - a robot must never take the app down
            problem = f"the computer player failed: {exc}"
        self.app.call_from_thread(self._robot_chose, seat, at, action, problem, note, timed_out)

    def _robot_chose(self, seat: int, at: int, action, problem: str, note: str | None, timed_out: bool) -> None:
        """Main thread: make the computer's move, show it a moment, then go on."""
        session = self.session
        game = session.game
        if not self.is_attached or session.finished or game.turn != seat or len(game.history) != at:
            self.thinking = None
            return
        if not timed_out and not session.is_robot(seat):
            # the seat was taken back while the computer was thinking
            self.thinking = None
            self.next_turn()
            return
        name = session.person_on_turn()
        try:
            if action is None and timed_out:
                event = session.time_out()
                self.notify(
                    _("{name}'s time ran out: the move counts as a pass ({problem}).").format(
                        name=name, problem=_(problem)
                    ),
                    timeout=6,
                )
            elif action is None:
                session.add_note(f"the computer could not play: {problem}")
                event = session.pass_turn()
                # the note above stays English; the notice shows the reason in the interface language
                self.notify(
                    _("{name} passes: {problem}").format(name=name, problem=_(problem)), severity="warning", timeout=8
                )
            else:
                event = session.perform(action, note)
        except IllegalMoveError as exc:
            self.thinking = None
            self.update_preview(error_text(exc))
            return
        if event.kind is EventKind.PLAY:
            if timed_out:
                self.notify(
                    _("{name}'s time ran out: the computer played {move} for {points} for {name}.").format(
                        name=name, move=event.move_text, points=event.score
                    ),
                    timeout=6,
                )
            self.thinking = _("{name} played {move} for {points}").format(
                name=name, move=event.move_text, points=event.score
            )
        else:
            shown = _(_KIND_NAMES.get(event.kind.value, event.kind.value))
            if timed_out:
                self.notify(
                    _("{name}'s time ran out: the computer played {move} for {name}.").format(name=name, move=shown),
                    timeout=6,
                )
            self.thinking = _("{name} played {move}").format(name=name, move=shown)
        cursor = self.draft.cursor if self.draft.cursor_on_board() else game.board.layout.start
        self.draft = Draft(game.board.rows, game.board.cols, cursor)
        self.refresh_all()
        pause = float(getattr(self.app, "robot_pause", 0.0))
        if pause > 0 and not session.finished:
            self.set_timer(pause, lambda: self.turn_done(event))
        else:
            self.turn_done(event)

    def action_seats(self) -> None:
        """ctrl+t: hand a seat to the computer, or take it back."""
        session = self.session
        if session.finished:
            return

        def chosen(robots: dict[int, str] | None) -> None:
            if robots is None or robots == session.robots:
                return
            for seat in range(len(session.game.players)):
                level = robots.get(seat)
                if session.robots.get(seat) != level:
                    session.set_robot(seat, level)
            if session.unsaved:
                self.show_save_failed(lambda: None)
            if self.thinking is None and session.is_robot() and not session.challenge_open:
                self.draft.recall()
                self.quick = None
                self.next_turn()

        self.app.push_screen(SeatsScreen(session.game.players, session.robots, session.game.turn), chosen)

    # ----------------------------------------------------------------- hints
    def action_hint(self) -> None:
        """ctrl+g: the best move's score; again, its position; again, the whole move.
        Each hint is noted in the saved game."""
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
        from lexitile.engine.automaton_cache import automaton_ready

        if automaton_ready(session.game.lexicon):
            self.update_preview(_("Looking for the best move…"))
        else:
            self.update_preview(_("Looking for the best move… (preparing the computer player…)"))
        self.run_worker(
            functools.partial(self._hint_work, at), thread=True, group="hint", exclusive=True, exit_on_error=False
        )

    def _hint_work(self, at: int) -> None:
        from lexitile.engine.automaton_cache import NoAutomaton, automaton_of
        from lexitile.engine.quickmode import hint

        game = self.session.game
        try:
            found = hint(game, automaton_of(game.lexicon), lexicon=game.lexicon)
        except (NoAutomaton, IllegalMoveError) as exc:
            reason = error_text(exc) if isinstance(exc, IllegalMoveError) else _(str(exc))
            self.app.call_from_thread(self.update_preview, _("No hint: {reason}").format(reason=reason))
            return
        self.app.call_from_thread(self._hint_found, at, found)

    def _hint_found(self, at: int, found) -> None:
        if len(self.session.game.history) != at or not self._can_act():
            return
        self._show_hint(found, 1)

    def _show_hint(self, found, step: int) -> None:
        step = min(step, 3)
        session = self.session
        self.hint_state = (len(session.game.history), found, step)
        name = session.person_on_turn()
        if found.move is None:
            seen = "that there is no play"
        elif step == 1:
            seen = f"the best play's score ({found.score})"
        elif step == 2:
            seen = f"the best play's score and position ({found.score} at {found.coordinate})"
        else:
            seen = f"the best play ({found.text} {found.score})"
        session.add_note(f"hint {step}: {name} saw {seen}", replace_prefix="hint ")
        session.save()
        self.after_draft_change()

    def hint_text(self) -> str:
        """The hint of this turn, as far as it was asked for."""
        if self.hint_state is None or self.hint_state[0] != len(self.session.game.history):
            return ""
        _at, found, step = self.hint_state
        if step < 3 and found.move is not None:
            return _("Hint: {hint} · ^g: more").format(hint=hint_text(found, step))
        return _("Hint: {hint}").format(hint=hint_text(found, step))

    def board_marks(self) -> dict[tuple[int, int], str]:
        """Squares highlighted on the board: the hint's position (step 2: where the
        move starts; step 3: every new tile) and quick mode's other placements (their
        score on the first square)."""
        marks: dict[tuple[int, int], str] = {}
        if self.quick is not None:
            result, index = self.quick
            for i, move in enumerate(result.moves):
                if i == index:
                    continue
                squares = [(r, c) for r, c, _tile in move.tiles]
                for sq in squares:
                    marks.setdefault(sq, "")
                first = squares[0]
                if not marks[first]:
                    marks[first] = str(move.score)
            return marks
        if (
            self.hint_state is not None
            and self.hint_state[0] == len(self.session.game.history)
            and not self.draft.tiles  # the player places a move of their own: the hint's tiles go
        ):
            _at, found, step = self.hint_state
            if found.move is not None and step >= 2:
                squares = list(found.squares)
                if step == 2:
                    marks[squares[0]] = ""
                else:
                    for r, c, t in found.move.tiles:
                        marks[(r, c)] = f" {t} "
        return marks

    # ----------------------------------------------------------------- quick mode
    def start_quick(self, word: str) -> None:
        """Enter in the word box: every placement of the word with the rack."""
        if not self._can_act() or self.session.challenge_open:
            return
        if not self.session.allows_quick:
            self.update_preview(_("Quick mode is off in classic mode"))
            return
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
        from lexitile.engine.automaton_cache import NoAutomaton, automaton_of
        from lexitile.engine.quickmode import placements_by_shape, placements_of_word

        game = self.session.game
        rules = game.rules
        if not self.session.word_box_checks:
            # words judged by challenge: where the letters fit, never whether they are a word
            self.app.call_from_thread(self._quick_found, at, placements_by_shape(game, word))
            return
        try:
            result = placements_of_word(
                game.board,
                list(game.rack),
                word,
                rules.tileset,
                automaton_of(game.lexicon),
                game.lexicon,
                rules.bingo_bonus,
                rules.rack_size,
            )
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
        rack = self.session.rack_order(game.turn)
        draft = Draft(game.board.rows, game.board.cols, (move.row, move.col))
        draft.direction = move.direction
        free = list(range(len(rack)))
        from lexitile.play.draft import DraftTile

        for r, c, t in move.tiles:
            want = "?" if t.islower() else t
            slot = next((i for i in free if rack[i] == want), None)
            if slot is None:
                self.quick = None
                self.after_draft_change(_("Quick mode: that placement does not match the rack"))
                return
            free.remove(slot)
            draft.tiles.append(DraftTile(r, c, t, slot))
        draft.cursor = (move.row, move.col)
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

    def quick_text(self) -> str:
        """``Quick 1/3 · ←/→ or Tab: next · Esc: cancel`` (the preview line above shows
        the selected placement and its score; Enter plays it)."""
        if self.quick is None:
            return ""
        result, index = self.quick
        if self.word_box_has_focus():
            text = _("Quick {index}/{count} · Tab: next · Esc: to the board, where Enter plays it")
        else:
            text = _("Quick {index}/{count} · ←/→ or Tab: next · Esc: cancel")
        return text.format(index=index + 1, count=len(result.moves))

    def raise_curtain(self) -> None:
        """Hide the racks and show "Pass to <name>" until that player presses Enter."""
        session = self.session
        game = session.game
        self.curtain_up = True
        self.query_one("#wordbox", WordBox).clear()
        self.refresh_all()
        last = session.last_event()
        team = game.players[game.turn] if session.options.pairs else None
        undo_by = None
        if session.can_undo() and last is not None and last.kind is EventKind.PLAY:
            undo_by = session.people([last.player])[0] if not session.options.pairs else game.players[last.player]
        self.app.push_screen(
            CurtainScreen(
                session.person_on_turn(),
                last,
                game.players,
                team=team,
                undo_by=undo_by,
                from_position=getattr(session, "from_position", False),
            ),
            self._curtain_closed,
        )

    def _curtain_closed(self, answer: str | None = None) -> None:
        if answer == "undo":
            self.ask_to_undo(on_refused=self.raise_curtain)
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
        self.app.push_screen(GameOverScreen(self.session, summary))
