"""The Crosswise game screen and its dialogs (rules card, quit, game over) and the
replay screen.

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
from textual.containers import Horizontal, Vertical, VerticalScroll
from textual.screen import ModalScreen, Screen
from textual.timer import Timer
from textual.widgets import Footer, Static

from lexitile.crosswise.board import Line, Side, square_name
from lexitile.crosswise.errors import IllegalTurnError
from lexitile.crosswise.game import Game, Outcome
from lexitile.crosswise.match import Match
from lexitile.crosswise.moves import Move, Pass, format_move, squares_of
from lexitile.crosswise.table import MatchKind
from lexitile.tui.crosswise.chooser import ChoiceError, Chooser
from lexitile.tui.crosswise.session import Session
from lexitile.tui.crosswise.widgets import BoardView, HandView, side_label

_SIDE_COLOUR = {Side.COLUMNS: "#ff9f1c", Side.ROWS: "#2ec46b"}


def side_text(side: Side, text: str) -> Text:
    """``text`` in the side's colour."""
    return Text(text, style=f"bold {_SIDE_COLOUR[side]}")


def describe_outcome(game: Game, outcome: Outcome) -> str:
    """A sentence: who won and why."""
    if outcome.winner is None:
        head = "A draw"
    else:
        names = " & ".join(game.members(outcome.winner))
        head = f"{side_label(outcome.winner)} ({names}) win"
    why = {
        "six": "six alike in " + ", ".join(str(ln) for ln in outcome.six_lines),
        "full": "the board is full",
        "blocked": "nobody could play a tile",
        "stuck": f"{game.players[game.seat]} could not play a tile",
    }[outcome.reason.value]
    return f"{head}: {why}. COLUMNS {outcome.columns} - ROWS {outcome.rows}."


class HelpScreen(ModalScreen[None]):
    """The rules card (``data/crosswise/rules-card.txt``)."""

    BINDINGS = [Binding("escape,q,question_mark", "close", "Close")]

    def __init__(self, card: str):
        super().__init__()
        self.card = card

    def compose(self) -> ComposeResult:
        with Vertical(id="dialog"):
            with VerticalScroll():
                yield Static(self.card, id="card")
            yield Static("Escape: close")

    def action_close(self) -> None:
        self.dismiss(None)


class ConfirmScreen(ModalScreen[bool]):
    """A yes/no question; returns the answer."""

    BINDINGS = [Binding("y", "answer(True)", "Yes"), Binding("n,escape", "answer(False)", "No")]

    def __init__(self, question: str):
        super().__init__()
        self.question = question

    def compose(self) -> ComposeResult:
        with Vertical(id="dialog"):
            yield Static(self.question)
            yield Static("y: yes   n: no")

    def action_answer(self, yes: bool) -> None:
        self.dismiss(yes)


class GameOverScreen(ModalScreen[str]):
    """How the game (and the match) ended. Returns ``"next"`` or ``"quit"``."""

    BINDINGS = [Binding("enter", "next", "Next game / close"), Binding("q,escape", "quit", "Quit")]

    def __init__(self, text: str, match_over: bool):
        super().__init__()
        self.text = text
        self.match_over = match_over

    def compose(self) -> ComposeResult:
        with Vertical(id="dialog"):
            yield Static(self.text, id="summary")
            yield Static("q: quit" if self.match_over else "Enter: next game   q: quit (the match can be resumed)")

    def action_next(self) -> None:
        self.dismiss("quit" if self.match_over else "next")

    def action_quit(self) -> None:
        self.dismiss("quit")


