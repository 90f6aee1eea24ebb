"""The game screen driven with real key presses (Textual pilot)."""

from __future__ import annotations

import pytest
from tui_helpers import WORDS, AnyWord, make_session, run_async

from lexitile.games.crossword.rules.move import BoardMove
from lexitile.play.board_session import Session
from lexitile.play.board_setup import GameSetup
from lexitile.savegame import load_saved
from lexitile.tui.app import LexitileApp
from lexitile.tui.screens.dialogs import ConfirmScreen
from lexitile.tui.screens.exchange import ExchangeScreen
from lexitile.tui.screens.game import GameScreen
from lexitile.tui.screens.game_over import GameOverScreen
from lexitile.tui.shell.curtain import CurtainScreen
from lexitile.tui.shell.rules_card import RulesCard
from lexitile.tui.widgets.board import BoardView
from lexitile.tui.widgets.preview import PreviewView
from lexitile.tui.widgets.rack import RackView
from privacy_frames import screen_text

SIZE = (80, 24)


def game_screen(app: LexitileApp) -> GameScreen:
    screens = [s for s in app.screen_stack if isinstance(s, GameScreen)]
    assert screens, app.screen_stack
    return screens[-1]


def preview(app: LexitileApp) -> str:
    return game_screen(app).query_one(PreviewView).plain


async def start(pilot) -> None:
    """Wait for the curtain and lift it."""
    await pilot.pause()
    assert isinstance(pilot.app.screen, CurtainScreen)
    await pilot.press("enter")
    await pilot.pause()
    assert isinstance(pilot.app.screen, GameScreen)


async def click_square(pilot, row: int, col: int) -> None:
    """Click a board square (0-based)."""
    board = game_screen(pilot.app).query_one(BoardView)
    await pilot.click(board, offset=(2 + 3 * col + 1, 1 + row))
    await pilot.pause()


async def type_keys(pilot, keys: str) -> None:
    await pilot.press(*keys)
    await pilot.pause()


@run_async
async def test_place_a_word_preview_and_commit(data_dir):
    session = make_session(data_dir)
    app = LexitileApp(session)
    async with app.run_test(size=SIZE) as pilot:
        await start(pilot)
        screen = game_screen(app)
        assert "Type letters" in preview(app)
        await type_keys(pilot, "gaz")
        assert [t.tile for t in screen.table.draft.tiles] == ["G", "A", "Z"]
        assert "not in the lexicon: GAZ" in preview(app)
        await type_keys(pilot, "ed")
        assert "✓ 8H GAZED  scores 36" in preview(app)
        assert "GAZED: (2+1+10+1+2x2)x2 = 36" in preview(app)
        rack = screen.query_one(RackView)
        assert rack.used == {0, 2, 3, 4, 5}
        await pilot.press("enter")
        await pilot.pause()
        # the curtain hides the racks until Bo takes over
        assert isinstance(app.screen, CurtainScreen)
        assert screen.table.curtain_up and rack.hidden and rack.owner == "Bo"
        assert session.game.scores == [36, 0]
        assert len(load_saved(session.path).moves) == 1
        await pilot.press("enter")
        await pilot.pause()
        assert not rack.hidden and rack.order == list("NOTLECO")
        # Bo plays ZONE down through the Z
        await pilot.press("left", "left", "left")  # the cursor was left after GAZED (M8); J8 is the Z
        await pilot.press("space")
        await type_keys(pilot, "one")
        assert "✓ J8 Z.NE" not in preview(app)
        assert "J8 .ONE" in preview(app)
        assert "scores 15" in preview(app) and "ZONE: 10+1+1x3+1 = 15" in preview(app)
        await pilot.press("enter")
        await pilot.pause()
        assert session.game.scores == [36, 15]
        assert [m.notation for m in load_saved(session.path).moves] == ["8H GAZED", "J8 .ONE"]


@run_async
async def test_backspace_recall_and_messages(data_dir):
    app = LexitileApp(make_session(data_dir))
    async with app.run_test(size=SIZE) as pilot:
        await start(pilot)
        screen = game_screen(app)
        await type_keys(pilot, "gq")
        assert "no Q on the rack" in preview(app)
        assert len(screen.table.draft.tiles) == 1
        await pilot.press("backspace")
        await pilot.pause()
        assert screen.table.draft.tiles == []
        await type_keys(pilot, "ga")
        await pilot.press("escape")
        await pilot.pause()
        assert screen.table.draft.tiles == [] and screen.table.draft.cursor == (7, 7)
        await type_keys(pilot, "g")
        await pilot.press("ctrl+r")
        await pilot.pause()
        assert screen.table.draft.tiles == []
        # a one-tile first play
        await type_keys(pilot, "g")
        assert "at least 2 tiles" in preview(app)
        await pilot.press("enter")
        await pilot.pause()
        assert "Not played" in preview(app)
        assert isinstance(app.screen, GameScreen)


