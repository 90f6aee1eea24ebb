"""Duplicate's dialogs: a round's summary and the game over with a chart of each
player's share of the top per round."""

from __future__ import annotations

from collections.abc import Sequence

from rich.text import Text
from textual.app import ComposeResult
from textual.binding import Binding
from textual.containers import Vertical

from lexitile.i18n import N_, _, localize_bindings
from lexitile.tui.screens.game_over import ResultScreen
from lexitile.tui.shell.rules_card import RulesCard
from lexitile.tui.widgets.footer import Footer
from lexitile.tui.widgets.modal import ModalScreen
from lexitile.tui.widgets.plain import Static

#: Bar heights for a share of 0-100 %.
_BARS = "▁▂▃▄▅▆▇█"


def share_chart(names: Sequence[str], shares: Sequence[Sequence[int]]) -> str:
    """One line per player: a bar per round, as high as the share of the top that
    round (``█`` the top, ``▁`` nothing), then the share over the whole game.

    Args:
        names: the players.
        shares: per finished round, each player's share in percent.

    >>> print(share_chart(["Ada", "Bo"], [(100, 50), (100, 0)]))
    Ada ██ 100%
    Bo  ▄▁  25%
    """
    width = max((len(n) for n in names), default=0)
    lines = []
    for seat, name in enumerate(names):
        row = [r[seat] for r in shares]
        bars = "".join(_BARS[min(len(_BARS) - 1, share * (len(_BARS) - 1) // 100)] for share in row)
        mean = round(sum(row) / len(row)) if row else 0
        lines.append(f"{name:<{width}} {bars} {mean:>3}%")
    return "\n".join(lines)


class RoundSummaryScreen(ModalScreen[None]):
    """Everybody's play, score and validity, the top and the totals after a round;
    Enter or Escape closes it (anybody may: the keyboard may change hands here); F1
    shows the rules card over it.

    Args:
        text: the summary as the table words it.
        card: the rules card's text (empty: F1 shows nothing).
    """

    BINDINGS = [
        Binding("enter,escape,space", "close", N_("Next round")),
        Binding("f1", "help", N_("Rules")),
    ]

    DEFAULT_CSS = """
    RoundSummaryScreen { align: center middle; }
    RoundSummaryScreen > .dialog {
        width: 64; max-width: 100%; height: auto; max-height: 100%;
        border: thick $primary; background: $surface; padding: 1 2; overflow-y: auto;
    }
    """

    def __init__(self, text: str, card: str = ""):
        super().__init__()
        localize_bindings(self)
        self.text = text
        self.card = card

    def compose(self) -> ComposeResult:
        with Vertical(classes="dialog"):
            yield Static(Text(self.text), id="round-summary")
            yield Static(_("Enter: next round"), classes="game-over-hint")
        yield Footer(compact=True, show_command_palette=False)

    def action_close(self) -> None:
        self.dismiss(None)

    def action_help(self) -> None:
        """F1: the rules card (Escape comes back to the summary)."""
        if self.card:
            self.app.push_screen(RulesCard([self.card]))


class DuplicateGameOverScreen(ResultScreen):
    """How the game ended, the totals, and each player's share of the top per round.
    Dismisses with ``None`` (Escape: look at the board) or quits (q)."""

    TEXT_ID = "summary"

    def __init__(self, text: str, chart: str, *, saved_lines: str = ""):
        self.chart = chart
        super().__init__(text, None, saved_lines=saved_lines)

    def body_text(self) -> Text:
        text = Text(self.text if isinstance(self.text, str) else self.text.plain)
        text.append("\n\n" + _("Share of the top, round by round:") + "\n" + self.chart)
        return text

    def hint(self) -> str:
        return _("q: quit   Escape: the board")
