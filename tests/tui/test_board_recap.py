"""The board game's curtain tells what happened since that person last saw the table,
by key presses: a rack exchanged by a Palavras EX square (that it was, not which tiles
came), at 80x24."""

from __future__ import annotations

from tui_helpers import AnyWord, FakeClock, make_game, run_async

from lexitile.tui.app import LexitileApp
from lexitile.tui.screens.help import HelpScreen
from lexitile.tui.shell.curtain import CurtainScreen
from privacy_frames import screen_text


@run_async
async def test_an_ex_square_play_tells_the_next_player_their_rack_was_exchanged(data_dir):
    session = make_game(data_dir, ("Ann", "Bo"), seed=1, rules="palavras", check="auto", lexicon=AnyWord())
    game = session.game
    game.board.put([(3, 5, "A"), (3, 6, "A"), (3, 7, "A"), (3, 8, "A")])
    game.racks[0] = list("BCDFGHJ")
    session.orders[0] = list(game.racks[0])
    old = "".join(game.racks[1])
    app = LexitileApp(session, clock=FakeClock())
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        assert isinstance(app.screen, CurtainScreen) and app.screen.player == "Ann"
        assert [m.code for m in app.screen.recap] == ["recap.first"]
        curtain = app.screen
        await pilot.press("f1")  # the rules card is public: over the curtain, Esc back to it
        await pilot.pause()
        assert isinstance(app.screen, HelpScreen)
        await pilot.press("escape")
        await pilot.pause()
        assert app.screen is curtain
        await pilot.press("enter")
        await pilot.pause()
        start_row, start_col = game.board.layout.start
        await pilot.press(*["up"] * (start_row - 3), *["left"] * (start_col - 4))  # to E4, an EX square
        await pilot.press("b", "enter")
        await pilot.pause()
        new = "".join(game.racks[1])
        assert game.history[-1].coordinate == "4E" and new != old  # Bo's whole rack was exchanged
        assert isinstance(app.screen, CurtainScreen) and app.screen.player == "Bo"
        recap = [(m.code, dict(m.fields)) for m in app.screen.recap]
        assert recap == [
            ("recap.play", {"player": "Ann", "word": "BAAAA", "square": "4E", "score": game.scores[0]}),
            ("recap.forced-exchange", {"player": "Bo", "n": 7}),
        ]
        assert app.screen.lines == [
            f"Ann played BAAAA at 4E for {game.scores[0]}.",
            "EX square: Bo's whole rack was exchanged (7 new tiles).",
        ]
        shot = screen_text(app)
    # the whole dialog is on the 80x24 screen, the recap in it
    assert "Pass to Bo" in shot and "· EX square: Bo's whole rack was exchanged" in shot
    assert "Bo: press Enter when only you can see the" in shot
