"""The game-over screen of every game: the one shell (:class:`ResultScreen`) shows the
result text a mode gives it, over the final table, with the same keys everywhere --
Escape looks at the table (Enter brings the result back), n a new game (the new-game
screen), r a rematch where the mode has one, q quits (back to the new-game screen when
the player started there).

The board game's text (:class:`GameOverScreen`): why the game ended, each rack deduction
or gain, the final scores, the winner (or the tie-break, or a draw), and where the
record was saved."""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path
from typing import TYPE_CHECKING, cast

from rich.text import Text
from textual.app import ComposeResult
from textual.binding import Binding
from textual.containers import Vertical

from lexitile.i18n import N_, _, localize_bindings, ngettext
from lexitile.play.board_session import Session
from lexitile.play.game_summary import GameSummary
from lexitile.play.score_progress import score_progress
from lexitile.tui.describe import ending_lines, save_error_text
from lexitile.tui.league_text import league_lines
from lexitile.tui.widgets.footer import Footer
from lexitile.tui.widgets.modal import ModalScreen
from lexitile.tui.widgets.plain import Static
from lexitile.tui.widgets.score_chart import ScoreChart
from lexitile.tui.widgets.wrapped import WrappedLabel

if TYPE_CHECKING:
    from lexitile.tui.app import LexitileApp


def shown_path(path: Path | None) -> str:
    """A path for people: ``~`` for the home folder."""
    if path is None:
        return _("(not saved)")
    try:
        return "~/" + str(path.resolve().relative_to(Path.home().resolve()))
    except ValueError:
        return str(path)


class ResultScreen(ModalScreen[str | None]):
    """The result of a finished game of any mode, over its final table.

    Args:
        text: the result, as the mode words it.
        rematch: starts a new game with the same players and options, or ``None``
            when the mode has no rematch.
        saved_lines: where the game was saved, one file a line (``""``: not said), drawn
            apart from ``text`` so that a long path breaks between folder names.

    Keys: Escape shows the table (dismisses), r a rematch, n a new game, q quits; the
    arrow keys, Page Up / Page Down, Home and End scroll a result taller than the box
    (at 80x24 the chart and the saved files' paths are below its fold).
    """

    BINDINGS = [
        Binding("escape", "board", N_("Board")),
        Binding("r", "rematch", N_("Rematch")),
        Binding("n", "new_game", N_("New game")),
        Binding("q,ctrl+q", "quit_app", N_("Quit")),
        Binding("down", "scroll_result('down')", N_("Scroll"), key_display="↑↓"),
        Binding("up", "scroll_result('up')", N_("Scroll"), show=False),
        Binding("pagedown", "scroll_result('page_down')", N_("Scroll"), show=False),
        Binding("pageup", "scroll_result('page_up')", N_("Scroll"), show=False),
        Binding("home", "scroll_result('home')", N_("Scroll"), show=False),
        Binding("end", "scroll_result('end')", N_("Scroll"), show=False),
    ]

    DEFAULT_CSS = """
    ResultScreen .game-over { overflow-y: auto; }
    ResultScreen #game-over-saved { text-style: dim; }
    """

    #: the id of the result text
    TEXT_ID = "game-over-text"
    #: the id of the lines naming the saved files
    SAVED_ID = "game-over-saved"

    def __init__(self, text: Text | str = "", rematch: Callable[[], None] | None = None, *, saved_lines: str = ""):
        super().__init__()
        localize_bindings(self)
        self.text = text
        self.on_rematch = rematch
        self.saved_lines = saved_lines

    def compose(self) -> ComposeResult:
        with Vertical(classes="dialog game-over"):
            yield Static(self.body_text(), id=self.TEXT_ID)
            saved = self.saved_text()
            if saved:
                yield WrappedLabel(saved, id=self.SAVED_ID)
            yield from self.compose_extra()
            hint = self.hint()
            if hint:
                yield Static(hint, classes="game-over-hint")
        yield Footer(compact=True, show_command_palette=False)

    def compose_extra(self) -> ComposeResult:
        """What a mode shows under the result (nothing by default)."""
        yield from ()

    def hint(self) -> str:
        """A line under the result saying what the keys do here (none by default: the
        footer says it)."""
        return ""

    def body_text(self) -> Text:
        """The result above the saved files' lines (by default the text given)."""
        return self.text if isinstance(self.text, Text) else Text(self.text)

    def saved_text(self) -> str:
        """Where the game was saved, one file a line (by default the ``saved_lines``
        given), drawn under the result by :class:`~lexitile.tui.widgets.wrapped.WrappedLabel`:
        a path too long for the box breaks after a ``/``, never inside a folder's or the
        file's name."""
        return self.saved_lines

    def result_text(self) -> Text:
        """The whole result as text: the result, then where it was saved."""
        text = self.body_text()
        saved = self.saved_text()
        if saved:
            text = text.copy()
            text.append("\n" + saved, "dim")
        return text

    def check_action(self, action: str, parameters: tuple[object, ...]) -> bool | None:
        if action == "rematch":
            return self.can_rematch()
        return True

    def can_rematch(self) -> bool:
        """Whether ``r`` starts a rematch here."""
        return self.on_rematch is not None

    def action_board(self) -> None:
        self.dismiss(None)

    def action_scroll_result(self, how: str) -> None:
        """Scroll the result box: ``down`` / ``up`` a line, ``page_down`` / ``page_up``,
        ``home`` / ``end``."""
        box = self.query_one(".game-over", Vertical)
        if how in ("down", "up"):
            box.scroll_relative(y=1 if how == "down" else -1, animate=False)
        else:
            getattr(box, f"scroll_{how}")(animate=False)

    def action_rematch(self) -> None:
        if self.on_rematch is not None:
            self.on_rematch()

    def action_new_game(self) -> None:
        cast("LexitileApp", self.app).new_game()

    def action_quit_app(self) -> None:
        cast("LexitileApp", self.app).leave_game(0)


