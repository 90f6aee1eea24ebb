"""The saved-games list's rows: what tells games apart comes first, in the interface
language, short enough for 80 columns, where every column stays in view."""

from __future__ import annotations

import re
from dataclasses import replace
from datetime import UTC, datetime
from pathlib import Path

import pytest
from tui_helpers import WORDS, make_session, run_async, stand_in_loader

from lexitile.i18n import set_ui_language
from lexitile.play.board_session import Session
from lexitile.play.board_setup import GameSetup
from lexitile.storage.saved_games import SavedEntry
from lexitile.tui.app import LexitileApp
from lexitile.tui.screens.dialogs import ConfirmScreen
from lexitile.tui.screens.saved_games import SavedGamesScreen, entry_row
from pilot_keys import settle
from privacy_frames import screen_text

#: a row's first line begins with the date of its save (this year's: month-day, time)
DATE = re.compile(r"\b\d\d-\d\d \d\d:\d\d\b")
DATE_PT = re.compile(r"\b\d\d/\d\d \d\d:\d\d\b")


async def saved_games_at_80_columns() -> list[str]:
    """The screen's lines once ctrl+o has opened the saved-games list at 80x24."""
    app = LexitileApp(lexicon_loader=stand_in_loader)
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.press("ctrl+o")
        await settle(pilot, lambda: isinstance(app.screen, SavedGamesScreen))
        await pilot.pause()
        return screen_text(app).splitlines()


def entry(modified: datetime, kind="crossword", rules="Mattel box rules", language="en") -> SavedEntry:
    return SavedEntry(
        kind=kind,
        path=Path("g.json"),
        rules=rules,
        language=language,
        players=("Ann", "Bo"),
        scores=(120, 98),
        finished=False,
        modified=modified,
        replay_path=None,
    )


def test_this_years_games_show_day_and_time_older_ones_the_date():
    now = datetime(2026, 12, 1, 15, 0, tzinfo=UTC)
    recent = entry_row(entry(datetime(2026, 11, 30, 9, 5, tzinfo=UTC)), now=now)[0]
    old = entry_row(entry(datetime(2025, 11, 30, 9, 5, tzinfo=UTC)), now=now)[0]
    assert len(recent) == len("11-30 09:05") and recent.startswith("11-30")
    assert old == "2025-11-30"


@pytest.mark.parametrize(
    ("language", "this_year", "older"), [("de", "30.11.", "30.11.2025"), ("pt_BR", "30/11", "30/11/2025")]
)
def test_the_date_is_written_day_first_where_the_language_writes_it_so(language, this_year, older):
    """A German player read 12-03 as the 12th of March."""
    now = datetime(2026, 12, 1, 15, 0, tzinfo=UTC)
    set_ui_language(language)
    try:
        recent = entry_row(entry(datetime(2026, 11, 30, 12, 5, tzinfo=UTC)), now=now)[0]
        old = entry_row(entry(datetime(2025, 11, 30, 12, 5, tzinfo=UTC)), now=now)[0]
    finally:
        set_ui_language("en")
    assert recent.startswith(this_year) and recent.count(":") == 1
    assert old == older


def test_a_german_list_names_built_in_rules_and_states_in_german():
    set_ui_language("de")
    try:
        row = entry_row(entry(datetime(2026, 11, 30, 9, 5, tzinfo=UTC), language="pt_BR"))
    finally:
        set_ui_language("en")
    _date, game, players, scores, state, rules, language = row
    assert (game, players, scores, state, language) == ("Brettspiel", "  Ann\n  Bo", "120\n98", "offen", "PT")
    assert rules != "Mattel box rules" and "Mattel" in rules


@run_async
async def test_at_80_columns_the_names_and_the_language_stay_in_view(data_dir):
    make_session(data_dir, players=("Annabelle", "Bartholomew"), name="long-names").save()
    make_session(data_dir, players=("Ann", "Bo", "Cy"), rules="palavras", name="palavras").save()
    lines = await saved_games_at_80_columns()
    header = next(line for line in lines if "Saved" in line and "Players" in line)
    assert header.rstrip(" █").endswith("Language"), header
    assert "Game" not in header  # the rules name the game: its column gives way first
    rows = [line for line in lines if DATE.search(line)]
    assert len(rows) == 2 and all(line.rstrip(" █").endswith(("EN", "-")) for line in rows), rows
    assert any("Bartholomew" in line for line in lines) and any("Annabelle" in line for line in rows)


