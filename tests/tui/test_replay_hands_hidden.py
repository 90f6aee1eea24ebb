"""Quiddler and Crosswise games still in play, replayed read-only: no frame shows a hand.

Each game is played a few turns on a seed, so every hand at every position is known
(rebuilt from the record), and saved unfinished. Its replay is opened as a player opens
it -- ``r`` in the saved-games list, and as ``quiddler --replay`` / ``crosswise
--replay`` (what ``lexitile resume`` offers for a game another lexitile holds) start
it -- and stepped through with real keys; every frame is read back as text
(:mod:`privacy_frames`). A Quiddler frame leaks when it shows a hand as the replay
writes hands (``A B C``) or sorted otherwise; a Crosswise frame when it shows a hand's
title (``Ann's hand - ``), under which the hand widget draws the tiles.
"""

from __future__ import annotations

import argparse
from pathlib import Path

from tui_helpers import WORDS, run_async, stand_in_loader

from lexitile.games.quiddler.cards import sort_hand
from lexitile.games.quiddler.game import Game as QuiddlerGame
from lexitile.games.quiddler.setup import GameSetup
from lexitile.games.quiddler.storage import load_deck, load_record, new_record_path
from lexitile.tui.app import LexitileApp
from lexitile.tui.crosswise.replay import ReplayScreen as CrosswiseReplay
from lexitile.tui.forms.quiddler import make_session as quiddler_session
from lexitile.tui.quiddler.replay import ReplayScreen as QuiddlerReplay
from lexitile.tui.screens.saved_games import SavedGamesScreen
from privacy_frames import FrameRecorder, press

SIZE = (100, 34)
KEYS = ("home", *["right"] * 8, "end", "left", "up", "down", "pageup", "pagedown", "2", "enter", "end")


def quiddler_in_play(turns: int = 4) -> Path:
    """Cy and Di, 5 cards a hand: ``turns`` turns of drawing from the stock and
    discarding; the record's path."""
    game = QuiddlerGame(GameSetup(("Cy", "Di"), 5, load_deck("english")), WORDS)
    session = quiddler_session(game, {}, WORDS, "en", new_record_path(players=["Cy", "Di"]))
    for _ in range(turns):
        session.draw("stock")
        session.finish(min(session.game.hand(session.game.current)))
    session.close()
    assert not session.game.is_over
    return Path(session.save_path)


def quiddler_hands(path: Path) -> list[str]:
    """Every hand of at least two cards at every position, as the replay would write it."""
    record = load_record(path)
    shown = set()
    for k in range(len(record.actions) + 1):
        game = record.replay(None, upto=k)
        for seat in range(len(game.players)):
            hand = game.hand(seat)
            if len(hand) >= 2:
                shown.add(" ".join(sort_hand(hand)))
                shown.add(" ".join(sorted(hand)))
    assert len(shown) >= 8
    return sorted(shown)


def quiddler_exposed(path: Path):
    hands = quiddler_hands(path)

    def exposed(text: str) -> set[int]:
        return {0} if any(h in text for h in hands) else set()

    return exposed


def crosswise_in_play(turns: int = 5) -> tuple[Path, object]:
    from lexitile.games.crosswise.robots import make_robot
    from lexitile.play.crosswise import Session

    session = Session.new(["Ed", "Flo"], seed=3)
    robot = make_robot("easy", 3)
    for _ in range(turns):
        session.play(robot.choose(session.game))
    session.save()
    session.close()
    assert not session.match.is_over
    return session.path, session


def crosswise_exposed(session):
    """A hand is drawn under its title, ``Ann's hand - ...`` (the hand widget's)."""
    names = session.match.players

    def exposed(text: str) -> set[int]:
        return {s for s, name in enumerate(names) if f"{name}'s hand" in text}

    return exposed


async def open_from_list(pilot, recorder, screen_type):
    app = pilot.app
    await pilot.press("ctrl+o")
    await pilot.pause()
    assert isinstance(app.screen, SavedGamesScreen)
    await press(pilot, recorder, "r")
    for _ in range(100):
        await app.workers.wait_for_complete()
        await pilot.pause()
        if isinstance(app.screen, screen_type):
            return app.screen
    raise AssertionError(f"no replay opened: {app.screen!r}")


def check(recorder: FrameRecorder) -> None:
    recorder.finish()
    assert recorder.frames >= len(KEYS), recorder.frames
    assert not recorder.leaks, recorder.report(["someone", "someone else"])


@run_async
async def test_quiddler_game_in_play_replayed_from_the_list_shows_no_hand(data_dir):
    path = quiddler_in_play()
    app = LexitileApp(lexicon_loader=stand_in_loader, robot_pause=0)
    async with app.run_test(size=SIZE) as pilot:
        recorder = FrameRecorder(app, quiddler_exposed(path)).install()
        screen = await open_from_list(pilot, recorder, QuiddlerReplay)
        await press(pilot, recorder, *KEYS)
        check(recorder)
        assert screen.hands_hidden and app.session is None
        status = str(screen.query_one("#replay-status").render())
        assert "hands hidden: game in play" in status
        hands = str(screen.query_one("#replay-hands").render())
        assert "Cy" in hands and "cards (hidden)" in hands


def first_screen_of(command: str, argv: list[str], monkeypatch) -> object:
    """The first screen ``lexitile COMMAND ARGV`` opens (the app is made, not run)."""
    import importlib

    made: list[object] = []

    def run(self, *args, **kwargs):
        made.append(self.first_screen() if self.first_screen is not None else self)
        return 0

    monkeypatch.setattr(LexitileApp, "run", run)
    module = importlib.import_module(f"lexitile.commands.{command}")
    parser = argparse.ArgumentParser()
    module.register(parser.add_subparsers())
    args = parser.parse_args([command, *argv])
    assert args.func(args) == 0
    assert made
    return made[0]


def test_quiddler_replay_command_hides_the_hands_of_a_game_in_play(data_dir, monkeypatch):
    path = quiddler_in_play()
    screen = first_screen_of("quiddler", ["--replay", str(path)], monkeypatch)
    assert isinstance(screen, QuiddlerReplay) and screen.hands_hidden


@run_async
async def test_crosswise_match_in_play_replayed_from_the_list_shows_no_hand(data_dir):
    _path, session = crosswise_in_play()
    app = LexitileApp(lexicon_loader=stand_in_loader, robot_pause=0)
    async with app.run_test(size=SIZE) as pilot:
        recorder = FrameRecorder(app, crosswise_exposed(session)).install()
        screen = await open_from_list(pilot, recorder, CrosswiseReplay)
        await press(pilot, recorder, *KEYS)
        check(recorder)
        assert screen.hands_hidden and app.session is None
        assert "hands hidden: game in play" in str(screen.query_one("#info").render())


def test_crosswise_replay_command_says_the_hands_of_a_match_in_play_are_hidden(data_dir, monkeypatch):
    path, _session = crosswise_in_play()
    screen = first_screen_of("crosswise", ["--replay", str(path)], monkeypatch)
    assert isinstance(screen, CrosswiseReplay) and screen.hands_hidden
