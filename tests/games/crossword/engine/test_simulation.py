"""The expert level: simulation of the top candidates, legal and within its budget,
reproducible with a seed; registered as a robot level."""

from __future__ import annotations

import functools
import random
import time

import pytest

from lexitile.games.crossword.catalog import load_rules
from lexitile.games.crossword.engine.automaton import Automaton, automaton_for_lexicon
from lexitile.games.crossword.engine.evaluator import gcg_text
from lexitile.games.crossword.engine.robots import LEVELS, Robot
from lexitile.games.crossword.engine.simulation import (
    CANDIDATES,
    MIN_DEALS,
    PRUNE,
    WIN_PROBABILITY_BAG,
    _survivors,
    simulate_choice,
)
from lexitile.games.crossword.rules.game import Game
from lexitile.games.crossword.rules.make_move import make_move
from lexitile.games.crossword.rules.move import MoveKind
from lexitile.lexicon import Lexicon, load_lexicon
from lexitile.play.robot_seats import parse_robot


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
        make_move(game, robot.choose(game))
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
    assert [r.processes for r in runs] == [workers, workers]  # two: the kept worker processes
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
    if action.kind is MoveKind.PLAY:
        assert expert.last_play in [m for _, m in ranked[:CANDIDATES]]
        assert game.check_play(action.placement).total == expert.last_play.score
    # checked between play-outs: one play-out (two move lists) may run past the budget
    assert took < 0.5 + 3.0
    make_move(game.copy(), action)


def test_the_static_choice_stands_without_evidence():
    """Fewer deals than MIN_DEALS never overrule the best play by static equity, even
    when a worse-looking candidate happens to have the higher mean."""
    _, automaton = english()
    game = midgame(5)
    ranked = Robot("hard", automaton).ranked(game)
    # the hard robot's best play put last: the simulation must not pick another on 3 deals
    weakest_first = list(reversed(ranked[:CANDIDATES]))
    result = simulate_choice(game, automaton, weakest_first, time_limit=120, iterations=3, seed=11, workers=1)
    assert result.iterations == 3 < MIN_DEALS
    assert result.move == weakest_first[0][1]


def test_a_clearly_better_play_wins_on_evidence():
    """Given enough deals, a candidate far better than the first one replaces it: the
    best static play listed after the weakest play of the position (its lead in score
    alone is many standard errors)."""
    _, automaton = english()
    game = midgame(5, turns=2)
    assert len(game.bag) > WIN_PROBABILITY_BAG, "chosen by the mean outcome"
    ranked = Robot("hard", automaton).ranked(game)
    weakest, best = ranked[-1], ranked[0]
    assert best[1].score - weakest[1].score >= 20, "the position must have plays far apart"
    result = simulate_choice(game, automaton, [weakest, best], time_limit=120, iterations=12, seed=3, workers=1)
    assert result.iterations == 12
    assert result.move == best[1]


def test_the_leader_drops_only_clearly_worse_candidates_never_the_static_one():
    rng = random.Random(4)
    # candidate 0 (static) and 3 are clearly worse than 1; 2 is as good as 1
    history = []
    for _ in range(16):
        base = rng.gauss(0, 10)
        history.append([base - 30, base + 5, base + 5 + rng.gauss(0, 3), base - 40])
    assert PRUNE > 0
    assert _survivors([0, 1, 2, 3], history) == [0, 1, 2]


def test_dropped_candidates_are_not_played_on_and_never_chosen():
    _, automaton = english()
    game = midgame(5)
    ranked = Robot("hard", automaton).ranked(game)
    runs = [
        simulate_choice(game, automaton, ranked, time_limit=600, iterations=16, seed=2, workers=1) for _ in range(2)
    ]
    a, b = runs
    assert (a.stats, a.dropped, a.playouts) == (b.stats, b.dropped, b.playouts)
    k = len(a.stats)
    assert a.dropped, "a mid-game position has candidates clearly worse than the leader"
    assert a.playouts < 16 * k
    assert gcg_text(a.move) not in a.dropped
    assert gcg_text(ranked[0][1]) not in a.dropped


