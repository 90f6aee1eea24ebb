"""Who plays each seat: hand a seat to the computer mid-game, or take it back (ctrl+t).

Keys: ``1``-``4`` toggle that seat between its player and a computer player; the arrow
keys ↑ ↓ move the selection and Space toggles the selected seat; ``e`` / ``c`` / ``k`` /
``s`` / ``m`` / ``h`` / ``x`` set the level of the selected computer seat (every level of
the board game's registry, :attr:`lexitile.core.modes.GameMode.robot_levels`: easy,
casual, keen, steady, medium, hard, expert) and ``f`` turns its common-words-only play
(``+familiar``) on or off; Enter or Escape closes. The screen dismisses with the new seat -> level map (``None``: no
change).
"""

from __future__ import annotations

from rich.text import Text
from textual import events
from textual.app import ComposeResult
from textual.binding import Binding
from textual.containers import Vertical

from lexitile.games.crossword.engine.robots import DEFAULT_LEVEL, FAMILIAR_SUFFIX
from lexitile.i18n import N_, _, localize_bindings
from lexitile.tui.forms.level_help import LEVEL_NAMES, level_label
from lexitile.tui.widgets.footer import Footer
from lexitile.tui.widgets.modal import ModalScreen
from lexitile.tui.widgets.plain import Static

#: key -> level: every level of the board game's robots (``core.modes`` robot_levels), weakest first
LEVEL_KEYS = {"e": "easy", "c": "casual", "k": "keen", "s": "steady", "m": "medium", "h": "hard", "x": "expert"}
#: the key that turns a computer seat's common-words-only play on or off
FAMILIAR_KEY = "f"


class SeatsScreen(ModalScreen[dict[int, str] | None]):
    """Toggle seats between people and computer players.

    Args:
        players: seat names.
        robots: the current seat -> level map.
        turn: the seat on turn (marked).
    """

    BINDINGS = [
        Binding("enter", "done", N_("Done")),
        Binding("escape", "cancel", N_("Cancel")),
        Binding("up", "move(-1)", N_("Previous seat"), show=False),
        Binding("down", "move(1)", N_("Next seat"), show=False),
        Binding("space", "hand_over", N_("Hand over / take back"), show=False),
        Binding("ctrl+q", "app.quit_app", N_("Quit")),
    ]

    def __init__(self, players: tuple[str, ...] | list[str], robots: dict[int, str], turn: int):
        super().__init__()
        localize_bindings(self)
        self.players = list(players)
        self.robots = dict(robots)
        self.turn = turn
        self.selected = turn

    def compose(self) -> ComposeResult:
        with Vertical(classes="dialog", id="seats-dialog"):
            yield Static(id="seats-text")
        yield Footer(compact=True, show_command_palette=False)

    def on_mount(self) -> None:
        self.refresh_text()

    def seats_text(self) -> Text:
        text = Text()
        text.append(_("Who plays each seat") + "\n\n", "bold")
        for i, name in enumerate(self.players):
            if i in self.robots:
                level = self.robots[i]
                who = _("computer ({level})").format(level=level_label(level))
            else:
                who = _("human")
            mark = "▶" if i == self.selected else " "
            turn = "  " + _("(on turn)") if i == self.turn else ""
            text.append(f" {mark} {i + 1} {name[:20]:<20} {who}{turn}\n", "bold" if i == self.selected else "")
        text.append("\n" + _("1-4: hand the seat to the computer / take it back") + "\n", "dim")
        text.append(_("↑ ↓: choose a seat · Space: hand it over / take it back") + "\n", "dim")
        levels = ", ".join(f"{key} {_(LEVEL_NAMES[level])}" for key, level in LEVEL_KEYS.items())
        text.append(_("the computer's level: {levels}").format(levels=levels) + "\n", "dim")
        text.append(_("f: common words only, on or off") + "\n", "dim")
        text.append(_("Enter: done · Escape: no change"), "dim")
        return text

    def refresh_text(self) -> None:
        self.query_one("#seats-text", Static).update(self.seats_text())

    def toggle(self, seat: int) -> None:
        """Select ``seat`` (0-based) and hand it to the computer (default level) or give
        it back to its player."""
        self.selected = seat
        if seat in self.robots:
            del self.robots[seat]
        else:
            self.robots[seat] = DEFAULT_LEVEL

    def action_move(self, step: int) -> None:
        """↑ / ↓: select the seat above or below (wrapping round the table)."""
        self.selected = (self.selected + step) % len(self.players)
        self.refresh_text()

    def action_hand_over(self) -> None:
        """Space: hand the selected seat over, or take it back."""
        self.toggle(self.selected)
        self.refresh_text()

    def on_key(self, event: events.Key) -> None:
        ch = event.character
        if ch and ch.isdigit() and 1 <= int(ch) <= len(self.players):
            self.toggle(int(ch) - 1)
        elif ch in LEVEL_KEYS and self.selected in self.robots:
            familiar = self.robots[self.selected].endswith(FAMILIAR_SUFFIX)
            self.robots[self.selected] = LEVEL_KEYS[ch] + (FAMILIAR_SUFFIX if familiar else "")
        elif ch == FAMILIAR_KEY and self.selected in self.robots:
            level = self.robots[self.selected]
            base = level.removesuffix(FAMILIAR_SUFFIX)
            self.robots[self.selected] = base if level != base else base + FAMILIAR_SUFFIX
        else:
            return
        event.stop()
        event.prevent_default()
        self.refresh_text()

    def action_done(self) -> None:
        self.dismiss(self.robots)

    def action_cancel(self) -> None:
        self.dismiss(None)
