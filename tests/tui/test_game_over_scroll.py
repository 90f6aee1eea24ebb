"""The game-over box at 80x24 scrolls with the keyboard: the chart and the paths of
the saved files, below its fold, come into view with End, ↓ and Page Down."""

from __future__ import annotations

from textual.containers import Vertical
from tui_helpers import make_session, run_async, stand_in_loader

from lexitile.tui.app import LexitileApp
from lexitile.tui.screens.game_over import GameOverScreen

SIZE = (80, 24)


@run_async
async def test_the_keys_reach_the_chart_and_the_paths(data_dir):
    session = make_session(data_dir, players=("Ann", "Bo", "Cy", "Di"))
    session.pass_turn()  # a turn, so there is a chart to draw
    app = LexitileApp(session, lexicon_loader=stand_in_loader)
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        await pilot.press("enter", "ctrl+e", "y")
        await pilot.pause()
        screen = app.screen
        assert isinstance(screen, GameOverScreen)
        box = screen.query_one(".game-over", Vertical)
        chart = screen.query_one("#game-over-chart")
        assert box.max_scroll_y > 0 and box.scroll_y == 0  # taller than the box at 80x24
        assert chart.region.bottom > box.content_region.bottom  # (partly) below the fold
        await pilot.press("down")
        assert box.scroll_y == 1
        await pilot.press("end")
        await pilot.pause()
        assert box.scroll_y == box.max_scroll_y
        assert box.content_region.contains_region(chart.region)  # the whole chart
        text = screen.result_text().plain
        assert session.path.name in text.replace("\n", "")
        await pilot.press("home")
        assert box.scroll_y == 0
        await pilot.press("pagedown")
        assert box.scroll_y > 1


@run_async
async def test_a_resignation_before_any_move_shows_no_settlement_and_no_chart(data_dir):
    """A resignation settles no rack: no "Racks settled" section saying so; and with no
    turn played there is no line to chart (it showed an axis labelled 0 twice)."""
    session = make_session(data_dir)
    app = LexitileApp(session, lexicon_loader=stand_in_loader)
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        await pilot.press("enter", "ctrl+e", "y")
        await pilot.pause()
        screen = app.screen
        assert isinstance(screen, GameOverScreen)
        text = screen.body_text().plain
        assert "Ann resigned." in text and "Final scores" in text
        assert "Racks settled" not in text and "No rack settlement" not in text
        assert not screen.query("#game-over-chart")


def test_a_level_chart_labels_its_zero_line_once():
    from lexitile.tui.widgets.score_chart import chart_text

    rows = chart_text([(0, 0), (0, 0)], ["Ann", "Bo"], 40, 4).plain.splitlines()
    labels = [row.split("┤")[0].strip() for row in rows if "┤" in row]
    assert labels == ["0"]


def test_the_legend_says_what_the_mark_of_players_level_with_each_other_is():
    """A new player asked what the ◆ on the end-of-game chart was: two players' marks
    on one square. The legend says it when the chart has one, and only then."""
    from lexitile.tui.widgets.score_chart import BOTH, chart_text

    level = chart_text([(0, 0), (10, 10), (20, 30)], ["Ann", "Bo"], 40, 4).plain
    assert BOTH in level.split("└")[0]  # on the plot
    assert f"{BOTH} two or more at the same height" in level.split("└")[1]  # and in the legend
    apart = chart_text([(40, 0), (45, 80), (50, 100)], ["Ann", "Bo"], 40, 4).plain  # (a league chart)
    assert BOTH not in apart
