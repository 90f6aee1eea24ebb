"""Invariants of random games (hypothesis): tiles are never created or lost, scores
equal the sum of event scores, and undo restores the exact state."""

from __future__ import annotations

from collections import Counter

from helpers import RULES
from hypothesis import given, settings
from hypothesis import strategies as st

from lexitile.errors import IllegalMoveError
from lexitile.games.crossword.rules.game import Game
from lexitile.games.crossword.rules.placement import Placement


def _all_tiles(game: Game) -> Counter:
    counts = Counter(game.bag.tiles)
    for rack in game.racks:
        counts.update(rack)
    counts.update("?" if t.islower() else t for t in game.board.squares if t is not None)
    return counts


def _state(game: Game):
    return (
        tuple(game.bag.tiles),
        tuple(map(tuple, game.racks)),
        tuple(game.scores),
        game.turn,
        game.scoreless,
        tuple(game.board.squares),
        len(game.history),
        game.outcome,
    )


def _try_some_play(game: Game, choice: int) -> bool:
    """Try a two-tile play at the start square or next to the first tile (any word)."""
    rack = [t for t in game.rack if t != "?"]
    if len(rack) < 2:
        return False
    board = game.board
    for i in range(board.rows * board.cols):
        if board.squares[i] is None:
            continue
        r, c = divmod(i, board.cols)
        for dr, dc in ((1, 0), (0, 1)):
            sq = [(r + dr * k, c + dc * k) for k in (1, 2)]
            if all(board.on_board(a, b) and board.at(a, b) is None for a, b in sq):
                try:
                    game.play(Placement.of([(a, b, rack[(choice + k) % len(rack)]) for k, (a, b) in enumerate(sq)]))
                    return True
                except IllegalMoveError:
                    continue
    if board.is_empty:
        r, c = board.layout.start
        game.play(Placement.of([(r, c, rack[0]), (r, c + 1, rack[1])]))
        return True
    return False


@settings(max_examples=60, deadline=None)
@given(seed=st.integers(0, 2**32 - 1), players=st.integers(2, 4), actions=st.lists(st.integers(0, 9), max_size=60))
def test_random_games_keep_invariants(seed, players, actions):
    game = Game(RULES, [f"p{i}" for i in range(players)], seed=seed)
    full = Counter(RULES.tileset.full_bag())
    states = [_state(game)]
    for a in actions:
        if game.is_over:
            break
        if a < 6:
            played = _try_some_play(game, a)
            if not played:
                game.pass_turn()
        elif a < 8 and game.can_exchange():
            game.exchange(game.rack[: a - 5])
        else:
            game.pass_turn()
        assert _all_tiles(game) == full
        for seat in range(players):
            assert game.scores[seat] == sum(e.score for e in game.history if e.player == seat)
            assert len(game.racks[seat]) <= RULES.rack_size
        states.append(_state(game))
    while len(states) > 1:
        states.pop()
        game.pop()
        assert _state(game) == states[-1]


def test_same_seed_same_game():
    a = Game(RULES, ["x", "y", "z"], seed=42)
    b = Game(RULES, ["x", "y", "z"], seed=42)
    assert a.racks == b.racks and a.first_player == b.first_player and a.bag.tiles == b.bag.tiles
    a.exchange(a.rack[:3])
    b.exchange(b.rack[:3])
    assert a.racks == b.racks and a.bag.tiles == b.bag.tiles
