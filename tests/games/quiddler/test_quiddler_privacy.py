"""Hidden hands stay hidden at the Quiddler table, frame by frame.

Ann and Bob play at one keyboard with a robot (Cy), on a seeded deck, so every hand
is known at every moment. Every frame the app draws is read back as text
(:mod:`privacy_frames`) and must not show a hand other than the one of the person at
the keyboard: not in the hand line, not in a dialog or round summary, not in the log.
The humans draw from the stock and from the discard pile, set words aside, take one
back, discard; Bob hands his seat to the computer (ctrl+r) and Ann gives it back
(ctrl+t); the game is quit right after a draw and resumed, and the draw is still there.
"""

from __future__ import annotations

import asyncio
import re
import time

import pytest
from quiddler_helpers import DECK, WORDS, setup

from lexitile.games.quiddler.cards import sort_hand
from lexitile.games.quiddler.game import Game, Phase
from lexitile.games.quiddler.record import parse_record
from lexitile.games.quiddler.robots import Robot
from lexitile.games.quiddler.solver import Solver, WordIndex
from lexitile.games.quiddler.storage import load_deck
from lexitile.play.quiddler import QuiddlerSession
from lexitile.text.render import english
from lexitile.tui.quiddler.quiddler_app import QuiddlerApp
from lexitile.tui.quiddler.screens import CurtainScreen, RoundScreen
from privacy_frames import FrameRecorder, press

pytestmark = pytest.mark.slow

PLAYERS = ("Ann", "Bob", "Cy")
ROBOT = 2
SIZE = (110, 36)
HUMAN_TURNS = 24
SETTLE_LIMIT_S = 60


def hand_line(game: Game, seat: int) -> str:
    """A seat's whole hand as the hand line writes it (``"A 2  C 8  T 3"``)."""
    return "  ".join(f"{c} {game.deck.value(c)}" for c in sort_hand(game.hand(seat)))


def exposed_by(session: QuiddlerSession):
    """Frame text -> the seats whose hands it shows: a hand line naming them, or
    their whole hand as the hand line writes it, anywhere on the screen."""

    def exposed(text: str) -> set[int]:
        game = session.game
        if game.is_over:
            return set()
        seats = set()
        for seat, name in enumerate(game.players):
            if f"{name}'s hand:" in text or (
                game.hands and len(game.hand(seat)) >= 2 and hand_line(game, seat) in text
            ):
                seats.add(seat)
        return seats

    return exposed


def make_session(path, game: Game | None = None, robots=None) -> QuiddlerSession:
    index = WordIndex.from_words(WORDS)
    if game is None:
        game = Game(setup(PLAYERS, seed=7), index)
    factory = lambda: Robot(Solver(index, DECK))  # noqa: E731
    seats = {ROBOT: factory()} if robots is None else {s: factory() for s in robots}
    return QuiddlerSession(game, seats, lexicon_spec="test", save_path=path, robot_factory=factory)


def resume(path) -> QuiddlerSession:
    """The game of the record at ``path``, as ``lexitile quiddler --resume`` builds it."""
    record = parse_record(path.read_text(), load_deck)
    game = record.replay(WordIndex.from_words(WORDS))
    return make_session(path, game, robots=record.robots)


class Driver:
    """Plays the humans' turns by key presses, telling the recorder who has the keyboard."""

    def __init__(self, pilot, session: QuiddlerSession, recorder: FrameRecorder):
        self.pilot = pilot
        self.app = pilot.app
        self.session = session
        self.rec = recorder
        self.turns = 0
        self.stock_draws: list[tuple[str, str]] = []  # (player, card)
        self.rounds_seen = 0

    async def settle(self) -> None:
        """Wait until a person is asked for something: a curtain, a round's scores, or
        their turn at the table (robots play their turns meanwhile).

        Bounded by wall time, not by a count of pauses: how long a pause lasts depends
        on the machine and on what ran before in the process."""
        deadline = time.monotonic() + SETTLE_LIMIT_S
        while True:
            await self.app.workers.wait_for_complete()
            await self.pilot.pause()
            screen = self.app.screen
            s = self.session
            if isinstance(screen, (CurtainScreen, RoundScreen)) or s.game.is_over:
                return
            busy = getattr(screen, "busy", None)
            if not s.robot_to_play and busy is False:
                return
            if time.monotonic() > deadline:
                workers = [(w.name, w.state.name) for w in self.app.workers]
                raise AssertionError(
                    f"the table never waits for a person: screen {type(screen).__name__}, busy {busy}, "
                    f"robot to play {s.robot_to_play}, workers {workers}"
                )

    async def step(self, mid_turn_action=None) -> None:
        """Get past dialogs to the next human turn, and play it."""
        await self.settle()
        screen = self.app.screen
        if isinstance(screen, RoundScreen):
            self.rounds_seen += 1
            await press(self.pilot, self.rec, "enter")
            return
        if isinstance(screen, CurtainScreen):
            self.rec.hand_to(self.session.game.players.index(screen.player))
            await press(self.pilot, self.rec, "enter")
            return
        if self.session.game.is_over:
            return
        seat = self.session.game.current
        self.rec.hand_to(seat)
        if mid_turn_action is not None:
            await mid_turn_action(self)
            return
        await self.play_turn()

    async def play_turn(self) -> None:
        s = self.session
        g = s.game
        seat = g.current
        if g.phase is Phase.DRAW:
            if self.turns % 3 == 1 and g.discard_top:
                await press(self.pilot, self.rec, "d")
            else:
                before = list(g.hand(seat))
                await press(self.pilot, self.rec, "s")
                drawn = [c for c in g.hand(seat) if before.count(c) < g.hand(seat).count(c)]
                self.stock_draws.append((g.players[seat], drawn[0]))
        if self.turns % 4 == 2:  # set a two-letter word aside and take it back
            for word in ("AT", "TA", "IT", "IN", "ON", "NO", "AN", "AS", "IS", "ER", "RE"):
                if s.check_word(word).ok:
                    await press(self.pilot, self.rec, *word.lower(), "enter")
                    await press(self.pilot, self.rec, "ctrl+z")
                    break
        card = sort_hand(s.free_cards())[-1]
        await press(self.pilot, self.rec, "minus", *card.lower())
        self.rec.turn_ends()
        await press(self.pilot, self.rec, "enter")
        self.turns += 1


