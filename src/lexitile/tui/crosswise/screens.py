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

from rich.text import Text
from textual.app import ComposeResult
from textual.binding import Binding
from textual.containers import Horizontal, Vertical
from textual.screen import Screen
from textual.timer import Timer
from textual.widgets import Footer

from lexitile.crosswise.board import Line, Side, square_name
from lexitile.crosswise.errors import IllegalTurnError
from lexitile.crosswise.game import Game
from lexitile.crosswise.moves import Move, Pass, squares_of
from lexitile.crosswise.outcome import Outcome
from lexitile.crosswise.table import MatchKind
from lexitile.i18n import N_, _, localize_bindings, pgettext
from lexitile.play.crosswise import Session
from lexitile.play.recap import CrosswiseFeed, seat_message
from lexitile.tui.crosswise.chooser import ChoiceError, Chooser
from lexitile.tui.crosswise.dialogs import GameOverScreen, HelpScreen, relabel
from lexitile.tui.crosswise.texts import line_text, move_text, score_text, standing_text, turn_error_text
from lexitile.tui.crosswise.widgets import BoardView, HandView, side_label
from lexitile.tui.screens.save_failed import when_saved
from lexitile.tui.shell.curtain import Hotseat
from lexitile.tui.widgets.plain import Static

_SIDE_COLOUR = {Side.COLUMNS: "#ff9f1c", Side.ROWS: "#2ec46b"}


def side_text(side: Side, text: str) -> Text:
    """``text`` in the side's colour."""
    return Text(text, style=f"bold {_SIDE_COLOUR[side]}")


def describe_outcome(game: Game, outcome: Outcome) -> str:
    """A sentence: who won and why."""
    if outcome.winner is None:
        head = _("A draw")
    else:
        names = " & ".join(game.members(outcome.winner))
        head = _("{side} ({names}) win").format(side=side_label(outcome.winner), names=names)
    reason = outcome.reason.value
    if reason == "six":
        why = _("six alike in {lines}").format(lines=", ".join(line_text(ln) for ln in outcome.six_lines))
    elif reason == "full":
        why = _("the board is full")
    elif reason == "blocked":
        why = _("nobody could play a tile")
    elif reason == "stuck":
        why = _("{name} could not play a tile").format(name=game.players[game.seat])
    else:
        raise KeyError(reason)
    columns, rows = side_label(Side.COLUMNS), side_label(Side.ROWS)
    return f"{head}: {why}. {columns} {outcome.columns} - {rows} {outcome.rows}."


