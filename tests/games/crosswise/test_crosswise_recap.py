"""The Crosswise curtain, by key presses: it tells the turns played since (a robot's
too) and a seat handed to the computer (``b``) and back (``t``)."""

from __future__ import annotations

import asyncio

from lexitile.games.crosswise.board import EMPTY
from lexitile.play.crosswise import Session
from lexitile.tui.crosswise.app import CrosswiseApp
from lexitile.tui.crosswise.screens import CrosswiseScreen
from lexitile.tui.shell.curtain import CurtainScreen
from privacy_frames import screen_text


def recap(app) -> list[tuple[str, str]]:
    assert isinstance(app.screen, CurtainScreen), app.screen
    return [(m.code, str(m["player"])) for m in app.screen.recap]


async def play_a_tile(pilot) -> None:
    """Tile 1 on the first empty square, by arrow keys from the cursor."""
    table = next(s for s in pilot.app.screen_stack if isinstance(s, CrosswiseScreen))
    size = table.game.components.size
    target = next(sq for sq, tile in enumerate(table.game.board) if tile == EMPTY)
    rows, cols = divmod(target, size)
    here_r, here_c = divmod(table.chooser.cursor, size)
    await pilot.press("1")
    keys = ["down" if rows > here_r else "up"] * abs(rows - here_r)
    keys += ["right" if cols > here_c else "left"] * abs(cols - here_c)
    await pilot.press(*keys, "enter")
    await pilot.pause()


def test_a_seat_handed_to_the_computer_and_back_is_in_the_next_curtains(tmp_path, monkeypatch):
    monkeypatch.setenv("LEXITILE_DATA_DIR", str(tmp_path))
    asyncio.run(_seats_handed_over())


async def _seats_handed_over() -> None:
    session = Session.new(["Ann", "Bo", "Cy"], seed=21, save=False)
    app = CrosswiseApp(session, robot_delay=0)
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        assert isinstance(app.screen, CurtainScreen) and app.screen.player == "Ann"
        await pilot.press("enter")
        await play_a_tile(pilot)
        assert isinstance(app.screen, CurtainScreen) and app.screen.player == "Bo"
        assert recap(app) == [("recap.cw-place", "Ann")]
        place = app.screen.recap[0]
        turn = session.game.history[0]
        assert place["tile"] == session.game.components.name(turn.move.symbol)
        await pilot.press("enter", "b", "y")  # Bo leaves: the computer plays his seat
        for _ in range(50):
            await pilot.pause()
            if isinstance(app.screen, CurtainScreen):
                break
        assert app.screen.player == "Cy" and len(session.game.history) == 2
        assert recap(app) == [("recap.cw-place", "Ann"), ("recap.to-robot", "Bo"), (app.screen.recap[2].code, "Bo")]
        shot = screen_text(app)
        await pilot.press("enter", "t")  # Cy gives Bo his seat back, then plays
        await play_a_tile(pilot)
        # Bo is next (seat order follows the sides): what happened since he left
        assert isinstance(app.screen, CurtainScreen) and app.screen.player == "Bo"
        seen = recap(app)
        assert seen[0] == ("recap.to-robot", "Bo") and seen[-2:] == [("recap.to-person", "Bo"), seen[-1]]
        assert seen[-1][1] == "Cy" and len(seen) == 4
    assert "Pass to Cy" in shot and "· The computer plays Bo's seat now." in shot


def test_the_curtain_tells_the_other_persons_turn_and_the_robots_after_it(tmp_path, monkeypatch):
    monkeypatch.setenv("LEXITILE_DATA_DIR", str(tmp_path))
    asyncio.run(_person_then_robot())


async def _person_then_robot() -> None:
    session = Session.new(["Ann", "Bo", "Cy"], robots={"Cy": "easy"}, seed=21, save=False)
    app = CrosswiseApp(session, robot_delay=0)
    seen_up_to: dict[str, int] = {}  # person -> turns played when they last lifted the curtain
    mixed = []
    async with app.run_test(size=(80, 24)) as pilot:
        for _ in range(6):
            for _ in range(50):
                await pilot.pause()
                if not session.is_robot(session.game.seat):
                    break
            await pilot.pause()
            if not isinstance(app.screen, CurtainScreen):  # the same person plays on: no curtain
                seen_up_to[session.game.players[session.game.seat]] = len(session.game.history)
                await play_a_tile(pilot)
                continue
            person = app.screen.player
            turns = session.game.history[seen_up_to.get(person, 0) :]
            missed = [session.game.players[t.seat] for t in turns]
            missed = [name for name in missed if name != person]
            # every turn since this person last saw the table, the computer's included
            assert [player for _, player in recap(app)] == missed
            if "Cy" in missed and len(set(missed)) > 1:
                mixed.append(missed)
            await pilot.press("enter")
            seen_up_to[person] = len(session.game.history)
            await play_a_tile(pilot)
    assert mixed  # at least one curtain told another person's turn and then the computer's
