"""Stepping through a duplicate record, read-only: the board before each round with its
rack, then what everybody played, the top and the totals. The entries of a round still
in play are never shown (they are not revealed yet).

Keys: ←/→ a round back/on, Home/End the start/the end, F1 the rules card, q or Escape
leaves."""

from __future__ import annotations

from textual.app import ComposeResult
from textual.binding import Binding
from textual.containers import Horizontal
from textual.screen import Screen

from lexitile.core.message import Message
from lexitile.games.duplicate.files import rules_card
from lexitile.games.duplicate.game import DuplicateGame
from lexitile.i18n import N_, _, localize_bindings, ui_language
from lexitile.play.duplicate_table import percent, round_lines
from lexitile.text.render import render
from lexitile.tui.opening import shell
from lexitile.tui.shell.rules_card import RulesCard
from lexitile.tui.widgets.board import BoardView
from lexitile.tui.widgets.footer import Footer
from lexitile.tui.widgets.plain import Static


class DuplicateReplayScreen(Screen[None]):
    """A recorded duplicate game, a round at a time.

    Args:
        positions: the game at the start of each finished round, then at its last
            position (:func:`lexitile.games.duplicate.files.record_positions`).
    """

    BINDINGS = [
        Binding("left", "step(-1)", N_("Back"), key_display="←→"),
        Binding("right", "step(1)", N_("On"), show=False),
        Binding("home", "jump(0)", N_("Start"), show=False),
        Binding("end", "jump(-1)", N_("End"), show=False),
        Binding("f1", "help", N_("Rules")),
        Binding("q,escape", "leave", N_("Quit")),
    ]

    DEFAULT_CSS = """
    DuplicateReplayScreen #dup-replay-text { width: 1fr; padding: 0 1; }
    """

    def __init__(self, positions: list[DuplicateGame]):
        super().__init__()
        localize_bindings(self)
        self.positions = positions
        self.final = positions[-1]
        self.at = 0

    def compose(self) -> ComposeResult:
        with Horizontal():
            board = BoardView(self.final.board, self.final.rules.tileset, id="dup-replay-board")
            board.can_focus = False
            yield board
            yield Static(id="dup-replay-text")
        yield Footer()

    def on_mount(self) -> None:
        self.show()

    def show(self) -> None:
        game = self.positions[self.at]
        self.query_one(BoardView).show(game.board, None, (), show_draft=False)
        lines: list[Message] = []
        final = self.final
        if self.at < len(final.rounds):
            lines = round_lines(final.rounds[self.at], final.names)
        if lines:
            head = _("Round {k} of {n}").format(k=self.at + 1, n=len(final.rounds))
        elif final.is_over:
            head = _("The end")
        else:
            # the record stops at a round still in play: its entries are not revealed yet
            head = _("The game is still in play: round {k} has not been revealed yet.").format(k=final.round_number)
        top = final.top_total()
        totals = [
            render(Message("duplicate.table.total", {"player": name, "total": total, "share": percent(total, top)}))
            for name, total in zip(final.names, final.totals(), strict=True)
        ]
        text = "\n".join([head, *(render(m) for m in lines)])
        if not lines:
            text += "\n" + "\n".join(totals)
        self.query_one("#dup-replay-text", Static).update(text)

    def action_step(self, by: int) -> None:
        self.at = max(0, min(len(self.positions) - 1, self.at + by))
        self.show()

    def action_jump(self, to: int) -> None:
        self.at = len(self.positions) - 1 if to < 0 else to
        self.show()

    def action_help(self) -> None:
        self.app.push_screen(RulesCard([rules_card(ui_language())]))

    def action_leave(self) -> None:
        shell(self).leave_game()
