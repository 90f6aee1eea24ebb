"""The rack of the player on turn: tiles with their values and slot numbers.

Focus the rack (Tab) to rearrange it: ←/→ pick a tile, Shift+←/→ (or ``<``/``>``)
move it; typing a letter picks that tile. Tiles placed on the board leave a gap so
the slot numbers (the digits that place a tile) stay put. Behind the hotseat curtain
the rack is hidden.
"""

from __future__ import annotations

from collections.abc import Collection, Sequence

from rich.cells import cell_len
from rich.text import Text
from textual import events
from textual.binding import Binding
from textual.geometry import Size
from textual.message import Message
from textual.reactive import reactive

from lexitile.games.crossword.rules.tiles import BLANK, TileSet
from lexitile.i18n import N_, _, localize_bindings
from lexitile.tui.widgets.plain import Widget, clipped

_SUBSCRIPT = str.maketrans("0123456789", "₀₁₂₃₄₅₆₇₈₉")

#: Width of one tile on screen, including the gap after it.
TILE_WIDTH = 5

#: Terminal cells for the owner's name before the tiles.
LABEL_CELLS = 10


def rack_label(owner: str) -> str:
    """The owner's name as the rack shows it: right-aligned in :data:`LABEL_CELLS`
    cells, a longer name cut to fit and ending in ``…`` (``"Maximilia…"``), so a
    cut name is never taken for a whole one."""
    name = clipped(owner, LABEL_CELLS)
    return " " * (LABEL_CELLS - cell_len(name)) + name


def tile_face(tile: str, tileset: TileSet) -> str:
    """A tile with its value as a subscript, 4 characters: ``" A₁ "``, ``" Q₁₀"``."""
    value = tileset.value(tile) if tile == BLANK or tileset.is_letter(tile) else 0
    return f" {tile}{str(value).translate(_SUBSCRIPT):<2}"


class RackView(Widget, can_focus=True):
    """The rack as shown to its owner.

    Attributes:
        selected: the picked slot (for moving tiles), shown while focused.
    """

    COMPONENT_CLASSES = {"rack--label", "rack--tile", "rack--blank", "rack--used", "rack--selected", "rack--slot"}

    BINDINGS = [
        Binding("left", "select(-1)", N_("Pick left"), show=False),
        Binding("right", "select(1)", N_("Pick right"), show=False),
        # not in the footer (no room at 80 columns): the game screen's hint line says them
        Binding("shift+left,less_than_sign", "move(-1)", N_("Move left"), show=False),
        Binding("shift+right,greater_than_sign", "move(1)", N_("Move right"), show=False),
    ]

    selected: reactive[int] = reactive(0)

    class Reordered(Message):
        """The player moved a tile; ``order`` is the rack's new order."""

        def __init__(self, order: list[str]) -> None:
            self.order = order
            super().__init__()

    def __init__(self, tileset: TileSet, *, name: str | None = None, id: str | None = None, classes: str | None = None):
        super().__init__(name=name, id=id, classes=classes)
        localize_bindings(self)
        self.tileset = tileset
        self.owner = ""
        self.order: list[str] = []
        self.used: frozenset[int] = frozenset()
        self.hidden = False
        self.note = ""

    def show(
        self,
        owner: str,
        order: Sequence[str],
        used: Collection[int] = (),
        hidden: bool = False,
        note: str | None = None,
    ) -> None:
        """Draw a rack.

        Args:
            owner: the player's name.
            order: tiles in the player's order.
            used: slots whose tile is placed on the board (drawn as gaps).
            hidden: True behind the hotseat curtain.
            note: what to show instead of a hidden rack (default ``"(rack hidden)"``).
        """
        self.owner = owner
        self.order = list(order)
        self.used = frozenset(used)
        self.hidden = hidden
        self.note = _("(rack hidden)") if note is None else note
        if self.order:
            self.selected = min(self.selected, len(self.order) - 1)
        # (a new pick or focus redraws by itself; a cursor move on the board changes nothing here)
        self.redraw((owner, tuple(self.order), self.used, hidden, self.note), None)

    def get_content_height(self, container: Size, viewport: Size, width: int) -> int:
        return 2

    def render(self) -> Text:
        style = self.get_component_rich_style
        label = rack_label(self.owner) + " "
        text = Text(no_wrap=True, end="")
        text.append(label, style("rack--label"))
        if self.hidden:
            text.append(f" {self.note}", style("rack--used"))
            text.append("\n")
            return text
        slots = Text(" " * len(label), no_wrap=True, end="")
        for i, tile in enumerate(self.order):
            if i in self.used:
                text.append(" ·  ", style("rack--used"))
            else:
                s = style("rack--blank") if tile == BLANK else style("rack--tile")
                if self.has_focus and i == self.selected:
                    s = s + style("rack--selected", partial=True)
                text.append(tile_face(tile, self.tileset), s)
            text.append(" ")
            slots.append(f" {i + 1}   ", style("rack--slot"))
        if not self.order:
            text.append(" " + _("(no tiles)"), style("rack--used"))
        text.append("\n")
        text.append_text(slots)
        return text

    def on_focus(self) -> None:
        self.refresh()

    def on_blur(self) -> None:
        self.refresh()

    def watch_selected(self) -> None:
        self.refresh()

    def on_click(self, event: events.Click) -> None:
        slot = (event.x - 11) // TILE_WIDTH
        if 0 <= slot < len(self.order):
            self.selected = slot

    def on_key(self, event: events.Key) -> None:
        ch = event.character
        if (ch and ch.isalpha()) or ch == BLANK:
            want = BLANK if ch == BLANK else ch.upper()
            n = len(self.order)
            for k in range(1, n + 1):
                i = (self.selected + k) % n
                if self.order[i] == want:
                    self.selected = i
                    break
            event.stop()

    def action_select(self, step: int) -> None:
        if self.order:
            self.selected = (self.selected + step) % len(self.order)

    def action_move(self, step: int) -> None:
        if self.hidden or len(self.order) < 2 or self.used:
            return
        i = self.selected
        j = i + step
        if not 0 <= j < len(self.order):
            return
        order = list(self.order)
        order[i], order[j] = order[j], order[i]
        self.order = order
        self.drawn_changed()
        self.selected = j
        self.post_message(self.Reordered(order))
