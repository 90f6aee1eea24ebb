"""Computer players on the game screen: a robot seat's move is chosen in a worker
thread (the automaton of the lexicon may need building first: "preparing the computer
player…"), made through the session, shown for a moment, then the next turn starts;
ctrl+t hands a seat to the computer or takes it back.
"""

from __future__ import annotations

import functools

from lexitile.errors import IllegalMoveError
from lexitile.i18n import N_, _
from lexitile.play.draft import Draft
from lexitile.rules.events import EventKind
from lexitile.tui.reasons import error_text
from lexitile.tui.screens.game_turns import GameTurns
from lexitile.tui.screens.seats import SeatsScreen

#: the names of moves other than plays (``EventKind`` values), shown when a computer moves
_KIND_NAMES = {"pass": N_("pass"), "exchange": N_("exchange")}


class GameRobots(GameTurns):
    """The computer's turns (see :class:`GameScreen`)."""

    # ----------------------------------------------------------------- computer players
    def run_robot(self, level: str, doing: str, *, note: str | None = None, timed_out: bool = False) -> None:
        """Let the computer choose the move for the seat on turn in a worker thread;
        :meth:`_robot_chose` makes it."""
        from lexitile.engine.automaton_cache import automaton_ready

        session = self.session
        game = session.game
        if not automaton_ready(game.lexicon):
            self._show_build_progress(doing)
            doing = _("{doing} (preparing the computer player…)").format(doing=doing)
        self.thinking = doing
        self.refresh_all()
        seat, at = game.turn, len(game.history)
        seed = (session.saved.seed * 7919 + at) & 0xFFFFFFFF
        work = functools.partial(self._robot_work, level, seat, at, seed, note, timed_out)
        # not exclusive: the next robot turn starts from the callback of this worker
        self.run_worker(work, thread=True, group="robot", exit_on_error=False)

    def _show_build_progress(self, doing: str) -> None:
        """While the move generator is built (first use of a word list, seconds): the
        percentage done in the thinking line, a few times a second, until it is ready."""
        from lexitile.engine.automaton_cache import automaton_ready, build_progress

        lexicon = self.session.game.lexicon

        def look() -> None:
            if self.thinking is None or not self.is_attached or automaton_ready(lexicon):
                timer.stop()
                return
            done = build_progress()
            if done is None:
                return  # not started yet
            self.thinking = _("{doing} (preparing the computer player: {percent}%)").format(
                doing=doing, percent=int(done * 100)
            )
            self.refresh_all()

        timer = self.set_interval(0.3, look)

    def _robot_work(self, level: str, seat: int, at: int, seed: int, note: str | None, timed_out: bool) -> None:
        """Worker thread: choose (the game is not changed here; the board takes no
        moves meanwhile)."""
        from lexitile.engine.automaton_cache import NoAutomaton
        from lexitile.engine.robots import Action
        from lexitile.play.robot_seats import robot_for

        game = self.session.game
        action: Action | None = None
        problem = ""
        try:
            if level == "timeout":
                from lexitile.engine.automaton_cache import automaton_of
                from lexitile.engine.timeout import timeout_play

                action = timeout_play(game, automaton_of(game.lexicon), game.lexicon)
                problem = "" if action is not None else N_("no legal play")
            else:
                action = robot_for(level, game.lexicon, seed).choose(game)
        except NoAutomaton as exc:
            problem = str(exc)
        except Exception as exc:  # noqa: BLE001 - a robot must never take the app down
            problem = f"the computer player failed: {exc}"
        self.app.call_from_thread(self._robot_chose, seat, at, action, problem, note, timed_out)

    def _robot_chose(self, seat: int, at: int, action, problem: str, note: str | None, timed_out: bool) -> None:
        """Main thread: make the computer's move, show it a moment, then go on."""
        session = self.session
        game = session.game
        if not self.is_attached or session.finished or game.turn != seat or len(game.history) != at:
            self.thinking = None
            return
        if not timed_out and not session.is_robot(seat):
            # the seat was taken back while the computer was thinking
            self.thinking = None
            self.next_turn()
            return
        name = session.person_on_turn()
        try:
            if action is None and timed_out:
                event = session.time_out()
                self.notify(
                    _("{name}'s time ran out: the move counts as a pass ({problem}).").format(
                        name=name, problem=_(problem)
                    ),
                    timeout=6,
                )
            elif action is None:
                session.add_note(f"the computer could not play: {problem}")
                event = session.pass_turn()
                # the note above stays English; the notice shows the reason in the interface language
                self.notify(
                    _("{name} passes: {problem}").format(name=name, problem=_(problem)), severity="warning", timeout=8
                )
            else:
                event = session.perform(action, note)
        except IllegalMoveError as exc:
            self.thinking = None
            self.update_preview(error_text(exc))
            return
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
            if session.unsaved:
                self.show_save_failed(lambda: None)
            if self.thinking is None and session.is_robot() and not session.challenge_open:
                self.draft.recall()
                self.quick = None
                self.next_turn()

        self.app.push_screen(SeatsScreen(session.game.players, session.robots, session.game.turn), chosen)
