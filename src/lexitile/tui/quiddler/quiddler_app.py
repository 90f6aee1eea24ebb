"""The app of ``lexitile quiddler``: one Quiddler table, and the app ends when the game
is left.

Apart from :mod:`lexitile.tui.quiddler.app` (the table's screen) so that the screen,
which the one app also opens, does not import an app.
"""

from __future__ import annotations

from typing import Any

from lexitile.play.quiddler import QuiddlerSession
from lexitile.tui.app import LexitileApp
from lexitile.tui.forms.quiddler import rematch
from lexitile.tui.quiddler.app import QuiddlerScreen

__all__ = ["QuiddlerApp"]


class QuiddlerApp(LexitileApp):
    """The one app started on a Quiddler table (``lexitile quiddler``); when the game
    is left, the app ends.

    Args:
        session: the game to play (new or resumed).
        rules_text: the rules card text (F1).
        turn_timeout: seconds per human turn before a robot plays it (``None``: no limit).
        kwargs: passed to :class:`~lexitile.tui.app.LexitileApp`.
    """

    def __init__(
        self, session: QuiddlerSession, rules_text: str = "", turn_timeout: float | None = None, **kwargs: Any
    ):
        # read at mount: the card and the timeout may still be set after construction
        super().__init__(
            first_screen=lambda: QuiddlerScreen(session, self.rules_text, self.turn_timeout, rematch),
            mode="quiddler",
            **kwargs,
        )
        self.starting_session = session
        self.rules_text = rules_text
        self.turn_timeout = turn_timeout
