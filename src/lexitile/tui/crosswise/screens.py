"""The Crosswise game screen (its dialogs are in :mod:`lexitile.tui.crosswise.dialogs`,
the replay screen in :mod:`lexitile.tui.crosswise.replay`).

Keys (also in the footer): arrows move the cursor, 1-6 choose a hand tile, Enter or
Space choose the square under the cursor, Escape steps back, ``p`` passes (only with
no legal turn), ``b`` hands the seat on turn to a robot, ``t`` takes handed seats
back, ``?`` shows the rules card, ``q`` quits (the match stays resumable). The mouse:
hovering over a square moves the cursor there (and previews the turn), clicking a
square or a hand tile chooses it.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING, Any

from rich.text import Text
from textual.app import ComposeResult
from textual.binding import Binding
from textual.containers import Horizontal, Vertical
from textual.screen import Screen
from textual.timer import Timer

from lexitile.core.league_rules import LeagueError
from lexitile.core.message import Message
from lexitile.games.crosswise.board import Line, Side
from lexitile.games.crosswise.files import rules_card
from lexitile.games.crosswise.game import Game
from lexitile.games.crosswise.moves import squares_of
from lexitile.games.crosswise.outcome import SideResult
from lexitile.games.crosswise.table import MatchKind
from lexitile.i18n import N_, _, localize_bindings, pgettext, ui_language
from lexitile.play import crosswise_messages as msg
from lexitile.play.crosswise import Session
from lexitile.play.crosswise_table import CrosswiseTable
from lexitile.play.league_table import seat_people
from lexitile.text.render import render
from lexitile.tui.crosswise.dialogs import ConfirmScreen, GameOverScreen, relabel
from lexitile.tui.crosswise.widgets import BoardView, HandView
from lexitile.tui.league_text import league_error_text, league_lines
from lexitile.tui.opening import Opening, shell
from lexitile.tui.screens.save_failed import when_saved
from lexitile.tui.shell.curtain import Hotseat
from lexitile.tui.shell.rules_card import RulesCard
from lexitile.tui.widgets.footer import Footer
from lexitile.tui.widgets.plain import Static

_SIDE_COLOUR = {Side.COLUMNS: "#ff9f1c", Side.ROWS: "#2ec46b"}

if TYPE_CHECKING:
    from lexitile.play.crosswise_chooser import Chooser


def side_text(side: Side, text: str) -> Text:
    """``text`` in the side's colour."""
    return Text(text, style=f"bold {_SIDE_COLOUR[side]}")


def lines_text(messages: list[Message]) -> str:
    """Messages worded in the interface language, one a line."""
    return "\n".join(render(m) for m in messages)


def describe_outcome(game: Game, outcome: SideResult, kind: MatchKind = MatchKind.SINGLE) -> str:
    """How a game ended, in the interface language: a six is the win it is (its
    line, no totals) outside a ``sumof`` match."""
    return " ".join(render(m) for m in msg.outcome(game, outcome, kind, game.components.six_alike))


