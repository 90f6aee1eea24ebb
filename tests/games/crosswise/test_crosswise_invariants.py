"""Invariants over random games (hypothesis): tiles are never created or lost, board
states stay legal, every listed turn is legal, undo is exact, records round-trip."""

from __future__ import annotations

from collections import Counter

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from lexitile.games.crosswise.components import EMPTY
from lexitile.games.crosswise.files import load_components
from lexitile.games.crosswise.game import Game
from lexitile.games.crosswise.match import Match
from lexitile.games.crosswise.moves import Pass, format_move, parse_move
from lexitile.games.crosswise.record import dumps, loads
from lexitile.games.crosswise.table import Deal, Stuck, TableRules

COMPS = load_components()

tables = st.builds(TableRules, st.sampled_from(list(Stuck)), st.sampled_from(list(Deal)))


def check_state(game: Game) -> None:
    comps = game.components
    # tiles conserved: board + hands + bag + played display == the full set
    assert sorted(game.tile_counts().elements()) == comps.full_bag()
    # only symbols lie on the board; no more than the set holds of each
    assert all(t == EMPTY or comps.is_symbol(t) for t in game.board)
    on_board = Counter(t for t in game.board if t != EMPTY)
    assert all(n <= comps.symbol_copies for n in on_board.values())
    # played display: action tiles only, at most 3 of each
    for k in comps.kinds:
        assert game.played[k.id] <= (comps.action_copies if not k.is_symbol else 0)
    # hands never exceed their size; below it only once the bag is empty
    for seat, hand in enumerate(game.hands):
        assert len(hand) <= game.hand_size_of(seat)
        if game.bag:
            assert len(hand) == game.hand_size_of(seat)
    # no six alike on the board while the game runs
    if not game.is_over:
        assert game.scorer.six_alike_lines(game.board) == []
        assert game.filled < comps.squares


@settings(max_examples=40, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(
    players=st.integers(2, 4),
    seed=st.integers(0, 2**32 - 1),
    table=tables,
    choices=st.lists(st.integers(0, 10**6), min_size=1, max_size=120),
)
def test_random_games_keep_every_invariant(players, seed, table, choices):
    game = Game(COMPS, [f"P{i}" for i in range(players)], table=table, seed=seed)
    check_state(game)
    for c in choices:
        if game.is_over:
            break
        moves = game.legal_moves()
        move = moves[c % len(moves)]
        game.check(move)
        before = (list(game.board), [list(h) for h in game.hands], list(game.bag), list(game.played), game.seat)
        turn = game.play(move)
        check_state(game)
        assert parse_move(format_move(move, COMPS), COMPS) == move
        if isinstance(move, Pass):
            assert turn.drawn == ()
        # undo is exact, then redo
        game.undo()
        assert (list(game.board), [list(h) for h in game.hands], list(game.bag), list(game.played), game.seat) == before
        game.play(move)
    assert len(game.history) <= len(choices)


@settings(max_examples=25, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(
    players=st.integers(2, 4),
    seed=st.integers(0, 2**32 - 1),
    table=tables,
    choices=st.lists(st.integers(0, 10**6), max_size=80),
)
def test_records_round_trip(players, seed, table, choices):
    match = Match(COMPS, [f"P{i}" for i in range(players)], table=table, seed=seed)
    for c in choices:
        game = match.game
        if game.is_over:
            break
        moves = game.legal_moves()
        game.play(moves[c % len(moves)])
    text = dumps(match, robots={"P1": "hard"}, started="2026-11-30T10:00:00+00:00")
    loaded = loads(text, COMPS)
    again = loaded.match.game
    assert again.board == match.game.board
    assert again.hands == match.game.hands
    assert sorted(again.bag) == sorted(match.game.bag)  # the same tiles; the order is not kept
    assert again.side_result == match.game.side_result
    assert loaded.robots == {"P1": "hard"}
    assert dumps(loaded.match, loaded.robots, loaded.started) == text
