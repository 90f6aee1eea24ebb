"""The only text widgets the screens use: text is shown as it is, never read as markup.

Textual reads ``[b]``, ``[/]`` and ``[@click=app.quit]`` in a plain string as markup, so
a player called ``[/]`` would crash a screen and ``[@click=...]`` would run an action
when clicked; a name carrying ``ESC ]2;...`` would reach the terminal. :class:`Static`,
:class:`Label` and :class:`Button` here take the same arguments as Textual's, with
every string and :class:`~rich.text.Text` passed through
:func:`lexitile.text.safe.plain` (no markup, control characters visible), and
:class:`PlainNotify` does the same for toasts. The screens import these instead of
Textual's (a test fails when one does not), so no screen can forget.
"""

from __future__ import annotations

from typing import Any

from rich.text import Text
from textual import widgets
from textual.notifications import SeverityLevel
from textual.widget import Widget as _TextualWidget
from textual.widgets.data_table import Column

from lexitile.text.safe import plain, visible

__all__ = ["Button", "DataTable", "Label", "PlainNotify", "Static", "Widget", "clipped", "plain_cells", "safe_content"]


def clipped(text: str, cells: int) -> str:
    """``text`` cut to at most ``cells`` terminal cells, ending in ``…`` when cut
    (``clipped("Maximiliane", 10) == "Maximilia…"``), so a cut name is never taken for
    a whole one. Wide characters count two cells."""
    shown = Text(text, no_wrap=True, end="")
    shown.truncate(max(0, cells), overflow="ellipsis")
    return shown.plain


def safe_content(content: Any) -> Any:
    """``content`` as a widget may show it: strings and :class:`Text` through
    :func:`plain`; other renderables (already built by our widgets) as they are."""
    if isinstance(content, str | Text):
        return plain(content)
    return content


def plain_cells(*cells: object) -> list[Text]:
    """Table cells (:class:`~textual.widgets.DataTable` reads markup in strings)."""
    return [plain(c if isinstance(c, str | Text) else str(c)) for c in cells]


class Widget(_TextualWidget):
    """Base of our own drawing widgets: whatever their ``render`` returns (a string or a
    :class:`Text` with names in it) is shown through :func:`safe_content`."""

    def __init_subclass__(cls, **kwargs: Any) -> None:
        super().__init_subclass__(**kwargs)
        own = cls.__dict__.get("render")
        if own is not None and not getattr(own, "_plain", False):

            def render(self: Any, _own: Any = own) -> Any:
                return safe_content(_own(self))

            render._plain = True  # type: ignore[attr-defined]  # a marker on the function, read back with getattr above
            render.__doc__ = own.__doc__
            cls.render = render  # type: ignore[method-assign]  # each subclass's own render is wrapped once, so its text is made safe

    def redraw(self, state: object, size: object) -> None:
        """Draw again after a change of what :meth:`render` shows.

        Nothing happens when ``state`` (everything the drawing depends on) equals the
        last call's. The widget is laid out again (which makes Textual lay out and
        draw the whole screen) only when its CSS sizes it by its content and ``size``
        (what its content size depends on) changed; otherwise it is only repainted.

        Args:
            state: a comparable value of everything ``render`` reads (besides styles
                and the widget's size, whose changes Textual redraws by itself).
            size: a comparable value of what ``get_content_height`` and
                ``get_content_width`` read.
        """
        last = self.__dict__.get("_drawn")
        if last is not None and last[0] == state:
            return
        self._drawn = (state, size)
        self.refresh(layout=(last is None or last[1] != size) and self.sized_by_content())

    def drawn_changed(self) -> None:
        """What the widget shows changed outside :meth:`redraw` (the widget changed its
        own state): the next :meth:`redraw` draws whatever its state."""
        self.__dict__.pop("_drawn", None)

    def sized_by_content(self) -> bool:
        """True when the widget's CSS width or height depends on its content (``auto``;
        a fraction width, which a horizontal layout may treat as ``auto``)."""
        height = self.styles.height
        return _width_follows_content(self) or bool(height is not None and height.is_auto)


def _width_follows_content(widget: Any) -> bool:
    """True when the widget's CSS width is ``auto`` or a fraction (which a horizontal
    layout may treat as ``auto``)."""
    width = widget.styles.width
    return bool(width is not None and (width.is_auto or width.is_fraction))


def _text_key(content: Any) -> object:
    """A comparable value of a string or :class:`Text` as drawn (``None`` for other
    renderables, which are never taken for the same)."""
    if isinstance(content, str):
        return content
    if isinstance(content, Text):
        return (
            content.plain,
            content.style,
            tuple(content.spans),
            content.justify,
            content.overflow,
            content.no_wrap,
            content.end,
        )
    return None


