"""The saved games of every mode in one list: game, rule set, language, players,
scores, finished or not, date. Enter opens one -- an unfinished game continues, a
finished one is replayed (the board game shows its final position and result). ``r``
replays a game read-only: a finished one with every hand, a game still in play with
every rack and hand hidden (its players may still be at the table). A game another
lexitile has open is not resumed: the list says who has it and offers that read-only
replay. ``d`` deletes the game under the cursor after asking; F1 shows these keys.

The rows come from :mod:`lexitile.storage.saved_games`, the index ``lexitile resume
--list`` prints too.
"""

from __future__ import annotations

import os
from collections.abc import Sequence
from datetime import datetime
from pathlib import Path
from typing import TYPE_CHECKING, Any

from textual.app import ComposeResult
from textual.binding import Binding
from textual.containers import Vertical

from lexitile.core.modes import get_mode
from lexitile.i18n import N_, _, localize_bindings
from lexitile.tui.widgets.footer import Footer
from lexitile.tui.widgets.modal import ModalScreen
from lexitile.tui.widgets.plain import DataTable, Label

if TYPE_CHECKING:
    from lexitile.storage.saved_games import SavedEntry
    from lexitile.tui.opening import Opening, SavedHow


#: The list's date, as ``strftime`` formats in the interface language (a German or
#: Portuguese player reads 12-03 as the 12th of March): a save of this year, an older one.
DATE_THIS_YEAR = N_("%m-%d %H:%M")
DATE_OTHER_YEAR = N_("%Y-%m-%d")


def entry_row(entry: SavedEntry, now: datetime | None = None) -> tuple[str, str, str, str, str, str, str]:
    """``(date, game, players, scores, state, rules, language)`` for the table, what
    tells the games apart first (at 80 columns :class:`SavedGamesTable` shortens the
    long ones); short enough for 80 columns (the word list's language as its code, ``EN``; the year only
    when it is not this one, the date written as the interface language writes it), the built-in rule
    sets' titles in the interface language.
    The players and their scores go one a line, side by side (so a score is read with
    its name, and a name is cut at its own end), a computer's seat marked as the
    game's scores mark it, and in a game in play ``▶`` before the one on turn."""
    local = entry.modified.astimezone()
    this_year = (now or datetime.now(local.tzinfo)).year
    return (
        local.strftime(_(DATE_THIS_YEAR) if local.year == this_year else _(DATE_OTHER_YEAR)),
        _(get_mode(entry.kind).title),
        "\n".join(_seat_line(entry, seat, name) for seat, name in enumerate(entry.players)),
        "\n".join(str(s) for s in entry.scores) or "-",
        _("finished") if entry.finished else _("in play"),
        _(entry.rules) if get_mode(entry.kind).rules_named_by_us else entry.rules,
        entry.language.split("_")[0].upper() or "-",
    )


def _seat_line(entry: SavedEntry, seat: int, name: str) -> str:
    """A player's line in the list: ``▶`` before the one on turn in a game in play (as
    the game's scores mark them), two spaces before every other name (so the names of
    every row line up), a computer's seat marked."""
    line = f"{name} {_('(computer)')}" if seat in entry.robots else name
    return ("▶ " if entry.turn is not None and seat == entry.turn else "  ") + line


def saved_row(saved: Any) -> tuple[str, str, str, str]:
    """``(date, players, scores, state)`` of a board game's
    :class:`~lexitile.savegame.SavedGame` (``lexitile resume --list`` of the board game)."""
    from datetime import datetime  # noqa: PLC0415 - loaded on first use, not at start-up

    try:
        when = datetime.fromisoformat(saved.updated).strftime("%Y-%m-%d %H:%M")
    except ValueError:
        when = saved.updated[:16]
    scores = " ".join(str(s) for s in saved.scores) or "-"
    if saved.aborted:
        state = _("annulled")
    elif saved.resigned is not None:
        state = _("{name} resigned").format(name=saved.players[saved.resigned])
    elif saved.finished:
        state = _("finished")
    elif saved.turn < len(saved.players):
        state = _("{name} to move").format(name=saved.players[saved.turn])
    else:
        state = _("unfinished")
    return when, ", ".join(saved.players), scores, state


