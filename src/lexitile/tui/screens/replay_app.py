"""The app of ``lexitile replay``: the replay screen of a GCG record (or the error
screen of a file that cannot be shown), and games started from one of its positions.

Apart from :mod:`lexitile.tui.screens.replay` so that the screen, which the one app
also opens from the saved games, does not import an app.
"""

from __future__ import annotations

from collections.abc import Callable, Container

from textual import events
from textual.binding import Binding

from lexitile.games.crossword.records.replay_model import ReplayLoadError, ReplayModel
from lexitile.i18n import N_, _
from lexitile.tui.app import LexitileApp
from lexitile.tui.screens.dialogs import ConfirmScreen
from lexitile.tui.screens.game import GameScreen
from lexitile.tui.screens.replay import ReplayScreen
from lexitile.tui.screens.replay_error import ReplayErrorScreen

__all__ = ["ReplayApp"]


class ReplayApp(LexitileApp):
    """The app of ``lexitile replay``: the replay screen, or the error screen.

    Args:
        model: the replayed file, or the :class:`ReplayLoadError` of a file that cannot
            be shown.
        lexicon_loader: loads a word list by spec (tests pass a stand-in).
        lexicon_spec: the word list for games from a position (``--lexicon``).
    """

    TITLE = "lexitile replay"
    BINDINGS = [
        Binding("ctrl+q", "quit_app", N_("Quit"), priority=True),
        Binding("f2", "back_to_replay", N_("Replay"), priority=True),
    ]

    def __init__(
        self,
        model: ReplayModel | ReplayLoadError,
        *,
        lexicon_loader: Callable[[str], Container[str]] | None = None,
        lexicon_spec: str | None = None,
    ):
        super().__init__(None, lexicon_loader=lexicon_loader)  # translates the footer keys
        self.model = model
        self.lexicon_spec = lexicon_spec

    def on_mount(self, event: events.Mount) -> None:  # type: ignore[override]  # Textual passes the event to any handler
        event.prevent_default()  # not the new-game screen of LexitileApp.on_mount
        model = self.model
        if isinstance(model, ReplayLoadError):
            self.push_screen(
                ReplayErrorScreen(model.path, model.line, model.code, model.reason, model.text, 0, model.why)
            )
        else:
            self.push_screen(ReplayScreen(model, self.lexicon_spec))

    def check_action(self, action: str, parameters: tuple[object, ...]) -> bool | None:
        if action == "back_to_replay":
            return any(isinstance(s, GameScreen) for s in self.screen_stack)
        return True

    def action_back_to_replay(self) -> None:
        """F2: leave the game from a position and come back to the replay."""
        while len(self.screen_stack) > 1 and not isinstance(self.screen, ReplayScreen):
            self.pop_screen()

    def action_quit_app(self) -> None:
        """ctrl+q: quit; asks first while a game from a position is unfinished (it is not saved)."""
        session = self.session
        if session is None or session.finished or self._confirming_quit:
            self.exit(0)
            return
        self._confirming_quit = True

        def answered(yes: bool | None) -> None:
            self._confirming_quit = False
            if yes:
                self.exit(0)

        self.push_screen(
            ConfirmScreen(_("Quit? This game from the replay is not saved."), _("Quit"), _("Keep playing")), answered
        )
