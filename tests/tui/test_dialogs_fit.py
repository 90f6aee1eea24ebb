"""At 80x24 (and larger), in every interface language and every game: the curtain's box
stays over the board, clear of the side panel; the quit dialog breaks a save path
between folder names, never inside the file's name."""

from __future__ import annotations

from pathlib import Path

import pytest
from tui_helpers import WORDS, make_session, run_async

from lexitile.i18n import set_ui_language
from lexitile.tui.app import LexitileApp
from lexitile.tui.screens.dialogs import ConfirmScreen
from lexitile.tui.shell.curtain import CurtainScreen

LANGUAGES = ("en", "de", "pt_BR")
#: a folder name long enough that every save path needs more than one line
DEEP = "a-folder-with-a-rather-long-name/and-another-one-below-it"


@pytest.fixture(autouse=True)
def english_afterwards():
    yield
    set_ui_language("en")


def screen_lines(app) -> list[str]:
    """The whole screen as a person sees it, one string per row."""
    return ["".join(segment.text for segment in strip) for strip in app.screen._compositor.render_strips()]


@pytest.mark.parametrize("size", [(80, 24), (120, 40)])
@pytest.mark.parametrize("language", LANGUAGES)
@run_async
async def test_the_curtain_box_stays_off_the_side_panel(data_dir, language, size):
    set_ui_language(language)
    app = LexitileApp(make_session(data_dir))
    async with app.run_test(size=size) as pilot:
        await pilot.pause()
        assert isinstance(app.screen, CurtainScreen)
        box = app.screen.query_one(".curtain").region
        side = app.screen_stack[-2].query_one("#right").region
        assert box.right <= side.x, (box, side)
        header = next(line for line in screen_lines(app) if "╔" in line)
        assert header.rstrip().endswith("╗") or "▏" in header[header.index("╗") :]


async def quit_dialog_lines(pilot, app, path: Path) -> list[str]:
    await pilot.press("ctrl+q")
    await pilot.pause()
    assert isinstance(app.screen, ConfirmScreen)
    assert str(path) in app.screen.question
    return screen_lines(app)


def assert_name_whole(lines: list[str], path: Path) -> None:
    assert any(path.name in line for line in lines), "\n".join(lines)
    # the folders are there too, each whole, in order
    shown = "".join(line.strip(" ║┃│▎▊") for line in lines)
    assert str(path.parent) in shown.replace(" ", "") or all(part in shown for part in path.parts[1:])


@pytest.mark.parametrize("language", LANGUAGES)
@run_async
async def test_board_game_quit_dialog_keeps_the_file_name_whole(tmp_path, monkeypatch, language):
    set_ui_language(language)
    data = tmp_path / DEEP
    monkeypatch.setenv("LEXITILE_DATA_DIR", str(data))
    session = make_session(data)
    app = LexitileApp(session)
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.press("enter")
        assert_name_whole(await quit_dialog_lines(pilot, app, session.path), session.path)


@pytest.mark.parametrize("language", LANGUAGES)
@run_async
async def test_quiddler_quit_dialog_keeps_the_file_name_whole(tmp_path, language):
    from lexitile.games.quiddler.game import Game
    from lexitile.games.quiddler.options import TableOptions
    from lexitile.games.quiddler.setup import GameSetup
    from lexitile.games.quiddler.storage import load_deck
    from lexitile.play.quiddler import QuiddlerSession
    from lexitile.tui.quiddler.quiddler_app import QuiddlerApp

    set_ui_language(language)
    path = tmp_path / DEEP / "2026-12-02-071640-Player1-Player2.qdl"
    path.parent.mkdir(parents=True)
    game = Game(GameSetup(("Ann", "Bo"), 1, load_deck("english"), TableOptions(), 0), WORDS)
    app = QuiddlerApp(QuiddlerSession(game, save_path=path, lexicon_spec="test"), "CARD")
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        assert_name_whole(await quit_dialog_lines(pilot, app, path), path)


@pytest.mark.parametrize("language", LANGUAGES)
@run_async
async def test_crosswise_quit_dialog_keeps_the_file_name_whole(tmp_path, monkeypatch, language):
    from lexitile.play.crosswise import Session
    from lexitile.tui.crosswise.app import CrosswiseApp

    set_ui_language(language)
    monkeypatch.setenv("LEXITILE_DATA_DIR", str(tmp_path / DEEP))
    session = Session.new(["Ann", "Bo"], {}, seed=21)
    assert session.path is not None
    app = CrosswiseApp(session, robot_delay=0)
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        assert_name_whole(await quit_dialog_lines(pilot, app, session.path), session.path)


@pytest.mark.parametrize("language", LANGUAGES)
@run_async
async def test_game_over_box_keeps_the_saved_file_names_whole(tmp_path, monkeypatch, language):
    from lexitile.tui.screens.game_over import GameOverScreen, shown_path

    set_ui_language(language)
    data = tmp_path / DEEP
    monkeypatch.setenv("LEXITILE_DATA_DIR", str(data))
    session = make_session(data, rules="kreuzwort", name="2026-12-02-071640-Anneliese-Bartholomaeus")
    gcg = session.saved.gcg_path
    assert gcg is not None
    app = LexitileApp(session)
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.press("enter", "ctrl+e", "y")
        await pilot.pause()
        assert isinstance(app.screen, GameOverScreen)
        await pilot.press("end")
        await pilot.pause()
        lines = screen_lines(app)
        for path in (session.path, gcg):
            shown = shown_path(path)  # "~/..." under the home folder
            for part in shown.split("/"):  # the file's name and each folder's, each on one line
                assert any(part in line for line in lines), (part, "\n".join(lines))