def _update(widget: Any, update: Any, content: Any, layout: bool) -> None:
    """``update(content)`` on a Static or Label, drawing only what changed: the same
    text again draws nothing (screens set every text on every key), and a new text
    of the same height in a widget whose width does not follow its content is only
    repainted (a layout lays out and draws the whole screen)."""
    content = safe_content(content)
    key = _text_key(content)
    shown = widget.__dict__.get("_shown")
    # (the content checked by identity too: set some other way, it is drawn anew)
    if key is not None and shown is not None and shown[0] == key and widget.content is shown[1]:
        return
    before = _text_height(widget) if layout and key is not None else None
    update(content, layout=before is None)
    widget._shown = (key, widget.content)
    if before is not None and _text_height(widget) != before:
        widget.refresh(layout=True)


def _text_height(widget: Any) -> int | None:
    """Lines the widget's text takes at its width; ``None`` when that does not decide
    its size alone (not laid out yet, or its width follows its content)."""
    if not widget.is_mounted or not widget.size or _width_follows_content(widget):
        return None
    room = widget.content_size.width
    if room <= 0:
        return None
    return int(widget._render().get_height(widget.styles, room))


class Static(widgets.Static):
    """:class:`textual.widgets.Static` that never reads markup (see the module)."""

    def __init__(self, content: Any = "", **kwargs: Any) -> None:
        kwargs["markup"] = False
        super().__init__(safe_content(content), **kwargs)

    def update(self, content: Any = "", *, layout: bool = True) -> None:
        """Show ``content`` (see :func:`safe_content`); nothing is drawn when it is
        the text shown already."""
        _update(self, super().update, content, layout)


class Label(widgets.Label):
    """:class:`textual.widgets.Label` that never reads markup (see the module)."""

    def __init__(self, content: Any = "", **kwargs: Any) -> None:
        kwargs["markup"] = False
        super().__init__(safe_content(content), **kwargs)

    def update(self, content: Any = "", *, layout: bool = True) -> None:
        """Show ``content`` (see :func:`safe_content`); nothing is drawn when it is
        the text shown already."""
        _update(self, super().update, content, layout)


class Button(widgets.Button):
    """:class:`textual.widgets.Button` whose label is never read as markup."""

    def __init__(self, label: Any = None, *args: Any, **kwargs: Any) -> None:
        super().__init__(None if label is None else safe_content(label), *args, **kwargs)


class PlainNotify:
    """Mixin for every app (put it before :class:`~textual.app.App`): toasts show their
    message and title as text, never as markup."""

    def notify(
        self,
        message: str,
        *,
        title: str = "",
        severity: SeverityLevel = "information",
        timeout: float | None = None,
        markup: bool = False,
    ) -> None:
        """Show a toast (markup is always off; control characters are made visible)."""
        super().notify(  # type: ignore[misc]  # a mixin: notify is the App's or the Widget's it is mixed into
            visible(message, newlines=True), title=visible(title), severity=severity, timeout=timeout, markup=False
        )


def _ellipsis(cell: Any) -> Any:
    """A cell cut at its column's width ends in ``…`` (instead of a silent cut); each
    of its lines is cut so, never wrapped onto the next (a row of several lines is a
    line per item: one player a line)."""
    if isinstance(cell, Text) and cell.overflow is None:
        cell.overflow = "ellipsis"
        if cell.no_wrap is None:
            cell.no_wrap = True
    return cell


class _FittedColumn(Column):
    """A column that :meth:`DataTable.fit_columns` may hide: at width 0 it takes no
    room at all (Textual would still draw its cell padding, two blank cells that the
    shortened columns beside it then lack)."""

    def get_render_width(self, data_table: Any) -> int:
        if not self.auto_width and self.width == 0:
            return 0
        return super().get_render_width(data_table)


