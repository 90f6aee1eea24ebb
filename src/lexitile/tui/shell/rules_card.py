"""The rules card (F1), once for every game: one screen with the same keys, scrolling
and look; each game supplies only what the card says.

A game hands the card its sections -- plain text (Quiddler's and Crosswise's card
files) or Rich text (the board game's card, built from the rule set) -- and, when its
keys are a list of ``(key, what it does)`` pairs, :func:`keys_section` lays them out
the same way for every game.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence

from rich.text import Text
from textual.app import ComposeResult
from textual.binding import Binding
from textual.containers import VerticalScroll

from lexitile.i18n import N_, _, localize_bindings, pgettext
from lexitile.tui.widgets.footer import Footer
from lexitile.tui.widgets.modal import ModalScreen
from lexitile.tui.widgets.plain import Static

__all__ = ["RulesCard", "keys_section"]


def keys_section(keys: Iterable[tuple[str, str]]) -> Text:
    """The card's "Keys" section: each key right-aligned in bold, then what it does.

    Args:
        keys: ``(key, what it does)`` pairs, both English marked with ``N_``; they are
            translated here, and ``ctrl+`` is written as the interface language's
            keyboards label it (German ``Strg+``).
    """
    ctrl = pgettext("key name", "ctrl+")  # German keyboards say Strg
    rows = [(_(key).replace("ctrl+", ctrl), _(what)) for key, what in keys]
    text = Text()
    text.append(_("Keys") + "\n", "bold underline")
    width = max((len(key) for key, _what in rows), default=0)
    for key, what in rows:
        text.append(f"{key:>{width}}  ", "bold")
        text.append(f"{what}\n")
    return text


class RulesCard(ModalScreen[None]):
    """The rules card over the table or the new-game screen, for any game.

    Escape, F1, q (and ?, which opens Crosswise's card) close it; the arrows, Page
    Up/Down, Home and End scroll it; ctrl+q asks to quit the app.

    Args:
        sections: what the card shows, top to bottom, with a blank line between
            sections; a ``str`` is shown as it is (no markup).
    """

    BINDINGS = [
        Binding("escape,f1,q,question_mark", "close", N_("Close")),
        Binding("ctrl+q", "app.quit_app", N_("Quit")),
    ]

    def __init__(self, sections: Sequence[str | Text]):
        super().__init__()
        localize_bindings(self)
        self.sections = list(sections)

    def card_text(self) -> Text:
        """Every section as one text, as the card shows it."""
        text = Text()
        for k, section in enumerate(self.sections):
            part = Text(section) if isinstance(section, str) else section
            if k:
                text.append("\n")
            text.append_text(part)
            if not part.plain.endswith("\n"):
                text.append("\n")
        text.rstrip()
        return text

    def compose(self) -> ComposeResult:
        with VerticalScroll(classes="rules-card-box"):
            yield Static(self.card_text(), id="rules-card")
        yield Footer(compact=True, show_command_palette=False)

    def on_mount(self) -> None:
        self.query_one(VerticalScroll).focus()

    def action_close(self) -> None:
        self.dismiss(None)
