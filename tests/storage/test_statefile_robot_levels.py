"""A saved game keeps every robot level the game offers, the expert included: the state
file's check and the robots' levels are the same list."""

from __future__ import annotations

from lexitile.games.crossword.engine.robots import LEVELS
from lexitile.play.board_session import Session
from lexitile.play.board_setup import GameSetup
from lexitile.savegame import load_saved
from lexitile.storage.statefile import ROBOT_LEVELS


def test_the_state_file_accepts_every_robot_level():
    assert set(ROBOT_LEVELS) == set(LEVELS)


def test_a_game_with_an_expert_seat_is_saved_and_read_back(tmp_path):
    setup = GameSetup(("Ann", "Cy"), robots={"Cy": "expert"}, seed=3)
    session = Session.start(setup, {"AB"}, path=tmp_path / "games" / "g.json")
    saved = load_saved(session.path)
    assert saved.robots == {1: "expert"}
