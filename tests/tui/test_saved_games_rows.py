"""The saved-games list's rows: what tells games apart comes first, in the interface
language, short enough for 80 columns, where every column stays in view."""

from __future__ import annotations

from datetime import UTC, datetime
from pathlib import Path

from tui_helpers import make_session, run_async, stand_in_loader

from lexitile.i18n import set_ui_language
from lexitile.storage.saved_games import SavedEntry
from lexitile.tui.app import LexitileApp
from lexitile.tui.screens.saved_games import SavedGamesScreen, entry_row
from pilot_keys import settle
from privacy_frames import screen_text


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


def test_a_german_list_names_built_in_rules_and_states_in_german():
    set_ui_language("de")
    try:
        row = entry_row(entry(datetime(2026, 11, 30, 9, 5, tzinfo=UTC), language="pt_BR"))
    finally:
        set_ui_language("en")
    _date, game, players, scores, state, rules, language = row
    assert (game, players, scores, state, language) == ("Brettspiel", "Ann, Bo", "120 98", "nicht beendet", "PT")
    assert rules != "Mattel box rules" and "Mattel" in rules


@run_async
async def test_at_80_columns_every_column_is_in_view_long_names_cut_with_an_ellipsis(data_dir):
    make_session(data_dir, players=("Annabelle", "Bartholomew"), name="long-names").save()
    make_session(data_dir, players=("Ann", "Bo", "Cy"), rules="palavras", name="palavras").save()
    app = LexitileApp(lexicon_loader=stand_in_loader)
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.press("ctrl+o")
        await settle(pilot, lambda: isinstance(app.screen, SavedGamesScreen))
        await pilot.pause()
        lines = screen_text(app).splitlines()
    header = next(line for line in lines if "Saved" in line and "Players" in line)
    assert header.rstrip(" █").endswith("Language"), header
    rows = [line for line in lines if "Board game" in line]
    assert len(rows) == 2 and all(line.rstrip(" █").endswith(("EN", "-")) for line in rows), rows
    assert any("…" in line for line in rows)  # what did not fit is cut visibly, not silently
