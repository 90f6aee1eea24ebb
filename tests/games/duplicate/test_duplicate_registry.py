"""Duplicate through the registries, with real keys: offered on the new-game screen,
started from its form, listed in the saved games and resumed from there; a saved game
opened by ``lexitile resume``; a record stepped through round by round."""

from __future__ import annotations

import asyncio

from duplicate_helpers import new_game
from textual.widgets import Input, Select

from lexitile.cli import main
from lexitile.games.duplicate.files import record_positions, save_record
from lexitile.games.duplicate.listing import duplicate_entry
from lexitile.games.duplicate.robots import DuplicateRobot
from lexitile.games.duplicate.setup import GameSetup
from lexitile.storage.saved_games import detect_kind
from lexitile.tui.app import LexitileApp
from lexitile.tui.duplicate.app import DuplicateReplayApp
from lexitile.tui.duplicate.replay import DuplicateReplayScreen
from lexitile.tui.duplicate.screens import DuplicateScreen
from lexitile.tui.screens.dialogs import ConfirmScreen
from lexitile.tui.screens.new_game import NewGameScreen, mode_choices
from lexitile.tui.screens.saved_games import SavedGamesScreen
from pilot_keys import settle


def finished_rounds(rounds: int = 3, seed: int = 3):
    """A game of Ada (no plays) and a hard robot, ``rounds`` rounds in, with its setup."""
    setup = GameSetup(("Ada", "Robo"), {1: "hard"}, think_seconds=0, entry_seconds=0)
    game = new_game(setup.players, seed=seed)
    game.setup = setup
    robot = DuplicateRobot("hard")
    for _ in range(rounds):
        game.enter(0, None)
        game.enter_move(1, robot.choose(game))
        game.close_round()
    return game


def test_a_saved_game_is_a_row_of_the_saved_games_list(tmp_path):
    game = finished_rounds()
    path = tmp_path / "g.dpl"
    save_record(path, game)
    assert detect_kind(path) == "duplicate"
    entry = duplicate_entry(path)
    assert entry.kind == "duplicate" and entry.players == ("Ada", "Robo") and entry.robots == (1,)
    assert entry.scores == game.totals() and entry.scores[1] == game.top_total() > 0
    assert not entry.finished and entry.language == "en" and "mattel" in entry.rules


def test_from_the_new_game_screen_to_the_table_and_back_from_the_saved_games(tmp_path, monkeypatch):
    monkeypatch.setenv("LEXITILE_DATA_DIR", str(tmp_path))

    async def run() -> None:
        app = LexitileApp()
        async with app.run_test(size=(110, 36)) as pilot:
            await pilot.pause()
            position = [mode for _label, mode in mode_choices()].index("duplicate") + 1
            await pilot.press("f3", str(position))
            await settle(pilot, lambda: isinstance(app.screen, NewGameScreen) and app.screen.mode == "duplicate")
            screen = app.screen
            screen.query_one("#seat-1", Input).focus()
            await pilot.press("ctrl+a", "ctrl+k", *"Ann")
            screen.query_one("#seat-2", Input).focus()
            await pilot.press("ctrl+a", "ctrl+k", *"Robo")
            screen.query_one("#kind-2", Select).value = "hard"
            screen.query_one("#d-think", Select).value = 0
            screen.query_one("#league-competitive").value = False
            await pilot.press("ctrl+s")
            await settle(pilot, lambda: isinstance(app.screen, DuplicateScreen))
            table = app.screen
            assert table.session.setup.think_seconds == 0 and table.session.is_robot(1)
            await pilot.press("enter")  # ready: the robot enters, Ann alone needs no curtain
            await settle(pilot, lambda: table.table.seat == 0)
            await pilot.press("minus", "enter")  # no play this round
            await settle(pilot, lambda: app.screen is not table)
            await pilot.press("enter")  # the round's summary
            path = table.session.path
            await pilot.press("ctrl+q")
            await settle(pilot, lambda: isinstance(app.screen, ConfirmScreen))
            await pilot.press("y")
            await settle(pilot, lambda: isinstance(app.screen, NewGameScreen))
            # the form shows the options this game was started with, not its defaults
            assert app.screen.mode == "duplicate"
            assert app.screen.query_one("#d-think", Select).value == 0
            assert app.screen.query_one("#league-competitive").value is False
            await pilot.press("ctrl+o")
            await settle(pilot, lambda: isinstance(app.screen, SavedGamesScreen))
            assert [(e.kind, e.path, e.finished) for e in app.screen.entries] == [("duplicate", path, False)]
            await pilot.press("enter")
            await settle(pilot, lambda: isinstance(app.screen, DuplicateScreen))
            assert len(app.screen.session.game.rounds) == 1 and app.title == "lexitile · Duplicate"

    asyncio.run(run())


def test_lexitile_resume_opens_a_saved_game(tmp_path, monkeypatch):
    monkeypatch.setenv("LEXITILE_DATA_DIR", str(tmp_path))
    game = finished_rounds()
    path = tmp_path / "g.dpl"
    save_record(path, game)
    opened = []
    monkeypatch.setattr("lexitile.tui.duplicate.app.DuplicateApp.run", lambda self: opened.append(self) or 0)
    assert main(["resume", str(path)]) == 0
    (app,) = opened
    assert len(app.starting_session.game.rounds) == 3
    app.starting_session.close()


def test_a_record_steps_round_by_round(tmp_path):
    game = finished_rounds(rounds=4)
    path = tmp_path / "g.dpl"
    save_record(path, game)
    positions = list(record_positions(path))

    async def run() -> None:
        app = DuplicateReplayApp(positions)
        async with app.run_test(size=(110, 34)) as pilot:
            await pilot.pause()
            screen = app.screen
            assert isinstance(screen, DuplicateReplayScreen)

            def shown() -> str:
                return str(screen.query_one("#dup-replay-text").render())

            assert "Round 1 of 4" in shown() and f"Top: {game.rounds[0].top.notation}" in shown()
            await pilot.press("right", "right")
            assert "Round 3 of 4" in shown() and "Ada: no play 0" in shown()
            await pilot.press("end")
            # the record stops in round 5, still in play: not "the end"
            assert not game.is_over
            assert "The game is still in play: round 5 has not been revealed yet." in shown()
            assert "The end" not in shown() and f"Robo: {game.top_total()} (100% of the top)" in shown()
            await pilot.press("home")
            assert "Round 1 of 4" in shown()

    asyncio.run(run())
