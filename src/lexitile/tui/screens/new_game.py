"""The new-game screen: 2-4 seats with names, the rules, the word list, a seed.

Tab moves between the fields; Enter (or the Start button) starts the game; the saved
games can be opened from here too.
"""

from __future__ import annotations

from collections.abc import Sequence

from textual.app import ComposeResult
from textual.binding import Binding
from textual.containers import Grid, Horizontal, Vertical
from textual.screen import Screen
from textual.widgets import Button, Footer, Input, Label, Select

from lexitile.tui.session import GameSetup, check_player_names


def _lexicon_names() -> list[str]:
    try:
        from lexitile.lexicon import builtin_lexicons

        return list(builtin_lexicons())
    except Exception:  # no lexicon package or data
        return ["en"]


def _rule_sets() -> list[tuple[str, str]]:
    from lexitile import catalog

    out = []
    for name in catalog.rule_set_names():
        try:
            out.append((catalog.load_rules(name).title, name))
        except Exception:
            continue
    return out or [("Mattel", "mattel")]


class NewGameScreen(Screen[None]):
    """Set up a game.

    Args:
        players: names to fill in (default ``Player 1``, ``Player 2``).
        rules, lexicon, seed: defaults for the other fields.
    """

    BINDINGS = [
        Binding("ctrl+s", "start", "Start", priority=True),
        Binding("ctrl+o", "saved_games", "Saved games", priority=True),
        Binding("f1", "rules_card", "Rules card", priority=True),
    ]

    def __init__(self, players: Sequence[str] = (), rules: str = "mattel", lexicon: str = "en", seed: int | None = None):
        super().__init__()
        self.default_players = list(players) or ["Player 1", "Player 2"]
        self.default_rules = rules
        self.default_lexicon = lexicon
        self.default_seed = seed

    def compose(self) -> ComposeResult:
        with Vertical(id="new-game"):
            yield Label("lexitile: new game", classes="title")
            yield Label("2 to 4 players at one keyboard; leave a name empty for an empty seat. Tab: next field.", classes="hint")
            with Grid(id="seats"):
                for i in range(4):
                    name = self.default_players[i] if i < len(self.default_players) else ""
                    yield Label(f"Seat {i + 1}")
                    yield Input(value=name, placeholder="(empty seat)", id=f"seat-{i + 1}", max_length=20, compact=True)
                    yield Select(
                        [("Human", "human"), ("Robot (coming later)", "robot")],
                        value="human",
                        allow_blank=False,
                        id=f"kind-{i + 1}",
                        compact=True,
                        disabled=True,
                        tooltip="Computer players come in a later version",
                    )
            with Grid(id="options"):
                yield Label("Rules")
                rules = _rule_sets()
                value = self.default_rules if any(v == self.default_rules for _, v in rules) else rules[0][1]
                yield Select(rules, value=value, allow_blank=False, id="rules", compact=True)
                yield Label("F1: rules card", classes="hint")
                yield Label("Word list")
                yield Input(value=self.default_lexicon, id="lexicon", compact=True, placeholder="en")
                yield Label(f"{', '.join(_lexicon_names())} or a word-list file", classes="hint")
                yield Label("Seed")
                yield Input(
                    value="" if self.default_seed is None else str(self.default_seed),
                    id="seed",
                    compact=True,
                    placeholder="empty: random",
                    restrict=r"\d*",
                    max_length=10,
                )
                yield Label("same seed, same game", classes="hint")
            with Horizontal(id="new-game-buttons"):
                yield Button("Start game", id="start", variant="success")
                yield Button("Saved games…", id="saved")
            yield Label("", id="new-game-error")
        yield Footer(compact=True, show_command_palette=False)

    def on_mount(self) -> None:
        self.query_one("#seat-1", Input).focus()

    def setup(self) -> GameSetup:
        """The form as a setup.

        Raises:
            ValueError: bad names or seed, with the message to show.
        """
        names = [self.query_one(f"#seat-{i + 1}", Input).value.strip() for i in range(4)]
        players = check_player_names([n for n in names if n])
        seed_text = self.query_one("#seed", Input).value.strip()
        seed = int(seed_text) if seed_text else None
        lexicon = self.query_one("#lexicon", Input).value.strip() or "en"
        rules = str(self.query_one("#rules", Select).value)
        return GameSetup(tuple(players), rules=rules, lexicon=lexicon, seed=seed)

    def show_error(self, message: str) -> None:
        """Show why the game cannot start."""
        self.query_one("#new-game-error", Label).update(f"✗ {message}")

    def action_start(self) -> None:
        try:
            setup = self.setup()
        except ValueError as exc:
            self.show_error(str(exc))
            return
        self.query_one("#new-game-error", Label).update("Loading the word list…")
        self.app.start_game(setup)  # type: ignore[attr-defined]

    def action_rules_card(self) -> None:
        from lexitile import catalog
        from lexitile.errors import LexitileError
        from lexitile.tui.screens.help import HelpScreen

        try:
            rules = catalog.load_rules(str(self.query_one("#rules", Select).value))
        except LexitileError as exc:
            self.show_error(str(exc))
            return
        self.app.push_screen(HelpScreen(rules))

    def action_saved_games(self) -> None:
        self.app.open_saved_games()  # type: ignore[attr-defined]

    def on_input_submitted(self, event: Input.Submitted) -> None:
        self.action_start()

    def on_button_pressed(self, event: Button.Pressed) -> None:
        if event.button.id == "start":
            self.action_start()
        elif event.button.id == "saved":
            self.action_saved_games()
