"""The board game's new-game form keeps a robot seat to familiar words: a box beside a
robot's kind (hidden for a person's seat), ticked with real keys, reaching the game,
its save and its resumption. The hint line above the seats gives each level's measured
figure as the focus and the drop-down's highlight move, on one line at 80 columns in
every interface language, with the figures of ``docs/robots.md``'s ladder."""

from __future__ import annotations

import re
from pathlib import Path

import pytest
from rich.cells import cell_len
from test_new_game_focus import settled, tab_to
from textual.widgets import Checkbox, Select
from tui_helpers import run_async

from league_offer import answer_profile_offer
from lexitile.games.crossword.engine.common_words import EASY_MIN_ZIPF, load_frequencies
from lexitile.i18n import _, set_ui_language
from lexitile.play.board_session import Session
from lexitile.play.board_setup import GameSetup
from lexitile.play.robot_seats import robot_for
from lexitile.savegame import load_saved
from lexitile.tui.app import LexitileApp
from lexitile.tui.forms.base import ModeForm
from lexitile.tui.forms.level_help import EXPERT_TABLES, LADDER, LEVEL_NAMES, familiar_help, level_help
from lexitile.tui.screens.game import GameScreen
from lexitile.tui.screens.new_game import NewGameScreen

SIZE = (80, 24)
DOCS = Path(__file__).resolve().parents[2] / "docs"
#: Bo (seed 1) holds NOTLECO: OCELOT (not in the frequency list) outscores COLT (common)
LEXICON = frozenset({"OCELOT", "COLT", "TO"})
#: the form's width inside its padding at 80 columns, a scroll bar beside it
HINT_COLUMNS = 74


@pytest.fixture(autouse=True)
def english_afterwards():
    yield
    set_ui_language("en")


async def settle(pilot) -> None:
    for _round in range(3):
        await pilot.pause()
        await pilot.app.workers.wait_for_complete()
    await pilot.pause()


def hint(app) -> str:
    return str(app.screen.query_one("#seats-hint").render())


def test_a_hard_robot_plays_the_obscure_word_and_a_familiar_one_the_common_word(data_dir):
    """The position the app test below plays: without ``+familiar`` the hard robot's
    choice is the word outside the frequency list, so the app test can tell them apart."""
    frequencies = load_frequencies("en")
    assert frequencies is not None
    assert frequencies.get("OCELOT", 0.0) < EASY_MIN_ZIPF <= frequencies["COLT"]
    session = Session.start(GameSetup(("Ann", "Bo"), lexicon="test-words", seed=1), LEXICON, path=data_dir / "g.json")
    session.game.pass_turn()  # Ann passes; Bo (NOTLECO) is on turn
    assert robot_for("hard", LEXICON, 0).choose(session.game).word == "OCELOT"
    assert robot_for("hard+familiar", LEXICON, 0).choose(session.game).word == "COLT"


@run_async
async def test_keys_seat_a_familiar_hard_robot_that_plays_common_words_and_is_kept_on_resume(data_dir):
    app = LexitileApp(
        lexicon_loader=lambda spec: LEXICON,
        new_game_defaults={"players": ["Ann", "Bo"], "seed": 1},
        robot_pause=0,
    )
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        screen = app.screen
        assert isinstance(screen, NewGameScreen)
        box = screen.query_one("#familiar-2", Checkbox)
        assert not box.visible  # a person's seat: no box, and Tab passes it by
        await pilot.press("tab", "tab", "tab")  # Ann's kind, Bo's name, Bo's kind
        kind = screen.query_one("#kind-2", Select)
        assert kind.has_focus
        await pilot.press("enter")  # the drop-down opens on "Human"
        for _step in range(6):  # easy, casual, keen, steady, medium, hard
            await pilot.press("down")
        await pilot.pause()
        assert "medium wins 39% against it" in hint(app), hint(app)  # the highlighted level's figure
        await pilot.press("enter")
        await pilot.pause()
        assert kind.value == "hard" and box.visible
        await pilot.press("tab")
        assert box.has_focus and hint(app) == familiar_help()
        await pilot.press("space")
        await pilot.pause()
        assert box.value
        await pilot.press("ctrl+s")
        await answer_profile_offer(pilot)
        await settle(pilot)
        assert isinstance(app.screen, GameScreen)
        session = app.session
        assert session is not None and session.robots == {1: "hard+familiar"}
        robot = robot_for(session.robots[1], session.game.lexicon)
        assert (robot.level, robot.familiar) == ("hard", True)
        await pilot.press("ctrl+p", "y")  # Ann passes; the familiar robot answers
        await settle(pilot)
        assert len(session.game.history) == 2
        played = load_saved(session.path)
        assert played.robots == {1: "hard+familiar"}
        assert (played.moves[-1].seat, played.moves[-1].move.word) == (1, "COLT"), played.moves
    resumed = Session.resume(load_saved(session.path), LEXICON)
    assert resumed.robots == {1: "hard+familiar"} and resumed.is_robot(1)
    robot = robot_for(resumed.robots[1], LEXICON)
    assert (robot.level, robot.familiar) == ("hard", True)