def assert_no_stock_card_in_log(session: QuiddlerSession, draws) -> None:
    """No log line says which card a human drew from the stock."""
    for message in session.log:
        assert "card" not in message.fields or message.code != "quiddler.log.drew-stock", message
        line = english(message)
        if "stock" in line:
            for name, card in draws:
                assert not re.search(rf"{name}\b.*\b{card}\b.*stock", line), line


async def hand_seat_over(driver: Driver) -> None:
    """Bob hands his seat to the computer (ctrl+r)."""
    driver.rec.turn_ends()
    await press(driver.pilot, driver.rec, "ctrl+r")


def test_no_frame_shows_another_players_hand(tmp_path) -> None:
    path = tmp_path / "game.qdl"
    session = make_session(path)
    counts = {"frames": 0, "turns": 0}

    async def first_part() -> None:
        app = QuiddlerApp(session, "RULES")
        async with app.run_test(size=SIZE) as pilot:
            rec = FrameRecorder(app, exposed_by(session)).install()
            driver = Driver(pilot, session, rec)
            while driver.turns < 12 and not session.game.is_over:
                await driver.step()
            # Bob hands his seat to the computer on his turn
            while True:
                await driver.settle()
                if isinstance(app.screen, (CurtainScreen, RoundScreen)) or session.game.current != 1:
                    await driver.step()
                    continue
                await driver.step(hand_seat_over)
                break
            assert 1 in session.robots
            for _ in range(4):
                await driver.step()
            # Ann draws, then quits: the draw must survive
            while True:
                await driver.settle()
                if isinstance(app.screen, (CurtainScreen, RoundScreen)):
                    await driver.step()
                    continue
                break
            assert session.game.current == 0 and session.game.phase is Phase.DRAW
            rec.hand_to(0)
            await press(pilot, rec, "ctrl+t")  # Ann gives Bob his seat back
            assert 1 not in session.robots
            await press(pilot, rec, "s")
            counts["hand"] = list(session.game.hand(0))
            await press(pilot, rec, "ctrl+q")  # Ann quits, still at the keyboard
            rec.finish()
            assert not rec.leaks, rec.report(PLAYERS)
            assert_no_stock_card_in_log(session, driver.stock_draws)
            counts["frames"] += rec.frames
            counts["turns"] += driver.turns
            counts["rounds"] = driver.rounds_seen

    asyncio.run(first_part())
    resumed = resume(path)
    assert resumed.game.phase is Phase.FINISH, "the draw was not saved"
    assert sorted(resumed.game.hand(0)) == sorted(counts["hand"])
    assert resumed.robots.keys() == {ROBOT}  # Bob's seat came back before the quit

    async def second_part() -> None:
        app = QuiddlerApp(resumed, "RULES")
        async with app.run_test(size=SIZE) as pilot:
            rec = FrameRecorder(app, exposed_by(resumed)).install()
            driver = Driver(pilot, resumed, rec)
            while driver.turns < HUMAN_TURNS - counts["turns"] + 2 or driver.rounds_seen == 0:
                assert not resumed.game.is_over
                await driver.step()
            rec.finish()
            assert not rec.leaks, rec.report(PLAYERS)
            assert_no_stock_card_in_log(resumed, driver.stock_draws)
            counts["frames"] += rec.frames
            counts["turns"] += driver.turns
            counts["rounds"] += driver.rounds_seen

    asyncio.run(second_part())
    assert counts["turns"] >= 20 and counts["rounds"] >= 1
    print(f"quiddler privacy: {counts['frames']} frames checked, {counts['turns']} human turns")
