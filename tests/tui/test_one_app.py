"""The one app, as a player uses it: plain ``lexitile`` opens the new-game screen; each
game is started from there with real keys, finished or left, and the player is back on
the new-game screen to start another game of any kind; the saved-games list shows the
games of every mode, resumes one of each kind and deletes one after asking."""

from __future__ import annotations

from pathlib import Path

from textual.widgets import Input, Select
from tui_helpers import make_session, run_async, stand_in_loader

from league_offer import answer_profile_offer
from lexitile.tui.app import LexitileApp
from lexitile.tui.crosswise.dialogs import GameOverScreen as CrosswiseOver
from lexitile.tui.crosswise.replay import ReplayScreen as CrosswiseReplay
from lexitile.tui.crosswise.screens import CrosswiseScreen
from lexitile.tui.forms.crosswise import CrosswiseForm
from lexitile.tui.forms.quiddler import QuiddlerForm
from lexitile.tui.quiddler.app import QuiddlerScreen
from lexitile.tui.screens.dialogs import ConfirmScreen
from lexitile.tui.screens.game import GameScreen
from lexitile.tui.screens.game_over import GameOverScreen
from lexitile.tui.screens.new_game import NewGameScreen
from lexitile.tui.screens.saved_games import SavedGamesScreen
from lexitile.tui.shell.curtain import CurtainScreen, PassScreen
from pilot_keys import settle

SIZE = (100, 30)


async def type_into(pilot, selector: str, text: str) -> None:
    """Focus a box, clear it with real keys and type ``text``."""
    box = pilot.app.screen.query_one(selector, Input)
    box.focus()
    await pilot.pause()
    await pilot.press("ctrl+a", "ctrl+k", *text)  # select to the start, delete to the end, type


async def choose_game(pilot, key: str) -> None:
    """F3 and the game's number on the picker."""
    await pilot.press("f3", key)
    await pilot.pause()


def app_at_home(**kwargs) -> LexitileApp:
    return LexitileApp(lexicon_loader=stand_in_loader, robot_pause=0, crosswise_robot_delay=0, **kwargs)


@run_async
async def test_each_game_from_the_new_game_screen_and_back(data_dir):
    app = app_at_home()
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        assert isinstance(app.screen, NewGameScreen) and app.home
        # the board game: Ann and Bo; Ann resigns; the game-over screen's q goes home
        await type_into(pilot, "#seat-1", "Ann")
        await type_into(pilot, "#seat-2", "Bo")
        await pilot.press("ctrl+s")
        await answer_profile_offer(pilot)  # guests: not asked again while the app runs
        await settle(pilot, lambda: isinstance(app.screen, CurtainScreen))
        await pilot.press("enter", "ctrl+e", "y")
        await settle(pilot, lambda: isinstance(app.screen, GameOverScreen))
        await pilot.press("q")
        await settle(pilot, lambda: isinstance(app.screen, NewGameScreen))
        assert app.is_running and app.screen.query_one("#seat-1", Input).value == "Ann"

        # Quiddler for the same players: the curtain, then Ann quits; the question says
        # where it is saved, and the player is back home
        await choose_game(pilot, "2")
        assert isinstance(app.screen.form, QuiddlerForm)
        assert app.screen.form.seats() == (["Ann", "Bo"], {})
        await pilot.press("ctrl+s")
        await settle(pilot, lambda: isinstance(app.screen, PassScreen))
        assert isinstance(app.screen_stack[-2], QuiddlerScreen) and app.title == "lexitile · Quiddler"
        await pilot.press("enter", "ctrl+q")
        await settle(pilot, lambda: isinstance(app.screen, ConfirmScreen))
        question = str(app.screen.query_one(".question").render())
        record = app.session.save_path
        assert "saved after every action" in question and record.name in question and record.is_file()
        await pilot.press("y")
        await settle(pilot, lambda: isinstance(app.screen, NewGameScreen))
        assert isinstance(app.screen.form, QuiddlerForm) and app.is_running

        # Crosswise with two robots plays to its end; closing the result goes home
        await choose_game(pilot, "3")
        assert isinstance(app.screen.form, CrosswiseForm)
        app.screen.query_one("#kind-1", Select).value = "hard"
        app.screen.query_one("#kind-2", Select).value = "easy"
        await type_into(pilot, "#seed", "12")
        await pilot.press("ctrl+s")
        await settle(pilot, lambda: isinstance(app.screen, CrosswiseOver), tries=600)
        assert app.session.match.is_over
        await pilot.press("enter")
        await settle(pilot, lambda: isinstance(app.screen, NewGameScreen))
        assert isinstance(app.screen.form, CrosswiseForm) and app.title == "lexitile"

        # ctrl+q on the new-game screen ends the app
        await pilot.press("ctrl+q")
    assert app.return_code in (0, None)


