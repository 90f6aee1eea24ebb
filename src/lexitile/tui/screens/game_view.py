"""What the game screen shows: its widgets and how each is redrawn from the session's
state (board, rack, scores and clocks, unseen tiles, history, preview, word box, and the
marks of a hint or of quick mode). :class:`~lexitile.tui.screens.game.GameScreen` builds
on it; nothing here changes the game.
"""

from __future__ import annotations

import random
from collections import Counter

from textual.app import ComposeResult
from textual.containers import Container, Vertical
from textual.screen import Screen

from lexitile.engine.quickmode import Hint, WordPlacements
from lexitile.errors import IllegalMoveError
from lexitile.i18n import N_, _, localize_bindings
from lexitile.lexicon.store import lexicon_title
from lexitile.play.board_session import Session
from lexitile.play.draft import Draft
from lexitile.play.recap import BoardFeed
from lexitile.play.turn_clock import format_clock
from lexitile.rules.events import EventKind
from lexitile.rules.placement import notation
from lexitile.tui.describe import hint_text
from lexitile.tui.shell.curtain import Hotseat
from lexitile.tui.widgets.board import BoardView
from lexitile.tui.widgets.footer import Footer
from lexitile.tui.widgets.history import BreakdownView, HistoryView
from lexitile.tui.widgets.preview import PreviewView
from lexitile.tui.widgets.rack import RackView
from lexitile.tui.widgets.scores import ScoresView
from lexitile.tui.widgets.unseen import UnseenView
from lexitile.tui.widgets.wordbox import WordBox

#: the side panel's least width beside a four-wide board
SIDE_MIN = 28
#: the side panel's width from which the history and the breakdown stand side by side
SIDE_BY_SIDE = 54

HINT = N_("Type letters to place tiles at the cursor · Space: across/down · ? then a letter: blank")
WORD_BOX_HINT = N_("Typing in the word box · Enter: where the word fits · Esc: back to the board")


