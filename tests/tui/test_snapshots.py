"""Snapshots of the game screen, the hotseat curtain and the game-over screen at
80x24 with a seeded game (seed 1: Ann ERZAGDO, Bo NOTLECO).

Regenerate on purpose with ``pytest tests/tui --snapshot-update`` and look at the
SVGs in ``__snapshots__/`` before committing them.
"""

from __future__ import annotations

from tui_helpers import AnyWord, FakeClock, make_game, make_session

from lexitile.tui.app import LexitileApp

SIZE = (80, 24)


def test_curtain(snap_compare, data_dir):
    async def before(pilot):
        await pilot.pause()

    assert snap_compare(LexitileApp(make_session(data_dir)), terminal_size=SIZE, run_before=before)


def test_game_screen_with_a_word_placed(snap_compare, data_dir):
    async def before(pilot):
        await pilot.pause()
        await pilot.press("enter")  # lift the curtain
        await pilot.press(*"gazed")
        await pilot.pause()

    assert snap_compare(LexitileApp(make_session(data_dir)), terminal_size=SIZE, run_before=before)


def test_game_screen_after_a_move(snap_compare, data_dir):
    async def before(pilot):
        await pilot.pause()
        await pilot.press("enter", *"gazed", "enter", "enter")  # play, Bo lifts the curtain
        await pilot.press("left", "left", "left", "space", *"on")  # an illegal draft: ZON
        await pilot.pause()

    assert snap_compare(LexitileApp(make_session(data_dir)), terminal_size=SIZE, run_before=before)


def test_game_over(snap_compare, data_dir):
    async def before(pilot):
        await pilot.pause()
        await pilot.press("enter", *"gazed", "enter", "enter")
        for _ in range(4):
            await pilot.press("ctrl+p", "y", "enter")
        await pilot.pause()

    session = make_session(data_dir, lexicon=AnyWord())
    assert snap_compare(LexitileApp(session), terminal_size=SIZE, run_before=before)


def test_challenge_window(snap_compare, data_dir):
    """Palavras Cruzadas, three players (seed 4): Ann plays HEMS; Bo and Cy accept or
    challenge, with the 10-second countdown (a fake clock: it stays at 10 s)."""

    async def before(pilot):
        await pilot.pause()
        await pilot.press("enter", *"hems", "enter")
        await pilot.pause()

    session = make_game(data_dir, ("Ann", "Bo", "Cy"), seed=4, rules="palavras", lexicon=AnyWord())
    assert snap_compare(LexitileApp(session, clock=FakeClock()), terminal_size=SIZE, run_before=before)
