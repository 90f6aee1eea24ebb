"""The expert robot at the table: offered on the new-game screen, kept by the state
file, and its simulation's progress shown while it thinks, then it plays."""

from __future__ import annotations

import asyncio

import pytest
from test_robots_pilot import SIZE, SMALL, game_screen, new_game, preview_text, settle
from textual.widgets import Select
from tui_helpers import run_async, stand_in_loader

from lexitile.games.crossword.engine import robots as engine_robots
from lexitile.games.crossword.engine import simulation
from lexitile.games.crossword.rules.events import EventKind
from lexitile.savegame import load_saved
from lexitile.tui.app import LexitileApp


@run_async
async def test_the_new_game_screen_offers_the_expert(data_dir):
    app = LexitileApp(lexicon_loader=stand_in_loader)
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        kinds = app.screen.query_one("#kind-2", Select)
        assert "expert" in [value for _label, value in kinds._options]


def test_an_expert_seat_is_saved_and_resumes(data_dir):
    from lexitile.play.board_session import Session

    session = new_game(data_dir, ("Ann", "Cy"), robots={"Cy": "expert"})
    saved = load_saved(session.path)
    assert saved.robots == {1: "expert"}
    assert Session.resume(saved, SMALL).robots == {1: "expert"}


@run_async
async def test_an_expert_turn_shows_its_simulation_then_plays(data_dir, monkeypatch):
    monkeypatch.setattr(engine_robots, "EXPERT_SECONDS", 1.5)
    session = new_game(data_dir, ("Ann", "Cy"), robots={"Ann": "expert"})  # seed 1: Ann first
    assert session.game.turn == 0 and session.is_robot(0)
    app = LexitileApp(session, robot_pause=0)
    seen: list[str] = []
    async with app.run_test(size=SIZE) as pilot:
        # no pilot.pause() while it thinks: that waits for the process to be idle
        for _ in range(200):
            await asyncio.sleep(0.05)
            if session.game.history:
                break
            seen.append(preview_text(app))
        await settle(pilot)
        shown = [t for t in seen if "deal" in t]
        assert shown, seen[-3:]
        # the deals are counted up while the budget runs, with a bar
        counts = [int(t.split("[")[1].split("]")[1].split()[0]) for t in shown]
        assert counts == sorted(counts) and counts[-1] > 0
        assert "Ann (computer, expert) is thinking" in shown[-1] and "of 1.5 s" in shown[-1]
        first = session.game.history[0]
        assert first.player == 0 and first.kind is EventKind.PLAY
        assert not game_screen(app).table.thinking or "played" in game_screen(app).table.thinking
        assert simulation.simulation_progress() is None  # nothing is simulating any more


@run_async
async def test_a_familiar_expert_at_a_table_of_three_shows_its_simulation_then_plays(data_dir, monkeypatch):
    monkeypatch.setattr(engine_robots, "EXPERT_SECONDS", 1.5)
    session = new_game(data_dir, ("Ann", "Cy", "Di"), robots={"Di": "expert+familiar"})  # seed 1: Di first
    assert session.game.turn == 2 and session.is_robot(2)
    app = LexitileApp(session, robot_pause=0)
    seen: list[str] = []
    async with app.run_test(size=SIZE) as pilot:
        for _ in range(200):
            await asyncio.sleep(0.05)
            if session.game.history:
                break
            seen.append(preview_text(app))
        await settle(pilot)
        shown = [t for t in seen if "deal" in t]
        assert shown, seen[-3:]  # the table simulation feeds the thinking line too
        assert "of 1.5 s" in shown[-1]
        first = session.game.history[0]
        assert first.player == 2 and first.kind is EventKind.PLAY
        assert simulation.simulation_progress() is None


@run_async
async def test_ctrl_t_hands_a_seat_to_the_expert(data_dir):
    from test_robots_pilot import lift

    from lexitile.tui.screens.seats import SeatsScreen

    session = new_game(data_dir, ("Ann", "Bo", "Cy"))
    app = LexitileApp(session, robot_pause=0)
    async with app.run_test(size=SIZE) as pilot:
        await lift(pilot)
        seat = (session.game.turn + 1) % 3
        await pilot.press("ctrl+t", str(seat + 1), "x")
        await pilot.pause()
        assert isinstance(app.screen, SeatsScreen)
        text = app.screen.seats_text().plain
        assert "computer (expert)" in text and "x" in text.split("level")[-2]
        await pilot.press("enter")
        await pilot.pause()
        assert session.robots == {seat: "expert"}
        assert load_saved(session.path).robots == {seat: "expert"}


@pytest.mark.slow
@run_async
async def test_in_the_app_the_expert_simulates_on_every_core(data_dir, monkeypatch):
    """The app runs threads and its ``sys.stderr`` has no file descriptor; the expert's
    simulation still runs in worker processes, one per core, started from within the
    app on its first move (which plays on one core meanwhile, keeping its budget) and
    kept for the next ones; every move is made."""
    from lexitile.games.crossword.engine import simulation_pool

    cores = simulation.default_workers()
    if cores < 2:
        pytest.skip("one core: nothing to share out")
    simulation_pool.shutdown_pool()  # the pool must start inside the app, not come from an earlier test
    monkeypatch.setattr(engine_robots, "EXPERT_SECONDS", 0.5)
    results: list[simulation.SimulationResult] = []
    real = engine_robots.simulate_choice

    def recorded(*args, **kwargs):
        result = real(*args, **kwargs)
        results.append(result)
        return result

    monkeypatch.setattr(engine_robots, "simulate_choice", recorded)
    session = new_game(data_dir, ("Ann", "Cy"), robots={"Ann": "expert", "Cy": "expert"})
    app = LexitileApp(session, robot_pause=0)
    async with app.run_test(size=SIZE) as pilot:
        for _ in range(600):
            await asyncio.sleep(0.05)
            if any(r.processes == cores for r in results) or len(results) >= 12:
                break
        app.exit()
        await settle(pilot)
    assert results and results[0].processes == 1  # the first move did not wait for the start
    assert [r.processes for r in results][-1] == cores, [r.processes for r in results]
    assert len(session.game.history) >= len(results) - 1  # the moves were made
    assert all(event.kind is EventKind.PLAY for event in session.game.history[:1])
    kept = simulation_pool._KEPT  # kept for the next move
    assert kept is not None and kept.workers == cores
