"""The app started on a duplicate game (``lexitile duplicate``); when the game is left,
the app ends."""

from __future__ import annotations

from typing import Any

from lexitile.games.duplicate.game import DuplicateGame
from lexitile.play.duplicate import Session
from lexitile.tui.app import LexitileApp
from lexitile.tui.duplicate.replay import DuplicateReplayScreen
from lexitile.tui.duplicate.screens import DuplicateScreen


class DuplicateApp(LexitileApp):
    """Plays a duplicate :class:`Session`.

    Args:
        session: the game to play.
        card: the rules card text (F1 shows it).
        kwargs: passed to :class:`~lexitile.tui.app.LexitileApp` (``clock`` for tests).
    """

    def __init__(self, session: Session, card: str = "", **kwargs: Any):
        self.starting_session = session
        self.card = card
        super().__init__(first_screen=lambda: DuplicateScreen(session, self.card), mode="duplicate", **kwargs)

    def quit_game(self) -> None:
        """ctrl+q anywhere: the duplicate table's own question (where it is saved and
        how it resumes), else the app's."""
        screen = self.game_screen()
        if isinstance(screen, DuplicateScreen):
            screen.action_quit_game()
            return
        super().quit_game()


class DuplicateReplayApp(LexitileApp):
    """Steps through a recorded duplicate game (``lexitile duplicate --replay``).

    Args:
        positions: :func:`lexitile.games.duplicate.files.record_positions` of the record.
        kwargs: passed to :class:`~lexitile.tui.app.LexitileApp`.
    """

    def __init__(self, positions: list[DuplicateGame], **kwargs: Any):
        super().__init__(first_screen=lambda: DuplicateReplayScreen(positions), mode="duplicate", **kwargs)
