"""Answering the new-game screen's offer of league profiles in pilot tests.

A competitive table (the default) asks, before it starts, whether the people who are
not league profiles get one, on a fresh install too; tests that are about something
else answer it as a player would.
"""

from __future__ import annotations

from lexitile.tui.screens.dialogs import ConfirmScreen


async def answer_profile_offer(pilot, yes: bool = False) -> None:
    """Wait for the offer, check it is the offer, and press ``y`` or ``n`` (guests)."""
    for _ in range(50):
        await pilot.app.workers.wait_for_complete()
        await pilot.pause()
        if isinstance(pilot.app.screen, ConfirmScreen):
            break
    screen = pilot.app.screen
    assert isinstance(screen, ConfirmScreen), f"no offer of league profiles; on screen: {screen!r}"
    question = str(screen.query_one(".question").render())
    assert "1000" in question, question  # the starting chips, in any interface language
    await pilot.press("y" if yes else "n")
