"""The new-game screen, the saved-games list and rematches."""

from __future__ import annotations

from textual.widgets import Input, Label
from tui_helpers import make_session, run_async, stand_in_loader

from league_offer import answer_profile_offer
from lexitile.savegame import list_saved
from lexitile.tui.app import LexitileApp
from lexitile.tui.screens.game import GameScreen
from lexitile.tui.screens.game_over import GameOverScreen
from lexitile.tui.screens.new_game import NewGameScreen
from lexitile.tui.screens.saved_games import SavedGamesScreen
from lexitile.tui.shell.curtain import CurtainScreen
from lexitile.tui.shell.rules_card import RulesCard
from pilot_keys import settle

SIZE = (80, 24)


async def fill(pilot, selector: str, text: str) -> None:
    box = pilot.app.screen.query_one(selector, Input)
    box.value = text
    await pilot.pause()


@run_async
async def test_new_game_starts_a_three_player_game(data_dir):
    app = LexitileApp(lexicon_loader=stand_in_loader)
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        assert isinstance(app.screen, NewGameScreen)
        assert app.screen.query_one("#seat-1", Input).has_focus
        # Tab goes name -> human/robot -> next name; typing replaces the default names
        await pilot.press(*"Ann", "tab", "tab", *"Bo", "tab", "tab", *"Cy")
        await pilot.pause()
        await fill(pilot, "#seed", "7")
        await pilot.press("enter")
        await answer_profile_offer(pilot)
        await settle(pilot, lambda: isinstance(app.screen, CurtainScreen))
        session = app.session
        assert session is not None
        assert session.players == ("Ann", "Bo", "Cy") and session.game.seed == 7
        assert session.saved.lexicon == "en" and session.path.is_file()


@run_async
async def test_new_game_refuses_bad_input(data_dir):
    def failing_loader(spec):
        from lexitile.errors import UnknownNameError

        raise UnknownNameError(f"unknown lexicon {spec!r}")

    app = LexitileApp(lexicon_loader=failing_loader)
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        await fill(pilot, "#seat-2", "")
        await pilot.press("ctrl+s")
        await pilot.pause()
        error = app.screen.query_one("#new-game-error", Label)
        assert "2 to 4 players" in str(error.content)
        await fill(pilot, "#seat-2", "Bo")
        await fill(pilot, "#lexicon", "klingon")
        await pilot.press("ctrl+s")  # refused before any question about league profiles
        await settle(pilot, lambda: "unknown lexicon 'klingon'" in str(error.content))
        assert isinstance(app.screen, NewGameScreen)
        await pilot.press("f1")
        await pilot.pause()
        assert isinstance(app.screen, RulesCard)


@run_async
async def test_saved_games_list_resumes_a_game(data_dir):
    old = make_session(data_dir, name="old")
    from lexitile.games.crossword.rules.coords import Direction
    from lexitile.games.crossword.rules.placement import Placement

    old.play(Placement.of([(7, 7, "G"), (7, 8, "A"), (7, 9, "Z"), (7, 10, "E"), (7, 11, "D")], Direction.ACROSS))
    app = LexitileApp(lexicon_loader=stand_in_loader)
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        await pilot.press("ctrl+o")
        await pilot.pause()
        assert isinstance(app.screen, SavedGamesScreen)
        assert [e.kind for e in app.screen.entries] == ["crossword"]
        await pilot.press("enter")
        await settle(pilot, lambda: isinstance(app.screen, CurtainScreen))
        assert app.screen.player == "Bo"
        assert app.session.game.racks == old.game.racks


@run_async
async def test_rematch_and_new_game_from_game_over(data_dir):
    session = make_session(data_dir)
    app = LexitileApp(session, lexicon_loader=stand_in_loader)
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        await pilot.press("enter", "ctrl+e", "y")
        await pilot.pause()
        assert isinstance(app.screen, GameOverScreen)
        await pilot.press("r")
        await settle(pilot, lambda: isinstance(app.screen, CurtainScreen))
        rematch = app.session
        assert rematch is not session and rematch.players == ("Ann", "Bo") and not rematch.finished
        assert len([s for s in app.screen_stack if isinstance(s, GameScreen)]) == 1
        await pilot.press("enter", "ctrl+e", "y", "n")
        await pilot.pause()
        assert isinstance(app.screen, NewGameScreen)
        assert app.screen.query_one("#seat-1", Input).value == "Ann"
    assert len(list_saved()) == 2


@run_async
async def test_new_game_with_rules_and_table_options(data_dir):
    from textual.widgets import Checkbox, Select

    app = LexitileApp(lexicon_loader=stand_in_loader)
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        screen = app.screen
        for i, name in enumerate(["Ann", "Bo", "Cy", "Di"], 1):
            await fill(pilot, f"#seat-{i}", name)
        screen.query_one("#rules", Select).value = "kreuzwort"
        screen.query_one("#check", Select).value = "challenge"
        screen.query_one("#penalty", Select).value = "10"
        screen.query_one("#time", Select).value = "game:25"
        screen.query_one("#pairs", Checkbox).value = True
        screen.query_one("#classic", Checkbox).value = True
        await fill(pilot, "#seed", "3")
        await pilot.press("f1")
        await pilot.pause()
        assert isinstance(app.screen, RulesCard)
        card = str(app.screen.query_one("#rules-card").content)
        assert "Kreuzwort" in card and "25 min game clock each" in card and "wrong challenge: -10 points" in card
        await pilot.press("escape", "ctrl+s")
        await answer_profile_offer(pilot)
        await settle(pilot, lambda: isinstance(app.screen, CurtainScreen))
        session = app.session
        assert session.players == ("Ann & Cy", "Bo & Di") and session.saved.rules == "kreuzwort"
        rules = session.game.rules
        assert rules.word_check.value == "challenge" and rules.challenge_points == 10
        assert session.options.game_minutes == 25 and session.options.classic and session.options.pairs


@run_async
async def test_new_game_refuses_pairs_without_four_players(data_dir):
    from textual.widgets import Checkbox

    app = LexitileApp(lexicon_loader=stand_in_loader)
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        app.screen.query_one("#pairs", Checkbox).value = True
        await pilot.press("ctrl+s")
        await pilot.pause()
        assert "pairs play needs 4 players" in str(app.screen.query_one("#new-game-error", Label).content)


@run_async
async def test_names_typed_fast_with_tab_between_land_in_their_own_seats():
    """The terminal hands over a burst of keys at once (a fast typist, a paste): a name
    typed right after Tab went into the field Tab was leaving (``JorgMaximiliane`` in
    seat 1), because the letters were handed to the focused field before Tab moved the
    focus. Each key here goes to the app as the terminal driver delivers it, with no
    wait between them."""
    from pilot_keys import key_event

    app = LexitileApp(lexicon_loader=stand_in_loader, robot_pause=0)
    async with app.run_test(size=(100, 30)) as pilot:
        await pilot.pause()
        app.screen.query_one("#seat-1", Input).focus()
        await pilot.pause()
        await pilot.press("ctrl+a", "ctrl+k")
        for key in [*"Jorg", "tab", "tab", *"Maximiliane", "tab", "tab", *"Cy"]:
            event = key_event(key)
            event.set_sender(app)
            app.post_message(event)
        await settle(pilot, lambda: app.focused is not None and app.focused.id == "seat-3")
        await pilot.pause()
        seats = [app.screen.query_one(f"#seat-{i}", Input).value for i in (1, 2, 3)]
        assert seats == ["Jorg", "Maximiliane", "Cy"], seats
