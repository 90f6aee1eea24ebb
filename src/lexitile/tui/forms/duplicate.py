"""Duplicate's new-game form and its openings (new, resume, replay).

The form: 1-4 seats (people and robots), the rule set (board, tile values, bingo
bonus), the language (word list and tiles), the thinking time per round and each
person's entry time (untimed for a household), a seed, whether the game is saved,
hints (off by default), and the league's table options.
"""

from __future__ import annotations

from collections.abc import Sequence
from pathlib import Path
from typing import TYPE_CHECKING, Any

from textual.app import ComposeResult
from textual.containers import Grid, Horizontal
from textual.widgets import Checkbox, Input, Select

from lexitile.i18n import N_, _, ui_language
from lexitile.tui.forms.base import ModeForm, StateCheckbox
from lexitile.tui.opening import ModeScreens, Opening, SavedHow
from lexitile.tui.widgets.plain import Label

if TYPE_CHECKING:
    from lexitile.games.duplicate.setup import GameSetup
    from lexitile.play.duplicate import Session
    from lexitile.storage.saved_games import SavedEntry

#: Rule sets offered (label, name): the board game's.
RULE_SETS = [
    (N_("Mattel box rules"), "mattel"),
    (N_("Tournament"), "tournament"),
    (N_("Kreuzwort"), "kreuzwort"),
    (N_("Palavras Cruzadas"), "palavras"),
]
#: Languages offered (label, ``--lang`` code).
LANGUAGES = [(N_("English"), "en"), (N_("German"), "de"), (N_("Portuguese (Brazil)"), "pt_BR")]
#: Thinking times offered (label, seconds; 0 untimed).
THINK_TIMES = [(N_("3 minutes"), 180), (N_("1 minute"), 60), (N_("5 minutes"), 300), (N_("Untimed"), 0)]
#: Entry times offered (label, seconds; 0 untimed).
ENTRY_TIMES = [(N_("30 seconds"), 30), (N_("1 minute"), 60), (N_("Untimed"), 0)]


class DuplicateForm(ModeForm):
    """Duplicate's options (see the module docstring)."""

    mode_id = "duplicate"
    seat_count = 4
    seats_hint = N_("1 to 4 players at one keyboard (empty name: empty seat). Tab: next field.")

    def __init__(self, players: Sequence[str] = (), robots: dict[str, str] | None = None, **kwargs: Any):
        super().__init__(players, robots)
        self.default_seed = kwargs.get("seed")

    def compose(self) -> ComposeResult:
        yield from self.compose_seats()
        with Grid(id="options"):
            yield Label(_("Rules"))
            yield Select(
                [(_(label), v) for label, v in RULE_SETS], value="mattel", allow_blank=False, id="d-rules", compact=True
            )
            yield Label(_("Language"))
            yield Select(
                [(_(label), v) for label, v in LANGUAGES], value="en", allow_blank=False, id="d-lang", compact=True
            )
            yield Label(_("Thinking"))
            yield Select(
                [(_(label), v) for label, v in THINK_TIMES],
                value=180,
                allow_blank=False,
                id="d-think",
                compact=True,
                tooltip=_("everybody looks at the board and the rack this long each round"),
            )
            yield Label(_("Entry"))
            yield Select(
                [(_(label), v) for label, v in ENTRY_TIMES],
                value=30,
                allow_blank=False,
                id="d-entry",
                compact=True,
                tooltip=_("each person's time to type a play behind the curtain"),
            )
            yield from self.compose_seed(self.default_seed)
        with Horizontal(id="flags"):
            yield StateCheckbox(_("Save the game"), True, id="d-save", compact=True)
            yield StateCheckbox(
                _("Hints"),
                False,
                id="d-hints",
                compact=True,
                tooltip=_("F2 while entering: the top's score and where its word starts"),
            )
        yield from self.compose_league()

    def setup(self) -> tuple[GameSetup, int | None, bool]:
        """The game the form names: its setup, the seed (``None``: random), whether saved.

        Raises:
            ValueError: no seat, more than four, or a name twice (the message to show).
        """
        from lexitile.games.crossword.catalog import load_rules  # noqa: PLC0415 - loaded on first use, not at start-up
        from lexitile.games.duplicate.setup import GameSetup  # noqa: PLC0415 - loaded on first use, not at start-up
        from lexitile.languages import resolve  # noqa: PLC0415 - loaded on first use, not at start-up

        names, robots = self.seats()
        bad = any("," in n or ":" in n or not n.isprintable() for n in names)
        if not 1 <= len(names) <= 4 or len(set(names)) != len(names) or bad:
            raise ValueError(_("Duplicate needs 1 to 4 players with names of their own (no comma)"))
        rules_name = str(self.query_one("#d-rules", Select).value)
        rules = load_rules(rules_name)
        lexicon, tiles = resolve(str(self.query_one("#d-lang", Select).value), None, None, rules.language)
        think = self.query_one("#d-think", Select).value
        entry = self.query_one("#d-entry", Select).value
        setup = GameSetup(
            tuple(names),
            {names.index(name): level for name, level in robots.items()},
            rules_name,
            tiles or rules.tileset.name,
            lexicon,
            think if isinstance(think, int) else 180,
            entry if isinstance(entry, int) else 30,
            hints=self.query_one("#d-hints", Checkbox).value,
        )
        seed_text = self.query_one("#seed", Input).value.strip()
        return setup, int(seed_text) if seed_text else None, self.query_one("#d-save", Checkbox).value

    def opening(self) -> Opening:
        setup, seed, save = self.setup()
        league = self.league_table(list(setup.players), [setup.players[s] for s in setup.robots])
        robots = {setup.players[s]: level for s, level in setup.robots.items()}

        def prepare(app: Any) -> Session:
            from lexitile.play.duplicate import Session  # noqa: PLC0415 - loaded on first use, not at start-up

            session = Session.new(setup, seed, save=save, league=league)
            if session.last_error:
                raise ValueError(session.last_error_text or session.last_error)
            return session

        return Opening("duplicate", prepare, table_screen, setup.players, robots)

    def show_rules_card(self) -> None:
        from lexitile.games.duplicate.files import rules_card  # noqa: PLC0415 - loaded on first use, not at start-up
        from lexitile.tui.shell.rules_card import RulesCard  # noqa: PLC0415 - the screen loads when first shown, not when the app starts

        self.app.push_screen(RulesCard([rules_card(ui_language())]))


