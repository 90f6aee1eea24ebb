"""Words looked up in the word box become study cards of the person on turn, with real
keys: a word judged valid that stays in the box for a moment counts; the letters typed
on the way to it, a word the box refuses, a guest's look-ups and a robot's seat do not;
the record and the state file never hold them.

Seed 1, Ann and Bo (mattel): Ann is first (see test_wordbox_pilot.py)."""

from __future__ import annotations

import asyncio

from textual.widgets import Input
from tui_helpers import WORDS, make_game, run_async

from lexitile.core.study_cards import CardKind
from lexitile.play.league_table import LeagueTable
from lexitile.storage.cardbox import cards
from lexitile.storage.league_db import League
from lexitile.tui.app import LexitileApp
from lexitile.tui.screens.game import GameScreen
from lexitile.tui.widgets import wordbox

SIZE = (80, 24)
LEXICON = WORDS | {"DOZER", "DOZE", "ZED"}


async def settle(pilot) -> None:
    for _ in range(3):
        await pilot.pause()
        await pilot.app.workers.wait_for_complete()
    await pilot.pause()


def profiles(data_dir, *names: str) -> dict[str, int]:
    with League(data_dir / "league.sqlite3") as league:
        return {n: league.add_profile(n).id for n in names}


@run_async
async def test_a_word_checked_goes_to_the_profile_on_turn_and_nowhere_else(data_dir, monkeypatch):
    monkeypatch.setattr(wordbox, "LOOKUP_SECONDS", 0.2)
    ids = profiles(data_dir, "Ann", "Bo")
    session = make_game(data_dir, lexicon=LEXICON, league=LeagueTable(True, 0, {"Ann": ids["Ann"]}))
    assert session.game.players[session.game.turn] == "Ann"
    app = LexitileApp(session, robot_pause=0)
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        await pilot.press("enter")  # lift the curtain
        await pilot.pause()
        await pilot.press("tab", "tab")
        await pilot.press(*"doze")  # DOZE stands only a moment: it is on the way to DOZER
        await pilot.press("r")
        await asyncio.sleep(0.5)
        await settle(pilot)
        screen = [s for s in app.screen_stack if isinstance(s, GameScreen)][-1]
        box = screen.query_one("#word-input", Input)
        assert box.value == "dozer"
        box.value = ""
        await pilot.press(*"dozre")  # refused: a typo, not a word to study
        await asyncio.sleep(0.5)
        await settle(pilot)
    with League(data_dir / "league.sqlite3") as league:
        ann = cards(league, ids["Ann"])
        assert [(c.word, c.kind, c.source.turn, c.source.rack) for c in ann] == [("DOZER", CardKind.LOOKED_UP, 1, "")]
        assert cards(league, ids["Bo"]) == []
    for saved in (data_dir / "games").iterdir():
        assert "DOZER" not in saved.read_text(encoding="utf-8").upper()


@run_async
async def test_a_guest_on_turn_gives_no_card(data_dir, monkeypatch):
    monkeypatch.setattr(wordbox, "LOOKUP_SECONDS", 0.2)
    ids = profiles(data_dir, "Bo")
    session = make_game(data_dir, lexicon=LEXICON, league=LeagueTable(True, 0, {"Bo": ids["Bo"]}))
    app = LexitileApp(session, robot_pause=0)
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        await pilot.press("enter")
        await pilot.pause()
        await pilot.press("tab", "tab", *"dozer")
        await asyncio.sleep(0.5)
        await settle(pilot)
    with League(data_dir / "league.sqlite3") as league:
        assert cards(league) == []
