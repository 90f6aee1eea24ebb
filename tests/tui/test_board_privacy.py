"""Hidden racks stay hidden in the board game, frame by frame (Palavras Cruzadas rules).

Ann and Bo play at one keyboard with a robot (Cy), on a seeded bag, so every rack is
known. Every frame the app draws is read back as text (:mod:`privacy_frames`) and must
not show a rack other than the one of the person at the keyboard. The people play the
move generator's best move key by key, answer the challenge window, take a play back
by agreement, hand Bo's seat to the computer and back (ctrl+t), quit and resume.
"""

from __future__ import annotations

import lzma
import re

import pytest
from tui_helpers import run_async

from lexitile.games.crossword.rules.events import EventKind
from lexitile.play.board_session import Session
from lexitile.play.board_setup import GameSetup
from lexitile.play.table_options import GameOptions
from lexitile.resources import data_path
from lexitile.savegame import load_saved
from lexitile.tui.app import LexitileApp
from lexitile.tui.screens.agreement import AgreementScreen
from lexitile.tui.screens.challenge import ChallengeWindowScreen
from lexitile.tui.screens.dialogs import ConfirmScreen
from lexitile.tui.screens.game import GameScreen
from lexitile.tui.screens.game_over import GameOverScreen
from lexitile.tui.screens.seats import SeatsScreen
from lexitile.tui.shell.curtain import CurtainScreen
from lexitile.tui.widgets.board import BoardView
from lexitile.tui.widgets.rack import rack_label
from privacy_frames import FrameRecorder, press

movegen = pytest.importorskip("lexitile.games.crossword.engine.movegen")
automaton = pytest.importorskip("lexitile.games.crossword.engine.automaton")

pytestmark = pytest.mark.slow

PLAYERS = ("Ann", "Bo", "Cy")
SIZE = (100, 32)


def short_words() -> list[str]:
    with lzma.open(data_path("wordlists", "pt_BR.txt.xz"), "rt", encoding="utf-8") as f:
        return [w for w in f.read().split() if len(w) <= 4]


def exposed_by(session: Session):
    """Frame text -> the seats whose racks it shows: the rack line, its owner's name
    followed by tiles with their values (``"Ann  E₁  H₄"``), not "(rack hidden)"."""
    patterns = [re.compile(rf"(?<!\S){re.escape(rack_label(name).strip())}  [A-ZÇ?][₀₁₂₃₄₅₆₇₈₉]") for name in PLAYERS]

    def exposed(text: str) -> set[int]:
        if session.finished:
            return set()
        return {seat for seat, pattern in enumerate(patterns) if pattern.search(text)}

    return exposed


class Driver:
    def __init__(self, pilot, session: Session, recorder: FrameRecorder, lexicon):
        self.pilot = pilot
        self.app = pilot.app
        self.session = session
        self.rec = recorder
        self.lexicon = lexicon
        self.turns = 0
        self.took_back = False

    @property
    def table(self) -> GameScreen:
        return [s for s in self.app.screen_stack if isinstance(s, GameScreen)][-1]

    async def settle(self) -> None:
        for _ in range(300):
            await self.pilot.pause()
            await self.app.workers.wait_for_complete()
            await self.pilot.pause()
            screen = self.app.screen
            if isinstance(screen, (CurtainScreen, ChallengeWindowScreen, AgreementScreen, GameOverScreen)):
                return
            table = self.table
            if (
                screen is table
                and not table.table.curtain_up
                and table.table.thinking is None
                and not self.session.is_robot()
            ):
                return
        raise AssertionError(f"the table never waits for a person: {self.app.screen}")

    async def step(self, action=None) -> None:
        await self.settle()
        screen = self.app.screen
        game = self.session.game
        if isinstance(screen, GameOverScreen):
            return
        if isinstance(screen, ChallengeWindowScreen):
            if not self.took_back and self.turns >= 4 and game.players[game.pending.seat] != "Cy":
                self.took_back = True  # the mover asks to take the play back; the others agree
                await press(self.pilot, self.rec, "u")
                return
            await press(self.pilot, self.rec, "a")  # a person accepts the play
            return
        if isinstance(screen, AgreementScreen):
            await press(self.pilot, self.rec, "y")
            return
        if isinstance(screen, CurtainScreen):
            if screen.undo_by and not self.took_back and self.turns >= 4:
                self.took_back = True  # the mover asks to take the play back; the others agree
                await press(self.pilot, self.rec, "u")
                return
            self.rec.hand_to(PLAYERS.index(screen.player))
            await press(self.pilot, self.rec, "enter")
            return
        self.rec.hand_to(game.turn)
        if action is not None:
            await action(self)
            return
        await self.play_turn()

    async def play_turn(self) -> None:
        game = self.session.game
        table = self.table
        move = movegen.best_move(game.board, game.rack, game.rules.tileset, self.lexicon)
        if move is None:
            await press(self.pilot, self.rec, "ctrl+p")
            self.rec.turn_ends()
            await press(self.pilot, self.rec, "y")
            self.turns += 1
            return
        cell_w, cell_h = table.query_one(BoardView).cell_size
        await self.pilot.click(table.query_one(BoardView), offset=(2 + cell_w * move.col + 1, 1 + cell_h * move.row))
        if table.table.draft.direction is not move.direction:
            await press(self.pilot, self.rec, "space")
        keys = []
        for _, _, tile in sorted(move.tiles):
            keys += ["?", tile.lower()] if tile.islower() else [tile.lower()]
        await press(self.pilot, self.rec, *keys)
        before = len(game.history)
        self.rec.turn_ends()
        await press(self.pilot, self.rec, "enter")
        assert len(game.history) > before, "the play was not made"
        self.turns += 1


