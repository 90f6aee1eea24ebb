"""The game screen's left column: the board, the rack, the preview and the word box."""

from __future__ import annotations

from textual.containers import Vertical

from lexitile.tui.widgets.wordbox import WordBox

__all__ = ["BoardColumn"]


class BoardColumn(Vertical):
    """A vertical column that gives a reason asked for in its word box (F2) the lines
    of the preview above the box: it carries the class ``-reason`` while one is shown
    (``app.tcss`` hides the preview then; at 80x24 a reason takes four lines)."""

    def on_word_box_reason_shown(self, event: WordBox.ReasonShown) -> None:
        self.set_class(event.shown, "-reason")
