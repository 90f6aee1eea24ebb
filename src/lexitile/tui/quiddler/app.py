"""The Quiddler table: hotseat play for 2-8 players at one keyboard, with robots.

The screen shows only the current player's hand, the discard pile's top card, the
stock count, and everyone's round and total scores. Keys:

* ``s`` / ``d`` -- draw from the stock / take the discard (when it is time to draw);
* type a word + Enter -- set it aside (the game finds the cards; when a two-letter
  card and two single cards can both make it, it asks); ``(TH)E`` names the cards;
* ``-CARD`` + Enter (e.g. ``-Q``) -- discard and end the turn: going out when the
  words set aside use every other card, laying them down on a last turn;
* ``ctrl+z`` -- take the last word back; ``F1`` -- the rules card; ``ctrl+q`` -- quit;
* ``ctrl+r`` -- a robot takes the current seat (a player who has left); ``ctrl+t``
  gives every such seat back to its player. With a turn timeout, a robot plays the turn of a player who has not
  finished it in time (this turn only), as in the board game.

The live word check under the entry box says whether the word is valid and which
cards make it, as the footer check of the board game does. Robots play in a worker
thread; every action (a draw included) is saved by the :class:`QuiddlerSession`.
"""

from __future__ import annotations

from typing import Any

from rich.text import Text
from textual import work
from textual.app import ComposeResult
from textual.binding import Binding
from textual.containers import Horizontal, Vertical
from textual.screen import Screen
from textual.widgets import Footer, Input

from lexitile.core.message import Message
from lexitile.i18n import N_, _, localize_bindings
from lexitile.play.quiddler import Outcome, QuiddlerSession, refusal_text
from lexitile.play.recap import QuiddlerFeed, seat_message, time_out_message
from lexitile.quiddler.cards import sort_hand
from lexitile.quiddler.errors import QuiddlerError
from lexitile.quiddler.game import Phase
from lexitile.quiddler.scoring import RoundResult
from lexitile.text.render import render
from lexitile.tui.app import LexitileApp
from lexitile.tui.opening import Opening
from lexitile.tui.quiddler.screens import ChoiceScreen, RoundScreen, rules_card_screen
from lexitile.tui.screens.game_over import ResultScreen
from lexitile.tui.screens.save_failed import when_saved
from lexitile.tui.shell.curtain import Hotseat
from lexitile.tui.widgets.plain import DataTable, Static

LOG_LINES = 8


def rematch(session: QuiddlerSession) -> Opening:
    """A new game for the same seats (robots at the same levels), options, deck and word
    list, on a new seed; seats handed to a robot during the game are people again."""
    from lexitile.quiddler.robots import level_names
    from lexitile.tui.forms.quiddler import new_game

    g = session.game
    levels = level_names(session.robots)
    robots = {g.players[seat]: level for seat, level in levels.items() if level and seat not in session.handed}
    return new_game(g.players, robots, lexicon_spec=session.lexicon_spec or "en", options=g.options, deck=g.setup.deck)


def result_text(session: QuiddlerSession) -> Text:
    """The finished game for the game-over screen: who won, every total, the record."""
    from lexitile.tui.screens.game_over import shown_path

    g = session.game
    text = Text()
    text.append(_("Game over") + "\n", "bold")
    text.append(session.status() + "\n\n")
    text.append(_("Final scores") + "\n", "bold")
    width = max(len(p) for p in g.players)
    ranked = sorted(range(len(g.players)), key=lambda seat: -g.totals[seat])
    for seat in ranked:
        text.append(f"  {g.players[seat]:<{width}}  {g.totals[seat]:>4}\n")
    text.append("\n" + _("Saved: {path}").format(path=shown_path(session.save_path)), "dim")
    return text


