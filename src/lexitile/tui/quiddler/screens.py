"""Dialogs of the Quiddler screen: choosing the cards of a word, a round's scores, the
rules card (the hotseat curtain is the shell's :class:`PassScreen`)."""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import ClassVar

from textual.app import ComposeResult
from textual.binding import Binding, BindingType
from textual.containers import Vertical, VerticalScroll
from textual.events import Click
from textual.widgets import Input

from lexitile.core.message import Message
from lexitile.games.quiddler.cards import Deck, Meld
from lexitile.games.quiddler.scoring import RoundResult
from lexitile.i18n import N_, _, localize_bindings, ngettext
from lexitile.play.quiddler import WordCheck, join_and
from lexitile.play.quiddler_table import bonus_messages, round_head
from lexitile.text.render import render, render_or
from lexitile.tui.shell.curtain import PassScreen
from lexitile.tui.shell.rules_card import RulesCard, keys_section
from lexitile.tui.widgets.footer import Footer
from lexitile.tui.widgets.modal import ModalScreen
from lexitile.tui.widgets.plain import Label, Static

#: The hotseat curtain is the shell's, shared by every game.
CurtainScreen = PassScreen


def show_check(widget: Static, check: WordCheck) -> None:
    """Show a word check in ``widget``: ✓ or ✗ before a verdict, nothing before a
    note without one (the dictionary is off), red when refused."""
    if check.message is None and not check.fallback:
        widget.update("")
    else:
        text = render_or(check.message, check.fallback) if check.message is not None else check.fallback
        mark = {True: "✓ ", False: "✗ ", None: ""}[check.ok]
        widget.update(mark + text)
    widget.set_class(check.ok is False, "bad")


class QuiddlerCurtain(CurtainScreen):
    """The shell's curtain with a word check: the pass screen shows no hand, so anybody
    may look a word up here (the rules allow a dictionary when it is not your turn).
    Enter on a word keeps its verdict and selects it; Enter in the empty box lifts the
    curtain, as Enter does on every curtain.

    Args:
        name, recap: as :class:`~lexitile.tui.shell.curtain.CurtainScreen`.
        look_up: the word check without a hand
            (:meth:`lexitile.play.quiddler.QuiddlerSession.look_up`).
    """

    def __init__(self, name: str, recap: Sequence[Message | str], *, look_up: Callable[[str], WordCheck]):
        super().__init__(name, recap)
        self.look_up = look_up

    def compose(self) -> ComposeResult:
        with VerticalScroll(classes="dialog curtain"):
            yield Label(_("Pass to {name}").format(name=self.player), id="curtain-title", markup=False)
            yield from self.compose_recap()
            yield Label(render(Message("quiddler.check.curtain")), id="curtain-check-title", markup=False)
            yield Input(placeholder=_("a word"), id="curtain-entry")
            yield Static(id="curtain-check", markup=False)
        yield Footer(compact=True, show_command_palette=False)

    def on_mount(self) -> None:
        self.query_one("#curtain-entry", Input).focus()

    def on_input_changed(self, event: Input.Changed) -> None:
        event.stop()
        show_check(self.query_one("#curtain-check", Static), self.look_up(event.value))

    def on_input_submitted(self, event: Input.Submitted) -> None:
        event.stop()
        if event.value.strip():
            # the verdict stays (a new player pressed Enter to check and saw it go); the
            # word is selected, so the next one typed replaces it
            event.input.select_all()
        elif self.is_current:
            # Enter pressed twice quickly queues two submits: dismissing twice would
            # pop the table under the curtain too, leaving a blank screen
            self.dismiss(None)

    def on_click(self, event: Click) -> None:  # type: ignore[override]  # the shell's takes no event
        # a click anywhere lifts the curtain (the shell's handler), but not one in the box
        if isinstance(event.widget, Input):
            event.prevent_default()


