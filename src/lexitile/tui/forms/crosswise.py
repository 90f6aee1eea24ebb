"""Crosswise's new-game form and its openings (resume, replay; a new match opens
through :func:`lexitile.tui.crosswise.screens.new_match`, beside its screen).

The form: 2-4 seats (the first named plays for the columns, the sides alternate down
the list), who plays alone with three players (the rule text leaves it to the table),
the match (one game, first to X victories, or the sum of X games), what a
player who cannot play does, whether a starting hand may be all action tiles, a seed,
and whether the match is saved.
"""

from __future__ import annotations

from collections.abc import Sequence
from pathlib import Path
from typing import TYPE_CHECKING, Any

from textual.app import ComposeResult
from textual.containers import Grid, Horizontal
from textual.widgets import Checkbox, Input, Select

from lexitile.games.crosswise.errors import CrosswiseError
from lexitile.games.crosswise.seats import MAX_PLAYERS, MIN_PLAYERS, check_names
from lexitile.games.crosswise.table import DEFAULT_LONE, Deal, MatchRule, Stuck, TableRules
from lexitile.i18n import N_, _, ui_language
from lexitile.tui.forms.base import ModeForm, StateCheckbox
from lexitile.tui.opening import ModeScreens, Opening, SavedHow
from lexitile.tui.widgets.plain import Label

if TYPE_CHECKING:
    from lexitile.play.crosswise import Session
    from lexitile.storage.saved_games import SavedEntry

#: Match choices (label, ``MatchRule`` text).
MATCHES = [
    (N_("One game"), "single"),
    (N_("First to 2 victories"), "match 2"),
    (N_("First to 3 victories"), "match 3"),
    (N_("Sum of 2 games"), "sumof 2"),
    (N_("Sum of 4 games"), "sumof 4"),
]


class CrosswiseForm(ModeForm):
    """Crosswise's options (see the module docstring)."""

    mode_id = "crosswise"
    seat_count = 4

    def __init__(self, players: Sequence[str] = (), robots: dict[str, str] | None = None, **kwargs: Any):
        super().__init__(players, robots)
        self.default_seed = kwargs.get("seed")

    def compose(self) -> ComposeResult:
        yield from self.compose_seats()
        with Grid(id="options"):
            yield Label(_("Match"))
            yield Select(
                [(_(label), value) for label, value in MATCHES],
                value="single",
                allow_blank=False,
                id="x-match",
                compact=True,
            )
            yield from self.compose_seed(self.default_seed)
            yield Label(_("Stuck"))
            yield Select(
                [(_("Pass"), "pass"), (_("The game ends"), "end")],
                value="pass",
                allow_blank=False,
                id="x-stuck",
                compact=True,
                tooltip=_("a player who cannot play a tile"),
            )
            yield Label(_("Alone"))
            yield Select(
                [(_("1st named"), 1), (_("2nd named"), 2), (_("3rd named"), 3)],
                value=DEFAULT_LONE,
                allow_blank=False,
                id="x-lone",
                compact=True,
                tooltip=_("three players: who plays alone on the rows side, with 6 tiles"),
            )
            yield Label(_("Deal"))
            yield Select(
                [(_("Any hand"), "any"), (_("Not all action tiles"), "no-action-only")],
                value="any",
                allow_blank=False,
                id="x-deal",
                compact=True,
            )
        with Horizontal(id="flags"):
            yield StateCheckbox(_("Save the match"), True, id="x-save", compact=True)
        yield from self.compose_league()

    def opening(self) -> Opening:
        names, robots = self.seats()
        if not MIN_PLAYERS <= len(names) <= MAX_PLAYERS:
            raise ValueError(
                _("Crosswise needs {low} to {high} players, got {n}").format(
                    low=MIN_PLAYERS, high=MAX_PLAYERS, n=len(names)
                )
            )
        try:
            players = check_names(names)
            rule = MatchRule.from_text(str(self.query_one("#x-match", Select).value))
        except (ValueError, CrosswiseError) as exc:
            raise ValueError(str(exc)) from None
        lone = self.query_one("#x-lone", Select).value
        table = TableRules(
            Stuck(str(self.query_one("#x-stuck", Select).value)),
            Deal(str(self.query_one("#x-deal", Select).value)),
            lone if isinstance(lone, int) and len(players) == 3 else DEFAULT_LONE,
        )
        seed_text = self.query_one("#seed", Input).value.strip()
        save = self.query_one("#x-save", Checkbox).value
        league = self.league_table(players, list(robots))
        from lexitile.tui.crosswise.screens import new_match  # noqa: PLC0415 - the screen loads when first shown, not when the app starts

        return new_match(players, robots, int(seed_text) if seed_text else None, table, rule, save=save, league=league)

    def show_rules_card(self) -> None:
        from lexitile.games.crosswise.files import rules_card  # noqa: PLC0415 - loaded on first use, not at start-up
        from lexitile.tui.shell.rules_card import RulesCard  # noqa: PLC0415 - the screen loads when first shown, not when the app starts

        self.app.push_screen(RulesCard([rules_card(ui_language())]))


# ---------------------------------------------------------------- openings


def resume(path: Path) -> Opening:
    """A saved Crosswise match continued (saved on to the same record)."""

    def prepare(app: Any) -> Session:
        from lexitile.play.crosswise import Session  # noqa: PLC0415 - loaded on first use, not at start-up

        return Session.resume(path)

    from lexitile.tui.crosswise.screens import table_screen  # noqa: PLC0415 - the screen loads when first shown, not when the app starts

    return Opening("crosswise", prepare, table_screen)


def replay(path: Path, hands_hidden: bool = False) -> Opening:
    """A Crosswise record stepped through (``hands_hidden``: a match still in play, and
    its header says so)."""

    def prepare(app: Any) -> Any:
        from lexitile.games.crosswise.files import load_record  # noqa: PLC0415 - loaded on first use, not at start-up

        return load_record(path).match

    def show(app: Any, match: Any) -> Any:
        from lexitile.games.crosswise.files import rules_card  # noqa: PLC0415 - loaded on first use, not at start-up
        from lexitile.i18n import ui_language  # noqa: PLC0415 - loaded on first use, not at start-up
        from lexitile.tui.crosswise.replay import ReplayScreen  # noqa: PLC0415 - the screen loads when first shown, not when the app starts

        return ReplayScreen(match, rules_card(ui_language()), hands_hidden=hands_hidden)

    return Opening("crosswise", prepare, show)


def open_saved(entry: SavedEntry, how: SavedHow) -> Opening:
    """A listed Crosswise match: resumed when unfinished and ``"open"``; else its
    record stepped through (every hand hidden while the match is in play)."""
    if how == "replay" or entry.finished:
        return replay(entry.replay_path or entry.path, hands_hidden=not entry.finished)
    return resume(entry.path)


def _finished(session: Any) -> bool:
    return bool(session.match.is_over)


#: Crosswise's screens, registered in :mod:`lexitile.tui.mode_screens`.
SCREENS = ModeScreens(
    form=CrosswiseForm,
    open_saved=open_saved,
    finished=_finished,
    quit_saved=N_("Quit? The match is saved after every turn in {path}; `lexitile resume` continues it."),
    quit_not_saved=N_("Quit? This match is not being saved: it cannot be resumed."),
)
