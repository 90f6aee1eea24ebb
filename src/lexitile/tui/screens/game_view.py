"""What the game screen shows: its widgets and how each is drawn from the table's state
(board, rack, scores and clocks, unseen tiles, history, preview, word box, and the
marks of a hint or of quick mode). :class:`~lexitile.tui.screens.game.GameScreen` builds
on it; nothing here changes the game: the turn flow is the table's
(:class:`~lexitile.play.board_table.BoardTable`).
"""

from __future__ import annotations

from collections import Counter

from textual import events
from textual.app import ComposeResult
from textual.containers import Container, Vertical
from textual.screen import Screen

from lexitile.errors import IllegalMoveError
from lexitile.games.crossword.rules.placement import notation
from lexitile.i18n import N_, _, localize_bindings
from lexitile.lexicon.store import lexicon_title, shown_title
from lexitile.play.board_session import Session
from lexitile.play.board_table import BoardTable
from lexitile.play.study_lookups import note_lookup
from lexitile.tui.describe import hint_text
from lexitile.tui.shell.curtain import Hotseat
from lexitile.tui.widgets.board import BoardView
from lexitile.tui.widgets.board_column import BoardColumn
from lexitile.tui.widgets.footer import Footer
from lexitile.tui.widgets.history import BreakdownView, HistoryView
from lexitile.tui.widgets.preview import PreviewView
from lexitile.tui.widgets.preview_toasts import PreviewToasts, lines_in_sight
from lexitile.tui.widgets.rack import RackView
from lexitile.tui.widgets.scores import ScoresView, Standing
from lexitile.tui.widgets.unseen import UnseenView
from lexitile.tui.widgets.wordbox import WordBox

#: the side panel's least width beside a four-wide board
SIDE_MIN = 28
#: the side panel's width from which the history and the breakdown stand side by side
SIDE_BY_SIDE = 54

HINT = N_("Type letters to place tiles at the cursor · Space: across/down · ? then a letter: blank")
WORD_BOX_HINT = N_("Typing in the word box · Enter: where the word fits · Esc: back to the board")
#: The same in classic mode, which has no quick mode.
WORD_BOX_HINT_CLASSIC = N_("Typing in the word box · Esc: back to the board")
#: What the keys do while the rack has the focus (they are not in the footer, which
#: has no room for them at 80 columns beside the game's own keys).
RACK_HINT = N_("Rack: ←/→ or a letter picks a tile · Shift+←/→ or </> moves it · Tab: word box")
#: What the keys do while the history has the focus (letters place no tiles there).
HISTORY_HINT = N_("History: ↑/↓ picks a move, its score is itemised below · Tab or Esc: back to the board")


def board_fit(rows: int, cols: int, width: int, height: int) -> tuple[bool, bool, int]:
    """(large, wide, width of the left column) for a ``rows`` x ``cols`` board in a
    ``width`` x ``height`` terminal (in cells; see :meth:`GameView.fit_board`)."""
    large = width >= 2 + 4 * cols + 36 and height >= 1 + 2 * rows + 8
    wide = not large and width >= 2 + 4 * cols + 1 + SIDE_MIN and height >= 1 + rows + 12
    return large, wide, 2 + BoardView.cell_size_of(large, wide)[0] * cols + 1


def word_list_title(session: Session) -> str:
    """The name of the word list in use, as the player sees it (``lexitile English,
    based on ENABLE and SCOWL``, an installed list's name, a file's name)."""
    title = getattr(session.game.lexicon, "title", None)
    if isinstance(title, str) and title:
        return shown_title(title)
    spec = session.saved.lexicon
    return shown_title(lexicon_title(spec)) if spec else ""


def hint_line(table: BoardTable) -> str:
    """The hint of this turn, as far as it was asked for (``""``: none)."""
    shown = table.hint_shown()
    if shown is None:
        return ""
    found, step = shown
    if step < 3 and found.move is not None:
        return _("Hint: {hint} · ^g: more").format(hint=hint_text(found, step))
    return _("Hint: {hint}").format(hint=hint_text(found, step))


def quick_line(table: BoardTable, in_word_box: bool) -> str:
    """``Quick 1/3 · ←/→ or Tab: next · Esc: cancel`` (the preview line above shows
    the selected placement and its score; Enter plays it); ``""`` outside quick mode."""
    if table.quick is None:
        return ""
    result, index = table.quick
    if in_word_box:
        text = _("Quick {index}/{count} · Tab: next · Esc: to the board, where Enter plays it")
    else:
        text = _("Quick {index}/{count} · ←/→ or Tab: next · Esc: cancel")
    return text.format(index=index + 1, count=len(result.moves))


