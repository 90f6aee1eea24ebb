"""Computer players on the game screen: a robot seat's move is chosen in a worker
thread (the automaton of the lexicon may need building first: "preparing the computer
player…"), made through the session, shown for a moment, then the next turn starts;
ctrl+t hands a seat to the computer or takes it back.
"""

from __future__ import annotations

import functools
from collections.abc import Callable

from lexitile.core.message import Message
from lexitile.engine.robots import FAMILIAR_SUFFIX
from lexitile.engine.simulation import simulation_progress
from lexitile.errors import IllegalMoveError
from lexitile.i18n import N_, _
from lexitile.play.draft import Draft
from lexitile.play.recap import seat_message
from lexitile.play.robot_turns import RobotChoice, RobotTurn
from lexitile.rules.events import EventKind
from lexitile.text.render import render
from lexitile.tui.reasons import error_text
from lexitile.tui.screens.game_turns import GameTurns
from lexitile.tui.screens.seats import SeatsScreen

#: the names of moves other than plays (``EventKind`` values), shown when a computer moves
_KIND_NAMES = {"pass": N_("pass"), "exchange": N_("exchange")}


#: Cells of the bar of the expert's time budget.
BAR_CELLS = 10


def simulating_text(doing: str, deals: int, elapsed: float, budget: float) -> str:
    """The thinking line while the expert simulates: what it does, a bar of the time
    budget spent, the deals played out (``table.simulating``)."""
    filled = min(BAR_CELLS, int(BAR_CELLS * elapsed / budget)) if budget > 0 else BAR_CELLS
    bar = "█" * filled + "░" * (BAR_CELLS - filled)
    seconds = f"{min(elapsed, budget):.1f}"
    return render(
        Message(
            "table.simulating", {"doing": doing, "bar": bar, "n": deals, "seconds": seconds, "budget": f"{budget:g}"}
        )
    )


