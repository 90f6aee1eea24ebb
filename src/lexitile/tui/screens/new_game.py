"""The new-game screen: 2-4 seats with names (each a person or a computer player of
a level), the rules, the language (word list and tile set together; a word-list file
may still be named), a seed, and
the table options (word check, challenge penalty, time per move or game clock, pairs,
classic mode).

Tab moves between the fields; Enter (or the Start button) starts the game; the saved
games can be opened from here too; F1 shows the rules card of the rule set chosen,
with the options chosen; F3 offers the other games (Quiddler, Crosswise) for the
players on the form: the app exits with ``(mode, players, robots)`` and ``lexitile
play`` starts that game.
"""

from __future__ import annotations

from collections.abc import Sequence

from textual.app import ComposeResult
from textual.binding import Binding
from textual.containers import Grid, Horizontal, Vertical
from textual.screen import ModalScreen, Screen
from textual.widgets import Checkbox, Footer, Input, Select
from textual.widgets._select import SelectOverlay

from lexitile.i18n import N_, _, localize_bindings
from lexitile.languages import CODES, LANGUAGES
from lexitile.play.board_setup import GameSetup, check_player_names
from lexitile.savegame import CHALLENGE_PENALTIES, GameOptions
from lexitile.tui.describe import rules_title
from lexitile.tui.widgets.plain import Button, Label

#: Seat kinds: a person, or a computer player of a level.
SEAT_KINDS = [
    (N_("Human"), "human"),
    (N_("Robot, easy"), "easy"),
    (N_("Robot, medium"), "medium"),
    (N_("Robot, hard"), "hard"),
]

#: ``Select`` value for "the rule set's own setting".
OWN = "own"


class StateCheckbox(Checkbox):
    """A checkbox whose mark is there only when it is ticked (``[X]`` / ``[ ]``):
    Textual's draws an X either way and tells the states apart by colour alone, which
    reads as ticked under NO_COLOR or on a monochrome terminal."""

    @property
    def BUTTON_INNER(self) -> str:  # type: ignore[override]
        return "X" if self.value else " "


#: Time controls offered (``move:S`` seconds per move, ``game:M`` minutes each).
TIME_CHOICES = [
    (N_("No time limit"), "none"),
    (N_("30 s a move"), "move:30"),
    (N_("60 s a move"), "move:60"),
    (N_("2 min a move"), "move:120"),
    (N_("10 min clock each"), "game:10"),
    (N_("25 min clock each"), "game:25"),
    (N_("30 min clock each"), "game:30"),
]


def language_choices() -> list[tuple[str, str]]:
    """The language ``Select``: the rule set's own, then each game language by its own
    name (``Deutsch``, ``Português (Brasil)``)."""
    return [(_("As the rule set (English; Palavras: Portuguese)"), OWN)] + [
        (language.native, language.code) for language in LANGUAGES
    ]


def time_value(options: GameOptions) -> str:
    """The time ``Select`` value of some options."""
    if options.move_seconds is not None:
        return f"move:{options.move_seconds}"
    if options.game_minutes is not None:
        return f"game:{options.game_minutes}"
    return "none"


def time_choices(current: str) -> list[tuple[str, str]]:
    """:data:`TIME_CHOICES`, plus ``current`` when it came from the command line."""
    choices = [(_(label), value) for label, value in TIME_CHOICES]
    if current not in {v for _label, v in choices}:
        kind, _sep, amount = current.partition(":")
        if kind == "move":
            label = _("{amount} s a move").format(amount=amount)
        else:
            label = _("{amount} min clock each").format(amount=amount)
        choices.append((label, current))
    return choices


def _lexicon_names() -> list[str]:
    """Built-in lexicons, then the lists the player installed (``lexitile lexicon add``)."""
    try:
        from lexitile.lexicon import builtin_lexicons
        from lexitile.lexicon.userlists import installed_lists

        return [*builtin_lexicons(), *(entry.name for entry in installed_lists())]
    except Exception:  # noqa: BLE001 - no lexicon package or data
        return ["en"]


