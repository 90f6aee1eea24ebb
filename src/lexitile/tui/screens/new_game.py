"""The new-game screen: which game (the board game, Quiddler, Crosswise) at the top,
that game's own options below (each game's form is in :mod:`lexitile.tui.forms`).

Tab moves between the fields; Enter (or ctrl+s, or the Start button) starts the game;
F3 (or the selector at the top) switches to another game, keeping the players' names;
ctrl+o opens the saved games of every game; F1 shows the chosen game's rules card.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import replace
from typing import Any

from textual.app import ComposeResult
from textual.binding import Binding
from textual.containers import Horizontal, Vertical
from textual.screen import Screen
from textual.widgets import Input, Select
from textual.widgets._select import SelectOverlay

from lexitile.core.modes import get_mode, modes
from lexitile.errors import LexitileError
from lexitile.i18n import N_, _, localize_bindings, ngettext
from lexitile.play.league_table import add_profiles
from lexitile.tui.forms.base import (
    LeagueRefusal,
    ModeForm,
    StateCheckbox,
    league_refusal,
)
from lexitile.tui.forms.crossword import OWN, _lexicon_names, language_choices, time_choices, time_value
from lexitile.tui.opening import shell
from lexitile.tui.widgets.footer import Footer
from lexitile.tui.widgets.modal import ModalScreen
from lexitile.tui.widgets.plain import Button, Label

__all__ = [
    "OWN",
    "NewGameScreen",
    "OtherGamesScreen",
    "StateCheckbox",
    "_lexicon_names",
    "language_choices",
    "time_choices",
    "time_value",
]

#: Textual's drop-down list binds Escape to this text; marked here for the catalog.
_DISMISS_MENU = N_("Dismiss menu")


def mode_choices() -> list[tuple[str, str]]:
    """The game selector: every mode by its translated title."""
    return [(_(m.title), m.id) for m in modes()]


class OtherGamesScreen(ModalScreen[str | None]):
    """Pick a game by its number (1-9, in the registry's order); dismisses with the
    mode's id or ``None``."""

    BINDINGS = [
        *[Binding(str(k), f"pick_number({k})", show=False) for k in range(1, 10)],
        Binding("escape", "pick('')", N_("Cancel")),
    ]

    def __init__(self, current: str = "") -> None:
        super().__init__()
        localize_bindings(self)
        self.current = current

    def compose(self) -> ComposeResult:
        with Vertical(classes="dialog game-picker"):
            yield Label(_("Which game?"), classes="question")
            for k, m in enumerate(modes(), 1):
                mark = "▶ " if m.id == self.current else "  "
                yield Button(f"{mark}{k}  {_(m.title)}", id=f"game-{m.id}", variant="primary", compact=True)
                yield Label(_(m.summary), classes="hint game-summary")
            with Horizontal(classes="buttons"):
                yield Button(_("Cancel"), id="game-cancel")

    def on_button_pressed(self, event: Button.Pressed) -> None:
        event.stop()
        self.action_pick((event.button.id or "").removeprefix("game-").replace("cancel", ""))

    def action_pick(self, mode: str) -> None:
        self.dismiss(mode or None)

    def action_pick_number(self, number: int) -> None:
        """The game of this number on the list (the modes registered when the screen
        opened, so a game added later has its number too); no game: nothing."""
        listed = list(modes())
        if 1 <= number <= len(listed):
            self.dismiss(listed[number - 1].id)


class NewGameScreen(Screen[None]):
    """Set up a game of any mode.

    Args:
        mode: the game shown first (a mode id; default the board game).
        players: names to fill in (default ``Player 1``, ``Player 2``).
        robots: name -> level for the seats that are robots.
        remembered: mode id -> the options of the last game started from that mode's
            form (:meth:`lexitile.tui.forms.base.ModeForm.option_values`), shown again.
        form_defaults: the rest goes to the board game's form (``rules``, ``lexicon``,
            ``seed``, ``options``, ``language``).
    """

    BINDINGS = [
        Binding("ctrl+s", "start", N_("Start"), priority=True),
        Binding("ctrl+o", "saved_games", N_("Saved games"), priority=True),
        Binding("f1", "rules_card", N_("Rules card"), priority=True),
        Binding("f3", "other_games", N_("Other games"), priority=True),
        Binding("ctrl+l", "league", N_("League"), priority=True),
        # Tab moves the focus before the keys typed after it are handed out: without
        # priority, a name typed quickly after Tab went to the field Tab was leaving
        Binding("tab", "app.focus_next", show=False, priority=True),
        Binding("shift+tab", "app.focus_previous", show=False, priority=True),
    ]

    def __init__(
        self,
        players: Sequence[str] = (),
        robots: dict[str, str] | None = None,
        mode: str = "crossword",
        remembered: dict[str, dict[str, object]] | None = None,
        **form_defaults: Any,
    ):
        super().__init__()
        localize_bindings(self)
        self.mode: str = get_mode(mode).id
        self.default_players = list(players)
        self.default_robots = dict(robots or {})
        self.form_defaults = form_defaults
        self.remembered = dict(remembered or {})

    def make_form(self, mode: str, players: Sequence[str], robots: dict[str, str]) -> ModeForm:
        """The options form of ``mode`` filled with these seats."""
        from lexitile.tui.mode_screens import screens_of  # noqa: PLC0415 - the screen loads when first shown, not when the app starts

        mode_id = get_mode(mode).id
        form = screens_of(mode_id).form(players, robots, **self.form_defaults)
        form.remember(self.remembered.get(mode_id, {}))
        return form

    def compose(self) -> ComposeResult:
        with Vertical(id="new-game"):
            with Horizontal(id="new-game-head"):
                yield Label(_("lexitile: new game"), classes="title")
                yield Select(
                    mode_choices(),
                    value=self.mode,
                    allow_blank=False,
                    id="game",
                    compact=True,
                    tooltip=_("F3: another game, same players"),
                )
            yield self.make_form(self.mode, self.default_players, self.default_robots)
            with Horizontal(id="new-game-buttons"):
                yield Button(_("Start game"), id="start", variant="success")
                yield Button(_("Saved games…"), id="saved")
        # docked above the footer: a refusal is seen however far the form is scrolled
        yield Label("", id="new-game-error")
        yield Footer(compact=True, show_command_palette=False)

    def on_mount(self) -> None:
        self.query_one("#seat-1", Input).focus()
        self._localize_menus()

    def _localize_menus(self) -> None:
        for overlay in self.query(SelectOverlay):  # Textual's own "Dismiss menu" key
            localize_bindings(overlay)

    @property
    def declined_profiles(self) -> set[str]:
        """Names (case-folded) whose offer of a league profile was declined: not asked
        again while the app runs (the app keeps them across games)."""
        declined: set[str] = getattr(self.app, "declined_profiles", set())
        return declined

    @property
    def form(self) -> ModeForm:
        """The form of the game chosen."""
        return self.query_one(ModeForm)

    async def switch_mode(self, mode: str) -> None:
        """Show another game's form, keeping the names and robots of the seats (as far
        as the other game has seats and robot levels)."""
        if mode == self.mode:
            return
        players, robots = self.form.seats()
        self.mode = mode
        await self.form.remove()
        await self.query_one("#new-game", Vertical).mount(
            self.make_form(mode, players, robots), before=self.query_one("#new-game-buttons")
        )
        select = self.query_one("#game", Select)
        if select.value != mode:
            select.value = mode
        self._localize_menus()
        self.show_error("")
        # after the picker has closed and given the focus back (to a box now gone)
        self.call_after_refresh(lambda: self.query_one("#seat-1", Input).focus())

    async def on_select_changed(self, event: Select.Changed) -> None:
        if event.select.id == "game" and event.value != self.mode:
            event.stop()
            await self.switch_mode(str(event.value))

    def show_error(self, message: str) -> None:
        """Show why the game cannot start (empty: clear it)."""
        label = self.query_one("#new-game-error", Label)
        label.update(f"✗ {message}" if message else "")
        label.display = bool(message)

    def action_start(self) -> None:
        try:  # a form that cannot start says so before any question about profiles
            self.form.opening()
        except LeagueRefusal:
            pass  # the profiles offered may settle it; starting says it again if not
        except ValueError as exc:
            self.show_error(str(exc))
            return
        offer = [n for n in self.form.guests() if n.casefold() not in self.declined_profiles]
        if offer:
            self.offer_profiles(offer)
            return
        self.start_opening()

    def offer_profiles(self, names: list[str]) -> None:
        """Ask before a competitive game whether the people who are not league profiles
        get one; no: they play as guests (and are not asked again while the app runs)."""
        from lexitile.tui.screens.dialogs import ConfirmScreen  # noqa: PLC0415 - the screen loads when first shown, not when the app starts

        n = len(names)
        question = ngettext(
            "{names}: not in the league yet. Create a profile (1000 starting chips)?",
            "{names}: not in the league yet. Create a profile for each (1000 starting chips)?",
            n,
        ).format(names=", ".join(names))

        def answered(yes: bool | None) -> None:
            if yes is None:  # Escape: back to the form, nothing decided
                return
            if yes:
                try:
                    add_profiles(names)
                except LexitileError as exc:
                    self.show_error(league_refusal(exc))
                    return
            else:
                self.declined_profiles.update(n.casefold() for n in names)
            self.start_opening()

        create = ngettext("Create a profile", "Create profiles", n)
        guests = ngettext("Play as a guest", "Play as guests", n)
        self.app.push_screen(ConfirmScreen(question, create, guests, escape_cancels=True), answered)

    def start_opening(self) -> None:
        """Start the game on the form (or say why it cannot start)."""
        try:
            opening = self.form.opening()
        except ValueError as exc:
            self.show_error(str(exc))
            return
        opening = replace(opening, form_options=self.form.option_values())
        label = self.query_one("#new-game-error", Label)
        label.update(_("Loading…"))
        label.display = True
        shell(self).open_game(opening)

    def action_rules_card(self) -> None:
        try:
            self.form.show_rules_card()
        except ValueError as exc:
            self.show_error(str(exc))

    def action_other_games(self) -> None:
        """F3: another game for the players on the form."""

        async def picked(mode: str | None) -> None:
            if mode:
                await self.switch_mode(mode)

        self.app.push_screen(OtherGamesScreen(self.mode), picked)

    def action_saved_games(self) -> None:
        shell(self).open_saved_games()

    def action_league(self) -> None:
        shell(self).open_league()

    def on_input_submitted(self, event: Input.Submitted) -> None:
        self.action_start()

    def on_button_pressed(self, event: Button.Pressed) -> None:
        if event.button.id == "start":
            self.action_start()
        elif event.button.id == "saved":
            self.action_saved_games()