@run_async
async def test_blank_with_question_mark_and_shift(data_dir):
    session = make_session(data_dir, seed=25)  # Ann: L?AEITO
    app = LexitileApp(session)
    async with app.run_test(size=SIZE) as pilot:
        await start(pilot)
        screen = game_screen(app)
        await type_keys(pilot, "lot?")
        assert "Blank: type the letter" in preview(app)
        await type_keys(pilot, "s")
        assert [t.tile for t in screen.table.draft.tiles] == ["L", "O", "T", "s"]
        assert "✓ 8H LOTs" in preview(app)
        await pilot.press("escape")
        await type_keys(pilot, "lotS")
        assert [t.tile for t in screen.table.draft.tiles] == ["L", "O", "T", "s"]
        await pilot.press("enter")
        await pilot.pause()
        assert session.game.board.at(7, 10) == "s"
        assert session.game.history[-1].move_text == "8H LOTs"


@run_async
async def test_digits_place_rack_slots(data_dir):
    app = LexitileApp(make_session(data_dir))
    async with app.run_test(size=SIZE) as pilot:
        await start(pilot)
        await type_keys(pilot, "54316")  # G A Z E D by slot (rack ERZAGDO)
        assert [t.tile for t in game_screen(app).table.draft.tiles] == list("GAZED")
        assert "✓ 8H GAZED" in preview(app)


@run_async
async def test_mouse_click_moves_the_cursor(data_dir):
    app = LexitileApp(make_session(data_dir))
    async with app.run_test(size=SIZE) as pilot:
        await start(pilot)
        board = game_screen(app).query_one(BoardView)
        await pilot.click(board, offset=(2 + 3 * 2 + 1, 1 + 3))  # column C, row 4
        await pilot.pause()
        assert game_screen(app).table.draft.cursor == (3, 2)


@run_async
async def test_a_long_name_under_the_rack_ends_in_an_ellipsis(data_dir):
    """A name longer than the rack's label is cut with ``…``, so nobody reads
    "Maximilian" for "Maximiliane" and wonders whose rack it is."""
    setup = GameSetup(
        ("Maximiliane", "Robotermaximilian"), lexicon="test-words", seed=1, robots={"Robotermaximilian": "easy"}
    )
    session = Session.start(setup, WORDS, path=data_dir / "games" / "long.json")
    app = LexitileApp(session)
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()  # one person at the table: no curtain
        assert isinstance(app.screen, GameScreen)
        lines = screen_text(app).splitlines()
        rack_line = next(line for line in lines if " E₁ " in line)
        assert "Maximilia… " in rack_line, rack_line
        assert "Maximilian " not in rack_line
        robot_line = next(line for line in lines if "(computer)" in line)
        assert "… (computer)" in robot_line and "Robotermaximilian" not in robot_line, robot_line


@run_async
async def test_the_curtain_fits_the_board_again_when_the_terminal_is_resized(data_dir):
    """The curtain covers the board pane and stays clear of the side panel: after a
    resize it kept the width of the old board (over the history at 80x24, a small box
    beside a large board at 120x40)."""
    session = make_session(data_dir)
    app = LexitileApp(session)
    async with app.run_test(size=(120, 40)) as pilot:
        await pilot.pause()
        curtain = app.screen
        assert isinstance(curtain, CurtainScreen)

        def widths() -> tuple[int, int]:
            left = game_screen(app).query_one("#left").outer_size.width
            return curtain.query_one(".curtain").outer_size.width, left

        for size in ((80, 24), (120, 40), (80, 24)):
            await pilot.resize_terminal(*size)
            await pilot.pause()
            await pilot.pause()
            box, left = widths()
            assert box == left - 2, (size, box, left)


@run_async
async def test_shuffle_and_reorder_rack(data_dir):
    session = make_session(data_dir)
    app = LexitileApp(session)
    async with app.run_test(size=SIZE) as pilot:
        await start(pilot)
        rack = game_screen(app).query_one(RackView)
        await pilot.press("ctrl+s")
        await pilot.pause()
        assert sorted(rack.order) == sorted("ERZAGDO") and rack.order != list("ERZAGDO")
        assert session.game.rack == list("ERZAGDO")  # the engine's rack is untouched
        order = list(rack.order)
        await pilot.press("tab")  # focus the rack
        await pilot.pause()
        assert rack.has_focus
        await pilot.press("right", "shift+right")
        await pilot.pause()
        expected = order[:]
        expected[1], expected[2] = expected[2], expected[1]
        assert rack.order == expected
        assert session.rack_order(0) == expected
        await pilot.press("less_than_sign")
        await pilot.pause()
        assert rack.order == order