def _rule_sets() -> list[tuple[str, str]]:
    from lexitile import catalog

    out = []
    for name in catalog.rule_set_names():
        try:
            out.append((rules_title(catalog.load_rules(name)), name))
        except Exception:  # noqa: BLE001 - a broken rule set is left out of the list
            continue
    return out or [("Mattel", "mattel")]


#: Textual's drop-down list binds Escape to this text; marked here for the catalog.
_DISMISS_MENU = N_("Dismiss menu")

#: The other games offered by F3: (label, mode = the ``lexitile`` sub-command, key).
OTHER_GAMES = [(N_("Quiddler"), "quiddler", "1"), (N_("Crosswise"), "crosswise", "2")]


class OtherGamesScreen(ModalScreen[str | None]):
    """Pick another game for the same players; dismisses with its mode or ``None``."""

    BINDINGS = [
        *[Binding(key, f"pick('{mode}')", label) for label, mode, key in OTHER_GAMES],
        Binding("escape", "pick('')", N_("Cancel")),
    ]

    def __init__(self) -> None:
        super().__init__()
        localize_bindings(self)

    def compose(self) -> ComposeResult:
        with Vertical(classes="dialog"):
            yield Label(_("Other games for these players"), classes="question")
            with Horizontal(classes="buttons"):
                for label, mode, key in OTHER_GAMES:
                    yield Button(f"{_(label)} ({key})", id=f"game-{mode}", variant="primary")
                yield Button(_("Cancel"), id="game-cancel")

    def on_button_pressed(self, event: Button.Pressed) -> None:
        event.stop()
        self.action_pick((event.button.id or "").removeprefix("game-").replace("cancel", ""))

    def action_pick(self, mode: str) -> None:
        self.dismiss(mode or None)


