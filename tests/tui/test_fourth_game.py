"""A fourth game added in one place: the test-only game Tiny (``tests/tiny_game.py``,
``tests/tui/tiny_screens.py``) is registered through the mode registry and the app's
screen registry alone, and then, with real keys, appears on the new-game screen, plays
with the curtain, saves, resumes from the saved-games list, settles a league game and
replays -- with nothing in ``storage/``, the shell or the command dispatch knowing it."""

from __future__ import annotations

from pathlib import Path

import pytest
import tiny_screens
from textual.widgets import Input, Label
from tui_helpers import run_async, stand_in_loader

import tiny_game
from league_offer import answer_profile_offer
from lexitile.core import modes as modes_module
from lexitile.core.modes import get_mode, register_mode
from lexitile.storage.league_db import League
from lexitile.storage.saved_games import detect_kind
from lexitile.tui import mode_screens
from lexitile.tui.app import LexitileApp
from lexitile.tui.mode_screens import register_screens
from lexitile.tui.screens.dialogs import ConfirmScreen
from lexitile.tui.screens.new_game import NewGameScreen, mode_choices
from lexitile.tui.screens.saved_games import SavedGamesScreen
from lexitile.tui.shell.curtain import CurtainScreen
from pilot_keys import settle


@pytest.fixture
def tiny(monkeypatch: pytest.MonkeyPatch) -> None:
    """Tiny registered for one test (the registries are put back afterwards)."""
    monkeypatch.setattr(modes_module, "_MODES", modes_module._MODES)
    monkeypatch.setattr(mode_screens, "_LOADERS", dict(mode_screens._LOADERS))
    register_mode(tiny_game.MODE)
    register_screens("tiny", tiny_screens.screens)


def status(app: LexitileApp) -> str:
    return str(app.screen.query_one("#status", Label).render())


async def play(pilot, move: str) -> None:
    """Lift the curtain for the person on turn and enter their move."""
    app = pilot.app
    await settle(pilot, lambda: isinstance(app.screen, CurtainScreen))
    assert str(app.screen_stack[-2].query_one("#status", Label).render()) == ""  # no hand behind the curtain
    await pilot.press("enter")
    await settle(pilot, lambda: isinstance(app.screen, tiny_screens.TinyScreen))
    await pilot.press(*move, "enter")
    await pilot.pause()


def first_letter(app: LexitileApp) -> str:
    game = app.screen.session.game
    return game.hands[game.current][0]


def test_a_registered_game_reads_and_writes_its_files_through_storage(tiny, tmp_path) -> None:
    game = tiny_game.TinyGame.new(("Ann", "Bo"), seed=1)
    game.play(tiny_game.TinyMove((2, 2), game.hands[0][0]))
    path = tmp_path / "g.tiny"
    tiny_game.save(game, path)
    assert detect_kind(path) == "tiny"
    assert get_mode("tiny").entry_reader_of()(path).scores == tuple(game.scores)
    assert tiny_game.TinyMove.parse(str(game.moves[0])) == game.moves[0]
    with pytest.raises(ValueError, match="clashes"):
        register_mode(tiny_game.MODE)


def test_storage_the_shell_and_the_command_dispatch_do_not_know_the_fourth_game() -> None:
    import lexitile

    root = Path(lexitile.__file__).parent
    places = [*root.glob("storage/*.py"), *root.glob("commands/*.py"), root / "cli.py", root / "tui" / "app.py"]
    places += [*root.glob("tui/screens/*.py"), *root.glob("tui/shell/*.py"), *root.glob("play/*.py")]
    assert len(places) > 40
    assert [p.name for p in places if "tiny" in p.read_text(encoding="utf-8").lower()] == []


@run_async
async def test_the_fourth_game_from_the_new_game_screen_to_the_league(tiny, data_dir) -> None:
    app = LexitileApp(lexicon_loader=stand_in_loader, robot_pause=0)
    async with app.run_test(size=(100, 30)) as pilot:
        await pilot.pause()
        assert ("Tiny", "tiny") in mode_choices()
        # after the built-in games (duplicate is the fourth), the game picker numbers it
        await pilot.press("f3", str([mode for _label, mode in mode_choices()].index("tiny") + 1))
        await settle(pilot, lambda: isinstance(app.screen, NewGameScreen) and app.screen.mode == "tiny")
        for box, name in (("#seat-1", "Ann"), ("#seat-2", "Bo")):
            app.screen.query_one(box, Input).focus()
            await pilot.press("ctrl+a", "ctrl+k", *name)
        await pilot.press("ctrl+s")
        await answer_profile_offer(pilot, yes=True)

        # the curtain first: no hand on screen until Ann is at the keyboard
        await settle(pilot, lambda: isinstance(app.screen, CurtainScreen))
        table = app.screen_stack[-2]
        assert isinstance(table, tiny_screens.TinyScreen)
        assert str(table.query_one("#status", Label).render()) == ""
        await pilot.press("enter")
        await settle(pilot, lambda: isinstance(app.screen, tiny_screens.TinyScreen))
        assert status(app).startswith("Ann: ")
        await pilot.press(*f"C3 {first_letter(app)}", "enter")
        await settle(pilot, lambda: isinstance(app.screen, CurtainScreen))
        saved = app.screen_stack[-2].session.path
        assert saved.suffix == ".tiny" and saved.read_text().count("\n") == 5  # header, players, hands, league, 1 move

        # quit: the question is Tiny's own; the saved-games list shows it and resumes it
        await pilot.press("ctrl+q")
        await settle(pilot, lambda: isinstance(app.screen, ConfirmScreen))
        assert f"Tiny is saved in {saved}" in str(app.screen.query_one(".question").render()).replace("\n", "")
        await pilot.press("y")
        await settle(pilot, lambda: isinstance(app.screen, NewGameScreen))
        await pilot.press("ctrl+o")
        await settle(pilot, lambda: isinstance(app.screen, SavedGamesScreen))
        assert [(e.kind, e.path, e.finished) for e in app.screen.entries] == [("tiny", saved, False)]
        await pilot.press("enter")
        await settle(pilot, lambda: isinstance(app.screen, CurtainScreen))
        await pilot.press("enter")
        await settle(pilot, lambda: isinstance(app.screen, tiny_screens.TinyScreen))
        assert status(app).startswith("Bo: ") and app.title == "lexitile · Tiny"
        await pilot.press(*f"C4 {first_letter(app)}", "enter")
        await play(pilot, "-")
        await play(pilot, "-")
        session = app.screen.session
        assert session.game.is_over and status(app).startswith("Game over")
        assert session.game.scores[1] > session.game.scores[0]  # Bo's C4 made a line of two

        # the league settled the game: Bo won
        with League() as league:
            stored = [result for _gid, result in league.stored_results()]
        assert [(r.mode, r.winners) for r in stored] == [("tiny", (1,))]

        # a finished game leaves without a question; its replay steps through it
        await pilot.press("ctrl+q")
        await settle(pilot, lambda: isinstance(app.screen, NewGameScreen))
        await pilot.press("ctrl+o")
        await settle(pilot, lambda: isinstance(app.screen, SavedGamesScreen))
        await pilot.press("r")
        await settle(pilot, lambda: isinstance(app.screen, tiny_screens.TinyReplay))
        await pilot.press("left", "left")
        shown = str(app.screen.query_one("#replay", Label).render())
        assert shown.startswith("move 2: C3 ") and "C4" in shown