@run_async
async def test_exchange_dialog(data_dir):
    session = make_session(data_dir)
    app = LexitileApp(session)
    async with app.run_test(size=SIZE) as pilot:
        await start(pilot)
        await pilot.press("ctrl+x")
        await pilot.pause()
        assert isinstance(app.screen, ExchangeScreen)
        await pilot.press("z", "7", "q")  # Z, slot 7 (O); there is no Q
        await pilot.pause()
        assert app.screen.tiles == "ZO"
        await pilot.press("z")  # untoggle
        await pilot.pause()
        assert app.screen.tiles == "O"
        await pilot.press("z", "enter")
        await pilot.pause()
        assert isinstance(app.screen, CurtainScreen)
        event = session.game.history[-1]
        assert event.move_text == "-ZO"
        assert load_saved(session.path).moves[-1].move == BoardMove.exchange("ZO")
        assert sorted(session.game.racks[0]) != sorted("ERZAGDO")


@run_async
async def test_exchange_cancel_and_refused_when_bag_small(data_dir):
    session = make_session(data_dir)
    app = LexitileApp(session)
    async with app.run_test(size=SIZE) as pilot:
        await start(pilot)
        await pilot.press("ctrl+x")
        await pilot.pause()
        await pilot.press("escape")
        await pilot.pause()
        assert isinstance(app.screen, GameScreen)
        assert "Exchange cancelled" in preview(app)
        assert session.game.history == []
        session.game.bag.tiles = session.game.bag.tiles[:6]  # pretend the bag ran low
        await pilot.press("ctrl+x")
        await pilot.pause()
        assert isinstance(app.screen, GameScreen)
        assert "No exchange: exchanging needs at least 7 tiles in the bag; it holds 6" in preview(app)


@run_async
async def test_pass_asks_first(data_dir):
    session = make_session(data_dir)
    app = LexitileApp(session)
    async with app.run_test(size=SIZE) as pilot:
        await start(pilot)
        await pilot.press("ctrl+p")
        await pilot.pause()
        assert isinstance(app.screen, ConfirmScreen)
        await pilot.press("n")
        await pilot.pause()
        assert session.game.history == []
        await pilot.press("ctrl+p")
        await pilot.pause()
        await pilot.press("y")
        await pilot.pause()
        assert isinstance(app.screen, CurtainScreen)
        assert session.game.history[-1].move_text == "-"
        assert session.game.turn == 1


@pytest.mark.slow
@run_async
async def test_play_a_game_to_its_end(data_dir):
    """Two plays, then four passes end the game (two scoreless rounds); the game-over
    screen tells why, the settlement, the scores and the winner."""
    session = make_session(data_dir, lexicon=AnyWord())
    app = LexitileApp(session)
    async with app.run_test(size=SIZE) as pilot:
        await start(pilot)
        await type_keys(pilot, "gazed")
        await pilot.press("enter", "enter")  # play, then Bo lifts the curtain
        await pilot.pause()
        await pilot.press("left", "left", "left", "space")
        await type_keys(pilot, "one")
        await pilot.press("enter", "enter")
        await pilot.pause()
        for _ in range(4):
            await pilot.press("ctrl+p", "y")
            await pilot.pause()
            if isinstance(app.screen, CurtainScreen):
                await pilot.press("enter")
                await pilot.pause()
        assert isinstance(app.screen, GameOverScreen)
        text = app.screen.result_text().plain
        assert "4 scoreless turns in a row" in text
        assert "own tiles left" in text
        assert "Ann wins." in text
        assert "Saved: ~/data/games/game.json" in text
        saved = load_saved(session.path)
        assert saved.finished and len(saved.moves) == 6
        # Escape shows the final board; Enter brings the result back
        await pilot.press("escape")
        await pilot.pause()
        assert isinstance(app.screen, GameScreen)
        await pilot.press("enter")
        await pilot.pause()
        assert isinstance(app.screen, GameOverScreen)
        await pilot.press("q")
        await pilot.pause()
    assert app.return_code == 0


@run_async
async def test_resign_asks_then_ends_the_game(data_dir):
    session = make_session(data_dir)
    app = LexitileApp(session)
    async with app.run_test(size=SIZE) as pilot:
        await start(pilot)
        await pilot.press("ctrl+e")
        await pilot.pause()
        assert isinstance(app.screen, ConfirmScreen)
        await pilot.press("y")
        await pilot.pause()
        assert isinstance(app.screen, GameOverScreen)
        text = app.screen.result_text().plain
        assert "Ann resigned." in text and "Bo wins." in text
        assert load_saved(session.path).resigned == 0


