"""Every dialog draws the dimmed screen beneath it exactly as Textual would.

:class:`lexitile.tui.widgets.modal.DimmedScreen` draws the screen beneath a dialog from
that screen's lines; Textual's own way (its ``BackgroundScreen`` through a Rich
visual) is the oracle: for the curtain, the challenge window, the game-over screen and
a confirm dialog, in English at 80x24 and in German at 120x40, both give the same cells
with the same styles, line by line.
"""

from __future__ import annotations

import pytest
from textual.renderables.background_screen import BackgroundScreen
from textual.visual import RenderOptions, RichVisual, Visual
from tui_helpers import AnyWord, FakeClock, make_game, make_session, run_async

from lexitile import i18n
from lexitile.tui.app import LexitileApp
from lexitile.tui.widgets.modal import DimmedScreen, ModalScreen


def _both_ways(app: LexitileApp) -> tuple[list[list[object]], list[list[object]]]:
    modal = app.screen
    assert isinstance(modal, ModalScreen), type(modal).__name__
    beneath = app.screen_stack[-2]
    color = modal.styles.background
    assert color.a < 1
    width, height = modal.size
    style = modal.visual_style
    options = RenderOptions(modal._get_style, modal.styles, None, None)
    link_style = modal.link_style if modal.auto_links else None
    ours = DimmedScreen(beneath, color, link_style).render_strips(width, height, style, options)
    textual = RichVisual(modal, BackgroundScreen(beneath, color)).render_strips(width, height, style, options)
    return [list(strip) for strip in ours], [list(strip) for strip in textual]


def _assert_same(app: LexitileApp) -> None:
    ours, textual = _both_ways(app)
    assert len(ours) == len(textual) == app.screen.size.height
    for y, (mine, theirs) in enumerate(zip(ours, textual, strict=True)):
        assert mine == theirs, f"line {y} differs"
    # and the whole frame as Textual draws the dialog's own background with it
    modal = app.screen
    drawn = Visual.to_strips(modal, modal.render(), *modal.size, modal.visual_style)
    assert "".join(s.text for s in drawn)  # not blank: the board shows through


@pytest.mark.parametrize(("language", "size"), [("en", (80, 24)), ("de", (120, 40))])
@run_async
async def test_curtain_game_over_and_confirm_dim_the_board_as_textual_does(data_dir, size, language) -> None:
    i18n.set_ui_language(language)
    try:
        app = LexitileApp(make_session(data_dir, lexicon=AnyWord()))
        async with app.run_test(size=size) as pilot:
            await pilot.pause()
            _assert_same(app)  # Ann's curtain over the board
            await pilot.press("enter", *"gazed", "enter")
            await pilot.pause()
            _assert_same(app)  # Bo's curtain, a word on the board
            await pilot.press("enter", "ctrl+p")
            await pilot.pause()
            _assert_same(app)  # "pass?" confirm dialog over Bo's turn
            await pilot.press("y", "enter")
            for _ in range(3):
                await pilot.press("ctrl+p", "y", "enter")
            await pilot.pause()
            _assert_same(app)  # the game-over screen
    finally:
        i18n.set_ui_language("en")


@run_async
async def test_the_challenge_window_dims_the_board_as_textual_does(data_dir) -> None:
    session = make_game(data_dir, ("Ann", "Bo", "Cy"), seed=4, rules="palavras", lexicon=AnyWord())
    app = LexitileApp(session, clock=FakeClock())
    async with app.run_test(size=(100, 30)) as pilot:
        await pilot.pause()
        await pilot.press("enter", *"hems", "enter")
        await pilot.pause()
        assert type(app.screen).__name__ == "ChallengeWindowScreen"
        _assert_same(app)
