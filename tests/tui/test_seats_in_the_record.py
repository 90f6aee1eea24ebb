"""Seats handed to the computer mid-game (ctrl+t, real keys at 80x24): the GCG record
notes the turn the computer took each seat over and does not describe those seats as
computer players for the whole game."""

from __future__ import annotations

from test_robots_pilot import SMALL, new_game
from tui_helpers import run_async

from lexitile.games.crossword.records.board_gcg import SEAT_NOTE_PREFIX, gcg_text
from lexitile.games.crossword.records.gcg import parse_gcg
from lexitile.tui.app import LexitileApp
from lexitile.tui.screens.seats import SeatsScreen
from lexitile.tui.shell.curtain import CurtainScreen
from pilot_keys import settle

SIZE = (80, 24)


@run_async
async def test_both_seats_handed_over_after_a_pass_are_noted_at_that_turn(data_dir):
    session = new_game(data_dir, players=("Ann", "Bo"), robots={}, lexicon=SMALL)
    app = LexitileApp(session, robot_pause=0)
    async with app.run_test(size=SIZE) as pilot:
        await settle(pilot, lambda: isinstance(app.screen, CurtainScreen), tries=400)
        await pilot.press("enter", "ctrl+p", "y")  # Ann passes: one event by a person
        await settle(pilot, lambda: isinstance(app.screen, CurtainScreen), tries=400)
        await pilot.press("enter", "ctrl+t")
        await settle(pilot, lambda: isinstance(app.screen, SeatsScreen), tries=400)
        await pilot.press("1", "2", "enter")  # both seats to the computer
        await settle(pilot, lambda: len(session.game.history) >= 3, tries=400)
    history = session.game.history
    assert history[0].kind.value == "pass"
    text = gcg_text(session.game, session.saved)
    description = next(line for line in text.splitlines() if line.startswith("#description"))
    assert "computer players" not in description, description
    assert "handed to the computer or taken back during play (see the notes): Ann and Bo" in description
    record = parse_gcg(text.encode(), "record.gcg")
    notes = [(i, note) for i, event in enumerate(record.events) for note in (event.note or "").split("\n")]
    seat_notes = [(i, note) for i, note in notes if note.startswith(SEAT_NOTE_PREFIX)]
    assert [i for i, _note in seat_notes] == [1, 1]  # on Bo's turn, the first after the hand-over
    assert {note.split(": ")[0] for _i, note in seat_notes} == {f"{SEAT_NOTE_PREFIX} Ann", f"{SEAT_NOTE_PREFIX} Bo"}