def late_game(seed: int) -> Game:
    """A game of hard robots played on until the bag holds 15 to 20 tiles: the choice is
    by the chance of winning, and no two-turn play-out can empty the bag."""
    lexicon, automaton = english()
    game = Game(load_rules("mattel"), ["A", "B"], seed=seed, lexicon=lexicon)
    robot = Robot("hard", automaton, lexicon)
    while len(game.bag) > WIN_PROBABILITY_BAG:
        make_move(game, robot.choose(game))
    assert 15 <= len(game.bag) <= WIN_PROBABILITY_BAG, "this seed's game must pass through a bag of 15-20 tiles"
    return game


def test_near_the_end_a_play_out_counts_a_chance_of_winning_not_a_bare_lead():
    """One deal, bag not emptied: each candidate's win share is the model's chance from
    the spread its play-out ends on and the tiles left, strictly between 0 and 1, and the
    candidates are ordered by it (no longer 0, 1/2 or 1 for who is ahead when the
    play-out stops)."""
    _, automaton = english()
    game = late_game(8)
    ranked = Robot("hard", automaton).ranked(game)
    result = simulate_choice(game, automaton, ranked, time_limit=120, iterations=1, seed=5, workers=1)
    assert result.by_wins
    shares = [share for _, _, share in result.stats]
    assert all(0.0 < share < 1.0 for share in shares)
    assert shares == sorted(shares, reverse=True)


def test_a_play_out_counts_both_players_leftover_tiles():
    """The outcome of a play-out is the candidate's score, minus the opponent's reply and
    the value of what the opponent keeps, plus the player's answer and what the player
    keeps (Macondo's points + spread difference + leftover difference): worked out here
    by hand for one deal, with the engine's own reply search as the oracle of each turn."""
    from lexitile.games.crossword.engine.endgame import rack_after
    from lexitile.games.crossword.engine.evaluator import Evaluator
    from lexitile.games.crossword.engine.preendgame import best_reply_equity
    from lexitile.games.crossword.rules.tiles import BLANK

    _, automaton = english()
    game = midgame(5)
    ranked = Robot("hard", automaton).ranked(game)
    result = simulate_choice(game, automaton, ranked[:1], time_limit=120, iterations=1, seed=11, workers=1)
    rules, seat = game.rules, game.turn
    pool = sorted(game.unseen(seat).elements())
    deal = random.Random("11:0").sample(pool, len(pool))  # the first deal of worker 0
    opp_size = len(game.racks[1 - seat])
    opp, bag = "".join(sorted(deal[:opp_size])), deal[opp_size:]
    move = ranked[0][1]
    rack = "".join(sorted(BLANK if t == BLANK else t for t in game.rack))
    mine = "".join(sorted(rack_after(rack, move) + "".join(bag[: move.tiles_played])))
    bag = bag[move.tiles_played :]
    board, ev = game.board.copy(), Evaluator(rules.tileset)
    board.put(move.tiles)
    reply_args = {"bingo_bonus": rules.bingo_bonus, "rack_size": rules.rack_size, "unseen": 0}
    opp_eq, reply, _ = best_reply_equity(board, opp, rules.tileset, automaton, ev, bag=len(bag), **reply_args)
    assert reply is not None and opp_eq != reply.score, "this deal must leave the opponent tiles of some value"
    board.put(reply.tiles)
    bag = bag[reply.tiles_played :]
    my_eq, _, _ = best_reply_equity(board, mine, rules.tileset, automaton, ev, bag=len(bag), **reply_args)
    expected = move.score - opp_eq + my_eq
    assert result.stats[0][1] == pytest.approx(round(expected, 3), abs=1e-3)