class CrosswiseScreen(Screen):
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
        Binding("escape", "back", N_("Back")),
        Binding("p", "pass_turn", N_("Pass")),
        Binding("b", "robot", N_("Robot")),
        Binding("t", "take_back", N_("Seats back")),
        Binding("question_mark,f1", "help", N_("Rules"), key_display="?"),
        Binding("q", "quit_game", N_("Quit")),
    ]

    def __init__(self, session: Session, robot_delay: float = 0.4, card: str = ""):
        super().__init__()
        localize_bindings(self)
        # The German footer only fits 80 columns with a short word for "Quit" here.
        relabel(self, {"q": pgettext("crosswise footer", "Quit")})
        self.session = session
        self.robot_delay = robot_delay
        self.card = card
        self.chooser = Chooser(session.game)
        self.curtain: str | None = None
        self.message = ""
        self.error = False
        self._robot_pending = False
        self._robot_timer: Timer | None = None
        self.hotseat = Hotseat()
        # a seat's own turn was seen by its person; a robot's by nobody
        self.feed = CrosswiseFeed(self.hotseat.recap, lambda seat: None if session.is_robot(seat) else seat)
        self._over_shown = False

    # ---------------------------------------------------------------- layout
    def compose(self) -> ComposeResult:
        comps = self.session.match.components
        with Horizontal(id="main"):
            with Vertical(id="left"):
                yield BoardView(comps, id="board")
                yield Static(id="status")
            with Vertical(id="right"):
                yield Static(id="info")
                yield HandView(comps, id="hand")
                yield Static(id="log")
        yield Footer()

    def on_mount(self) -> None:
        self._new_game_started()

    @property
    def game(self) -> Game:
        return self.session.game

    def _new_game_started(self) -> None:
        self.chooser = Chooser(self.game, self.chooser.cursor)
        self._over_shown = False
        self._after_change()

    # ---------------------------------------------------------------- state -> screen
    def _after_change(self) -> None:
        """Redraw, then let a robot move or show the game over dialog."""
        game = self.game
        self.feed.sync(game, len(self.session.match.games))
        if not game.is_over and not self.session.is_robot(game.seat) and self.curtain is None:
            seat = game.seat
            if self.hotseat.needs_curtain(seat, len(self.session.humans)):
                self.curtain = game.players[seat]
                self.app.push_screen(self.hotseat.curtain(seat, self.curtain), self._curtain_lifted)
            else:
                self.hotseat.seen_by(seat)
        self.refresh_view()
        if self.session.unsaved:
            # a turn that is not in the record is not played on: the dialog saves it first
            when_saved(self.app, self.session, self._after_change)
            return
        if game.is_over:
            if not self._over_shown:
                self._over_shown = True
                self.call_after_refresh(self._show_game_over)
            return
        if self.session.is_robot(game.seat) and not self._robot_pending:
            self._robot_pending = True
            if self.robot_delay > 0:
                self._robot_timer = self.set_timer(self.robot_delay, self._robot_step)
            else:
                self.call_later(self._robot_step)

    def _robot_step(self) -> None:
        self._robot_pending = False
        game = self.game
        if game.is_over or not self.session.is_robot(game.seat):
            return
        seat = game.seat
        turn = self.session.robot_turn()
        move = move_text(turn.move, game.components)
        self._say(_("{name} (robot) played {move}").format(name=game.players[seat], move=move))
        self.chooser.reset()
        self._after_change()

    def _say(self, message: str, error: bool = False) -> None:
        self.message = message
        self.error = error

    def refresh_view(self) -> None:
        session = self.session
        game = self.game
        ch = self.chooser
        seat = game.seat
        robot_turn = session.is_robot(seat) and not game.is_over
        hidden = self.curtain is not None
        last = game.history[-1] if game.history else None
        board = self.query_one(BoardView)
        preview: dict[Line, tuple[int, int]] = {}
        candidate = None if (hidden or robot_turn or game.is_over) else ch.candidate()
        if candidate is not None:
            eff = game.effect(candidate)
            preview = {c.line: (c.before, c.after) for c in eff.changes}
        board.show(
            game.board,
            game.line_points(Side.ROWS),
            game.line_points(Side.COLUMNS),
            cursor=None if (hidden or robot_turn or game.is_over) else ch.cursor,
            targets=() if hidden or robot_turn else ch.targets,
            chosen=ch.first,
            last=squares_of(last.move) if last else (),
            preview=preview,
            columns_title=" & ".join(game.members(Side.COLUMNS)),
            rows_title=" & ".join(game.members(Side.ROWS)),
        )
        # the hand
        hand = self.query_one(HandView)
        name = game.players[seat]
        side = game.side_of(seat)
        if game.is_over:
            hand.show(_("Game over"), [], hidden_text=_("Enter: next game or close"))
        elif robot_turn:
            title = _("{name} (robot, {side}) is playing").format(name=name, side=side_label(side))
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
                title = _("{name}'s hand - {side} (alone, 6 tiles)")
            else:
                title = _("{name}'s hand - {side}")
            hand.show(title.format(name=name, side=side_label(side)), game.hand, selected, ch.slot_targets)
        self.query_one("#info", Static).update(self._info_text())
        self.query_one("#log", Static).update(self._log_text())
        status = self.query_one("#status", Static)
        status.update(self._status_text(candidate))
        status.set_class(self.error, "error")

    def _info_text(self) -> Text:
        game = self.game
        comps = game.components
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
        for side in Side:
            names = ", ".join(
                _("{name} (robot)").format(name=p) if self.session.is_robot(i) else p
                for i, p in enumerate(game.players)
                if game.side_of(i) is side
            )
            t.append_text(side_text(side, f"{side_label(side):<8}{totals[side]:>3}  "))
            t.append(names + "\n")
        if not game.is_over:
            t.append(_("On turn:") + " ")
            t.append_text(side_text(game.side, f"{game.players[game.seat]} ({side_label(game.side)})"))
            t.append("  " + _("next: {name}").format(name=game.players[game.next_seats(2)[1]]) + "\n")
        t.append(_("Bag: {n} tiles").format(n=len(game.bag)) + "\n")
        played = "  ".join(f"{k.glyph}{game.played[k.id]}/{comps.action_copies}" for k in comps.actions)
        t.append(_("Played:") + " " + played + "\n")
        if match.rule.kind is not MatchKind.SINGLE:
            t.append(standing_text(match) + "\n")
        return t

    def _log_text(self) -> str:
        game = self.game
        lines = [
            f"{turn.number}. {game.players[turn.seat]} {move_text(turn.move, game.components)}"
            for turn in game.history[-8:]
        ]
        return "\n".join(lines) or _("No turns yet.")

    def _status_text(self, candidate: Move | None) -> Text:
        game = self.game
        comps = game.components
        t = Text()
        if self.message:
            t.append(self.message + "\n")
        if game.is_over or self.curtain is not None or self.session.is_robot(game.seat):
            return t
        ch = self.chooser
        if not game.has_legal_move():
            t.append(_("No tile can be played: press p to pass.") + "\n")
            return t
        t.append(ch.prompt + "\n")
        sq = ch.cursor
        name = square_name(sq, comps.size)
        row, col = game.geometry.lines_through(sq)
        if candidate is not None:
            eff = game.effect(candidate)
            parts = [f"{move_text(candidate, comps)}:"]
            for c in eff.changes:
                parts.append(f"{line_text(c.line)} ({side_label(c.line.side)}) {c.before}→{c.after}")
            t.append(" ".join(parts[:1]) + " " + "; ".join(parts[1:]))
            if eff.sixes:
                wins = ", ".join(_("{side} win").format(side=side_label(ln.side)) for ln in eff.sixes)
                t.append("  " + _("SIX ALIKE:") + " " + wins)
        else:
            scorer = game.scorer
            row_score = scorer.score(scorer.line_tiles(game.board, row))
            col_score = scorer.score(scorer.line_tiles(game.board, col))
            t.append(
                f"{name}: {line_text(row)} ({side_label(Side.ROWS)}) {score_text(row_score, comps)}; "
                f"{line_text(col)} ({side_label(Side.COLUMNS)}) {score_text(col_score, comps)}"
            )
        return t

    # ---------------------------------------------------------------- game over
    def _show_game_over(self) -> None:
        game = self.game
        match = self.session.match
        outcome = game.outcome
        assert outcome is not None
        lines = [describe_outcome(game, outcome)]
        if match.rule.kind is not MatchKind.SINGLE:
            lines.append(standing_text(match))
            if match.is_over:
                w = match.winner
                if w is None:
                    lines.append(_("Match: a draw."))
                else:
                    names = " & ".join(game.members(w))
                    lines.append(_("Match won by {side} ({names}).").format(side=side_label(w), names=names))
        if self.session.path is not None:
            lines.append(_("Record: {path}").format(path=self.session.path))
        if self.session.last_error_text:
            lines.append(self.session.last_error_text)
        screen = GameOverScreen("\n".join(lines), match.is_over, rematch=self._rematch if match.is_over else None)
        self.app.push_screen(screen, self._after_game_over)

    def _rematch(self) -> None:
        """r after the match: a new match for the same seats and rules, on a new seed."""
        from lexitile.tui.forms.crosswise import new_match

        match = self.session.match
        robots = {name: level for name, level in self.session.robots.items() if name not in self.session.handed}
        opening = new_match(match.players, robots, None, match.table, match.rule, save=self.session.path is not None)
        self.app.open_game(opening)  # type: ignore[attr-defined]

    def _after_game_over(self, answer: str | None) -> None:
        if answer == "next" and not self.session.match.is_over:
            self.session.next_game()
            self.hotseat.keyboard_passed()  # anyone may have closed the summary
            self._say(_("Game {n} begins.").format(n=len(self.session.match.games)))
            self._new_game_started()
        else:
            self.app.leave_game()  # type: ignore[attr-defined]

    # ---------------------------------------------------------------- input
    def _human_turn(self) -> bool:
        """True when a person may act now (no robot, no curtain, game running)."""
        game = self.game
        return not game.is_over and not self.session.is_robot(game.seat) and self.curtain is None

    def _submit(self, move: Move) -> None:
        game = self.game
        seat = game.seat
        try:
            self.session.play(move)
        except IllegalTurnError as exc:  # the chooser only offers legal turns; be safe
            self._say(turn_error_text(exc), error=True)
            self.refresh_view()
            return
        self.chooser.reset()
        note = _("{name} played {move}").format(name=game.players[seat], move=move_text(move, game.components))
        if self.session.last_error_text:
            self._say(self.session.last_error_text, error=True)
        else:
            self._say(note)
        self._after_change()

    def action_cursor(self, drow: int, dcol: int) -> None:
        if self._human_turn():
            self.chooser.move_cursor(drow, dcol)
            self.refresh_view()

    def action_slot(self, slot: int) -> None:
        if not self._human_turn():
            return
        try:
            self.chooser.select_slot(slot)
            self._say("")
        except ChoiceError as exc:
            self._say(str(exc), error=True)
        self.refresh_view()

    def _curtain_lifted(self, _answer: str | None = None) -> None:
        """The person on turn lifted the shell's curtain: their hand is shown."""
        if self.curtain is None:
            return
        self.curtain = None
        self.hotseat.seen_by(self.game.seat)
        self._say("")
        self.refresh_view()

    def action_choose(self) -> None:
        if self.curtain is not None:
            self._curtain_lifted()
            return
        if self.game.is_over and not self._over_shown:
            self._after_change()
            return
        if not self._human_turn():
            return
        self._choose(self.chooser.cursor)

    def _choose(self, square: int) -> None:
        try:
            move = self.chooser.choose_square(square)
        except ChoiceError as exc:
            self._say(str(exc), error=True)
            self.refresh_view()
            return
        if move is None:
            self._say("")
            self.refresh_view()
        else:
            self._submit(move)

    def action_back(self) -> None:
        if self._human_turn() and self.chooser.back():
            self._say("")
            self.refresh_view()

    def action_pass_turn(self) -> None:
        if self._human_turn():
            self._submit(Pass())  # the engine refuses it while a tile can be played

    def action_robot(self) -> None:
        if not self._human_turn():
            return
        seat = self.game.seat
        self.session.hand_to_robot(seat)
        self.hotseat.recap.add(seat_message(self.game.players[seat], robot=True))
        self._say(_("A robot plays for {name} now (t takes the seat back).").format(name=self.game.players[seat]))
        self.chooser.reset()
        self._after_change()

    def action_take_back(self) -> None:
        names = self.session.take_back()
        if names and self._robot_timer is not None:
            self._robot_timer.stop()
            self._robot_timer = None
            self._robot_pending = False
        for name in names:
            self.hotseat.recap.add(seat_message(name, robot=False))
        if names:
            self._say(_("Back in human hands: {names}.").format(names=", ".join(names)))
        else:
            self._say(_("No seat was handed to a robot."))
        self._after_change()

    def action_help(self) -> None:
        self.app.push_screen(HelpScreen(self.card or _("The rules card is missing.")))

    def action_quit_game(self) -> None:
        """q: the app's one quit question (saved or not, and how to resume)."""
        self.app.quit_game()  # type: ignore[attr-defined]

    def on_board_view_square_clicked(self, message: BoardView.SquareClicked) -> None:
        if self.curtain is not None:
            return
        if self._human_turn():
            self.chooser.cursor = message.square
            self._choose(message.square)

    def on_board_view_square_hovered(self, message: BoardView.SquareHovered) -> None:
        if self._human_turn():
            self.chooser.cursor = message.square
            self.refresh_view()

    def on_hand_view_slot_clicked(self, message: HandView.SlotClicked) -> None:
        self.action_slot(message.slot)
