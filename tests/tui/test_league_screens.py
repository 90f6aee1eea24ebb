"""The league's screens with real keys: the table opened from the new-game screen
(ctrl+l), a profile's statistics and charts, and the profiles' management -- on a league
built through the league's own API with known games; the expected numbers come from
those games and the rules (tests/tui/league_fixture.py), not from the screens."""

from __future__ import annotations

import pytest
from league_fixture import (
    NAMES,
    build_league,
    counted,
    expected_head_to_head,
    expected_scores,
    expected_wins,
    expected_xp,
    expected_xp_curve,
)
from tui_helpers import run_async, stand_in_loader

from lexitile.core.league_rules import level_for
from lexitile.i18n import set_ui_language
from lexitile.storage.league_db import League, league_path
from lexitile.tui.app import LexitileApp
from lexitile.tui.screens.dialogs import ConfirmScreen
from lexitile.tui.screens.league import LeagueScreen, NameScreen
from lexitile.tui.screens.league_profile import ProfileScreen
from lexitile.tui.widgets.plain import DataTable, Label, Static
from lexitile.tui.widgets.score_chart import ScoreChart

SIZE = (80, 24)


def table_rows(screen) -> list[list[str]]:
    table = screen.query_one("#league-table", DataTable)
    return [[str(c) for c in table.get_row_at(i)] for i in range(table.row_count)]


def label_text(widget) -> str:
    return str(widget.render())


async def cursor_to(pilot, screen, name: str) -> None:
    """Arrow keys up to the top, then down to ``name``'s row."""
    rows = len(screen.rows)
    await pilot.press(*["up"] * rows)
    for _ in range(rows):
        if screen.current().name == name:
            return
        await pilot.press("down")
    assert screen.current().name == name


async def open_table(pilot) -> LeagueScreen:
    await pilot.pause()
    await pilot.press("ctrl+l")
    await pilot.pause()
    screen = pilot.app.screen
    assert isinstance(screen, LeagueScreen)
    return screen


@pytest.fixture(autouse=True)
def english():
    set_ui_language("en")
    yield
    set_ui_language("en")


@run_async
async def test_the_table_from_the_new_game_screen_shows_the_games_numbers():
    build_league()
    app = LexitileApp(lexicon_loader=stand_in_loader)
    async with app.run_test(size=SIZE) as pilot:
        screen = await open_table(pilot)
        rows = {r[1]: r for r in table_rows(screen)}
        assert set(rows) == set(NAMES)
        for name in NAMES:
            competitive = [g for g in counted(name) if g.competitive]
            xp = expected_xp(name)
            wins = expected_wins(name)
            rate = round(100 * wins / len(competitive))
            assert rows[name][2:] == [
                str(level_for(xp)),
                str(xp),
                str(len(competitive)),
                str(wins),
                f"{rate}%",
                "1000",  # no wagers: the starting grant stays
            ]
        ranks = [r[1] for r in table_rows(screen)]
        assert ranks == sorted(NAMES, key=lambda n: -expected_xp(n))
        await pilot.press("escape")
        await pilot.pause()
        assert type(app.screen).__name__ == "NewGameScreen"


@run_async
async def test_enter_opens_the_profile_with_its_charts_and_head_to_head():
    build_league()
    app = LexitileApp(lexicon_loader=stand_in_loader)
    async with app.run_test(size=SIZE) as pilot:
        screen = await open_table(pilot)
        order = [r[1] for r in table_rows(screen)]
        for _ in range(order.index("Ann")):
            await pilot.press("down")
        await pilot.press("enter")
        await pilot.pause()
        profile = app.screen
        assert isinstance(profile, ProfileScreen)
        xp_chart = profile.query_one("#xp-chart", ScoreChart)
        assert [p[0] for p in xp_chart.points] == expected_xp_curve("Ann")
        score_chart = profile.query_one("#score-chart", ScoreChart)
        assert [p[0] for p in score_chart.points] == expected_scores("Ann")
        h2h = label_text(profile.query_one("#profile-h2h", Static))
        for other in ("Bo", "Cy"):
            games, wins, losses, draws = expected_head_to_head("Ann", other)
            assert f"against {other}: {games} games, won {wins}, lost {losses}, drawn {draws}" in h2h
        stats = label_text(profile.query_one("#profile-stats", Static))
        scores = expected_scores("Ann")
        assert f"average {sum(scores) / len(scores):.1f}, best {max(scores)}" in stats
        assert "Best move: 2B QUARTZES (98)" in stats
        assert "Bingos: 1" in stats
        assert "Highest-scoring word: QUARTZES (86)" in stats
        assert "JOKER ×3" in stats  # played in three games' moves
        assert "Board game 3, Quiddler 2" in stats  # the aborted Crosswise game is in no statistic
        await pilot.press("pagedown", "pagedown")  # the page scrolls at 80x24
        await pilot.pause()
        assert profile.query_one("#profile").scroll_y > 0
        await pilot.press("escape")
        await pilot.pause()
        assert isinstance(app.screen, LeagueScreen)


