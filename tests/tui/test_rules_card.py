"""One rules card (F1) for every game: the same screen, the same keys to close and
scroll it, the same look; each game supplies only its content."""

from __future__ import annotations

from textual.containers import VerticalScroll
from textual.widgets import Static
from tui_helpers import run_async, stand_in_loader

from lexitile.tui.app import LexitileApp
from lexitile.tui.screens.new_game import NewGameScreen
from lexitile.tui.shell.rules_card import RulesCard

SIZE = (80, 24)

#: (key on the game chooser, a phrase the game's card must show, a key that closes it)
GAMES = (("1", "TILE VALUES", "escape"), ("2", "QUIDDLER", "q"), ("3", "CROSSWISE", "f1"))


@run_async
async def test_every_game_opens_the_one_card_and_the_same_keys_close_it(data_dir):
    """One app for the three games: each card is opened from the new-game screen and
    closed back to it, so each game starts from the same place."""
    app = LexitileApp(lexicon_loader=stand_in_loader)
    # where the keys scroll to is the point, not the glide there: without animation each
    # scroll lands at once instead of after a third of a second of frames
    app.animation_level = "none"
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        for choice, phrase, close in GAMES:
            assert isinstance(app.screen, NewGameScreen), choice
            await pilot.press("f3", choice)
            await pilot.pause()
            await pilot.press("f1")
            await pilot.pause()
            card = app.screen
            assert type(card) is RulesCard, choice
            assert phrase in str(card.query_one("#rules-card", Static).render()).upper()
            # the same look: one scrolling box of the shell's class
            box = card.query_one(VerticalScroll)
            assert box.has_class("rules-card-box"), choice
            assert box.region.width <= SIZE[0] and box.region.height < SIZE[1], choice
            # the card is taller than the screen: it scrolls with the keyboard
            assert box.max_scroll_y > 0, choice
            await pilot.press("pagedown")
            await pilot.pause()
            assert box.scroll_y > 0, choice
            await pilot.press("end")
            await pilot.pause()
            assert box.scroll_y == box.max_scroll_y, choice
            await pilot.press("home")
            await pilot.pause()
            assert box.scroll_y == 0, choice
            await pilot.press(close)
            await pilot.pause()
            assert isinstance(app.screen, NewGameScreen), (choice, close)


def test_the_old_card_screens_are_gone():
    import lexitile.tui.crosswise.dialogs as crosswise_dialogs
    import lexitile.tui.quiddler.screens as quiddler_screens
    import lexitile.tui.screens.help as board_help

    assert not hasattr(board_help, "HelpScreen")
    assert not hasattr(quiddler_screens, "RulesScreen")
    assert not hasattr(crosswise_dialogs, "HelpScreen")
