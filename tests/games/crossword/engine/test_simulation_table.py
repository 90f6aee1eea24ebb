"""The expert at a table of three or four: every opponent answers in turn in the
play-outs, the splits of the unseen tiles with the bag empty, reproducible with a seed."""

from __future__ import annotations

import functools
import math
import random
from collections import Counter

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from lexitile.games.crossword.catalog import load_rules
from lexitile.games.crossword.engine.automaton import Automaton, automaton_for_lexicon
from lexitile.games.crossword.engine.preendgame import opponent_racks
from lexitile.games.crossword.engine.robots import Robot
from lexitile.games.crossword.engine.simulation import CANDIDATES
from lexitile.games.crossword.engine.simulation_table import (
    ENUMERATE_SPLITS,
    few_splits,
    opponent_splits,
    simulate_table_choice,
)
from lexitile.games.crossword.rules.game import Game
from lexitile.games.crossword.rules.make_move import make_move
from lexitile.games.crossword.rules.move import MoveKind
from lexitile.games.crossword.selfplay import play_game
from lexitile.lexicon import Lexicon, load_lexicon


@functools.lru_cache(maxsize=1)
def english() -> tuple[Lexicon, Automaton]:
    lexicon = load_lexicon("en")
    return lexicon, automaton_for_lexicon(lexicon)


@functools.lru_cache(maxsize=4)
def table_game(players: int, seed: int, turns: int) -> Game:
    lexicon, automaton = english()
    game = Game(load_rules("mattel"), [f"P{i}" for i in range(players)], seed=seed, lexicon=lexicon)
    robot = Robot("hard", automaton, lexicon)
    for _ in range(turns):
        make_move(game, robot.choose(game))
    return game


def few_splits_endgame(players: int, seed: int) -> Game:
    """A game of ``players`` hard robots (seed ``seed``, else the next seeds) played on
    until the bag is empty, the player on turn has a play and the splits of the unseen
    tiles between the opponents are few enough to list."""
    lexicon, automaton = english()
    robot = Robot("hard", automaton, lexicon)
    for attempt in range(seed, seed + 20):
        game = Game(load_rules("mattel"), [f"P{i}" for i in range(players)], seed=attempt, lexicon=lexicon)
        while not game.is_over:
            if not len(game.bag):
                sizes = [len(game.racks[(game.turn + i) % players]) for i in range(1, players)]
                if few_splits(game.unseen(game.turn), sizes) is not None and robot.moves(game):
                    return game
            make_move(game, robot.choose(game))
    raise AssertionError("no game of 20 reached a small split")


tiles = st.dictionaries(st.sampled_from("ABEIST?"), st.integers(1, 3), min_size=1, max_size=5).map(Counter)


@settings(max_examples=60, deadline=None)
@given(tiles, st.data())
def test_the_splits_deal_every_way_once_with_its_weight(unseen, data):
    total = sum(unseen.values())
    sizes = data.draw(st.lists(st.integers(0, 4), min_size=2, max_size=3).filter(lambda s: sum(s) <= total))
    splits = opponent_splits(unseen, sizes)
    racks = [r for r, _ in splits]
    assert len(set(racks)) == len(racks)
    for split, weight in splits:
        assert [len(r) for r in split] == sizes and weight >= 1
        assert not Counter("".join(split)) - unseen
    # the weights count the ways to deal the sizes from distinguishable copies
    ways, left = 1, total
    for size in sizes:
        ways *= math.comb(left, size)
        left -= size
    assert sum(w for _, w in splits) == ways
    # with no tile left over the last rack is what the others leave
    if sum(sizes) == total:
        assert len(splits) == len(opponent_splits(unseen, sizes[:-1]))
    assert len(opponent_splits(unseen, sizes[:1])) == len(opponent_racks(unseen, sizes[0]))
    listed = few_splits(unseen, sizes)
    assert listed is None or (list(listed) == splits and len(splits) <= ENUMERATE_SPLITS)
    if len(sizes) == 2 and sum(sizes) == total:  # the bag empty at a table of three: the bound is exact
        assert (listed is not None) == (len(splits) <= ENUMERATE_SPLITS)
    if len(set(unseen.elements())) == total:  # every tile different: the multinomial bound is exact
        assert (listed is not None) == (len(splits) <= ENUMERATE_SPLITS)


@pytest.mark.parametrize("players", [3, 4])
def test_same_seed_and_deals_same_figures_and_a_candidate_chosen(players):
    lexicon, automaton = english()
    game = table_game(players, 5, 4)
    ranked = Robot("hard", automaton, lexicon).ranked(game)
    runs = [
        simulate_table_choice(game, automaton, ranked, time_limit=120, iterations=3, seed=11, workers=1)
        for _ in range(2)
    ]
    assert runs[0].stats == runs[1].stats and runs[0].iterations == 3
    assert len(runs[0].stats) == min(CANDIDATES, len(ranked))
    assert runs[0].move in [m for _, m in ranked[:CANDIDATES]]
    other = simulate_table_choice(game, automaton, ranked, time_limit=120, iterations=3, seed=12, workers=1)
    assert other.stats != runs[0].stats


