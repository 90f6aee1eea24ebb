"""The move history (player, GCG move, score, total) and the breakdown of the
selected move."""

from __future__ import annotations

from collections.abc import Sequence

from rich.text import Text
from textual.geometry import Size

from lexitile.games.crossword.rules.events import Event
from lexitile.i18n import _
from lexitile.tui.describe import breakdown_lines, history_row
from lexitile.tui.widgets.plain import DataTable, Widget

#: Characters of a player's name the table holds (names are at most 20 long; see
#: ``check_player_names``); a narrow panel shows fewer, ending in "…".
NAME_WIDTH = 20
#: The cells of a move kept before the running total gives way: a coordinate and five
#: letters with the "…" (``8H GAZE…``), enough to tell the plays apart.
MOVE_FLOOR = 9


class HistoryView(DataTable):
    """A table of every event; moving the cursor selects a move for the breakdown.

    A narrow panel (80 columns beside a 17- or 21-column board) first shortens the
    names, then the moves to :data:`MOVE_FLOOR` cells, then gives up the running total
    (the scores above show the totals) rather than cut a move further, and only then
    shortens the moves more, always with ``…``; the points stay. The newest move stays
    in view when the panel shrinks (the unseen tiles opened above it).
    """

    SHRINK = ("who", ("move", MOVE_FLOOR), "tot", "move")
    HIDE = ("tot",)
    WHOLE = ("tot",)

    def __init__(self, *, id: str | None = None, classes: str | None = None):
        super().__init__(id=id, classes=classes, cursor_type="row", zebra_stripes=False, show_row_labels=False)
        self.events: list[Event] = []

    def on_mount(self) -> None:
        self.add_column(_("Who"), key="who")
        self.add_column(_("Move"), key="move")
        self.add_column(_("Pts"), key="pts")
        self.add_column(_("Tot"), key="tot")

    def show(self, events: Sequence[Event], players: Sequence[str]) -> None:
        """Show ``events`` (appending only what is new; rebuilding after an undo)."""
        events = list(events)
        if events[: len(self.events)] != self.events or len(events) < len(self.events):
            self.clear()
            self.events = []
        for event in events[len(self.events) :]:
            # the whole name: fit_columns shortens it (with …) only when the panel is narrow
            who, move, pts, tot = history_row(event, players, width=NAME_WIDTH)
            self.add_row(who, move, Text(pts, justify="right"), Text(tot, justify="right"))
            self.events.append(event)
        if self.events:
            self.move_cursor(row=len(self.events) - 1, animate=False)

    @property
    def selected_event(self) -> Event | None:
        """The event under the cursor, or ``None`` with no history."""
        if not self.events:
            return None
        return self.events[min(max(self.cursor_row, 0), len(self.events) - 1)]


class BreakdownView(Widget):
    """The itemised score of the selected move: one line per word, or where the panel
    has no room for that, every word and its points on one wrapped line under the
    head (``RIME 12 · XI 9 · UM 6 · OPE 9``), so no word of the move is cut off."""

    COMPONENT_CLASSES = {"breakdown--head", "breakdown--line"}

    def __init__(self, *, id: str | None = None, classes: str | None = None):
        super().__init__(id=id, classes=classes)
        self.lines: list[str] = []
        self.short: list[str] = []

    def show(self, event: Event | None, players: Sequence[str]) -> None:
        """Explain ``event`` (nothing for ``None``)."""
        self.lines = breakdown_lines(event, players) if event is not None else [_("No moves yet.")]
        self.short = self.lines
        score = event.breakdown if event is not None else None
        if score is not None and len(self.lines) > 2:
            items = [f"{w.word.upper()} {w.score}" for w in score.words]
            if score.bingo:
                items.append(_("bingo +{points}").format(points=score.bingo))
            self.short = [self.lines[0], "  " + " · ".join(items)]
        self.redraw((tuple(self.lines), tuple(self.short)), tuple(self.lines))

    def _text(self, lines: list[str]) -> Text:
        style = self.get_component_rich_style
        text = Text(end="")
        for i, line in enumerate(lines):
            if i:
                text.append("\n")
            text.append(line, style("breakdown--head") if i == 0 else style("breakdown--line"))
        return text

    def _height(self, text: Text, width: int) -> int:
        return len(text.wrap(self.app.console, max(1, width)))

    def get_content_height(self, container: Size, viewport: Size, width: int) -> int:
        return self._height(self._text(self.lines), width)

    def render(self) -> Text:
        full = self._text(self.lines)
        width, height = self.content_size
        if width > 0 and height > 0 and self._height(full, width) > height:
            return self._text(self.short)
        return full
