"""The new-game form at 80x24: the language and its word list move together (also
after a game, when the form is filled with that game's settings), every refusal is on
the screen above the footer, and a Kreuzwort table plays in the interface's language
unless the player picks another (the other rule sets keep their own)."""

from __future__ import annotations

import pytest
from test_new_game_lists import pick, recording_loader
from textual.widgets import Input, Select
from tui_helpers import run_async

from league_offer import answer_profile_offer
from lexitile.i18n import set_ui_language
from lexitile.tui.app import LexitileApp
from lexitile.tui.screens.game_over import GameOverScreen
from lexitile.tui.screens.new_game import NewGameScreen
from lexitile.tui.shell.curtain import CurtainScreen
from lexitile.tui.widgets.footer import Footer
from privacy_frames import screen_text

SIZE = (80, 24)
NATIVE = {"de": "Deutsch", "pt_BR": "Português", "en": "English"}


async def settle(pilot, until) -> None:
    for _ in range(200):
        await pilot.app.workers.wait_for_complete()
        await pilot.pause()
        if until():
            return
    raise AssertionError(f"the app never got there; on screen: {pilot.app.screen!r}")


async def refusal_on_screen(pilot) -> str:
    """The refusal shown, checked to be inside the screen and above the footer."""
    await pilot.wait_for_scheduled_animations()
    await pilot.pause()
    screen = pilot.app.screen
    assert isinstance(screen, NewGameScreen)
    error = screen.query_one("#new-game-error")
    text = str(error.render())
    assert text.startswith("✗"), text
    footer = screen.query_one(Footer).region
    assert error.region.height >= 1 and error.region.y >= 0, error.region
    assert error.region.bottom <= footer.y, (error.region, footer)
    return text


@run_async
async def test_after_a_game_the_language_takes_its_own_word_list(data_dir):
    specs: list[str] = []
    app = LexitileApp(lexicon_loader=recording_loader(specs))
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        await pilot.press("ctrl+s")
        await answer_profile_offer(pilot)
        await settle(pilot, lambda: isinstance(app.screen, CurtainScreen))
        await pilot.press("enter", "ctrl+e", "y")
        await settle(pilot, lambda: isinstance(app.screen, GameOverScreen))
        await pilot.press("n")
        await settle(pilot, lambda: isinstance(app.screen, NewGameScreen))
        # not the last game's list by name: the language's own, which a new language changes
        assert app.screen.query_one("#word-list", Select).value == "own"
        await pick(pilot, "#language", "Deutsch")
        await pilot.press("ctrl+s")
        await settle(pilot, lambda: isinstance(app.screen, CurtainScreen))
        assert app.session.saved.lexicon == "de" and app.session.game.rules.tileset.name == "german"
    assert specs == ["en", "de"]


@run_async
async def test_a_list_brings_its_language_and_a_language_lets_another_list_go(data_dir):
    app = LexitileApp(lexicon_loader=recording_loader([]))
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        screen = app.screen
        language, word_list = screen.query_one("#language", Select), screen.query_one("#word-list", Select)
        await pick(pilot, "#language", "Deutsch")
        await pick(pilot, "#word-list", "lexitile English, based on ENABLE and SCOWL")
        assert (language.value, word_list.value) == ("en", "en")
        await pick(pilot, "#language", "Português (Brasil)")
        assert (language.value, word_list.value) == ("pt", "own")


@pytest.mark.parametrize(
    ("fields", "expected"),
    [
        ({"#seat-2": ""}, "2 to 4 players"),
        ({"#seed": "", "#league-wager": "10", "#league-competitive": False}, "practice game has no wager"),
        ({"#pairs": True}, "pairs play needs 4 players"),
        ({"#lexicon": "no-such-list.txt"}, "no-such-list"),
    ],
)
@run_async
async def test_every_refusal_is_above_the_footer(data_dir, fields, expected):
    from lexitile.errors import UnknownNameError

    def loader(spec: str):
        raise UnknownNameError(f"unknown lexicon {spec!r}")

    app = LexitileApp(lexicon_loader=loader)
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        for selector, value in fields.items():
            widget = app.screen.query_one(selector)
            widget.value = value
        app.screen.query_one("#seat-1", Input).focus()  # the top of the form: the refusal is far below
        await pilot.press("ctrl+s")
        await pilot.pause()
        if not isinstance(app.screen, NewGameScreen):
            await answer_profile_offer(pilot)
            await settle(
                pilot,
                lambda: (
                    isinstance(app.screen, NewGameScreen)
                    and "✗" in str(app.screen.query_one("#new-game-error").render())
                ),
            )
        assert expected in await refusal_on_screen(pilot)


@pytest.mark.parametrize(
    ("ui", "rules", "lexicon", "tiles"),
    [
        ("de", "kreuzwort", "de", "german"),
        ("pt_BR", "kreuzwort", "pt_BR", "portuguese_br"),
        ("en", "kreuzwort", "en", "english"),
        ("de", "mattel", "en", "english"),
        ("de", "palavras", "pt_BR", "palavras115"),
    ],
)
@run_async
async def test_kreuzwort_plays_in_the_interface_language_the_others_in_their_own(data_dir, ui, rules, lexicon, tiles):
    specs: list[str] = []
    set_ui_language(ui)
    try:
        app = LexitileApp(lexicon_loader=recording_loader(specs))
        async with app.run_test(size=SIZE) as pilot:
            await pilot.pause()
            app.screen.query_one("#rules", Select).value = rules
            await pilot.pause()
            # the form shows which language "as the rule set" is, for the rules chosen
            assert f"{NATIVE[lexicon]} (" in screen_text(app), screen_text(app)
            await pilot.press("ctrl+s")
            await answer_profile_offer(pilot)
            await settle(pilot, lambda: isinstance(app.screen, CurtainScreen))
            assert specs == [lexicon] and app.session.game.rules.tileset.name == tiles
    finally:
        set_ui_language("en")
