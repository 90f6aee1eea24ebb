"""The household league's table: rank, name, level, XP, games, wins, win rate and
chips of every live profile, and the profiles' management.

Enter (or a click on a row) opens the profile's statistics; ``n`` creates a profile,
``r`` renames the one under the cursor, ``m`` merges it into another (two names for one
person), ``d`` deletes it after asking (its games stay in the records); Escape goes
back. Every change is made by :class:`~lexitile.storage.league_db.League`, so the
screen refuses what ``lexitile league`` refuses, with the same reasons, worded in the
interface language. A league database that cannot be read is said in one line.
"""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path
from typing import Any

from textual.app import ComposeResult
from textual.binding import Binding
from textual.containers import Horizontal, Vertical
from textual.screen import Screen
from textual.widgets import Input

from lexitile.i18n import N_, _, localize_bindings
from lexitile.storage.league_db import League
from lexitile.storage.league_stats import TableRow, league_table
from lexitile.tui.screens.league_faults import FAULTS, league_fault
from lexitile.tui.screens.league_profile import ProfileScreen
from lexitile.tui.widgets.footer import Footer
from lexitile.tui.widgets.modal import ModalScreen
from lexitile.tui.widgets.plain import Button, DataTable, Label, plain_cells

__all__ = ["LeagueScreen", "NameScreen", "PickProfileScreen", "league_fault", "table_cells"]


def table_cells(row: TableRow) -> list[Any]:
    """The cells of one row of the table (names shown as they are, never as markup)."""
    return plain_cells(
        str(row.rank),
        row.name,
        str(row.level),
        str(row.xp),
        str(row.games),
        str(row.wins),
        f"{100 * row.win_rate:.0f}%",
        str(row.chips),
    )


class NameScreen(ModalScreen[str | None]):
    """Ask for a profile name; ``attempt`` tries it and returns why it was refused
    (the dialog stays open with the reason) or ``None`` (the dialog closes with the name).

    Args:
        question: what the name is for.
        attempt: carries the change out through the league.
        value: the name filled in at first.
    """

    BINDINGS = [Binding("escape", "cancel", N_("Cancel"))]

    DEFAULT_CSS = """
    NameScreen #name-error { color: $error; }
    NameScreen Input { margin-bottom: 1; }
    """

    def __init__(self, question: str, attempt: Callable[[str], str | None], value: str = "") -> None:
        super().__init__()
        localize_bindings(self)
        self.question = question
        self.attempt = attempt
        self.value = value

    def compose(self) -> ComposeResult:
        with Vertical(classes="dialog"):
            yield Label(self.question, classes="question")
            yield Input(self.value, id="name-input")
            yield Label("", id="name-error")
            with Horizontal(classes="buttons"):
                yield Button(_("OK"), id="name-ok", variant="primary")
                yield Button(_("Cancel"), id="name-cancel")

    def on_mount(self) -> None:
        self.query_one("#name-input", Input).focus()

    def _submit(self) -> None:
        name = self.query_one("#name-input", Input).value
        refused = self.attempt(name)
        if refused is None:
            self.dismiss(name.strip())
        else:
            self.query_one("#name-error", Label).update(f"✗ {refused}")

    def on_input_submitted(self, event: Input.Submitted) -> None:
        event.stop()
        self._submit()

    def on_button_pressed(self, event: Button.Pressed) -> None:
        event.stop()
        if event.button.id == "name-ok":
            self._submit()
        else:
            self.action_cancel()

    def action_cancel(self) -> None:
        self.dismiss(None)


