"""After a game, the new-game form shows the options it was started with (a player who
chose a turn time or a floor for Quiddler, or a match of three for Crosswise, finds
them chosen again), for every game whose form does not take them from the last
game's record; the seed is asked for each time."""

from __future__ import annotations

from textual.widgets import Input, Select
from tui_helpers import run_async, stand_in_loader

from lexitile.tui.app import LexitileApp
from lexitile.tui.forms.crosswise import CrosswiseForm
from lexitile.tui.forms.quiddler import QuiddlerForm
from lexitile.tui.screens.dialogs import ConfirmScreen
from lexitile.tui.screens.new_game import NewGameScreen
from lexitile.tui.shell.curtain import PassScreen
from pilot_keys import settle


async def type_into(pilot, selector: str, text: str) -> None:
    box = pilot.app.screen.query_one(selector, Input)
    box.focus()
    await pilot.pause()
    await pilot.press("ctrl+a", "ctrl+k", *text)


@run_async
async def test_quiddler_options_are_chosen_again_after_a_game(data_dir):
    app = LexitileApp(lexicon_loader=stand_in_loader, robot_pause=0, crosswise_robot_delay=0)
    async with app.run_test(size=(100, 30)) as pilot:
        await pilot.pause()
        await pilot.press("f3", "2")
        await settle(pilot, lambda: isinstance(app.screen.form, QuiddlerForm))
        await type_into(pilot, "#seat-1", "Ann")
        await type_into(pilot, "#seat-2", "Bo")
        app.screen.query_one("#q-floor", Select).value = "none"
        await type_into(pilot, "#q-timeout", "90")
        await type_into(pilot, "#seed", "7")
        app.screen.query_one("#league-competitive").value = False
        await pilot.press("ctrl+s")
        await settle(pilot, lambda: isinstance(app.screen, PassScreen))
        await pilot.press("enter", "ctrl+q")
        await settle(pilot, lambda: isinstance(app.screen, ConfirmScreen))
        await pilot.press("y")
        await settle(pilot, lambda: isinstance(app.screen, NewGameScreen))

        def shown() -> tuple[object, ...]:
            form = app.screen.form
            assert isinstance(form, QuiddlerForm)
            return (
                form.query_one("#q-floor", Select).value,
                form.query_one("#q-timeout", Input).value,
                form.query_one("#league-competitive").value,
                form.query_one("#seed", Input).value,
            )

        assert shown() == ("none", "90", False, "")
        # another game's form in between leaves them as they were
        await pilot.press("f3", "3")
        await settle(pilot, lambda: isinstance(app.screen.form, CrosswiseForm))
        assert app.screen.query_one("#x-match", Select).value == "single"
        await pilot.press("f3", "2")
        await settle(pilot, lambda: isinstance(app.screen.form, QuiddlerForm))
        assert shown() == ("none", "90", False, "")
