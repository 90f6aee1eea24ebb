"""The challenge window: after a play under rules where words are judged only when
challenged, every opponent accepts the play or challenges it before the next move.

Mattel text ("Ein Wort anfechten"): the challenge comes right after the play, before
the next move; a dictionary may be used only to settle a challenge, so the footer
word box is off meanwhile and this window looks the words up instead. Palavras
Cruzadas text: each opponent accepts or checks; whoever does neither within 10 seconds
accepts (``RuleSet.challenge_seconds``, a visible countdown). The player who moved may
ask to take the play back (``RuleSet.undo_by_agreement``); the game screen then asks
every opponent.

Keys: ``a`` / ``c``: the selected opponent accepts / challenges; ``1``-``4``: select the
opponent in that seat; Enter: every opponent still undecided accepts; ``u``: the
player who moved asks to take the play back. After a challenge the window shows the
verdict of each word; Enter continues.

The window dismisses with ``"accepted"``, ``"challenged"`` or ``"undo"``. Time comes
from the session's clock (``session.now``), read by :meth:`tick` (a Textual interval
calls it; tests advance their own clock and call it), so nothing here sleeps.
"""

from __future__ import annotations

from rich.text import Text
from textual import events
from textual.app import ComposeResult
from textual.binding import Binding
from textual.containers import Vertical

from lexitile.errors import IllegalMoveError
from lexitile.games.crossword.rules.game import TURN_LOST_NOTE
from lexitile.i18n import N_, _, localize_bindings
from lexitile.play.board_table import BoardTable
from lexitile.play.challenge_window import ChallengeAnswers
from lexitile.text.render import render
from lexitile.tui.describe import challenge_text
from lexitile.tui.reasons import error_text
from lexitile.tui.widgets.footer import Footer
from lexitile.tui.widgets.modal import ModalScreen
from lexitile.tui.widgets.plain import Static