@run_async
async def test_escape_from_the_drop_down_gives_the_hint_of_the_kind_kept(data_dir):
    app = LexitileApp()
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        await pilot.press("tab", "enter", *["down"] * 7)  # Ann's kind: the drop-down, down to expert
        await pilot.pause()
        assert hint(app).startswith("expert: ") and f"{EXPERT_TABLES[0]}%" in hint(app), hint(app)
        await pilot.press("escape")
        await pilot.pause()
        assert app.screen.query_one("#kind-1", Select).value == "human"
        assert hint(app).startswith("2 to 4 players"), hint(app)


@run_async
async def test_a_familiar_robot_from_the_command_line_shows_ticked_and_a_person_drops_it(data_dir):
    app = LexitileApp(new_game_defaults={"players": ["Ann", "Bo"], "robots": {"Bo": "keen+familiar"}})
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        form = app.screen.query_one(ModeForm)
        assert app.screen.query_one("#kind-2", Select).value == "keen"
        assert app.screen.query_one("#familiar-2", Checkbox).value
        assert form.seats() == (["Ann", "Bo"], {"Bo": "keen+familiar"})
        app.screen.query_one("#kind-2", Select).value = "human"
        await pilot.pause()
        assert not app.screen.query_one("#familiar-2", Checkbox).visible
        assert form.seats() == (["Ann", "Bo"], {})  # a person is never "familiar"
        app.screen.query_one("#kind-2", Select).value = "expert"
        await pilot.pause()
        assert form.seats() == (["Ann", "Bo"], {"Bo": "expert+familiar"})  # the tick stays with the seat


@run_async
async def test_another_game_takes_the_level_without_familiar(data_dir):
    app = LexitileApp(new_game_defaults={"players": ["Ann", "Bo"], "robots": {"Bo": "hard+familiar"}})
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        screen = app.screen
        assert isinstance(screen, NewGameScreen)
        await screen.switch_mode("crosswise")  # easy, medium, hard: no familiar words
        await pilot.pause()
        assert not screen.query("#familiar-2")
        assert screen.form.seats() == (["Ann", "Bo"], {"Bo": "hard"})


@pytest.mark.parametrize("language", ["en", "de", "pt_BR"])
def test_every_hint_fits_one_line_at_80_columns(language):
    set_ui_language(language)
    lines = [level_help(level) for level in LEVEL_NAMES] + [familiar_help()]
    lines += [
        _(text)
        for text in (
            "2 to 4 players at one keyboard (empty name: empty seat). Tab: next field.",
            "1 to 4 players at one keyboard (empty name: empty seat). Tab: next field.",
            "2 to 6 players at one keyboard (empty name: empty seat). Tab: next field.",
        )
    ]
    too_long = [line for line in lines if cell_len(line) > HINT_COLUMNS]
    assert not too_long, too_long


@pytest.mark.parametrize(("language", "word"), [("en", "wins"), ("de", "gewinnt"), ("pt_BR", "vence")])
def test_the_hints_are_translated(language, word):
    set_ui_language(language)
    assert word in level_help("casual") and "18%" in level_help("casual")


def test_the_figures_are_those_of_the_ladder_in_docs_robots_md():
    text = (DOCS / "robots.md").read_text(encoding="utf-8")
    rows = re.findall(r"^\| (\w+) → (\w+) \| \d+ \| \*\*([\d.]+) %\*\*", text, re.MULTILINE)
    assert [(a, b, int(float(share) + 0.5)) for a, b, share in rows] == [tuple(step) for step in LADDER]
    tables = re.findall(
        r"^\| `lexitile selfplay --seats expert,hard,hard(?:,hard)? .*?\*\*([\d.]+) %\*\*", text, re.MULTILINE
    )
    assert tuple(int(float(share) + 0.5) for share in tables) == EXPERT_TABLES


async def focus_familiar_box(pilot) -> None:
    """Wait for the form (the text cursors steady), then Tab to Bo's familiar-words box."""
    await settled(pilot)
    await tab_to(pilot, "familiar-2")
    await pilot.pause()


def test_snapshot_a_familiar_robot_seat(snap_compare, data_dir):
    app = LexitileApp(new_game_defaults={"players": ["Ann", "Bo"], "robots": {"Bo": "hard+familiar"}})
    assert snap_compare(app, terminal_size=SIZE, run_before=focus_familiar_box)


def test_snapshot_a_familiar_robot_seat_in_german(snap_compare, data_dir):
    set_ui_language("de")
    app = LexitileApp(new_game_defaults={"players": ["Ann", "Bo"], "robots": {"Bo": "keen+familiar"}})
    assert snap_compare(app, terminal_size=SIZE, run_before=focus_familiar_box)
