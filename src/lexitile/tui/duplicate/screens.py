"""The duplicate table screen: the board and the rack for everybody, the totals and
shares of the top, the clock, and the entry line behind the curtain.

Keys (also in the footer): Enter ends the thinking time (everybody is ready) and enters
the typed play; F2 gives a hint while entering (a table option, off by default: the
footer names it only at a table with hints on); F1
shows the rules card; ctrl+q quits (the game is saved after every
entry). The table's flow is :class:`~lexitile.play.duplicate_table.DuplicateTable`'s;
this screen renders it and sends it intents.
"""

from __future__ import annotations

import time

from textual.app import ComposeResult
from textual.binding import Binding
from textual.containers import Horizontal, Vertical
from textual.screen import Screen
from textual.widgets import Input

from lexitile.core.message import Message
from lexitile.games.crossword.rules.coords import parse_coordinate
from lexitile.games.duplicate.files import rules_card
from lexitile.i18n import N_, _, localize_bindings, ui_language
from lexitile.play.duplicate import Session
from lexitile.play.duplicate_table import DuplicateTable, Phase
from lexitile.text.render import render
from lexitile.tui.duplicate.dialogs import DuplicateGameOverScreen, RoundSummaryScreen, share_chart
from lexitile.tui.league_text import league_error_text, league_lines
from lexitile.tui.opening import shell
from lexitile.tui.screens.dialogs import ConfirmScreen
from lexitile.tui.screens.game_over import shown_path
from lexitile.tui.screens.save_failed import when_saved
from lexitile.tui.shell.curtain import Hotseat
from lexitile.tui.shell.rules_card import RulesCard
from lexitile.tui.widgets.board import BoardView
from lexitile.tui.widgets.footer import Footer
from lexitile.tui.widgets.plain import Static

#: How often the clock is read, in seconds.
TICK_SECONDS = 0.5


