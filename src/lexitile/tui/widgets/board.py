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
from typing import Self

from rich.segment import Segment
from rich.style import Style
from rich.text import Text
from textual import events
from textual.geometry import Region, Size
from textual.message import Message
from textual.strip import Strip
from textual.visual import Visual, visualize

from lexitile.games.crossword.rules.board import Board
from lexitile.games.crossword.rules.coords import COLUMN_LETTERS, Direction
from lexitile.games.crossword.rules.tiles import TileSet
from lexitile.i18n import NP_, pgettext
from lexitile.play.draft import Draft
from lexitile.tui.widgets.plain import Widget, safe_content

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

#: a piece of a line's component classes: a square's own, then the overlays on it
Classes = tuple[str, ...]
#: one line of the board: its pieces of text, each with its component classes
Line = tuple[tuple[str, Classes], ...]

#: Width of the row-number column.
ROW_LABEL = 2


def _at_line(strip: Strip, y: int) -> Strip:
    """A line drawn on its own, with the offsets its text has in the whole board (the
    mouse and text selection read the ``offset`` every piece of text carries)."""
    if y == 0:
        return strip
    segments = []
    for segment in strip:
        text, style, control = segment
        if style is not None and style.meta and "offset" in style.meta:
            x, _y = style.meta["offset"]
            style = style + Style.from_meta({"offset": (x, y)})
        segments.append(Segment(text, style, control))
    return Strip(segments, strip.cell_length)


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
        #: what each line shows (see :meth:`_spec`), ``None`` until it is worked out
        self._lines: list[Line] | None = None
        #: per line: ((its content, the width), the strip drawn for it)
        self._strips: dict[int, tuple[tuple[Line, int], Strip]] = {}
        #: component classes -> the style laid from them
        self._styles: dict[Classes, Style] = {}

    @property
    def cell_size(self) -> tuple[int, int]:
        """(width, height) of a square in cells: see :meth:`cell_size_of`."""
        return self.cell_size_of(self.large, self.wide)

    @staticmethod
    def cell_size_of(large: bool, wide: bool) -> tuple[int, int]:
        """(width, height) of a square in cells: (3, 1); (4, 1) when ``wide``; (4, 2)
        when ``large``."""
        if large:
            return (4, 2)
        return (4, 1) if wide else (3, 1)

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
        self._redraw_lines()

    def get_content_width(self, container: Size, viewport: Size) -> int:
        return ROW_LABEL + self.cell_size[0] * self.board.cols

    def get_content_height(self, container: Size, viewport: Size, width: int) -> int:
        return 1 + self.cell_size[1] * self.board.rows

    # ----------------------------------------------------------------- drawing
    def _spec(self) -> list[Line]:
        """What each line shows: ``(text, classes)`` pieces, ``classes`` a square's own
        component class followed by the overlays laid over it (read as partial styles)."""
        board = self.board
        layout = board.layout
        marks = self.marks
        draft = self.draft if self.show_draft else None
        drafted = {(t.row, t.col): t.tile for t in draft.tiles} if draft else {}
        cursor = draft.cursor if draft and draft.cursor_on_board() else None
        arrow = "→" if draft is None or draft.direction is Direction.ACROSS else "↓"

        width, height = self.cell_size
        pad = " " * (width - 3)
        label: Classes = ("board--label",)
        lines: list[Line] = [
            ((" " * ROW_LABEL, label), ("".join(f" {COLUMN_LETTERS[c]} {pad}" for c in range(board.cols)), label))
        ]
        for r in range(board.rows):
            line: list[tuple[str, Classes]] = [(f"{r + 1:>{ROW_LABEL}}", label)]
            second: list[tuple[str, Classes]] = [(" " * ROW_LABEL, label)]
            for c in range(board.cols):
                tile = board.at(r, c)
                new = drafted.get((r, c))
                classes: Classes
                if tile is not None or new is not None:
                    t = tile if tile is not None else new
                    assert t is not None
                    cell = f" {t}{self._value(t).translate(_SUBSCRIPT):<2}" if self.wide else f" {t} "
                    classes = ("board--tile",)
                    if new is not None:
                        classes += ("board--draft",)
                    elif (r, c) in self.last_move:
                        classes += ("board--last",)
                    if t.islower():
                        classes += ("board--blank",)
                    if (r, c) in marks and new is None:
                        classes += ("board--mark",)
                elif (r, c) in marks:
                    mark = marks[(r, c)]
                    cell = f"{mark[:3]:>3}" if mark else " ◦ "
                    classes = (_PREMIUM_CLASS.get(layout.premium_label(r, c), "board--plain"), "board--mark")
                else:
                    premium = layout.premium_label(r, c)
                    if (r, c) == layout.start:
                        cell = " ★ "
                        classes = (_PREMIUM_CLASS[premium], "board--start")
                    elif premium:
                        cell = f" {premium_text(premium)}"
                        classes = (_PREMIUM_CLASS.get(premium, "board--plain"),)
                    else:
                        cell = " · "
                        classes = ("board--plain",)
                base = classes
                if cursor == (r, c):
                    cell = arrow + cell[1:]
                    classes += ("board--cursor",)
                line.append((cell if len(cell) == width else cell + pad, classes))
                if height > 1:
                    t = tile if tile is not None else drafted.get((r, c))
                    value = self._value(t) if t is not None else ""
                    second.append((f"{value:>{width - 1}} ", base))
            lines.append(tuple(line))
            if height > 1:
                lines.append(tuple(second))
        return lines

    def _style(self, classes: Classes) -> Style:
        """The style of a piece: its first class's style with the others' laid over it."""
        style = self._styles.get(classes)
        if style is None:
            get = self.get_component_rich_style
            style = get(classes[0])
            for overlay in classes[1:]:
                style = style + get(overlay, partial=True)
            self._styles[classes] = style
        return style

    def _line_text(self, line: Line) -> Text:
        text = Text(no_wrap=True, end="")
        for piece, classes in line:
            text.append(piece, self._style(classes))
        return text

    def render(self) -> Text:
        text = Text(no_wrap=True, end="")
        for y, line in enumerate(self._spec()):
            if y:
                text.append("\n")
            text.append_text(self._line_text(line))
        return text

    # Drawing one line at a time: a key press changes one or two squares, and only
    # the lines that show something new are drawn again (Textual would draw all of
    # them, and the screen around them, for every key).
    def render_line(self, y: int) -> Strip:
        if self.text_selection is not None:
            return super().render_line(y)  # the selection is drawn over the whole text
        if self._lines is None:
            self._lines = self._spec()
        if not 0 <= y < len(self._lines):
            return Strip.blank(self.size.width, self.visual_style.rich_style)
        line = self._lines[y]
        width = self.size.width
        key = (line, width)
        cached = self._strips.get(y)
        if cached is not None and cached[0] == key:
            return cached[1]
        text = safe_content(self._line_text(line))
        strips = Visual.to_strips(self, visualize(self, text, markup=False), width, 1, self.visual_style)
        strip = _at_line(strips[0], y) if strips else Strip.blank(width, self.visual_style.rich_style)
        self._strips[y] = (key, strip)
        return strip

    def _forget_drawing(self) -> None:
        self._lines = None
        self._strips.clear()
        self._styles.clear()

    def refresh(self, *regions: Region, repaint: bool = True, layout: bool = False, recompose: bool = False) -> Self:
        # a refresh of the whole widget comes with a change of size or style (focus, theme):
        # draw every line afresh
        if not regions and repaint:
            self._forget_drawing()
        return super().refresh(*regions, repaint=repaint, layout=layout, recompose=recompose)

    def notify_style_update(self) -> None:
        self._forget_drawing()
        super().notify_style_update()

    def _redraw_lines(self) -> None:
        """Draw again the lines whose content changed (nothing when none did)."""
        if not self.is_mounted or self._lines is None:
            self.refresh()
            return
        old, new = self._lines, self._spec()
        self._lines = new
        if len(old) != len(new):
            self.refresh()
            return
        width = self.size.width
        changed = [Region(0, y, width, 1) for y, (a, b) in enumerate(zip(old, new)) if a != b]
        if changed:
            self.refresh(*changed)

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
