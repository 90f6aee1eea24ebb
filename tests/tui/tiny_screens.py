"""The screens of the test-only game Tiny (``tests/tiny_game.py``): its new-game form,
its table (the shared curtain between people), its replay; registered with
:func:`lexitile.tui.mode_screens.register_screens` once its mode is registered."""

from __future__ import annotations

from pathlib import Path
from typing import Any

from textual.binding import Binding
from textual.screen import Screen
from textual.widgets import Input

import tiny_game
from lexitile.play.league_table import LeagueTable, record_once, seat_of
from lexitile.storage.paths import new_save_path
from lexitile.tui.forms.base import ModeForm
from lexitile.tui.opening import ModeScreens, Opening
from lexitile.tui.shell.curtain import Hotseat
from lexitile.tui.widgets.plain import Label


class TinySession:
    """The game, its save file and its league table; saved after every move."""

    def __init__(self, game: tiny_game.TinyGame, path: Path) -> None:
        self.game, self.path = game, path
        self.table = LeagueTable.from_text(game.league) if game.league else None
        self.unsaved, self.save_problem, self.save_error = False, None, None
        self.league: object = None

    def move(self, text: str) -> None:
        self.game.play(tiny_game.TinyMove.parse(text))
        tiny_game.save(self.game, self.path)
        if self.game.is_over and self.table is not None:
            people = [seat_of(self.table, name, robot=False) for name in self.game.players]
            result = tiny_game.league(self.game, people, competitive=self.table.competitive, wager=self.table.wager)
            self.league = record_once(result, [], str(self.path))


class TinyScreen(Screen[None]):
    """The table: the board, whose turn, that person's hand (behind the curtain when
    the keyboard changes hands), a box for the move."""

    BINDINGS = [Binding("ctrl+q", "app.quit_game", "Quit")]

    def __init__(self, session: TinySession) -> None:
        super().__init__()
        self.session, self.hotseat = session, Hotseat()

    def compose(self) -> Any:
        yield Label("", id="board")
        yield Label("", id="status")
        yield Input(id="move")

    def on_mount(self) -> None:
        self.next_turn()

    def next_turn(self) -> None:
        game = self.session.game
        board = "\n".join("".join(game.board.get((r, c), ".") for c in range(5)) for r in range(5))
        self.query_one("#board", Label).update(board)
        if game.is_over:
            self.query_one("#status", Label).update(f"Game over: {game.scores}")
            return
        seat = game.current
        self.query_one("#status", Label).update("")
        if self.hotseat.needs_curtain(seat, humans=2):
            self.app.push_screen(self.hotseat.curtain(seat, game.players[seat]), lambda _: self.show_hand(seat))
        else:
            self.show_hand(seat)

    def show_hand(self, seat: int) -> None:
        self.hotseat.seen_by(seat)
        game = self.session.game
        self.query_one("#status", Label).update(f"{game.players[seat]}: {''.join(game.hands[seat])}")
        self.query_one("#move", Input).focus()

    def on_input_submitted(self, event: Input.Submitted) -> None:
        try:
            self.session.move(event.value)
        except (ValueError, tiny_game.MoveSyntaxError) as exc:
            self.notify(str(exc), severity="error")
            return
        event.input.value = ""
        self.next_turn()


class TinyReplay(Screen[None]):
    """Read-only: the positions of a record, left/right to step."""

    BINDINGS = [Binding("left", "step(-1)"), Binding("right", "step(1)"), Binding("q", "app.quit_game")]

    def __init__(self, positions: list[tiny_game.TinyGame]) -> None:
        super().__init__()
        self.positions, self.at = positions, len(positions) - 1

    def compose(self) -> Any:
        yield Label("", id="replay")

    def on_mount(self) -> None:
        self.action_step(0)

    def action_step(self, by: int) -> None:
        self.at = max(0, min(len(self.positions) - 1, self.at + by))
        game = self.positions[self.at]
        self.query_one("#replay", Label).update(f"move {self.at}: {' '.join(map(str, game.moves))} {game.scores}")


def _form() -> type[ModeForm]:
    class TinyForm(ModeForm):
        mode_id = "tiny"
        seat_count = 2
        seats_hint = "Two players at one keyboard."

        def __init__(self, players: Any = (), robots: Any = None, **options: object) -> None:
            super().__init__(players, robots)

        def compose(self) -> Any:
            yield from self.compose_seats()
            yield from self.compose_league()

        def opening(self) -> Opening:
            names, robots = self.seats()
            if len(names) != 2 or robots:
                raise ValueError("Tiny is for two people")
            table = self.league_table(names, list(robots))
            path = new_save_path("tiny", names)  # type: ignore[arg-type]  # a mode registered at run time
            game = tiny_game.TinyGame.new(tuple(names))
            game.league = table.to_text()
            return Opening("tiny", lambda app: TinySession(game, path), _table, tuple(names))

    return TinyForm


def _table(app: Any, session: TinySession) -> TinyScreen:
    return TinyScreen(session)


def open_saved(entry: Any, how: str) -> Opening:
    if how == "replay" or entry.finished:
        return Opening("tiny", lambda app: tiny_game.replay(entry.path), lambda app, p: TinyReplay(p))
    return Opening("tiny", lambda app: TinySession(tiny_game.load(entry.path), entry.path), _table)


def screens() -> ModeScreens:
    return ModeScreens(
        form=_form(),
        open_saved=open_saved,
        finished=lambda session: session.game.is_over,
        quit_saved="Quit? Tiny is saved in {path}.",
        quit_not_saved="Quit? Tiny is not being saved.",
    )