class GameView(Screen[None]):
    """The game screen's widgets and their drawing (see :class:`GameScreen`).

    Args:
        session: the game and its save file.
        curtain: start behind the hotseat curtain (True for a new or resumed game).

    Attributes:
        table: the turn flow (the draft, the curtain, hints, quick mode).
        hotseat: the hotseat rule and the recap behind the curtain.
    """

    def __init__(self, session: Session, *, curtain: bool = True):
        super().__init__()
        localize_bindings(self, short=True)
        self.session = session
        self.hotseat = Hotseat(recap=session.recap)
        self.table = BoardTable(session, self.hotseat, curtain=curtain)
        self._preview_message = ""
        #: the preview's messages as toasts while it is out of sight (a board taller than the terminal)
        self.preview_toasts = PreviewToasts()

    # ----------------------------------------------------------------- layout
    def compose(self) -> ComposeResult:
        game = self.session.game
        # The layout classes for the terminal's size before the widgets are styled, so
        # the fit at mount changes none and the screen is not styled twice.
        width, height = self.app.size
        self.fit_board(width, height, update=False)
        with BoardColumn(id="left"):
            yield BoardView(game.board, game.rules.tileset, id="board")
            yield RackView(game.rules.tileset, id="rack")
            yield PreviewView(id="preview")
            yield WordBox(
                game.lexicon,
                id="wordbox",
                on_lookup=lambda word: note_lookup(self.session, word, getattr(self.app, "league_path", None)),
                board=lambda: self.session.game.board,
            )
        with Vertical(id="right"):
            yield ScoresView(id="scores")
            yield UnseenView(id="unseen")
            with Container(id="records"):
                yield HistoryView(id="history")
                yield BreakdownView(id="breakdown")
        yield Footer(compact=True, show_command_palette=False)

    def on_resize(self, event: events.Resize) -> None:
        self.fit_board(event.size.width, event.size.height)

    def fit_board(self, width: int, height: int, update: bool = True) -> None:
        """Use the room the terminal has: from about 100x30 the board's squares are four
        wide with each tile's value (about 120x40: two lines high too), and where the
        side panel is wide enough the history and the breakdown stand side by side.
        ``update``: the widgets are there (not while they are composed)."""
        board = self.session.game.board
        large, wide, left = board_fit(board.rows, board.cols, width, height)
        self.set_class(large, "-large-board", update=update)
        self.set_class(height < 28, "-short", update=update)
        self.set_class(width - left - 2 >= SIDE_BY_SIDE, "-side-by-side", update=update)
        if update:
            self.query_one("#board", BoardView).set_large(large, wide)
            # the left column is as wide as the board (boards differ: 15, 17, 21 columns)
            self.query_one("#left").styles.width = left

    # ----------------------------------------------------------------- drawing
    def redraw(self, message: str = "", *, draft_only: bool = False) -> None:
        """Draw the table's state: the board, the rack and the preview (``message``
        under it), and unless ``draft_only`` (a key that changed only the draft) the
        scores, unseen tiles, word box and history too. Behind the curtain and after
        the game no rack is shown."""
        table = self.table
        session = self.session
        game = session.game
        hidden = table.hidden
        self.query_one("#board", BoardView).show(
            game.board, table.draft, table.last_play_squares(), not hidden, table.board_marks()
        )
        note = _("(game over)") if session.finished else _("(rack hidden)")
        self.query_one("#rack", RackView).show(
            session.person_on_turn(), session.rack_order(game.turn), table.draft.used_slots, hidden, note
        )
        if not draft_only:
            self.refresh_scores()
            unseen = self.query_one("#unseen", UnseenView)
            if hidden:
                unseen.show(game.players[game.turn], Counter(), (), hidden=True)
            else:
                unseen.show(game.players[game.turn], game.unseen(game.turn), game.rules.tileset.letters)
            # the word box is off while a play may still be challenged; where words are
            # judged by challenge it gives no verdict (it serves quick mode), and in
            # classic mode there it is off
            box = self.query_one("#wordbox", WordBox)
            box.set_checks(session.word_box_checks, _("no word check: challenge game"))
            box.set_open(
                not session.challenge_open and (session.word_box_checks or session.allows_quick), _("off: challenge")
            )
            history = self.query_one("#history", HistoryView)
            history.show(game.history, game.players)
            self.query_one("#breakdown", BreakdownView).show(history.selected_event, game.players)
        self.update_preview(message)

    def refresh_scores(self) -> None:
        """Set the score panel's standing: scores, whose turn, the bag, the clocks and
        the table flags (the panel redraws when it changed)."""
        session = self.session
        game = session.game
        finished = session.finished
        face = self.table.clock_face()
        flags = []
        if face.move_left:
            flags.append(_("⏱ {time} left").format(time=face.move_left))
        elif face.move_seconds is not None:
            flags.append(_("⏱ {seconds} s a move").format(seconds=face.move_seconds))
        if session.options.classic:
            flags.append(_("classic"))
        if session.options.pairs:
            flags.append(_("pairs"))
        self.query_one("#scores", ScoresView).standing = Standing(
            players=tuple(game.players),
            scores=tuple(game.scores),
            turn=None if finished else game.turn,
            bag=len(game.bag),
            note=(_("annulled") if session.aborted else _("game over")) if finished else "",
            clocks=face.clocks,
            overtime=face.overtime,
            line=" · ".join(flags),
            robots=frozenset(session.robots),
            words=word_list_title(session),
        )

    def update_preview(self, message: str = "") -> None:
        """Judge the draft with the engine and show the verdict (and ``message``)."""
        preview = self.query_one("#preview", PreviewView)
        self._preview_message = message
        if message and not self.table.hidden:  # behind the curtain nobody's message is shown
            in_sight = lines_in_sight(preview.region, self.query_one("#left").region) if preview.display else 0
            self.preview_toasts.say(message, in_sight, self.app)
        table = self.table
        session = self.session
        game = session.game
        draft = table.draft
        pending = game.pending
        if session.finished:
            preview.hint(_("The game is over. Enter: the result · ctrl+q: quit"))
        elif table.thinking is not None:
            preview.hint(table.thinking, message)
        elif table.curtain_up:
            preview.hint(_("Waiting for {name}…").format(name=session.person_on_turn()))
        elif draft.blank_slot is not None:
            preview.hint(_("Blank: type the letter it stands for (Backspace: cancel)"), message)
        elif pending is not None and session.challenge_open:
            preview.hint(
                _("{name}'s play ({words}) may be challenged: ctrl+k opens the challenge window").format(
                    name=game.players[pending.seat], words=", ".join(pending.words) or "-"
                ),
                message,
            )
        elif not draft.tiles and self.word_box_has_focus():
            shown = WORD_BOX_HINT if self.session.allows_quick else WORD_BOX_HINT_CLASSIC
            preview.hint(_(shown), message or hint_line(table), general=True)
        elif not draft.tiles and isinstance(self.focused, RackView):
            preview.hint(_(RACK_HINT), message or hint_line(table), general=True)
        elif not draft.tiles and isinstance(self.focused, HistoryView):
            preview.hint(_(HISTORY_HINT), message or hint_line(table), general=True)
        elif not draft.tiles:
            cursor = _("Cursor {cursor} · Tab: rack, word box, history").format(cursor=draft.describe_cursor())
            preview.hint(_(HINT), message or hint_line(table) or cursor, general=True)
        elif game.lexicon is None:
            preview.hint(_("The word list is still loading…"), message)
        else:
            placement = draft.placement()
            try:
                score = game.check_play(placement)
            except IllegalMoveError as exc:
                preview.illegal(exc.message, message)
                return
            coordinate, word = notation(game.board, placement)
            judged_later = _("words are judged only if an opponent challenges") if session.challenge_mode else ""
            preview.legal(
                f"{coordinate} {word}",
                score,
                quick_line(table, self.word_box_has_focus()) or judged_later,
                enter_plays=self.focused is None or isinstance(self.focused, BoardView),
                message=message,
                words_judged=not session.challenge_mode,
            )

    # ----------------------------------------------------------------- focus
    def word_box_has_focus(self) -> bool:
        """True while the player types in the word box (letters go there, not to the board)."""
        focused = self.focused
        return focused is not None and focused.id == "word-input"

    def on_descendant_focus(self, _event: events.DescendantFocus) -> None:
        # the preview says where typed letters go; the last message stays
        if self.is_mounted:
            self.update_preview(self._preview_message)