async def seats(driver: Driver, seat_key: str, *, leaving: bool) -> None:
    """ctrl+t, the seat's digit, Enter; ``leaving``: the person at the keyboard hands
    over their own seat, so their turn ends with the Enter."""
    await press(driver.pilot, driver.rec, "ctrl+t")
    assert isinstance(driver.app.screen, SeatsScreen)
    await press(driver.pilot, driver.rec, seat_key)
    if leaving:
        driver.rec.turn_ends()
    await press(driver.pilot, driver.rec, "enter")


@run_async
async def test_no_frame_shows_another_players_rack(data_dir):
    lexicon = automaton.Automaton.build(short_words())
    setup = GameSetup(
        PLAYERS, rules="palavras", lexicon="test-words", seed=3, options=GameOptions(), robots={"Cy": "easy"}
    )
    session = Session.start(setup, lexicon, path=data_dir / "games" / "game.json")
    frames = turns = 0
    app = LexitileApp(session, robot_pause=0)
    async with app.run_test(size=SIZE) as pilot:
        rec = FrameRecorder(app, exposed_by(session)).install()
        driver = Driver(pilot, session, rec, lexicon)
        while driver.turns < 8 and not session.finished:
            await driver.step()
        while True:  # Bo hands his seat to the computer on his turn
            await driver.settle()
            if driver.app.screen is driver.table and session.game.turn == 1:

                async def hand_over(d: Driver) -> None:
                    await seats(d, "2", leaving=True)

                await driver.step(hand_over)
                break
            await driver.step()
        assert session.robots.get(1)
        while True:  # Ann gives it back on her turn, then plays
            await driver.settle()
            if driver.app.screen is driver.table and session.game.turn == 0:

                async def give_back(d: Driver) -> None:
                    await seats(d, "2", leaving=False)
                    await d.play_turn()

                await driver.step(give_back)
                break
            await driver.step()
        assert 1 not in session.robots
        while driver.turns < 14:
            await driver.step()
        await driver.settle()
        await press(pilot, rec, "ctrl+q")
        assert isinstance(app.screen, ConfirmScreen)
        rec.turn_ends()
        await press(pilot, rec, "y")
        rec.finish()
        assert not rec.leaks, rec.report(PLAYERS)
        assert driver.took_back
        assert any(e.kind is EventKind.PLAY for e in session.game.history)
        frames += rec.frames
        turns += driver.turns

    resumed = Session.resume(load_saved(session.path), lexicon)
    app = LexitileApp(resumed, robot_pause=0)
    async with app.run_test(size=SIZE) as pilot:
        rec = FrameRecorder(app, exposed_by(resumed)).install()
        driver = Driver(pilot, resumed, rec, lexicon)
        driver.took_back = True
        while driver.turns + turns < 24 and not resumed.finished:
            await driver.step()
        rec.finish()
        assert not rec.leaks, rec.report(PLAYERS)
        frames += rec.frames
        turns += driver.turns
    assert turns >= 20
    print(f"board game privacy: {frames} frames checked, {turns} human turns")