class GameRobots(GameTurns):
    """The computer's turns (see :class:`GameScreen`)."""

    # ----------------------------------------------------------------- computer players
    def run_robot(self, turn: RobotTurn, doing: str) -> None:
        """Let the computer choose the move of ``turn`` in a worker thread;
        :meth:`_robot_chose` makes it."""
        from lexitile.engine.automaton_cache import automaton_ready  # noqa: PLC0415 - loaded on first use, not at start-up

        if turn.level.removesuffix(FAMILIAR_SUFFIX) == "expert":  # not "timeout", the clock's move
            self._show_simulation(turn, doing)
        if not automaton_ready(self.session.game.lexicon):
            self._show_build_progress(doing)
            doing = _("{doing} (preparing the computer player…)").format(doing=doing)
        self.thinking = doing
        self.refresh_all()
        work = functools.partial(self._robot_work, turn)
        # not exclusive: the next robot turn starts from the callback of this worker
        self.run_worker(work, thread=True, group="robot", exit_on_error=False)

    def _show_build_progress(self, doing: str) -> None:
        """While the move generator is built for a computer player's turn: the
        percentage done in the thinking line."""

        def show(percent: int) -> None:
            self.thinking = _("{doing} (preparing the computer player: {percent}%)").format(
                doing=doing, percent=percent
            )
            self.refresh_all()

        self.watch_build(show, lambda: self.thinking is not None)

    def _show_simulation(self, turn: RobotTurn, doing: str) -> None:
        """While the expert simulates (at a table of two to four): a bar of its
        time budget and the deals played out so far, in the thinking line, a few times
        a second until its move is made."""

        def look() -> None:
            if not self.is_attached or self.thinking is None or turn.stale(self.session):
                timer.stop()
                return
            progress = simulation_progress()
            if progress is None:  # not started yet (or not a simulating position)
                return
            self.thinking = simulating_text(doing, progress.deals, progress.elapsed, progress.budget)
            self.update_preview()

        timer = self.set_interval(0.25, look)

    def watch_build(self, show: Callable[[int], None], still_wanted: Callable[[], bool]) -> None:
        """While the move generator is built (first use of a word list, seconds): call
        ``show(percent)`` a few times a second with the percentage done, until it is
        ready or ``still_wanted()`` says nobody waits for it any more."""
        from lexitile.engine.automaton_cache import automaton_ready, build_progress  # noqa: PLC0415 - loaded on first use, not at start-up

        lexicon = self.session.game.lexicon

        def look() -> None:
            if not still_wanted() or not self.is_attached or automaton_ready(lexicon):
                timer.stop()
                return
            done = build_progress()
            if done is not None:  # None: not started yet
                show(int(done * 100))

        timer = self.set_interval(0.3, look)

    def _robot_work(self, turn: RobotTurn) -> None:
        """Worker thread: choose (the game is not changed here; the board takes no
        moves meanwhile)."""
        choice = turn.choose(self.session.game)
        self.app.call_from_thread(self._robot_chose, turn, choice)

    def _robot_chose(self, turn: RobotTurn, choice: RobotChoice) -> None:
        """Main thread: make the computer's move, show it a moment, then go on."""
        session = self.session
        game = session.game
        if not self.is_attached or turn.stale(session):
            self.thinking = None
            return
        if turn.seat_taken_back(session):
            self.thinking = None
            self.next_turn()
            return
        name = session.person_on_turn()
        timed_out, problem = turn.timed_out, choice.problem
        try:
            event = turn.make(session, choice)
        except IllegalMoveError as exc:
            self.thinking = None
            self.update_preview(error_text(exc))
            return
        if timed_out:  # the person was away: their move is news to them
            self.feed.sync(game, unseen=True)
        if choice.action is None and timed_out:
            self.notify(
                _("{name}'s time ran out: the move counts as a pass ({problem}).").format(
                    name=name, problem=_(problem)
                ),
                timeout=6,
            )
        elif choice.action is None:
            # the note is English; the notice shows the reason in the interface language
            self.notify(
                _("{name} passes: {problem}").format(name=name, problem=_(problem)), severity="warning", timeout=8
            )
        if event.kind is EventKind.PLAY:
            if timed_out:
                self.notify(
                    _("{name}'s time ran out: the computer played {move} for {points} for {name}.").format(
                        name=name, move=event.move_text, points=event.score
                    ),
                    timeout=6,
                )
            self.thinking = _("{name} played {move} for {points}").format(
                name=name, move=event.move_text, points=event.score
            )
        else:
            shown = _(_KIND_NAMES.get(event.kind.value, event.kind.value))
            if timed_out:
                self.notify(
                    _("{name}'s time ran out: the computer played {move} for {name}.").format(name=name, move=shown),
                    timeout=6,
                )
            self.thinking = _("{name} played {move}").format(name=name, move=shown)
        cursor = self.draft.cursor if self.draft.cursor_on_board() else game.board.layout.start
        self.draft = Draft(game.board.rows, game.board.cols, cursor)
        self.refresh_all()
        pause = float(getattr(self.app, "robot_pause", 0.0))
        if pause > 0 and not session.finished:
            self.set_timer(pause, lambda: self.turn_done(event))
        else:
            self.turn_done(event)

    def action_seats(self) -> None:
        """ctrl+t: hand a seat to the computer, or take it back."""
        session = self.session
        if session.finished:
            return

        def chosen(robots: dict[int, str] | None) -> None:
            if robots is None or robots == session.robots:
                return
            for seat in range(len(session.game.players)):
                level = robots.get(seat)
                if session.robots.get(seat) != level:
                    session.set_robot(seat, level)
                    self.hotseat.recap.add(seat_message(session.game.players[seat], robot=level is not None))
            if session.unsaved:
                self.show_save_failed(lambda: None)
            if self.thinking is None and session.is_robot() and not session.challenge_open:
                self.draft.recall()
                self.quick = None
                self.next_turn()
            else:  # the score list marks the seats the computer plays: now, not next turn
                self.refresh_scores()

        self.app.push_screen(SeatsScreen(session.game.players, session.robots, session.game.turn), chosen)
