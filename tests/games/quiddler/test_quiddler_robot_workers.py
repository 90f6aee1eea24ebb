"""Robot seats one after another: each robot's worker ends as done, not cancelled.

A robot's turn (and a seat handed to the computer) runs in a thread worker whose last
step, on the app's thread, starts the next turn; when that is another robot's, its
worker started while the previous one was still finishing. As an exclusive worker it
cancelled that one: the move was made, but the worker ended "cancelled", and anything
waiting for the table's workers (a test's pilot, a quit) was told so.
"""

from __future__ import annotations

import asyncio

from quiddler_helpers import DECK, StackedGame, setup, stack
from textual.worker import Worker, WorkerState

from lexitile.games.quiddler.robots import Robot
from lexitile.games.quiddler.solver import Solver, WordIndex
from lexitile.play.quiddler import QuiddlerSession
from lexitile.tui.quiddler.quiddler_app import QuiddlerApp

WORDS = frozenset({"CAT", "BEN", "NAB", "TAB", "AT", "TA", "AX", "XI", "QUIT"})


def test_two_robots_in_a_row_both_finish_and_none_is_cancelled(monkeypatch) -> None:
    cancelled: list[str] = []
    cancel = Worker.cancel

    def record_cancel(self: Worker) -> None:
        if self.state is WorkerState.RUNNING:
            cancelled.append(self.name)
        cancel(self)

    monkeypatch.setattr(Worker, "cancel", record_cancel)
    index = WordIndex.from_words(WORDS)
    hands = [["QU", "I", "X"], ["C", "A", "Q"], ["B", "E", "N"]]
    round1 = stack(DECK, hands, dealer=0, turn_up="T", stock_top=["J", "E", "K"])
    game = StackedGame(setup(("Ann", "Bob", "Cy")), index, {0: round1})
    robots = {1: Robot(Solver(index, DECK)), 2: Robot(Solver(index, DECK))}
    session = QuiddlerSession(game, robots)
    app = QuiddlerApp(session)

    async def scenario() -> None:
        async with app.run_test(size=(110, 36)) as pilot:
            for _ in range(100):  # until both robots have played and it is Ann's turn
                await pilot.pause(0.01)
                if game.current == 0 and not list(app.workers):
                    break
            log = session.log_lines()
            assert any(line.startswith("Bob (robot):") for line in log), log
            assert any(line.startswith("Cy (robot):") for line in log), log
            assert game.current == 0

    asyncio.run(scenario())
    assert cancelled == [], f"workers cancelled while they ran: {cancelled}"
