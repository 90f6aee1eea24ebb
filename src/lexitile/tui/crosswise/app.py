"""The one app started on a Crosswise match, or on the replay of a record
(``lexitile crosswise``); when the match is left, the app ends."""

from __future__ import annotations

from typing import Any

from textual.binding import Binding

from lexitile.games.crosswise.match import Match
from lexitile.i18n import N_
from lexitile.play.crosswise import Session
from lexitile.tui.app import LexitileApp
from lexitile.tui.crosswise.replay import ReplayScreen
from lexitile.tui.crosswise.screens import CrosswiseScreen


class CrosswiseApp(LexitileApp):
    """Plays a :class:`Session` (or replays a :class:`Match` when ``replay`` is given).

    Args:
        session: the match to play.
        replay: a recorded match to step through instead.
        robot_delay: seconds a robot waits before moving, so people see it (0 in tests).
        card: the rules card text (``?`` shows it).
        hands_hidden: the replayed match is still in play (its header says so).
        kwargs: passed to :class:`~lexitile.tui.app.LexitileApp`.
    """

    #: ctrl+q quits as everywhere, but the footer names ``q``, Crosswise's own key
    BINDINGS = [Binding("ctrl+q", "quit", N_("Quit"), priority=True, show=False)]

    def __init__(
        self,
        session: Session | None = None,
        replay: Match | None = None,
        robot_delay: float = 0.4,
        card: str = "",
        hands_hidden: bool = False,
        **kwargs: Any,
    ):
        if (session is None) == (replay is None):
            raise ValueError("give a session to play or a match to replay")
        if session is not None:
            playing = session

            def first() -> CrosswiseScreen:
                return CrosswiseScreen(playing, self.robot_delay, self.card)  # as set by mount time

            super().__init__(first_screen=first, mode="crosswise", crosswise_robot_delay=robot_delay, **kwargs)
        else:
            assert replay is not None
            recorded = replay
            super().__init__(
                first_screen=lambda: ReplayScreen(recorded, self.card, hands_hidden=hands_hidden),
                mode="crosswise",
                crosswise_robot_delay=robot_delay,
                **kwargs,
            )
        self.starting_session = session
        self.replay = replay
        self.robot_delay = robot_delay
        self.card = card
