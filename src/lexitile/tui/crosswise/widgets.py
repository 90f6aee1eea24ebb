"""Widgets of the Crosswise screens: the board with its scored edges, the hand, and the
side panels.

The board reads without colour (``NO_COLOR``): symbols differ by shape as well as by
colour; the two sides are named as the rule text names the teams, by colour with
their lines: ``Orange (columns)`` above the board, ``Green (rows)`` below it and
``Green`` on the right edge; the cursor is ``[ ]``, legal targets ``› ‹`` and a square already chosen
``( )``. Every line's live points stand on its edge (columns below the board, rows to
the right); under the cursor the two lines through the square show ``before→after``
for the turn being chosen. Colours come from the component classes in
``crosswise.tcss``.
"""

from __future__ import annotations

from collections.abc import Collection, Sequence

from rich.style import Style
from rich.text import Text
from textual import events
from textual.geometry import Size
from textual.message import Message

from lexitile.core.message import Message as TextMessage
from lexitile.games.crosswise.board import Line, Orientation, Side
from lexitile.games.crosswise.components import COLUMN_LETTERS, EMPTY, Components
from lexitile.i18n import _
from lexitile.play.crosswise_messages import colour, side_title
from lexitile.text.render import render
from lexitile.tui.crosswise.texts import name_text
from lexitile.tui.widgets.plain import Widget

__all__ = ["CELL", "LABEL", "TOP", "BoardView", "HandView", "side_label"]


def side_label(side: Side) -> str:
    """A side by its colour as the rule text names the teams (``"Orange"``,
    ``"Green"``), in the interface language."""
    return render(colour(side))


#: Width of a square in cells.
CELL = 5
#: Width of the row-label column (left of the squares).
LABEL = 4
#: Lines above the first row of squares (side label, column letters).
TOP = 2
#: An empty square where the chosen tile may go (an empty one is ``·``; ``+`` looked
#: like the cross tile ``✚``).
TARGET = "◦"