class CrosswiseScreen(Screen[None]):
    """A Crosswise match at one keyboard: 2-4 seats, people and robots."""

    BINDINGS = [
        Binding("up", "cursor(-1, 0)", N_("Cursor"), show=False),
        Binding("down", "cursor(1, 0)", N_("Cursor"), show=False),
        Binding("left", "cursor(0, -1)", N_("Cursor"), show=False),
        Binding("right", "cursor(0, 1)", N_("Cursor"), show=False),
        Binding("1", "slot(0)", N_("Tile"), key_display="1-6"),
        Binding("2", "slot(1)", N_("Tile"), show=False),
        Binding("3", "slot(2)", N_("Tile"), show=False),
        Binding("4", "slot(3)", N_("Tile"), show=False),
        Binding("5", "slot(4)", N_("Tile"), show=False),
        Binding("6", "slot(5)", N_("Tile"), show=False),
        Binding("enter,space", "choose", N_("Square")),
        # out of the footer, so F1 and ctrl+q fit 80 columns in German; the card's keys
        # paragraph names it ("Escape steps back")
        Binding("escape", "back", N_("Back"), show=False),
        Binding("p", "pass_turn", N_("Pass")),
        Binding("b", "robot", N_("Robot")),
        Binding("t", "take_back", N_("Seats back")),
        # F1 and ctrl+q as in every other game; ? and q, this table's first keys, still
        # work, out of the footer (at 80 columns two "Quit" did not fit). A priority
        # binding of the screen keeps the app's ctrl+q out of the footer (the app's
        # runs first, so the key does the same).
        Binding("f1", "help", N_("Rules")),
        Binding("question_mark", "help", N_("Rules"), show=False),
        Binding("ctrl+q", "quit_game", N_("Quit"), priority=True),
        Binding("q", "quit_game", N_("Quit"), show=False),
    ]

    def __init__(self, session: Session, robot_delay: float = 0.4, card: str = ""):
        super().__init__()
        localize_bindings(self)
        # The German footer only fits 80 columns with a short word for "Quit" here.
        relabel(self, {"ctrl+q": pgettext("crosswise footer", "Quit")})
        self.session = session
        self.robot_delay = robot_delay
        self.card = card
        self.hotseat = Hotseat()
        self.table = CrosswiseTable(session, self.hotseat)
        self._robot_timer: Timer | None = None

    # ---------------------------------------------------------------- layout
    def compose(self) -> ComposeResult:
        comps = self.session.match.components
        with Horizontal(id="main"):
            with Vertical(id="left"):
                yield BoardView(comps, id="board")
                yield Static(id="standing")
                yield Static(id="status")
                yield Static(lines_text(list(msg.sign_key(comps))), id="sign-key")
            with Vertical(id="right"):
                yield Static(id="info")
                yield Static(id="played", classes="played")
                yield HandView(comps, id="hand")
                yield Static(id="log")
        yield Footer()

    def on_mount(self) -> None:
        self.query_one("#played", Static).tooltip = lines_text(list(msg.action_key(self.session.match.components)))
        self._after_change()

    def on_resize(self) -> None:
        self.refresh_view()

    @property
    def game(self) -> Game:
        return self.session.game

    @property
    def chooser(self) -> Chooser:
        """The turn being chosen (the table's)."""
        return self.table.chooser

    @property
    def curtain(self) -> str | None:
        """The name on the curtain that is down, or ``None``."""
        seat = self.table.curtain
        return None if seat is None else self.game.players[seat]

    # ---------------------------------------------------------------- state -> screen
    def _after_change(self) -> None:
        """Redraw, then do what the table says is due: a curtain, the save dialog, the
        game's summary or a robot's turn."""
        due = self.table.due()
        if due.curtain is not None:
            self.app.push_screen(
                self.hotseat.curtain(due.curtain, self.game.players[due.curtain]), self._curtain_lifted
            )
        self.refresh_view()
        if due.save_dialog:
            # a turn that is not in the record is not played on: the dialog saves it first
            when_saved(self.app, self.session, self._after_change)
        elif due.game_over:
            self.call_after_refresh(self._show_game_over)
        elif due.robot:
            if self.robot_delay > 0:
                self._robot_timer = self.set_timer(self.robot_delay, self._robot_step)
            else:
                self.call_later(self._robot_step)

    def _robot_step(self) -> None:
        self._robot_timer = None
        if self.table.robot_step():
            self._after_change()

    def refresh_view(self) -> None:
        table = self.table
        game = self.game
        ch = table.chooser
        seat = game.seat
        robot_turn = table.robot_on_turn
        hidden = table.curtain is not None
        last = game.history[-1] if game.history else None
        board = self.query_one(BoardView)
        preview: dict[Line, tuple[int, int]] = {}
        candidate = ch.candidate() if table.human_turn else None
        if candidate is not None:
            preview = {c.line: (c.before, c.after) for c in game.effect(candidate).changes}
        board.show(
            game.board,
            game.line_points(Side.ROWS),
            game.line_points(Side.COLUMNS),
            cursor=ch.cursor if table.human_turn else None,
            targets=() if hidden or robot_turn else ch.targets,
            chosen=ch.first,
            last=squares_of(last.move) if last else (),
            preview=preview,
            sixes=game.scorer.six_alike_lines(game.board),
            columns_title=" & ".join(game.members(Side.COLUMNS)),
            rows_title=" & ".join(game.members(Side.ROWS)),
        )
        hand = self.query_one(HandView)
        name = game.players[seat]
        colour = render(msg.colour(game.side_of(seat)))
        if game.is_over:
            hand.show(_("Game over"), [], hidden_text=_("Enter: next game or close"))
        elif robot_turn:
            title = _("{name} (robot, {side}) is playing").format(name=name, side=colour)
            hand.show(title, [], hidden_text="…")
        elif hidden:
            hand.show(
                _("{name}'s hand").format(name=name),
                [],
                hidden_text=_("Pass the keyboard to {name}, then press Enter").format(name=name),
            )
        else:
            selected = {s for s in (ch.slot, ch.symbol_slot) if s is not None}
            if seat == game.lone:
                title = _("{name}'s hand - {side}, alone")
            else:
                title = _("{name}'s hand - {side}")
            hand.show(title.format(name=name, side=colour), game.hand, selected, ch.slot_targets)
        self.query_one("#info", Static).update(self._info_text())
        # the match standing under the board, where it fits on one line at 80 columns
        standing = msg.standing(self.session.match)
        self.query_one("#standing", Static).update("" if standing is None else render(standing))
        self.query_one("#standing", Static).display = standing is not None
        self.query_one("#played", Static).update(self._played_text())
        log = self.query_one("#log", Static)
        # the newest turns that fit: the latest turn is never cut off at the bottom
        lines = table.log()
        log.update(lines_text(lines[-log.size.height :] if log.size.height else lines))
        status = self.query_one("#status", Static)
        status.update(lines_text(table.status()))
        status.set_class(table.error, "error")

    def _info_text(self) -> Text:
        game = self.game
        match = self.session.match
        totals = game.totals()
        t = Text()
        k = len(match.games)
        turn = len(game.history) + 1
        if match.rule.kind is not MatchKind.SINGLE:
            head = _("Crosswise · game {game} · turn {turn}").format(game=k, turn=turn)
        else:
            head = _("Crosswise · turn {turn}").format(turn=turn)
        t.append(head + "\n")
        titles = {side: render(msg.colour(side)) for side in Side}
        width = max(len(v) for v in titles.values()) + 1
        for side in Side:
            names = ", ".join(
                _("{name} (robot)").format(name=p) if self.session.is_robot(i) else p
                for i, p in enumerate(game.players)
                if game.side_of(i) is side
            )
            t.append_text(side_text(side, f"{titles[side]:<{width}}{totals[side]:>3}  "))
            t.append(names + "\n")
        if not game.is_over:
            t.append(_("On turn:") + " ")
            t.append_text(side_text(game.side, f"{game.players[game.seat]} ({render(msg.colour(game.side))})"))
            t.append("  " + _("next: {name}").format(name=game.players[game.next_seats(2)[1]]) + "\n")
        t.append(_("Bag: {n} tiles").format(n=len(game.bag)))
        return t

    def _played_text(self) -> str:
        """The action tiles played so far, each by glyph and name (two a line); the
        tooltip says what each does."""
        counts = [render(m) for m in msg.action_counts(self.game)]
        width = max(len(c) for c in counts)
        pairs = ["  ".join(f"{c:<{width}}" for c in counts[i : i + 2]).rstrip() for i in range(0, len(counts), 2)]
        return _("Action tiles played:") + "\n" + "\n".join(pairs)

    # ---------------------------------------------------------------- game over
    def _show_game_over(self) -> None:
        match = self.session.match
        text = lines_text(self.table.game_over())
        outcome = self.session.league_end()
        if outcome is not None and outcome.error:
            self.notify(league_error_text(outcome.error), severity="error", timeout=10)
        league = league_lines(outcome)
        if league:
            text += "\n\n" + _("League") + "\n" + "\n".join(f"  {line}" for line in league)
        screen = GameOverScreen(
            text,
            match.is_over,
            rematch=self._rematch if match.is_over else None,
            saved=self.session.path is not None,
        )
        self.app.push_screen(screen, self._after_game_over)

    def _rematch(self) -> None:
        """r after the match: a new match for the same seats and rules, on a new seed."""
        match = self.session.match
        robots = {name: level for name, level in self.session.robots.items() if name not in self.session.handed}
        league = self.session.league
        if league is not None:  # a rematch is a new match: the seats are checked again
            from lexitile.tui.forms.base import league_refusal  # noqa: PLC0415 - the screen loads when first shown, not when the app starts

            try:
                league = seat_people(match.players, list(robots), competitive=league.competitive, wager=league.wager)
            except LeagueError as exc:
                self.notify(league_refusal(exc), severity="error", timeout=8)
                return
        opening = new_match(
            match.players, robots, None, match.table, match.rule, save=self.session.path is not None, league=league
        )
        shell(self).open_game(opening)

    def _after_game_over(self, answer: str | None) -> None:
        if answer == "next" and self.table.next_game():
            self._after_change()
        else:
            shell(self).leave_game()

    # ---------------------------------------------------------------- input
    def _changed(self, changed: bool) -> None:
        if changed:
            self.refresh_view()

    def action_cursor(self, drow: int, dcol: int) -> None:
        self._changed(self.table.cursor(drow, dcol))

    def action_slot(self, slot: int) -> None:
        self._changed(self.table.slot(slot))

    def _curtain_lifted(self, _answer: str | None = None) -> None:
        """The person on turn lifted the shell's curtain: their hand is shown."""
        self._changed(self.table.lift_curtain())

    def action_choose(self) -> None:
        if self.table.curtain is not None:
            self._curtain_lifted()
        elif self.table.summary_waiting:
            self._after_change()
        else:
            self._play(self.table.choose())

    def _play(self, changed: bool) -> None:
        """After an intent that may have played a turn: what is due next."""
        if changed:
            self._after_change()

    def action_back(self) -> None:
        self._changed(self.table.back())

    def action_pass_turn(self) -> None:
        self._play(self.table.pass_turn())

    def action_robot(self) -> None:
        """b: after asking (a new player pressed it and the computer played at once), the
        computer takes the seat on turn; t gives it back."""
        if not self.table.human_turn:
            self._play(self.table.hand_to_robot())  # a computer is on turn: the table refuses, nothing to ask
            return
        name = self.table.game.players[self.table.game.seat]
        question = _("Let the computer play for {name}? t gives the seat back.").format(name=name)

        def answered(yes: bool | None) -> None:
            if yes:
                self._play(self.table.hand_to_robot())

        self.app.push_screen(ConfirmScreen(question, _("Computer plays"), _("Keep playing")), answered)

    def action_take_back(self) -> None:
        if self.table.take_back() and self._robot_timer is not None:
            self._robot_timer.stop()
            self._robot_timer = None
        self._after_change()

    def action_help(self) -> None:
        self.app.push_screen(RulesCard([self.card or _("The rules card is missing.")]))

    def action_quit_game(self) -> None:
        """q: the app's one quit question (saved or not, and how to resume)."""
        shell(self).quit_game()

    def on_board_view_square_clicked(self, message: BoardView.SquareClicked) -> None:
        self._play(self.table.choose(message.square))

    def on_board_view_square_hovered(self, message: BoardView.SquareHovered) -> None:
        self._changed(self.table.point_at(message.square))

    def on_hand_view_slot_clicked(self, message: HandView.SlotClicked) -> None:
        self.action_slot(message.slot)


# ---------------------------------------------------------------- openings


def table_screen(app: Any, session: Session) -> Any:
    """The Crosswise table for ``session`` (the rules card in the interface language)."""
    delay = getattr(app, "crosswise_robot_delay", 0.4)
    return CrosswiseScreen(session, delay, rules_card(ui_language()))


def new_match(
    players: Sequence[str],
    robots: dict[str, str],
    seed: int | None,
    table: Any,
    rule: Any,
    *,
    save: bool = True,
    league: Any = None,
) -> Opening:
    """A new Crosswise match; one that cannot be saved does not start. ``league``: the
    household league's table (its seats checked), or ``None``."""

    def prepare(app: Any) -> Session:
        session = Session.new(list(players), robots, seed, table, rule, save=save, league=league)
        if session.last_error:
            raise ValueError(session.last_error_text or session.last_error)
        return session

    return Opening("crosswise", prepare, table_screen, tuple(players), dict(robots))
