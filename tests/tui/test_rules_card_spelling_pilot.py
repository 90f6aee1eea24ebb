"""F1 in a German or Portuguese game shows how words are spelled in tiles (at 80x24): the
rules card's spelling line comes from the game's word list, not from the interface."""

from __future__ import annotations

import pytest
from textual.widgets import Static
from tui_helpers import WORDS, run_async

from lexitile.play.board_session import Session
from lexitile.play.board_setup import GameSetup
from lexitile.tui.app import LexitileApp
from lexitile.tui.screens.game import GameScreen
from lexitile.tui.shell.curtain import CurtainScreen
from lexitile.tui.shell.rules_card import RulesCard

SIZE = (80, 24)


@pytest.mark.parametrize(
    ("rules", "lexicon", "line"),
    [
        ("mattel", "de", "Spelling: ß is written SS; Ä, Ö and Ü are letters of their own"),
        ("palavras", "pt_BR", "Spelling: accents are dropped (PÃO is played as PAO) and Ç is a tile of its own"),
        ("mattel", "en", None),
    ],
)
@run_async
async def test_f1_shows_the_spelling_of_the_games_word_list(data_dir, rules: str, lexicon: str, line: str | None):
    setup = GameSetup(("Ann", "Bo"), rules=rules, lexicon=lexicon, seed=1)
    session = Session.start(setup, WORDS, path=data_dir / "games" / "game.json")
    app = LexitileApp(session)
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        assert isinstance(app.screen, CurtainScreen)
        await pilot.press("enter")
        await pilot.pause()
        assert isinstance(app.screen, GameScreen)
        await pilot.press("f1")
        await pilot.pause()
        assert isinstance(app.screen, RulesCard)
        card = str(app.screen.query_one("#rules-card", Static).render())
        if line is None:
            assert "Spelling:" not in card
        else:  # the card wraps long lines with a hanging indent
            assert line in " ".join(card.split())
        await pilot.press("escape")
        await pilot.pause()
        assert isinstance(app.screen, GameScreen)