# ---------------------------------------------------------------- openings


def table_screen(app: Any, session: Session) -> Any:
    """The duplicate table for ``session`` (the rules card in the interface language)."""
    from lexitile.games.duplicate.files import rules_card  # noqa: PLC0415 - loaded on first use, not at start-up
    from lexitile.tui.duplicate.screens import DuplicateScreen  # noqa: PLC0415 - the screen loads when first shown, not when the app starts

    return DuplicateScreen(session, rules_card(ui_language()))


def resume(path: Path) -> Opening:
    """A saved duplicate game continued (saved on to the same record)."""

    def prepare(app: Any) -> Session:
        from lexitile.play.duplicate import Session  # noqa: PLC0415 - loaded on first use, not at start-up

        return Session.resume(path)

    return Opening("duplicate", prepare, table_screen)


def replay(path: Path) -> Opening:
    """A duplicate record stepped through, round by round (a round in play not shown)."""

    def prepare(app: Any) -> Any:
        from lexitile.games.duplicate.files import record_positions  # noqa: PLC0415 - loaded on first use, not at start-up

        return list(record_positions(path))

    def show(app: Any, positions: Any) -> Any:
        from lexitile.tui.duplicate.replay import DuplicateReplayScreen  # noqa: PLC0415 - the screen loads when first shown, not when the app starts

        return DuplicateReplayScreen(positions)

    return Opening("duplicate", prepare, show)


def open_saved(entry: SavedEntry, how: SavedHow) -> Opening:
    """A listed duplicate game: resumed when unfinished and ``"open"``; else replayed."""
    if how == "replay" or entry.finished:
        return replay(entry.replay_path or entry.path)
    return resume(entry.path)


def _finished(session: Any) -> bool:
    return bool(session.game.is_over)


#: Duplicate's screens, registered in :mod:`lexitile.tui.mode_screens`.
SCREENS = ModeScreens(
    form=DuplicateForm,
    open_saved=open_saved,
    finished=_finished,
    quit_saved=N_("Quit? The game is saved after every entry in {path}; `lexitile resume` continues it."),
    quit_not_saved=N_("Quit? This game is not being saved: it cannot be resumed."),
)
