"""The simulation's best reply in the compiled core: the same reply, equity and choice as
the pure-Python path (same plays, same order of summation, the same deals)."""

from __future__ import annotations

import functools
from array import array

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from lexitile.games.crossword.catalog import load_rules
from lexitile.games.crossword.engine import accel
from lexitile.games.crossword.engine.automaton import Automaton, automaton_for_lexicon
from lexitile.games.crossword.engine.equity_ranking import RankedPlays
from lexitile.games.crossword.engine.evaluator import Evaluator
from lexitile.games.crossword.engine.generated_move import GeneratedMove
from lexitile.games.crossword.engine.leaves import LeaveTable
from lexitile.games.crossword.engine.preendgame import best_reply_equity
from lexitile.games.crossword.engine.robots import Robot
from lexitile.games.crossword.engine.simulation import simulate_choice
from lexitile.games.crossword.rules.game import Game
from lexitile.games.crossword.rules.make_move import make_move
from lexitile.lexicon import load_lexicon

pytestmark = pytest.mark.skipif(not accel.available(), reason="the compiled core is not installed")


@functools.lru_cache(maxsize=1)
def english() -> Automaton:
    return automaton_for_lexicon(load_lexicon("en"))


@functools.lru_cache(maxsize=8)
def position(seed: int, turns: int) -> Game:
    """A two-player game of hard robots after ``turns`` turns (a real mid-game board)."""
    automaton = english()
    game = Game(load_rules("mattel"), ["A", "B"], seed=seed)
    robot = Robot("hard", automaton)
    for _ in range(turns):
        if game.is_over:
            break
        make_move(game, robot.choose(game))
    return game


def pure(evaluator: Evaluator) -> Evaluator:
    """The same evaluator, made to compute in Python (a subclass: no compiled model)."""

    class InPython(Evaluator):
        def adjustment(self, leave: str, bag: int, unseen: int = 0) -> float:
            return super().adjustment(leave, bag, unseen)

    return InPython(evaluator.tileset, evaluator.leaves)


def both(game: Game, rack: str, bag: int, unseen: int):
    """The compiled reply (looking at every play, and with the bound) and the Python one."""
    ev = Evaluator(game.rules.tileset)
    args = (game.board, rack, game.rules.tileset, english())
    kw = {"bag": bag, "unseen": unseen, "bingo_bonus": 50, "rack_size": 7}
    python = best_reply_equity(*args, pure(ev), **kw)
    bounded = best_reply_equity(*args, ev, **kw, bound=True)
    assert bounded[:2] == python[:2]
    assert bounded[2] <= python[2]
    return best_reply_equity(*args, ev, **kw), python


def test_a_subclass_or_another_leave_table_keeps_the_python_evaluation():
    tileset = load_rules("mattel").tileset
    assert Evaluator(tileset).compiled_model() is not None
    assert pure(Evaluator(tileset)).compiled_model() is None

    class Doubled(LeaveTable):
        def value(self, leave: str) -> float:
            return 2 * super().value(leave)

    table = Evaluator(tileset).leaves
    assert Evaluator(tileset, Doubled(table.name, table.terms)).compiled_model() is None


