"""The Crosswise replay screen: a finished or saved match, turn by turn, with the
shell's replay stepper. It never draws a hand (only the board, the moves and the bag's
count); a match still in play says so in its header."""

from __future__ import annotations

from rich.text import Text
from textual.app import ComposeResult
from textual.binding import Binding
from textual.containers import Horizontal, Vertical
from textual.screen import Screen

from lexitile.games.crosswise.board import Side
from lexitile.games.crosswise.game import Game
from lexitile.games.crosswise.match import Match
from lexitile.games.crosswise.moves import squares_of
from lexitile.i18n import N_, _, localize_bindings, pgettext
from lexitile.tui.crosswise.dialogs import relabel
from lexitile.tui.crosswise.screens import describe_outcome, side_text
from lexitile.tui.crosswise.texts import move_text
from lexitile.tui.crosswise.widgets import BoardView, side_label
from lexitile.tui.opening import shell
from lexitile.tui.shell.rules_card import RulesCard
from lexitile.tui.shell.stepper import ReplayStepper, stepper_bindings
from lexitile.tui.widgets.footer import Footer
from lexitile.tui.widgets.plain import Static


class ReplayScreen(ReplayStepper, Screen[None]):
    """Step through a recorded match: the board after each turn, the move list, totals.

    Keys: the shell's replay stepper (:mod:`lexitile.tui.shell.stepper`; a number and
    Enter go to that turn of the game shown; Esc clears the number, and with no number
    quits as ``q`` does).
    """

    BINDINGS = [
        *stepper_bindings(N_("Turn"), clear="escape"),
        Binding("f1", "help", N_("Rules")),
        Binding("question_mark", "help", N_("Rules"), show=False),  # the table's first key
        Binding("ctrl+q", "app.quit", N_("Quit"), priority=True),  # shown: the app's is not
        Binding("q", "app.quit", N_("Quit"), show=False),
    ]

    def __init__(self, match: Match, card: str = "", *, hands_hidden: bool = False):
        super().__init__()
        #: a match still in play: the header says the hands are hidden
        self.hands_hidden = hands_hidden
        localize_bindings(self)
        # "Start" and "End" are the first and last position here (pgettext: not "start a game").
        relabel(self, {"home": pgettext("replay position", "Start"), "end": pgettext("replay position", "End")})
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
            game = original.restart()
            frames.append((k, game.copy(), _("game {k}: start").format(k=k)))
            for turn in original.history:
                game.play(turn.move, turn.drawn)
                caption = _("game {k}, turn {turn}: {name} {move}").format(
                    k=k, turn=turn.number, name=match.players[turn.seat], move=move_text(turn.move, match.components)
                )
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

    # the stepper (lexitile.tui.shell.stepper): positions are frames, a number a turn
    def stepper_position(self) -> int:
        return self.index

    def stepper_bounds(self) -> tuple[int, int]:
        return 0, len(self.frames) - 1

    def stepper_show(self, position: int) -> None:
        self.index = position
        self.refresh_view()

    def stepper_number(self, number: int) -> int:
        """The position after that turn of the game shown (0: its start)."""
        current = self.frames[self.index][0]
        same = [i for i, (k, _game, _caption) in enumerate(self.frames) if k == current]
        return same[min(number, len(same) - 1)]

    def action_escape(self) -> None:
        """Clear a number being typed; without one, quit."""
        if self.typed:
            self.action_clear_digits()
        else:
            shell(self).leave_game()

    def action_help(self) -> None:
        self.app.push_screen(RulesCard([self.card or _("The rules card is missing.")]))

    def refresh_view(self) -> None:
        _k, game, caption = self.frames[self.index]
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
        if game.side_result is not None:
            status += "\n" + describe_outcome(game, game.side_result)
        if self.typed:
            status += "\n" + self.stepper_prompt()
        self.query_one("#status", Static).update(status)
        comps = game.components
        totals = game.totals()
        info = Text()
        info.append(_("Replay") + "\n")
        if self.hands_hidden:
            info.append(_("hands hidden: game in play") + "\n", "italic")
        for side in Side:
            info.append_text(side_text(side, f"{side_label(side):<8}{totals[side]:>3}  "))
            info.append(", ".join(game.members(side)) + "\n")
        played = "  ".join(f"{a.glyph}{game.played[a.id]}" for a in comps.actions)
        info.append(_("Bag: {n}").format(n=len(game.bag)) + "   " + _("Played:") + " " + played)
        self.query_one("#info", Static).update(info)
        lines = []
        for turn in game.history[-12:]:
            lines.append(f"{turn.number}. {game.players[turn.seat]} {move_text(turn.move, comps)}")
        self.query_one("#log", Static).update("\n".join(lines) or _("No turns yet."))