@run_async
async def test_quit_asks_and_the_game_stays_resumable(data_dir):
    session = make_session(data_dir)
    app = LexitileApp(session)
    async with app.run_test(size=SIZE) as pilot:
        await start(pilot)
        await type_keys(pilot, "gazed")
        await pilot.press("enter")
        await pilot.pause()
        await pilot.press("ctrl+q")  # from behind the curtain
        await pilot.pause()
        assert isinstance(app.screen, ConfirmScreen)
        await pilot.press("n")
        await pilot.pause()
        assert isinstance(app.screen, CurtainScreen)
        await pilot.press("ctrl+q")
        await pilot.pause()
        await pilot.press("y")
        await pilot.pause()
    assert app.return_code == 0
    saved = load_saved(session.path)
    assert not saved.finished and len(saved.moves) == 1

    # resume: the same racks, the same bag, Bo on turn behind the curtain
    again = Session.resume(saved, WORDS)
    assert again.game.racks == session.game.racks and sorted(again.game.bag.tiles) == sorted(session.game.bag.tiles)
    app2 = LexitileApp(again)
    async with app2.run_test(size=SIZE) as pilot:
        await pilot.pause()
        assert isinstance(app2.screen, CurtainScreen) and app2.screen.player == "Bo"
        await pilot.press("enter")
        await pilot.pause()
        screen = game_screen(app2)
        assert screen.query_one(RackView).order == list("NOTLECO")
        assert screen.query_one(BoardView).last_move == {(7, c) for c in range(7, 12)}
        assert screen.table.draft.cursor == (7, 12)  # a resumed game too: past the last play
        await pilot.press("left", "left", "left", "space")
        await type_keys(pilot, "one")
        await pilot.press("enter")
        await pilot.pause()
        assert [m.notation for m in load_saved(session.path).moves] == ["8H GAZED", "J8 .ONE"]


@run_async
async def test_word_box(data_dir):
    app = LexitileApp(make_session(data_dir))
    async with app.run_test(size=SIZE) as pilot:
        await start(pilot)
        await pilot.press("tab", "tab")  # board -> rack -> word box
        await pilot.pause()
        from textual.widgets import Input, Label

        box = game_screen(app).query_one("#word-input", Input)
        assert box.has_focus
        await type_keys(pilot, "zon")
        verdict = game_screen(app).query_one("#word-verdict", Label)
        assert str(verdict.content) == "✗ not valid"
        await type_keys(pilot, "e")
        assert str(verdict.content) == "✓ valid"
        assert game_screen(app).table.draft.tiles == []  # typing here places nothing
        await pilot.press("enter")  # quick mode on the word; the focus stays here
        await pilot.pause()
        assert box.has_focus and game_screen(app).session.game.history == []
        await pilot.press("escape")
        await pilot.pause()
        assert game_screen(app).query_one(BoardView).has_focus


@run_async
async def test_the_curtain_clears_the_word_box(data_dir):
    """What one player checked would tell the next one about their rack."""
    app = LexitileApp(make_session(data_dir))
    async with app.run_test(size=SIZE) as pilot:
        await start(pilot)
        await pilot.press("tab", "tab")
        await type_keys(pilot, "zone")
        from textual.widgets import Input, Label

        screen = game_screen(app)
        assert screen.query_one("#word-input", Input).value == "zone"
        await pilot.press("ctrl+p", "y")  # pass: the curtain comes down for the next player
        await pilot.pause()
        assert isinstance(app.screen, CurtainScreen)
        assert screen.query_one("#word-input", Input).value == ""
        assert str(screen.query_one("#word-verdict", Label).content) == ""


@run_async
async def test_help_and_unseen(data_dir):
    session = make_session(data_dir)
    app = LexitileApp(session)
    async with app.run_test(size=SIZE) as pilot:
        await start(pilot)
        await pilot.press("f1")
        await pilot.pause()
        assert isinstance(app.screen, RulesCard)
        from textual.widgets import Static

        card = str(app.screen.query_one("#rules-card", Static).render())
        assert "TW" in card and "10 points: Q×1 Z×1" in card and "ctrl+x" in card
        await pilot.press("escape")
        await pilot.pause()
        unseen = game_screen(app).query_one("#unseen")
        assert not unseen.display
        await pilot.press("ctrl+u")
        await pilot.pause()
        assert unseen.display
        assert sum(unseen.counts.values()) == 93  # 86 in the bag + Bo's 7
        assert unseen.counts["Z"] == 0 and unseen.counts["E"] == 12 - 1  # Ann holds one of the 12 Es
