"""The expert level: simulation of the top candidates, legal and within its budget,
reproducible with a seed; registered as a robot level."""

from __future__ import annotations

import functools
import time

import pytest

from lexitile.catalog import load_rules
from lexitile.engine.actions import PlayAction, perform
from lexitile.engine.automaton import Automaton, automaton_for_lexicon
from lexitile.engine.robots import LEVELS, Robot
from lexitile.engine.simulation import CANDIDATES, simulate_choice
from lexitile.lexicon import Lexicon, load_lexicon
from lexitile.play.robot_seats import parse_robot
from lexitile.rules.game import Game


@functools.lru_cache(maxsize=1)
def english() -> tuple[Lexicon, Automaton]:
    lexicon = load_lexicon("en")
    return lexicon, automaton_for_lexicon(lexicon)


@functools.lru_cache(maxsize=4)
def midgame(seed: int, turns: int = 6) -> Game:
    lexicon, automaton = english()
    game = Game(load_rules("mattel"), ["A", "B"], seed=seed, lexicon=lexicon)
    robot = Robot("hard", automaton, lexicon)
    for _ in range(turns):
        perform(game, robot.choose(game))
    return game


def test_expert_is_a_level_for_the_command_line():
    assert "expert" in LEVELS
    assert parse_robot("Cy:expert") == ("Cy", "expert")


@pytest.mark.parametrize("workers", [1, 2])
def test_same_seed_and_iterations_same_figures(workers):
    _, automaton = english()
    game = midgame(5)
    ranked = Robot("hard", automaton).ranked(game)
    runs = [
        simulate_choice(game, automaton, ranked, time_limit=120, iterations=3, seed=11, workers=workers)
        for _ in range(2)
    ]
    assert runs[0].stats == runs[1].stats and runs[0].iterations == runs[1].iterations == 3
    assert len(runs[0].stats) == min(CANDIDATES, len(ranked))


def test_another_seed_deals_other_racks():
    _, automaton = english()
    game = midgame(5)
    ranked = Robot("hard", automaton).ranked(game)
    a = simulate_choice(game, automaton, ranked, time_limit=120, iterations=3, seed=1, workers=1)
    b = simulate_choice(game, automaton, ranked, time_limit=120, iterations=3, seed=2, workers=1)
    assert a.stats != b.stats


def test_expert_plays_a_legal_candidate_within_its_budget():
    lexicon, automaton = english()
    game = midgame(7)
    expert = Robot("expert", automaton, lexicon, think_seconds=0.5, workers=1)
    t = time.perf_counter()
    action = expert.choose(game)
    took = time.perf_counter() - t
    ranked = Robot("hard", automaton, lexicon).ranked(game)
    if isinstance(action, PlayAction):
        assert action.move in [m for _, m in ranked[:CANDIDATES]]
        assert game.check_play(action.placement).total == action.move.score
    # checked between play-outs: one play-out (two move lists) may run past the budget
    assert took < 0.5 + 3.0
    perform(game.copy(), action)
