"""The game screen draws what a key changed, and draws it right.

A key on the board changes a square or two: the screen is not laid out again (a
layout makes Textual draw the whole screen), the board redraws only the lines that
changed, and every line it keeps from before is the line a fresh drawing gives.
"""

from __future__ import annotations

from textual.visual import Visual, visualize
from tui_helpers import make_session, run_async

from lexitile.tui.app import LexitileApp
from lexitile.tui.screens.game import GameScreen
from lexitile.tui.widgets.board import BoardView
from lexitile.tui.widgets.plain import Static

SIZE = (100, 36)
#: seed 1: Ann moves first with E R Z A G D O; letters placed, a blank cursor turn,
#: a take-back, the cursor moved, everything recalled
KEYS = [*"gaz", "space", "e", "backspace", "backspace", "down", "right", "d", "escape", *"zag"]


def record_calls(obj: object, name: str) -> list[tuple]:
    """Wrap ``obj.name`` so each call's positional arguments are appended to the list
    returned (the call itself still happens)."""
    calls: list[tuple] = []
    original = getattr(obj, name)

    def recorded(*args, **kwargs):
        calls.append(args)
        return original(*args, **kwargs)

    setattr(obj, name, recorded)
    return calls


def fresh_lines(board: BoardView) -> list[list[tuple[str, object]]]:
    """The board's lines as a drawing of its whole text gives them (what Textual
    draws for a widget that renders one text)."""
    width, height = board.size
    visual = visualize(board, board.render(), markup=False)
    strips = Visual.to_strips(board, visual, width, height, board.visual_style)
    return [[(s.text, s.style) for s in strip] for strip in strips]


def drawn_lines(board: BoardView) -> list[list[tuple[str, object]]]:
    return [[(s.text, s.style) for s in board.render_line(y)] for y in range(board.size.height)]


@run_async
async def test_every_board_line_is_the_line_a_fresh_drawing_gives(data_dir):
    app = LexitileApp(make_session(data_dir), robot_pause=0)
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        await pilot.press("enter")
        await pilot.pause()
        board = app.screen.query_one(BoardView)
        assert drawn_lines(board) == fresh_lines(board)
        for key in KEYS:
            await pilot.press(key)
            await pilot.pause()
            assert drawn_lines(board) == fresh_lines(board), key
        board.blur()  # the focus tint goes: every line is drawn anew
        await pilot.pause()
        assert drawn_lines(board) == fresh_lines(board)


@run_async
async def test_a_key_on_the_board_lays_nothing_out_and_redraws_only_its_lines(data_dir):
    app = LexitileApp(make_session(data_dir), robot_pause=0)
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        await pilot.press("enter")
        await pilot.pause()
        screen = app.screen
        assert isinstance(screen, GameScreen)
        board = screen.query_one(BoardView)
        layouts = record_calls(screen, "_refresh_layout")
        regions = record_calls(board, "refresh")
        for key in "gaze":
            regions.clear()
            await pilot.press(key)
            await pilot.pause()
            # the tile and the cursor: one line (across), drawn as that line alone
            assert regions and all(len(r) == 1 and r[0].height == 1 for r in regions), (key, regions)
        assert layouts == []


@run_async
async def test_a_text_set_again_draws_nothing_and_a_new_one_is_shown(data_dir):
    app = LexitileApp(make_session(data_dir), robot_pause=0)
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        static = Static("one", id="probe")
        await app.screen.mount(static)
        await pilot.pause()
        static.update("one")
        await pilot.pause()
        refreshed = record_calls(static, "refresh")
        static.update("one")
        assert refreshed == []
        static.update("two")
        await pilot.pause()
        assert str(static.render()) == "two"
        # set some other way, the same text is drawn again
        static.content = "three"
        static.update("two")
        await pilot.pause()
        assert str(static.render()) == "two"
