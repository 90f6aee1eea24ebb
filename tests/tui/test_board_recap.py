"""The board game's curtain tells what happened since that person last saw the table,
by key presses: a rack exchanged by a Palavras EX square (that it was, not which tiles
came), at 80x24."""

from __future__ import annotations

from tui_helpers import AnyWord, FakeClock, make_game, run_async

from lexitile.tui.app import LexitileApp
from lexitile.tui.screens.game import GameScreen
from lexitile.tui.shell.curtain import CurtainScreen
from lexitile.tui.shell.rules_card import RulesCard
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
        assert isinstance(app.screen, RulesCard)
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


# ---------------------------------------------------------------- two people and a robot


async def _until_curtain(pilot, answer_windows: bool = False) -> CurtainScreen:
    """Let the robot's worker and its pause end; Enter in a challenge window (everyone
    left accepts) when ``answer_windows``; the curtain that comes down."""
    from lexitile.tui.screens.challenge import ChallengeWindowScreen

    app = pilot.app
    for _ in range(60):
        await pilot.pause()
        await app.workers.wait_for_complete()
        await pilot.pause()
        if isinstance(app.screen, CurtainScreen):
            return app.screen
        if answer_windows and isinstance(app.screen, ChallengeWindowScreen):
            await pilot.press("enter")
    raise AssertionError(f"no curtain: {app.screen}")


def _robot_game(data_dir, **options):
    from test_robots_pilot import new_game

    # seed 1: Cy (the computer) moves first, then Ann, then Bo
    return new_game(data_dir, ("Ann", "Bo", "Cy"), robots={"Cy": "easy"}, **options)


async def _above_the_start_square(pilot, letter: str) -> None:
    """Lift the curtain, take the cursor from where the turn starts it (past the last
    play) to the square above the start square, and play ``letter`` there."""
    await pilot.press("enter")
    await pilot.pause()
    screen = next(s for s in pilot.app.screen_stack if isinstance(s, GameScreen))
    (row, col), (to_row, to_col) = screen.table.draft.cursor, (6, 7)
    vertical = ["down" if to_row > row else "up"] * abs(to_row - row)
    await pilot.press(*vertical, *(["right" if to_col > col else "left"] * abs(to_col - col)), letter, "enter")


@run_async
async def test_the_curtain_tells_the_other_persons_play_and_the_robots_after_it(data_dir):
    session = _robot_game(data_dir)
    game = session.game
    app = LexitileApp(session, clock=FakeClock(), robot_pause=0)
    async with app.run_test(size=(80, 24)) as pilot:
        curtain = await _until_curtain(pilot)
        assert curtain.player == "Ann" and [m["player"] for m in curtain.recap] == ["Cy"]
        await pilot.press("enter", "ctrl+p", "y")  # Ann passes
        curtain = await _until_curtain(pilot)
        assert curtain.player == "Bo"
        assert [(m.code, m["player"]) for m in curtain.recap] == [("recap.play", "Cy"), ("recap.pass", "Ann")]
        await _above_the_start_square(pilot, "t")  # Bo: T over Cy's A on the start square (TA down)
        curtain = await _until_curtain(pilot)
        bo, cy = game.history[-2], game.history[-1]
        assert (bo.player, cy.player) == (1, 2)
        # Ann was away for both: Bo's play and then the robot's
        assert curtain.player == "Ann"
        assert [(m.code, m["player"], m["square"]) for m in curtain.recap] == [
            ("recap.play", "Bo", bo.coordinate),
            ("recap.play", "Cy", cy.coordinate),
        ]
        shot = screen_text(app)
    assert f"· Bo played TA at {bo.coordinate} for {bo.score}." in shot
    assert f"· Cy played TAN at {cy.coordinate} for {cy.score}." in shot


