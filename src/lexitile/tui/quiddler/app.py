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

from collections.abc import Callable

from rich.text import Text
from textual import work
from textual.app import ComposeResult
from textual.binding import Binding
from textual.containers import Horizontal, Vertical, VerticalScroll
from textual.screen import Screen
from textual.widgets import Input

from lexitile.core.message import Message
from lexitile.games.quiddler.errors import QuiddlerError
from lexitile.games.quiddler.scoring import RoundResult
from lexitile.i18n import N_, _, localize_bindings, pgettext
from lexitile.play.quiddler import ActionReport, QuiddlerSession, WordCheck, refusal_text
from lexitile.play.quiddler_table import Entry, QuiddlerTable, Step
from lexitile.play.recap import QuiddlerFeed, seat_message, time_out_message
from lexitile.text.render import render
from lexitile.tui.league_text import league_error_text, league_lines
from lexitile.tui.opening import Opening, shell
from lexitile.tui.quiddler.screens import ChoiceScreen, QuiddlerCurtain, RoundScreen, rules_card_screen, show_check
from lexitile.tui.screens.game_over import ResultScreen, shown_path
from lexitile.tui.screens.save_failed import when_saved
from lexitile.tui.shell.curtain import Hotseat
from lexitile.tui.widgets.footer import Footer
from lexitile.tui.widgets.plain import DataTable, Static

LOG_LINES = 8


def result_text(session: QuiddlerSession) -> Text:
    """The finished game for the game-over screen: who won, every total, the league (the
    record's path is :func:`saved_line`, drawn apart so that it wraps between folders)."""
    g = session.game
    text = Text()
    text.append(_("Game over") + "\n", "bold")
    text.append(session.status() + "\n\n")
    text.append(_("Final scores") + "\n", "bold")
    width = max(len(p) for p in g.players)
    ranked = sorted(range(len(g.players)), key=lambda seat: -g.totals[seat])
    for seat in ranked:
        text.append(f"  {g.players[seat]:<{width}}  {g.totals[seat]:>4}\n")
    league = league_lines(session.league_outcome)
    if league:
        text.append("\n" + _("League") + "\n", "bold")
        for line in league:
            text.append(f"  {line}\n")
    return text


def saved_line(session: QuiddlerSession) -> str:
    """Where the finished game's record is, for the game-over box."""
    return _("Saved: {path}").format(path=shown_path(session.save_path))