@settings(max_examples=60, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(
    seed=st.integers(1, 6),
    turns=st.sampled_from([4, 8, 12]),
    draw=st.randoms(use_true_random=False),
    size=st.integers(1, 7),
    blanks=st.integers(0, 2),
    bag=st.sampled_from([0, 1, 30]),
    unseen=st.integers(0, 60),
)
def test_the_compiled_best_reply_equals_the_python_one(seed, turns, draw, size, blanks, bag, unseen):
    game = position(seed, turns)
    pool = sorted(game.unseen(game.turn).elements())
    rack = "".join(sorted(["?"] * blanks + draw.sample([t for t in pool if t != "?"], size - min(blanks, size))))[:size]
    compiled, python = both(game, rack, bag, unseen)
    assert compiled == python


def test_equal_on_every_rack_of_a_real_game():
    """Every rack the hard robots held in a game, on the board they held it on, with the
    bag as it was and empty: the reply, its equity and the plays counted agree."""
    automaton = english()
    game = Game(load_rules("mattel"), ["A", "B"], seed=3)
    robot = Robot("hard", automaton)
    checked = 0
    while not game.is_over and checked < 40:
        rack = "".join(sorted(game.rack))
        for bag in (len(game.bag), 0):
            compiled, python = both(game, rack, bag, 25)
            assert compiled == python
            checked += 1
        make_move(game, robot.choose(game))
    assert checked >= 20


@pytest.mark.parametrize("seed", [5, 9])
def test_a_fixed_seed_and_number_of_deals_chooses_the_same_play_on_both_paths(seed):
    game = position(seed, 6)
    automaton = english()
    ranked = Robot("hard", automaton).ranked(game)
    runs = {}
    for path in ("c", "pure"):
        with accel.use_backend(path):
            runs[path] = simulate_choice(game, automaton, ranked, time_limit=600, iterations=6, seed=seed, workers=1)
    assert runs["c"].move == runs["pure"].move
    assert runs["c"].stats == runs["pure"].stats
    assert runs["c"].iterations == runs["pure"].iterations == 6


@pytest.mark.parametrize("seed", [2, 7])
def test_the_compiled_ranking_equals_ranking_in_python(seed):
    """The hard robot's ranking of every play (equity, then generation order) is the
    same list from the compiled core as from Python, turn after turn of a real game."""
    automaton = english()
    game = Game(load_rules("mattel"), ["A", "B"], seed=seed)
    robot = Robot("hard", automaton)
    compared = 0
    while not game.is_over and len(game.bag):
        compiled = robot.ranked(game)
        python = robot.ranked(game, robot.moves(game))
        assert isinstance(compiled, RankedPlays)
        assert list(compiled) == python
        assert same_floats([e for e, _ in compiled], [e for e, _ in python])
        compared += len(python)
        make_move(game, robot.choose(game))
    assert compared > 1000


def same_floats(a: list[float], b: list[float]) -> bool:
    """The same doubles, bit for bit (``==`` would let 0.0 equal -0.0)."""
    return [x.hex() for x in a] == [x.hex() for x in b]


@settings(max_examples=40, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(
    seed=st.integers(1, 6),
    turns=st.sampled_from([2, 6, 10]),
    draw=st.randoms(use_true_random=False),
    size=st.integers(1, 7),
    blanks=st.integers(0, 2),
)
def test_the_compiled_ranking_of_any_rack_equals_ranking_in_python(seed, turns, draw, size, blanks):
    """Racks drawn from the unseen tiles (blanks included) on real boards: the compiled
    ranking is the Python one, pair for pair and double for double, read every way a
    caller reads it (index, negative index, slice, iteration)."""
    played = position(seed, turns)
    pool = sorted(played.unseen(played.turn).elements())
    letters = [t for t in pool if t != "?"]
    rack = (["?"] * blanks + draw.sample(letters, size))[:size]
    rest = list(pool)
    for t in rack:
        if t in rest:
            rest.remove(t)
        else:  # more blanks than unseen: a letter instead
            rack[rack.index(t)] = rest.pop()
    game = Game.at_position(
        played.rules, ["A", "B"], board=played.board, racks=[rack, []], bag=rest, scores=[0, 0], to_move=0, seed=1
    )
    robot = Robot("hard", english())
    compiled = robot.ranked(game)
    python = robot.ranked(game, robot.moves(game))
    assert isinstance(compiled, RankedPlays)
    assert len(compiled) == len(python)
    assert list(compiled) == python
    assert same_floats(list(compiled.equities), [e for e, _ in python])
    assert compiled == python and python == compiled
    if python:
        assert compiled[0] == python[0] and compiled[-1] == python[-1]
        assert compiled[: len(python) // 2] == python[: len(python) // 2]
        assert compiled[1::3] == python[1::3]
        assert compiled != python[:-1]


@given(
    pairs=st.lists(
        st.tuples(st.floats(allow_nan=False), st.integers(0, 99), st.booleans(), st.text("ABC.", min_size=1)),
        max_size=12,
    ),
    index=st.integers(-14, 14),
    window=st.slices(14),
)
def test_ranked_plays_reads_as_the_list_of_its_pairs(pairs, index, window):
    listed = [(eq, GeneratedMove(n, n % 15, n // 15, down, word)) for eq, n, down, word in pairs]
    plays = RankedPlays(array("d", [eq for eq, _ in listed]), [m for _, m in listed])
    assert plays == listed and listed == plays and list(plays) == listed
    assert len(plays) == len(listed) and bool(plays) == bool(listed)
    assert plays[window] == listed[window]
    assert list(reversed(plays)) == listed[::-1]
    if -len(listed) <= index < len(listed):
        assert plays[index] == listed[index]
    else:
        with pytest.raises(IndexError):
            plays[index]
    if listed:
        eq, first = listed[0]
        assert plays != [(eq, first._replace(word=first.word + "Z")), *listed[1:]]
    with pytest.raises(ValueError, match="equities for"):
        RankedPlays(array("d", [1.0]), [])
