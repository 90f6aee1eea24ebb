"""The hotseat curtain: "Pass to <name>", racks hidden until that player presses Enter.

The game screen behind stays visible (board, scores, history with the previous move);
it hides every rack and the unseen-tiles panel while the curtain is up.
"""

from __future__ import annotations

from collections.abc import Sequence

from textual.app import ComposeResult
from textual.binding import Binding
from textual.containers import Vertical
from textual.screen import ModalScreen
from textual.widgets import Footer, Label

from lexitile.rules.events import Event
from lexitile.tui.describe import last_move_line


class CurtainScreen(ModalScreen[None]):
    """"Pass to <name>"; Enter (or a click) lets that player see their rack.

    Args:
        name: the player who moves next.
        last: the previous turn, or ``None`` at the start.
        players: seat names.
    """

    BINDINGS = [Binding("enter,space", "ready", "I am ready"), Binding("ctrl+q", "app.quit_app", "Quit")]

    def __init__(self, name: str, last: Event | None, players: Sequence[str]):
        super().__init__()
        self.player = name
        self.last = last
        self.players = players

    def compose(self) -> ComposeResult:
        with Vertical(classes="dialog curtain"):
            yield Label(f"Pass to {self.player}", id="curtain-title")
            first = f"{self.player} was drawn to play first."
            yield Label(first if self.last is None else last_move_line(self.last, self.players), id="curtain-last")
            yield Label(f"{self.player}: press Enter when only you can see the screen.", id="curtain-help")
        yield Footer(compact=True, show_command_palette=False)

    def on_click(self) -> None:
        self.dismiss(None)

    def action_ready(self) -> None:
        self.dismiss(None)
