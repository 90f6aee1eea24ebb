"""Robot decisions and strength (a smaller count than the 200-game benchmark)."""

from __future__ import annotations

import random

import pytest
from quiddler_helpers import DECK, WORDS, StackedGame, meld, setup, stack

from lexitile.games.quiddler.actions import Discard, GoOut, LastTurn, Source
from lexitile.games.quiddler.game import Game
from lexitile.games.quiddler.levels import DEFAULT_LEVEL, LEVELS, level
from lexitile.games.quiddler.options import TableOptions
from lexitile.games.quiddler.robots import RandomPlayer, Robot, RobotFactory, play_out, play_turn
from lexitile.games.quiddler.solver import Solver, WordIndex

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


@pytest.mark.slow
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


# ------------------------------------------------------------------ levels


class _Dice(random.Random):
    """A generator whose ``random()`` always returns ``value`` (the chance roll)."""

    def __init__(self, value: float):
        super().__init__(0)
        self.value = value

    def random(self) -> float:
        return self.value


def _first_turn_out_game() -> StackedGame:
    # Bob (first to play) holds C A Q; the face-up T lets him go out with CAT
    return StackedGame(
        setup(), INDEX, {0: stack(DECK, [["A", "E", "O"], ["C", "A", "Q"]], dealer=0, turn_up="T", stock_top=["X"])}
    )


def test_level_chance_of_seeing_a_way_out() -> None:
    medium, easy = level("medium"), level("easy")
    # n-th turn with c cards: n * insight / c, at most 1
    assert medium.sees_out_chance(1, 6) == 0.5 / 6
    assert medium.sees_out_chance(3, 10) == 3 * 0.5 / 10
    assert easy.sees_out_chance(2, 7) == 2 * 0.35 / 7
    assert medium.sees_out_chance(20, 3) == 1.0
    assert level("hard").sees_out_chance(1, 10) == 1.0
    assert DEFAULT_LEVEL == "medium" and LEVELS == ("easy", "medium", "hard")


def test_a_medium_robot_that_has_not_seen_the_way_out_plays_on() -> None:
    game = _first_turn_out_game()
    robot = Robot(SOLVER, level("medium"), _Dice(0.99))  # the roll misses 0.5/3
    assert robot.choose_draw(game.view()) is Source.DISCARD  # T still makes the better hand (CAT)
    game.draw("discard")
    assert robot.choose_finish(game.view()) == Discard("Q")


def test_a_medium_robot_that_sees_the_way_out_goes_out() -> None:
    game = _first_turn_out_game()
    robot = Robot(SOLVER, level("medium"), _Dice(0.0))
    assert robot.choose_draw(game.view()) is Source.DISCARD
    game.draw("discard")
    assert robot.choose_finish(game.view()) == GoOut((meld("CAT"),), "Q")


def test_the_hard_robot_always_sees_the_way_out() -> None:
    game = _first_turn_out_game()
    robot = Robot(SOLVER, level("hard"), _Dice(0.99))
    game.draw(robot.choose_draw(game.view()))
    assert robot.choose_finish(game.view()) == GoOut((meld("CAT"),), "Q")


def test_lower_levels_know_only_common_words() -> None:
    # CAT is common (Zipf 4.5), TEA rare here (2.9), ITS in between (3.2): easy (>= 3.5)
    # knows CAT only, medium (>= 3.0) also ITS, hard every word; a word missing from the
    # lexicon is never known
    freq = {"CAT": 4.5, "TEA": 2.9, "ITS": 3.2, "ZZZ": 6.0}
    factory = RobotFactory(WORDS, DECK, frequencies=freq, seed=1)
    assert "CAT" in factory.solver("easy").index and "ITS" not in factory.solver("easy").index
    assert "ITS" in factory.solver("medium").index and "TEA" not in factory.solver("medium").index
    assert "TEA" in factory.solver("hard").index and "THING" in factory.solver("hard").index
    assert "ZZZ" not in factory.solver("easy").index
    assert factory.solver("easy") is factory.solver("easy")  # built once
    robot = factory.robot("easy", 2)
    assert robot.level.name == "easy" and robot.solver is factory.solver("easy")
    # without a frequency list every level knows every word
    assert "TEA" in RobotFactory(WORDS, DECK).solver("easy").index


def test_the_easy_robot_settles_for_a_good_enough_split() -> None:
    # on the last turn with QU I X T: easy lays any split scoring at least its aim
    # (a random 60-100%) of the best, and over 30 draws both the best and another
    game = StackedGame(
        setup(),
        INDEX,
        {0: stack(DECK, [["QU", "I", "X"], ["C", "A", "T"]], dealer=0, turn_up="Z", stock_top=["J", "T"])},
    )
    game.draw("stock")
    game.go_out([meld("CAT")], "J")
    game.draw("stock")  # Ann: QU I X T
    best = SOLVER.best_finish(game.hand())
    scores = set()
    for k in range(30):
        robot = Robot(SOLVER, level("easy"), random.Random(k))
        action = robot.choose_finish(game.view())
        assert isinstance(action, LastTurn)
        rest = list(game.hand())
        rest.remove(action.discard)
        used = sum(m.value(DECK) for m in action.words)
        score = used - (DECK.hand_value(rest) - used)
        assert score >= 0.6 * best.score
        scores.add(score)
    assert best.score in scores and len(scores) > 1


def test_medium_beats_the_random_move_player() -> None:
    """At least 70% of 20 games (the benchmark plays 200)."""
    options = TableOptions(turn_limit=60)
    factory = RobotFactory(WORDS, DECK, options, dict.fromkeys(WORDS, 4.0), seed=5)
    wins = 0
    for g in range(20):
        game = Game(setup(("Robot", "Random"), seed=g, options=options, first_dealer=g % 2), INDEX)
        play_out(game, {0: factory.robot("medium", 0), 1: RandomPlayer(None, random.Random(g))})
        wins += game.totals[0] > game.totals[1]
    assert wins >= 14