class ChoiceScreen(ModalScreen[int | None]):
    """Which cards make the word: a two-letter card or two single cards. Returns the
    0-based index of the option chosen, ``None`` when cancelled.

    Args:
        word: the word typed.
        options: the ways to make it (at most 9 are offered).
        deck: card values, shown beside each way.
    """

    BINDINGS: ClassVar[list[BindingType]] = [
        Binding("escape", "cancel", N_("Cancel")),
        *(Binding(str(k), f"choose({k - 1})", str(k), show=False) for k in range(1, 10)),
    ]

    def __init__(self, word: str, options: Sequence[Meld], deck: Deck):
        super().__init__()
        localize_bindings(self)
        self.word = word
        self.options = list(options)[:9]
        self.deck = deck

    def compose(self) -> ComposeResult:
        with Vertical(classes="dialog choice"):
            yield Label(_("{word}: which cards?").format(word=self.word), id="choice-title")
            for k, meld in enumerate(self.options, 1):
                cards = " + ".join(meld.cards)
                points = _("({points} points)").format(points=meld.value(self.deck))
                yield Label(f"{k}  {meld.notation:<14} {cards}  {points}", classes="choice-option")
            yield Label(_("Press the number, or Escape to cancel."))
        yield Footer()

    def action_choose(self, index: int) -> None:
        if 0 <= index < len(self.options):
            self.dismiss(index)

    def action_cancel(self) -> None:
        self.dismiss(None)


def round_lines(result: RoundResult, players: Sequence[str], rounds: int) -> list[str]:
    """The round's score sheet as text lines (shown by :class:`RoundScreen`): its head
    and bonus lines are Messages (:func:`lexitile.play.quiddler_table.round_head`,
    :func:`~lexitile.play.quiddler_table.bonus_messages`), the score rows a table."""
    head = [render(m) for m in round_head(result, players, rounds)]
    out = head if len(head) > 1 else [*head, ""]
    width = max(len(p) for p in players)
    for p in result.players:
        words = " ".join(m.notation for m in p.words) or "-"
        items = [f"+{p.word_points}", f"-{p.unused_points}"]
        if p.floor_adjustment:
            items.append(_("floor +{points}").format(points=p.floor_adjustment))
        if p.longest_bonus:
            items.append(_("longest +{points}").format(points=p.longest_bonus))
        if p.most_words_bonus:
            items.append(_("most words +{points}").format(points=p.most_words_bonus))
        left = " " + _("left {cards}").format(cards=" ".join(p.unused)) if p.unused else ""
        out.append(f"{players[p.seat]:<{width}}  {p.score:+4d} = {p.total:<4d} {words}{left}  ({', '.join(items)})")
    out += bonus_lines(result, players)
    return out


def bonus_lines(result: RoundResult, players: Sequence[str]) -> list[str]:
    """Why a bonus in use went to nobody, worded in the interface language."""
    return [render(m) for m in bonus_messages(result, players)]


class RoundScreen(ModalScreen[None]):
    """A round's scores; Enter goes on.

    Args:
        result: the round.
        players: seat names.
        rounds: rounds in the game.
        final: the game is over (the title says who won).
        winners: the winning seats, when ``final``.
    """

    BINDINGS = [Binding("enter,space,escape", "close", N_("Continue")), Binding("ctrl+q", "app.quit", N_("Quit"))]

    def __init__(
        self, result: RoundResult, players: Sequence[str], rounds: int, final: bool = False, winners: Sequence[int] = ()
    ):
        super().__init__()
        localize_bindings(self)
        self.result = result
        self.players = list(players)
        self.rounds = rounds
        self.final = final
        self.winners = list(winners)

    def compose(self) -> ComposeResult:
        with Vertical(classes="dialog round"):
            for k, line in enumerate(round_lines(self.result, self.players, self.rounds)):
                yield Label(line, classes="round-title" if k == 0 else "round-line")
            if self.final:
                names = join_and([self.players[s] for s in self.winners])
                text = ngettext("Game over: {names} wins.", "Game over: {names} share the win.", len(self.winners))
                yield Label(text.format(names=names), id="round-winner")
        yield Footer()

    def action_close(self) -> None:
        self.dismiss(None)


#: The keys of the Quiddler table, listed under the rules card: (key, what it does).
KEYS = (
    ("s", N_("draw the top card of the stock (when it is time to draw)")),
    ("d", N_("take the top card of the discard pile")),
    (N_("word + Enter"), N_("set the word aside: the game finds the cards, (TH)E names them")),
    (N_("-CARD + Enter"), N_("discard that card (-Q) and end the turn; out when the words use every other card")),
    ("ctrl+z", N_("take the last word set aside back into the hand")),
    ("ctrl+r", N_("the computer takes the current seat (a player who has left)")),
    ("ctrl+t", N_("give every seat the computer took back to its player")),
    ("F1", N_("this card")),
    ("ctrl+q", N_("quit (asks first)")),
)


def rules_card_screen(text: str) -> RulesCard:
    """The shell's rules card with Quiddler's content: the card file
    (``data/quiddler/rules-card.txt``, or its translation ``rules-card.<language>.txt``,
    which the command loads for the interface language), then the table's keys."""
    return RulesCard([text, keys_section(KEYS)])
