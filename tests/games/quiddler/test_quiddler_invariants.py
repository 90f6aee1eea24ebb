"""Invariants of random games (hypothesis): cards are never created or lost, totals
are the sums of round scores, each round score is the sum of its items, games replay
exactly and their records round-trip."""

from __future__ import annotations

import dataclasses
import random
from collections import Counter

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st
from quiddler_helpers import DECK, WORDS, setup

from lexitile.games.quiddler.game import Game
from lexitile.games.quiddler.options import Floor, StockOut, TableOptions, TwoPlayerBonus
from lexitile.games.quiddler.record import format_record, parse_record
from lexitile.games.quiddler.robots import RandomPlayer, Robot, play_turn
from lexitile.games.quiddler.solver import Solver, WordIndex
from lexitile.games.quiddler.storage import load_deck

INDEX = WordIndex.from_words(WORDS)

OPTIONS = st.builds(
    TableOptions,
    min_word_cards=st.sampled_from([1, 2]),
    score_floor=st.sampled_from(list(Floor)),
    stock_out=st.sampled_from(list(StockOut)),
    two_player_bonus=st.sampled_from(list(TwoPlayerBonus)),
    out_on_first_turn=st.booleans(),
    hand_sizes=st.sampled_from([(3, 4), (3, 4, 5, 6, 7, 8, 9, 10), (10, 9)]),
    turn_limit=st.sampled_from([3, 12, 40]),
)


def check_state(game: Game) -> None:
    if not game.is_over:
        assert game.all_cards() == Counter(DECK.counts)
        assert all(
            len(h) in (game.hand_size, game.hand_size + 1) or game.laid[s] is not None for s, h in enumerate(game.hands)
        )
    for seat in range(len(game.players)):
        assert game.totals[seat] == sum(r.players[seat].score for r in game.rounds)
    for r in game.rounds:
        for p in r.players:
            assert (
                p.score == p.word_points - p.unused_points + p.floor_adjustment + p.longest_bonus + p.most_words_bonus
            )
            assert p.floor_adjustment >= 0
            if game.options.score_floor is not Floor.NONE:
                assert p.total >= 0
        awarded = [p.longest_bonus > 0 for p in r.players]
        assert sum(awarded) <= 1 and sum(p.most_words_bonus > 0 for p in r.players) <= 1


@pytest.mark.slow
@settings(max_examples=25, deadline=None)
@given(
    seed=st.integers(0, 10_000),
    players=st.integers(2, 8),
    options=OPTIONS,
    robots=st.lists(st.booleans(), min_size=8, max_size=8),
)
def test_random_games_keep_the_invariants(seed: int, players: int, options: TableOptions, robots: list[bool]) -> None:
    names = [f"P{i}" for i in range(players)]
    game = Game(setup(names, seed=seed, options=options), WORDS)
    solver = Solver(INDEX, DECK, options)
    rng = random.Random(seed)
    seats = {
        s: (Robot(solver) if robots[s] else RandomPlayer(solver, rng, smart_out=bool(s % 2))) for s in range(players)
    }
    while not game.is_over:
        play_turn(game, seats[game.current])
        check_state(game)
    assert len(game.rounds) == len(options.hand_sizes)
    # replay and record round trip
    again = Game.replay(game.setup, game.actions, WORDS)
    assert again.totals == game.totals and again.rounds == game.rounds
    text = format_record(game, lexicon="test")
    record = parse_record(text, load_deck)
    assert record.actions == game.actions and "%seed" not in text  # the record keeps no seed
    assert dataclasses.replace(record.setup, seed=game.setup.seed) == game.setup
    assert format_record(record.replay(WORDS), lexicon="test") == text
