"""Replaying a saved Quiddler game turn by turn, every hand open -- or, for a game
still in play, every hand hidden (only how many cards each holds).

Keys: the shell's replay stepper (:mod:`lexitile.tui.shell.stepper`, a number and
``enter`` go to the position after that many actions) plus ``n``/``p`` next and
previous action, ``down``/``N`` next round, ``up``/``P`` previous round, ``q`` quit.
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

from lexitile.games.quiddler.cards import sort_hand
from lexitile.games.quiddler.events import RoundStarted
from lexitile.games.quiddler.game import Game
from lexitile.games.quiddler.record import GameRecord
from lexitile.i18n import N_, _, localize_bindings, ngettext, pgettext
from lexitile.tui.hangup import watch_terminal
from lexitile.tui.shell.stepper import ReplayStepper, stepper_bindings
from lexitile.tui.widgets.footer import Footer
from lexitile.tui.widgets.plain import DataTable, PlainNotify, Static


def round_starts(record: GameRecord) -> list[int]:
    """Action counts at which each round begins (0 for round 1)."""
    game = Game(record.setup, deals=record.deals)
    starts = [0]
    for k, action in enumerate(record.actions, 1):
        rounds = len(game.rounds)
        game.apply(action, card=record.draws[k - 1] if k <= len(record.draws) else None)
        if len(game.rounds) > rounds and not game.is_over:
            starts.append(k)
    return starts


class ReplayScreen(ReplayStepper, Screen[None]):
    """The position after the first ``position`` actions of a record.

    Args:
        record: the parsed record.
        lexicon: words are re-checked when given (``None``: as recorded).
        hands_hidden: a game still in play: no hand's cards are shown (the players
            are still at the table), only how many each holds; the status line says so.
    """

    BINDINGS = [
        *stepper_bindings(N_("Go to"), clear="clear_or_leave"),
        Binding("n", "step(1)", N_("Next"), show=False),
        Binding("p", "step(-1)", N_("Back"), show=False),
        # one footer entry for both round keys: with two, Quit fell off the end at 80 columns
        Binding("down,N", "round(1)", N_("Round"), key_display="↓/↑"),
        Binding("up,P", "round(-1)", N_("Previous round"), show=False),
        Binding("q,ctrl+q", "app.quit", N_("Quit")),
    ]

    leave_action = "app.quit"  # as q

    def __init__(self, record: GameRecord, lexicon: Container[str] | None = None, *, hands_hidden: bool = False):
        super().__init__()
        self.hands_hidden = hands_hidden
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
                dataclasses.replace(b, description=start) if b.action == "start" else b for b in items
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
        if self.hands_hidden:
            status += " · " + _("hands hidden: game in play")
        prompt = self.stepper_prompt(N_("Go to action: {number}_ (Enter)"))
        if prompt:
            status += " · " + prompt
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
            if self.hands_hidden:
                n = len(game.hand(seat))
                hand = ngettext("{n} card (hidden)", "{n} cards (hidden)", n).format(n=n)
            else:
                hand = " ".join(sort_hand(game.hand(seat)))
            lines.append(f"{name:<12} {hand}" + ("   " + _("words: {words}").format(words=words) if words else ""))
        self.query_one("#replay-hands", Static).update("\n".join(lines))
        table = self.query_one("#replay-scores", DataTable)
        table.clear(columns=True)
        table.add_columns(_("Player"), *(_("R{n}").format(n=r.number) for r in game.rounds), _("Total"))
        for seat, name in enumerate(game.players):
            table.add_row(name, *(str(r.players[seat].score) for r in game.rounds), str(game.totals[seat]))

    # the stepper (lexitile.tui.shell.stepper): positions are action counts
    def stepper_position(self) -> int:
        return self.position

    def stepper_bounds(self) -> tuple[int, int]:
        return 0, len(self.record.actions)

    def stepper_show(self, position: int) -> None:
        self.position = position
        self.show()

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

    def __init__(self, record: GameRecord, lexicon: Container[str] | None = None, *, hands_hidden: bool = False):
        super().__init__()
        self.record = record
        self.lexicon = lexicon
        self.hands_hidden = hands_hidden

    def on_mount(self) -> None:
        watch_terminal(self)  # it saves after every turn: nothing to save first
        self.push_screen(ReplayScreen(self.record, self.lexicon, hands_hidden=self.hands_hidden))
