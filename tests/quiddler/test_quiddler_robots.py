"""Robot decisions and strength (a smaller count than the 200-game benchmark)."""

from __future__ import annotations

import random

from quiddler_helpers import DECK, WORDS, StackedGame, meld, setup, stack

from lexitile.quiddler.actions import Discard, GoOut, LastTurn, Source
from lexitile.quiddler.game import Game
from lexitile.quiddler.options import TableOptions
from lexitile.quiddler.robots import RandomPlayer, Robot, play_out, play_turn
from lexitile.quiddler.solver import Solver, WordIndex

INDEX = WordIndex.from_words(WORDS)
SOLVER = Solver(INDEX, DECK)


def test_robot_takes_the_discard_that_lets_it_go_out() -> None:
    game = StackedGame(
        setup(), INDEX, {0: stack(DECK, [["A", "E", "O"], ["C", "A", "Q"]], dealer=0, turn_up="T", stock_top=["X"])}
    )
    robot = Robot(SOLVER)
    assert robot.choose_draw(game.view()) is Source.DISCARD
    game.draw("discard")
    action = robot.choose_finish(game.view())
    assert action == GoOut((meld("CAT"),), "Q")


def test_robot_draws_from_the_stock_when_the_discard_does_not_help() -> None:
    game = StackedGame(
        setup(), INDEX, {0: stack(DECK, [["A", "E", "O"], ["C", "A", "T"]], dealer=0, turn_up="J", stock_top=["X"])}
    )
    robot = Robot(SOLVER)
    assert robot.choose_draw(game.view()) is Source.STOCK


def test_robot_discards_the_card_it_cannot_use() -> None:
    game = StackedGame(
        setup(), INDEX, {0: stack(DECK, [["A", "E", "O"], ["Q", "A", "T"]], dealer=0, turn_up="E", stock_top=["J"])}
    )
    play = Robot(SOLVER)
    game.draw("stock")  # Q A T J
    assert play.choose_finish(game.view()) == Discard("Q")  # keeps AT, drops the 15-point Q


def test_robot_lays_down_its_best_on_the_last_turn() -> None:
    game = StackedGame(
        setup(),
        INDEX,
        {0: stack(DECK, [["QU", "I", "X"], ["C", "A", "T"]], dealer=0, turn_up="Z", stock_top=["J", "T"])},
    )
    game.draw("stock")
    game.go_out([meld("CAT")], "J")
    robot = Robot(SOLVER)
    assert robot.choose_draw(game.view()) is Source.STOCK  # J does not help QU I X
    game.draw("stock")  # T
    assert robot.choose_finish(game.view()) == LastTurn((meld("(QU)IT"),), "X")


def test_robot_beats_the_random_move_player() -> None:
    """At least 90% of 20 games (the benchmark plays 200)."""
    options = TableOptions(turn_limit=60)
    solver = Solver(INDEX, DECK, options)
    wins = 0
    games = 20
    for g in range(games):
        game = Game(setup(("Robot", "Random"), seed=g, options=options, first_dealer=g % 2), INDEX)
        play_out(game, {0: Robot(solver), 1: RandomPlayer(solver, random.Random(g))})
        wins += game.totals[0] > game.totals[1]
    assert wins >= 0.9 * games


def test_play_turn_finishes_a_half_played_turn() -> None:
    game = Game(setup(), INDEX)
    game.draw("stock")
    done = play_turn(game, RandomPlayer(SOLVER, random.Random(1)))
    assert len(done) == 1 and isinstance(done[0], Discard | GoOut)
