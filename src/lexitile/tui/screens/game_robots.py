"""Computer players on the game screen: a robot seat's move is chosen in a worker
thread (the automaton of the lexicon may need building first: "preparing the computer
player…"), made through the table, shown for a moment, then the next turn starts.
What the computer does meanwhile shows in the preview's thinking line.
"""

from __future__ import annotations

import functools
from collections.abc import Callable
from typing import TYPE_CHECKING

from lexitile.core.message import Message
from lexitile.errors import IllegalMoveError
from lexitile.games.crossword.engine.robots import FAMILIAR_SUFFIX
from lexitile.games.crossword.engine.simulation import simulation_progress
from lexitile.games.crossword.rules.events import EventKind
from lexitile.i18n import N_, _, decimal
from lexitile.text.render import render
from lexitile.tui.reasons import error_text

if TYPE_CHECKING:
    from textual.timer import Timer

    from lexitile.play.robot_turns import RobotChoice, RobotTurn
    from lexitile.tui.screens.game_view import GameView

#: the names of moves other than plays (``EventKind`` values), shown when a computer moves
_KIND_NAMES = {"pass": N_("pass"), "exchange": N_("exchange")}


#: Cells of the bar of the expert's time budget.
BAR_CELLS = 10


def simulating_text(doing: str, deals: int, elapsed: float, budget: float) -> str:
    """The thinking line while the expert simulates: what it does, a bar of the time
    budget spent (``elapsed`` of ``budget`` seconds), the deals played out
    (``table.simulating``)."""
    filled = min(BAR_CELLS, int(BAR_CELLS * elapsed / budget)) if budget > 0 else BAR_CELLS
    bar = "█" * filled + "░" * (BAR_CELLS - filled)
    seconds = decimal(min(elapsed, budget))
    return render(
        Message(
            "table.simulating", {"doing": doing, "bar": bar, "n": deals, "seconds": seconds, "budget": f"{budget:g}"}
        )
    )


def watch_build(view: GameView, show: Callable[[int], None], still_wanted: Callable[[], bool]) -> None:
    """While the move generator is built (first use of a word list, seconds): call
    ``show(percent)`` a few times a second with the percentage done, until it is
    ready or ``still_wanted()`` says nobody waits for it any more."""
    from lexitile.games.crossword.engine.automaton_cache import automaton_ready, build_progress  # noqa: PLC0415 - loaded on first use, not at start-up

    lexicon = view.session.game.lexicon

    def look() -> None:
        if not still_wanted() or not view.is_attached or automaton_ready(lexicon):
            timer.stop()
            return
        done = build_progress()
        if done is not None:  # None: not started yet
            show(int(done * 100))

    timer = view.set_interval(0.3, look)


class RobotRunner:
    """Runs the computer's turns of a game screen.

    Args:
        view: the game screen (its table, its drawing, its workers).
        go_on: called once a move is made (``True``) or the seat went back to its
            person before it was (``False``): the next turn starts.
    """

    def __init__(self, view: GameView, go_on: Callable[[bool], None]):
        self.view = view
        self.go_on = go_on

    def run(self, turn: RobotTurn, doing: str) -> None:
        """Let the computer choose the move of ``turn`` in a worker thread (``doing``:
        the thinking line meanwhile)."""
        from lexitile.games.crossword.engine.automaton_cache import automaton_ready  # noqa: PLC0415 - loaded on first use, not at start-up

        view = self.view
        table = view.table
        if turn.level.removesuffix(FAMILIAR_SUFFIX) == "expert":  # not "timeout", the clock's move
            self._show_simulation(turn, doing)
        if not automaton_ready(view.session.game.lexicon):

            def show(percent: int) -> None:
                table.thinking = _("{doing} (preparing the computer player: {percent}%)").format(
                    doing=doing, percent=percent
                )
                view.redraw()

            watch_build(view, show, lambda: table.thinking is not None)
            doing = _("{doing} (preparing the computer player…)").format(doing=doing)
        table.thinking = doing
        view.redraw()
        work = functools.partial(self._work, turn)
        # not exclusive: the next robot turn starts from the callback of this worker
        view.run_worker(work, thread=True, group="robot", exit_on_error=False)

    def _show_simulation(self, turn: RobotTurn, doing: str) -> None:
        """While the expert simulates (at a table of two to four): a bar of its
        time budget and the deals played out so far, in the thinking line, a few times
        a second until its move is made."""
        view = self.view

        def look() -> None:
            if not view.is_attached or view.table.thinking is None or turn.stale(view.session):
                timer.stop()
                return
            progress = simulation_progress()
            if progress is None:  # not started yet (or not a simulating position)
                return
            view.table.thinking = simulating_text(doing, progress.deals, progress.elapsed, progress.budget)
            view.update_preview()

        timer: Timer = view.set_interval(0.25, look)

    def _work(self, turn: RobotTurn) -> None:
        """Worker thread: choose (the game is not changed here; the board takes no
        moves meanwhile)."""
        choice = turn.choose(self.view.session.game)
        self.view.app.call_from_thread(self._chose, turn, choice)

    def _chose(self, turn: RobotTurn, choice: RobotChoice) -> None:
        """Main thread: make the computer's move, show it a moment, then go on."""
        view = self.view
        if not view.is_attached:
            view.table.thinking = None
            return
        try:
            made = view.table.robot_moved(turn, choice)
        except IllegalMoveError as exc:
            view.update_preview(error_text(exc))
            return
        if made is None:
            return
        event = made.event
        if event is None:
            self.go_on(False)
            return
        name, problem = made.name, made.problem
        if choice.move is None and made.timed_out:
            view.notify(
                _("{name}'s time ran out: the move counts as a pass ({problem}).").format(
                    name=name, problem=_(problem)
                ),
                timeout=6,
            )
        elif choice.move is None:
            # the note is English; the notice shows the reason in the interface language
            view.notify(
                _("{name} passes: {problem}").format(name=name, problem=_(problem)), severity="warning", timeout=8
            )
        if event.kind is EventKind.PLAY:
            if made.timed_out:
                view.notify(
                    _("{name}'s time ran out: the computer played {move} for {points} for {name}.").format(
                        name=name, move=event.move_text, points=event.score
                    ),
                    timeout=6,
                )
            view.table.thinking = _("{name} played {move} for {points}").format(
                name=name, move=event.move_text, points=event.score
            )
        else:
            shown = _(_KIND_NAMES.get(event.kind.value, event.kind.value))
            if made.timed_out:
                view.notify(
                    _("{name}'s time ran out: the computer played {move} for {name}.").format(name=name, move=shown),
                    timeout=6,
                )
            view.table.thinking = _("{name} played {move}").format(name=name, move=shown)
        view.redraw()
        pause = float(getattr(view.app, "robot_pause", 0.0))
        if pause > 0 and not view.session.finished:
            view.set_timer(pause, lambda: self.go_on(True))
        else:
            self.go_on(True)
