"""Duplicate at the screen, typed with real keys, every frame judged by the privacy
recorder: no frame shows one person's entry while another has the keyboard.

Ada and Bo play with a robot: each round Enter ends the thinking time, the curtain
comes down for Ada, she types her play, the curtain comes down for Bo, he types his,
and the round's summary shows everything. The game is quit after Ada's entry and
resumed: Bo's curtain comes down and nothing of Ada's entry is shown. One person alone
plays a whole game the same way (no curtain: nobody else is at the table).
"""

from __future__ import annotations

import asyncio

import pytest

from lexitile.core.league_rules import GameStatus
from lexitile.games.crossword.engine.movegen import generate_moves
from lexitile.games.duplicate.setup import GameSetup
from lexitile.play.duplicate import Session
from lexitile.play.duplicate_table import Phase
from lexitile.play.league_table import LeagueOutcome
from lexitile.tui.duplicate.app import DuplicateApp
from lexitile.tui.duplicate.dialogs import DuplicateGameOverScreen, RoundSummaryScreen
from lexitile.tui.duplicate.screens import DuplicateScreen
from lexitile.tui.screens.dialogs import ConfirmScreen
from lexitile.tui.shell.curtain import CurtainScreen
from privacy_frames import FrameRecorder, press

pytestmark = pytest.mark.slow

SIZE = (110, 34)


class Secrets:
    """What each person typed this round: hidden until the round is revealed."""

    def __init__(self, session: Session):
        self.session = session
        self.typed: dict[int, tuple[int, str]] = {}

    def exposed(self, text: str) -> set[int]:
        game = self.session.game
        return {seat for seat, (number, play) in self.typed.items() if number == game.round_number and play in text}


def plays_for(session: Session, seats: int) -> list[str]:
    """A different play per person this round: the top first, then the next best
    plays of another score (so that no typed text is another person's too)."""
    game = session.game
    moves = generate_moves(game.board, game.rack, game.rules.tileset, game.automaton)
    top = game.top
    assert top is not None
    chosen = [top.notation]
    seen = {top.score}
    for move in sorted(moves, key=lambda m: -m.score):
        if len(chosen) == seats:
            break
        if move.score not in seen and len(move.word) > 2:
            chosen.append(move.notation)
            seen.add(move.score)
    while len(chosen) < seats:
        chosen.append("-")
    return chosen


class Driver:
    def __init__(self, pilot, session: Session, recorder: FrameRecorder, secrets: Secrets):
        self.pilot = pilot
        self.app = pilot.app
        self.session = session
        self.rec = recorder
        self.secrets = secrets

    @property
    def screen(self) -> DuplicateScreen:
        return next(s for s in self.app.screen_stack if isinstance(s, DuplicateScreen))

    async def settle(self) -> None:
        for _ in range(50):
            await self.pilot.pause()
            if isinstance(self.app.screen, (CurtainScreen, RoundSummaryScreen, DuplicateGameOverScreen)):
                return
            if isinstance(self.app.screen, DuplicateScreen):
                return
        raise AssertionError(f"the table never waits: {self.app.screen}")

    async def type_play(self, seat: int, play: str) -> None:
        """``seat``'s person types ``play`` and enters it (the keyboard is theirs)."""
        self.secrets.typed[seat] = (self.session.game.round_number, play)
        keys = [{" ": "space", ".": "full_stop", "-": "minus"}.get(ch, ch) for ch in play]
        await press(self.pilot, self.rec, *keys)
        self.rec.turn_ends()
        await press(self.pilot, self.rec, "enter")

    async def play_round(self, plays: list[str], stop_after: int | None = None) -> None:
        """One round: Enter ends the thinking, then each person enters behind the curtain."""
        await self.settle()
        assert self.screen.table.phase is Phase.THINK
        self.rec.turn_ends()  # everybody looks at the table together
        await press(self.pilot, self.rec, "enter")
        for seat in self.session.humans:
            await self.settle()
            if isinstance(self.app.screen, CurtainScreen):
                self.rec.hand_to(seat)
                await press(self.pilot, self.rec, "enter")
            else:
                self.rec.hand_to(seat)
            assert self.screen.table.seat == seat and self.screen.table.curtain is None
            await self.type_play(seat, plays[seat])
            if stop_after == seat:
                return
        await self.settle()
        assert isinstance(self.app.screen, RoundSummaryScreen)
        summary = self.app.screen.text
        for seat in self.session.humans:
            if plays[seat] != "-":
                assert plays[seat] in summary  # revealed now, for everybody
        await press(self.pilot, self.rec, "enter")


