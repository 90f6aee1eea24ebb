"""F1 at 80x24 on the screens that are not a game: the replay (and its review) and the
league's table and profile screens open a card of their keys; the review's keys
(a, j, s, v) are named in the replay's footer and each is explained on the card."""

from __future__ import annotations

import pytest
from tui_helpers import run_async, stand_in_loader

from analysis_oracle import DATA, WORDS
from lexitile.games.crossword.records.replay_model import load_replay
from lexitile.i18n import set_ui_language
from lexitile.storage.league_db import League
from lexitile.tui.app import LexitileApp
from lexitile.tui.screens.league import LeagueScreen
from lexitile.tui.screens.league_profile import ProfileScreen
from lexitile.tui.screens.replay_app import ReplayApp
from lexitile.tui.shell.rules_card import RulesCard
from privacy_frames import screen_text

SIZE = (80, 24)


@pytest.fixture(autouse=True)
def english():
    set_ui_language("en")
    yield
    set_ui_language("en")


def card(app) -> str:
    assert isinstance(app.screen, RulesCard), app.screen
    return app.screen.card_text().plain


@run_async
async def test_f1_in_the_replay_explains_the_review_keys_named_in_the_footer():
    app = ReplayApp(load_replay(DATA / "two-player.gcg"), lexicon_loader=lambda spec: WORDS)
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        footer = screen_text(app).splitlines()[-1]
        assert "a j s v" in footer and "f1" in footer.lower() and footer.rstrip().endswith("Quit"), footer
        await pilot.press("f1")
        await pilot.pause()
        text = card(app)
        lines = {line.split()[0]: line for line in text.splitlines() if line.strip()}
        for key, words in (("a", "top plays"), ("j", "lost equity"), ("s", "summary"), ("v", "review panel")):
            assert words in lines[key], (key, lines.get(key))
        await pilot.press("escape")
        await pilot.pause()
        assert not isinstance(app.screen, RulesCard)


@run_async
async def test_f1_on_the_league_table_and_a_profile(data_dir):
    with League(data_dir / "league.sqlite3") as league:
        league.add_profile("Ann")
    app = LexitileApp(lexicon_loader=stand_in_loader)
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        await pilot.press("ctrl+l")
        await pilot.pause()
        assert isinstance(app.screen, LeagueScreen)
        await pilot.press("f1")
        await pilot.pause()
        text = card(app)
        assert "merge it into another profile" in text and "rename" in text
        await pilot.press("escape", "enter")
        await pilot.pause()
        assert isinstance(app.screen, ProfileScreen)
        await pilot.press("f1")
        await pilot.pause()
        assert "back to the league table" in card(app)


@run_async
async def test_f1_on_the_saved_games_list_and_its_footer_names_enter_and_f1(data_dir):
    from tui_helpers import make_session

    from lexitile.games.crossword.rules.coords import Direction
    from lexitile.games.crossword.rules.placement import Placement
    from lexitile.tui.screens.saved_games import SavedGamesScreen

    session = make_session(data_dir, name="listed")
    session.play(Placement.of([(7, 7, "G"), (7, 8, "A"), (7, 9, "Z"), (7, 10, "E"), (7, 11, "D")], Direction.ACROSS))
    session.close()
    app = LexitileApp(lexicon_loader=stand_in_loader)
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        await pilot.press("ctrl+o")
        await pilot.pause()
        listed = app.screen
        assert isinstance(listed, SavedGamesScreen)
        footer = screen_text(app).splitlines()[-1]
        assert "⏎ Open" in footer and "f1 Keys" in footer, footer  # Textual draws Enter as ⏎
        await pilot.press("f1")
        await pilot.pause()
        text = card(app)
        assert "Saved games" in text and "Enter" in text and "delete" in text and "replay" in text
        await pilot.press("escape")
        await pilot.pause()
        assert app.screen is listed
