"""The replay's move list and review panel at 80x24: nothing is cut while room is left
(a hidden column takes no room), every listed play is shown whole (a play through a
tile keeps its final "."), and the move made stands on the row its rank names (a tie
lists it first)."""

from __future__ import annotations

import re

from tui_helpers import run_async

from analysis_oracle import DATA, WORDS
from lexitile.games.crossword.records.replay_model import load_replay
from lexitile.tui.screens.replay import MoveList
from lexitile.tui.screens.replay_app import ReplayApp
from lexitile.tui.widgets.review_panel import ReviewPanel

SIZE = (80, 24)


def review_app() -> ReplayApp:
    return ReplayApp(load_replay(DATA / "two-player.gcg"), lexicon_loader=lambda spec: WORDS)


async def until_analysed(pilot, screen) -> None:
    for _ in range(600):
        if screen.review is not None and screen.review.complete:
            return
        await pilot.pause(0.05)
    raise AssertionError("the review did not finish")


@run_async
async def test_the_move_list_spends_no_room_on_hidden_columns() -> None:
    app = review_app()
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        table = app.screen.query_one(MoveList)
        await pilot.pause()
        room = table.scrollable_content_region.width
        header = table.render_line(0).text
        assert header.startswith(" Who"), header  # one cell of padding, then the first shown column
        drawn = sum(c.get_render_width(table) for c in table.columns.values())
        cut = [c.key.value for c in table.columns.values() if not c.auto_width and c.width > 0]
        if cut:  # a column is shortened only when the table has no room left
            assert drawn >= room - 1, (drawn, room, cut)


@run_async
async def test_every_listed_play_is_whole_and_the_move_made_is_on_its_ranks_row() -> None:
    app = review_app()
    async with app.run_test(size=SIZE) as pilot:
        screen = app.screen
        await until_analysed(pilot, screen)
        await pilot.press("home")
        checked = 0
        for _ in range(len(screen.model.rows)):
            await pilot.press("right")
            await pilot.pause()
            text = str(screen.query_one(ReviewPanel).render())
            turn = re.match(r"Turn (\d+)", text)
            if turn is None:
                continue
            t = screen.review.cached(int(turn.group(1)))
            if t is None or not t.analysed:
                continue
            rows = [line for line in text.splitlines() if re.match(r"^[ =▶] *\d+ ", line)]
            for c in t.top:
                assert any(f" {c.text} " in row for row in rows), (c.text, text)
            for listed in rows:  # the equity stands apart from the leave ("EEOOP -10.7", not "EEOOP-10.7")
                float(listed.split()[-1])
            made = [row for row in rows if row.startswith("=")]
            if made:
                assert re.match(rf"^= *{t.rank} ", made[0]), (t.rank, text)
            checked += 1
        assert checked > 20
