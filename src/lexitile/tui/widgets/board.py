"""The board: squares with premiums, tiles, the last move, the draft and the cursor.

Each square is three characters wide; where the terminal has room it is four wide
with the tile's value beside its letter (``G₂``, the rack's way), and where there is
more room four wide and two lines high, the value under the letter. Premium squares show their label (``DW``,
``TL``...) as well as their colour, so the board reads without colour (``NO_COLOR``);
the start square shows ``★``; blanks are lower case (and red); the last move is bold
on its own colour; tiles being placed are underlined; the cursor shows ``→`` or ``↓``
for the typing direction. Colours come from the component classes in ``app.tcss``.
"""

from __future__ import annotations

from collections.abc import Collection

from rich.style import Style
from rich.text import Text
from textual import events
from textual.message import Message

from lexitile.i18n import NP_, pgettext
from lexitile.play.draft import Draft
from lexitile.rules.board import Board
from lexitile.rules.coords import COLUMN_LETTERS, Direction
from lexitile.rules.tiles import TileSet
from lexitile.tui.widgets.plain import Widget

#: premium label -> component class
_PREMIUM_CLASS = {
    "TW": "board--tw",
    "DW": "board--dw",
    "TL": "board--tl",
    "DL": "board--dl",
    "QW": "board--qw",
    "QL": "board--ql",
    "EX": "board--ex",
    "": "board--plain",
}

#: The premium labels as the interface language prints them (two characters: a cell is
#: three wide). German boards name the squares by word and letter value, "dreifacher
#: Wortwert", "doppelter Buchstabenwert": German shows 3W 2W 3B 2B (4W 4B).
PREMIUM_LABEL = "premium square"
_PREMIUM_LABELS = (
    NP_("premium square", "TW"),
    NP_("premium square", "DW"),
    NP_("premium square", "TL"),
    NP_("premium square", "DL"),
    NP_("premium square", "QW"),
    NP_("premium square", "QL"),
    NP_("premium square", "EX"),
)


def premium_text(label: str) -> str:
    """A premium square's label (``TW``) as the interface language prints it (``3W``
    in German); ``""`` stays ``""``."""
    if label not in _PREMIUM_LABELS:
        return label
    shown = pgettext(PREMIUM_LABEL, label)
    return shown if len(shown) == 2 else label


_SUBSCRIPT = str.maketrans("0123456789", "₀₁₂₃₄₅₆₇₈₉")

#: Width of the row-number column.
ROW_LABEL = 2


