"""Small modal dialogs: a yes/no question."""

from __future__ import annotations

import dataclasses
from typing import Any

from textual.app import ComposeResult
from textual.binding import Binding
from textual.containers import Horizontal, Vertical

from lexitile.i18n import N_, _, localize_bindings, pgettext
from lexitile.tui.widgets.modal import ModalScreen
from lexitile.tui.widgets.plain import Button
from lexitile.tui.widgets.wrapped import WrappedLabel


def use_yes_key(screen: ModalScreen[Any]) -> str:
    """Let the interface language's own key answer yes on ``screen`` (German j,
    Portuguese s) and return it; ``y`` keeps working, hidden from the footer, for hands
    used to it. ``screen`` binds ``y`` to its yes action; call after
    :func:`~lexitile.i18n.localize_bindings`."""
    key = pgettext("the key that answers yes", "y")
    if key != "y":
        bindings = screen._bindings.key_to_bindings
        bindings[key] = [dataclasses.replace(b, key=key) for b in bindings["y"]]
        bindings["y"] = [dataclasses.replace(b, show=False) for b in bindings["y"]]
    return key


class ConfirmScreen(ModalScreen[bool | None]):
    """Ask a yes/no question; dismisses with ``True`` (y / Enter on the yes button)
    or ``False`` (n / Escape).

    Args:
        question: the question.
        yes, no: button labels.
        escape_cancels: Escape dismisses with ``None`` instead of ``False``: for a
            question whose "no" is itself an action (play as guests), so that Escape
            goes back to where the question was asked, as it does everywhere else.
    """

    #: The board game's dialog look, for the apps without its style sheet (Quiddler,
    #: Crosswise ask their unsaved-quit question with this screen): the question wraps.
    DEFAULT_CSS = """
    ConfirmScreen {
        align: center middle;
    }
    ConfirmScreen .dialog {
        width: 64;
        max-width: 100%;
        height: auto;
        border: thick $primary;
        background: $surface;
        padding: 1 2;
    }
    ConfirmScreen .question {
        width: 100%;
        margin-bottom: 1;
    }
    ConfirmScreen .buttons {
        height: auto;
        align-horizontal: center;
    }
    """

    BINDINGS = [
        Binding("y", "answer(True)", N_("Yes")),
        Binding("n", "answer(False)", N_("No")),
        Binding("escape", "escape", N_("No"), show=False),
    ]

    def __init__(self, question: str, yes: str | None = None, no: str | None = None, *, escape_cancels: bool = False):
        super().__init__()
        localize_bindings(self)
        self.escape_cancels = escape_cancels
        self.question = question
        self.yes = _("Yes") if yes is None else yes
        self.no = _("No") if no is None else no
        self.yes_key = use_yes_key(self)

    def compose(self) -> ComposeResult:
        with Vertical(classes="dialog"):
            # a save path in the question breaks between folder names, never inside one
            yield WrappedLabel(self.question, classes="question")
            with Horizontal(classes="buttons"):
                yield Button(f"{self.yes} ({self.yes_key})", id="yes", variant="warning")
                yield Button(f"{self.no} (n)", id="no", variant="primary")

    def on_mount(self) -> None:
        self.query_one("#no", Button).focus()

    def on_button_pressed(self, event: Button.Pressed) -> None:
        event.stop()
        self.dismiss(event.button.id == "yes")

    def action_answer(self, yes: bool) -> None:
        self.dismiss(yes)

    def action_escape(self) -> None:
        self.dismiss(None if self.escape_cancels else False)