def test_two_people_and_a_robot_never_see_each_others_entries(tmp_path, monkeypatch) -> None:
    monkeypatch.setenv("LEXITILE_DATA_DIR", str(tmp_path))
    setup = GameSetup(("Ada", "Bo", "Robo"), {2: "medium"}, think_seconds=0, entry_seconds=0)
    session = Session.new(setup, seed=7)
    secrets = Secrets(session)
    path = session.path
    assert path is not None

    async def first_part() -> None:
        app = DuplicateApp(session)
        async with app.run_test(size=SIZE) as pilot:
            rec = FrameRecorder(app, secrets.exposed).install()
            driver = Driver(pilot, session, rec, secrets)
            for _ in range(3):
                await driver.play_round(plays_for(session, 2))
            # round 4: Ada enters, then the table is quit (ctrl+q, y)
            await driver.play_round(plays_for(session, 2), stop_after=0)
            await driver.settle()
            assert isinstance(app.screen, CurtainScreen)
            await press(pilot, rec, "ctrl+q")
            assert isinstance(app.screen, ConfirmScreen) and "`lexitile resume`" in app.screen.question
            await press(pilot, rec, "y")
            rec.finish()
            assert rec.leaks == [], rec.report(session.players)
            assert rec.frames > 50

    asyncio.run(first_part())
    session.close()
    assert len(session.game.rounds) == 3 and session.game.entries.keys() == {0, 2}

    resumed = Session.resume(path)
    ada_play = secrets.typed[0][1]
    secrets2 = Secrets(resumed)
    secrets2.typed = dict(secrets.typed)

    async def second_part() -> None:
        app = DuplicateApp(resumed)
        async with app.run_test(size=SIZE) as pilot:
            rec = FrameRecorder(app, secrets2.exposed).install()
            driver = Driver(pilot, resumed, rec, secrets2)
            await driver.settle()
            # the round goes on at Bo's entry, behind the curtain; Ada's entry is not shown
            assert isinstance(app.screen, CurtainScreen)
            rec.hand_to(1)
            await press(pilot, rec, "enter")
            assert ada_play not in str(driver.screen.query_one("#dup-status").render())
            await driver.type_play(1, "-")
            await driver.settle()
            assert isinstance(app.screen, RoundSummaryScreen) and ada_play in app.screen.text
            await press(pilot, rec, "enter")
            await driver.play_round(plays_for(resumed, 2))
            rec.finish()
            assert rec.leaks == [], rec.report(resumed.players)

    asyncio.run(second_part())
    resumed.close()
    assert len(resumed.game.rounds) == 5


def test_one_person_alone_plays_a_whole_game_by_keys(tmp_path, monkeypatch) -> None:
    monkeypatch.setenv("LEXITILE_DATA_DIR", str(tmp_path))
    session = Session.new(GameSetup(("Ada",), think_seconds=0, entry_seconds=0), seed=3)
    # what the household league answers for a game of one seat (it scores none)
    session.league_end = lambda path=None: LeagueOutcome(GameStatus.ABORTED)  # type: ignore[method-assign]
    secrets = Secrets(session)

    async def play() -> None:
        app = DuplicateApp(session)
        async with app.run_test(size=SIZE) as pilot:
            rec = FrameRecorder(app, secrets.exposed).install()
            driver = Driver(pilot, session, rec, secrets)
            # F1 shows the rules card, Escape closes it
            await press(pilot, rec, "f1")
            assert "DUPLICATE - rules card" in str(app.screen.card_text())  # type: ignore[attr-defined]
            await press(pilot, rec, "escape")
            # a refused placement is said and may be typed again
            await press(pilot, rec, "enter")
            rec.hand_to(0)
            await press(pilot, rec, "1", "A", "space", "Q", "Q", "enter")
            assert "Not placed" in str(driver.screen.query_one("#dup-status").render())
            await press(pilot, rec, "f2")  # hints are off by default: F2 is not offered
            assert "Hint" not in str(driver.screen.query_one("#dup-status").render())
            await press(pilot, rec, *["backspace"] * 5)
            await driver.type_play(0, plays_for(session, 1)[0])
            await driver.settle()
            # F1 on the round's summary: the rules card, Escape back to the summary
            assert isinstance(app.screen, RoundSummaryScreen)
            await press(pilot, rec, "f1")
            assert "DUPLICATE - rules card" in str(app.screen.card_text())  # type: ignore[attr-defined]
            await press(pilot, rec, "escape")
            assert isinstance(app.screen, RoundSummaryScreen)
            await press(pilot, rec, "enter")  # the summary
            await driver.settle()
            # alone at the table: the thinking prompt asks Ada, not everybody
            status = str(driver.screen.query_one("#dup-status").render())
            assert "Ada: find your play" in status and "Everybody" not in status
            while not session.game.is_over:
                await driver.play_round(plays_for(session, 1))
            await driver.settle()
            for _ in range(20):
                if isinstance(app.screen, DuplicateGameOverScreen):
                    break
                await pilot.pause()
            assert isinstance(app.screen, DuplicateGameOverScreen)
            text = app.screen.result_text().plain
            assert "Share of the top, round by round:" in text and "100%" in text
            # a game alone: the league line says so plainly, and the score is said once
            assert "A game alone does not count for the league." in text and "Annulled" not in text
            assert sum(line.startswith("Ada:") for line in text.splitlines()) == 1, text
            rec.finish()
            assert rec.leaks == []

    asyncio.run(play())
    session.close()
    game = session.game
    assert game.is_over and game.totals() == (game.top_total(),)


def test_the_recorder_catches_an_entry_shown_to_the_next_person(tmp_path, monkeypatch) -> None:
    """The check can fail: a table that says the last entry on the status line leaks."""
    monkeypatch.setenv("LEXITILE_DATA_DIR", str(tmp_path))
    from lexitile.core.message import Message
    from lexitile.play.duplicate_table import DuplicateTable

    session = Session.new(GameSetup(("Ada", "Bo"), think_seconds=0, entry_seconds=0), seed=7)
    secrets = Secrets(session)
    original = DuplicateTable.prompt

    def leaky(self, now):
        entries = self.session.game.entries
        if 0 in entries and entries[0] is not None and self.seat == 1:
            return Message("duplicate.table.rack", {"rack": self.session.game.entry_notation(entries[0])})
        return original(self, now)

    monkeypatch.setattr(DuplicateTable, "prompt", leaky)

    async def play() -> None:
        app = DuplicateApp(session)
        async with app.run_test(size=SIZE) as pilot:
            rec = FrameRecorder(app, secrets.exposed).install()
            driver = Driver(pilot, session, rec, secrets)
            await driver.play_round(plays_for(session, 2))
            rec.finish()
            assert rec.leaks and all(leak.seats == {0} and leak.viewer != 0 for leak in rec.leaks)

    asyncio.run(play())
    session.close()
