"""The Crosswise app: a match at one keyboard, or the replay of a record."""

from __future__ import annotations

from textual.app import App
from textual.binding import Binding

from lexitile.crosswise.match import Match
from lexitile.i18n import N_, localize_bindings
from lexitile.play.crosswise import Session
from lexitile.tui.crosswise.replay import ReplayScreen
from lexitile.tui.crosswise.screens import CrosswiseScreen
from lexitile.tui.hangup import watch_terminal
from lexitile.tui.widgets.plain import PlainNotify


class CrosswiseApp(PlainNotify, App):
    """Plays a :class:`Session` (or replays a :class:`Match` when ``replay`` is given).

    Args:
        session: the match to play.
        replay: a recorded match to step through instead.
        robot_delay: seconds a robot waits before moving, so people see it (0 in tests).
        card: the rules card text (``?`` shows it).
    """

    CSS_PATH = "crosswise.tcss"
    ENABLE_COMMAND_PALETTE = False
    TITLE = "lexitile · Crosswise"
    BINDINGS = [Binding("ctrl+q", "quit_table", N_("Quit"), priority=True, show=False)]

    def __init__(
        self,
        session: Session | None = None,
        replay: Match | None = None,
        robot_delay: float = 0.4,
        card: str = "",
    ):
        super().__init__()
        localize_bindings(self)
        if (session is None) == (replay is None):
            raise ValueError("give a session to play or a match to replay")
        self.session = session
        self.replay = replay
        self.robot_delay = robot_delay
        self.card = card

    def on_mount(self) -> None:
        watch_terminal(self)  # it saves after every turn: nothing to save first
        if self.session is not None:
            self.push_screen(CrosswiseScreen(self.session, self.robot_delay, self.card))
        else:
            assert self.replay is not None
            self.push_screen(ReplayScreen(self.replay, self.card))

    def action_quit_table(self) -> None:
        """ctrl+q: quit; while the record is behind the match (its save failed), ask
        first and end with status 1."""
        if self.session is not None and self.session.unsaved:
            from lexitile.tui.screens.save_failed import quit_unsaved

            quit_unsaved(self, self.session)
        else:
            self.exit(0)