class DuplicateScreen(Screen[None]):
    """A duplicate game at one keyboard: 1-4 seats, people and robots.

    Args:
        session: the game.
        card: the rules card text.
    """

    BINDINGS = [
        Binding("enter", "ready", N_("Ready")),
        Binding("f2", "hint", N_("Hint")),
        Binding("f1", "help", N_("Rules")),
        Binding("ctrl+q", "quit_game", N_("Quit"), priority=True),
    ]

    DEFAULT_CSS = """
    DuplicateScreen { layout: vertical; }
    DuplicateScreen #dup-main { height: 1fr; }
    DuplicateScreen #dup-left { width: auto; height: 100%; }
    DuplicateScreen #dup-right { width: 1fr; min-width: 30; height: 100%; padding: 0 1; }
    DuplicateScreen #dup-status.error { color: $error; }
    DuplicateScreen #dup-entry { display: none; }
    DuplicateScreen #dup-entry.open { display: block; }
    """

    def __init__(self, session: Session, card: str = ""):
        super().__init__()
        localize_bindings(self)
        self.session = session
        self.card = card
        self.hotseat = Hotseat()
        self.table = DuplicateTable(session, self.hotseat, now=0.0)
        self._summary_open = False

    # ---------------------------------------------------------------- layout
    def compose(self) -> ComposeResult:
        rules = self.session.game.rules
        with Horizontal(id="dup-main"):
            with Vertical(id="dup-left"):
                board = BoardView(self.session.game.board, rules.tileset, id="dup-board")
                board.can_focus = False  # plays are typed: Enter belongs to the table
                yield board
            with Vertical(id="dup-right"):
                yield Static(id="dup-info")
                yield Static(id="dup-standing")
                yield Static(id="dup-status")
                yield Input(id="dup-entry", placeholder=render(Message("duplicate.table.placeholder")), disabled=True)
        yield Footer()

    def now(self) -> float:
        """The app's clock (seconds)."""
        clock = getattr(self.app, "clock", time.monotonic)  # the app's clock (tests give their own)
        return float(clock())

    def on_mount(self) -> None:
        # the table was built before the app's clock could be read: restart its clock now
        self.table = DuplicateTable(self.session, self.hotseat, now=self.now())
        self.set_interval(TICK_SECONDS, self._tick)
        self._after_change()

    # ---------------------------------------------------------------- state -> screen
    def _tick(self) -> None:
        if self.table.tick(self.now()):
            self._after_change()
        else:
            self._show_status()

    def _after_change(self) -> None:
        """Redraw, then do what the table's phase asks: the curtain, the save dialog,
        the round's summary or the game over."""
        table = self.table
        self.refresh_view()
        if self.session.unsaved:
            when_saved(self.app, self.session, self._after_change)
            return
        if table.phase is Phase.ENTRY and table.curtain is not None:
            seat = table.curtain
            self.app.push_screen(self.hotseat.curtain(seat, self.session.players[seat]), self._curtain_lifted)
        elif table.phase is Phase.SUMMARY and not self._summary_open:
            self._summary_open = True
            text = "\n".join(render(m) for m in table.summary())
            self.app.push_screen(RoundSummaryScreen(text, self.card or rules_card(ui_language())), self._summary_closed)
        elif table.phase is Phase.OVER:
            self.call_after_refresh(self._show_game_over)

    def refresh_view(self) -> None:
        table = self.table
        game = self.session.game
        self.query_one(BoardView).show(game.board, None, self._last_top(), show_draft=False)
        info = [render(Message("duplicate.table.round", {"round": game.round_number, "bag": len(game.bag)}))]
        if game.rack:
            info.append(render(Message("duplicate.table.rack", {"rack": " ".join(game.rack)})))
        if game.draw is not None and game.draw.rejected and not game.is_over:
            racks = tuple("".join(r) for r in game.draw.rejected)
            info.append(render(Message("duplicate.table.rejected", {"racks": racks})))
        self.query_one("#dup-info", Static).update("\n".join(info))
        self.query_one("#dup-standing", Static).update("\n".join(render(m) for m in table.standing()))
        entry = self.query_one("#dup-entry", Input)
        open_entry = table.phase is Phase.ENTRY and table.curtain is None and table.seat is not None
        if not open_entry:
            entry.value = ""  # what was typed is never left for the next person
        entry.set_class(open_entry, "open")
        entry.disabled = not open_entry  # out of the focus chain: Enter is the table's then
        if open_entry:
            entry.focus()
        self._show_status()

    def _show_status(self) -> None:
        table = self.table
        status = self.query_one("#dup-status", Static)
        lines = [render(m) for m in (table.note, table.prompt(self.now())) if m is not None]
        status.update("\n".join(lines))
        status.set_class(table.error, "error")

    def _last_top(self) -> list[tuple[int, int]]:
        rounds = self.session.game.rounds
        if not rounds:
            return []
        top = rounds[-1].top
        board = self.session.game.board
        coord = parse_coordinate(top.coordinate, board.rows, board.cols)
        dr, dc = coord.direction.step
        return [(coord.row + k * dr, coord.col + k * dc) for k, ch in enumerate(top.word) if ch != "."]

    # ---------------------------------------------------------------- intents
    def action_ready(self) -> None:
        """Enter while thinking: everybody is ready, the entries begin."""
        if self.table.start_entries(self.now()):
            self._after_change()

    def check_action(self, action: str, parameters: tuple[object, ...]) -> bool | None:
        """F2 is offered (and works) only at a table with hints on."""
        if action == "hint":
            return self.session.setup.hints
        return True

    def action_hint(self) -> None:
        """F2 while entering: a hint, when the table has them on (said when it has not)."""
        self.table.hint()
        self._show_status()

    def on_input_submitted(self, event: Input.Submitted) -> None:
        event.stop()
        text = event.value
        if self.table.submit(text, self.now()):
            event.input.value = ""
            self._after_change()
        else:
            self._show_status()

    def _curtain_lifted(self, _answer: str | None = None) -> None:
        if self.table.lift_curtain(self.now()):
            self.refresh_view()

    def _summary_closed(self, _answer: None = None) -> None:
        self._summary_open = False
        if self.table.next_round(self.now()):
            self._after_change()

    def _show_game_over(self) -> None:
        table = self.table
        text = "\n".join(render(m) for m in table.game_over())
        outcome = self.session.league_end()
        if outcome is not None and outcome.error:
            self.notify(league_error_text(outcome.error), severity="error", timeout=10)
        league = league_lines(outcome)
        if len(self.session.players) == 1 and league and not (outcome is not None and outcome.error):
            # the league scores games between people: a game alone is not one of them
            league = [_("A game alone does not count for the league.")]
        if league:
            text += "\n\n" + _("League") + "\n" + "\n".join(f"  {line}" for line in league)
        chart = share_chart(self.session.players, table.shares_by_round())
        saved = shown_path(self.session.path) if self.session.path is not None else ""
        self.app.push_screen(DuplicateGameOverScreen(text, chart, saved_lines=saved), self._after_game_over)

    def _after_game_over(self, _answer: str | None) -> None:
        """Escape: the final board stays on screen; ctrl+q (or q on the result) leaves."""

    def action_help(self) -> None:
        """F1: the rules card (in the interface language when none was given)."""
        card = self.card or rules_card(ui_language())
        self.app.push_screen(RulesCard([card]))

    def action_quit_game(self) -> None:
        """ctrl+q: quit, saying truly whether and where the game is saved."""
        session = self.session
        if session.finished:
            shell(self).leave_game()
            return
        if session.unsaved:
            question = _("The game is NOT saved. Quit anyway? The entries not saved are lost.")
        elif session.path is None:
            question = _("Quit? This game is not being saved: it cannot be resumed.")
        else:
            question = _("Quit? The game is saved after every entry in {path}; `lexitile resume` continues it.").format(
                path=shown_path(session.path)
            )

        def answered(yes: bool | None) -> None:
            if yes:
                shell(self).leave_game()

        self.app.push_screen(ConfirmScreen(question, _("Quit"), _("Keep playing")), answered)