class PickProfileScreen(ModalScreen[str | None]):
    """Pick one of ``names`` (arrow keys and Enter, or a click); Escape: ``None``."""

    BINDINGS = [Binding("escape", "cancel", N_("Cancel"))]

    DEFAULT_CSS = """
    PickProfileScreen DataTable { height: auto; max-height: 12; }
    """

    def __init__(self, question: str, names: list[str]) -> None:
        super().__init__()
        localize_bindings(self)
        self.question = question
        self.names = names

    def compose(self) -> ComposeResult:
        with Vertical(classes="dialog"):
            yield Label(self.question, classes="question")
            yield DataTable(id="pick-list", cursor_type="row", show_header=False)
            yield Label(_("Enter picks, Escape cancels."), classes="hint")

    def on_mount(self) -> None:
        table = self.query_one("#pick-list", DataTable)
        table.add_column("name")
        for name in self.names:
            table.add_row(*plain_cells(name))
        table.focus()

    def on_data_table_row_selected(self, event: DataTable.RowSelected) -> None:
        event.stop()
        self.dismiss(self.names[event.cursor_row])

    def action_cancel(self) -> None:
        self.dismiss(None)


class LeagueScreen(Screen[None]):
    """The league table and the profiles' management (see the module).

    Args:
        path: the league database (default: ``league.sqlite3`` in the data dir).
    """

    BINDINGS = [
        Binding("escape", "back", N_("Back")),
        Binding("enter", "profile", N_("Profile")),
        Binding("n", "new", N_("New")),
        Binding("r", "rename", N_("Rename")),
        Binding("m", "merge", N_("Merge")),
        Binding("d", "delete", N_("Delete")),
        Binding("f1", "keys_card", N_("Keys")),
    ]

    DEFAULT_CSS = """
    LeagueScreen #league { height: 1fr; padding: 0 1; }
    LeagueScreen #league-title { text-style: bold; }
    LeagueScreen #league-table { height: 1fr; }
    LeagueScreen #league-message { color: $warning; width: 100%; height: auto; }
    LeagueScreen #league-note { width: 100%; height: auto; }
    """

    def __init__(self, path: Path | None = None) -> None:
        super().__init__()
        localize_bindings(self)
        self.path = path
        self.rows: list[TableRow] = []
        #: why the league cannot be read (``None``: it could)
        self.fault: str | None = None

    def compose(self) -> ComposeResult:
        with Vertical(id="league"):
            yield Label(_("The household league"), id="league-title")
            yield Label("", id="league-message")
            yield DataTable(id="league-table", cursor_type="row", zebra_stripes=True)
            yield Label(_("Enter: the profile's statistics and charts."), id="league-note")
        yield Footer(compact=True, show_command_palette=False)

    def on_mount(self) -> None:
        table = self.query_one("#league-table", DataTable)
        table.add_columns("#", _("Name"), _("Level"), _("XP"), _("Games"), _("Wins"), _("Win rate"), _("Chips"))
        self.reload()
        table.focus()

    def open_league(self) -> League:
        """The league database, opened for one request (close it after).

        Raises:
            LeagueError, sqlite3.Error, OSError: it cannot be opened.
        """
        return League(self.path)

    def reload(self, select: str | None = None) -> None:
        """Read the table again; put the cursor on the profile ``select`` if given."""
        table = self.query_one("#league-table", DataTable)
        try:
            with self.open_league() as league:
                self.rows = league_table(league)
            self.fault = None
        except FAULTS as exc:
            self.rows = []
            self.fault = league_fault(exc)
        table.clear()
        for row in self.rows:
            table.add_row(*table_cells(row))
        if self.fault is not None:
            message = f"✗ {self.fault}"
        elif not self.rows:
            message = _("No profiles yet: press n to create one.")
        else:
            message = ""
        self.query_one("#league-message", Label).update(message)
        self.query_one("#league-message", Label).display = bool(message)
        if select is not None:
            for i, row in enumerate(self.rows):
                if row.name.casefold() == select.casefold():
                    table.move_cursor(row=i)

    def note(self, text: str) -> None:
        """A line under the table (what was just done)."""
        self.query_one("#league-note", Label).update(text)

    def current(self) -> TableRow | None:
        """The row under the cursor, if any."""
        if not self.rows:
            return None
        row = self.query_one("#league-table", DataTable).cursor_row
        return self.rows[row] if 0 <= row < len(self.rows) else None

    def _change(self, change: Callable[[League], object]) -> str | None:
        """Carry out ``change`` on the league; ``None`` or why it was refused."""
        try:
            with self.open_league() as league:
                change(league)
        except FAULTS as exc:
            return league_fault(exc)
        return None

    # ---------------------------------------------------------------- actions
    def on_data_table_row_selected(self, event: DataTable.RowSelected) -> None:
        event.stop()
        self.action_profile()

    def action_profile(self) -> None:
        row = self.current()
        if row is None:
            return
        self.app.push_screen(ProfileScreen(row.name, self.path))

    def action_new(self) -> None:
        if self.fault is not None:
            self.note(f"✗ {self.fault}")
            return

        def done(name: str | None) -> None:
            if name:
                self.reload(select=name)
                self.note(_("Profile {name} created.").format(name=name))

        self.app.push_screen(
            NameScreen(_("Name of the new profile:"), lambda name: self._change(lambda lg: lg.add_profile(name))),
            done,
        )

    def action_rename(self) -> None:
        row = self.current()
        if row is None:
            return
        old = row.name

        def done(name: str | None) -> None:
            if name:
                self.reload(select=name)
                self.note(_("Profile {old} is now {new}.").format(old=old, new=name))

        self.app.push_screen(
            NameScreen(
                _("New name for {name}:").format(name=old),
                lambda name: self._change(lambda lg: lg.rename(old, name)),
                value=old,
            ),
            done,
        )

    def action_keys_card(self) -> None:
        """F1: the league table's keys."""
        from lexitile.tui.screens.key_cards import LEAGUE_KEYS, keys_card  # noqa: PLC0415 - the screen loads when first shown, not when the app starts

        self.app.push_screen(keys_card(_("The household league"), LEAGUE_KEYS))

    def action_merge(self) -> None:
        row = self.current()
        if row is None:
            return
        source = row.name
        others = [r.name for r in self.rows if r.name != source]
        if not others:
            self.note(_("There is no other profile to merge {name} into.").format(name=source))
            return
        from lexitile.tui.screens.dialogs import ConfirmScreen  # noqa: PLC0415 - the screen loads when first shown, not when the app starts

        def picked(target: str | None) -> None:
            if not target:
                return

            def answered(yes: bool | None) -> None:
                if not yes:
                    return
                refused = self._change(lambda lg: lg.merge(source, target))
                if refused is not None:
                    self.note(f"✗ {refused}")
                    return
                self.reload(select=target)
                self.note(_("Profile {source} merged into {target}.").format(source=source, target=target))

            question = _(
                "Merge {source} into {target}? {target} takes over the XP, chips and games of {source}, "
                "and the name {source} leaves the table."
            ).format(source=source, target=target)
            self.app.push_screen(ConfirmScreen(question, _("Merge"), _("Keep both")), answered)

        self.app.push_screen(
            PickProfileScreen(_("Merge {name} into which profile (the same person)?").format(name=source), others),
            picked,
        )

    def action_delete(self) -> None:
        row = self.current()
        if row is None:
            return
        name = row.name
        from lexitile.tui.screens.dialogs import ConfirmScreen  # noqa: PLC0415 - the screen loads when first shown, not when the app starts

        def answered(yes: bool | None) -> None:
            if not yes:
                return
            refused = self._change(lambda lg: lg.delete(name))
            if refused is not None:
                self.note(f"✗ {refused}")
                return
            self.reload()
            self.note(_("Profile {name} deleted; its games stay in the records.").format(name=name))

        question = _("Delete the profile {name}? It leaves the table; its games stay in the records.").format(name=name)
        self.app.push_screen(ConfirmScreen(question, _("Delete"), _("Keep")), answered)

    def action_back(self) -> None:
        """Back to the screen below (the new-game screen), or out of the app when the
        league was its first screen (``lexitile league --app``)."""
        if len(self.app.screen_stack) > 2:
            self.app.pop_screen()
        else:
            self.app.exit(0)
