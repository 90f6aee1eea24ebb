"""The pre-endgame look-ahead: weights of the opponent's racks, legal choices within the
time limit, reproducible with a seed."""

from __future__ import annotations

import functools
import math
import random
import time
from collections import Counter

from hypothesis import given, settings
from hypothesis import strategies as st

from lexitile.games.crossword.catalog import load_rules
from lexitile.games.crossword.engine.automaton import Automaton, automaton_for_lexicon
from lexitile.games.crossword.engine.preendgame import opponent_racks, preendgame_choice
from lexitile.games.crossword.engine.robots import Robot
from lexitile.games.crossword.rules.game import Game
from lexitile.games.crossword.rules.make_move import make_move
from lexitile.lexicon import Lexicon, load_lexicon


@functools.lru_cache(maxsize=1)
def english() -> tuple[Lexicon, Automaton]:
    lexicon = load_lexicon("en")
    return lexicon, automaton_for_lexicon(lexicon)


@functools.lru_cache(maxsize=4)
def pre_endgame_position(seed: int) -> Game:
    """A real game played by the hard robot (look-ahead off) until 1-6 tiles are left."""
    lexicon, automaton = english()
    game = Game(load_rules("mattel"), ["A", "B"], seed=seed, lexicon=lexicon)
    robot = Robot("hard", automaton, lexicon, preendgame_seconds=0, endgame_seconds=0)
    while len(game.bag) > 6:
        make_move(game, robot.choose(game))
    assert not game.is_over and len(game.bag) >= 1
    return game


@settings(max_examples=60, deadline=None)
@given(st.dictionaries(st.sampled_from("AEIRST?"), st.integers(1, 3), min_size=1), st.integers(1, 7))
def test_rack_weights_count_every_way_to_draw(counts, size):
    unseen = Counter(counts)
    total = sum(unseen.values())
    racks = opponent_racks(unseen, size)
    assert sum(w for _, w in racks) == (math.comb(total, size) if size <= total else 0)
    assert len({r for r, _ in racks}) == len(racks)
    assert all(len(r) == size and not Counter(r) - unseen for r, _ in racks)
    assert [w for _, w in racks] == sorted((w for _, w in racks), reverse=True)


def test_choice_is_a_candidate_play_within_the_time_limit():
    lexicon, automaton = english()
    for seed in (3, 4):
        game = pre_endgame_position(seed)
        robot = Robot("hard", automaton, lexicon)
        ranked = robot.ranked(game)
        t = time.perf_counter()
        res = preendgame_choice(game, automaton, ranked, time_limit=0.5)
        took = time.perf_counter() - t
        assert res.move in [m for _, m in ranked[:6]]
        assert game.check_play(res.move.placement).total == res.move.score
        assert res.racks >= 1
        # the limit is checked between racks: one rack's answers may run past it
        assert took < 0.5 + 3.0


def test_same_seed_same_choice():
    _, automaton = english()
    game = pre_endgame_position(3)
    ranked = Robot("hard", automaton).ranked(game)
    runs = [
        preendgame_choice(game, automaton, ranked, time_limit=60, max_racks=8, rng=random.Random(9)) for _ in range(2)
    ]
    assert runs[0].means == runs[1].means and runs[0].racks == runs[1].racks == min(8, runs[0].racks)
