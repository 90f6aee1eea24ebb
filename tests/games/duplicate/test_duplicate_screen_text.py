"""What the duplicate screen says and offers, by real keys at 80x24: the entry box's
example in the interface language, F2 named in the footer only at a table with hints
on, and a head that fits the right-hand column in English and German."""

from __future__ import annotations

import asyncio

import pytest
from textual.widgets import Input

from lexitile.games.duplicate.setup import GameSetup
from lexitile.i18n import set_ui_language
from lexitile.play.duplicate import Session
from lexitile.tui.duplicate.app import DuplicateApp
from lexitile.tui.duplicate.screens import DuplicateScreen
from lexitile.tui.widgets.plain import Static

pytestmark = pytest.mark.slow

SIZE = (80, 24)


@pytest.fixture(autouse=True)
def data_dir(tmp_path, monkeypatch):
    monkeypatch.setenv("LEXITILE_DATA_DIR", str(tmp_path))
    set_ui_language("en")
    yield tmp_path
    set_ui_language("en")


def footer_text(app) -> str:
    """The last line of the screen as a person sees it (the footer)."""
    strips = app.screen._compositor.render_strips()
    return "".join(segment.text for segment in strips[-1])


async def drawn_footer(app, pilot) -> str:
    """The footer once it is drawn (a loaded machine may need a few more frames)."""
    for _ in range(40):
        await pilot.pause()
        if "f1" in footer_text(app):
            break
    return footer_text(app)


def screen_lines(app) -> list[str]:
    return ["".join(segment.text for segment in strip) for strip in app.screen._compositor.render_strips()]


def table_screen(app) -> DuplicateScreen:
    return next(s for s in app.screen_stack if isinstance(s, DuplicateScreen))


async def open_entry(app, pilot) -> DuplicateScreen:
    """Enter ends the thinking time; the one person's entry opens (no curtain)."""
    await pilot.pause()
    await pilot.press("enter")
    await pilot.pause()
    screen = table_screen(app)
    assert screen.table.seat == 0 and screen.table.curtain is None
    return screen


@pytest.mark.parametrize("hints", [False, True])
def test_f2_is_in_the_footer_only_when_the_table_has_hints_on(hints):
    session = Session.new(GameSetup(("Ann",), think_seconds=0, entry_seconds=0, hints=hints), seed=2)

    async def run() -> None:
        app = DuplicateApp(session)
        async with app.run_test(size=SIZE) as pilot:
            assert ("Hint" in await drawn_footer(app, pilot)) is hints  # while thinking
            screen = await open_entry(app, pilot)
            assert ("Hint" in await drawn_footer(app, pilot)) is hints  # while entering
            await pilot.press("f2")
            await pilot.pause()
            status = str(screen.query_one("#dup-status", Static).render())
            assert ("the top scores" in status) is hints

    asyncio.run(run())
    session.close()


def test_the_entry_box_example_is_in_the_interface_language():
    set_ui_language("de")
    session = Session.new(GameSetup(("Ann",), think_seconds=0, entry_seconds=0), seed=2)

    async def run() -> None:
        app = DuplicateApp(session)
        async with app.run_test(size=SIZE) as pilot:
            screen = await open_entry(app, pilot)
            entry = screen.query_one("#dup-entry", Input)
            assert entry.placeholder == "8D WORT"
            await pilot.press("x", "x", "enter")
            await pilot.pause()
            status = str(screen.query_one("#dup-status", Static).render())
            assert "Kein Zug: 'xx'" in status and "is not a move" not in status and "-QO" not in status

    asyncio.run(run())
    session.close()


@pytest.mark.parametrize("language", ["en", "de", "pt_BR"])
def test_the_head_fits_on_one_line_at_80_columns(language):
    set_ui_language(language)
    session = Session.new(GameSetup(("Ann", "Bo"), think_seconds=0, entry_seconds=0), seed=2)

    async def run() -> None:
        app = DuplicateApp(session)
        async with app.run_test(size=SIZE) as pilot:
            await drawn_footer(app, pilot)
            info = table_screen(app).query_one("#dup-info", Static)
            bag = str(len(session.game.bag))
            lines = screen_lines(app)
            heads = [line for line in lines if bag in line and "·" in line]
            assert len(heads) == 1, lines
            # the whole head is on that line: nothing wrapped onto the next
            assert info.size.height == len(str(info.render()).splitlines())

    asyncio.run(run())
    session.close()
