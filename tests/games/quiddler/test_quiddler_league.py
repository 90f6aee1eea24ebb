"""The household league at the Quiddler table: two profiles play a one-round game for a
wager with real keys; the league then holds exactly the XP and chips docs/league.md
computes, the record names the table, and the finished game resumed is not counted
again. A practice table gives nothing."""

from __future__ import annotations

import asyncio
from types import SimpleNamespace

from quiddler_helpers import DECK, WORDS, StackedGame, setup, stack, type_line

from lexitile.core.league_rules import BANK_PERCENT, LOSER_XP, STARTING_CHIPS, WIN_XP_PER_PLAYER
from lexitile.games.quiddler.options import TableOptions
from lexitile.play.league_table import seat_people
from lexitile.play.quiddler import QuiddlerSession
from lexitile.storage.league_db import League
from lexitile.tui.forms.quiddler import record_league
from lexitile.tui.quiddler.quiddler_app import QuiddlerApp
from lexitile.tui.quiddler.screens import RoundScreen
from lexitile.tui.screens.game_over import ResultScreen

ROUND1 = stack(DECK, [["QU", "I", "X"], ["C", "A", "T"]], dealer=0, turn_up="Z", stock_top=["S", "T"])


def _league(tmp_path, monkeypatch):
    monkeypatch.setenv("LEXITILE_DATA_DIR", str(tmp_path / "data"))
    (tmp_path / "data").mkdir()
    db = tmp_path / "data" / "league.sqlite3"
    with League(db) as league:
        league.add_profile("Ann")
        league.add_profile("Bob")
    return db


def _rows(db):
    with League(db) as league:
        return {p.name: (p.xp, p.chips, p.games) for p in league.profiles()}


async def _play_the_one_round(pilot) -> None:
    await pilot.press("enter", "s", *"cat", "enter")
    await type_line(pilot, "-s")  # Bob goes out
    await pilot.press("enter", "s")
    await type_line(pilot, "quit")
    await type_line(pilot, "-x")
    assert isinstance(pilot.app.screen, RoundScreen)
    await pilot.press("enter")
    await pilot.pause()


def _play(tmp_path, table):
    game = StackedGame(setup(("Ann", "Bob"), options=TableOptions(hand_sizes=(3,))), WORDS, {0: ROUND1})
    session = QuiddlerSession(game, save_path=tmp_path / "game.qdl", lexicon_spec="test", league=table)
    app = QuiddlerApp(session, "RULES")
    shown: list[str] = []

    async def scenario() -> None:
        async with app.run_test(size=(110, 36)) as pilot:
            await pilot.pause()
            await _play_the_one_round(pilot)
            assert game.is_over and isinstance(app.screen, ResultScreen)
            shown.append(str(app.screen.query_one("#game-over-text").render()))
            await pilot.press("q")
            await pilot.pause()

    asyncio.run(scenario())
    session.close()
    return game, shown[0]


def test_a_wager_game_settles_once(tmp_path, monkeypatch) -> None:
    db = _league(tmp_path, monkeypatch)
    table = seat_people(["Ann", "Bob"], competitive=True, wager=100)
    game, text = _play(tmp_path, table)
    assert game.outcome().winners == (0,)  # Ann 24, Bob 13
    won = 200 - 200 * BANK_PERCENT // 100
    expected = {
        "Ann": (2 * WIN_XP_PER_PLAYER, STARTING_CHIPS - 100 + won, 1),
        "Bob": (LOSER_XP, STARTING_CHIPS - 100, 1),
    }
    assert _rows(db) == expected
    assert "Ann: +20 XP, +50 chips, level 1" in text and "Bob: +5 XP, -100 chips" in text
    header = "%league competitive wager=100 1=Ann 2=Bob"
    assert header in (tmp_path / "game.qdl").read_text(encoding="utf-8").splitlines()
    # opened again after the end (the stacked deal does not replay from the record, so
    # the finished game itself is opened on its record): the league counts nothing new
    table = record_league(SimpleNamespace(meta={"league": header[len("%league ") :]}))
    assert table.profiles == {"Ann": 1, "Bob": 2} and table.wager == 100
    again = QuiddlerSession(game, save_path=tmp_path / "game.qdl", league=table)
    outcome = again.league_end()
    again.close()
    assert outcome is not None and outcome.again and _rows(db) == expected
    with League(db) as league:
        assert league.rebuild() == {}


def test_a_practice_game_gives_nothing(tmp_path, monkeypatch) -> None:
    db = _league(tmp_path, monkeypatch)
    _game, text = _play(tmp_path, seat_people(["Ann", "Bob"], competitive=False))
    assert "A practice game: no XP and no chips." in text
    assert _rows(db) == {"Ann": (0, STARTING_CHIPS, 0), "Bob": (0, STARTING_CHIPS, 0)}
