"""Snapshots of the league table and of a profile's statistics at 80x24, on the league
of tests/tui/league_fixture.py (the profiles' creation times are not on these screens).

Regenerate on purpose with ``pytest tests/tui/test_league_snapshots.py --snapshot-update``
and look at the SVGs in ``__snapshots__/`` before committing them.
"""

from __future__ import annotations

from league_fixture import build_league
from tui_helpers import stand_in_loader

from lexitile.tui.app import LexitileApp

SIZE = (80, 24)


def test_league_table(snap_compare, data_dir):
    build_league()

    async def before(pilot):
        await pilot.pause()
        await pilot.press("ctrl+l")
        await pilot.pause()

    assert snap_compare(LexitileApp(lexicon_loader=stand_in_loader), terminal_size=SIZE, run_before=before)


def test_league_profile(snap_compare, data_dir):
    build_league()

    async def before(pilot):
        await pilot.pause()
        await pilot.press("ctrl+l")
        await pilot.pause()
        await pilot.press("enter")  # Ann, first by XP
        await pilot.pause()

    assert snap_compare(LexitileApp(lexicon_loader=stand_in_loader), terminal_size=SIZE, run_before=before)


def test_league_profile_charts(snap_compare, data_dir):
    build_league()

    async def before(pilot):
        await pilot.pause()
        await pilot.press("ctrl+l")
        await pilot.pause()
        await pilot.press("enter", "end")  # the charts, at the bottom of the page
        await pilot.pause()

    assert snap_compare(LexitileApp(lexicon_loader=stand_in_loader), terminal_size=SIZE, run_before=before)