class BoardView(Widget):
    """The 6x6 board with both sides' line scores on its edges.

    The view only draws what it is given (:meth:`show`) and reports the mouse as
    messages; the game screen owns the game and the chooser.
    """

    COMPONENT_CLASSES = {
        "board--columns",
        "board--rows",
        "board--light",
        "board--dark",
        "board--target",
        "board--cursor",
        "board--chosen",
        "board--last",
        "board--gain",
        "board--loss",
        "board--focus-line",
    }

    class SquareClicked(Message):
        """A square was clicked (0-based flat ``square``)."""

        def __init__(self, square: int) -> None:
            self.square = square
            super().__init__()

    class SquareHovered(Message):
        """The mouse is over a square (0-based flat ``square``)."""

        def __init__(self, square: int) -> None:
            self.square = square
            super().__init__()

    def __init__(self, components: Components, *, id: str | None = None, classes: str | None = None):
        super().__init__(id=id, classes=classes)
        self.components = components
        self.size_ = components.size
        self.board: list[int] = [EMPTY] * components.squares
        self.cursor: int | None = None
        self.targets: frozenset[int] = frozenset()
        self.chosen: int | None = None
        self.last: frozenset[int] = frozenset()
        self.rows_points: tuple[int, ...] = (0,) * self.size_
        self.columns_points: tuple[int, ...] = (0,) * self.size_
        self.preview: dict[Line, tuple[int, int]] = {}
        self.columns_title = ""
        self.rows_title = ""
        self.sixes: frozenset[Line] = frozenset()

    def show(
        self,
        board: Sequence[int],
        rows_points: Sequence[int],
        columns_points: Sequence[int],
        *,
        cursor: int | None = None,
        targets: Collection[int] = (),
        chosen: int | None = None,
        last: Collection[int] = (),
        preview: dict[Line, tuple[int, int]] | None = None,
        sixes: Collection[Line] = (),
        columns_title: str = "",
        rows_title: str = "",
    ) -> None:
        """Draw this state.

        Args:
            board: tile ids, :data:`EMPTY` for empty.
            rows_points, columns_points: live points of each row / column.
            cursor: the cursor square, ``None`` to hide it.
            targets: squares to highlight as legal targets.
            chosen: a square already chosen in this turn (mover source, first swap).
            last: squares changed by the last turn.
            preview: line -> (points before, points after) of the turn under the cursor.
            sixes: lines of six alike: their edge says the win, not points (rule text 001).
            columns_title, rows_title: who plays each side (``"Ann & Cy"``).
        """
        self.board = list(board)
        self.rows_points = tuple(rows_points)
        self.columns_points = tuple(columns_points)
        self.cursor = cursor
        self.targets = frozenset(targets)
        self.chosen = chosen
        self.last = frozenset(last)
        self.preview = dict(preview or {})
        self.sixes = frozenset(sixes)
        self.columns_title = columns_title
        self.rows_title = rows_title
        self.refresh()

    def get_content_width(self, container: Size, viewport: Size) -> int:
        # " ◀Green" after the column letters: longer side names in other languages
        return LABEL + CELL * self.size_ + max(7, len(side_label(Side.ROWS)) + 3)

    def get_content_height(self, container: Size, viewport: Size, width: int) -> int:
        return TOP + self.size_ + 2

    # ---------------------------------------------------------------- drawing
    def _edge(self, line: Line, points: int, width: int, base: Style) -> tuple[str, Style]:
        style = self.get_component_rich_style
        if line in self.preview:
            before, after = self.preview[line]
            text = f"{before}→{after}"
            s = base + style("board--focus-line", partial=True)
            if after > before:
                s = s + style("board--gain", partial=True)
            elif after < before:
                s = s + style("board--loss", partial=True)
            return f"{text:^{width}}", s
        if line in self.sixes:
            return f"{render(TextMessage('crosswise.table.edge-six')):^{width}}", base + style(
                "board--gain", partial=True
            )
        return f"{points:^{width}}", base

    def render(self) -> Text:
        comps = self.components
        n = self.size_
        style = self.get_component_rich_style
        cols_style = style("board--columns")
        rows_style = style("board--rows")
        focus = style("board--focus-line", partial=True)
        shades = (style("board--light"), style("board--dark"))
        target_style = style("board--target", partial=True)
        cursor_style = style("board--cursor", partial=True)
        chosen_style = style("board--chosen", partial=True)
        last_style = style("board--last", partial=True)
        cur_r, cur_c = divmod(self.cursor, n) if self.cursor is not None else (-1, -1)

        text = Text(no_wrap=True, end="")
        title = f"▼ {render(side_title(Side.COLUMNS))}"
        if self.columns_title:
            title += f": {self.columns_title}"
        text.append(" " * LABEL + title, cols_style)
        text.append("\n" + " " * LABEL)
        for c in range(n):
            s = cols_style + focus if c == cur_c else cols_style
            text.append(f"{COLUMN_LETTERS[c]:^{CELL}}", s)
        text.append(f" ◀{side_label(Side.ROWS)}", rows_style)
        for r in range(n):
            text.append("\n")
            text.append(f"{r + 1:>2}  ", rows_style + focus if r == cur_r else rows_style)
            for c in range(n):
                sq = r * n + c
                tile = self.board[sq]
                s = shades[(r + c) % 2]
                if tile == EMPTY:
                    glyph = "·"
                else:
                    kind = comps.kinds[tile]
                    glyph = kind.glyph
                    if kind.colour:
                        s = s + Style(color=kind.colour, bold=True)
                left, right = " ", " "
                if sq in self.targets:
                    if tile == EMPTY:
                        glyph = TARGET  # not "+": the cross tile is ✚
                    else:
                        left, right = "›", "‹"
                    s = s + target_style
                if sq == self.chosen:
                    left, right = "(", ")"
                    s = s + chosen_style
                if sq in self.last:
                    s = s + last_style
                if sq == self.cursor:
                    left, right = "[", "]"
                    s = s + cursor_style
                text.append(f"{left} {glyph} {right}", s)
            cell, s = self._edge(Line(Orientation.ROW, r), self.rows_points[r], 6, rows_style)
            text.append(" " + cell, s)
        text.append("\n" + " " * LABEL)
        for c in range(n):
            cell, s = self._edge(Line(Orientation.COLUMN, c), self.columns_points[c], CELL, cols_style)
            text.append(cell, s)
        text.append("\n")
        title = f"▶ {render(side_title(Side.ROWS))}"
        if self.rows_title:
            title += f": {self.rows_title}"
        text.append(" " * LABEL + title, rows_style)
        return text

    # ---------------------------------------------------------------- input
    def square_at(self, x: int, y: int) -> int | None:
        """The square under widget coordinates (``x``, ``y``), or ``None``."""
        col = (x - LABEL) // CELL
        row = y - TOP
        if x >= LABEL and 0 <= row < self.size_ and 0 <= col < self.size_:
            return row * self.size_ + col
        return None

    def on_click(self, event: events.Click) -> None:
        sq = self.square_at(event.x, event.y)
        if sq is not None:
            event.stop()
            self.post_message(self.SquareClicked(sq))

    def on_mouse_move(self, event: events.MouseMove) -> None:
        sq = self.square_at(event.x, event.y)
        if sq is not None and sq != self.cursor:
            self.post_message(self.SquareHovered(sq))


