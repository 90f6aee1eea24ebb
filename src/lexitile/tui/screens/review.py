"""The review of a finished game in the replay: the review panel, the jump key, the
alternatives on the board and the summary screen.

:class:`ReviewMixin` is mixed into the replay screen (:mod:`lexitile.tui.screens.replay`).
When the record is a finished game, a worker thread loads the word list (the one the
replay would continue a game with: the record's installed ``#lexicon``, else the
built-in list of its language), then analyses the turns one by one
(:class:`lexitile.play.review.GameReview`), the turn on screen first; stepping never
waits for it. The panel (:class:`~lexitile.tui.widgets.review_panel.ReviewPanel`) shows
the selected turn's top plays or "analysing", and how far the whole game has got.

Keys: ``v`` hides the panel or shows it again, ``a`` shows the next of the top plays on the board in the hint's style (after
the last, the move made again), ``j`` jumps to the next turn that lost more than
:data:`~lexitile.play.review.LOSS_THRESHOLD` points of equity, ``s`` opens
:class:`ReviewSummaryScreen` (per player: equity lost, the worst three moves, bingos
missed, phonies; and the score-progress chart).

An unfinished game is not reviewed: its racks are hidden information.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from rich.text import Text
from textual import events
from textual.app import ComposeResult
from textual.binding import Binding
from textual.containers import VerticalScroll
from textual.screen import Screen
from textual.worker import get_current_worker

from lexitile.errors import LexitileError
from lexitile.games.crossword.engine.analysis import PlayerSummary, TurnAnalysis
from lexitile.games.crossword.records.replay_model import ReplayModel
from lexitile.i18n import N_, _, decimal, localize_bindings
from lexitile.lexicon.compounds import for_rules
from lexitile.play.position_session import lexicon_spec_for
from lexitile.play.review import LOSS_THRESHOLD, GameReview
from lexitile.play.score_progress import score_progress
from lexitile.tui.widgets.board import BoardView
from lexitile.tui.widgets.footer import Footer
from lexitile.tui.widgets.modal import ModalScreen
from lexitile.tui.widgets.plain import Static
from lexitile.tui.widgets.review_panel import ReviewPanel, panel_text, progress_text
from lexitile.tui.widgets.score_chart import ScoreChart

__all__ = ["REVIEW_BINDINGS", "ReviewMixin", "ReviewSummaryScreen", "replay_progress"]

#: The review's keys: one footer entry names the four (``a j s v Review``; there is no
#: room at 80 columns for four), and F1's card says what each does.
REVIEW_BINDINGS = [
    Binding("a", "review_alternative", N_("Alternative"), show=False),
    Binding("j", "review_jump", N_("Next mistake"), show=False),
    Binding("s", "review_summary", N_("Summary"), show=False),
    Binding("v", "review_panel", N_("Review"), key_display="a j s v"),
]


def replay_progress(model: ReplayModel) -> list[tuple[int, ...]]:
    """The score-progress points of a replayed record (the recomputed running totals;
    the final point the scores after the settlement when the rules settled the end)."""
    events = [(row.player, row.total, row.turn is not None) for row in model.rows]
    final = model.totals(model.last) if model.rows else None
    return score_progress(events, len(model.nicks), final)


class ReplayBoard(BoardView, can_focus=False):
    """The board of the replay: drawn like the game's, but it takes no input."""

    def on_key(self, event: events.Key) -> None:
        return

    def on_click(self, event: events.Click) -> None:
        return


if TYPE_CHECKING:

    class _ReviewHost(Screen[None]):
        """What the mixin needs of the screen it is mixed into (the replay screen)."""

        def show_position(self, index: int) -> None: ...

else:
    _ReviewHost = object  # at run time the replay screen itself supplies all of it


