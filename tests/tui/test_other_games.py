"""F3 on the new-game screen: Quiddler or Crosswise for the same players; the app exits
with the choice and ``lexitile play`` starts that game (issues #9, #10)."""

from __future__ import annotations

from textual.widgets import Input, Label, Select
from tui_helpers import run_async, stand_in_loader

from lexitile.commands import play
from lexitile.tui.app import LexitileApp
from lexitile.tui.screens.new_game import NewGameScreen, OtherGamesScreen

SIZE = (80, 24)


async def fill(pilot, selector: str, text: str) -> None:
    pilot.app.screen.query_one(selector, Input).value = text
    await pilot.pause()


@run_async
async def test_f3_picks_quiddler_for_the_players_on_the_form(data_dir):
    app = LexitileApp(lexicon_loader=stand_in_loader)
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        assert isinstance(app.screen, NewGameScreen)
        await fill(pilot, "#seat-1", "Ann")
        await fill(pilot, "#seat-2", "Bo")
        await fill(pilot, "#seat-3", "Cy")
        app.screen.query_one("#kind-3", Select).value = "easy"
        await pilot.pause()
        await pilot.press("f3")
        assert isinstance(app.screen, OtherGamesScreen)
        await pilot.press("1")
    assert app.return_value == ("quiddler", ("Ann", "Bo", "Cy"), {"Cy": "easy"})


@run_async
async def test_f3_picks_crosswise_and_escape_cancels(data_dir):
    app = LexitileApp(lexicon_loader=stand_in_loader)
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        await pilot.press("f3")
        assert isinstance(app.screen, OtherGamesScreen)
        await pilot.press("escape")
        assert isinstance(app.screen, NewGameScreen) and app.is_running
        await pilot.press("f3", "2")
    assert app.return_value == ("crosswise", ("Player 1", "Player 2"), {})


@run_async
async def test_f3_refuses_bad_names(data_dir):
    app = LexitileApp(lexicon_loader=stand_in_loader)
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        await fill(pilot, "#seat-2", "")
        await pilot.press("f3")
        assert isinstance(app.screen, NewGameScreen) and app.is_running
        assert "✗" in str(app.screen.query_one("#new-game-error", Label).render())


def test_footer_lists_other_games():
    assert any(b.key == "f3" and b.description == "Other games" for b in NewGameScreen.BINDINGS)


def test_play_starts_the_chosen_game(monkeypatch):
    import lexitile.cli

    calls = []
    monkeypatch.setattr(LexitileApp, "run", lambda self, *a, **k: ("crosswise", ("Ann", "Bo"), {"Bo": "medium"}))
    monkeypatch.setattr(lexitile.cli, "main", lambda argv: calls.append(argv) or 0)
    args = lexitile.cli.build_parser().parse_args(["play", "--ui-lang", "en"])
    assert play.run(args) == 0
    assert calls == [["crosswise", "--players", "Ann,Bo", "--ui-lang", "en", "--robot", "Bo:medium"]]


def test_other_game_command_lines():
    assert play.other_game_argv("quiddler", ("Ann", "Bo", "Cy"), {"Cy": "hard"}) == [
        "quiddler",
        "--players",
        "Ann,Bo,Cy",
        "--ui-lang",
        "en",
        "--robot",
        "Cy:hard",
    ]
    assert play.other_game_argv("crosswise", ("Ann", "Bo"), {}) == [
        "crosswise",
        "--players",
        "Ann,Bo",
        "--ui-lang",
        "en",
    ]


def test_the_other_game_keeps_the_interface_language():
    from lexitile.i18n import set_ui_language

    set_ui_language("de")
    try:
        argv = play.other_game_argv("quiddler", ("Ann", "Bo"), {})
    finally:
        set_ui_language("en")
    assert argv[argv.index("--ui-lang") + 1] == "de"


def test_the_command_lines_parse():
    import lexitile.cli

    parser = lexitile.cli.build_parser()
    quiddler = parser.parse_args(play.other_game_argv("quiddler", ("Ann", "Bo"), {"Bo": "easy"}))
    assert quiddler.command == "quiddler" and quiddler.robot == ["Bo:easy"]
    crosswise = parser.parse_args(play.other_game_argv("crosswise", ("Ann", "Bo"), {"Bo": "easy"}))
    assert crosswise.command == "crosswise" and crosswise.robot == ["Bo:easy"]
    assert quiddler.ui_lang == crosswise.ui_lang == "en"