@run_async
async def test_create_rename_merge_and_delete_through_the_league():
    build_league()
    app = LexitileApp(lexicon_loader=stand_in_loader)
    async with app.run_test(size=SIZE) as pilot:
        screen = await open_table(pilot)
        await pilot.press("n", *"Dee", "enter")
        await pilot.pause()
        assert "Dee" in [r[1] for r in table_rows(screen)]
        with League() as league:
            assert league.profile("Dee").chips == 1000
        # a taken name is refused with the league's reason; the dialog stays open
        await pilot.press("n", *"ann", "enter")
        await pilot.pause()
        assert isinstance(app.screen, NameScreen)
        assert "a profile named 'ann' exists already" in label_text(app.screen.query_one("#name-error", Label))
        await pilot.press("escape")
        await pilot.pause()
        # rename Dee (the cursor is on her row after creating)
        assert screen.current().name == "Dee"
        await pilot.press("r", *["backspace"] * 3, *"Dora", "enter")
        await pilot.pause()
        with League() as league:
            assert league.profile("Dora").name == "Dora"
        # merge Cy into Bo: Bo takes Cy's XP
        await cursor_to(pilot, screen, "Cy")
        assert screen.current().name == "Cy"
        await pilot.press("m")
        await pilot.pause()
        others = app.screen.names
        for _ in range(others.index("Bo")):
            await pilot.press("down")
        await pilot.press("enter")
        await pilot.pause()
        assert isinstance(app.screen, ConfirmScreen)
        await pilot.press("y")
        await pilot.pause()
        rows = {r[1]: r for r in table_rows(screen)}
        assert "Cy" not in rows
        assert rows["Bo"][3] == str(expected_xp("Bo") + expected_xp("Cy"))
        # delete Dora: asks first; "n" keeps her
        await cursor_to(pilot, screen, "Dora")
        await pilot.press("d")
        await pilot.pause()
        assert isinstance(app.screen, ConfirmScreen)
        await pilot.press("n")
        await pilot.pause()
        assert "Dora" in [r[1] for r in table_rows(screen)]
        await pilot.press("d", "y")
        await pilot.pause()
        assert "Dora" not in [r[1] for r in table_rows(screen)]
        with League() as league:
            assert {p.name for p in league.profiles()} == {"Ann", "Bo"}
            games = league.conn.execute("SELECT COUNT(*) FROM games").fetchone()[0]
        assert games == 6  # the games stay in the records


@run_async
async def test_an_unreadable_league_is_one_clear_line():
    league_path().parent.mkdir(parents=True, exist_ok=True)
    league_path().write_bytes(b"this is not a database at all" * 100)
    app = LexitileApp(lexicon_loader=stand_in_loader)
    async with app.run_test(size=SIZE) as pilot:
        screen = await open_table(pilot)
        message = label_text(screen.query_one("#league-message", Label))
        assert message.startswith("✗ The league cannot be read: ")
        assert "not a league database" in message or "not a database" in message
        await pilot.press("n")  # nothing to create in: the same line, no dialog
        await pilot.pause()
        assert app.screen is screen
    assert league_path().read_bytes() == b"this is not a database at all" * 100


@run_async
async def test_german_table_and_refusal():
    build_league()
    set_ui_language("de")
    app = LexitileApp(lexicon_loader=stand_in_loader)
    async with app.run_test(size=SIZE) as pilot:
        screen = await open_table(pilot)
        table = screen.query_one("#league-table", DataTable)
        headers = [str(c.label) for c in table.columns.values()]
        assert headers[1:4] == ["Name", "Stufe", "EP"]
        await pilot.press("n", *"bo", "enter")
        await pilot.pause()
        error = label_text(app.screen.query_one("#name-error", Label))
        assert "'bo'" in error and "gibt es schon" in error


def test_league_app_command_starts_on_the_table(monkeypatch, tmp_path):
    from lexitile import cli

    db = tmp_path / "other.sqlite3"
    build_league(db)
    seen = {}

    def fake_run(self):
        seen["screen"] = self.first_screen()
        seen["path"] = self.league_path
        return 0

    monkeypatch.setattr(LexitileApp, "run", fake_run)
    assert cli.main(["league", "--app", "--db", str(db)]) == 0
    assert isinstance(seen["screen"], LeagueScreen)
    assert seen["screen"].path == db == seen["path"]


@pytest.mark.parametrize("language", ["en", "de", "pt_BR"])
@run_async
async def test_new_game_footer_names_the_league_key_and_still_fits_80_columns(language):
    from textual.widgets._footer import FooterKey

    set_ui_language(language)
    app = LexitileApp(lexicon_loader=stand_in_loader)
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        keys = list(app.screen.query(FooterKey))
        shown = {k.action for k in keys}
        assert {"league", "quit"} <= shown
        assert all(k.region.right <= SIZE[0] for k in keys), [(k.description, k.region) for k in keys]
        text = "".join(str(k.render()) for k in keys)
        assert len(text) <= SIZE[0]


def test_chart_axis_names_what_it_counts_and_where_it_starts():
    from lexitile.tui.widgets.score_chart import chart_text

    text = chart_text([(10,), (20,), (5,), (40,), (30,)], ["score"], 40, 4, axis="game", start=1).plain
    axis = text.splitlines()[4]
    assert axis.rstrip().endswith("game")
    assert "5" in axis  # the fifth game is the last point: numbered from 1
    default = chart_text([(0,), (20,), (25,)], ["XP"], 40, 4).plain.splitlines()[4]
    assert default.rstrip().endswith("turn") and "2" in default


@run_async
async def test_a_name_like_markup_is_shown_as_typed():
    app = LexitileApp(lexicon_loader=stand_in_loader)
    async with app.run_test(size=SIZE) as pilot:
        screen = await open_table(pilot)
        await pilot.press("n", *"[b]Ann[/]", "enter")
        await pilot.pause()
        assert [r[1] for r in table_rows(screen)] == ["[b]Ann[/]"]
        await pilot.press("enter")
        await pilot.pause()
        assert label_text(app.screen.query_one("#profile-name", Label)) == "[b]Ann[/]"