def test_two_players_are_refused():
    lexicon, automaton = english()
    game = table_game(3, 5, 0)
    two = Game(load_rules("mattel"), ["A", "B"], seed=1, lexicon=lexicon)
    with pytest.raises(ValueError, match="three or four"):
        simulate_table_choice(two, automaton, Robot("hard", automaton).ranked(two), iterations=1, workers=1)
    with pytest.raises(ValueError, match="at least one"):
        simulate_table_choice(game, automaton, [], iterations=1, workers=1)


def test_the_expert_simulates_at_a_table_of_three_and_plays_legally():
    lexicon, automaton = english()
    rules = load_rules("mattel")
    robots = [
        Robot("expert", automaton, lexicon, random.Random(1), think_deals=2, workers=1),
        Robot("medium", automaton, lexicon, random.Random(2)),
        Robot("medium", automaton, lexicon, random.Random(3)),
    ]
    res = play_game(rules, robots, 6, lexicon, first_player=0)
    assert res.violations == []
    assert res.simulated_moves[0] > 0 and res.simulated_moves[1:] == [0, 0]
    assert res.deals[0] >= res.simulated_moves[0] > 0  # at least one deal (or split) a simulated move


def test_with_the_bag_empty_every_split_is_examined_once():
    lexicon, automaton = english()
    game = few_splits_endgame(3, 9)
    sizes = [len(game.racks[(game.turn + i) % 3]) for i in (1, 2)]
    splits = opponent_splits(game.unseen(game.turn), sizes)
    moves = Robot("medium", automaton, lexicon).moves(game)
    ranked = sorted(((float(m.score), m) for m in moves), key=lambda em: -em[0])
    # a fixed number of deals does not cut an enumeration short: it is exact
    result = simulate_table_choice(game, automaton, ranked, time_limit=120, iterations=1, seed=1, workers=1)
    assert result.iterations == len(splits)
    assert result.by_wins
    assert 0.0 <= result.win_share <= 1.0
    # exact: no evidence rule, the best win share is played
    best_share = max(share for _, _, share in result.stats)
    assert result.win_share == best_share


def test_the_expert_at_a_table_of_four_goes_out_or_plays_with_the_bag_empty():
    lexicon, automaton = english()
    game = few_splits_endgame(4, 3)
    expert = Robot("expert", automaton, lexicon, think_deals=4, workers=1)
    action = expert.choose(game)
    assert expert.simulated_moves == 1
    assert action.kind in (MoveKind.PLAY, MoveKind.PASS)
    if action.kind is MoveKind.PLAY:
        assert game.check_play(action.placement).total == expert.last_play.score
    make_move(game.copy(), action)


def test_a_table_play_out_values_what_every_player_keeps():
    """The margin over the best opponent counts each answer by its equity (score plus the
    value of the tiles its player keeps), the opponents' as well as the player's own:
    worked out by hand for one deal at a table of three, with the engine's own reply
    search as the oracle of each turn."""
    from lexitile.games.crossword.engine.endgame import rack_after
    from lexitile.games.crossword.engine.evaluator import Evaluator
    from lexitile.games.crossword.engine.preendgame import best_reply_equity
    from lexitile.games.crossword.rules.tiles import BLANK

    _, automaton = english()
    game = table_game(3, 4, 6)
    assert len(game.bag) > 20, "a mid-game position: the choice is by margin"
    ranked = Robot("hard", automaton).ranked(game)
    result = simulate_table_choice(game, automaton, ranked[:1], time_limit=120, iterations=1, seed=11, workers=1)
    rules, seat = game.rules, game.turn
    order = [(seat + i) % 3 for i in range(3)]
    pool = sorted(game.unseen(seat).elements())
    deal = random.Random("11:0").sample(pool, len(pool))  # the first deal of worker 0
    racks, at = [""], 0
    for other in order[1:]:
        size = len(game.racks[other])
        racks.append("".join(sorted(deal[at : at + size])))
        at += size
    bag = deal[at:]
    move = ranked[0][1]
    rack = "".join(sorted(BLANK if t == BLANK else t for t in game.rack))
    racks[0] = "".join(sorted(rack_after(rack, move) + "".join(bag[: move.tiles_played])))
    bag = bag[move.tiles_played :]
    board, ev = game.board.copy(), Evaluator(rules.tileset)
    board.put(move.tiles)
    gains = [float(move.score), 0.0, 0.0]
    kept_value = 0.0
    for side in (1, 2, 0):
        others = sum(rules.tileset.rack_value(racks[i]) for i in range(3) if i != side)
        eq, reply, _ = best_reply_equity(
            board, racks[side], rules.tileset, automaton, ev, bag=len(bag), unseen=others,
            bingo_bonus=rules.bingo_bonus, rack_size=rules.rack_size,
        )  # fmt: skip
        assert reply is not None
        gains[side] += eq
        if side:
            kept_value += abs(eq - reply.score)
            board.put(reply.tiles)
            racks[side] = "".join(sorted(rack_after(racks[side], reply) + "".join(bag[: reply.tiles_played])))
            bag = bag[reply.tiles_played :]
    assert kept_value > 0, "this deal must leave the opponents tiles of some value"
    finals = [game.scores[s] + g for s, g in zip(order, gains, strict=True)]
    assert result.stats[0][1] == pytest.approx(round(finals[0] - max(finals[1:]), 3), abs=1e-3)
