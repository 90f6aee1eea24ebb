"""The new-game screen: a language choice sets the word list and the tile set together
(Palavras Cruzadas defaults to Portuguese), and the checkboxes show their state in the
characters drawn, not only in colour (NO_COLOR)."""

from __future__ import annotations

from textual.widgets import Select
from tui_helpers import run_async

from league_offer import answer_profile_offer
from lexitile.tui.app import LexitileApp
from lexitile.tui.screens.new_game import NewGameScreen, StateCheckbox
from lexitile.tui.shell.curtain import CurtainScreen
from lexitile.tui.shell.rules_card import RulesCard

SIZE = (80, 24)


def recording_loader(specs: list[str]):
    def load(spec: str):
        specs.append(spec)
        return frozenset({"ZA", "QI"})

    return load


async def start(pilot, rules: str | None = None, language: str | None = None) -> None:
    screen = pilot.app.screen
    assert isinstance(screen, NewGameScreen)
    if rules is not None:
        screen.query_one("#rules", Select).value = rules
    if language is not None:
        screen.query_one("#language", Select).value = language
    await pilot.pause()
    await pilot.press("ctrl+s")
    await answer_profile_offer(pilot)
    await pilot.app.workers.wait_for_complete()
    await pilot.pause()


async def chosen_game(rules: str | None, language: str | None):
    specs: list[str] = []
    app = LexitileApp(lexicon_loader=recording_loader(specs))
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        await start(pilot, rules, language)
        assert isinstance(app.screen, CurtainScreen), app.screen
        return specs, app.session


@run_async
async def test_choosing_german_sets_word_list_and_tiles(data_dir):
    specs, session = await chosen_game(None, "de")
    assert specs == ["de"] and session.saved.lexicon == "de"
    assert session.game.rules.tileset.name == "german"


@run_async
async def test_palavras_defaults_to_portuguese_and_its_115_tiles(data_dir):
    specs, session = await chosen_game("palavras", None)
    assert specs == ["pt_BR"] and session.game.rules.tileset.name == "palavras115"
    assert session.game.rules.tileset.total == 115


@run_async
async def test_palavras_in_english_uses_english_tiles_and_the_card_says_so(data_dir):
    app = LexitileApp(lexicon_loader=recording_loader([]))
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        screen = app.screen
        screen.query_one("#rules", Select).value = "palavras"
        screen.query_one("#language", Select).value = "en"
        await pilot.pause()
        await pilot.press("f1")
        await pilot.pause()
        assert isinstance(app.screen, RulesCard)
        card = str(app.screen.query_one("#rules-card").content)
        assert "Word list: lexitile English, based on ENABLE and SCOWL; tile set English, 100 tiles." in card
        assert "Palavras Cruzadas is played in Brazilian Portuguese; this game uses English" in card


@run_async
async def test_checkboxes_show_their_state_without_colour(data_dir, monkeypatch):
    monkeypatch.setenv("NO_COLOR", "1")
    app = LexitileApp(lexicon_loader=recording_loader([]))
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        box = app.screen.query_one("#classic", StateCheckbox)
        off = box.render().plain
        box.focus()
        await pilot.press("space")
        await pilot.pause()
        assert box.value
        on = box.render().plain
        assert on != off and "X" in on and "X" not in off.replace("Classic", "")