@run_async
async def test_a_sub_command_game_ends_the_app(data_dir):
    """Started straight on a game (``lexitile play --players``), leaving it ends the app."""
    session = make_session(data_dir)
    app = LexitileApp(session, lexicon_loader=stand_in_loader)
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        assert not app.home
        await pilot.press("enter", "ctrl+e", "y")
        await settle(pilot, lambda: isinstance(app.screen, GameOverScreen))
        await pilot.press("q")
        await pilot.pause()
    assert app.return_code == 0


def _saved_of_every_kind(data_dir: Path) -> dict[str, Path]:
    """One unfinished game of each mode, saved as the apps save them."""
    from tui_helpers import WORDS

    from lexitile.games.quiddler.game import Game
    from lexitile.games.quiddler.setup import GameSetup
    from lexitile.games.quiddler.storage import load_deck, new_record_path
    from lexitile.play.crosswise import Session as CrosswiseSession
    from lexitile.tui.forms.quiddler import make_session as quiddler_session

    board = make_session(data_dir, name="board")
    game = Game(GameSetup(("Cy", "Di"), 5, load_deck("english")), WORDS)
    quiddler = quiddler_session(game, {}, WORDS, "en", new_record_path(players=["Cy", "Di"]))
    crosswise = CrosswiseSession.new(["Ed", "Flo"], seed=3)
    for session in (board, quiddler, crosswise):
        session.close()  # as the apps do when they end: the locks are given back
    return {"crossword": board.path, "quiddler": quiddler.save_path, "crosswise": crosswise.path}


@run_async
async def test_saved_games_of_every_kind_resume_and_delete(data_dir):
    paths = _saved_of_every_kind(data_dir)
    app = app_at_home()
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        for kind, screen_type in (
            ("crossword", GameScreen),
            ("quiddler", QuiddlerScreen),
            ("crosswise", CrosswiseScreen),
        ):
            await pilot.press("ctrl+o")
            await settle(pilot, lambda: isinstance(app.screen, SavedGamesScreen))
            listed = app.screen
            assert sorted(e.kind for e in listed.entries) == sorted(["crossword", "quiddler", "crosswise"])
            row = next(i for i, e in enumerate(listed.entries) if e.kind == kind)
            for _ in range(row):
                await pilot.press("down")
            await pilot.press("enter")
            await settle(pilot, lambda t=screen_type: any(isinstance(s, t) for s in app.screen_stack))
            assert app.session is not None
            assert Path(getattr(app.session, "path", None) or app.session.save_path) == paths[kind]
            # leave the game (it stays saved) and come back home
            while not isinstance(app.screen, screen_type):
                await pilot.press("enter")  # lift the curtain
                await pilot.pause()
            await pilot.press("ctrl+q")
            await settle(pilot, lambda: isinstance(app.screen, ConfirmScreen))
            await pilot.press("y")
            await settle(pilot, lambda: isinstance(app.screen, NewGameScreen))

        # d asks first: n keeps the game, y deletes it
        await pilot.press("ctrl+o")
        await settle(pilot, lambda: isinstance(app.screen, SavedGamesScreen))
        listed = app.screen
        row = next(i for i, e in enumerate(listed.entries) if e.kind == "crosswise")
        for _ in range(row):
            await pilot.press("down")
        await pilot.press("d")
        await settle(pilot, lambda: isinstance(app.screen, ConfirmScreen))
        assert "Crosswise" in str(app.screen.query_one(".question").render())
        await pilot.press("n")
        await pilot.pause()
        assert paths["crosswise"].is_file() and len(listed.entries) == 3
        await pilot.press("d")
        await settle(pilot, lambda: isinstance(app.screen, ConfirmScreen))
        await pilot.press("y")
        await settle(pilot, lambda: app.screen is listed)
        assert not paths["crosswise"].exists()
        assert sorted(e.kind for e in listed.entries) == ["crossword", "quiddler"]


@run_async
async def test_a_finished_crosswise_match_opens_as_a_replay_and_back_home(data_dir):
    from lexitile.games.crosswise.robots import make_robot, play_game
    from lexitile.play.crosswise import Session as CrosswiseSession

    session = CrosswiseSession.new(["Ann", "Bo"], seed=4)
    play_game(session.game, [make_robot("hard"), make_robot("easy", 4)])
    session.save()
    app = app_at_home()
    async with app.run_test(size=SIZE) as pilot:
        await pilot.press("ctrl+o")
        await settle(pilot, lambda: isinstance(app.screen, SavedGamesScreen))
        assert [e.finished for e in app.screen.entries] == [True]
        await pilot.press("enter")
        await settle(pilot, lambda: isinstance(app.screen, CrosswiseReplay))
        await pilot.press("q")  # leaving a replay: back to the new-game screen
        await settle(pilot, lambda: isinstance(app.screen, NewGameScreen))
        assert app.is_running