class QuiddlerScreen(Screen[None]):
    """The table (see the module docstring for the keys).

    Args:
        session: the game, its robots and its record.
        rules_text: the rules card shown by F1.
        turn_timeout: seconds a human has for a turn before a robot plays it
            (``None``: no limit; needs the session's robot factory).
    """

    BINDINGS = [
        Binding("s", "draw('stock')", N_("Stock")),
        Binding("d", "draw('discard')", N_("Discard pile")),
        Binding("ctrl+z", "unstage", N_("Take word back"), priority=True),
        Binding("ctrl+r", "robot_seat", N_("Robot takes seat"), priority=True),
        Binding("ctrl+t", "seats_back", N_("Seats back"), priority=True),
        Binding("f1", "rules", N_("Rules"), priority=True),
        Binding("ctrl+q", "app.quit_table", N_("Quit"), priority=True),
    ]

    def __init__(self, session: QuiddlerSession, rules_text: str = "", turn_timeout: float | None = None):
        super().__init__()
        localize_bindings(self)
        self.session = session
        self.rules_text = rules_text
        self.turn_timeout = turn_timeout if session.robot_factory is not None else None
        self.hidden = True  # the hand stays hidden until the curtain is lifted
        self.busy = False  # a robot is playing
        self.hotseat = Hotseat()
        # a seat's own action was seen by its person; a robot's by nobody
        self.feed = QuiddlerFeed(self.hotseat.recap, lambda seat: None if seat in session.robots else seat)

    # --------------------------------------------------------------- layout

    def compose(self) -> ComposeResult:
        # markup=False: player names, cards and "[s]tock" are shown as typed, never parsed as Rich markup.
        yield Static(id="status", markup=False)
        with Horizontal(id="table"):
            with Vertical(id="play"):
                yield Static(id="piles", markup=False)
                yield Static(id="hand", markup=False)
                yield Static(id="staged", markup=False)
                yield Input(placeholder=_("type a word, Enter · -CARD to discard"), id="entry")
                yield Static(id="check", markup=False)
                yield Static(id="log", markup=False)
            with Vertical(id="side"):
                table = DataTable(id="scores", cursor_type="none", zebra_stripes=True)
                table.can_focus = False
                yield table
        yield Footer()

    def on_mount(self) -> None:
        self.refresh_view()
        self.next_turn(first=True)

    # -------------------------------------------------------------- render

    def refresh_view(self) -> None:
        s = self.session
        g = s.game
        self.query_one("#status", Static).update(s.status())
        top = g.discard_top
        top_text = f"{top} ({g.deck.value(top)})" if top else _("empty")
        self.query_one("#piles", Static).update(
            _("Stock: {n} cards    Discard pile: {top}").format(n=len(g.stock), top=top_text)
        )
        hand = self.query_one("#hand", Static)
        staged = self.query_one("#staged", Static)
        entry = self.query_one("#entry", Input)
        human_turn = not g.is_over and not s.robot_to_play and not self.busy
        if self.hidden or not human_turn:
            hand.update(_("Hand: (hidden)") if not g.is_over else "")
            staged.update("")
        else:
            cards = "  ".join(f"{c} {g.deck.value(c)}" for c in sort_hand(s.free_cards()))
            hand.update(_("{name}'s hand:  {cards}").format(name=s.current_name, cards=cards or _("(all in words)")))
            words = "  ".join(f"{m.notation} {m.value(g.deck)}" for m in s.staged)
            staged.update(
                _("Words set aside:  {words}").format(words=words) if words else _("Words set aside:  none yet")
            )
        can_type = human_turn and not self.hidden and g.phase is Phase.FINISH
        entry.disabled = not can_type
        if can_type and not entry.has_focus:
            entry.focus()
        self.query_one("#log", Static).update("\n".join(s.log_lines(LOG_LINES)))
        self._refresh_scores()
        self.refresh_bindings()

    def _refresh_scores(self) -> None:
        g = self.session.game
        table = self.query_one("#scores", DataTable)
        table.clear(columns=True)
        # The total comes before the rounds, so a narrow terminal that cuts the table
        # off on the right still shows it.
        table.add_columns(_("Player"), _("Total"), *(_("R{n}").format(n=r) for r in range(1, g.round_count + 1)))
        for seat, name in enumerate(g.players):
            marker = "▶ " if seat == g.current and not g.is_over else "  "
            label = _("{name} (robot)").format(name=name) if seat in self.session.robots else name
            rounds = [str(r.players[seat].score) for r in g.rounds]
            rounds += [""] * (g.round_count - len(rounds))
            table.add_row(f"{marker}{label}", str(g.totals[seat]), *rounds)

    def check_action(self, action: str, parameters: tuple[object, ...]) -> bool | None:
        s = self.session
        if action == "draw":
            return not self.busy and not self.hidden and not s.robot_to_play and s.game.phase is Phase.DRAW
        if action == "robot_seat":
            return s.robot_factory is not None and not self.busy and not s.robot_to_play and not s.game.is_over
        if action == "seats_back":
            return bool(s.handed) and not self.busy and not s.robot_to_play and not s.game.is_over
        return True

    # --------------------------------------------------------------- turns

    def next_turn(self, first: bool = False, last_line: str = "") -> None:
        """Start the next turn: a robot's in a worker, or a human's behind the curtain."""
        s = self.session
        if s.game.is_over:
            self.hidden = False
            self.refresh_view()
            if not first:
                self.app.push_screen(ResultScreen(result_text(s), rematch=lambda: self._rematch(s)))
            return
        if s.robot_to_play:
            self.busy = True
            self.refresh_view()
            self.robot_turn()
            return
        self.feed.sync(s.game)
        seat = s.game.current
        if self.turn_timeout is not None:
            token = s.turn_token()
            self.set_timer(self.turn_timeout, lambda: self.on_turn_timeout(token))
        if first or self.hotseat.needs_curtain(seat, len(s.humans)):
            self.hidden = True
            self.refresh_view()

            def lifted(_: str | None) -> None:
                self.hidden = False
                self.hotseat.seen_by(seat)
                self.refresh_view()

            self.app.push_screen(self.hotseat.curtain(seat, s.current_name), lifted)
        else:
            self.hidden = False
            self.hotseat.seen_by(seat)
            self.refresh_view()

    def _rematch(self, session: QuiddlerSession) -> None:
        app = self.app
        assert isinstance(app, LexitileApp)
        app.open_game(rematch(session))

    @work(thread=True, exclusive=True, group="robot")
    def robot_turn(self, absent: bool = False) -> None:
        s = self.session
        if absent:
            name = s.current_name
            outcome = s.play_for_absent()
            self.app.call_from_thread(self._absent_done, name, outcome)
        else:
            self.app.call_from_thread(self._robot_done, s.play_robot())

    def on_turn_timeout(self, token: tuple[int, int, int]) -> None:
        """The turn timer of turn ``token`` ran out: if that turn is still being
        played, close any dialog over the table and let a robot finish it."""
        s = self.session
        if self.busy or s.game.is_over or s.robot_to_play or s.turn_token() != token:
            return
        if s.unsaved and self.turn_timeout is not None:
            # the save-failed dialog stays until the game is saved: the clock waits too
            self.set_timer(self.turn_timeout, lambda: self.on_turn_timeout(token))
            return
        while self.app.screen is not self:
            self.app.pop_screen()
        self.busy = True
        self.hidden = True
        self.refresh_view()
        self.robot_turn(absent=True)

    def _absent_done(self, name: str, outcome: Outcome) -> None:
        """A robot played the turn of ``name``, whose time ran out: news to everybody."""
        self.hotseat.recap.add(time_out_message(name))
        self.feed.sync(self.session.game, unseen=True)
        self._robot_done(outcome)

    def _robot_done(self, outcome: Outcome) -> None:
        self.busy = False
        self.after_turn(outcome)

    def after_turn(self, outcome: Outcome) -> None:
        """Show the scores of any round that ended, then go on to the next turn."""
        self.query_one("#entry", Input).value = ""
        self.query_one("#check", Static).update("")
        if outcome.ended_turn:
            # the hand on screen is now the next player's: hidden until their curtain
            self.hidden = True
        if outcome.rounds:
            # whoever closes the round's scores may not be the next player
            self.hotseat.keyboard_passed()
        self.refresh_view()
        # a turn that is not in the record is not played on: the dialog saves it first
        when_saved(self.app, self.session, lambda: self._show_rounds(list(outcome.rounds), render(outcome.message)))

    def _show_rounds(self, rounds: list[RoundResult], last_line: str) -> None:
        if not rounds:
            self.next_turn(last_line=last_line)
            return
        result = rounds.pop(0)
        g = self.session.game
        final = g.is_over and not rounds
        screen = RoundScreen(result, g.players, g.round_count, final=final, winners=g.winners() if final else ())
        self.app.push_screen(screen, lambda _: self._show_rounds(rounds, last_line))

    # ------------------------------------------------------------- actions

    def action_draw(self, source: str) -> None:
        if not self.check_action("draw", (source,)):
            return
        try:
            self.session.draw(source)
        except QuiddlerError as exc:
            self.notify(refusal_text(exc), severity="error")
        self.refresh_view()
        when_saved(self.app, self.session, self.refresh_view)

    def action_unstage(self) -> None:
        meld = self.session.unstage()
        if meld is not None:
            self.session.log.append(Message("quiddler.log.took-back", {"word": meld.notation}))
        self.refresh_view()

    def action_robot_seat(self) -> None:
        if not self.check_action("robot_seat", ()):
            return
        self.busy = True
        self.hidden = True
        self.hotseat.recap.add(seat_message(self.session.current_name, robot=True))
        self.refresh_view()
        self._take_seat()

    @work(thread=True, exclusive=True, group="robot")
    def _take_seat(self) -> None:
        self.session.take_seat()  # builds the robot: may take a moment
        self.app.call_from_thread(self._seat_taken)

    def _seat_taken(self) -> None:
        self.busy = False
        when_saved(self.app, self.session, self.next_turn)

    def action_seats_back(self) -> None:
        """ctrl+t: every seat handed to a robot goes back to its player (on a person's
        turn; their next turn starts behind the curtain, as any change of player)."""
        if not self.check_action("seats_back", ()):
            return
        for name in self.session.give_seats_back():
            self.hotseat.recap.add(seat_message(name, robot=False))
        self.refresh_view()
        when_saved(self.app, self.session, self.refresh_view)

    def action_rules(self) -> None:
        self.app.push_screen(rules_card_screen(self.rules_text or _("No rules card found.")))

    def on_input_changed(self, event: Input.Changed) -> None:
        if self.hidden or self.busy:
            return
        ok, message = self.session.check_word(event.value)
        check = self.query_one("#check", Static)
        check.update(("✓ " if ok else "✗ ") + message if message else "")
        check.set_class(not ok, "bad")

    def on_input_submitted(self, event: Input.Submitted) -> None:
        text = event.value.strip()
        if not text or self.hidden or self.busy:
            return
        s = self.session
        try:
            if text.startswith("-"):
                outcome = s.finish(text[1:])
                self.after_turn(outcome)
                return
            choice = s.stage(text)
        except QuiddlerError as exc:
            self.query_one("#check", Static).update(f"✗ {refusal_text(exc)}")
            self.query_one("#check", Static).set_class(True, "bad")
            return
        event.input.value = ""
        if choice.ambiguous:

            def chosen(index: int | None) -> None:
                if index is not None:
                    s.stage_meld(choice.options[index])
                self.refresh_view()

            self.app.push_screen(ChoiceScreen(choice.word, choice.options, s.game.deck), chosen)
        self.refresh_view()


class QuiddlerApp(LexitileApp):
    """The one app started on a Quiddler table (``lexitile quiddler``); when the game
    is left, the app ends.

    Args:
        session: the game to play (new or resumed).
        rules_text: the rules card text (F1).
        turn_timeout: seconds per human turn before a robot plays it (``None``: no limit).
        kwargs: passed to :class:`~lexitile.tui.app.LexitileApp`.
    """

    def __init__(
        self, session: QuiddlerSession, rules_text: str = "", turn_timeout: float | None = None, **kwargs: Any
    ):
        # read at mount: the card and the timeout may still be set after construction
        super().__init__(
            first_screen=lambda: QuiddlerScreen(session, self.rules_text, self.turn_timeout), mode="quiddler", **kwargs
        )
        self.starting_session = session
        self.rules_text = rules_text
        self.turn_timeout = turn_timeout
