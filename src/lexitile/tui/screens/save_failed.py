"""The game could not be saved: a dialog that stays until it is.

A move that is not in the state file is lost when the program ends, so the game does
not go on as if nothing happened: this dialog says why the save failed and offers to
try again (a full disk may have room now) or to save in another file; ctrl+q quits
anyway, after asking (the app then exits with status 1).

Every mode's table session can be shown here (:class:`Saving`): the board game's, and
the Quiddler and Crosswise sessions with their :class:`~lexitile.storage.save_file.SaveFile`.
"""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path
from typing import Any, Protocol

from textual.app import App, ComposeResult
from textual.binding import Binding
from textual.containers import Horizontal, Vertical
from textual.widgets import Input

from lexitile.core.message import Message
from lexitile.i18n import N_, _, localize_bindings
from lexitile.tui.describe import save_error_text
from lexitile.tui.widgets.modal import ModalScreen
from lexitile.tui.widgets.plain import Button, Label


class Saving(Protocol):
    """What the dialog needs of a table session whose save failed."""

    @property
    def path(self) -> Path | None:
        """The file the game is saved to (``None``: not saved)."""

    @property
    def unsaved(self) -> bool:
        """True while the file is behind the game."""

    @property
    def save_problem(self) -> Message | None:
        """Why the last save failed, as data."""

    @property
    def save_error(self) -> str | None:
        """Why the last save failed, in English."""

    def save(self) -> object:
        """Write the file again where it was."""

    def save_to(self, path: Path) -> object:
        """Save in ``path`` from now on."""


def rescue_path(session: Saving) -> Path:
    """A suggested file outside the data folder: the home folder, same file name."""
    name = session.path.name if session.path is not None else "lexitile-game.json"
    return Path.home() / name


class SaveFailedScreen(ModalScreen[bool]):
    """Shown while the game is not saved; dismisses with ``True`` once it is.

    Args:
        session: the game whose save failed (its ``unsaved`` is True).
    """

    #: The look of the board game's dialogs, for the apps without its style sheet.
    DEFAULT_CSS = """
    SaveFailedScreen {
        align: center middle;
    }
    SaveFailedScreen #save-failed {
        width: 72;
        max-width: 100%;
        height: auto;
        max-height: 100%;
        border: thick $primary;
        background: $surface;
        padding: 1 2;
    }
    SaveFailedScreen .title {
        text-style: bold;
        margin-bottom: 1;
    }
    SaveFailedScreen .buttons {
        height: auto;
        align-horizontal: center;
    }
    SaveFailedScreen Button {
        margin: 0 1;
    }
    """

    BINDINGS = [
        Binding("ctrl+r", "retry", N_("Try again")),
        Binding("escape", "stay", N_("Back"), show=False),
    ]

    def __init__(self, session: Saving):
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


def when_saved(app: App[Any], session: Saving, then: Callable[[], object]) -> None:
    """``then()`` now when the game is saved; else once the save-failed dialog has saved
    it (the dialog stays until then, so the game never goes on unsaved).

    Args:
        app: the running app.
        session: the table session that just saved (or tried to).
        then: what comes next (the next turn, a redraw).
    """
    if not session.unsaved:
        then()
        return
    if any(isinstance(screen, SaveFailedScreen) for screen in app.screen_stack):
        return  # already asking; its callback goes on

    def saved(ok: bool | None) -> None:
        if ok:
            then()

    app.push_screen(SaveFailedScreen(session), saved)


def quit_unsaved(app: App[Any], session: Saving) -> None:
    """Quit while the game is not saved: say so, and end with status 1 when the player
    quits anyway (the actions not saved are lost)."""
    from lexitile.tui.screens.dialogs import ConfirmScreen  # noqa: PLC0415 - the screen loads when first shown, not when the app starts

    def answered(yes: bool | None) -> None:
        if yes:
            app.exit(1)

    reason = save_error_text(session.save_problem or session.save_error or "")
    question = _("The game is NOT saved ({reason}). Quit anyway? The moves not saved are lost.").format(reason=reason)
    app.push_screen(ConfirmScreen(question, _("Quit without saving"), _("Keep playing")), answered)