def test_each_player_a_line_beside_their_score_a_computer_marked():
    robot_game = replace(entry(datetime(2026, 11, 30, 9, 5, tzinfo=UTC)), robots=(1,))
    _date, _game, players, scores, *_ = entry_row(robot_game)
    assert players.splitlines() == ["  Ann", "  Bo (computer)"] and scores.splitlines() == ["120", "98"]


def test_in_a_game_in_play_the_one_on_turn_is_marked():
    """A new player could not tell from the list whose turn a saved game was at."""
    in_play = replace(entry(datetime(2026, 11, 30, 9, 5, tzinfo=UTC)), robots=(1,), turn=1)
    assert entry_row(in_play)[2].splitlines() == ["  Ann", "▶ Bo (computer)"]
    over = replace(in_play, finished=True, turn=None)
    # a finished game's names line up with those of a game in play (a new player saw
    # them two columns further left)
    assert entry_row(over)[2].splitlines() == ["  Ann", "  Bo (computer)"]


@run_async
async def test_at_80_columns_three_players_are_read_with_their_scores(data_dir):
    """A new player at 80 columns saw 'Ann, M…' and '0 0 20' for a game of Ann,
    Maximiliane and a robot: not the names, not whose score was whose, not who was the
    computer. Now each name has a line beside its score, whole."""
    setup = GameSetup(("Ann", "Maximiliane", "Cy"), lexicon="test-words", seed=1, robots={"Cy": "hard"})
    Session.start(setup, WORDS, path=data_dir / "games" / "three.json").save()
    lines = await saved_games_at_80_columns()
    first = next(i for i, line in enumerate(lines) if DATE.search(line))
    cells = [line.strip(" █").split() for line in lines[first : first + 3]]
    assert cells[0][2:4] == ["Ann", "0"]  # date, time, then the first player and their score
    assert cells[1] == ["Maximiliane", "0"]
    assert cells[2] == ["▶", "Cy", "(computer)", "0"]  # on turn: the computer moves first in this game
    assert lines[first].rstrip(" █").endswith("EN")  # and the last column still in view


@run_async
async def test_at_80_columns_in_portuguese_the_names_and_the_language_stay_in_view(data_dir):
    """Portuguese names the board game "Jogo de tabuleiro": the game's column gives way."""
    make_session(data_dir, players=("Ann", "Maximiliane"), name="pt").save()
    set_ui_language("pt_BR")
    try:
        lines = await saved_games_at_80_columns()
    finally:
        set_ui_language("en")
    header = next(line for line in lines if "Salvo" in line)
    assert header.rstrip(" █").endswith("Idioma") and "Jogo" not in header, header
    row = next(line for line in lines if DATE_PT.search(line))
    assert row.rstrip(" █").endswith("EN"), row
    assert any(line.strip(" █").split() == ["Maximiliane", "0"] for line in lines)


@run_async
async def test_the_delete_question_names_the_scores_and_the_rules(data_dir):
    """A new player read "Delete the Board game game of Ann, Bo (12-03 18:02)?" with two
    games of Ann and Bo saved a minute apart: the question now names what tells them apart."""
    make_session(data_dir, players=("Ann", "Bo"), rules="palavras", name="one").save()
    app = LexitileApp(lexicon_loader=stand_in_loader)
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.press("ctrl+o")
        await settle(pilot, lambda: isinstance(app.screen, SavedGamesScreen))
        await pilot.press("d")
        await settle(pilot, lambda: isinstance(app.screen, ConfirmScreen))
        question = " ".join(screen_text(app).split())
        await pilot.press("n")  # kept
    assert "Delete the game of Ann 0, Bo 0 (Board game, Palavras" in question, question
    assert "game game" not in question