class BoardView(Widget, can_focus=True):
    """The board, with keyboard and mouse input for placing tiles.

    The view only draws what it is given (:meth:`show`) and reports input as
    messages; the game screen owns the game and the draft.
    """

    COMPONENT_CLASSES = {
        "board--label",
        "board--plain",
        "board--tw",
        "board--dw",
        "board--tl",
        "board--dl",
        "board--qw",
        "board--ql",
        "board--ex",
        "board--start",
        "board--tile",
        "board--blank",
        "board--last",
        "board--draft",
        "board--cursor",
        "board--mark",
    }

    #: Keys the board handles itself, in :meth:`on_key`, so that every key reaches the
    #: screen in the order typed (bindings are resolved later, after the key bubbles).
    MOVES = {"up": (-1, 0), "down": (1, 0), "left": (0, -1), "right": (0, 1)}
    COMMANDS = {"space": "toggle", "backspace": "take_back", "escape": "recall", "enter": "commit"}

    class Typed(Message):
        """A printable key typed on the board (a letter, ``?`` or a digit)."""

        def __init__(self, character: str) -> None:
            self.character = character
            super().__init__()

    class CursorMove(Message):
        """Move the cursor by ``(drow, dcol)``."""

        def __init__(self, drow: int, dcol: int) -> None:
            self.drow = drow
            self.dcol = dcol
            super().__init__()

    class SquareClicked(Message):
        """A square was clicked (0-based ``row``, ``col``)."""

        def __init__(self, row: int, col: int) -> None:
            self.row = row
            self.col = col
            super().__init__()

    class Command(Message):
        """A board key: ``"toggle"`` (direction), ``"take_back"``, ``"recall"`` or
        ``"commit"``."""

        def __init__(self, name: str) -> None:
            self.name = name
            super().__init__()

    def __init__(
        self,
        board: Board,
        tileset: TileSet | None = None,
        *,
        name: str | None = None,
        id: str | None = None,
        classes: str | None = None,
    ):
        super().__init__(name=name, id=id, classes=classes)
        self.board = board
        self.tileset = tileset
        self.draft: Draft | None = None
        self.last_move: frozenset[tuple[int, int]] = frozenset()
        self.show_draft = True
        self.large = False
        #: four-wide squares on one line, each tile with its value (``G₂``)
        self.wide = False
        #: squares highlighted for hints and quick mode: (row, col) -> a short label
        #: (a score) shown on an empty square, ``""`` for the highlight only.
        self.marks: dict[tuple[int, int], str] = {}

    @property
    def cell_size(self) -> tuple[int, int]:
        """(width, height) of a square in cells: (3, 1); (4, 1) when :attr:`wide`;
        (4, 2) when :attr:`large`."""
        if self.large:
            return (4, 2)
        return (4, 1) if self.wide else (3, 1)

    def set_large(self, large: bool, wide: bool = False) -> None:
        """Use the large view (4x2 squares, tile values under the letters), the wide
        one (4x1, values beside the letters) or the compact one (3x1)."""
        wide = wide and not large
        if large != self.large or wide != self.wide:
            self.large = large
            self.wide = wide
            self.refresh(layout=True)

    def _value(self, tile: str) -> str:
        """A placed tile's value (``""`` for a blank or without a tile set)."""
        values = self.tileset
        if values is None or tile.islower() or not values.is_letter(tile):
            return ""
        return str(values.value(tile))

    # ----------------------------------------------------------------- state
    def show(
        self,
        board: Board,
        draft: Draft | None,
        last_move: Collection[tuple[int, int]],
        show_draft: bool = True,
        marks: dict[tuple[int, int], str] | None = None,
    ) -> None:
        """Draw this state.

        Args:
            board: tiles already played.
            draft: the move being placed (and the cursor), or ``None``.
            last_move: 0-based squares of the last play, highlighted.
            show_draft: False hides the draft and the cursor (hotseat curtain).
            marks: squares to highlight (hints, quick mode), with a label for an empty
                square (``""``: a ``◦``); hidden with the draft.
        """
        self.marks = dict(marks or {}) if show_draft else {}
        self.board = board
        self.draft = draft
        self.last_move = frozenset(last_move)
        self.show_draft = show_draft
        self.refresh()

    def get_content_width(self, container, viewport) -> int:
        return ROW_LABEL + self.cell_size[0] * self.board.cols

    def get_content_height(self, container, viewport, width: int) -> int:
        return 1 + self.cell_size[1] * self.board.rows

    # ----------------------------------------------------------------- drawing
    def render(self) -> Text:
        board = self.board
        layout = board.layout
        style = self.get_component_rich_style
        label_style = style("board--label")
        premium = {k: style(v) for k, v in _PREMIUM_CLASS.items()}
        tile_style = style("board--tile")
        # overlays: only what their class sets, laid over a square's own style
        start_style = style("board--start", partial=True)
        blank_style = style("board--blank", partial=True)
        last_style = style("board--last", partial=True)
        draft_style = style("board--draft", partial=True)
        cursor_style = style("board--cursor", partial=True)
        mark_style = style("board--mark", partial=True)
        marks = self.marks
        draft = self.draft if self.show_draft else None
        drafted = {(t.row, t.col): t.tile for t in draft.tiles} if draft else {}
        cursor = draft.cursor if draft and draft.cursor_on_board() else None
        arrow = "→" if draft is None or draft.direction is Direction.ACROSS else "↓"

        width, height = self.cell_size
        pad = " " * (width - 3)
        text = Text(no_wrap=True, end="")
        text.append(" " * ROW_LABEL, label_style)
        text.append("".join(f" {COLUMN_LETTERS[c]} {pad}" for c in range(board.cols)), label_style)
        for r in range(board.rows):
            text.append("\n")
            text.append(f"{r + 1:>{ROW_LABEL}}", label_style)
            second: list[tuple[str, Style]] = []
            for c in range(board.cols):
                tile = board.at(r, c)
                new = drafted.get((r, c))
                if tile is not None or new is not None:
                    t = tile if tile is not None else new
                    assert t is not None
                    cell = f" {t}{self._value(t).translate(_SUBSCRIPT):<2}" if self.wide else f" {t} "
                    s = tile_style
                    if new is not None:
                        s = s + draft_style
                    elif (r, c) in self.last_move:
                        s = s + last_style
                    if t.islower():
                        s = s + blank_style
                    if (r, c) in marks and new is None:
                        s = s + mark_style
                elif (r, c) in marks:
                    label = marks[(r, c)]
                    cell = f"{label[:3]:>3}" if label else " ◦ "
                    s = premium.get(layout.premium_label(r, c), premium[""]) + mark_style
                else:
                    label = layout.premium_label(r, c)
                    if (r, c) == layout.start:
                        cell = " ★ "
                        s = premium[label] + start_style
                    elif label:
                        cell = f" {premium_text(label)}"
                        s = premium.get(label, premium[""])
                    else:
                        cell = " · "
                        s = premium[""]
                base = s
                if cursor == (r, c):
                    cell = arrow + cell[1:]
                    s = s + cursor_style
                text.append(cell if len(cell) == width else cell + pad, s)
                if height > 1:
                    t = tile if tile is not None else drafted.get((r, c))
                    value = self._value(t) if t is not None else ""
                    second.append((f"{value:>{width - 1}} ", base))
            if second:
                text.append("\n" + " " * ROW_LABEL, label_style)
                for cell, s in second:
                    text.append(cell, s)
        return text

    # ----------------------------------------------------------------- input
    def on_key(self, event: events.Key) -> None:
        key = event.key
        ch = event.character
        if key in self.MOVES:
            self.post_message(self.CursorMove(*self.MOVES[key]))
        elif key in self.COMMANDS:
            self.post_message(self.Command(self.COMMANDS[key]))
        elif ch and event.is_printable and (ch.isalpha() or ch.isdigit() or ch == "?"):
            self.post_message(self.Typed(ch))
        else:
            return
        event.stop()
        event.prevent_default()

    def on_click(self, event: events.Click) -> None:
        width, height = self.cell_size
        col = (event.x - ROW_LABEL) // width
        row = (event.y - 1) // height
        if event.x >= ROW_LABEL and 0 <= row < self.board.rows and 0 <= col < self.board.cols:
            self.focus()
            self.post_message(self.SquareClicked(row, col))