class DataTable(widgets.DataTable[Any]):
    """:class:`textual.widgets.DataTable` whose cells and column labels are never read
    as markup (Textual reads markup in string cells).

    A table with :attr:`SHRINK` keeps every column in view: when the table is too
    narrow for its columns, the columns named there give up width (in that order, each
    down to its label's width, or to the floor given with it, or to nothing for
    :attr:`HIDE`), their cells ending in ``…``; the others (scores) keep theirs, so
    nothing the player needs goes off to the right. A column of :attr:`WHOLE` is shown
    whole or not at all; room it frees beyond what was needed goes back to the columns
    cut before it.
    """

    #: keys of the columns that may be narrowed to fit the table's width, in order; a
    #: ``(key, floor)`` pair narrows that column no further than ``floor`` cells at that
    #: step (a key may come again later without one)
    SHRINK: tuple[str | tuple[str, int], ...] = ()
    #: those of :attr:`SHRINK` that may go down to nothing (their content is shown
    #: elsewhere too), where the others stop at their label's width
    HIDE: tuple[str, ...] = ()
    #: those of :attr:`HIDE` shown whole or not at all (a running total cut to ``2…``
    #: says nothing)
    WHOLE: tuple[str, ...] = ()

    def add_row(self, *cells: Any, height: int | None = 1, key: str | None = None, label: Any = None) -> Any:
        """Add a row (see :func:`safe_content` for how each cell is shown)."""
        if self.SHRINK:
            self.call_later(self.fit_columns)
        return super().add_row(
            *(_ellipsis(safe_content(c)) for c in cells),
            height=height,
            key=key,
            label=None if label is None else safe_content(label),
        )

    def add_column(self, label: Any, *, width: int | None = None, key: str | None = None, default: Any = None) -> Any:
        """Add a column whose label is shown as text."""
        column_key = super().add_column(safe_content(label), width=width, key=key, default=default)
        if self.HIDE:
            column = self.columns[column_key]
            column.__class__ = _FittedColumn  # same fields, one method more: see the class
        return column_key

    def update_cell(self, row_key: Any, column_key: Any, value: Any, *, update_width: bool = False) -> None:
        """Change a cell (shown as text)."""
        super().update_cell(row_key, column_key, safe_content(value), update_width=update_width)

    def fit_columns(self) -> None:
        """Narrow the :attr:`SHRINK` columns until every column fits the width shown
        (the rows' full text stays in the table; only what is drawn is cut)."""
        if not self.SHRINK or not self.is_mounted:
            return
        from rich.cells import cell_len  # noqa: PLC0415 - loaded on first use, not at start-up

        room = self._room_to_fit()
        if room <= 0:
            return
        pad = 2 * self.cell_padding
        wanted: dict[Any, int] = {}
        floor: dict[Any, int] = {}
        for key, column in self.columns.items():
            label = cell_len(column.label.plain)
            cells = [
                max(map(cell_len, (c.plain if isinstance(c, Text) else str(c)).split("\n")))
                for c in self.get_column(key)
            ]  # a cell of several lines is as wide as its widest
            wanted[key] = max([label, *cells])
            floor[key] = 0 if key.value in self.HIDE else max(1, min(label, wanted[key]))
        excess = sum(w + pad for w in wanted.values()) - room
        widths = dict(wanted)
        cut_order: list[Any] = []
        for entry in self.SHRINK:
            name, step_floor = entry if isinstance(entry, tuple) else (entry, 0)
            shrink = next((k for k in self.columns if k.value == name), None)
            if shrink is None or excess <= 0:
                continue
            lowest = max(floor[shrink], min(step_floor, wanted[shrink]))
            cut = min(excess, widths[shrink] - lowest)
            if name in self.WHOLE and cut > 0:
                cut = widths[shrink]
            widths[shrink] -= cut
            excess -= cut
            if widths[shrink] == 0 and wanted[shrink] > 0:
                excess -= pad  # a hidden column gives up its padding too (_FittedColumn)
            if cut > 0 and widths[shrink] > 0:
                cut_order.append(shrink)
        for key in reversed(cut_order):  # room freed beyond the need goes back
            if excess >= 0:
                break
            back = min(-excess, wanted[key] - widths[key])
            widths[key] += back
            excess += back
        changed = False
        for key, column in self.columns.items():
            auto = widths[key] == wanted[key]
            if column.auto_width != auto or (not auto and column.width != widths[key]):
                changed = True
            column.auto_width = auto
            column.width = widths[key]
            if auto:
                column.content_width = wanted[key]
        if changed:
            self._clear_caches()
            self._require_update_dimensions = True
            self.refresh()
        # a table that got shorter keeps its cursor row (the newest move) in view
        self.call_after_refresh(self._scroll_cursor_into_view)

    def _room_to_fit(self) -> int:
        """The cells the columns may take: the width shown; for a table as wide as its
        content (``width: auto``), the widest it may grow to (its ``max-width``, else its
        container's width), not the width its columns, cut before, hold it to now."""
        room = self.scrollable_content_region.width
        width, parent = self.styles.width, self.parent
        if width is None or not width.is_auto or not isinstance(parent, _TextualWidget):
            return room
        limit = float(parent.content_region.width)
        if (most := self.styles.max_width) is not None:
            limit = min(limit, float(most.resolve(parent.content_region.size, self.app.size)))
        chrome = self.size.width - room  # scrollbar and border: the same at any width
        return max(room, int(limit) - chrome)

    def _on_resize(self, event: Any) -> None:
        super()._on_resize(event)
        if self.SHRINK:
            self.call_after_refresh(self.fit_columns)
