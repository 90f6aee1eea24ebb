"""The preview's messages as toasts while the preview is out of sight.

A board taller than the terminal leaves the preview no line (the 21-row board in 24
lines: the board and the rack fill the column), so a play refused on Enter said
nothing at all. While the preview cannot show a message, the message is also raised as
a toast. What the preview tells is the player's own business (a letter not on their
rack, a word refused), so the toasts go when the curtain rises: nothing one person was
told stays on the screen for the next.

Withdrawing a toast uses one Textual internal, ``App._unnotify`` (what a click on a
toast calls); a Textual without it clears every toast instead.
"""

from __future__ import annotations

from textual.app import App
from textual.geometry import Region
from textual.notifications import Notification, Notify

from lexitile.text.safe import visible

__all__ = ["PreviewToasts", "lines_in_sight"]

#: Lines of the preview a message needs: the line it stands under, and its own.
LINES_NEEDED = 2
#: Seconds a toast stands (the curtain withdraws it sooner).
TOAST_SECONDS = 6.0


def lines_in_sight(preview: Region, column: Region) -> int:
    """How many lines of the preview's region its column's region shows (0 when none,
    or before the first layout)."""
    return max(0, min(preview.bottom, column.bottom) - preview.y)


class PreviewToasts:
    """The toasts raised for one game screen's preview (see the module docstring)."""

    def __init__(self) -> None:
        self._raised: list[Notification] = []

    def say(self, message: str, lines_shown: int, app: App[object]) -> None:
        """Raise ``message`` as a toast when the preview shows fewer than
        :data:`LINES_NEEDED` lines (``lines_shown``); nothing when it can show it or the
        message is empty. As every toast of the app: plain text, control characters
        made visible (:class:`lexitile.tui.widgets.plain.PlainNotify`)."""
        if not message or lines_shown >= LINES_NEEDED:
            return
        toast = Notification(visible(message, newlines=True), severity="warning", timeout=TOAST_SECONDS)
        app.post_message(Notify(toast))
        # a table with no curtain (one person and robots) never withdraws: keep only the live ones
        self._raised = [t for t in self._raised if not t.has_expired] + [toast]

    def withdraw(self, app: App[object]) -> None:
        """Take down every toast raised here (before the curtain rises)."""
        raised, self._raised = self._raised, []
        if not raised:
            return
        unnotify = getattr(app, "_unnotify", None)
        if unnotify is None:
            app.clear_notifications()
            return
        for toast in raised:
            unnotify(toast)  # a toast already gone is forgotten quietly
