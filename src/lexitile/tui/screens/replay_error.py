"""Why a GCG file cannot be replayed, or where its replay stopped: the file, the line
and its text, the reason in the interface language, and how much of the game can
still be viewed."""

from __future__ import annotations

from rich.text import Text
from textual.app import ComposeResult
from textual.binding import Binding

from lexitile.core.message import Message
from lexitile.i18n import N_, _, localize_bindings, ngettext
from lexitile.text.render import render
from lexitile.tui.widgets.footer import Footer
from lexitile.tui.widgets.modal import ModalScreen
from lexitile.tui.widgets.plain import Static


def gcg_reason_text(why: Message | None, message: str) -> str:
    """Why a record could not be replayed: the reader's or the replay's message (code
    and fields) in the interface language; a fault with no message stays as written."""
    return render(why) if why is not None else message


class ReplayErrorScreen(ModalScreen[None]):
    """Why a GCG file cannot be shown (or where its replay stopped).

    Args:
        path: the file.
        line: the line of the fault, or ``None``.
        code: MAGPIE-style code.
        reason: the message (English).
        text: the text of that line.
        viewable: events before the fault that can still be viewed (0: none, the app
            quits when this screen is closed).
        why: the fault as a message, shown in the interface language (else ``reason``).
    """

    DEFAULT_CSS = """
    ReplayErrorScreen { align: center middle; }
    #replay-error { width: 84; max-width: 100%; height: auto; border: thick $error; background: $surface; padding: 1 2; }
    """

    BINDINGS = [
        Binding("enter,escape", "close", N_("View the events before it")),
        Binding("q", "quit", N_("Quit")),
    ]

    def __init__(
        self,
        path: str,
        line: int | None,
        code: str,
        reason: str,
        text: str = "",
        viewable: int = 0,
        why: Message | None = None,
    ):
        super().__init__()
        self.why = why
        localize_bindings(self)
        self.path, self.line, self.code, self.reason, self.text, self.viewable = (
            path,
            line,
            code,
            reason,
            text,
            viewable,
        )

    def compose(self) -> ComposeResult:
        yield Static(self.message(), id="replay-error")
        yield Footer(compact=True, show_command_palette=False)

    def message(self) -> Text:
        """The whole explanation as text."""
        out = Text()
        title = _("The replay stopped") if self.viewable else _("This file cannot be replayed")
        out.append(f"{title}\n\n", "bold")
        out.append(f"{self.path}\n")
        where = _("line {line}").format(line=self.line) if self.line is not None else _("the whole file")
        out.append(f"{where}: ", "bold")
        out.append(f"{gcg_reason_text(self.why, self.reason)}\n")
        out.append(f"[{self.code}]\n", "dim")
        if self.text:
            out.append("\n")
            out.append(f"  {self.line} | {self.text}\n", "bold")
        if self.viewable:
            n = self.viewable
            out.append(
                "\n"
                + ngettext(
                    "Enter: view the {n} event before it · q: quit", "Enter: view the {n} events before it · q: quit", n
                ).format(n=n)
            )
        else:
            out.append("\n" + _("Enter or q: quit"))
        return out

    def action_close(self) -> None:
        if self.viewable:
            self.dismiss(None)
        else:
            self.app.exit(1)

    def action_quit(self) -> None:
        self.app.exit(1 if not self.viewable else 0)