class QuiddlerScreen(Screen[None]):
    """The table (see the module docstring for the keys). What a key does when is
    :class:`~lexitile.play.quiddler_table.QuiddlerTable`'s; this screen passes keys
    on, shows its state and opens the dialogs.

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

    def __init__(
        self,
        session: QuiddlerSession,
        rules_text: str = "",
        turn_timeout: float | None = None,
        rematch: Callable[[QuiddlerSession, float | None], Opening] | None = None,
    ):
        super().__init__()
        localize_bindings(self)
        self.session = session
        #: The opening of a new game for the same seats (the new-game form's
        #: :func:`lexitile.tui.forms.quiddler.rematch`, handed in so that the screen
        #: does not import the form that opens it); ``None``: no rematch.
        self.rematch_opening = rematch
        self.rules_text = rules_text
        self.table = QuiddlerTable(session, turn_timeout)
        self.hotseat = Hotseat()
        # a seat's own action was seen by its person; a robot's by nobody
        self.feed = QuiddlerFeed(self.hotseat.recap, lambda seat: None if seat in session.robots else seat)

    @property
    def turn_timeout(self) -> float | None:
        return self.table.turn_timeout

    @property
    def hidden(self) -> bool:
        """The hand is hidden (until the person to play lifts the curtain)."""
        return self.table.hidden

    @property
    def busy(self) -> bool:
        """A robot is playing."""
        return self.table.busy

    # --------------------------------------------------------------- layout

    def compose(self) -> ComposeResult:
        # markup=False: player names, cards and "[s]tock" are shown as typed, never parsed as Rich markup.
        yield Static(id="status", markup=False)
        with Horizontal(id="table"):
            with Vertical(id="play"):
                yield Static(id="piles", markup=False)
                yield Static(id="faceup", markup=False)
                yield Static(id="hand", markup=False)
                yield Static(id="staged", markup=False)
                yield Input(placeholder=_("type a word, Enter · -CARD to discard"), id="entry")
                yield Static(id="check", markup=False)
                yield Static(id="check-note", markup=False)
                with VerticalScroll(id="log-box"):
                    yield Static(id="log", markup=False)
            with Vertical(id="side"):
                scores = DataTable(id="scores", cursor_type="none", zebra_stripes=True, header_height=2)
                scores.can_focus = False
                yield scores
        yield Footer()

    def on_mount(self) -> None:
        self.refresh_view()
        self.next_turn(first=True)

    def on_resize(self) -> None:
        # a short terminal (24 rows) spends no rows on blank lines between the parts,
        # so the log keeps lines to show when a ten-card hand and the words face up wrap
        self.set_class(self.size.height < 30, "short")

    # -------------------------------------------------------------- render

    def refresh_view(self) -> None:
        t = self.table
        self.query_one("#status", Static).update(render(t.status()))
        self.query_one("#piles", Static).update(render(t.piles()))
        for selector, message in (("#faceup", t.face_up()), ("#hand", t.hand()), ("#staged", t.staged())):
            widget = self.query_one(selector, Static)
            widget.update(render(message) if message is not None else "")
            widget.display = message is not None
        note = t.check_note()
        self.query_one("#check-note", Static).update(render(note) if note is not None else "")
        entry = self.query_one("#entry", Input)
        entry.display = not t.game.is_over
        # a robot's turn leaves the box to look words up in (no hand is shown)
        entry.disabled = not (t.can_type or (t.busy and not t.game.is_over))
        if not entry.disabled and not entry.has_focus:
            entry.focus()
        self.query_one("#log", Static).update("\n".join(self.session.log_lines(LOG_LINES)))
        # the newest entries stay in sight when long lines wrap; older ones scroll
        self.query_one("#log-box", VerticalScroll).scroll_end(animate=False)
        self._refresh_scores()
        self.refresh_bindings()

    def _refresh_scores(self) -> None:
        """Every round's scores, a round per row and a player per column, so all rounds
        fit beside the table at 80 columns; the total comes first."""
        g = self.session.game
        table = self.query_one("#scores", DataTable)
        table.clear(columns=True)
        total = _("Total")
        labels = [_("R{n}").format(n=r + 1) for r in range(g.round_count)]
        # explicit widths: the table measures auto-width columns late, and a rebuilt
        # table showed its first column empty
        table.add_column("", width=max(len(label) for label in [total, *labels]))
        for seat, name in enumerate(g.players):
            marker = "▶" if seat == g.current and not g.is_over else ""
            # the column's own word: "(Computer)" of the log was cut at 80 columns in German
            robot = pgettext("score column", "(robot)") if seat in self.session.robots else ""
            head = f"{marker}{name}"
            table.add_column(Text(f"{head}\n{robot}"), width=max(len(head), len(robot), 4))
        table.add_row(Text(total, style="bold"), *(Text(str(t), style="bold") for t in g.totals))
        for r, label in enumerate(labels):
            scores = [
                str(g.rounds[r].players[seat].score) if r < len(g.rounds) else "" for seat in range(len(g.players))
            ]
            table.add_row(label, *scores)

    def check_action(self, action: str, parameters: tuple[object, ...]) -> bool | None:
        if action in ("draw", "unstage", "robot_seat", "seats_back"):
            return self.table.allowed(action)
        return True

    # --------------------------------------------------------------- turns

    def next_turn(self, first: bool = False, last_line: str = "") -> None:
        """Start the next turn: a robot's in a worker, or a human's behind the curtain."""
        s = self.session
        step = self.table.next_step()
        if step is Step.OVER:
            outcome = s.league_end()
            if outcome is not None and outcome.error:
                self.notify(league_error_text(outcome.error), severity="error", timeout=10)
            self.refresh_view()
            if not first:
                again = (lambda: self._rematch(s)) if self.rematch_opening is not None else None
                self.app.push_screen(ResultScreen(result_text(s), rematch=again, saved_lines=saved_line(s)))
            return
        if step is Step.ROBOT:
            self.refresh_view()
            self.robot_turn()
            return
        self.feed.sync(s.game)
        seat = s.game.current
        if self.turn_timeout is not None:
            token = s.turn_token()
            self.set_timer(self.turn_timeout, lambda: self.on_turn_timeout(token))
        if first or self.hotseat.needs_curtain(seat, len(s.humans)):
            self.table.hidden = True
            self.refresh_view()

            def lifted(_: str | None) -> None:
                self.table.hidden = False
                self.hotseat.seen_by(seat)
                self.refresh_view()

            recap = list(self.hotseat.recap.unseen(seat))
            self.app.push_screen(QuiddlerCurtain(s.current_name, recap, look_up=s.look_up), lifted)
        else:
            self.table.hidden = False
            self.hotseat.seen_by(seat)
            self.refresh_view()

    def _rematch(self, session: QuiddlerSession) -> None:
        assert self.rematch_opening is not None
        try:
            opening = self.rematch_opening(session, self.turn_timeout)
        except ValueError as exc:  # the league refuses a seat now (too few chips)
            self.notify(str(exc), severity="error", timeout=8)
            return
        shell(self).open_game(opening)

    # Not exclusive: the next robot's turn starts from this one's last step (on the
    # app's thread, while this thread waits for it), and an exclusive worker would
    # cancel this finished one. One robot moves at a time because each turn starts
    # the next; a thread worker cannot be stopped by cancelling it anyway.
    @work(thread=True, group="robot")
    def robot_turn(self, absent: bool = False) -> None:
        s = self.session
        if absent:
            name = s.current_name
            report = s.play_for_absent()
            self.app.call_from_thread(self._absent_done, name, report)
        else:
            self.app.call_from_thread(self._robot_done, s.play_robot())

    def on_turn_timeout(self, token: tuple[int, int, int]) -> None:
        """The turn timer of turn ``token`` ran out: if that turn is still being
        played, close any dialog over the table and let a robot finish it."""
        s = self.session
        if s.unsaved and self.turn_timeout is not None and s.turn_token() == token:
            # the save-failed dialog stays until the game is saved: the clock waits too
            self.set_timer(self.turn_timeout, lambda: self.on_turn_timeout(token))
            return
        if not self.table.turn_timed_out(token):
            return
        while self.app.screen is not self:
            self.app.pop_screen()
        self.refresh_view()
        self.robot_turn(absent=True)

    def _absent_done(self, name: str, report: ActionReport) -> None:
        """A robot played the turn of ``name``, whose time ran out: news to everybody."""
        self.hotseat.recap.add(time_out_message(name))
        self.feed.sync(self.session.game, unseen=True)
        self._robot_done(report)

    def _robot_done(self, report: ActionReport) -> None:
        self.table.turn_done(report)
        self.after_turn(report)

    def after_turn(self, report: ActionReport) -> None:
        """Show the scores of any round that ended, then go on to the next turn."""
        self.query_one("#entry", Input).value = ""
        self.query_one("#check", Static).update("")
        if report.rounds:
            # whoever closes the round's scores may not be the next player
            self.hotseat.keyboard_passed()
        self.refresh_view()
        # a turn that is not in the record is not played on: the dialog saves it first
        when_saved(self.app, self.session, lambda: self._show_rounds(list(report.rounds), render(report.message)))

    def _show_rounds(self, rounds: list[RoundResult], last_line: str) -> None:
        if not rounds:
            self.next_turn(last_line=last_line)
            return
        result = rounds.pop(0)
        g = self.session.game
        final = g.is_over and not rounds
        outcome = g.outcome() if final else None
        winners = outcome.winners if outcome is not None else ()
        screen = RoundScreen(result, g.players, g.round_count, final=final, winners=winners)
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
        if not self.check_action("unstage", ()):
            return
        meld = self.session.unstage()
        if meld is not None:
            self.session.log.append(Message("quiddler.log.took-back", {"word": meld.notation}))
        self.refresh_view()

    def action_robot_seat(self) -> None:
        if not self.check_action("robot_seat", ()):
            return
        self.table.busy = True
        self.table.hidden = True
        self.hotseat.recap.add(seat_message(self.session.current_name, robot=True))
        self.refresh_view()
        self._take_seat()

    @work(thread=True, group="robot")  # not exclusive: see robot_turn
    def _take_seat(self) -> None:
        self.session.take_seat()  # builds the robot: may take a moment
        self.app.call_from_thread(self._seat_taken)

    def _seat_taken(self) -> None:
        self.table.busy = False
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
        if event.input.id != "entry" or (self.hidden and not self.busy):
            return
        show_check(self.query_one("#check", Static), self.table.check(event.value))

    def on_input_submitted(self, event: Input.Submitted) -> None:
        if event.input.id != "entry":
            return
        result = self.table.enter(event.value)
        if result.kind is Entry.NOTHING:
            return
        if result.kind is Entry.ENDED:
            assert result.report is not None
            self.after_turn(result.report)
            return
        if result.kind is Entry.REFUSED:
            assert result.refusal is not None
            show_check(self.query_one("#check", Static), WordCheck(False, None, refusal_text(result.refusal)))
            return
        event.input.value = ""
        choice = result.choice
        if result.kind is Entry.CHOOSE and choice is not None:
            s = self.session

            def chosen(index: int | None) -> None:
                if index is not None:
                    s.stage_meld(choice.options[index])
                self.refresh_view()

            self.app.push_screen(ChoiceScreen(choice.word, choice.options, s.game.deck), chosen)
        self.refresh_view()
