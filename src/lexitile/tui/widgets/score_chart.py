"""The score-progress chart: every player's running score per turn as a small text plot
(the game-over screen and the replay's review summary).

The data comes from :func:`lexitile.play.score_progress.score_progress`; this module only
draws it. One column per turn (two when there is room, several turns a column when the
game is longer than the width), one marker per player (``●``, ``○``, ``▲``, ``■``, each in
its own colour, so the chart reads without colour too), ``◆`` where two players' markers
meet; the left axis shows the top score and 0, the bottom one the turn numbers, and a
legend under it the players and their final scores.
"""

from __future__ import annotations

from collections.abc import Sequence

from rich.text import Text

from lexitile.i18n import _
from lexitile.text.safe import plain
from lexitile.tui.widgets.plain import Static

__all__ = ["MARKERS", "ScoreChart", "chart_columns", "chart_text"]

#: One marker per seat (``◆`` where two meet).
MARKERS = ("●", "○", "▲", "■")
STYLES = ("bold cyan", "bold magenta", "bold yellow", "bold green")
BOTH = "◆"


def chart_columns(points: Sequence[tuple[int, ...]], width: int) -> list[int]:
    """Which point each column of a plot ``width`` columns wide shows (indices into
    ``points``, the last one always shown): every point when they fit, else an even
    sample."""
    n = len(points)
    if n == 0 or width <= 0:
        return []
    if n <= width:
        return list(range(n))
    if width == 1:
        return [n - 1]
    return [round(c * (n - 1) / (width - 1)) for c in range(width)]


def chart_text(
    points: Sequence[tuple[int, ...]],
    nicks: Sequence[str],
    width: int,
    height: int = 8,
    axis: str | None = None,
    start: int = 0,
) -> Text:
    """The chart as text.

    Args:
        points: the totals after every turn (the first point: the start, all 0).
        nicks: the players' names in seat order.
        width: columns available (at least 12).
        height: rows of the plot itself (the axis and the legend come on top of it).
        axis: what the bottom axis counts (default: "turn"; the league's charts: "game").
        start: the number of the first point on that axis (0: the start; 1: the first game).

    Returns:
        ``height`` plot rows, the turn axis and the legend.
    """
    text = Text(no_wrap=True, end="")
    if not points or not nicks:
        return text
    players = len(nicks)
    top = max(max(p) for p in points)
    low = min(0, *(min(p) for p in points))
    label_w = max(len(str(top)), len(str(low)), 1)
    plot_w = max(1, width - label_w - 2)
    cols = chart_columns(points, plot_w)
    step = 2 if len(cols) * 2 <= plot_w else 1
    height = max(2, height)
    span = max(1, top - low)

    def row_of(value: int) -> int:
        return round((value - low) * (height - 1) / span)

    grid: list[list[tuple[str, str]]] = [[(" ", "")] * (len(cols) * step) for _ in range(height)]
    for c, index in enumerate(cols):
        for seat in range(players):
            r = row_of(points[index][seat])
            x = c * step
            here = grid[r][x]
            mark = (MARKERS[seat % len(MARKERS)], STYLES[seat % len(STYLES)])
            grid[r][x] = (BOTH, "bold") if here[0] != " " else mark
    for r in range(height - 1, -1, -1):
        if r == height - 1 and top != low:  # (all level: one label, the zero line's)
            label = str(top)
        elif r == row_of(0):
            label = "0"
        else:
            label = ""
        text.append(f"{label:>{label_w}} ", "dim")
        text.append("┤" if label else "│", "dim")
        for ch, style in grid[r]:
            text.append(ch, style)
        text.append("\n")
    ticks = [" "] * (len(cols) * step)
    for c, index in enumerate(cols):
        number = index + start
        if number and (number % 5 == 0 or index == len(points) - 1):
            tick = str(number)
            x = c * step
            if all(a == " " for a in ticks[max(0, x - 1) : x + len(tick) + 1]) and x + len(tick) <= len(ticks):
                ticks[x : x + len(tick)] = list(tick)
    text.append(" " * (label_w + 1) + "└", "dim")
    text.append("".join(ticks) + "  " + (_("turn") if axis is None else axis), "dim")
    final = points[-1]
    for seat, nick in enumerate(nicks):
        text.append("\n" if seat % 2 == 0 else "   ")
        text.append(f"{MARKERS[seat % len(MARKERS)]} ", STYLES[seat % len(STYLES)])
        text.append(f"{nick} {final[seat]}")
    if any(ch == BOTH for row in grid for ch, _style in row):
        text.append("\n" if players % 2 == 0 else "   ")
        text.append(f"{BOTH} ", "bold")
        text.append(_("two or more at the same height"))
    return text


class ScoreChart(Static):
    """The chart widget: :meth:`show` the points, it draws them at its width."""

    DEFAULT_CSS = """
    ScoreChart { height: auto; }
    """

    def __init__(
        self,
        *,
        plot_height: int = 8,
        axis: str | None = None,
        start: int = 0,
        id: str | None = None,
        classes: str | None = None,
    ):
        super().__init__(id=id, classes=classes)
        self.axis = axis
        self.start = start
        self.points: list[tuple[int, ...]] = []
        self.nicks: list[str] = []
        self.plot_height = plot_height

    def show(self, points: Sequence[tuple[int, ...]], nicks: Sequence[str]) -> None:
        """Draw these totals (see :func:`chart_text`)."""
        self.points = list(points)
        self.nicks = list(nicks)
        self.refresh(layout=True)

    def render(self) -> Text:
        width = self.content_size.width or self.size.width or 60
        # names come from players and files: shown as they are, never as markup or escapes
        return plain(chart_text(self.points, self.nicks, max(12, width), self.plot_height, self.axis, self.start))
