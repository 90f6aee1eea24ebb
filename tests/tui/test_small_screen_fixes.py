"""Small things players hit, each with real keys: the hint's tiles leave the board when
the player places a word of their own; the unseen panel behind the curtain says
"hidden"; computer seats are marked in the score list; Backspace in the exchange dialog
takes back the tile chosen last; German boards print German premium labels; a game
started from a replay's position does not claim anyone "was drawn to play first".

Seed 1, Ann and Bo (mattel): Ann first with ERZAGDO.
"""

from __future__ import annotations

from tui_helpers import make_game, run_async

from lexitile.i18n import set_ui_language
from lexitile.tui.app import LexitileApp
from lexitile.tui.screens.exchange import ExchangeScreen
from lexitile.tui.screens.game import GameScreen
from lexitile.tui.shell.curtain import CurtainScreen
from lexitile.tui.widgets.board import BoardView
from lexitile.tui.widgets.preview import PreviewView
from lexitile.tui.widgets.scores import ScoresView
from lexitile.tui.widgets.unseen import UnseenView

SIZE = (80, 24)
SMALL = frozenset({"GAZED", "ZA", "AG", "OD", "DOG", "RAG", "GOAD", "ADZ", "RAZED", "DOZER", "GRAZED"})


def game_screen(app) -> GameScreen:
    return [s for s in app.screen_stack if isinstance(s, GameScreen)][-1]


async def settle(pilot) -> None:
    for _ in range(3):
        await pilot.pause()
        await pilot.app.workers.wait_for_complete()
    await pilot.pause()


async def lift(pilot) -> None:
    await pilot.pause()
    assert isinstance(pilot.app.screen, CurtainScreen)
    await pilot.press("enter")
    await pilot.pause()


@run_async
async def test_the_hints_tiles_go_when_the_player_places_another_word(data_dir):
    session = make_game(data_dir, lexicon=SMALL)
    app = LexitileApp(session, robot_pause=0)
    async with app.run_test(size=SIZE) as pilot:
        await lift(pilot)
        await pilot.press("ctrl+g", "ctrl+g", "ctrl+g")
        await settle(pilot)
        board = game_screen(app).query_one(BoardView)
        assert board.marks, "the whole hinted move is drawn"
        hinted = set(board.marks)
        # the player places a word of their own somewhere else: down from H8
        await pilot.press("space", *"ag")
        await pilot.pause()
        assert not board.marks, "the hint's tiles still look like placed tiles"
        placed = {(t.row, t.col) for t in game_screen(app).table.draft.tiles}
        assert placed and placed != hinted
        assert "Place tiles first" not in game_screen(app).query_one(PreviewView).plain
        await pilot.press("backspace", "backspace")  # the draft goes: the hint shows again
        await pilot.pause()
        assert set(board.marks) == hinted


@run_async
async def test_unseen_panel_behind_the_curtain_says_hidden(data_dir):
    session = make_game(data_dir, lexicon=SMALL)
    app = LexitileApp(session, robot_pause=0)
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        unseen = game_screen(app).query_one(UnseenView)
        assert isinstance(app.screen, CurtainScreen)
        text = unseen.render().plain
        assert "hidden" in text and ": 0" not in text
        await lift(pilot)
        assert "Unseen by Ann: " in unseen.render().plain and "hidden" not in unseen.render().plain


@run_async
async def test_robot_seats_are_marked_in_the_score_list(data_dir):
    from lexitile.play.board_session import Session
    from lexitile.play.board_setup import GameSetup
    from lexitile.play.table_options import GameOptions

    setup = GameSetup(("Ann", "Bo"), lexicon="test-words", seed=1, options=GameOptions(), robots={"Bo": "hard"})
    session = Session.start(setup, SMALL, path=data_dir / "games" / "game.json")
    app = LexitileApp(session, robot_pause=0)
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        lines = game_screen(app).query_one(ScoresView).render().plain.splitlines()
        assert "Bo (computer)" in lines[1] and "computer" not in lines[0]


@run_async
async def test_a_seat_taken_back_loses_its_computer_mark_at_once(data_dir):
    """ctrl+t on another person's turn: the score list says who the computer plays
    as soon as the seats dialog closes, not only once the turn moves on."""
    session = make_game(data_dir, ("Ann", "Bo", "Cy"), lexicon=SMALL)
    app = LexitileApp(session, robot_pause=0)

    async with app.run_test(size=SIZE) as pilot:
        await lift(pilot)
        turn = session.game.turn
        seat = (turn + 1) % 3  # somebody not on turn
        name, key = session.game.players[seat], str(seat + 1)

        def line() -> str:
            return game_screen(app).query_one(ScoresView).render().plain.splitlines()[seat]

        assert name in line() and "computer" not in line()
        await pilot.press("ctrl+t", key, "enter")  # to the computer
        await pilot.pause()
        assert session.is_robot(seat) and f"{name} (computer)" in line()
        await pilot.press("ctrl+t", key, "enter")  # and back
        await pilot.pause()
        assert not session.is_robot(seat) and session.game.turn == turn
        assert name in line() and "computer" not in line()


