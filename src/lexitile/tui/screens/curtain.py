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
from textual.widgets import Footer

from lexitile.i18n import N_, _, localize_bindings
from lexitile.rules.events import Event
from lexitile.tui.describe import last_move_line
from lexitile.tui.widgets.plain import Label


class CurtainScreen(ModalScreen[str | None]):
    """ "Pass to <name>"; Enter (or a click) lets that player see their rack.

    Dismisses with ``None`` (the player is ready) or ``"undo"`` (the player who just
    played asks to take the play back, when ``undo_by`` is given).

    Args:
        name: the person who moves next (in pairs play, the partner on turn).
        last: the previous turn, or ``None`` at the start.
        players: seat names.
        team: the team of ``name`` in pairs play (shown under the name).
        undo_by: the player who just played, when the rules let them ask to take the
            play back (key ``u``).
        from_position: the game starts from a replay's position (nobody was drawn to
            play first: the position says who moves).
    """

    BINDINGS = [
        Binding("enter,space", "ready", N_("I am ready")),
        Binding("u", "undo", N_("Take back")),
        Binding("ctrl+q", "app.quit_app", N_("Quit")),
    ]

    def __init__(
        self,
        name: str,
        last: Event | None,
        players: Sequence[str],
        team: str | None = None,
        undo_by: str | None = None,
        *,
        from_position: bool = False,
    ):
        super().__init__()
        localize_bindings(self)
        self.player = name
        self.last = last
        self.players = players
        self.team = team
        self.undo_by = undo_by
        self.from_position = from_position

    def compose(self) -> ComposeResult:
        with Vertical(classes="dialog curtain"):
            yield Label(_("Pass to {name}").format(name=self.player), id="curtain-title")
            if self.team:
                yield Label(_("team {team}").format(team=self.team), id="curtain-team")
            if self.from_position:
                first = _("A game from the replay's position: {name} is to move.").format(name=self.player)
            else:
                first = _("{name} was drawn to play first.").format(name=self.player)
            yield Label(first if self.last is None else last_move_line(self.last, self.players), id="curtain-last")
            yield Label(
                _("{name}: press Enter when only you can see the screen.").format(name=self.player), id="curtain-help"
            )
            if self.undo_by:
                yield Label(_("u: {name} asks to take the play back").format(name=self.undo_by), id="curtain-undo")
        yield Footer(compact=True, show_command_palette=False)

    def check_action(self, action: str, parameters: tuple[object, ...]) -> bool | None:
        if action == "undo":
            return self.undo_by is not None
        return True

    def on_click(self) -> None:
        self.dismiss(None)

    def action_ready(self) -> None:
        self.dismiss(None)

    def action_undo(self) -> None:
        if self.undo_by is not None:
            self.dismiss("undo")