class ReviewMixin(_ReviewHost):
    """The review, mixed into the replay screen (see the module docstring). The screen
    calls :meth:`start_review` once mounted and :meth:`review_show` after every step."""

    model: ReplayModel
    pos: int
    review: GameReview | None = None
    review_choice: int = 0
    review_problem: str = ""
    review_warning: str = ""
    _review_turn: int | None = None

    # ----------------------------------------------------------------- set-up
    def compose_review(self) -> ComposeResult:
        """The panel, in the screen's side column (hidden when there is no review)."""
        yield ReviewPanel(id="replay-review")

    def review_allowed(self) -> bool:
        """A review only of a finished game (played out, or resigned) that replayed to
        its end; never of an unfinished one, whose racks are hidden, nor in a
        rack-hiding replay."""
        model = self.model
        hidden = getattr(self, "racks_hidden", False) or getattr(model, "racks_hidden", False)
        if hidden or model.error is not None or not model.rows:
            return False
        return model.to_move(model.last) is None or model.record.resignation is not None

    def start_review(self) -> None:
        """Start the analysis worker (nothing for a game that is not reviewed)."""
        panel = self.query_one(ReviewPanel)
        if not self.review_allowed():
            panel.display = False
            return
        panel.show(Text(_("Review: loading the word list…"), "dim"))
        self.run_worker(self._review_work, thread=True, group="review", exclusive=True, exit_on_error=False)

    def _review_work(self) -> None:
        from lexitile.games.crossword.engine.automaton_cache import NoAutomaton, automaton_of  # noqa: PLC0415 - loaded on first use, not at start-up

        app: Any = self.app
        worker = get_current_worker()
        model = self.model
        spec = getattr(self, "lexicon_spec", None) or lexicon_spec_for(model)
        try:
            if spec is None:
                raise LexitileError(N_("no word list for this tile set"))
            # German words are judged by the record's compound rule (free for an older record)
            lexicon = for_rules(app.load_lexicon(spec), model.replay.rules.compound_words)
            automaton = automaton_of(lexicon)
        except (NoAutomaton, LexitileError, OSError, ValueError) as exc:
            app.call_from_thread(self._review_failed, _(str(exc)))
            return
        review = GameReview(model.replay, automaton, lexicon)
        named = model.record.lexicon
        warning = ""
        if named and named.strip().lower() != str(spec).lower():
            warning = _("List {used} (record: {named})").format(used=spec, named=named)
        app.call_from_thread(self._review_ready, review, warning)
        pending = review.pending()
        while pending and not worker.is_cancelled:
            wanted = self._review_turn
            turn = wanted if wanted in pending else pending[0]
            try:
                review.analyse(turn)
            except (LexitileError, KeyError, ValueError) as exc:
                app.call_from_thread(self._review_failed, str(exc))
                return
            pending.remove(turn)
            app.call_from_thread(self._review_progress, turn)

    def _review_alive(self) -> bool:
        """False once the screen has left (a worker's answer may still arrive then)."""
        return bool(getattr(self, "is_attached", False))

    def _review_ready(self, review: GameReview, warning: str) -> None:
        if not self._review_alive():
            return
        self.review = review
        self.review_warning = warning
        self.review_show(self.pos)

    def _review_failed(self, reason: str) -> None:
        if not self._review_alive():
            return
        self.review_problem = reason
        self.query_one(ReviewPanel).show(Text(_("No review: {reason}").format(reason=reason), "dim"))

    def _review_progress(self, turn: int) -> None:
        if not self._review_alive():
            return
        review = self.review
        if review is None:
            return
        if turn == self._review_turn or review.complete:
            self.review_show(self.pos, keep_choice=True)
        else:
            self._draw_panel()

    # ----------------------------------------------------------------- drawing
    def review_show(self, pos: int, *, keep_choice: bool = False) -> None:
        """The panel for the turn at ``pos``; the board shows the move made again
        unless ``keep_choice``."""
        review = self.review
        if review is None:
            return
        turn = review.turn_for_position(pos)
        if (turn != self._review_turn or not keep_choice) and self.review_choice:
            self.review_choice = 0
            self._draw_choice()
        self._review_turn = turn
        self._draw_panel()

    def _draw_panel(self) -> None:
        review = self.review
        if review is None:
            return
        panel = self.query_one(ReviewPanel)
        turn = self._review_turn
        width = panel.size.width or 30
        if turn is None:
            body = Text(_("Start: step to a turn to see its best plays"), "dim")
        else:
            t = review.cached(turn)
            body = (
                panel_text(t, self.review_choice, width)
                if t is not None
                else Text(_("Turn {turn}: analysing…").format(turn=turn), "dim")
            )
        progress = progress_text(review.done, review.total, width)
        if self.review_warning:
            progress = Text(self.review_warning + "\n", "dim").append_text(progress)
        panel.show(body, progress)

    def _draw_choice(self) -> None:
        """The board: the move made (choice 0), or the alternative chosen, drawn on the
        board as it stood before the turn, in the hint's style."""
        board_view = self.query_one(ReplayBoard)
        model = self.model
        review = self.review
        turn = self._review_turn
        t = review.cached(turn) if review is not None and turn is not None else None
        if t is None or not self.review_choice or self.review_choice > len(t.top):
            board_view.show(model.board(self.pos), None, model.covered(self.pos), False)
            return
        move = t.top[self.review_choice - 1].move
        board = model.board(t.event_index - 1).copy()
        squares: dict[tuple[int, int], str] = {}
        if move is not None:
            board.put(move.tiles)
            squares = {(r, c): "" for r, c, _tile in move.tiles}
        board_view.show(board, None, (), True, squares)

    # ----------------------------------------------------------------- keys
    def check_action(self, action: str, parameters: tuple[object, ...]) -> bool | None:
        if action.startswith("review_"):
            return self.review_allowed() and not self.review_problem
        parent: Any = super()
        check = getattr(parent, "check_action", None)
        return check(action, parameters) if check is not None else True

    def _review_turn_analysis(self) -> TurnAnalysis | None:
        review = self.review
        if review is None or self._review_turn is None:
            return None
        return review.cached(self._review_turn)

    def action_review_alternative(self) -> None:
        """``a``: the next of the top plays on the board (then the move made again)."""
        if not self.review_allowed():
            return
        t = self._review_turn_analysis()
        if t is None or not t.top:
            self.notify(_("No alternatives for this turn yet"), timeout=3)
            return
        if self.pos != t.event_index:
            self.show_position(t.event_index)
        self.review_choice = (self.review_choice + 1) % (len(t.top) + 1)
        self._draw_choice()
        self._draw_panel()

    def action_review_jump(self) -> None:
        """``j``: the next turn that lost more than the threshold."""
        if not self.review_allowed():
            return
        review = self.review
        if review is None:
            self.notify(_("The review is not ready yet"), timeout=3)
            return
        after = self._review_turn or 0
        found = review.next_mistake(after, LOSS_THRESHOLD)
        if found is None:
            points = f"{LOSS_THRESHOLD:.0f}"
            if review.complete:
                msg = _("No later move lost more than {points} points").format(points=points)
            else:
                msg = _("No later move lost more than {points} points among the {done} of {total} analysed").format(
                    points=points, done=review.done, total=review.total
                )
            self.notify(msg, timeout=4)
            return
        self.show_position(found.event_index)

    def action_review_panel(self) -> None:
        """``v``: hide the panel (the itemised score and the unseen tiles get its room on a
        small terminal), or show it again; the board shows the move made."""
        if not self.review_allowed():
            return
        panel = self.query_one(ReviewPanel)
        panel.display = not panel.display
        if self.review_choice:
            self.review_choice = 0
            self._draw_choice()
        self._draw_panel()

    def action_review_summary(self) -> None:
        """``s``: every player's review and the score-progress chart."""
        if not self.review_allowed():
            return
        review = self.review
        if review is None:
            self.notify(_("The review is not ready yet"), timeout=3)
            return
        self.app.push_screen(ReviewSummaryScreen(review, replay_progress(self.model)))