@run_async
async def test_backspace_in_the_exchange_dialog_takes_back_the_last_tile(data_dir):
    session = make_game(data_dir, lexicon=SMALL)
    app = LexitileApp(session, robot_pause=0)
    async with app.run_test(size=SIZE) as pilot:
        await lift(pilot)
        await pilot.press("ctrl+x")
        await pilot.pause()
        dialog = app.screen
        assert isinstance(dialog, ExchangeScreen)
        await pilot.press("z", "e", "q")  # Q is not on the rack: nothing
        await pilot.pause()
        assert dialog.tiles == "EZ"
        await pilot.press("backspace")
        await pilot.pause()
        assert dialog.tiles == "Z"  # E, chosen last, went back
        await pilot.press("backspace", "backspace")
        await pilot.pause()
        assert dialog.tiles == ""


def test_german_board_prints_german_premium_labels(data_dir):
    import asyncio

    set_ui_language("de")
    try:
        session = make_game(data_dir, lexicon=SMALL)

        async def go():
            app = LexitileApp(session, robot_pause=0)
            async with app.run_test(size=SIZE) as pilot:
                await lift(pilot)
                board = game_screen(app).query_one(BoardView).render().plain
                assert "3W" in board and "2W" in board and "3B" in board and "2B" in board
                assert "TW" not in board and "DL" not in board
                await pilot.press("f1")
                await pilot.pause()
                card = str(app.screen.query_one("#rules-card").content)
                assert " 3W " in card and " TW " not in card  # the legend uses the board's labels

        asyncio.run(go())
    finally:
        set_ui_language("en")


@run_async
async def test_a_game_from_a_replay_position_names_who_is_to_move(data_dir):
    from lexitile.games.crossword.rules.game import Game
    from lexitile.play.position_session import PositionSession

    game = Game(make_game(data_dir, lexicon=SMALL).game.rules, ["Alice", "Bob"], seed=3, lexicon=SMALL)
    session = PositionSession(game, data_dir / "x.gcg", "test-words")
    app = LexitileApp(session, robot_pause=0)
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        assert isinstance(app.screen, CurtainScreen)
        text = str(app.screen.query_one("#curtain-last").content)
        assert "was drawn to play first" not in text
        assert "replay" in text and game.players[game.turn] in text


def test_the_rack_keys_are_on_the_hint_line_and_the_footer_keeps_quit(data_dir):
    """With the rack focused at 80x24 the footer still ends with Quit (its move keys
    pushed Pass, Help, Resign and Quit off the line), and the hint line says how to
    pick and move tiles (and, with the history focused, how to pick a move), in English
    and in German."""
    import asyncio

    from tui_helpers import bottom_line

    words = (("en", "^q Quit", "Rack:", "History:"), ("de", "^q Beenden", "Bänkchen:", "Verlauf:"))
    for language, quit_key, rack_word, history_word in words:
        set_ui_language(language)
        try:
            session = make_game(data_dir, lexicon=SMALL, name=f"rack-{language}")

            async def go(session=session, quit_key=quit_key, rack_word=rack_word, history_word=history_word):
                app = LexitileApp(session, robot_pause=0)
                async with app.run_test(size=SIZE) as pilot:
                    await lift(pilot)
                    await pilot.press("tab")
                    await pilot.pause()
                    assert app.focused is not None and app.focused.id == "rack"
                    assert bottom_line(app).rstrip().endswith(quit_key), bottom_line(app)
                    hint = game_screen(app).query_one(PreviewView).plain
                    assert rack_word in hint and "</>" in hint
                    order = list(session.rack_order(session.game.turn))
                    await pilot.press("shift+right")
                    await pilot.pause()
                    assert list(session.rack_order(session.game.turn)) == [order[1], order[0], *order[2:]]
                    await pilot.press("tab", "tab")  # the word box, then the history
                    await pilot.pause()
                    assert app.focused is not None and app.focused.id == "history"
                    hint = game_screen(app).query_one(PreviewView).plain
                    assert hint.startswith(history_word) and "↑/↓" in hint  # not the board's "type letters"

            asyncio.run(go())
        finally:
            set_ui_language("en")


def test_a_challenge_game_at_80x24_keeps_the_typing_hint_in_every_language(data_dir):
    """Under challenge rules the word box takes a second line; the German and
    Portuguese cursor lines took two, and the typing hint gave way to them."""
    import asyncio

    hints = {"en": "Type letters", "de": "Buchstaben tippen", "pt_BR": "Digite letras"}
    for language, typing in hints.items():
        set_ui_language(language)
        try:
            session = make_game(data_dir, lexicon=SMALL, name=f"hint-{language}", check="challenge")

            async def go(session=session, typing=typing):
                app = LexitileApp(session, robot_pause=0)
                async with app.run_test(size=SIZE) as pilot:
                    await lift(pilot)
                    hint = game_screen(app).query_one(PreviewView).plain
                    assert typing in hint and "Cursor H8" in hint, hint

            asyncio.run(go())
        finally:
            set_ui_language("en")
