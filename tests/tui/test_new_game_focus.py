"""The new-game screen at 80x24: the field that has the focus is plain to see (drawn in
the accent colour, bold), not one shade darker than the others; snapshots keep the
look of the first field and of a choice field focused."""

from __future__ import annotations

from rich.segment import Segment
from textual.widgets import Input, Select
from tui_helpers import run_async

from lexitile.tui.app import LexitileApp

SIZE = (80, 24)


def background_of(app, widget) -> tuple[int, int, int]:
    """The background colour most of ``widget``'s first row is drawn in, as shown."""
    region = widget.region
    strips = app.screen._compositor.render_strips()
    x = 0
    counts: dict[tuple[int, int, int], int] = {}
    for segment in strips[region.y]:
        text, style = segment.text, segment.style
        width = Segment.get_line_length([segment])
        overlap = max(0, min(x + width, region.right) - max(x, region.x))
        if overlap and style is not None and style.bgcolor is not None and text:
            rgb = tuple(style.bgcolor.get_truecolor())
            counts[rgb] = counts.get(rgb, 0) + overlap  # type: ignore[index]
        x += width
    return max(counts, key=counts.__getitem__)


def distance(a: tuple[int, int, int], b: tuple[int, int, int]) -> float:
    return float(sum((p - q) ** 2 for p, q in zip(a, b, strict=True)) ** 0.5)


async def tab_to(pilot, widget_id: str) -> None:
    for _ in range(30):
        if pilot.app.focused is not None and pilot.app.focused.id == widget_id:
            return
        await pilot.press("tab")
        await pilot.pause()
    raise AssertionError(f"Tab never reached #{widget_id}")


@run_async
async def test_the_focused_field_stands_out_from_the_others(data_dir):
    app = LexitileApp()
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        first, second = app.screen.query_one("#seat-1", Input), app.screen.query_one("#seat-2", Input)
        assert app.focused is first
        assert distance(background_of(app, first), background_of(app, second)) > 120
        await tab_to(pilot, "rules")
        rules = app.screen.query_one("#rules", Select)
        assert distance(background_of(app, rules), background_of(app, first)) > 120


async def settled(pilot, widget_id: str = "seat-1") -> None:
    """Wait until the screen's start-up work is done and ``widget_id`` has the focus, with
    the text cursors steady: an input's cursor blinks every 0.5 s, and on a loaded
    machine the snapshot could be taken in its dark half."""
    for _ in range(50):
        await pilot.app.workers.wait_for_complete()
        await pilot.pause()
        if pilot.app.focused is not None and pilot.app.focused.id == widget_id:
            break
    for field in pilot.app.screen.query(Input):
        field.cursor_blink = False  # shown steadily, as in the first half of a blink
    await pilot.pause()


def test_snapshot_first_field_focused(snap_compare, data_dir):
    async def before(pilot):
        await settled(pilot)

    assert snap_compare(LexitileApp(), terminal_size=SIZE, run_before=before)


def test_snapshot_rule_set_field_focused(snap_compare, data_dir):
    async def before(pilot):
        await settled(pilot)
        await tab_to(pilot, "rules")

    assert snap_compare(LexitileApp(), terminal_size=SIZE, run_before=before)