class ChallengeWindowScreen(ModalScreen[str]):
    """Accept or challenge the last play.

    The window shows the game and sends what the opponents answer to the table
    (:meth:`BoardTable.settle_challenge`).

    Args:
        table: the board game's table; its ``game.pending`` is the play open to challenge.
        answers: opponents who have answered already (computer players accept).
        challenger: a computer opponent that challenges at once (the window then
            shows the verdict).
    """

    BINDINGS = [
        Binding("a", "accept", N_("Accept")),
        Binding("c", "challenge", N_("Challenge")),
        Binding("enter", "enter", N_("All accept")),
        # one opponent left to answer: Enter is theirs, as the window's line says
        Binding("enter", "enter_one", N_("Accept")),
        # the same key once the verdict is shown: the footer says what it does then
        Binding("enter", "continue", N_("Continue")),
        Binding("u", "undo", N_("Take back")),
        Binding("ctrl+q", "app.quit_app", N_("Quit")),
    ]

    def __init__(self, table: BoardTable, *, answers: dict[int, str] | None = None, challenger: int | None = None):
        super().__init__()
        localize_bindings(self)
        self.table = table
        self.session = session = table.session
        pending = session.game.pending
        assert pending is not None, "no play is open to challenge"
        self.pending = pending
        self.window = ChallengeAnswers(session, answers)
        self.mover = self.window.mover
        self.opponents = self.window.opponents
        self.answers = self.window.answers
        self.selected = self.window.first_undecided()
        self.challenger = challenger
        self.deadline = self.window.deadline
        self.settled: list[str] | None = None
        self.outcome = ""

    # ----------------------------------------------------------------- layout
    def compose(self) -> ComposeResult:
        with Vertical(classes="dialog challenge", id="challenge-window"):
            yield Static(id="challenge-text")
        yield Footer(compact=True, show_command_palette=False)

    def on_mount(self) -> None:
        if self.challenger is not None:
            self.selected = self.challenger
            self.action_challenge()
        self.refresh_text()
        if self.deadline is not None:
            self.set_interval(0.25, self.tick)

    def check_action(self, action: str, parameters: tuple[object, ...]) -> bool | None:
        if self.settled is not None:
            return action in ("continue", "app.quit_app")
        if action == "continue":
            return False
        if action in ("enter", "enter_one"):
            return (len(self.window.undecided()) == 1) == (action == "enter_one")
        if action == "undo":
            return self.session.can_undo()
        return True

    @property
    def seconds_left(self) -> float | None:
        """Seconds until the undecided opponents accept, ``None`` without a limit."""
        return self.window.seconds_left(self.session.now())

    def window_text(self) -> Text:
        """Everything the window shows, as text."""
        game = self.session.game
        players = game.players
        event = self.pending.event
        mover = players[self.mover]
        text = Text()
        if self.settled is not None:
            for line in self.settled:
                text.append(f"{line}\n")
            text.append("\n" + _("Enter: continue"), "dim")
            return text
        if self.pending.went_out:
            played = _("{name} played {move} for {score} and went out.")
        else:
            played = _("{name} played {move} for {score}.")
        text.append(played.format(name=mover, move=event.move_text, score=event.score) + " ", "bold")
        text.append(_("Words: {words}").format(words=", ".join(self.pending.words) or "-") + "\n")
        for seat in self.opponents:
            answered = seat in self.answers
            if answered:
                who = _("accepts (computer)") if self.session.is_robot(seat) else _("accepts")
                # no seat number: it is the key that picks who answers, and this seat has
                text.append(f"     {players[seat][:20]:<20} {who}\n", "dim")
            elif seat == self.selected:
                text.append(f" ▶ {seat + 1} {players[seat][:20]:<20} " + _("a: accept · c: challenge") + "\n", "bold")
            else:
                text.append(
                    f"   {seat + 1} {players[seat][:20]:<20} "
                    + _("(press {key} to answer)").format(key=seat + 1)
                    + "\n"
                )
        cost = challenge_text(game.rules)
        text.append(cost[:1].upper() + cost[1:] + ".\n", "dim")  # before anyone presses c
        left = self.seconds_left
        if left is not None:
            text.append(
                "⏱ "
                + _("{seconds} s, then the play is accepted for whoever has not answered").format(
                    seconds=int(left + 0.999)
                )
                + "\n",
                "bold",
            )
        else:
            undecided = self.window.undecided()
            enter = (
                _("Enter: {name} accepts, and the next move starts").format(name=players[undecided[0]])
                if len(undecided) == 1
                else _("Enter: every opponent left accepts, and the next move starts")
            )
            text.append(enter + "\n", "dim")
        if self.session.can_undo():
            text.append(
                _("u: {name} asks to take the play back (every opponent must agree)").format(name=mover) + "\n", "dim"
            )
        text.append(_("The word box is off until the play is accepted or settled."), "dim")
        return text

    def refresh_text(self) -> None:
        # a window pushed as the app quits is torn down before its text mounts
        for widget in self.query("#challenge-text").results(Static):
            widget.update(self.window_text())

    # ----------------------------------------------------------------- time
    def tick(self) -> None:
        """Look at the clock: when the time is up, the undecided opponents accept."""
        if self.settled is not None or self.deadline is None or not self.is_attached:
            return
        if self.window.time_up(self.session.now()):
            self._close_accepted("time")
            return
        self.refresh_text()

    # ----------------------------------------------------------------- keys
    def on_key(self, event: events.Key) -> None:
        ch = event.character
        refusal = self.session.no_take_back() if self.settled is None and event.key == "u" else None
        if refusal is not None:
            # rules without take-backs offer no "u" in the footer, but the key says why
            self.notify(render(refusal), timeout=6)
            event.stop()
            event.prevent_default()
            return
        if self.settled is None and ch and ch.isdigit():
            seat = int(ch) - 1
            if seat in self.opponents and seat not in self.answers:
                self.selected = seat
                self.refresh_text()
            event.stop()
            event.prevent_default()

    def _next_undecided(self) -> None:
        if self.window.undecided():
            self.selected = self.window.first_undecided()

    def action_accept(self) -> None:
        """The selected opponent accepts; when every opponent has, the play stands."""
        if self.settled is not None:
            return
        if self.window.accept(self.selected):
            self._close_accepted("all")
            return
        self._next_undecided()
        self.refresh_bindings()  # one opponent left: Enter is theirs
        self.refresh_text()

    def action_enter(self) -> None:
        """Enter before a verdict: every opponent left accepts."""
        self._close_accepted("all")

    def action_enter_one(self) -> None:
        """Enter before a verdict with one opponent left to answer: they accept (the
        footer names it "Accept", not "All accept")."""
        self.action_enter()

    def action_continue(self) -> None:
        """Enter after a verdict: back to the table."""
        if self.settled is not None:
            self.dismiss(self.outcome)

    def _close_accepted(self, why: str) -> None:
        self.table.settle_challenge(None)
        self.dismiss("accepted")

    def action_challenge(self) -> None:
        """The selected opponent challenges: the words are looked up and the engine
        applies the rule set's verdict."""
        if self.settled is not None:
            return
        game = self.session.game
        players = game.players
        challenger = self.selected
        words = self.pending.words
        try:
            result = self.table.settle_challenge(challenger)
        except IllegalMoveError as exc:
            self.settled = [_("No challenge: {reason}").format(reason=error_text(exc))]
            self.outcome = "challenged"
            self.refresh_text()
            return
        assert result is not None, "a challenge always has a verdict"
        lines = [
            _("{challenger} challenges the play {move} by {mover}.").format(
                challenger=players[challenger], mover=players[self.mover], move=self.pending.event.move_text
            ),
            "",
        ]
        lines.append(_("The word list says:"))
        for word in words:
            valid = word not in result.invalid_words
            lines.append(f"  {word:<15} {_('✓ valid') if valid else _('✗ not valid')}")
        lines.append("")
        if result.upheld:
            lines.append(
                _("The play is withdrawn: the tiles go back to {name}, whose turn is lost.").format(
                    name=players[self.mover]
                )
            )
        else:
            lines.append(_("Every word is valid: the play stands."))
            for event in result.events:
                if event.score:
                    if event.score < 0:
                        line = _("{name} {points:+d} points (wrong challenge).")
                    else:
                        line = _("{name} {points:+d} points (challenge bonus).")
                    lines.append(line.format(name=players[event.player], points=event.score))
                elif event.message == TURN_LOST_NOTE:
                    lines.append(_("{name} loses the turn (wrong challenge).").format(name=players[event.player]))
            if game.lose_turn and challenger in game.lose_turn:
                lines.append(_("{name} will lose their next turn (wrong challenge).").format(name=players[challenger]))
        self.settled = lines
        self.outcome = "challenged"
        self.refresh_bindings()
        self.refresh_text()

    def action_undo(self) -> None:
        """The player who moved asks to take the play back (the game screen asks the
        opponents)."""
        if self.settled is None and self.session.can_undo():
            self.dismiss("undo")
