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

from lexitile.text.safe import plain

__all__ = ["Button", "DataTable", "Label", "PlainNotify", "Static", "Widget", "plain_cells", "safe_content"]


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

            render._plain = True  # type: ignore[attr-defined]
            render.__doc__ = own.__doc__
            cls.render = render  # type: ignore[method-assign]


class Static(widgets.Static):
    """:class:`textual.widgets.Static` that never reads markup (see the module)."""

    def __init__(self, content: Any = "", **kwargs: Any) -> None:
        kwargs["markup"] = False
        super().__init__(safe_content(content), **kwargs)

    def update(self, content: Any = "", *, layout: bool = True) -> None:
        """Show ``content`` (see :func:`safe_content`)."""
        super().update(safe_content(content), layout=layout)


class Label(widgets.Label):
    """:class:`textual.widgets.Label` that never reads markup (see the module)."""

    def __init__(self, content: Any = "", **kwargs: Any) -> None:
        kwargs["markup"] = False
        super().__init__(safe_content(content), **kwargs)

    def update(self, content: Any = "", *, layout: bool = True) -> None:
        """Show ``content`` (see :func:`safe_content`)."""
        super().update(safe_content(content), layout=layout)


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
        from lexitile.text.safe import visible

        super().notify(  # type: ignore[misc]
            visible(message, newlines=True), title=visible(title), severity=severity, timeout=timeout, markup=False
        )


class DataTable(widgets.DataTable[Any]):
    """:class:`textual.widgets.DataTable` whose cells and column labels are never read
    as markup (Textual reads markup in string cells)."""

    def add_row(self, *cells: Any, height: int | None = 1, key: str | None = None, label: Any = None) -> Any:
        """Add a row (see :func:`safe_content` for how each cell is shown)."""
        return super().add_row(
            *(safe_content(c) for c in cells),
            height=height,
            key=key,
            label=None if label is None else safe_content(label),
        )

    def add_column(self, label: Any, *, width: int | None = None, key: str | None = None, default: Any = None) -> Any:
        """Add a column whose label is shown as text."""
        return super().add_column(safe_content(label), width=width, key=key, default=default)

    def update_cell(self, row_key: Any, column_key: Any, value: Any, *, update_width: bool = False) -> None:
        """Change a cell (shown as text)."""
        super().update_cell(row_key, column_key, safe_content(value), update_width=update_width)
