"""The household league at the board-game table, as players use it: two profiles sit
at a table with a wager on the new-game screen, one resigns (real keys), and the
league's XP and chips are then exactly what docs/league.md computes; a practice game
gives nothing, an annulled game returns the wagers, a finished game shown again is not
recorded twice, and a profile that cannot cover the wager cannot sit."""

from __future__ import annotations

from textual.widgets import Button, Checkbox, Input
from tui_helpers import run_async, stand_in_loader

from lexitile.core.league_rules import BANK_PERCENT, LOSER_XP, STARTING_CHIPS, WIN_XP_PER_PLAYER
from lexitile.savegame import load_saved
from lexitile.storage.league_db import League
from lexitile.tui.app import LexitileApp
from lexitile.tui.screens.agreement import AgreementScreen
from lexitile.tui.screens.dialogs import ConfirmScreen
from lexitile.tui.screens.game_over import GameOverScreen
from lexitile.tui.screens.new_game import NewGameScreen
from lexitile.tui.shell.curtain import CurtainScreen
from pilot_keys import settle

SIZE = (100, 30)


async def type_into(pilot, selector: str, text: str) -> None:
    box = pilot.app.screen.query_one(selector, Input)
    box.focus()
    await pilot.pause()
    await pilot.press("ctrl+a", "ctrl+k", *text)


def profiles(data_dir, *names_chips):
    with League(data_dir / "league.sqlite3") as league:
        for name, chips in names_chips:
            league.add_profile(name)
            if chips != STARTING_CHIPS:
                league.conn.execute("UPDATE profiles SET chips = ? WHERE name = ?", (chips, name))


def league_rows(data_dir):
    with League(data_dir / "league.sqlite3") as league:
        return {p.name: (p.xp, p.chips, p.games) for p in league.profiles()}


def app_at_home() -> LexitileApp:
    return LexitileApp(lexicon_loader=stand_in_loader, robot_pause=0)


async def start_table(pilot, wager: str = "", practice: bool = False) -> None:
    await type_into(pilot, "#seat-1", "Ann")
    await type_into(pilot, "#seat-2", "Bo")
    await type_into(pilot, "#league-wager", wager)
    if practice:
        pilot.app.screen.query_one("#league-competitive", Checkbox).value = False
    await pilot.press("ctrl+s")


@run_async
async def test_resignation_with_a_wager_settles_xp_and_chips_once(data_dir):
    profiles(data_dir, ("Ann", STARTING_CHIPS), ("Bo", STARTING_CHIPS))
    app = app_at_home()
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        await start_table(pilot, "100")
        await settle(pilot, lambda: isinstance(app.screen, CurtainScreen))
        session = app.session
        await pilot.press("enter", "ctrl+e", "y")  # the player on turn resigns
        await settle(pilot, lambda: isinstance(app.screen, GameOverScreen))
        loser = session.game.players[session.saved.resigned]
        winner = next(n for n in ("Ann", "Bo") if n != loser)
        text = app.screen.result_text().plain
        path = session.path
        await pilot.press("q")
        await settle(pilot, lambda: isinstance(app.screen, NewGameScreen))
    pot = 2 * 100
    won = pot - pot * BANK_PERCENT // 100
    expected = {
        winner: (2 * WIN_XP_PER_PLAYER, STARTING_CHIPS - 100 + won, 1),
        loser: (LOSER_XP, STARTING_CHIPS - 100, 1),
    }
    assert league_rows(data_dir) == expected
    assert f"{winner}: +20 XP, +50 chips" in text and f"{loser}: +5 XP, -100 chips" in text
    saved = load_saved(path)
    assert saved.options.league is not None and saved.options.league.wager == 100
    assert "wager 100 chips" in saved.gcg_path.read_text(encoding="utf-8")

    # the finished game opened again: shown, not recorded a second time
    app = app_at_home()
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        app.resume_saved(load_saved(path))
        await settle(pilot, lambda: isinstance(app.screen, GameOverScreen))
        assert "Recorded in the league before" in app.screen.result_text().plain
        await pilot.press("q")
        await pilot.pause()
    assert league_rows(data_dir) == expected
    with League(data_dir / "league.sqlite3") as league:
        assert league.conn.execute("SELECT COUNT(*) FROM games").fetchone()[0] == 1
        assert league.rebuild() == {}


