"""Rule sets where words are judged only when challenged (``word_check = "challenge"``)."""

from __future__ import annotations

from pathlib import Path

import pytest
from tui_helpers import WORDS, bottom_line, make_session, run_async

from lexitile.play.board_session import Session
from lexitile.savegame import load_saved
from lexitile.tui.app import LexitileApp
from lexitile.tui.screens.challenge import ChallengeWindowScreen
from lexitile.tui.screens.game import GameScreen
from lexitile.tui.shell.curtain import CurtainScreen
from lexitile.tui.widgets.wordbox import WordBox

RULES = """
name = "challenge-test"
title = "Challenge test rules"
board = "standard15"
tiles = "english"
word_check = "challenge"
challenge_rule = "penalty"
challenge_points = 5
"""


@pytest.fixture
def rules_file(tmp_path: Path) -> str:
    path = tmp_path / "challenge.toml"
    path.write_text(RULES)
    return str(path)


async def play_word(pilot, word: str) -> None:
    await pilot.pause()
    await pilot.press("enter", *word)
    await pilot.pause()


@run_async
async def test_a_phony_is_played_then_challenged_off(data_dir, rules_file):
    session = make_session(data_dir, rules=rules_file)
    app = LexitileApp(session)
    async with app.run_test(size=(80, 24)) as pilot:
        await play_word(pilot, "daze")  # not in the stand-in word list
        screen = app.screen
        assert isinstance(screen, GameScreen)
        text = screen.query_one("#preview").plain
        # placed by the rules, its words not looked up: no ✓ that reads as "a good word"
        assert "? 8H DAZE" in text and "✓" not in text and "judged only if an opponent challenges" in text
        await pilot.press("enter")  # played: the challenge window opens at once
        await pilot.pause()
        assert session.game.scores == [28, 0]  # DAZE (2+1+10+1)x2
        window = app.screen
        assert isinstance(window, ChallengeWindowScreen)
        assert screen.table.curtain_up and screen.query_one("#rack").hidden
        assert not screen.query_one(WordBox).is_open  # no looking words up meanwhile
        assert "Ann played 8H DAZE for 28" in window.window_text().plain
        await pilot.press("c")  # Bo challenges
        await pilot.pause()
        verdict = window.window_text().plain
        assert "DAZE" in verdict and "✗ not valid" in verdict and "withdrawn" in verdict
        await pilot.press("enter")
        await pilot.pause()
        assert session.game.scores == [0, 0]
        assert session.game.board.is_empty
        assert session.game.history[-1].move_text == "--"
        assert session.game.turn == 1 and isinstance(app.screen, CurtainScreen)  # Bo's turn
        assert app.screen.player == "Bo"
        # the board is empty again: Bo's cursor waits on the start square, not where DAZE ended
        assert screen.table.draft.cursor == session.game.rules.layout.start
        assert "challenged off" in str(app.screen.query_one("#curtain-last").content)
        saved = load_saved(session.path)
        assert [m.kind for m in saved.moves] == ["play", "challenge"]
        again = Session.resume(saved, WORDS)
        assert again.game.racks == session.game.racks and sorted(again.game.bag.tiles) == sorted(session.game.bag.tiles)
        await pilot.press("enter")
        await pilot.pause()
        assert screen.query_one(WordBox).is_open


@run_async
async def test_a_wrong_challenge_costs_points(data_dir, rules_file):
    session = make_session(data_dir, rules=rules_file)
    app = LexitileApp(session)
    async with app.run_test(size=(80, 24)) as pilot:
        await play_word(pilot, "gazed")
        await pilot.press("enter")
        await pilot.pause()
        # one opponent: Enter is Bo's answer, not "all" (the window's line names Bo)
        assert "⏎ Accept" in bottom_line(app) and "All accept" not in bottom_line(app)
        # what a wrong challenge costs is said before c is pressed (a new player learnt it after);
        # with one opponent, Enter names them, not "every opponent left"
        before = app.screen.window_text().plain
        assert "A wrong challenge costs the challenger 5 points." in before
        assert "Enter: Bo accepts, and the next move starts" in before
        await pilot.press("c")
        await pilot.pause()
        assert "✓ valid" in app.screen.window_text().plain
        # the verdict is shown: Enter goes on, it accepts nothing any more
        assert "⏎ Continue" in bottom_line(app) and "accept" not in bottom_line(app).lower()
        await pilot.press("enter")
        await pilot.pause()
        assert session.game.scores == [36, -5]
        assert session.game.turn == 1 and isinstance(app.screen, CurtainScreen)
        assert Session.resume(load_saved(session.path), WORDS).game.scores == [36, -5]


@run_async
async def test_accepting_records_the_acceptance_and_the_word_box_comes_back(data_dir, rules_file):
    session = make_session(data_dir, rules=rules_file)
    app = LexitileApp(session)
    async with app.run_test(size=(80, 24)) as pilot:
        await play_word(pilot, "gazed")
        await pilot.press("enter", "a")
        await pilot.pause()
        assert isinstance(app.screen, CurtainScreen) and session.game.pending is None
        assert [m.kind for m in load_saved(session.path).moves] == ["play", "accept"]


@run_async
async def test_a_play_left_open_is_shown_again_on_resume(data_dir, rules_file):
    from lexitile.games.crossword.rules.coords import Direction
    from lexitile.games.crossword.rules.placement import Placement

    first = make_session(data_dir, rules=rules_file)
    first.play(Placement.of([(7, 7, "D"), (7, 8, "A"), (7, 9, "Z"), (7, 10, "E")], Direction.ACROSS))
    session = Session.resume(load_saved(first.path), WORDS)
    assert session.challenge_open
    app = LexitileApp(session)
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        await pilot.pause()
        assert isinstance(app.screen, ChallengeWindowScreen)
        await pilot.press("c", "enter")
        await pilot.pause()
        assert session.game.board.is_empty and isinstance(app.screen, CurtainScreen)


@run_async
async def test_enter_says_all_while_two_are_to_answer_and_accept_once_one_is(data_dir, rules_file):
    """The footer named Enter "All accept" while the window's line named the one opponent
    left: the footer now follows who is left to answer."""
    session = make_session(data_dir, players=("Ann", "Bo", "Cy"), rules=rules_file)
    app = LexitileApp(session)
    async with app.run_test(size=(80, 24)) as pilot:
        await play_word(pilot, "lawn")  # Cy moves first in this game; a word is judged only when challenged
        await pilot.press("enter")
        await pilot.pause()
        assert isinstance(app.screen, ChallengeWindowScreen)
        assert "⏎ All accept" in bottom_line(app)
        await pilot.press("a")  # Ann accepts; Bo is left
        await pilot.pause()
        assert "Enter: Bo accepts" in app.screen.window_text().plain
        assert "⏎ Accept" in bottom_line(app) and "All accept" not in bottom_line(app)
        await pilot.press("enter")
        await pilot.pause()
        assert session.game.pending is None and session.game.turn == 0  # the play stands; Ann is on turn
