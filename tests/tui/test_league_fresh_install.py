"""A competitive table on a fresh install (no league database yet) asks whether the
people get league profiles, as it does once the league exists, instead of silently
not counting the game; a form that cannot start says so before asking."""

from __future__ import annotations

import pytest
from textual.widgets import Input
from tui_helpers import run_async, stand_in_loader

from league_offer import answer_profile_offer
from lexitile.storage.league_db import League
from lexitile.tui.app import LexitileApp
from lexitile.tui.screens.dialogs import ConfirmScreen
from lexitile.tui.screens.new_game import NewGameScreen
from lexitile.tui.shell.curtain import CurtainScreen
from lexitile.tui.widgets.plain import Label
from pilot_keys import settle

SIZE = (80, 24)


async def name_seats(pilot, *names: str) -> None:
    for i, name in enumerate(names, 1):
        pilot.app.screen.query_one(f"#seat-{i}", Input).focus()
        await pilot.press("ctrl+a", "ctrl+k", *name)


@run_async
async def test_the_ticked_box_asks_on_a_fresh_install_and_yes_makes_the_profiles(data_dir):
    db = data_dir / "league.sqlite3"
    assert not db.exists()
    app = LexitileApp(lexicon_loader=stand_in_loader)
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        await name_seats(pilot, "Ann", "Bo")
        await pilot.press("ctrl+s")
        await answer_profile_offer(pilot, yes=True)
        await settle(pilot, lambda: isinstance(app.screen, CurtainScreen))
        assert set(app.session.options.league.profiles) == {"Ann", "Bo"}  # the game counts
    with League(db) as league:
        assert sorted(p.name for p in league.profiles()) == ["Ann", "Bo"]


@run_async
async def test_escape_on_the_offer_goes_back_to_the_form_and_decides_nothing(data_dir):
    """Escape leaves a question without answering it: the game does not start as guests
    (that is the question's "no"), no profile is made, and the offer comes again."""
    app = LexitileApp(lexicon_loader=stand_in_loader)
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        await name_seats(pilot, "Ann", "Bo")
        await pilot.press("ctrl+s")
        await settle(pilot, lambda: isinstance(app.screen, ConfirmScreen))
        await pilot.press("escape")
        await settle(pilot, lambda: isinstance(app.screen, NewGameScreen))
        for _ in range(5):
            await pilot.pause()
        assert isinstance(app.screen, NewGameScreen) and app.session is None
        assert not (data_dir / "league.sqlite3").exists()
        await pilot.press("ctrl+s")
        await answer_profile_offer(pilot, yes=False)  # asked again; now as guests
        await settle(pilot, lambda: isinstance(app.screen, CurtainScreen))


@run_async
async def test_declined_once_not_asked_again_and_a_bad_form_is_refused_first(data_dir):
    app = LexitileApp(lexicon_loader=stand_in_loader)
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        await name_seats(pilot, "Ann", "")
        await pilot.press("ctrl+s")
        await pilot.pause()
        assert isinstance(app.screen, NewGameScreen)  # no question: the form is refused first
        assert "2 to 4 players" in str(app.screen.query_one("#new-game-error", Label).content)
        await name_seats(pilot, "Ann", "Bo")
        await pilot.press("ctrl+s")
        await answer_profile_offer(pilot, yes=False)
        await settle(pilot, lambda: isinstance(app.screen, CurtainScreen))
        assert app.session.options.league.profiles == {}
        await pilot.press("enter", "ctrl+e", "y", "n")  # resign, then a new game
        await settle(pilot, lambda: isinstance(app.screen, NewGameScreen))
        await pilot.press("ctrl+s")  # the same two: they said no in this run
        await settle(pilot, lambda: isinstance(app.screen, CurtainScreen))
    assert not (data_dir / "league.sqlite3").exists()


@pytest.mark.parametrize("language", ["en", "de", "pt_BR"])
@run_async
async def test_a_missing_word_list_file_is_refused_before_the_profile_question(data_dir, language):
    from lexitile.i18n import catalog, set_ui_language

    set_ui_language(language)
    try:
        app = LexitileApp()  # the real loader: the form itself must notice the file is missing
        async with app.run_test(size=SIZE) as pilot:
            await pilot.pause()
            await name_seats(pilot, "Ann", "Bo")
            app.screen.query_one("#lexicon", Input).focus()
            await pilot.press(*"/nope.txt")
            await pilot.press("ctrl+s")
            await settle(pilot, lambda: True)
            assert isinstance(app.screen, NewGameScreen), app.screen  # no question was asked
            label = app.screen.query_one("#new-game-error", Label)
            shown = str(label.content)
            wording = catalog(language).gettext("no such word-list file")
            assert language == "en" or wording != "no such word-list file"  # translated
            assert "/nope.txt" in shown and wording in shown, shown
            assert label.display and app.screen.region.contains_region(label.region)  # visible at 80x24
    finally:
        set_ui_language("en")
    assert not (data_dir / "league.sqlite3").exists()