@run_async
async def test_practice_game_gives_nothing(data_dir):
    profiles(data_dir, ("Ann", STARTING_CHIPS), ("Bo", STARTING_CHIPS))
    app = app_at_home()
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        await start_table(pilot, practice=True)
        await settle(pilot, lambda: isinstance(app.screen, CurtainScreen))
        await pilot.press("enter", "ctrl+e", "y")
        await settle(pilot, lambda: isinstance(app.screen, GameOverScreen))
        assert "A practice game: no XP and no chips." in app.screen.result_text().plain
        await pilot.press("q")
        await pilot.pause()
    assert league_rows(data_dir) == {"Ann": (0, STARTING_CHIPS, 0), "Bo": (0, STARTING_CHIPS, 0)}


@run_async
async def test_annulled_game_returns_the_wagers(data_dir):
    profiles(data_dir, ("Ann", STARTING_CHIPS), ("Bo", STARTING_CHIPS))
    app = app_at_home()
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        await start_table(pilot, "300")
        await settle(pilot, lambda: isinstance(app.screen, CurtainScreen))
        await pilot.press("enter", "ctrl+n")
        await settle(pilot, lambda: isinstance(app.screen, AgreementScreen))
        await pilot.press("y")
        await settle(pilot, lambda: isinstance(app.screen, GameOverScreen))
        assert "every wager goes back" in app.screen.result_text().plain
        await pilot.press("q")
        await pilot.pause()
    assert league_rows(data_dir) == {"Ann": (0, STARTING_CHIPS, 0), "Bo": (0, STARTING_CHIPS, 0)}
    with League(data_dir / "league.sqlite3") as league:
        assert league.conn.execute("SELECT status FROM games").fetchall() == [("aborted",)]


@run_async
async def test_a_profile_that_cannot_cover_the_wager_cannot_sit(data_dir):
    profiles(data_dir, ("Ann", STARTING_CHIPS), ("Bo", 40))
    app = app_at_home()
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        await start_table(pilot, "50")
        await pilot.pause()
        assert isinstance(app.screen, NewGameScreen)
        shown = str(app.screen.query_one("#new-game-error").render())
        assert "Bo has 40 chips and cannot cover a wager of 50" in shown
        await type_into(pilot, "#seat-2", "Cy")  # a guest at a table with a wager
        await pilot.press("ctrl+s")
        await settle(pilot, lambda: isinstance(app.screen, ConfirmScreen))
        await pilot.press("n")  # no profile for Cy
        await settle(pilot, lambda: isinstance(app.screen, NewGameScreen))
        assert "Cy is not a league profile" in str(app.screen.query_one("#new-game-error").render())
        await pilot.press("ctrl+q")
    assert league_rows(data_dir)["Bo"] == (0, 40, 0)


@run_async
async def test_a_new_name_is_offered_a_profile(data_dir):
    profiles(data_dir, ("Ann", STARTING_CHIPS))
    app = app_at_home()
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        await start_table(pilot)
        await settle(pilot, lambda: isinstance(app.screen, ConfirmScreen))
        question = str(app.screen.query_one(".question").render())
        assert "Bo: not in the league yet. Create a profile (1000" in question  # one name: not "for each"
        assert "Play as a guest" in str(app.screen.query_one("#no", Button).label)
        await pilot.press("n")  # Bo plays as a guest
        await settle(pilot, lambda: isinstance(app.screen, CurtainScreen))
        assert app.session.options.league.profiles == {"Ann": 1}
        await pilot.press("enter", "ctrl+e", "y")
        await settle(pilot, lambda: isinstance(app.screen, GameOverScreen))
        assert "Fewer than two profiles played: no XP." in app.screen.result_text().plain
        await pilot.press("n")  # a new game: Bo is not asked again on this screen...
        await settle(pilot, lambda: isinstance(app.screen, NewGameScreen))
        await pilot.press("ctrl+q")
    assert league_rows(data_dir) == {"Ann": (0, STARTING_CHIPS, 1)}

    app = app_at_home()  # ... but asked again next time, and yes makes the profile
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        await start_table(pilot, "10")
        await settle(pilot, lambda: isinstance(app.screen, ConfirmScreen))
        await pilot.press("y")
        await settle(pilot, lambda: isinstance(app.screen, CurtainScreen))
        assert set(app.session.options.league.profiles) == {"Ann", "Bo"}
        await pilot.press("ctrl+q")
        await pilot.pause()