def locked_by_other(entry: SavedEntry) -> str | None:
    """Who else has this game open (a sentence), or ``None`` when nobody does."""
    from lexitile.storage.locks import owner_of  # noqa: PLC0415 - loaded on first use, not at start-up

    owner = owner_of(entry.path)
    if owner is None or owner.pid == os.getpid():
        return None
    return _("process {pid} on {host}").format(pid=owner.pid, host=owner.host)


class SavedGamesTable(DataTable):
    """The saved games, one a row, a line per player; a narrow screen shortens a long
    name to 20 cells first, then leaves out the game's column (the rules name the game
    too: "Quiddler", "Crosswise, …", a board game's rule set), then shortens the rule
    set's title, the names further and the state (each cut with ``…``), so that the
    names and the language stay in view at 80 columns."""

    SHRINK = (("players", 20), "game", "rules", "players", "state")
    HIDE = ("game",)
    WHOLE = ("game",)


class SavedGamesScreen(ModalScreen[tuple[str, Any] | None]):
    """Pick a saved game of any mode. Dismisses with ``("open", entry)`` (resume an
    unfinished game, look at a finished one), ``("replay", entry)`` (read-only), or
    ``None`` (Escape).

    Args:
        entries: the saved games, newest first.
        unreadable: files that are not saved games any mode can read, with the reason
            (listed last).
    """

    BINDINGS = [
        Binding("escape", "cancel", N_("Back")),
        # priority: else the table's own (hidden) Enter shadows it and the footer
        # does not name the key that opens a game
        Binding("enter", "open", N_("Open"), priority=True),
        Binding("r", "replay", N_("Replay")),
        Binding("d", "delete", N_("Delete")),
        Binding("f1", "keys_card", N_("Keys")),
    ]

    def __init__(self, entries: Sequence[SavedEntry], unreadable: Sequence[tuple[Path, str]] = ()):
        super().__init__()
        localize_bindings(self)
        self.entries = list(entries)
        self.unreadable = list(unreadable)

    def compose(self) -> ComposeResult:
        with Vertical(classes="dialog saved-games"):
            yield Label(_("Saved games of every kind (most recent first)"), classes="title")
            yield Label(_("No saved games yet.") if not self.entries else "", id="saved-empty")
            yield SavedGamesTable(id="saved-table", cursor_type="row")
            yield Label("", id="saved-note")
        yield Footer(compact=True, show_command_palette=False)

    def on_mount(self) -> None:
        table = self.query_one("#saved-table", DataTable)
        for key, label in (
            ("saved", _("Saved")),
            ("game", _("Game")),
            ("players", _("Players")),
            ("scores", _("Scores")),
            ("state", _("State")),
            ("rules", _("Rules")),
            ("language", _("Language")),
        ):
            table.add_column(label, key=key)
        self._fill()
        table.focus()

    def _fill(self) -> None:
        table = self.query_one("#saved-table", DataTable)
        table.clear()
        for entry in self.entries:
            table.add_row(*entry_row(entry), height=None)  # a line per player
        for path, reason in self.unreadable:
            table.add_row("-", "", path.name, "", _("unreadable: {reason}").format(reason=reason), "", "")
        self.query_one("#saved-empty", Label).update(_("No saved games yet.") if not self.entries else "")

    def _current(self) -> SavedEntry | None:
        if not self.entries and not self.unreadable:
            return None
        row = self.query_one("#saved-table", DataTable).cursor_row
        if row >= len(self.entries):
            path, reason = self.unreadable[row - len(self.entries)]
            self.notify(_("{file} cannot be opened: {reason}").format(file=path, reason=reason), severity="error")
            return None
        return self.entries[row]

    def note(self, text: str) -> None:
        """A line under the list (why a game opens read-only, why it cannot be deleted)."""
        self.query_one("#saved-note", Label).update(text)

    def on_data_table_row_selected(self, event: DataTable.RowSelected) -> None:
        event.stop()
        self.action_open()

    def action_open(self) -> None:
        entry = self._current()
        if entry is None:
            return
        who = locked_by_other(entry) if not entry.finished else None
        if who is not None:
            if entry.replay_path is None:
                self.note(_("This game is open in another lexitile ({who}); close it there first.").format(who=who))
            else:
                self.note(
                    _(
                        "This game is open in another lexitile ({who}). r: replay it read-only, racks and hands hidden."
                    ).format(who=who)
                )
            return
        self.dismiss(("open", entry))

    def action_replay(self) -> None:
        entry = self._current()
        if entry is None:
            return
        if entry.replay_path is None:
            self.note(_("This game has no record to replay."))
            return
        self.dismiss(("replay", entry))

    def action_delete(self) -> None:
        entry = self._current()
        if entry is None:
            return
        from lexitile.tui.screens.dialogs import ConfirmScreen  # noqa: PLC0415 - the screen loads when first shown, not when the app starts

        def answered(yes: bool | None) -> None:
            if not yes:
                return
            from lexitile.errors import LexitileError  # noqa: PLC0415 - loaded on first use, not at start-up
            from lexitile.storage.saved_games import delete_saved_game  # noqa: PLC0415 - loaded on first use, not at start-up

            try:
                delete_saved_game(entry)
            except LexitileError as exc:
                self.note(f"✗ {exc}")
                return
            self.entries.remove(entry)
            self._fill()
            self.note(_("Deleted: {file}").format(file=entry.path.name))

        # the scores and the rules tell apart two games of the same people saved a minute apart
        row = entry_row(entry)
        players = ", ".join(f"{name} {score}" for name, score in zip(entry.players, entry.scores, strict=False))
        question = _("Delete the game of {players} ({game}, {rules}; saved {date})? This cannot be undone.").format(
            players=players or "-", game=row[1], rules=row[5], date=row[0]
        )
        self.app.push_screen(ConfirmScreen(question, _("Delete"), _("Keep")), answered)

    def action_cancel(self) -> None:
        self.dismiss(None)

    def action_keys_card(self) -> None:
        """F1: the card of this list's keys."""
        from lexitile.tui.screens.key_cards import SAVED_GAMES_KEYS, keys_card  # noqa: PLC0415 - the screen loads when first shown, not when the app starts

        self.app.push_screen(keys_card(_("Saved games"), SAVED_GAMES_KEYS))


def opening_for(entry: SavedEntry, how: SavedHow) -> Opening:
    """The opening of a listed game: ``"open"`` resumes it (a finished one shows its
    end as its mode does), ``"replay"`` steps through its record read-only -- with
    every rack and hand hidden while the game is in play (each mode's
    :attr:`~lexitile.tui.opening.ModeScreens.open_saved`)."""
    from lexitile.tui.mode_screens import screens_of  # noqa: PLC0415 - the screen loads when first shown, not when the app starts

    return screens_of(entry.kind).open_saved(entry, how)


def open_saved_games(app: Any) -> None:
    """Push the list on ``app``; the game picked opens there."""
    from lexitile.errors import LexitileError  # noqa: PLC0415 - loaded on first use, not at start-up
    from lexitile.play.saved_entries import scan_saved_games  # noqa: PLC0415 - loaded on first use, not at start-up

    def picked(choice: tuple[SavedHow, Any] | None) -> None:
        if choice is None:
            return
        how, entry = choice
        try:
            opening = opening_for(entry, how)
        except LexitileError as exc:
            app.notify(str(exc), severity="error", timeout=10)
            return
        app.open_game(opening)

    app.push_screen(SavedGamesScreen(*scan_saved_games()), picked)
