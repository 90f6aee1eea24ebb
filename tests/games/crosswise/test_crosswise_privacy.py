"""Hidden hands stay hidden at the Crosswise table, frame by frame.

Ann and Bo play at one keyboard with a robot (Cy) on a seeded match, so every hand is
known. Every frame the app draws is read back as text (:mod:`privacy_frames`) and must
not show a hand other than the one of the person at the keyboard. The people play
tiles with real key presses; Bo hands his seat to the computer (``b``) and Ann gives it
back (``t``); a game ends (its summary) and the next starts; the match is quit and
resumed.
"""

from __future__ import annotations

import asyncio

import pytest

from lexitile.games.crosswise.table import MatchRule
from lexitile.play.crosswise import Session
from lexitile.tui.crosswise.app import CrosswiseApp
from lexitile.tui.crosswise.dialogs import ConfirmScreen, GameOverScreen
from lexitile.tui.crosswise.screens import CrosswiseScreen
from privacy_frames import FrameRecorder, press

pytestmark = pytest.mark.slow

PLAYERS = ("Ann", "Bo", "Cy")
SIZE = (100, 30)


def exposed_by(session: Session):
    """Frame text -> the seats whose hands it shows (the hand's title names its owner
    only when the tiles are shown)."""

    def exposed(text: str) -> set[int]:
        if session.game.is_over:
            return set()
        return {seat for seat, name in enumerate(session.match.players) if f"{name}'s hand - " in text}

    return exposed


class Driver:
    def __init__(self, pilot, session: Session, recorder: FrameRecorder):
        self.pilot = pilot
        self.app = pilot.app
        self.session = session
        self.rec = recorder
        self.turns = 0
        self.summaries = 0

    @property
    def table(self) -> CrosswiseScreen:
        screen = next(s for s in self.app.screen_stack if isinstance(s, CrosswiseScreen))
        return screen

    async def settle(self) -> None:
        for _ in range(300):
            await self.pilot.pause()
            if isinstance(self.app.screen, GameOverScreen):
                return
            game = self.session.game
            if not game.is_over and not self.session.is_robot(game.seat):
                return
        raise AssertionError("the table never waits for a person")

    async def step(self, action=None) -> None:
        await self.settle()
        if isinstance(self.app.screen, GameOverScreen):
            self.summaries += 1
            self.rec.turn_ends()  # anyone may close the summary
            await press(self.pilot, self.rec, "enter")
            return
        table = self.table
        if table.curtain is not None:
            self.rec.hand_to(self.session.match.players.index(table.curtain))
            await press(self.pilot, self.rec, "enter")
            return
        self.rec.hand_to(self.session.game.seat)
        if action is not None:
            await action(self)
            return
        await self.play_turn()

    async def play_turn(self) -> None:
        game = self.session.game
        chooser = self.table.chooser
        before = len(game.history)
        if not game.has_legal_move():
            self.rec.turn_ends()
            await press(self.pilot, self.rec, "p")
            self.turns += 1
            return
        comps = game.components
        for _ in range(8):
            if len(game.history) > before:
                break
            step = chooser.step.name
            if step in ("TILE", "REPLACE_SYMBOL"):
                slots = sorted(chooser.slot_targets, key=lambda i: (not comps.is_symbol(game.hand[i]), i))
                await press(self.pilot, self.rec, str(slots[0] + 1))
                continue
            target = min(chooser.targets)
            r, c = divmod(target, comps.size)
            cr, cc = divmod(chooser.cursor, comps.size)
            keys = ["down"] * ((r - cr) % comps.size) + ["right"] * ((c - cc) % comps.size)
            await press(self.pilot, self.rec, *keys)
            if chooser.candidate(target) is not None:  # this square ends the turn
                self.rec.turn_ends()
            await press(self.pilot, self.rec, "enter")
        assert len(game.history) > before, "the turn was not played"
        self.turns += 1


async def hand_over(driver: Driver) -> None:
    await press(driver.pilot, driver.rec, "b")  # the question stands over the person's own hand
    driver.rec.turn_ends()
    await press(driver.pilot, driver.rec, "y")


async def give_back(driver: Driver) -> None:
    """Ann gives the handed seat back, then plays her turn."""
    await press(driver.pilot, driver.rec, "t")
    await driver.play_turn()


def test_no_frame_shows_another_players_hand(tmp_path, monkeypatch) -> None:
    monkeypatch.setenv("LEXITILE_DATA_DIR", str(tmp_path))
    session = Session.new(list(PLAYERS), robots={"Cy": "easy"}, seed=5, rule=MatchRule.from_text("sumof 2"))
    counts = {"frames": 0, "turns": 0, "summaries": 0}

    async def first_part() -> None:
        app = CrosswiseApp(session, robot_delay=0)
        async with app.run_test(size=SIZE) as pilot:
            rec = FrameRecorder(app, exposed_by(session)).install()
            driver = Driver(pilot, session, rec)
            while driver.turns < 6:
                await driver.step()
            while True:  # Bo hands his seat to the computer on his turn
                await driver.settle()
                if driver.table.curtain is None and session.game.players[session.game.seat] == "Bo":
                    await driver.step(hand_over)
                    break
                await driver.step()
            assert "Bo" in session.handed
            while True:  # Ann gives it back on her turn
                await driver.settle()
                game = session.game
                if driver.table.curtain is None and game.players[game.seat] == "Ann":
                    await driver.step(give_back)
                    break
                await driver.step()
            assert not session.handed
            while driver.turns < 14:
                await driver.step()
            await driver.settle()
            while driver.table.curtain is not None or isinstance(app.screen, GameOverScreen):
                await driver.step()
                await driver.settle()
            await press(pilot, rec, "q")
            assert isinstance(app.screen, ConfirmScreen)
            await press(pilot, rec, "y")
            rec.finish()
            assert not rec.leaks, rec.report(PLAYERS)
            counts["frames"] += rec.frames
            counts["turns"] += driver.turns
            counts["summaries"] += driver.summaries

    asyncio.run(first_part())
    assert session.path is not None
    resumed = Session.resume(session.path)
    assert resumed.game.board == session.game.board

    async def second_part() -> None:
        app = CrosswiseApp(resumed, robot_delay=0)
        async with app.run_test(size=SIZE) as pilot:
            rec = FrameRecorder(app, exposed_by(resumed)).install()
            driver = Driver(pilot, resumed, rec)
            while (driver.turns + counts["turns"] < 24 or driver.summaries == 0) and not resumed.match.is_over:
                await driver.step()
            rec.finish()
            assert not rec.leaks, rec.report(PLAYERS)
            counts["frames"] += rec.frames
            counts["turns"] += driver.turns
            counts["summaries"] += driver.summaries

    asyncio.run(second_part())
    assert counts["turns"] >= 20 and counts["summaries"] >= 1
    print(f"crosswise privacy: {counts['frames']} frames checked, {counts['turns']} human turns")