@run_async
async def test_crosswise_game_for_a_wager_from_the_new_game_screen(data_dir):
    """Ann and Bo (profiles) sit at a Crosswise table for 50 chips; each hands the seat
    to the computer (b), which plays the game out; the seat still counts as its person."""
    from lexitile.play.crosswise import Session as CrosswiseSession
    from lexitile.tui.crosswise.dialogs import GameOverScreen as CrosswiseOver
    from lexitile.tui.crosswise.screens import CrosswiseScreen
    from lexitile.tui.shell.curtain import PassScreen

    profiles(data_dir, ("Ann", STARTING_CHIPS), ("Bo", STARTING_CHIPS))
    app = LexitileApp(lexicon_loader=stand_in_loader, robot_pause=0, crosswise_robot_delay=0)
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        await pilot.press("f3", "3")
        await pilot.pause()
        await type_into(pilot, "#seed", "12")
        await start_table(pilot, "50")
        for _ in range(600):
            await app.workers.wait_for_complete()
            await pilot.pause()
            screen = app.screen
            if isinstance(screen, CrosswiseOver):
                break
            if isinstance(screen, PassScreen):
                await pilot.press("enter")
            elif isinstance(screen, CrosswiseScreen) and not screen.session.is_robot(screen.session.game.seat):
                await pilot.press("b", "y")
        assert isinstance(app.screen, CrosswiseOver)
        session = app.session
        game = session.game
        text = app.screen.result_text().plain
        await pilot.press("enter")
        await pilot.pause()
    side = {n: game.side_of(i) for i, n in enumerate(game.players)}
    winner = game.side_result.winner
    pot = 100
    rest = pot - pot * BANK_PERCENT // 100
    if winner is None:  # a draw: 10 XP each, the rest of the pot split (the earlier seat's chip first)
        shares = {game.players[0]: rest - rest // 2, game.players[1]: rest // 2}
        expected = {n: (10, STARTING_CHIPS - 50 + shares[n], 1) for n in ("Ann", "Bo")}
    else:
        expected = {
            n: (20, STARTING_CHIPS - 50 + rest, 1) if side[n] is winner else (5, STARTING_CHIPS - 50, 1)
            for n in ("Ann", "Bo")
        }
    assert league_rows(data_dir) == expected
    assert "League" in text and "Ann: " in text
    assert "league: competitive wager=50 1=Ann 2=Bo" in session.path.read_text(encoding="utf-8")
    again = CrosswiseSession.resume(session.path)  # the finished match opened again
    outcome = again.league_end()
    again.close()
    assert outcome is not None and outcome.again and league_rows(data_dir) == expected


@run_async
async def test_a_failed_league_write_is_a_notice_and_the_game_is_saved(data_dir):
    import shutil

    profiles(data_dir, ("Ann", STARTING_CHIPS), ("Bo", STARTING_CHIPS))
    app = app_at_home()
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        await start_table(pilot, "100")
        await settle(pilot, lambda: isinstance(app.screen, CurtainScreen))
        for leftover in data_dir.glob("league.sqlite3*"):
            leftover.unlink()
        (data_dir / "league.sqlite3").mkdir()  # the league cannot be written now
        session = app.session
        await pilot.press("enter", "ctrl+e", "y")
        await settle(pilot, lambda: isinstance(app.screen, GameOverScreen))
        assert "The league could not record this game (the game itself is saved)" in app.screen.result_text().plain
        await pilot.press("q")
        await pilot.pause()
    assert load_saved(session.path).finished
    shutil.rmtree(data_dir / "league.sqlite3")


@run_async
async def test_quiddler_form_checks_the_wager(data_dir):
    from lexitile.tui.forms.quiddler import QuiddlerForm

    profiles(data_dir, ("Ann", STARTING_CHIPS), ("Bo", 30))
    app = app_at_home()
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        await pilot.press("f3", "2")
        await pilot.pause()
        assert isinstance(app.screen.form, QuiddlerForm)
        await start_table(pilot, "31")
        await pilot.pause()
        assert isinstance(app.screen, NewGameScreen)
        assert "Bo has 30 chips and cannot cover a wager of 31" in str(app.screen.query_one("#new-game-error").render())
        await type_into(pilot, "#league-wager", "30")
        await pilot.press("ctrl+s")
        await settle(pilot, lambda: getattr(app.session, "league", None) is not None)
        assert app.session.league.wager == 30 and set(app.session.league.profiles) == {"Ann", "Bo"}
        assert "%league competitive wager=30" in app.session.save_path.read_text(encoding="utf-8")
        await pilot.press("ctrl+q")
        await pilot.pause()
