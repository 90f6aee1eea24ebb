"""Replaying a saved Quiddler game turn by turn, every hand open.

Keys: ``right``/``n`` next action, ``left``/``p`` previous, ``down``/``N`` next round,
``up``/``P`` previous round, ``pageup``/``pagedown`` ten actions, ``home``/``end`` the
start and the end, a number and ``enter`` that action (``escape`` clears the number),
``q`` quit.
The position is rebuilt from the record's setup and its first *k* actions
(:meth:`GameRecord.replay`), so what is shown is exactly what the rules make of them.
"""

from __future__ import annotations

import dataclasses
from collections.abc import Container

from textual.app import App, ComposeResult
from textual.binding import Binding
from textual.containers import Vertical
from textual.screen import Screen
from textual.widgets import Footer

from lexitile.i18n import N_, _, localize_bindings, pgettext
from lexitile.quiddler.cards import sort_hand
from lexitile.quiddler.game import Game, RoundStarted
from lexitile.quiddler.record import GameRecord
from lexitile.tui.hangup import watch_terminal
from lexitile.tui.widgets.plain import DataTable, PlainNotify, Static


def round_starts(record: GameRecord) -> list[int]:
    """Action counts at which each round begins (0 for round 1)."""
    game = Game(record.setup)
    starts = [0]
    for k, action in enumerate(record.actions, 1):
        rounds = len(game.rounds)
        game.apply(action)
        if len(game.rounds) > rounds and not game.is_over:
            starts.append(k)
    return starts


class ReplayScreen(Screen[None]):
    """The position after the first ``position`` actions of a record.

    Args:
        record: the parsed record.
        lexicon: words are re-checked when given (``None``: as recorded).
    """

    BINDINGS = [
        Binding("right,n", "step(1)", N_("Next")),
        Binding("left,p", "step(-1)", N_("Back")),
        Binding("down,N", "round(1)", N_("Next round")),
        Binding("up,P", "round(-1)", N_("Previous round")),
        Binding("pageup", "step(-10)", "-10"),
        Binding("pagedown", "step(10)", "+10"),
        Binding("home", "jump(0)", "Start"),  # translated with a context in __init__
        Binding("end", "jump(-1)", N_("End")),
        Binding("0", "digit('0')", N_("Go to"), key_display="0-9 ⏎"),
        *[Binding(str(d), f"digit('{d}')", N_("Go to"), show=False) for d in range(1, 10)],
        Binding("enter", "go_to", N_("Go"), priority=True, show=False),
        Binding("backspace", "erase_digit", N_("Erase"), show=False),
        Binding("escape", "clear_digits", N_("Clear"), show=False),
        Binding("q,ctrl+q", "app.quit", N_("Quit")),
    ]

    def __init__(self, record: GameRecord, lexicon: Container[str] | None = None):
        super().__init__()
        localize_bindings(self)
        self._localize_start()
        self.record = record
        self.lexicon = lexicon
        self.position = 0
        self.typed = ""
        self.starts = round_starts(record)

    def _localize_start(self) -> None:
        """ "Start" (go to the start of the record) has a context: the plain "Start"
        of the catalog starts a game."""
        start = pgettext("replay position", "Start")
        bindings = self._bindings
        for key, items in list(bindings.key_to_bindings.items()):
            bindings.key_to_bindings[key] = [
                dataclasses.replace(b, description=start) if b.action == "jump(0)" else b for b in items
            ]

    def compose(self) -> ComposeResult:
        with Vertical():
            yield Static(id="replay-status")
            yield Static(id="replay-last")
            yield Static(id="replay-piles")
            yield Static(id="replay-hands")
            table = DataTable(id="replay-scores", cursor_type="none")
            table.can_focus = False
            yield table
        yield Footer()

    def on_mount(self) -> None:
        self.show()

    def show(self) -> None:
        game = self.record.replay(self.lexicon, upto=self.position)
        total = len(self.record.actions)
        turn = _("{name} to play").format(name=game.players[game.current]) if not game.is_over else _("game over")
        status = _("Replay · action {position}/{total} · round {round}/{rounds} · {turn}").format(
            position=self.position, total=total, round=game.round_number, rounds=game.round_count, turn=turn
        )
        if self.typed:
            status += " · " + _("Go to action: {typed}_ (Enter)").format(typed=self.typed)
        self.query_one("#replay-status", Static).update(status)
        if self.position:
            seat = next(e.seat for e in reversed(game.history) if hasattr(e, "seat"))
            last = f"{game.players[seat]}: {self.record.actions[self.position - 1]}"
        else:
            start = next(e for e in game.history if isinstance(e, RoundStarted))
            last = _("Round 1 dealt by {name}").format(name=game.players[start.dealer])
        self.query_one("#replay-last", Static).update(last)
        top = game.discard_top or "-"
        self.query_one("#replay-piles", Static).update(
            _("Stock: {n}    Discard pile: {top}").format(n=len(game.stock), top=top)
        )
        lines = []
        for seat, name in enumerate(game.players):
            words = " ".join(m.notation for m in game.laid[seat] or ())
            hand = " ".join(sort_hand(game.hand(seat)))
            lines.append(f"{name:<12} {hand}" + ("   " + _("words: {words}").format(words=words) if words else ""))
        self.query_one("#replay-hands", Static).update("\n".join(lines))
        table = self.query_one("#replay-scores", DataTable)
        table.clear(columns=True)
        table.add_columns(_("Player"), *(_("R{n}").format(n=r.number) for r in game.rounds), _("Total"))
        for seat, name in enumerate(game.players):
            table.add_row(name, *(str(r.players[seat].score) for r in game.rounds), str(game.totals[seat]))

    def _go(self, position: int) -> None:
        self.typed = ""
        self.position = max(0, min(len(self.record.actions), position))
        self.show()

    def action_step(self, delta: int) -> None:
        self._go(self.position + delta)

    def action_jump(self, where: int) -> None:
        self._go(len(self.record.actions) if where < 0 else where)

    def action_digit(self, digit: str) -> None:
        if len(self.typed) < 4:
            self.typed += digit
        self.show()

    def action_erase_digit(self) -> None:
        self.typed = self.typed[:-1]
        self.show()

    def action_clear_digits(self) -> None:
        self.typed = ""
        self.show()

    def action_go_to(self) -> None:
        """Enter after a number: the position after that many actions."""
        if self.typed:
            self._go(int(self.typed))

    def action_round(self, delta: int) -> None:
        if delta > 0:
            later = [s for s in self.starts if s > self.position]
            self._go(later[0] if later else len(self.record.actions))
        else:
            earlier = [s for s in self.starts if s < self.position]
            self._go(earlier[-1] if earlier else 0)


class ReplayApp(PlainNotify, App[int]):
    """A viewer for one record."""

    TITLE = "lexitile · Quiddler replay"
    ENABLE_COMMAND_PALETTE = False

    def __init__(self, record: GameRecord, lexicon: Container[str] | None = None):
        super().__init__()
        self.record = record
        self.lexicon = lexicon

    def on_mount(self) -> None:
        watch_terminal(self)  # it saves after every turn: nothing to save first
        self.push_screen(ReplayScreen(self.record, self.lexicon))
