"""Rule sets where words are judged only when challenged (``word_check = "challenge"``)."""

from __future__ import annotations

from pathlib import Path

import pytest
from tui_helpers import WORDS, make_session, run_async

from lexitile.savegame import load_saved
from lexitile.tui.app import LexitileApp
from lexitile.tui.screens.curtain import CurtainScreen
from lexitile.tui.screens.dialogs import ConfirmScreen
from lexitile.tui.screens.game import GameScreen
from lexitile.tui.session import Session

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
        assert "✓ 8H DAZE" in text and "judged only if an opponent challenges" in text
        await pilot.press("enter")  # played: open to challenge
        await pilot.pause()
        assert session.game.scores[0] > 0
        await pilot.press("enter")  # Bo lifts the curtain
        await pilot.pause()
        assert screen.can_challenge()
        assert "may be challenged: ctrl+k" in screen.query_one("#preview").plain
        await pilot.press("ctrl+k")
        await pilot.pause()
        assert isinstance(app.screen, ConfirmScreen)
        await pilot.press("y")
        await pilot.pause()
        assert session.game.scores == [0, 0]
        assert session.game.board.is_empty
        assert session.game.history[-1].move_text == "--"
        assert session.game.turn == 1 and isinstance(app.screen, GameScreen)  # still Bo's turn
        saved = load_saved(session.path)
        assert [m.kind for m in saved.moves] == ["play", "challenge"]
        again = Session.resume(saved, WORDS)
        assert again.game.racks == session.game.racks and again.game.bag.tiles == session.game.bag.tiles


@run_async
async def test_a_wrong_challenge_costs_points(data_dir, rules_file):
    session = make_session(data_dir, rules=rules_file)
    app = LexitileApp(session)
    async with app.run_test(size=(80, 24)) as pilot:
        await play_word(pilot, "gazed")
        await pilot.press("enter", "enter", "ctrl+k", "y")
        await pilot.pause()
        assert session.game.scores == [36, -5]
        assert not app.screen.can_challenge() if isinstance(app.screen, GameScreen) else True
        assert isinstance(app.screen, (GameScreen, CurtainScreen))
        assert Session.resume(load_saved(session.path), WORDS).game.scores == [36, -5]
