"""The coach (``lexitile.games.crossword.engine.coach``), the engine half of the hint's last step: the top
plays with equity and leave, and whether an exchange beats every play, with the tiles
to keep. Expected values are recomputed here from the leave table and the generator's
scores, not taken from the coach."""

from __future__ import annotations

import functools
import itertools

import pytest

from lexitile.errors import IllegalMoveError
from lexitile.games.crossword.catalog import load_rules
from lexitile.games.crossword.engine.automaton import automaton_for_lexicon
from lexitile.games.crossword.engine.coach import coach
from lexitile.games.crossword.engine.leaves import load_leaves
from lexitile.games.crossword.engine.movegen import generate_moves
from lexitile.games.crossword.engine.quickmode import hint
from lexitile.games.crossword.rules.game import Game
from lexitile.lexicon import load_lexicon


@functools.lru_cache(maxsize=1)
def english():
    lexicon = load_lexicon("en")
    return lexicon, automaton_for_lexicon(lexicon)


def game_with_rack(rack: str, seed: int = 5) -> Game:
    lexicon, _ = english()
    game = Game(load_rules("tournament"), ["Ann", "Bo"], seed=seed, lexicon=lexicon)
    current = game.racks[game.turn]
    game.bag.tiles.extend(current)  # the swap keeps every tile in the game
    current[:] = list(rack)
    for t in rack:
        if t in game.bag.tiles:
            game.bag.tiles.remove(t)
        else:  # an opponent holds it: they get a tile from the bag instead
            other = next(r for r in game.racks if r is not current and t in r)
            swap = next(x for x in game.bag.tiles if x not in rack)
            game.bag.tiles.remove(swap)
            other[other.index(t)] = swap
    return game


def best_keep(rack: str) -> tuple[str, float]:
    leaves = load_leaves(load_rules("tournament").tileset)
    keeps = {"".join(k) for n in range(len(rack)) for k in itertools.combinations(sorted(rack), n)}
    return max(((k, leaves.value(k)) for k in keeps), key=lambda kv: kv[1])


def test_an_exchange_beats_every_play_when_there_is_none_and_keeps_the_best_leave() -> None:
    _, automaton = english()
    game = game_with_rack("QVVWWXZ")  # no vowel: no play on the empty board
    advice = coach(game, automaton)
    assert advice.plays == ()
    assert advice.exchange_better
    _keep, value = best_keep("QVVWWXZ")
    assert advice.exchange is not None and advice.exchange.equity == pytest.approx(value)
    assert load_leaves(game.rules.tileset).value(advice.keep) == pytest.approx(value)
    assert sorted(advice.keep + advice.exchange.tiles) == sorted("QVVWWXZ")
    assert advice.best is advice.exchange
    assert "exchange" in advice.summary() and "beats no play" in advice.summary()


def test_top_plays_are_ranked_by_score_plus_leave() -> None:
    _, automaton = english()
    game = game_with_rack("AEINRST")
    advice = coach(game, automaton, top=5)
    leaves = load_leaves(game.rules.tileset)
    expected = []
    for m in generate_moves(game.board, game.rack, game.rules.tileset, automaton):
        kept = list(game.rack)
        for t in m.letters:
            kept.remove("?" if t.islower() else t)
        expected.append(m.score + leaves.value("".join(sorted(kept))))
    expected.sort(reverse=True)
    assert [p.equity for p in advice.plays] == pytest.approx(expected[:5])
    assert not advice.exchange_better and advice.keep is None
    assert advice.plays[0].bingo and advice.best is advice.plays[0]


def test_no_exchange_advice_when_the_bag_is_too_small() -> None:
    _, automaton = english()
    game = game_with_rack("QVVWWXZ")
    while len(game.bag) >= game.rules.exchange_min_bag:
        game.bag.tiles.pop()
    advice = coach(game, automaton)
    assert advice.exchange is None and not advice.exchange_better
    assert advice.best.kind == "pass"


def test_the_hint_carries_the_advice_and_a_finished_game_has_none() -> None:
    lexicon, automaton = english()
    game = game_with_rack("QVVWWXZ")
    h = hint(game, automaton, lexicon=lexicon)
    assert h.move is None and h.advice is not None and h.advice.exchange_better
    game.resign()
    with pytest.raises(IllegalMoveError):
        coach(game, automaton)