class GameView(Screen[None]):
    """The game screen's widgets and their redrawing (see :class:`GameScreen`).

    Args:
        session: the game and its save file.
        curtain: start behind the hotseat curtain (True for a new or resumed game).
    """

    # ----------------------------------------------------------------- state
    def __init__(self, session: Session, *, curtain: bool = True):
        super().__init__()
        localize_bindings(self, short=True)
        self.session = session
        game = session.game
        self.draft = Draft(game.board.rows, game.board.cols, game.board.layout.start)
        self.curtain_up = curtain and not session.finished
        self.hotseat = Hotseat(recap=session.recap)
        #: the recap behind the curtain, fed from the game's history (a resumed game:
        #: from what its state file kept); a person's own turn is no news to them --
        #: the one who lifted the curtain made it (in pairs play, that partner)
        self.feed: BoardFeed = session.feed
        self.feed.witness_of = lambda seat: None if session.is_robot(seat) else self.hotseat.viewer
        self.rng = random.Random()
        self._over_shown = False
        #: what a computer player is doing (shown in the preview), ``None`` when idle;
        #: the board takes no moves meanwhile.
        self.thinking: str | None = None
        #: hint of this turn: (history length, Hint, steps shown)
        self.hint_state: tuple[int, Hint, int] | None = None
        #: the turn a hint is being looked for while the move generator is still built
        self.hint_waiting: int | None = None
        #: ctrl+g pressed while the hint is looked for: (history length, presses); the
        #: hint then opens at that many levels, as if each press had waited for the last
        self.hint_asked: tuple[int, int] | None = None
        #: quick mode: (WordPlacements, selected index)
        self.quick: tuple[WordPlacements, int] | None = None
        self._preview_message = ""

    # ----------------------------------------------------------------- layout
    def compose(self) -> ComposeResult:
        game = self.session.game
        # The layout classes for the terminal's size before the widgets are styled, so
        # the fit at mount changes none and the screen is not styled twice.
        width, height = self.app.size
        large, _wide, left = self._board_fit(game.board.rows, game.board.cols, width, height)
        self._fit_classes(width, height, large, left, update=False)
        with Vertical(id="left"):
            yield BoardView(game.board, game.rules.tileset, id="board")
            yield RackView(game.rules.tileset, id="rack")
            yield PreviewView(id="preview")
            yield WordBox(game.lexicon, id="wordbox")
        with Vertical(id="right"):
            yield ScoresView(id="scores")
            yield UnseenView(id="unseen")
            with Container(id="records"):
                yield HistoryView(id="history")
                yield BreakdownView(id="breakdown")
        yield Footer(compact=True, show_command_palette=False)

    def on_resize(self, event) -> None:
        self.fit_board(event.size.width, event.size.height)

    @staticmethod
    def _board_fit(rows: int, cols: int, width: int, height: int) -> tuple[bool, bool, int]:
        """(large, wide, width of the left column) for a ``rows`` x ``cols`` board in a
        ``width`` x ``height`` terminal (see :meth:`fit_board`)."""
        large = width >= 2 + 4 * cols + 36 and height >= 1 + 2 * rows + 8
        wide = not large and width >= 2 + 4 * cols + 1 + SIDE_MIN and height >= 1 + rows + 12
        return large, wide, 2 + BoardView.cell_size_of(large, wide)[0] * cols + 1

    def _fit_classes(self, width: int, height: int, large: bool, left: int, update: bool = True) -> None:
        """The screen's layout classes (styles are updated when one changes, if ``update``)."""
        self.set_class(large, "-large-board", update=update)
        self.set_class(height < 28, "-short", update=update)
        self.set_class(width - left - 2 >= SIDE_BY_SIDE, "-side-by-side", update=update)

    def fit_board(self, width: int, height: int) -> None:
        """Use the room the terminal has: from about 100x30 the board's squares are four
        wide with each tile's value (about 120x40: two lines high too), and where the
        side panel is wide enough the history and the breakdown stand side by side."""
        board = self.query_one("#board", BoardView)
        large, wide, left = self._board_fit(board.board.rows, board.board.cols, width, height)
        board.set_large(large, wide)
        self._fit_classes(width, height, large, left)
        # the left column is as wide as the board (boards differ: 15, 17, 21 columns)
        self.query_one("#left").styles.width = left

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
            words=self.word_list_title(),
        )

    def word_list_title(self) -> str:
        """The name of the word list in use, as the player sees it (``lexitile English,
        based on ENABLE and SCOWL``, an installed list's name, a file's name)."""
        title = getattr(self.session.game.lexicon, "title", None)
        if isinstance(title, str) and title:
            return title

        saved = getattr(self.session, "saved", None)
        spec = getattr(saved, "lexicon", "")
        return lexicon_title(spec) if spec else ""

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
                preview.hint(_(WORD_BOX_HINT), message or self.hint_text(), general=True)
                return
            extra = (
                message
                or self.hint_text()
                or _("Cursor {cursor} · Tab: rack, word box, history").format(cursor=self.draft.describe_cursor())
            )
            preview.hint(_(HINT), extra, general=True)
            return
        if game.lexicon is None:
            preview.hint(_("The word list is still loading…"), message)
            return
        placement = self.draft.placement()
        try:
            score = game.check_play(placement)
        except IllegalMoveError as exc:
            preview.illegal(exc.message, message)
            return
        coordinate, word = notation(game.board, placement)
        preview.legal(
            f"{coordinate} {word}",
            score,
            self.quick_text() or self.words_judged_later(),
            enter_plays=self.focused is None or isinstance(self.focused, BoardView),
            message=message,
        )

    def words_judged_later(self) -> str:
        """A note for rule sets where words are judged only when challenged."""
        if self.session.challenge_mode:
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

    # ----------------------------------------------------------------- focus
    def _can_act(self) -> bool:
        return not self.curtain_up and not self.session.finished and self.thinking is None

    def word_box_has_focus(self) -> bool:
        """True while the player types in the word box (letters go there, not to the board)."""
        focused = self.focused
        return focused is not None and focused.id == "word-input"

    def on_descendant_focus(self, _event) -> None:
        # the preview says where typed letters go; the last message stays
        if self.is_mounted:
            self.update_preview(self._preview_message)