@run_async
async def test_a_game_open_in_another_lexitile_stays_closed(data_dir):
    """Another lexitile holds the game: Enter does not resume it; the list says who has
    it and offers the read-only replay (with the racks hidden:
    ``test_replay_racks_hidden.py`` steps through it)."""
    from lexitile.games.crossword.rules.coords import Direction
    from lexitile.games.crossword.rules.placement import Placement
    from lexitile.storage.locks import LockOwner, lock_path

    board = make_session(data_dir, name="busy")
    board.play(Placement.of([(7, 7, "G"), (7, 8, "A"), (7, 9, "Z"), (7, 10, "E"), (7, 11, "D")], Direction.ACROSS))
    board.close()
    # another lexitile, on another host, holds the game
    lock_path(board.path).write_text(LockOwner(4242, "other-host", "2026-12-01 09:00:00").to_json())
    app = app_at_home()
    async with app.run_test(size=SIZE) as pilot:
        await pilot.press("ctrl+o")
        await settle(pilot, lambda: isinstance(app.screen, SavedGamesScreen))
        listed = app.screen
        await pilot.press("enter")
        for _ in range(5):
            await pilot.pause()
        assert app.screen is listed, f"enter opened {app.screen}"
        note = str(listed.query_one("#saved-note").render())
        assert "open in another lexitile" in note and "4242" in note and "r: replay it read-only" in note
        assert app.session is None  # nothing was resumed: the other program keeps its game
        assert "4242" in lock_path(board.path).read_text()


@run_async
async def test_a_game_in_play_is_replayed_from_the_list_with_every_hand_hidden(data_dir):
    """``r`` on an unfinished game once showed every hand (the tester saw all three
    Quiddler hands): it now opens each mode's replay with the hands hidden, and q or
    Escape comes back to the new-game screen (Escape first clears a number being typed:
    a new player pressed it in the board game's replay and nothing happened)."""
    from lexitile.tui.quiddler.replay import ReplayScreen as QuiddlerReplay
    from lexitile.tui.screens.replay import ReplayScreen as BoardReplay

    paths = _saved_of_every_kind(data_dir)
    app = app_at_home()
    async with app.run_test(size=SIZE) as pilot:
        for kind, screen_type in (
            ("crossword", BoardReplay),
            ("quiddler", QuiddlerReplay),
            ("crosswise", CrosswiseReplay),
        ):
            await pilot.press("ctrl+o")
            await settle(pilot, lambda: isinstance(app.screen, SavedGamesScreen))
            listed = app.screen
            assert len(listed.entries) == len(paths) and not any(e.finished for e in listed.entries)
            row = next(i for i, e in enumerate(listed.entries) if e.kind == kind)
            for _ in range(row):
                await pilot.press("down")
            await pilot.press("r")
            await settle(pilot, lambda t=screen_type: isinstance(app.screen, t))
            screen = app.screen
            assert getattr(screen, "racks_hidden", None) or getattr(screen, "hands_hidden", None), kind
            assert app.session is None  # read-only
            if kind == "crosswise":
                await pilot.press("q")
            else:
                await pilot.press("1", "escape")  # the number typed is cleared, nothing more
                await pilot.pause()
                assert app.screen is screen and not screen.typed
                await pilot.press("escape")
            await settle(pilot, lambda: isinstance(app.screen, NewGameScreen))


@run_async
async def test_r_after_a_crosswise_match_starts_another_for_the_same_seats(data_dir):
    from lexitile.games.crosswise.files import load_components
    from lexitile.games.crosswise.match import Match
    from lexitile.play.crosswise import Session as CrosswiseSession
    from lexitile.tui.crosswise.app import CrosswiseApp

    match = Match(load_components(), ["R1", "R2"], seed=12)
    session = CrosswiseSession(match, {"R1": "hard", "R2": "easy"}, path=None)
    app = CrosswiseApp(session, robot_delay=0)
    async with app.run_test(size=SIZE) as pilot:
        await settle(pilot, lambda: isinstance(app.screen, CrosswiseOver), tries=600)
        await pilot.press("r")
        await settle(pilot, lambda: app.session is not session, tries=100)
        again = app.session
        assert list(again.match.players) == ["R1", "R2"] and again.robots == {"R1": "hard", "R2": "easy"}
        assert again.path is None  # the first match was not saved: neither is this one
        assert len(again.match.games) == 1
