"""The key footer of every screen: Textual's, drawn again only when its keys change.

Textual's footer removes and mounts all its keys whenever the screen's bindings may
have changed (every focus change, every binding refresh), each key styled afresh:
a large part of a screen's start and of a key that moves the focus. This one keeps
what it last showed and leaves its keys in place when the screen offers the same.
Its keys are also made with their ``-compact`` class already set, which a compact
footer's key otherwise gets just after it is styled, and is then styled again for.
"""

from __future__ import annotations

from typing import Any

from textual.app import ComposeResult
from textual.screen import Screen
from textual.widgets import Footer as _TextualFooter
from textual.widgets._footer import FooterKey

__all__ = ["Footer"]


class Footer(_TextualFooter):
    """:class:`textual.widgets.Footer` that recomposes only when the keys it shows
    (their binding, whether enabled, their tooltip) differ from those it shows."""

    def __init__(self, *args: Any, **kwargs: Any) -> None:
        super().__init__(*args, **kwargs)
        self._composed_keys: object = None

    def _shown_keys(self) -> object:
        return (
            tuple(
                (binding, enabled, tooltip)
                for (_node, binding, enabled, tooltip) in self.screen.active_bindings.values()
            ),
            self.show_command_palette,
            self.compact,
            self.combine_groups,
        )

    def compose(self) -> ComposeResult:
        # a Textual without this flag gets its own footer's behaviour: recompose every time
        if getattr(self, "_bindings_ready", False):
            self._composed_keys = self._shown_keys()
        for widget in super().compose():
            if self.compact and isinstance(widget, FooterKey):
                widget.add_class("-compact", update=False)  # what its compact watcher sets
            yield widget

    def bindings_changed(self, screen: Screen[Any]) -> None:
        if (
            getattr(self, "_bindings_ready", False)
            and screen.app.app_focus
            and self.is_attached
            and screen is self.screen
            and self._composed_keys is not None
            and self._shown_keys() == self._composed_keys
        ):
            return
        super().bindings_changed(screen)
