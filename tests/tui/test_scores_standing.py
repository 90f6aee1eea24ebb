"""The score panel shows its standing as a reactive value: a new standing redraws it
(scores, whose turn, the bag, the clocks), the same standing again draws nothing."""

from __future__ import annotations

from textual.app import App, ComposeResult
from tui_helpers import run_async

from lexitile.tui.widgets.scores import ScoresView, Standing


class Panel(App[None]):
    def compose(self) -> ComposeResult:
        yield ScoresView(id="scores")


@run_async
async def test_a_new_standing_redraws_and_the_same_one_does_not():
    app = Panel()
    async with app.run_test(size=(40, 10)) as pilot:
        view = app.query_one(ScoresView)
        redraws: list[object] = []
        original = view.redraw
        view.redraw = lambda state, size: redraws.append(state) or original(state, size)
        first = Standing(("Ann", "Bo"), (12, 30), 1, 86, clocks=("24:13", "-0:05 -10"), overtime=(False, True))
        view.standing = first
        await pilot.pause()
        text = view.render().plain
        assert "▶ Bo" in text and "30" in text and "Bag: 86 tiles" in text and "-0:05 -10" in text
        view.standing = Standing(("Ann", "Bo"), (12, 30), 1, 86, clocks=("24:13", "-0:05 -10"), overtime=(False, True))
        await pilot.pause()
        assert redraws == [first]  # an equal standing: nothing drawn again
        view.show(("Ann", "Bo"), (40, 30), 0, 79)
        await pilot.pause()
        assert len(redraws) == 2 and "▶ Ann" in view.render().plain and "Bag: 79 tiles" in view.render().plain
