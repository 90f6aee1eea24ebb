"""The exchange dialog: choose rack tiles to put back; returns them as a string."""

from __future__ import annotations

from collections.abc import Sequence

from rich.text import Text
from textual import events
from textual.app import ComposeResult
from textual.binding import Binding
from textual.containers import Vertical

from lexitile.games.crossword.rules.tiles import BLANK, TileSet
from lexitile.i18n import N_, _, localize_bindings, ngettext
from lexitile.tui.widgets.footer import Footer
from lexitile.tui.widgets.modal import ModalScreen
from lexitile.tui.widgets.plain import Label, Static
from lexitile.tui.widgets.rack import tile_face


class ExchangeScreen(ModalScreen[str | None]):
    """Pick tiles: a letter, ``?`` or a digit toggles a tile; ``a`` toggles all;
    Backspace takes back the tile chosen last; Enter exchanges the chosen tiles (dismiss with e.g. ``"QU?"``); Escape cancels
    (dismiss with ``None``). Under rules with a paid exchange (Kreuzwort), ctrl+e
    exchanges them for points instead and the player keeps the turn: :attr:`paid` is
    then True.

    Args:
        rack: the rack in the player's order.
        tileset: for tile values.
        bag: tiles in the bag (shown).
        paid_cost: points the paid exchange costs now, or ``None`` when the rules have
            none (or it is not allowed now).
    """

    BINDINGS = [
        Binding("enter", "confirm", N_("Exchange")),
        Binding("escape", "cancel", N_("Cancel")),
        Binding("ctrl+a", "all", N_("All")),
        Binding("ctrl+e", "paid", N_("Pay, keep the turn")),
        Binding("ctrl+q", "app.quit_app", N_("Quit")),
    ]

    def __init__(self, rack: Sequence[str], tileset: TileSet, bag: int, paid_cost: int | None = None):
        super().__init__()
        localize_bindings(self)
        self.rack = list(rack)
        self.tileset = tileset
        self.bag = bag
        self.paid_cost = paid_cost
        #: True when the player chose the paid exchange (ctrl+e)
        self.paid = False
        self.chosen: set[int] = set()
        #: the chosen slots in the order they were chosen (Backspace takes back the last)
        self.picked: list[int] = []

    def compose(self) -> ComposeResult:
        with Vertical(classes="dialog exchange"):
            yield Label(_("Exchange tiles"), classes="title")
            yield Label(
                _("Type a letter, ? or a digit to choose tiles; Enter to exchange. Bag: {bag}.").format(bag=self.bag)
            )
            if self.paid_cost is not None:
                yield Label(
                    _("ctrl+e: pay {points} points instead and keep your turn (paid exchange).").format(
                        points=self.paid_cost
                    ),
                    id="exchange-paid",
                )
            yield Static(id="exchange-rack")
            yield Label("", id="exchange-chosen")
        yield Footer(compact=True, show_command_palette=False)

    def on_mount(self) -> None:
        self._draw()

    @property
    def tiles(self) -> str:
        """The chosen tiles, in rack order."""
        return "".join(self.rack[i] for i in sorted(self.chosen))

    def _draw(self) -> None:
        text = Text(no_wrap=True)
        slots = Text(no_wrap=True)
        for i, tile in enumerate(self.rack):
            face = tile_face(tile, self.tileset)
            if i in self.chosen:
                text.append(face, "reverse bold")
            else:
                text.append(face, "bold")
            text.append(" ")
            slots.append(f" {'^' if i in self.chosen else ' '}{i + 1}  ")
        text.append("\n")
        text.append_text(slots)
        self.query_one("#exchange-rack", Static).update(text)
        chosen = self.tiles
        self.query_one("#exchange-chosen", Label).update(
            ngettext("Chosen: {tiles} ({n} tile)", "Chosen: {tiles} ({n} tiles)", len(chosen)).format(
                tiles=chosen, n=len(chosen)
            )
            if chosen
            else _("Chosen: none")
        )

    def on_key(self, event: events.Key) -> None:
        if event.key == "backspace":
            event.stop()
            self.action_unchoose()
            return
        ch = event.character
        if not ch or not event.is_printable:
            return
        index: int | None = None
        if ch.isdigit():
            i = int(ch) - 1
            index = i if 0 <= i < len(self.rack) else None
        elif ch == BLANK or ch.isalpha():
            want = BLANK if ch == BLANK else ch.upper()
            free = [i for i, t in enumerate(self.rack) if t == want and i not in self.chosen]
            taken = [i for i, t in enumerate(self.rack) if t == want and i in self.chosen]
            if free:
                index = free[0]
            elif taken:
                index = taken[-1]
        if index is not None:
            event.stop()
            self.chosen ^= {index}
            if index in self.chosen:
                self.picked.append(index)
            else:
                self.picked.remove(index)
            self._draw()

    def action_unchoose(self) -> None:
        """Backspace: the tile chosen last goes back (nothing when none is chosen)."""
        if self.picked:
            self.chosen.discard(self.picked.pop())
            self._draw()

    def action_all(self) -> None:
        self.chosen = set() if len(self.chosen) == len(self.rack) else set(range(len(self.rack)))
        self.picked = sorted(self.chosen)
        self._draw()

    def check_action(self, action: str, parameters: tuple[object, ...]) -> bool | None:
        """The paid exchange's key exists only where the rules have one."""
        if action == "paid":
            return self.paid_cost is not None
        return True

    def action_paid(self) -> None:
        """ctrl+e: exchange the chosen tiles for points and keep the turn."""
        self.paid = True
        self.action_confirm()
        if not self.chosen:
            self.paid = False

    def action_confirm(self) -> None:
        if not self.chosen:
            self.query_one("#exchange-chosen", Label).update(_("Choose at least one tile (or Escape to cancel)"))
            return
        self.dismiss(self.tiles)

    def action_cancel(self) -> None:
        self.dismiss(None)
