"""The game screen: board, rack, scores, history, live preview and word box.

Keys go to the board (placing tiles) unless the rack, the history or the word box has
the focus (Tab moves between them). Every turn is sent to the engine through the
:class:`~lexitile.tui.session.Session`, which saves the game; after each turn the hotseat
curtain hides the racks until the next player presses Enter.
"""

from __future__ import annotations

import random

from textual.app import ComposeResult
from textual.binding import Binding
from textual.containers import Vertical
from textual.screen import Screen
from textual.widgets import DataTable, Footer, Input

from lexitile.errors import IllegalMoveError
from lexitile.rules.events import Event, EventKind
from lexitile.rules.placement import notation
from lexitile.tui.draft import Draft, DraftError, shuffled
from lexitile.tui.screens.dialogs import ConfirmScreen
from lexitile.tui.screens.curtain import CurtainScreen
from lexitile.tui.screens.exchange import ExchangeScreen
from lexitile.tui.screens.game_over import GameOverScreen
from lexitile.tui.screens.help import HelpScreen
from lexitile.tui.session import Session
from lexitile.tui.widgets.board import BoardView
from lexitile.tui.widgets.history import BreakdownView, HistoryView
from lexitile.tui.widgets.preview import PreviewView
from lexitile.tui.widgets.rack import RackView
from lexitile.tui.widgets.scores import ScoresView
from lexitile.tui.widgets.unseen import UnseenView
from lexitile.tui.widgets.wordbox import WordBox

HINT = "Type letters to place tiles at the cursor · Space: across/down · ? then a letter: blank"


