"""The exact endgame search against a full minimax built on the independent brute-force
generator (no alpha-beta, no transposition table, no code of ``lexitile.games.crossword.engine``; it
only remembers its answer for an exact argument tuple), on small hand-built positions
with a tiny word list."""

from __future__ import annotations

import functools
import random
from collections import Counter

import pytest

from bruteforce_oracle import brute_force
from independent_rules import board_file, read_layout, read_play, read_tile_values, tiles_file
from lexitile.games.crossword.catalog import load_layout, load_tileset
from lexitile.games.crossword.engine.automaton import Automaton
from lexitile.games.crossword.engine.endgame import solve_endgame
from lexitile.games.crossword.rules.board import Board

WORDS = (
    "AB",
    "BA",
    "AD",
    "DA",
    "AT",
    "TA",
    "BAD",
    "DAB",
    "CAB",
    "CAT",
    "ACT",
    "TAB",
    "BAT",
    "TAD",
    "ADD",
    "DO",
    "OD",
    "TO",
    "BOA",
    "OAT",
    "TAO",
)
LAYOUT = read_layout(board_file("standard15"))
POINTS, _ = read_tile_values(tiles_file("english"))


@functools.lru_cache(maxsize=1)
def automaton() -> Automaton:
    return Automaton.build(WORDS)


def rack_value(rack: str) -> int:
    return sum(0 if t == "?" else POINTS[t] for t in rack)


def minimax(board: dict, me: str, opp: str, passes: int, fresh: int) -> int:
    """Spread the side to move gains with best play by both, searching every line."""
    return _minimax(frozenset(board.items()), me, opp, passes, fresh)


@functools.cache
def _minimax(position: frozenset, me: str, opp: str, passes: int, fresh: int) -> int:
    # Remembered per position: the tests ask again for positions searched before (the
    # reply to the chosen play is a subtree of the first search); the values are the same.
    board = dict(position)
    best = None
    for coord, word, points in brute_force(board, LAYOUT, POINTS, WORDS, me):
        new = read_play(board, coord, word)
        left = Counter(me)
        left.subtract("?" if t.islower() else t for t in new.values())
        rest = "".join(sorted(left.elements()))
        if not rest:
            val = points + 2 * rack_value(opp)
        else:
            val = points - minimax({**board, **new}, opp, rest, fresh, fresh)
        best = val if best is None else max(best, val)
    val = rack_value(opp) - rack_value(me) if passes <= 1 else -minimax(board, opp, me, passes - 1, fresh)
    return val if best is None else max(best, val)


def engine_board(tiles: dict) -> Board:
    board = Board(load_layout("standard15"))
    board.put((r, c, t) for (r, c), t in tiles.items())
    return board


START = {(7, 6): "C", (7, 7): "A", (7, 8): "T"}  # CAT at 8G


@pytest.mark.parametrize(
    "me,opp",
    [("BD", "AO"), ("ABD", "T"), ("AD", "BO"), ("DO", "AB"), ("AB", "DOT")],
)
def test_search_value_equals_full_minimax(me, opp):
    expected = minimax(START, me, opp, 2, 2)
    res = solve_endgame(
        engine_board(START), me, opp, load_tileset("english"), automaton(), passes=2, fresh_passes=2, time_limit=60
    )
    assert res.exact
    assert res.value == expected


def test_chosen_play_achieves_the_minimax_value():
    rng = random.Random(5)
    letters = "AABBDDOT"
    for _ in range(6):
        tiles = rng.sample(letters, 5)
        me, opp = "".join(tiles[:3]), "".join(tiles[3:])
        res = solve_endgame(
            engine_board(START), me, opp, load_tileset("english"), automaton(), passes=2, fresh_passes=2, time_limit=60
        )
        assert res.exact
        best = minimax(START, me, opp, 2, 2)
        if res.move is None:
            got = -minimax(START, opp, me, 1, 2)
        else:
            new = {(r, c): t for r, c, t in res.move.tiles}
            left = Counter(me)
            left.subtract("?" if t.islower() else t for t in new.values())
            rest = "".join(sorted(left.elements()))
            if rest:
                got = res.move.score - minimax({**START, **new}, opp, rest, 2, 2)
            else:
                got = res.move.score + 2 * rack_value(opp)
        assert got == best, (me, opp, res.text)


def test_time_limit_gives_a_partial_answer_not_a_hang():
    res = solve_endgame(engine_board(START), "ABD", "AOT", load_tileset("english"), automaton(), time_limit=0.0)
    assert res.depth == 0 and res.move is None and res.seconds < 5


def test_node_budget_makes_the_search_deterministic():
    args = (engine_board(START), "ABD", "DOT", load_tileset("english"), automaton())
    a = solve_endgame(*args, node_budget=40, time_limit=60)
    b = solve_endgame(*args, node_budget=40, time_limit=60)
    assert (a.text, a.value, a.depth, a.nodes) == (b.text, b.value, b.depth, b.nodes)
    assert not a.exact


def test_empty_rack_is_refused():
    with pytest.raises(ValueError, match="both racks"):
        solve_endgame(engine_board(START), "", "AB", load_tileset("english"), automaton())


@pytest.mark.slow
def test_hard_robot_plays_the_solved_move_in_a_real_endgame():
    from lexitile.games.crossword.catalog import load_rules
    from lexitile.games.crossword.engine.automaton import automaton_for_lexicon
    from lexitile.games.crossword.engine.endgame import solve_game_endgame
    from lexitile.games.crossword.engine.robots import Robot
    from lexitile.games.crossword.rules.game import Game
    from lexitile.games.crossword.rules.make_move import make_move, move_placement
    from lexitile.games.crossword.rules.move import BoardMove
    from lexitile.lexicon import load_lexicon

    lexicon = load_lexicon("en")
    aut = automaton_for_lexicon(lexicon)
    checked = 0
    for seed in range(1, 4):
        game = Game(load_rules("mattel"), ["A", "B"], seed=seed, lexicon=lexicon)
        robot = Robot("hard", aut, lexicon, endgame_seconds=30, endgame_nodes=3000, endgame_work=10**9)
        while not game.is_over and len(game.bag):
            make_move(game, robot.choose(game))
        while not game.is_over:
            solved = solve_game_endgame(game, aut, time_limit=30, node_budget=3000)
            move = robot.choose(game)
            if solved.exact:
                checked += 1
                if solved.move is None:
                    assert move == BoardMove.pass_()
                else:
                    assert move == solved.move.move and robot.last_play == solved.move
                    assert game.check_play(move_placement(game, move)).total == solved.move.score
            make_move(game, move)
    assert checked >= 1


@pytest.mark.parametrize("rules_name", ["mattel", "tournament", "palavras"])
@pytest.mark.parametrize("passes_before", [0, 1, 2])
def test_passes_left_is_when_the_rules_engine_ends_a_chain_of_passes(rules_name, passes_before):
    from lexitile.games.crossword.catalog import load_rules
    from lexitile.games.crossword.engine.endgame import passes_left
    from lexitile.games.crossword.rules.game import Game

    rules = load_rules(rules_name)
    game = Game(rules, ["A", "B"], seed=3)
    for _ in range(passes_before):
        game.pass_turn()
    if game.is_over:
        return
    now, fresh = passes_left(game)
    chain = 0
    while not game.is_over:
        game.pass_turn()
        chain += 1
    assert now == chain
    assert fresh == passes_left(Game(rules, ["A", "B"], seed=3))[0]