def summary_text(players: list[PlayerSummary], done: int, total: int) -> Text:
    """Every player's review (see :class:`ReviewSummaryScreen`)."""
    text = Text(end="")
    text.append(_("Review of the game") + "\n", "bold")
    if done < total:
        text.append(
            _("Analysing: {done}/{total} (the figures cover the turns analysed)").format(done=done, total=total)
        )
        text.append("\n")
    for p in players:
        text.append("\n" + p.nick + "\n", "bold")
        text.append("  " + _("Equity lost: {points}").format(points=decimal(p.equity_lost)))
        text.append("  " + _("best moves: {n} of {m}").format(n=p.best_moves, m=p.analysed) + "\n")
        if p.worst:
            text.append("  " + _("Worst moves:") + "\n")
            for w in p.worst:
                line = _("turn {turn}: {move} −{points}").format(
                    turn=w.turn, move=w.played, points=decimal(w.loss or 0.0)
                )
                text.append(f"    {line}\n")
        text.append(
            "  "
            + _("Bingos missed: {missed} of {available}").format(missed=p.bingos_missed, available=p.bingos_available)
        )
        text.append(
            "  " + _("phonies: {n} ({challenged} challenged off)").format(n=p.phonies, challenged=p.phonies_challenged)
        )
        text.append("\n")
    return text


class ReviewSummaryScreen(ModalScreen[None]):
    """Every player's review (total equity lost, the three worst moves, bingos missed,
    phonies played and challenged off) over the score-progress chart; it follows the
    analysis while it runs. Escape (or ``s``, ``q``) closes it.

    Args:
        review: the analysis (complete or still running).
        points: the score-progress points (:func:`replay_progress`).
    """

    DEFAULT_CSS = """
    ReviewSummaryScreen { align: center middle; }
    ReviewSummaryScreen > VerticalScroll {
        width: 90%; max-width: 100; height: 90%; border: round $accent; padding: 0 1; background: $surface;
    }
    """

    BINDINGS = [
        Binding("escape,s,q", "close", N_("Close")),
    ]

    def __init__(self, review: GameReview, points: list[tuple[int, ...]]):
        super().__init__()
        localize_bindings(self)
        self.review = review
        self.points = points
        self._shown = -1

    def compose(self) -> ComposeResult:
        with VerticalScroll():
            yield Static(id="review-summary")
            yield Static(_("Score by turn"), classes="review-chart-title")
            yield ScoreChart(id="review-chart")
        yield Footer(compact=True, show_command_palette=False)

    def on_mount(self) -> None:
        self.query_one(ScoreChart).show(self.points, list(self.review.replay.record.nicks))
        self.refresh_summary()
        self.set_interval(0.5, self.refresh_summary)

    def refresh_summary(self) -> None:
        review = self.review
        if review.done == self._shown:
            return
        self._shown = review.done
        text = summary_text(review.summaries(), review.done, review.total)
        self.query_one("#review-summary", Static).update(text)

    def action_close(self) -> None:
        self.dismiss(None)