class GameScreen(Screen[None]):
    """A game in progress (or finished, for looking at the final board).

    Args:
        session: the game and its save file.
        curtain: start behind the hotseat curtain (True for a new or resumed game).
    """

    BINDINGS = [
        Binding("enter", "commit", "Play"),
        Binding("ctrl+s", "shuffle", "Shuffle", priority=True),
        Binding("ctrl+r", "recall", "Recall", priority=True),
        Binding("ctrl+x", "exchange", "Exchange", priority=True),
        Binding("ctrl+p", "pass_turn", "Pass", priority=True),
        Binding("f1", "help", "Help", priority=True),
        Binding("ctrl+e", "resign", "Resign", priority=True),
        Binding("ctrl+u", "toggle_unseen", "Unseen", priority=True, show=False),
        Binding("ctrl+k", "challenge", "Challenge", priority=True),
        Binding("escape", "focus_board", "Back to the board", show=False),
    ]

    def __init__(self, session: Session, *, curtain: bool = True):
        super().__init__()
        self.session = session
        game = session.game
        self.draft = Draft(game.board.rows, game.board.cols, game.board.layout.start)
        self.curtain_up = curtain and not session.finished
        self.rng = random.Random()
        self._over_shown = False

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
        self.fit_board(self.app.size.width, self.app.size.height)
        self.query_one("#unseen").display = False
        self.query_one("#board", BoardView).focus()
        self.refresh_all()
        if self.session.finished:
            self.call_after_refresh(self.show_game_over)
        elif self.curtain_up:
            self.call_after_refresh(self.raise_curtain)

    # ----------------------------------------------------------------- drawing
    def last_play_squares(self) -> set[tuple[int, int]]:
        """Squares of the most recent play (highlighted on the board)."""
        for event in reversed(self.session.game.history):
            if event.kind is EventKind.PLAY and event.placement is not None:
                return {(r, c) for r, c, _ in event.placement.tiles}
        return set()

    def refresh_all(self) -> None:
        """Redraw every part from the game state."""
        game = self.session.game
        hidden = self.curtain_up or self.session.finished
        self.query_one("#board", BoardView).show(game.board, self.draft, self.last_play_squares(), not hidden)
        self.refresh_rack()
        over = "game over" if self.session.finished else ""
        self.query_one("#scores", ScoresView).show(
            game.players, game.scores, None if self.session.finished else game.turn, len(game.bag), over
        )
        self.refresh_unseen()
        history = self.query_one("#history", HistoryView)
        history.show(game.history, game.players)
        self.query_one("#breakdown", BreakdownView).show(history.selected_event, game.players)
        self.update_preview()

    def refresh_rack(self) -> None:
        """Redraw the rack of the player on turn."""
        game = self.session.game
        hidden = self.curtain_up or self.session.finished
        note = "(game over)" if self.session.finished else "(rack hidden)"
        self.query_one("#rack", RackView).show(
            game.players[game.turn], self.session.rack_order(game.turn), self.draft.used_slots, hidden, note
        )

    def refresh_unseen(self) -> None:
        """Redraw the unseen-tiles panel (empty behind the curtain)."""
        game = self.session.game
        view = self.query_one("#unseen", UnseenView)
        if self.curtain_up or self.session.finished:
            from collections import Counter

            view.show(game.players[game.turn], Counter(), ())
        else:
            view.show(game.players[game.turn], game.unseen(game.turn), game.rules.tileset.letters)

    def update_preview(self, message: str = "") -> None:
        """Judge the draft with the engine and show the verdict (and ``message``)."""
        preview = self.query_one("#preview", PreviewView)
        game = self.session.game
        if self.session.finished:
            preview.hint("The game is over. Enter: the result · ctrl+q: quit")
            return
        if self.curtain_up:
            preview.hint(f"Waiting for {game.players[game.turn]}…")
            return
        if self.draft.blank_slot is not None:
            preview.hint("Blank: type the letter it stands for (Backspace: cancel)", message)
            return
        pending = getattr(game, "pending", None)
        if not self.draft.tiles and pending is not None and self.can_challenge():
            who = game.players[pending.seat]
            words = ", ".join(pending.words) or "-"
            if pending.went_out:
                preview.hint(f"{who} played out with {words}: ctrl+k to challenge, Enter to accept (the game ends)", message)
            else:
                preview.hint(f"{who}'s play ({words}) may be challenged: ctrl+k; or just make your move", message)
            return
        if not self.draft.tiles:
            extra = message or f"Cursor {self.draft.describe_cursor()} · Tab: rack, word box, history"
            preview.hint(HINT, extra)
            return
        if game.lexicon is None:
            preview.hint("The word list is still loading…", message)
            return
        placement = self.draft.placement()
        try:
            score = game.check_play(placement)
        except IllegalMoveError as exc:
            preview.illegal(exc.reason.value, exc.detail, message)
            return
        coordinate, word = notation(game.board, placement)
        preview.legal(f"{coordinate} {word}", score, self.words_judged_later())
        if message:
            preview.message(message)

    def words_judged_later(self) -> str:
        """A note for rule sets where words are judged only when challenged."""
        check = getattr(self.session.game.rules, "word_check", None)
        if check is not None and getattr(check, "value", "") == "challenge":
            return "words are judged only if an opponent challenges"
        return ""

    def after_draft_change(self, message: str = "") -> None:
        """Redraw the parts a key press can change (board, rack, preview)."""
        game = self.session.game
        self.query_one("#board", BoardView).show(game.board, self.draft, self.last_play_squares(), not self.curtain_up)
        self.refresh_rack()
        self.update_preview(message)

    # ----------------------------------------------------------------- board input
    def _can_act(self) -> bool:
        return not self.curtain_up and not self.session.finished

    def _must_answer_went_out(self) -> bool:
        """True (and says so) while a play that went out awaits challenge or acceptance:
        no other move is possible until then."""
        pending = getattr(self.session.game, "pending", None)
        if pending is not None and pending.went_out and self.can_challenge():
            who = self.session.game.players[pending.seat]
            self.update_preview(f"{who} played out: ctrl+k to challenge, or Enter (with no tiles placed) to accept")
            return True
        return False

    def on_board_view_typed(self, event: BoardView.Typed) -> None:
        if not self._can_act():
            return
        game = self.session.game
        rack = self.session.rack_order(game.turn)
        try:
            self.draft.type_key(game.board, rack, game.rules.tileset, event.character)
        except DraftError as exc:
            self.after_draft_change(str(exc))
            return
        self.after_draft_change()

    def on_board_view_cursor_move(self, event: BoardView.CursorMove) -> None:
        self.draft.move_cursor(event.drow, event.dcol)
        self.after_draft_change()

    def on_board_view_square_clicked(self, event: BoardView.SquareClicked) -> None:
        self.draft.set_cursor(event.row, event.col)
        self.after_draft_change()

    def on_board_view_command(self, event: BoardView.Command) -> None:
        if event.name == "commit":
            self.action_commit()
            return
        if event.name == "toggle":
            self.draft.toggle_direction()
        elif event.name == "take_back":
            self.draft.take_back()
        elif event.name == "recall":
            if not self.draft.cancel_blank():
                self.draft.recall()
        self.after_draft_change()

    def on_rack_view_reordered(self, event: RackView.Reordered) -> None:
        self.session.set_rack_order(self.session.game.turn, event.order)

    def on_data_table_row_highlighted(self, event: DataTable.RowHighlighted) -> None:
        history = self.query_one("#history", HistoryView)
        self.query_one("#breakdown", BreakdownView).show(history.selected_event, self.session.game.players)

    def on_input_submitted(self, event: Input.Submitted) -> None:
        self.query_one("#board", BoardView).focus()

    # ----------------------------------------------------------------- actions
    def check_action(self, action: str, parameters: tuple[object, ...]) -> bool | None:
        if action in ("shuffle", "recall", "exchange", "pass_turn", "resign", "toggle_unseen") and self.session.finished:
            return False
        if action == "challenge":
            return self.can_challenge()
        return True

    def can_challenge(self) -> bool:
        """True when the player on turn may challenge the last play (challenge rules)."""
        game = self.session.game
        check = getattr(game, "can_challenge", None)
        return bool(check and not self.session.finished and check(game.turn))

    def action_commit(self) -> None:
        """Enter: play the placed tiles (or show the result of a finished game)."""
        if self.session.finished:
            self.show_game_over()
            return
        if self.curtain_up:
            self.raise_curtain()
            return
        game = self.session.game
        pending = getattr(game, "pending", None)
        if not self.draft.tiles and pending is not None and pending.went_out and self.can_challenge():
            self.session.accept()
            self.turn_done(None)
            return
        if not self.draft.tiles:
            self.update_preview("Place tiles first (or ctrl+p to pass, ctrl+x to exchange)")
            return
        if self._must_answer_went_out():
            return
        if game.lexicon is None:
            self.update_preview("Wait a moment: the word list is still loading")
            return
        try:
            event = self.session.play(self.draft.placement())
        except IllegalMoveError as exc:
            self.update_preview(f"Not played: {exc.detail}")
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
        self.app.push_screen(HelpScreen(self.session.game.rules))

    def action_exchange(self) -> None:
        """Open the exchange dialog (refused with the reason when the bag is too small)."""
        if not self._can_act() or self._must_answer_went_out():
            return
        game = self.session.game
        refusal = self.exchange_refusal()
        if refusal:
            self.update_preview(f"No exchange: {refusal}")
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
            return f"it needs at least {need} tiles in the bag; the bag holds {len(game.bag)}"
        limit = getattr(game.rules, "max_exchanges", None)
        made = getattr(game, "exchanges_made", None)
        if limit is not None and made is not None and made[game.turn] >= limit:
            return f"each player may exchange at most {limit} times a game"
        if not game.can_exchange():
            return "the rules do not allow it now"
        return ""

    def _exchange_chosen(self, tiles: str | None) -> None:
        if not tiles:
            self.update_preview("Exchange cancelled")
            return
        try:
            event = self.session.exchange(tiles)
        except IllegalMoveError as exc:
            self.update_preview(f"No exchange: {exc.detail}")
            return
        self.turn_done(event)

    def action_pass_turn(self) -> None:
        """Pass, after asking."""
        if not self._can_act() or self._must_answer_went_out():
            return
        name = self.session.game.players[self.session.game.turn]
        self.app.push_screen(ConfirmScreen(f"{name}: pass this turn?", "Pass", "Keep playing"), self._pass_confirmed)

    def _pass_confirmed(self, yes: bool | None) -> None:
        if not yes:
            return
        self.draft.recall()
        try:
            event = self.session.pass_turn()
        except IllegalMoveError as exc:
            self.update_preview(exc.detail)
            return
        self.turn_done(event)

    def action_challenge(self) -> None:
        """Challenge the last play (rule sets where words are judged by challenge)."""
        if not self._can_act() or not self.can_challenge():
            return
        game = self.session.game
        pending = game.pending
        who = game.players[pending.seat]
        name = game.players[game.turn]
        question = f"{name}: challenge {who}'s play {pending.event.move_text} ({', '.join(pending.words)})?"
        self.app.push_screen(ConfirmScreen(question, "Challenge", "No"), self._challenge_confirmed)

    def _challenge_confirmed(self, yes: bool | None) -> None:
        if not yes:
            return
        game = self.session.game
        turn_before = game.turn
        self.draft.recall()
        try:
            result = self.session.challenge()
        except IllegalMoveError as exc:
            self.update_preview(exc.detail)
            return
        if result.upheld:
            text = f"Challenge upheld: not valid: {', '.join(result.invalid_words)}. The play is withdrawn."
        else:
            text = "The play stands: every word is valid."
            for event in result.events:
                if event.score:
                    text += f" {game.players[event.player]} {event.score:+d}."
        self.notify(text, timeout=8)
        if self.session.finished or game.turn != turn_before:
            self.turn_done(None)
        else:
            self.after_draft_change(text)

    def action_resign(self) -> None:
        """Resign, after asking: the game ends and is recorded as resigned."""
        if not self._can_act():
            return
        name = self.session.game.players[self.session.game.turn]
        question = f"{name}: resign? The game ends now and {name} cannot win."
        self.app.push_screen(ConfirmScreen(question, "Resign", "Keep playing"), self._resign_confirmed)

    def _resign_confirmed(self, yes: bool | None) -> None:
        if not yes:
            return
        self.draft.recall()
        self.session.resign()
        self.refresh_all()
        self.show_game_over()

    # ----------------------------------------------------------------- turns
    def turn_done(self, event: Event | None) -> None:
        """After a turn: new draft, redraw, then the result or the curtain."""
        game = self.session.game
        cursor = self.draft.cursor if self.draft.cursor_on_board() else game.board.layout.start
        self.draft = Draft(game.board.rows, game.board.cols, cursor)
        if self.session.save_error:
            self.notify(self.session.save_error, severity="error", timeout=8)
        if self.session.finished:
            self.refresh_all()
            self.show_game_over()
            return
        self.curtain_up = True
        self.refresh_all()
        self.raise_curtain()

    def raise_curtain(self) -> None:
        """Hide the racks and show "Pass to <name>" until that player presses Enter."""
        game = self.session.game
        self.curtain_up = True
        self.refresh_all()
        last = next((e for e in reversed(game.history) if e.kind.is_turn), None)
        self.app.push_screen(CurtainScreen(game.players[game.turn], last, game.players), self._curtain_lowered)

    def _curtain_lowered(self, _: None = None) -> None:
        self.curtain_up = False
        self.refresh_all()
        self.query_one("#board", BoardView).focus()

    def show_game_over(self) -> None:
        """Push the game-over screen."""
        summary = self.session.summary()
        if summary is None:
            return
        self.app.push_screen(GameOverScreen(self.session, summary))