class GameOverScreen(ResultScreen):
    """The result of a finished board game, over the final board.

    Under the result, the score-progress chart: every player's running score per turn
    (:mod:`lexitile.tui.widgets.score_chart`; lower on a short terminal, and the
    dialog scrolls).

    Keys: Escape shows the board (Enter brings the result back), r a rematch (same
    players, new seed), n a new game, q quits.
    """

    DEFAULT_CSS = """
    GameOverScreen .game-over { overflow-y: auto; }
    GameOverScreen #game-over-chart { margin-top: 1; }
    """

    def __init__(self, session: Session, summary: GameSummary):
        self.session = session
        self.summary = summary
        super().__init__()

    def can_rematch(self) -> bool:
        return True

    def compose_extra(self) -> ComposeResult:
        if any(event.kind.is_turn for event in self.session.game.history):  # no turn, no line to draw
            yield ScoreChart(id="game-over-chart", plot_height=8 if self.app.size.height >= 40 else 4)

    def on_mount(self) -> None:
        # robots can end the game while the app is closing, and then the screen mounts
        # without its children: there is no chart to fill, and no error to show
        for chart in self.query(ScoreChart):
            chart.show(self.score_points(), list(self.session.game.players))

    def score_points(self) -> list[tuple[int, ...]]:
        """Every player's total after each turn, the last point the final scores."""
        game = self.session.game
        events = [(e.player, e.cumulative, e.kind.is_turn) for e in game.history]
        return score_progress(events, len(game.players), self.summary.final_scores)

    def body_text(self) -> Text:
        """Why the game ended, the settlement, the scores, the result, the league and a
        save error, if any (the saved files' lines are :meth:`saved_text`)."""
        game = self.session.game
        why = None
        seat = self.summary.passed_out
        if seat is not None:
            passes_to_end = game.scoreless_end.passes or 0
            why = ngettext(
                "{name} passed {n} time in a row, which ends the game.",
                "{name} passed {n} times in a row, which ends the game.",
                passes_to_end,
            ).format(name=game.players[seat], n=passes_to_end)
        parts = ending_lines(self.summary, game.players, self.summary.scoreless_turns, why)
        text = Text()
        text.append(_("Game over") + "\n", "bold")
        for line in parts["why"]:
            text.append(f"{line}\n")
        if parts["settlement"]:
            text.append("\n" + _("Racks settled") + "\n", "bold")
            for line in parts["settlement"]:
                text.append(f"  {line}\n")
        text.append("\n" + _("Final scores") + "\n", "bold")
        for line in parts["scores"]:
            text.append(f"  {line}\n")
        text.append("\n")
        for line in parts["result"]:
            text.append(f"{line}\n", "bold")
        league = league_lines(self.session.league_outcome)
        if league:
            text.append("\n" + _("League") + "\n", "bold")
            for line in league:
                text.append(f"  {line}\n")
        if self.session.save_error:
            text.append(f"\n{save_error_text(self.session.save_problem or self.session.save_error)}\n", "bold red")
        return text

    def saved_text(self) -> str:
        """The state file and the GCG record beside it, one a line."""
        saved = self.session.saved
        lines = [_("Saved: {path}").format(path=shown_path(saved.path))]
        gcg = saved.gcg_path
        if gcg is not None and gcg.exists():
            lines.append(_("GCG:   {path}").format(path=shown_path(gcg)))
        return "\n".join(lines)

    def action_rematch(self) -> None:
        cast("LexitileApp", self.app).rematch(self.session)
