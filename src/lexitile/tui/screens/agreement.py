"""A question every one of several people must agree to, each on their own key press:
taking a play back (Palavras Cruzadas "Desfazendo um movimento") and annulling a game
(Kreuzwort "Partie annullieren").

The people are asked in turn, by name: ``y`` agrees, ``n`` (or Escape) refuses. The
first refusal ends the vote (dismisses with ``False``); when everyone has agreed the
screen dismisses with ``True``. Computer players have answered before the screen opens
(``computers``): they are shown as agreeing and never asked.
"""

from __future__ import annotations

from collections.abc import Sequence

from rich.text import Text
from textual.app import ComposeResult
from textual.binding import Binding
from textual.containers import Vertical

from lexitile.i18n import N_, _, localize_bindings
from lexitile.tui.widgets.footer import Footer
from lexitile.tui.widgets.modal import ModalScreen
from lexitile.tui.widgets.plain import Static


class AgreementScreen(ModalScreen[bool]):
    """Ask ``voters`` one after another.

    Args:
        title: what is proposed (``"Ann asks to take back 8H DAZE"``).
        question: what each voter answers (``"agree to take the play back?"``).
        voters: everyone who must agree, in the order they are asked.
        computers: the voters who are computer players and have agreed already
            (a computer that refuses ends the vote before the screen is opened).
    """

    BINDINGS = [
        Binding("y", "answer(True)", N_("Agree")),
        Binding("n,escape", "answer(False)", N_("Refuse")),
        Binding("ctrl+q", "app.quit_app", N_("Quit")),
    ]

    def __init__(self, title: str, question: str, voters: Sequence[str], computers: Sequence[str] = ()):
        super().__init__()
        localize_bindings(self)
        self.title_text = title
        self.question = question
        self.voters = list(voters)
        self.computers = [name for name in computers if name in self.voters]
        self.agreed: list[str] = list(self.computers)
        self.refused_by: str | None = None

    def compose(self) -> ComposeResult:
        with Vertical(classes="dialog agreement"):
            yield Static(id="agreement-text")
        yield Footer(compact=True, show_command_palette=False)

    def on_mount(self) -> None:
        if self.asking is None:
            self.dismiss(True)
            return
        self.refresh_text()

    @property
    def asking(self) -> str | None:
        """The person whose answer is awaited."""
        return next((name for name in self.voters if name not in self.agreed), None)

    def vote_text(self) -> Text:
        text = Text()
        text.append(f"{self.title_text}\n\n", "bold")
        for name in self.voters:
            if name in self.computers:
                text.append("   " + _("{name} (computer): agrees").format(name=name) + "\n", "dim")
            elif name in self.agreed:
                text.append("   " + _("{name}: agrees").format(name=name) + "\n", "dim")
            elif name == self.asking:
                text.append(f" ▶ {name}: {self.question} y / n\n", "bold")
            else:
                text.append("   " + _("{name}: waiting").format(name=name) + "\n")
        text.append("\n" + _("Everyone must agree; one no is enough to refuse."), "dim")
        return text

    def refresh_text(self) -> None:
        self.query_one("#agreement-text", Static).update(self.vote_text())

    def action_answer(self, yes: bool) -> None:
        who = self.asking
        if who is None:
            return
        if not yes:
            self.refused_by = who
            self.dismiss(False)
            return
        self.agreed.append(who)
        if self.asking is None:
            self.dismiss(True)
            return
        self.refresh_text()
