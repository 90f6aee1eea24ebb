"""A German word the static list lacks, while the compound dictionary still loads.

The dictionary loads in the background for 10-25 s after a German game opens. Until
then such a word has no verdict. The app used to judge it "not valid" in the word box
and refuse its play as "not a word" (a valid compound), showing nothing of the load.
Now the word box shows how far the dictionary has loaded, and a play with such a word
waits for it in a modal with a progress bar -- the screen stays responsive (Escape goes
back) -- and is played once the dictionary answers.

The dictionary here is a stand-in whose load the test finishes by hand; DOZER is not in
the static list, the stand-in dictionary knows it (seed 1: Ann holds ERZAGDO).
"""

from __future__ import annotations

import threading

from textual.widgets import Input, Label, ProgressBar
from tui_helpers import WORDS, make_game, run_async

from lexitile.lexicon import Lexicon, compounds
from lexitile.lexicon.compounds import CompoundLexicon
from lexitile.tui.app import LexitileApp
from lexitile.tui.screens.compound_loading import CompoundLoadingScreen
from lexitile.tui.screens.game import GameScreen
from lexitile.tui.widgets.preview import PreviewView

SIZE = (80, 24)
STATIC = Lexicon.from_words(sorted(WORDS | {"DOZE", "ZED"}), "static", "de")


class StandInDictionary:
    def accepts(self, tiles: str) -> bool:
        return tiles == "DOZER"


def slow_lexicon() -> tuple[CompoundLexicon, threading.Event]:
    """A German lexicon whose compound dictionary loads until the event is set."""
    release = threading.Event()

    def load() -> StandInDictionary:
        compounds._set_progress(0.4)
        release.wait(30)
        compounds._set_progress(None)
        return StandInDictionary()

    return CompoundLexicon(STATIC, load, mode="background", denylist=()), release


def game_screen(app) -> GameScreen:
    return [s for s in app.screen_stack if isinstance(s, GameScreen)][-1]


def verdict(app) -> str:
    return str(game_screen(app).query_one("#word-verdict", Label).content)


async def wait_for(pilot, until, tries: int = 400) -> None:
    for _ in range(tries):
        await pilot.pause(0.05)
        if until():
            return
    raise AssertionError(f"never got there; on screen: {pilot.app.screen!r}")


@run_async
async def test_the_word_box_shows_the_load_then_the_compound_verdict(data_dir):
    lexicon, release = slow_lexicon()
    app = LexitileApp(make_game(data_dir, lexicon=lexicon, compounds="free"), robot_pause=0)
    try:
        async with app.run_test(size=SIZE) as pilot:
            await pilot.press("enter", "tab", "tab", *"dozer")
            await pilot.pause()
            assert game_screen(app).query_one("#word-input", Input).value == "dozer"
            await wait_for(pilot, lambda: "40%" in verdict(app))
            shown = verdict(app)
            assert shown.startswith("…▰▰▱▱▱ 40%") and "compound dictionary loading" in shown, shown
            assert "not valid" not in shown
            release.set()
            await wait_for(pilot, lambda: verdict(app) == "✓ valid (compound)")
    finally:
        release.set()


@run_async
async def test_a_play_waits_for_the_dictionary_with_a_bar_and_is_then_played(data_dir):
    """DOZER typed on the board (the cursor starts on the centre square) and Enter."""
    lexicon, release = slow_lexicon()
    session = make_game(data_dir, lexicon=lexicon, compounds="free")
    app = LexitileApp(session, robot_pause=0)
    try:
        async with app.run_test(size=SIZE) as pilot:
            await pilot.press("enter", *"dozer")
            await pilot.pause()
            assert len(game_screen(app).table.draft.tiles) == 5
            await pilot.press("enter")
            await wait_for(pilot, lambda: isinstance(app.screen, CompoundLoadingScreen))
            waiting = app.screen
            await wait_for(pilot, lambda: waiting.query_one(ProgressBar).progress == 40)
            text = " ".join(str(label.content) for label in waiting.query(Label))
            assert "compound dictionary" in text and "DOZER" in text
            assert session.game.history == []
            # responsive: Escape goes back to the table, the tiles stay; Enter asks again
            await pilot.press("escape")
            await wait_for(pilot, lambda: isinstance(app.screen, GameScreen))
            assert len(game_screen(app).table.draft.tiles) == 5
            await pilot.press("enter")
            await wait_for(pilot, lambda: isinstance(app.screen, CompoundLoadingScreen))
            release.set()
            await wait_for(pilot, lambda: bool(session.game.history))
            assert "DOZER" in session.game.history[0].move_text
    finally:
        release.set()


@run_async
async def test_quick_mode_waits_for_the_dictionary_instead_of_saying_not_a_word(data_dir):
    lexicon, release = slow_lexicon()
    session = make_game(data_dir, lexicon=lexicon, compounds="free")
    app = LexitileApp(session, robot_pause=0)
    try:
        async with app.run_test(size=SIZE) as pilot:
            await pilot.press("enter", "tab", "tab", *"dozer", "enter")
            await wait_for(pilot, lambda: isinstance(app.screen, CompoundLoadingScreen))
            assert "not a word" not in game_screen(app).query_one(PreviewView).plain
            release.set()
            await wait_for(pilot, lambda: isinstance(app.screen, GameScreen))
            await wait_for(pilot, lambda: verdict(app) == "✓ valid (compound)")
            assert "not a word" not in game_screen(app).query_one(PreviewView).plain
    finally:
        release.set()


@run_async
async def test_a_computer_does_not_challenge_a_compound_before_the_dictionary_answers(data_dir):
    """Under challenge rules Ann's DOZER is not checked when played; Bo, a computer,
    decides whether to challenge it. Before, it judged DOZER by the static list alone
    and challenged it off the board; now the table waits for the dictionary (the bar),
    then Bo accepts the valid compound."""
    from lexitile.games.crossword.rules.events import EventKind
    from lexitile.play.board_session import Session
    from lexitile.play.board_setup import GameSetup
    from lexitile.savegame import GameOptions

    lexicon, release = slow_lexicon()
    setup = GameSetup(
        ("Ann", "Bo"),
        lexicon="test-words",
        seed=1,
        options=GameOptions(check="challenge", compounds="free"),
        robots={"Bo": "easy"},
    )
    session = Session.start(setup, lexicon, path=data_dir / "games" / "game.json")
    app = LexitileApp(session, robot_pause=0)
    try:
        async with app.run_test(size=SIZE) as pilot:
            await wait_for(pilot, lambda: isinstance(app.screen, GameScreen))
            await pilot.press(*"dozer", "enter")
            await wait_for(pilot, lambda: isinstance(app.screen, CompoundLoadingScreen))
            assert [e.kind for e in session.game.history] == [EventKind.PLAY]  # not challenged yet
            release.set()
            await wait_for(pilot, lambda: len(session.game.history) >= 2, tries=600)
            kinds = [e.kind for e in session.game.history]
            assert EventKind.WITHDRAWN not in kinds, kinds
            assert "DOZER" in session.game.history[0].move_text
    finally:
        release.set()
