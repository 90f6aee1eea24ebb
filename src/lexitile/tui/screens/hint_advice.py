"""The hint's last step: the top plays with equity and leave, and the exchange advice.

Shown over the game when ctrl+g reaches the whole move (:data:`lexitile.play.hints.LAST_STEP`)
and the hint carries the coach's advice (:func:`lexitile.games.crossword.engine.coach.coach`): the best
plays (notation, score, leave, equity, from the one evaluator), and when an exchange
beats every play, which tiles to give back and which to keep; else the best exchange
and how far behind it is, or that no exchange is allowed now.

Only the player on turn sees it (it is their rack). It never stays on screen past the
turn: any key but Escape and Enter closes it and goes on to the game as typed (so a
player can type the word at once), and it closes itself if the turn passes (a clock).
"""

from __future__ import annotations

from collections.abc import Callable

from rich.text import Text
from textual import events
from textual.app import ComposeResult
from textual.binding import Binding
from textual.containers import Vertical

from lexitile.games.crossword.engine.coach import Advice
from lexitile.i18n import N_, _, decimal, localize_bindings, pgettext
from lexitile.tui.widgets.modal import ModalScreen
from lexitile.tui.widgets.plain import Static

__all__ = ["HintAdviceScreen", "advice_text"]


def advice_text(advice: Advice, best_text: str = "") -> Text:
    """The advice as text (the screen's body)."""
    text = Text(end="")
    text.append(_("Hint: the best plays") + "\n", "bold")
    if advice.plays:
        text.append(f"   {pgettext('review column', 'Play'):<16}{_('Pts'):>4}  {_('Leave'):<8}{_('Eq'):>6}\n", "dim")
        for k, c in enumerate(advice.plays, 1):
            style = "bold" if c.text == best_text else ""
            text.append(f"{k}. {c.text:<16}{c.score:>4}  {c.leave or '—':<8}{decimal(c.equity):>6}\n", style)
    else:
        text.append(_("No play is possible with this rack.") + "\n")
    ex = advice.exchange
    if advice.exchange_better and ex is not None:
        keep = ex.leave or _("nothing")
        text.append(
            "\n"
            + _("Exchanging is better than any play: give back {tiles}, keep {keep} (equity {equity}).").format(
                tiles=ex.tiles, keep=keep, equity=decimal(ex.equity)
            ),
            "bold yellow",
        )
    elif ex is not None and advice.plays:
        text.append(
            "\n"
            + _("Best exchange: give back {tiles}, keep {keep} (equity {equity}): the best play is better.").format(
                tiles=ex.tiles, keep=ex.leave or _("nothing"), equity=decimal(ex.equity)
            ),
            "dim",
        )
    elif ex is None:
        text.append("\n" + _("No exchange is allowed now."), "dim")
    text.append("\n" + _("Equity = score + the value of the tiles kept."), "dim")
    return text


class HintAdviceScreen(ModalScreen[None]):
    """The advice over the game (see the module docstring).

    Args:
        advice: the coach's advice for the player on turn.
        best_text: the hint's move in GCG notation (marked in the list).
        still_current: False once the turn the hint was for has passed.
    """

    DEFAULT_CSS = """
    HintAdviceScreen { align: right top; background: $background 0%; }
    HintAdviceScreen > Vertical {
        width: 50; max-width: 100%; height: auto; max-height: 100%;
        border: round $accent; background: $surface; padding: 0 1;
    }
    """

    BINDINGS = [Binding("escape,enter", "close", N_("Close"))]

    def __init__(self, advice: Advice, best_text: str, still_current: Callable[[], bool]):
        super().__init__()
        localize_bindings(self)
        self.advice = advice
        self.best_text = best_text
        self.still_current = still_current

    def compose(self) -> ComposeResult:
        with Vertical():
            yield Static(advice_text(self.advice, self.best_text), id="hint-advice")
            yield Static(_("Esc: close · type on to play"), classes="hint-advice-keys")

    def on_mount(self) -> None:
        self.set_interval(0.5, self._check_turn)

    def _check_turn(self) -> None:
        if not self.still_current():
            self.dismiss(None)

    def on_key(self, event: events.Key) -> None:
        if event.key in ("escape", "enter"):
            return  # the bindings close it
        event.stop()
        event.prevent_default()
        app = self.app
        self.dismiss(None)
        app.post_message(events.Key(event.key, event.character))

    def action_close(self) -> None:
        self.dismiss(None)
