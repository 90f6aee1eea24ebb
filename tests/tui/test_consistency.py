"""The three games behave alike where a player would expect it, at 80x24: F1 for the
rules card and ctrl+q to quit in every footer (Crosswise's first keys, ? and q, still
work), one resume command named on quitting, no "Play" offered once the game is over,
an empty Crosswise square not drawn like the cross tile, no internal reason code in a
refusal, no "German" option on an English form, and each game's default robot level
either the same or explained."""

from __future__ import annotations

import re
from pathlib import Path

import pytest
from tui_helpers import bottom_line, make_game, run_async

from lexitile.core.modes import modes
from lexitile.i18n import set_ui_language
from lexitile.tui.app import LexitileApp
from lexitile.tui.screens.dialogs import ConfirmScreen
from lexitile.tui.screens.game import GameScreen
from lexitile.tui.shell.curtain import CurtainScreen
from lexitile.tui.shell.rules_card import RulesCard
from lexitile.tui.widgets.preview import PreviewView

SIZE = (80, 24)
SMALL = frozenset({"GAZED", "ZA", "AG", "OD", "DOG", "RAG", "GOAD", "ADZ", "RAZED", "DOZER", "GRAZED"})
#: an internal reason code in brackets: [not-a-word], [cross-word]...
CODE = re.compile(r"\[[a-z]+(?:-[a-z]+)+\]")
DOCS = Path(__file__).resolve().parents[2] / "docs"


@pytest.fixture(autouse=True)
def english_afterwards():
    yield
    set_ui_language("en")


def game_screen(app) -> GameScreen:
    return [s for s in app.screen_stack if isinstance(s, GameScreen)][-1]


async def lift(pilot) -> None:
    await pilot.pause()
    assert isinstance(pilot.app.screen, CurtainScreen)
    await pilot.press("enter")
    await pilot.pause()


@pytest.mark.parametrize("language", ["en", "de", "pt_BR"])
@run_async
async def test_a_refusal_shows_no_internal_reason_code(data_dir, language):
    set_ui_language(language)
    app = LexitileApp(make_game(data_dir, lexicon=SMALL), robot_pause=0)
    async with app.run_test(size=SIZE) as pilot:
        await lift(pilot)
        await pilot.press("z", "e", "r")  # ZER at H8 across: not a word of the list
        await pilot.pause()
        shown = game_screen(app).query_one(PreviewView).plain
        assert shown.startswith("✗") and "ZER" in shown
        assert not CODE.search(shown), shown


@run_async
async def test_after_the_game_the_footer_offers_the_result_not_play_or_shuffle(data_dir):
    app = LexitileApp(make_game(data_dir, lexicon=SMALL), robot_pause=0)
    async with app.run_test(size=SIZE) as pilot:
        await lift(pilot)
        assert "Play" in bottom_line(app) and "Shuffle" in bottom_line(app)
        await pilot.press("ctrl+e")
        await pilot.pause()
        assert isinstance(app.screen, ConfirmScreen)
        await pilot.press("y")
        for _ in range(20):
            await pilot.pause()
            if not isinstance(app.screen, GameScreen):
                break
        await pilot.press("escape")  # the game-over box, back to the board
        await pilot.pause()
        assert isinstance(app.screen, GameScreen) and app.screen.session.finished
        footer = bottom_line(app)
        assert "Play" not in footer and "Shuffle" not in footer, footer
        assert "Result" in footer
        await pilot.press("enter")  # the key still shows the result
        await pilot.pause()
        assert not isinstance(app.screen, GameScreen)


def crosswise_app(monkeypatch, tmp_path, language: str = "en"):
    from lexitile.games.crosswise.files import rules_card
    from lexitile.play.crosswise import Session
    from lexitile.tui.crosswise.app import CrosswiseApp

    set_ui_language(language)
    monkeypatch.setenv("LEXITILE_DATA_DIR", str(tmp_path / "data"))
    return CrosswiseApp(Session.new(["Ann", "Bo"], {}, seed=21), robot_delay=0, card=rules_card(language))


@pytest.mark.parametrize("language", ["en", "de", "pt_BR"])
@run_async
async def test_crosswise_footer_names_f1_and_ctrl_q_and_the_old_keys_still_work(tmp_path, monkeypatch, language):
    app = crosswise_app(monkeypatch, tmp_path, language)
    async with app.run_test(size=SIZE) as pilot:
        await pilot.press("enter")  # the curtain
        await pilot.pause()
        footer = bottom_line(app)
        assert "f1 " in footer and "^q " in footer, footer
        assert " ? " not in f" {footer} " and not re.search(r"(^| )q ", footer), footer
        assert len(footer.rstrip()) <= SIZE[0] and footer.rstrip()[-1].isalpha()  # nothing cut off
        await pilot.press("question_mark")
        await pilot.pause()
        assert isinstance(app.screen, RulesCard)
        await pilot.press("escape", "f1")
        await pilot.pause()
        assert isinstance(app.screen, RulesCard)
        await pilot.press("escape", "q")
        await pilot.pause()
        assert isinstance(app.screen, ConfirmScreen)
        assert "lexitile resume" in app.screen.question and "--resume" not in app.screen.question


@run_async
async def test_an_empty_crosswise_square_does_not_look_like_the_cross_tile(tmp_path, monkeypatch):
    from lexitile.tui.crosswise.widgets import BoardView

    app = crosswise_app(monkeypatch, tmp_path)
    async with app.run_test(size=SIZE) as pilot:
        await pilot.press("enter")
        await pilot.press("1")  # a symbol: every empty square becomes a target
        await pilot.pause()
        board = app.screen.query_one(BoardView).render().plain
        squares = "\n".join(line[4:34] for line in board.splitlines()[2:8])
        assert "+" not in squares and "✚" not in squares, squares
        assert "◦" in squares


@pytest.mark.parametrize("language", ["en", "pt_BR"])
@run_async
async def test_the_new_game_form_names_no_german_option_in_another_language(data_dir, language):
    set_ui_language(language)
    app = LexitileApp()
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        shown = "\n".join(
            "".join(segment.text for segment in strip) for strip in app.screen._compositor.render_strips()
        )
        assert "German" not in shown and "alemão" not in shown, shown


def test_each_game_s_default_robot_level_is_the_same_or_explained():
    text = " ".join((DOCS / "robots.md").read_text(encoding="utf-8").split())
    defaults = {mode.id: mode.default_robot_level for mode in modes()}
    common = max(set(defaults.values()), key=list(defaults.values()).count)
    titles = {"crossword": "board game", "quiddler": "Quiddler", "crosswise": "Crosswise", "duplicate": "duplicate"}
    for mode, level in defaults.items():
        assert f"{titles[mode]} `{level}`" in text
        if level != common:
            assert re.search(rf"{titles[mode]}'s default is `{level}` because", text), mode