class HandView(Widget):
    """The hand of the seat on turn: one tile per line, numbered 1-6, clickable."""

    COMPONENT_CLASSES = {"hand--title", "hand--selected", "hand--target", "hand--idle", "hand--hidden"}

    class SlotClicked(Message):
        """A hand tile was clicked (0-based ``slot``)."""

        def __init__(self, slot: int) -> None:
            self.slot = slot
            super().__init__()

    def __init__(self, components: Components, *, id: str | None = None, classes: str | None = None):
        super().__init__(id=id, classes=classes)
        self.components = components
        self.title = ""
        self.hand: list[int] = []
        self.selected: set[int] = set()
        self.targets: frozenset[int] = frozenset()
        self.hidden_text = ""

    def show(
        self,
        title: str,
        hand: Sequence[int],
        selected: Collection[int] = (),
        targets: Collection[int] = (),
        hidden_text: str = "",
    ) -> None:
        """Draw a hand. ``hidden_text`` non-empty hides the tiles and shows the text."""
        self.title = title
        self.hand = list(hand)
        self.selected = set(selected)
        self.targets = frozenset(targets)
        self.hidden_text = hidden_text
        self.redraw(
            (title, tuple(self.hand), frozenset(self.selected), self.targets, hidden_text),
            (len(self.hand), bool(hidden_text)),
        )

    def get_content_height(self, container: Size, viewport: Size, width: int) -> int:
        return 1 + max(len(self.hand), 1 if not self.hidden_text else 2)

    def render(self) -> Text:
        style = self.get_component_rich_style
        text = Text(no_wrap=True, end="")
        text.append(self.title, style("hand--title"))
        if self.hidden_text:
            text.append("\n" + self.hidden_text, style("hand--hidden"))
            return text
        comps = self.components
        for i, tile in enumerate(self.hand):
            kind = comps.kinds[tile]
            s = style("hand--idle")
            mark = " "
            if i in self.targets:
                s = style("hand--target")
                mark = "›"
            if i in self.selected:
                s = style("hand--selected")
                mark = "▶"
            what = _("symbol") if kind.is_symbol else _("action")
            name = name_text(kind.name)
            text.append(f"\n{mark}{i + 1} ", s)
            text.append(kind.glyph, s + Style(color=kind.colour, bold=True) if kind.colour else s)
            text.append(f" {name:<{max(9, len(name) + 1)}}{what}", s)
        return text

    def on_click(self, event: events.Click) -> None:
        slot = event.y - 1
        if not self.hidden_text and 0 <= slot < len(self.hand):
            event.stop()
            self.post_message(self.SlotClicked(slot))
