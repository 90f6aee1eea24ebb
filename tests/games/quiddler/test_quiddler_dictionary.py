"""The dictionary rule: a word may be looked up only when it is not your turn."""

from __future__ import annotations

from quiddler_helpers import WORDS, setup

from lexitile.games.quiddler.game import Game
from lexitile.games.quiddler.robots import Robot
from lexitile.games.quiddler.solver import Solver, WordIndex
from lexitile.play.quiddler import QuiddlerSession


def test_only_the_players_not_at_turn_may_look_up_words() -> None:
    game = Game(setup(("Ann", "Bob", "Cy")), WORDS)
    seat = game.current
    assert not game.may_use_dictionary(seat)
    assert [game.may_use_dictionary(s) for s in range(3) if s != seat] == [True, True]
    game.draw("stock")  # still the same turn after drawing
    assert not game.may_use_dictionary(seat)
    game.discard(game.hand()[0])
    assert game.may_use_dictionary(seat) and not game.may_use_dictionary(game.current)


def test_at_one_keyboard_the_word_check_is_off_during_a_humans_own_turn() -> None:
    game = Game(setup(("Ann", "Bob")), WORDS)
    human = game.current
    robot_seat = 1 - human
    index = WordIndex.from_words(WORDS)
    session = QuiddlerSession(game, {robot_seat: Robot(Solver(index, game.deck))})
    assert not session.word_check_allowed()  # Ann plays her own turn
    assert session.word_check_allowed(curtain=True)  # the pass screen shows no hand
    session.draw("stock")
    session.finish(session.free_cards()[0])
    assert game.current == robot_seat and session.word_check_allowed()  # a robot plays
