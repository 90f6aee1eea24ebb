"""The game could not be saved: a dialog that stays until it is.

A move that is not in the state file is lost when the program ends, so the game does
not go on as if nothing happened: this dialog says why the save failed and offers to
try again (a full disk may have room now) or to save in another file; ctrl+q quits
anyway, after asking (the app then exits with status 1).
"""

from __future__ import annotations

from pathlib import Path

from textual.app import ComposeResult
from textual.binding import Binding
from textual.containers import Horizontal, Vertical
from textual.screen import ModalScreen
from textual.widgets import Input

from lexitile.i18n import N_, _, localize_bindings
from lexitile.play.board_session import Session
from lexitile.tui.describe import save_error_text
from lexitile.tui.widgets.plain import Button, Label


def rescue_path(session: Session) -> Path:
    """A suggested file outside the data folder: the home folder, same file name."""
    name = session.path.name if session.path is not None else "lexitile-game.json"
    return Path.home() / name


class SaveFailedScreen(ModalScreen[bool]):
    """Shown while the game is not saved; dismisses with ``True`` once it is.

    Args:
        session: the game whose save failed (:attr:`Session.unsaved`).
    """

    BINDINGS = [
        Binding("ctrl+r", "retry", N_("Try again")),
        Binding("escape", "stay", N_("Back"), show=False),
    ]

    def __init__(self, session: Session):
        super().__init__()
        localize_bindings(self)
        self.session = session

    def compose(self) -> ComposeResult:
        with Vertical(classes="dialog", id="save-failed"):
            yield Label(_("The game is NOT saved."), classes="title")
            yield Label(self._reason(), id="save-failed-reason")
            yield Label(_("Save in another file (Enter):"))
            yield Input(value=str(rescue_path(self.session)), id="save-elsewhere", compact=True)
            with Horizontal(classes="buttons"):
                yield Button(_("Try again"), id="retry", variant="primary")
                yield Button(_("Save there"), id="elsewhere", variant="warning")

    def _reason(self) -> str:
        return save_error_text(self.session.save_problem or self.session.save_error or "")

    def on_mount(self) -> None:
        self.query_one("#retry", Button).focus()

    def on_button_pressed(self, event: Button.Pressed) -> None:
        event.stop()
        if event.button.id == "retry":
            self.action_retry()
        else:
            self.save_elsewhere()

    def on_input_submitted(self, event: Input.Submitted) -> None:
        event.stop()
        self.save_elsewhere()

    def action_retry(self) -> None:
        """Write the state file again where it was."""
        self.session.save()
        self._settle()

    def save_elsewhere(self) -> None:
        """Write the state file (and its GCG) to the path typed in the box."""
        typed = self.query_one("#save-elsewhere", Input).value.strip()
        if typed:
            self.session.save_to(Path(typed))
        self._settle()

    def action_stay(self) -> None:
        """Escape does not close the dialog: the game is still not saved."""

    def _settle(self) -> None:
        if not self.session.unsaved:
            self.dismiss(True)
            return
        self.query_one("#save-failed-reason", Label).update(self._reason())