class NewGameScreen(Screen[None]):
    """Set up a game.

    Args:
        players: names to fill in (default ``Player 1``, ``Player 2``).
        rules, lexicon, seed: defaults for the other fields (``lexicon``: a word list
            named explicitly, ``None`` for the language's).
        language: the ``--lang`` code chosen, ``None`` for the rule set's own.
    """

    BINDINGS = [
        Binding("ctrl+s", "start", N_("Start"), priority=True),
        Binding("ctrl+o", "saved_games", N_("Saved games"), priority=True),
        Binding("f1", "rules_card", N_("Rules card"), priority=True),
        Binding("f3", "other_games", N_("Other games"), priority=True),
    ]

    def __init__(
        self,
        players: Sequence[str] = (),
        rules: str = "mattel",
        lexicon: str | None = None,
        seed: int | None = None,
        options: GameOptions | None = None,
        robots: dict[str, str] | None = None,
        language: str | None = None,
    ):
        super().__init__()
        localize_bindings(self)
        self.default_robots = dict(robots or {})
        self.default_players = list(players) or [_("Player {n}").format(n=1), _("Player {n}").format(n=2)]
        self.default_rules = rules
        self.default_lexicon = lexicon or ""
        self.default_language = language
        self.default_seed = seed
        self.default_options = options or GameOptions()

    def compose(self) -> ComposeResult:
        with Vertical(id="new-game"):
            yield Label(_("lexitile: new game"), classes="title")
            yield Label(_("2 to 4 players at one keyboard (empty name: empty seat). Tab: next field."), classes="hint")
            with Grid(id="seats"):
                for i in range(4):
                    name = self.default_players[i] if i < len(self.default_players) else ""
                    yield Label(_("Seat {n}").format(n=i + 1))
                    yield Input(
                        value=name, placeholder=_("(empty seat)"), id=f"seat-{i + 1}", max_length=20, compact=True
                    )
                    yield Select(
                        [(_(label), value) for label, value in SEAT_KINDS],
                        value=self.default_robots.get(name, "human"),
                        allow_blank=False,
                        id=f"kind-{i + 1}",
                        compact=True,
                        tooltip=_("a person, or a computer player of a level"),
                    )
            options = self.default_options
            with Grid(id="options"):
                yield Label(_("Rules"))
                rules = _rule_sets()
                value = self.default_rules if any(v == self.default_rules for _title, v in rules) else rules[0][1]
                yield Select(
                    rules, value=value, allow_blank=False, id="rules", compact=True, tooltip=_("F1: rules card")
                )
                yield Label(_("Words"))
                yield Select(
                    [
                        (_("Rule set's own"), OWN),
                        (_("Checked when played"), "auto"),
                        (_("Judged by challenge"), "challenge"),
                    ],
                    value=options.check or OWN,
                    allow_blank=False,
                    id="check",
                    compact=True,
                )
                yield Label(_("Language"))
                yield Select(
                    language_choices(),
                    value=self.default_language if self.default_language in CODES else OWN,
                    allow_blank=False,
                    id="language",
                    compact=True,
                    tooltip=_("sets the word list and the tile set together"),
                )
                yield Label(_("Word list"))
                yield Input(
                    value=self.default_lexicon,
                    id="lexicon",
                    compact=True,
                    placeholder=_("the language's"),
                    tooltip=_("empty: the language's; else {names} or a word-list file").format(
                        names=", ".join(_lexicon_names())
                    ),
                )
                yield Label(_("Penalty"))
                yield Select(
                    [(_("Rule set's own"), OWN)]
                    + [
                        ((_("Loses next turn") if p == "lose-turn" else _("{points} points").format(points=p)), p)
                        for p in CHALLENGE_PENALTIES
                    ],
                    value=options.penalty or OWN,
                    allow_blank=False,
                    id="penalty",
                    compact=True,
                    tooltip=_("what a wrong challenge costs the challenger"),
                )
                yield Label(_("Seed"))
                yield Input(
                    value="" if self.default_seed is None else str(self.default_seed),
                    id="seed",
                    compact=True,
                    placeholder=_("empty: random"),
                    restrict=r"\d*",
                    max_length=10,
                    tooltip=_("same seed, same game"),
                )
                yield Label(_("Time"))
                current = time_value(options)
                yield Select(time_choices(current), value=current, allow_blank=False, id="time", compact=True)
            with Horizontal(id="flags"):
                yield StateCheckbox(_("Pairs (4 players: 1+3 vs 2+4)"), options.pairs, id="pairs", compact=True)
                yield StateCheckbox(_("Classic mode"), options.classic, id="classic", compact=True)
                yield StateCheckbox(
                    _("Time out: pass"),
                    options.on_timeout == "pass",
                    id="timeout-pass",
                    compact=True,
                    tooltip=_(
                        "when the time per move runs out: a pass (unticked: as the rule set says; "
                        "Kreuzwort: the game plays a play of median equity)"
                    ),
                )
            with Horizontal(id="new-game-buttons"):
                yield Button(_("Start game"), id="start", variant="success")
                yield Button(_("Saved games…"), id="saved")
            yield Label("", id="new-game-error")
        yield Footer(compact=True, show_command_palette=False)

    def on_mount(self) -> None:
        self.query_one("#seat-1", Input).focus()
        for overlay in self.query(SelectOverlay):  # Textual's own "Dismiss menu" key
            localize_bindings(overlay)

    def setup(self) -> GameSetup:
        """The form as a setup.

        Raises:
            ValueError: bad names or seed, with the message to show.
        """
        names = [self.query_one(f"#seat-{i + 1}", Input).value.strip() for i in range(4)]
        players = check_player_names([n for n in names if n])
        kinds = [str(self.query_one(f"#kind-{i + 1}", Select).value) for i in range(4)]
        robots = {n: k for n, k in zip(names, kinds) if n and k != "human"}
        seed_text = self.query_one("#seed", Input).value.strip()
        seed = int(seed_text) if seed_text else None
        rules = str(self.query_one("#rules", Select).value)
        lexicon, tiles = self.word_list_and_tiles(rules)
        options = self.options()
        if options.pairs and len(players) != 4:
            raise ValueError(_("pairs play needs 4 players (2 teams of 2), got {n}").format(n=len(players)))
        if options.pairs and robots:
            raise ValueError(_("computer players cannot play in pairs"))
        return GameSetup(
            tuple(players), rules=rules, lexicon=lexicon, tiles=tiles, seed=seed, options=options, robots=robots
        )

    def word_list_and_tiles(self, rules: str) -> tuple[str, str | None]:
        """The word list and tile set of the form's language (the rule set's own
        language when the choice is "as the rule set", e.g. Portuguese for Palavras
        Cruzadas); a word list typed in wins for the word list.

        Raises:
            ValueError: an unknown rule set (the message to show).
        """
        from lexitile import catalog
        from lexitile.errors import LexitileError
        from lexitile.languages import resolve

        language = str(self.query_one("#language", Select).value)
        typed = self.query_one("#lexicon", Input).value.strip() or None
        try:
            own = catalog.load_rules(rules).language
            return resolve(None if language == OWN else language, typed, None, own)
        except LexitileError as exc:
            raise ValueError(str(exc)) from None

    def options(self) -> GameOptions:
        """The table options on the form.

        Raises:
            ValueError: an impossible combination (with the message to show).
        """
        check = str(self.query_one("#check", Select).value)
        penalty = str(self.query_one("#penalty", Select).value)
        kind, _sep, amount = str(self.query_one("#time", Select).value).partition(":")
        return GameOptions(
            check=None if check == OWN else check,
            penalty=None if penalty == OWN else penalty,
            move_seconds=int(amount) if kind == "move" else None,
            game_minutes=int(amount) if kind == "game" else None,
            classic=self.query_one("#classic", Checkbox).value,
            pairs=self.query_one("#pairs", Checkbox).value,
            on_timeout="pass" if self.query_one("#timeout-pass", Checkbox).value else None,
        )

    def show_error(self, message: str) -> None:
        """Show why the game cannot start."""
        self.query_one("#new-game-error", Label).update(f"✗ {message}")

    def action_start(self) -> None:
        try:
            setup = self.setup()
        except ValueError as exc:
            self.show_error(str(exc))
            return
        self.query_one("#new-game-error", Label).update(_("Loading the word list…"))
        self.app.start_game(setup)  # type: ignore[attr-defined]

    def action_rules_card(self) -> None:
        from lexitile import catalog
        from lexitile.errors import LexitileError
        from lexitile.tui.screens.help import HelpScreen

        try:
            options = self.options()
            name = str(self.query_one("#rules", Select).value)
            lexicon, tiles = self.word_list_and_tiles(name)
            rules = options.apply(catalog.load_rules(name, tiles=tiles))
        except (LexitileError, ValueError) as exc:
            self.show_error(str(exc))
            return
        self.app.push_screen(HelpScreen(rules, options, lexicon=lexicon))

    def action_other_games(self) -> None:
        """F3: Quiddler or Crosswise for the players on the form (the app exits with
        ``(mode, players, robots)``; ``lexitile play`` starts that game)."""
        try:
            names = [self.query_one(f"#seat-{i + 1}", Input).value.strip() for i in range(4)]
            players = check_player_names([n for n in names if n])
        except ValueError as exc:
            self.show_error(str(exc))
            return
        kinds = [str(self.query_one(f"#kind-{i + 1}", Select).value) for i in range(4)]
        robots = {n: k for n, k in zip(names, kinds) if n and k != "human"}

        def picked(mode: str | None) -> None:
            if mode:
                self.app.exit((mode, tuple(players), robots))

        self.app.push_screen(OtherGamesScreen(), picked)

    def action_saved_games(self) -> None:
        self.app.open_saved_games()  # type: ignore[attr-defined]

    def on_input_submitted(self, event: Input.Submitted) -> None:
        self.action_start()

    def on_button_pressed(self, event: Button.Pressed) -> None:
        if event.button.id == "start":
            self.action_start()
        elif event.button.id == "saved":
            self.action_saved_games()
