"""The notice shown while the terminal is smaller than the game needs (issue #8).

It covers the game until the window is large enough again; nothing underneath changes
meanwhile, so the game goes on exactly where it was.
"""

from __future__ import annotations

from textual.app import ComposeResult
from textual.screen import ModalScreen
from textual.widgets import Static

from lexitile.i18n import _

#: The smallest terminal, in columns and rows, the game screen is laid out for.
MIN_COLUMNS, MIN_ROWS = 80, 24


def too_small(columns: int, rows: int) -> bool:
    """True when a terminal of ``columns`` x ``rows`` cells cannot show the game."""
    return columns < MIN_COLUMNS or rows < MIN_ROWS


class TooSmallScreen(ModalScreen[None]):
    """"The terminal is too small" with the current and the needed size."""

    DEFAULT_CSS = """
    TooSmallScreen { align: center middle; }
    TooSmallScreen > Static { width: auto; max-width: 100%; padding: 0 1; }
    """

    def __init__(self, columns: int, rows: int):
        super().__init__()
        self._cells = (columns, rows)

    def compose(self) -> ComposeResult:
        yield Static(self._text(*self._cells), id="too-small")

    def show_size(self, columns: int, rows: int) -> None:
        """Update the notice for a new terminal size."""
        self._cells = (columns, rows)
        if self.is_mounted:
            self.query_one("#too-small", Static).update(self._text(columns, rows))

    @staticmethod
    def _text(columns: int, rows: int) -> str:
        return "\n".join(
            (
                _("The terminal is too small: {columns}x{rows}.").format(columns=columns, rows=rows),
                _("lexitile needs at least {columns}x{rows}.").format(columns=MIN_COLUMNS, rows=MIN_ROWS),
                _("Make the window larger; the game goes on where it was."),
            )
        )