@run_async
async def test_the_curtain_tells_a_phony_challenged_off_then_the_robots_play(data_dir):
    session = _robot_game(data_dir, check="challenge")
    game = session.game
    app = LexitileApp(session, clock=FakeClock(), robot_pause=0)
    async with app.run_test(size=(80, 24)) as pilot:
        await _until_curtain(pilot, answer_windows=True)  # Ann and Bo accept Cy's opening
        await pilot.press("enter", "ctrl+p", "y")  # Ann passes
        curtain = await _until_curtain(pilot)
        assert curtain.player == "Bo"
        await _above_the_start_square(pilot, "c")  # Bo: CA down, not in the word list
        curtain = await _until_curtain(pilot, answer_windows=True)
        kinds = [e.kind.value for e in game.history[-3:]]
        assert kinds == ["play", "withdrawn", "play"] and game.history[-1].player == 2
        assert curtain.player == "Ann"
        assert [(m.code, m["player"]) for m in curtain.recap] == [
            ("recap.play", "Bo"),
            ("recap.withdrawn", "Bo"),
            ("recap.play", "Cy"),
        ]


# ---------------------------------------------------------------- quit and resume


async def _quit(pilot) -> None:
    from lexitile.tui.screens.dialogs import ConfirmScreen

    await pilot.press("ctrl+q")
    await pilot.pause()
    assert isinstance(pilot.app.screen, ConfirmScreen)
    await pilot.press("y")
    await pilot.pause()


def _resumed(session):
    from test_robots_pilot import SMALL

    from lexitile.play.board_session import Session
    from lexitile.savegame import load_saved

    return Session.resume(load_saved(session.path), SMALL)


@run_async
async def test_a_resumed_game_tells_everything_since_that_persons_last_turn(data_dir):
    """Quit behind a curtain, resume: the curtain lists every event since that person
    last saw the table, not only the last move (their own moves left out)."""
    session = _robot_game(data_dir)
    app = LexitileApp(session, clock=FakeClock(), robot_pause=0)
    async with app.run_test(size=(80, 24)) as pilot:
        curtain = await _until_curtain(pilot)
        assert curtain.player == "Ann"
        await pilot.press("enter", "ctrl+p", "y")  # Ann passes
        curtain = await _until_curtain(pilot)
        assert curtain.player == "Bo"
        await _quit(pilot)  # Bo has not seen the table yet: Cy's opening and Ann's pass

    session = _resumed(session)
    game = session.game
    app = LexitileApp(session, clock=FakeClock(), robot_pause=0)
    async with app.run_test(size=(80, 24)) as pilot:
        curtain = await _until_curtain(pilot)
        assert curtain.player == "Bo"
        assert [(m.code, m["player"]) for m in curtain.recap] == [("recap.play", "Cy"), ("recap.pass", "Ann")]
        await _above_the_start_square(pilot, "t")  # Bo: TA down; then Cy moves
        curtain = await _until_curtain(pilot)
        assert curtain.player == "Ann"
        await _quit(pilot)
    bo, cy = game.history[-2], game.history[-1]
    assert (bo.player, cy.player) == (1, 2)

    session = _resumed(session)
    app = LexitileApp(session, clock=FakeClock(), robot_pause=0)
    async with app.run_test(size=(80, 24)) as pilot:
        curtain = await _until_curtain(pilot)
        # Ann last saw the table at her pass: Bo's play and the robot's since, not her pass
        assert curtain.player == "Ann"
        assert [(m.code, m["player"], m["square"]) for m in curtain.recap] == [
            ("recap.play", "Bo", bo.coordinate),
            ("recap.play", "Cy", cy.coordinate),
        ]
        shot = screen_text(app)
    assert f"· Bo played TA at {bo.coordinate} for {bo.score}." in shot


def test_a_save_without_a_recap_still_resumes_with_the_last_move(data_dir):
    """State files written before the recap was saved: the curtain tells the last move."""
    import json

    from lexitile.play.board_session import Session
    from lexitile.savegame import load_saved

    session = make_game(data_dir, ("Ann", "Bo"), seed=1, lexicon=AnyWord())
    session.pass_turn()
    session.pass_turn()
    data = json.loads(session.path.read_text(encoding="utf-8"))
    data.pop("recap", None)
    session.path.write_text(json.dumps(data), encoding="utf-8")
    resumed = Session.resume(load_saved(session.path), AnyWord())
    resumed.feed.sync(resumed.game)  # as the screen does before the curtain
    assert [(m.code, m["player"]) for m in resumed.recap.unseen("Ann")] == [("recap.pass", "Bo")]
