"""The notice shown while the terminal is smaller than the game needs.

It covers the screen until the window is large enough again. It is an overlay, not a
screen of its own: it never takes focus, so keys typed meanwhile still reach the game
(a resize racing a key press loses nothing), and the game goes on exactly where it was.
"""

from __future__ import annotations

from lexitile.i18n import _
from lexitile.tui.widgets.plain import Static

#: The smallest terminal, in columns and rows, the game screen is laid out for.
MIN_COLUMNS, MIN_ROWS = 80, 24


def too_small(columns: int, rows: int) -> bool:
    """True when a terminal of ``columns`` x ``rows`` cells cannot show the game."""
    return columns < MIN_COLUMNS or rows < MIN_ROWS


class TooSmallNotice(Static):
    """ "The terminal is too small" with the current and the needed size, laid over
    the whole screen it is mounted on."""

    DEFAULT_CSS = """
    TooSmallNotice {
        overlay: screen;
        position: absolute;
        offset: 0 0;
        width: 100%;
        height: 100%;
        background: $panel;
        content-align: center middle;
        text-align: center;
        padding: 0 1;
    }
    """

    def __init__(self, columns: int, rows: int):
        super().__init__(self._text(columns, rows))

    def show_size(self, columns: int, rows: int) -> None:
        """Update the notice for a new terminal size."""
        self.update(self._text(columns, rows))

    @staticmethod
    def _text(columns: int, rows: int) -> str:
        return "\n".join(
            (
                _("The terminal is too small: {columns}x{rows}.").format(columns=columns, rows=rows),
                _("lexitile needs at least {columns}x{rows}.").format(columns=MIN_COLUMNS, rows=MIN_ROWS),
                _("Make the window larger; the game goes on where it was."),
            )
        )
