"""The list of saved games (date, players, scores, finished or not); Enter opens one:
an unfinished game continues, a finished one shows its result and final board."""

from __future__ import annotations

from collections.abc import Sequence
from datetime import datetime
from pathlib import Path

from textual.app import ComposeResult
from textual.binding import Binding
from textual.containers import Vertical
from textual.screen import ModalScreen
from textual.widgets import Footer

from lexitile.i18n import N_, _, localize_bindings
from lexitile.savegame import SavedGame
from lexitile.tui.widgets.plain import DataTable, Label


def _when(iso: str) -> str:
    try:
        return datetime.fromisoformat(iso).strftime("%Y-%m-%d %H:%M")
    except ValueError:
        return iso[:16]


def saved_row(saved: SavedGame) -> tuple[str, str, str, str]:
    """``(date, players, scores, state)`` for the table."""
    scores = " ".join(str(s) for s in saved.scores) or "-"
    if saved.aborted:
        state = _("annulled")
    elif saved.resigned is not None:
        state = _("{name} resigned").format(name=saved.players[saved.resigned])
    elif saved.finished:
        state = _("finished")
    else:
        state = (
            _("{name} to move").format(name=saved.players[saved.turn])
            if saved.turn < len(saved.players)
            else _("unfinished")
        )
    return _when(saved.updated), ", ".join(saved.players), scores, state


class SavedGamesScreen(ModalScreen[SavedGame | None]):
    """Pick a saved game; dismisses with it, or ``None`` (Escape)."""

    BINDINGS = [Binding("escape", "cancel", N_("Back")), Binding("enter", "open", N_("Open"))]

    def __init__(self, games: Sequence[SavedGame], unreadable: Sequence[tuple[Path, str]] = ()):
        super().__init__()
        localize_bindings(self)
        self.games = list(games)
        #: files that are not saved games we can read, with the reason (listed last)
        self.unreadable = list(unreadable)

    def compose(self) -> ComposeResult:
        with Vertical(classes="dialog saved-games"):
            yield Label(_("Saved games (most recent first)"), classes="title")
            if not self.games:
                yield Label(_("No saved games yet."))
            yield DataTable(id="saved-table", cursor_type="row")
        yield Footer(compact=True, show_command_palette=False)

    def on_mount(self) -> None:
        table = self.query_one("#saved-table", DataTable)
        table.add_columns(_("Updated"), _("Players"), _("Scores"), _("State"))
        for saved in self.games:
            table.add_row(*saved_row(saved))
        for path, reason in self.unreadable:
            table.add_row("-", path.name, "", _("unreadable: {reason}").format(reason=reason))
        table.focus()

    def on_data_table_row_selected(self, event: DataTable.RowSelected) -> None:
        event.stop()
        self.action_open()

    def action_open(self) -> None:
        if not self.games and not self.unreadable:
            return
        row = self.query_one("#saved-table", DataTable).cursor_row
        if row >= len(self.games):
            path, reason = self.unreadable[row - len(self.games)]
            self.notify(_("{file} cannot be opened: {reason}").format(file=path, reason=reason), severity="error")
            return
        self.dismiss(self.games[row])

    def action_cancel(self) -> None:
        self.dismiss(None)