class CrosswiseScreen(Screen):
    """A Crosswise match at one keyboard: 2-4 seats, people and robots."""

    BINDINGS = [
        Binding("up", "cursor(-1, 0)", "Cursor", show=False),
        Binding("down", "cursor(1, 0)", "Cursor", show=False),
        Binding("left", "cursor(0, -1)", "Cursor", show=False),
        Binding("right", "cursor(0, 1)", "Cursor", show=False),
        Binding("1", "slot(0)", "Tile", key_display="1-6"),
        Binding("2", "slot(1)", "Tile", show=False),
        Binding("3", "slot(2)", "Tile", show=False),
        Binding("4", "slot(3)", "Tile", show=False),
        Binding("5", "slot(4)", "Tile", show=False),
        Binding("6", "slot(5)", "Tile", show=False),
        Binding("enter,space", "choose", "Square"),
        Binding("escape", "back", "Back"),
        Binding("p", "pass_turn", "Pass"),
        Binding("b", "robot", "Robot"),
        Binding("t", "take_back", "Seats back"),
        Binding("question_mark,f1", "help", "Rules", key_display="?"),
        Binding("q", "quit_game", "Quit"),
    ]

    def __init__(self, session: Session, robot_delay: float = 0.4, card: str = ""):
        super().__init__()
        self.session = session
        self.robot_delay = robot_delay
        self.card = card
        self.chooser = Chooser(session.game)
        self.curtain: str | None = None
        self.message = ""
        self.error = False
        self._robot_pending = False
        self._robot_timer: Timer | None = None
        self._last_human: int | None = None
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
        if not game.is_over and not self.session.is_robot(game.seat):
            seat = game.seat
            humans = self.session.humans
            if self._last_human is not None and self._last_human != seat and len(humans) > 1 and self.curtain is None:
                self.curtain = game.players[seat]
            self._last_human = seat
        self.refresh_view()
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
        self._say(f"{game.players[seat]} (robot) played {format_move(turn.move, game.components)}")
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
            hand.show("Game over", [], hidden_text="Enter: next game or close")
        elif robot_turn:
            hand.show(f"{name} (robot, {side_label(side)}) is playing", [], hidden_text="…")
        elif hidden:
            hand.show(f"{name}'s hand", [], hidden_text=f"Pass the keyboard to {name}, then press Enter")
        else:
            selected = {s for s in (ch.slot, ch.symbol_slot) if s is not None}
            lone = " (alone, 6 tiles)" if seat == game.lone else ""
            hand.show(f"{name}'s hand - {side_label(side)}{lone}", game.hand, selected, ch.slot_targets)
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
        head = f"Crosswise · game {k}" if match.rule.kind is not MatchKind.SINGLE else "Crosswise"
        t.append(head + f" · turn {len(game.history) + 1}\n")
        for side in Side:
            names = ", ".join(
                f"{p}{' (robot)' if self.session.is_robot(i) else ''}"
                for i, p in enumerate(game.players)
                if game.side_of(i) is side
            )
            t.append_text(side_text(side, f"{side_label(side):<8}{totals[side]:>3}  "))
            t.append(names + "\n")
        if not game.is_over:
            t.append("On turn: ")
            t.append_text(side_text(game.side, f"{game.players[game.seat]} ({side_label(game.side)})"))
            t.append(f"  next: {game.players[game.next_seats(2)[1]]}\n")
        t.append(f"Bag: {len(game.bag)} tiles\n")
        t.append("Played: " + "  ".join(f"{k.glyph}{game.played[k.id]}/{comps.action_copies}" for k in comps.actions) + "\n")
        if match.rule.kind is not MatchKind.SINGLE:
            t.append(match.standing() + "\n")
        return t

    def _log_text(self) -> str:
        game = self.game
        lines = [
            f"{turn.number}. {game.players[turn.seat]} {format_move(turn.move, game.components)}"
            for turn in game.history[-8:]
        ]
        return "\n".join(lines) or "No turns yet."

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
            t.append("No tile can be played: press p to pass.\n")
            return t
        t.append(ch.prompt + "\n")
        sq = ch.cursor
        name = square_name(sq, comps.size)
        row, col = game.geometry.lines_through(sq)
        if candidate is not None:
            eff = game.effect(candidate)
            parts = [f"{format_move(candidate, comps)}:"]
            for c in eff.changes:
                parts.append(f"{c.line} ({side_label(c.line.side)}) {c.before}→{c.after}")
            t.append(" ".join(parts[:1]) + " " + "; ".join(parts[1:]))
            if eff.sixes:
                t.append("  SIX ALIKE: " + ", ".join(f"{side_label(ln.side)} win" for ln in eff.sixes))
        else:
            scorer = game.scorer
            row_score = scorer.score(scorer.line_tiles(game.board, row))
            col_score = scorer.score(scorer.line_tiles(game.board, col))
            t.append(
                f"{name}: {row} (ROWS) {row_score.describe(comps)}; {col} (COLUMNS) {col_score.describe(comps)}"
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
            lines.append(match.standing())
            if match.is_over:
                w = match.winner
                lines.append("Match: a draw." if w is None else f"Match won by {side_label(w)} ({' & '.join(game.members(w))}).")
        if self.session.path is not None:
            lines.append(f"Record: {self.session.path}")
        if self.session.last_error:
            lines.append(self.session.last_error)
        self.app.push_screen(GameOverScreen("\n".join(lines), match.is_over), self._after_game_over)

    def _after_game_over(self, answer: str | None) -> None:
        if answer == "next" and not self.session.match.is_over:
            self.session.next_game()
            self._last_human = None
            self._say(f"Game {len(self.session.match.games)} begins.")
            self._new_game_started()
        else:
            self.app.exit()

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
            self._say(str(exc), error=True)
            self.refresh_view()
            return
        self.chooser.reset()
        note = f"{game.players[seat]} played {format_move(move, game.components)}"
        if self.session.last_error:
            self._say(self.session.last_error, error=True)
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

    def action_choose(self) -> None:
        if self.curtain is not None:
            self.curtain = None
            self._say("")
            self.refresh_view()
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
        if not self._human_turn():
            return
        if self.game.has_legal_move():
            self._say("You must play a tile: passing is only allowed when no tile can be played.", error=True)
            self.refresh_view()
            return
        self._submit(Pass())

    def action_robot(self) -> None:
        if not self._human_turn():
            return
        seat = self.game.seat
        self.session.hand_to_robot(seat)
        self._say(f"A robot plays for {self.game.players[seat]} now (t takes the seat back).")
        self.chooser.reset()
        self._after_change()

    def action_take_back(self) -> None:
        names = self.session.take_back()
        if names and self._robot_timer is not None:
            self._robot_timer.stop()
            self._robot_timer = None
            self._robot_pending = False
        self._say(f"Back in human hands: {', '.join(names)}." if names else "No seat was handed to a robot.")
        self._after_change()

    def action_help(self) -> None:
        self.app.push_screen(HelpScreen(self.card or "The rules card is missing."))

    def action_quit_game(self) -> None:
        def answer(yes: bool | None) -> None:
            if yes:
                self.app.exit()

        where = f" ({self.session.path})" if self.session.path else ""
        self.app.push_screen(
            ConfirmScreen(f"Quit? The match is saved after every turn{where} and resumes with 'lexitile crosswise --resume'."),
            answer,
        )

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


class ReplayScreen(Screen):
    """Step through a recorded match: the board after each turn, the move list, totals.

    Keys as in the board game's replay: ←/→ one turn, Home/End, PgUp/PgDn ten turns,
    a number and Enter that turn of the game shown (Esc clears the number; with no
    number, Esc quits as ``q`` does).
    """

    BINDINGS = [
        Binding("left", "step(-1)", "Back"),
        Binding("right", "step(1)", "Forward"),
        Binding("pageup", "step(-10)", "-10"),
        Binding("pagedown", "step(10)", "+10"),
        Binding("home", "jump(0)", "Start"),
        Binding("end", "jump(-1)", "End"),
        Binding("0", "digit('0')", "Turn", key_display="0-9 ⏎"),
        *[Binding(str(d), f"digit('{d}')", "Turn", show=False) for d in range(1, 10)],
        Binding("enter", "go_to_turn", "Go", priority=True, show=False),
        Binding("backspace", "erase_digit", "Erase", show=False),
        Binding("escape", "escape", "Clear", show=False),
        Binding("question_mark,f1", "help", "Rules", key_display="?"),
        Binding("q", "app.quit", "Quit"),
    ]

    def __init__(self, match: Match, card: str = ""):
        super().__init__()
        self.match = match
        self.card = card
        self.frames = self._frames(match)
        self.index = len(self.frames) - 1
        self.typed = ""

    @staticmethod
    def _frames(match: Match) -> list[tuple[int, Game, str]]:
        """(game number, a game replayed up to that point, caption) for every position."""
        frames: list[tuple[int, Game, str]] = []
        for k, original in enumerate(match.games, 1):
            game = Game(match.components, match.players, match.table, bag=original.initial_bag, rotation=original.rotation)
            frames.append((k, game.copy(), f"game {k}: start"))
            for turn in original.history:
                game.play(turn.move)
                caption = f"game {k}, turn {turn.number}: {match.players[turn.seat]} {format_move(turn.move, match.components)}"
                frames.append((k, game.copy(), caption))
        return frames

    def compose(self) -> ComposeResult:
        with Horizontal(id="main"):
            with Vertical(id="left"):
                yield BoardView(self.match.components, id="board")
                yield Static(id="status")
            with Vertical(id="right"):
                yield Static(id="info")
                yield Static(id="log")
        yield Footer()

    def on_mount(self) -> None:
        self.refresh_view()

    def action_step(self, delta: int) -> None:
        self.typed = ""
        self.index = max(0, min(len(self.frames) - 1, self.index + delta))
        self.refresh_view()

    def action_jump(self, index: int) -> None:
        self.typed = ""
        self.index = index % len(self.frames)
        self.refresh_view()

    def action_digit(self, digit: str) -> None:
        if len(self.typed) < 4:
            self.typed += digit
        self.refresh_view()

    def action_erase_digit(self) -> None:
        self.typed = self.typed[:-1]
        self.refresh_view()

    def action_escape(self) -> None:
        """Clear a number being typed; without one, quit."""
        if self.typed:
            self.typed = ""
            self.refresh_view()
        else:
            self.app.exit()

    def action_go_to_turn(self) -> None:
        """Enter after a number: the position after that turn of the game shown (0: its start)."""
        if not self.typed:
            return
        turn = int(self.typed)
        self.typed = ""
        current = self.frames[self.index][0]
        same = [i for i, (k, _game, _caption) in enumerate(self.frames) if k == current]
        self.index = same[min(turn, len(same) - 1)]
        self.refresh_view()

    def action_help(self) -> None:
        self.app.push_screen(HelpScreen(self.card or "The rules card is missing."))

    def refresh_view(self) -> None:
        k, game, caption = self.frames[self.index]
        last = game.history[-1] if game.history else None
        self.query_one(BoardView).show(
            game.board,
            game.line_points(Side.ROWS),
            game.line_points(Side.COLUMNS),
            last=squares_of(last.move) if last else (),
            columns_title=" & ".join(game.members(Side.COLUMNS)),
            rows_title=" & ".join(game.members(Side.ROWS)),
        )
        status = f"{caption}   ({self.index + 1}/{len(self.frames)})"
        if game.outcome is not None:
            status += "\n" + describe_outcome(game, game.outcome)
        if self.typed:
            status += f"\nGo to turn: {self.typed}_ (Enter)"
        self.query_one("#status", Static).update(status)
        comps = game.components
        totals = game.totals()
        info = Text()
        info.append("Replay\n")
        for side in Side:
            info.append_text(side_text(side, f"{side_label(side):<8}{totals[side]:>3}  "))
            info.append(", ".join(game.members(side)) + "\n")
        info.append(f"Bag: {len(game.bag)}   Played: " + "  ".join(f"{a.glyph}{game.played[a.id]}" for a in comps.actions))
        self.query_one("#info", Static).update(info)
        lines = []
        for turn in game.history[-12:]:
            lines.append(f"{turn.number}. {game.players[turn.seat]} {format_move(turn.move, comps)}")
        self.query_one("#log", Static).update("\n".join(lines) or "No turns yet.")


