"""Robots: legal, deterministic, fast, and much stronger than random play.

The 200-game figure is measured by ``benchmarks/bench_crosswise.py``; here a smaller
count keeps the suite quick."""

from __future__ import annotations

import pytest
from crosswise_helpers import position

from lexitile.games.crosswise.board import Side, parse_square
from lexitile.games.crosswise.game import Game
from lexitile.games.crosswise.moves import MoveTile, PlaceTile, SwapTiles
from lexitile.games.crosswise.robots import LEVELS, RandomRobot, WeighingRobot, make_robot, play_game


def hard_vs_random(comps, games, players=2, seed0=0):
    wins = 0
    for g in range(games):
        game = Game(comps, [f"P{i}" for i in range(players)], seed=seed0 + g)
        hard_side = Side.COLUMNS if g % 2 == 0 else Side.ROWS
        robots = [
            make_robot("hard") if game.side_of(s) is hard_side else RandomRobot(seed0 + 100 * g + s)
            for s in range(players)
        ]
        play_game(game, robots)
        wins += game.side_result.winner is hard_side
    return wins


@pytest.mark.parametrize("players", [2, 3, 4])
def test_hard_beats_random_in_at_least_90_percent(comps, players):
    games = 20
    assert hard_vs_random(comps, games, players, seed0=1000 * players) >= 0.9 * games


def test_robot_moves_are_legal(comps):
    # Speed (under 100 ms per move, issue #10) is measured in benchmarks/bench_crosswise.py.
    robot = WeighingRobot("hard")
    for seed in range(3):
        game = Game(comps, ["Ann", "Bo", "Cy", "Di"], seed=seed)
        while not game.is_over:
            move = robot.choose(game)
            game.check(move)
            game.play(move)


def test_weighing_robot_is_deterministic(comps):
    def run():
        game = Game(comps, ["Ann", "Bo"], seed=8)
        play_game(game, [make_robot("hard"), make_robot("medium")])
        return [t.move for t in game.history]

    assert run() == run()


def test_random_robot_is_reproducible_by_seed(comps):
    def run(seed):
        game = Game(comps, ["Ann", "Bo"], seed=8)
        play_game(game, [RandomRobot(seed), RandomRobot(seed + 1)])
        return [t.move for t in game.history]

    assert run(1) == run(1)
    assert run(1) != run(2)


def test_takes_a_six_when_it_can(comps):
    g = position(
        """
        O.....
        O.....
        O.....
        O.....
        O.....
        ......
        """,
        ["cross sun star triangle", "star"],
    )
    assert WeighingRobot("hard").choose(g) == PlaceTile(comps.tile("sun"), parse_square("A6"))


def test_uses_an_action_tile_to_win(comps):
    # column A has five suns and a cross; a sun lies in F6: swap it in (Ann owns columns).
    g = position(
        """
        O.....
        O.....
        O.....
        O.....
        O.....
        X....O
        """,
        ["swapper cross star triangle", "star"],
    )
    assert WeighingRobot("hard").choose(g) == SwapTiles(parse_square("A6"), parse_square("F6"))


def test_blocks_an_opponent_six(comps):
    # Bo (rows) threatens row 1 with five suns and a gap; Ann blocks F1 with another symbol.
    g = position(
        """
        OOOOO.
        ......
        ......
        ......
        ......
        ......
        """,
        ["cross star triangle square", "star"],
    )
    move = WeighingRobot("hard").choose(g)
    assert isinstance(move, PlaceTile) and move.square == parse_square("F1")


def test_never_hands_the_opponent_a_six(comps):
    # Ann could move the sun from F2 into F1, completing row 1 for Bo: she must not.
    g = position(
        """
        OOOOO.
        .....O
        ......
        ......
        ......
        ......
        """,
        ["mover", "star"],
    )
    for level in ("medium", "hard"):
        move = WeighingRobot(level).choose(g)
        assert move != MoveTile(parse_square("F2"), parse_square("F1"))


def test_weighs_its_own_lines_against_the_opponents(comps):
    # A sun on A2 makes a pair in column A (Ann's, +1) and nothing in row 2;
    # a sun on B1 would make a pair in row 1 (Bo's) - worse for Ann.
    g = position(
        """
        O.....
        ......
        ......
        ......
        ......
        ......
        """,
        ["sun", "star"],
    )
    scored = WeighingRobot("medium").evaluate(g)
    values = {m: -k[0] for k, m in scored}
    assert values[PlaceTile(0, parse_square("A2"))] == 10
    assert values[PlaceTile(0, parse_square("B1"))] == -10


def test_levels(comps):
    assert LEVELS == ("easy", "medium", "hard")
    with pytest.raises(ValueError, match="unknown robot level"):
        make_robot("expert")
