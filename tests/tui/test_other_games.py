"""F3 (or the selector at the top) on the new-game screen switches to another game's
form inside the one app, keeping the players on the form."""

from __future__ import annotations

from textual.widgets import Input, Label, Select
from tui_helpers import run_async, stand_in_loader

from lexitile.tui.app import LexitileApp
from lexitile.tui.forms.crosswise import CrosswiseForm
from lexitile.tui.forms.crossword import CrosswordForm
from lexitile.tui.forms.quiddler import QuiddlerForm
from lexitile.tui.screens.new_game import NewGameScreen, OtherGamesScreen

SIZE = (80, 24)


async def fill(pilot, selector: str, text: str) -> None:
    pilot.app.screen.query_one(selector, Input).value = text
    await pilot.pause()


def seat_names(screen) -> list[str]:
    return [box.value for box in screen.query(Input) if (box.id or "").startswith("seat-")]


@run_async
async def test_f3_switches_to_quiddler_for_the_players_on_the_form(data_dir):
    app = LexitileApp(lexicon_loader=stand_in_loader)
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        assert isinstance(app.screen, NewGameScreen)
        assert isinstance(app.screen.form, CrosswordForm)
        await fill(pilot, "#seat-1", "Ann")
        await fill(pilot, "#seat-2", "Bo")
        await fill(pilot, "#seat-3", "Cy")
        app.screen.query_one("#kind-3", Select).value = "easy"
        await pilot.pause()
        await pilot.press("f3")
        assert isinstance(app.screen, OtherGamesScreen)
        await pilot.press("2")
        await pilot.pause()
        screen = app.screen
        assert isinstance(screen, NewGameScreen) and app.is_running
        assert isinstance(screen.form, QuiddlerForm) and screen.query_one("#game", Select).value == "quiddler"
        assert seat_names(screen)[:3] == ["Ann", "Bo", "Cy"]
        assert screen.form.seats() == (["Ann", "Bo", "Cy"], {"Cy": "easy"})


@run_async
async def test_a_robot_level_the_other_game_lacks_becomes_that_games_default(data_dir):
    """The board game offers an expert; Quiddler has none: the seat keeps its robot
    at Quiddler's default level (the registry's, as on its command line)."""
    from lexitile.core.modes import get_mode

    app = LexitileApp(lexicon_loader=stand_in_loader)
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        await fill(pilot, "#seat-1", "Ann")
        await fill(pilot, "#seat-2", "Cy")
        kinds = app.screen.query_one("#kind-2", Select)
        kinds.value = "expert"  # the board game's form offers it
        await pilot.pause()
        assert app.screen.form.seats() == (["Ann", "Cy"], {"Cy": "expert"})
        await pilot.press("f3", "2")
        await pilot.pause()
        assert isinstance(app.screen.form, QuiddlerForm)
        assert app.screen.form.seats() == (["Ann", "Cy"], {"Cy": get_mode("quiddler").default_robot_level})


@run_async
async def test_f3_switches_to_crosswise_and_escape_cancels(data_dir):
    app = LexitileApp(lexicon_loader=stand_in_loader)
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        await pilot.press("f3")
        assert isinstance(app.screen, OtherGamesScreen)
        await pilot.press("escape")
        assert isinstance(app.screen, NewGameScreen) and isinstance(app.screen.form, CrosswordForm)
        await pilot.press("f3", "3")
        await pilot.pause()
        assert isinstance(app.screen.form, CrosswiseForm)
        assert app.screen.form.seats() == (["Player 1", "Player 2"], {})
        await pilot.press("f3", "1")  # and back to the board game
        await pilot.pause()
        assert isinstance(app.screen.form, CrosswordForm)


@run_async
async def test_a_form_refuses_bad_names(data_dir):
    app = LexitileApp(lexicon_loader=stand_in_loader)
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        await pilot.press("f3", "3")
        await pilot.pause()
        await fill(pilot, "#seat-2", "")
        await pilot.press("ctrl+s")
        await pilot.pause()
        assert isinstance(app.screen, NewGameScreen) and app.is_running
        error = str(app.screen.query_one("#new-game-error", Label).render())
        assert "✗" in error and "2 to 4" in error


def test_footer_lists_other_games():
    assert any(b.key == "f3" and b.description == "Other games" for b in NewGameScreen.BINDINGS)


@run_async
async def test_f1_shows_the_rules_card_of_the_game_chosen(data_dir):
    from lexitile.tui.shell.rules_card import RulesCard

    app = LexitileApp(lexicon_loader=stand_in_loader)
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        for key, title in (("1", "Mattel"), ("2", "QUIDDLER"), ("3", "CROSSWISE")):
            await pilot.press("f3", key)
            await pilot.pause()
            await pilot.press("f1")
            await pilot.pause()
            assert isinstance(app.screen, RulesCard)
            assert title in app.screen.card_text().plain
            await pilot.press("escape")
            await pilot.pause()
            assert isinstance(app.screen, NewGameScreen)
