"""The play the game makes when the time per move runs out (Kreuzwort table option
"Zeit pro Zug": the game plays the move for the player): the legal play of median
equity, ties broken by notation, a pass without a play; every other built-in rule set
passes (``lexitile.games.crossword.engine.timeout``, ``RuleSet.on_timeout``)."""

from __future__ import annotations

import functools

import pytest

from lexitile.games.crossword.catalog import load_rules
from lexitile.games.crossword.engine.automaton import Automaton, automaton_for_lexicon
from lexitile.games.crossword.engine.movegen import generate_moves
from lexitile.games.crossword.engine.robots import Robot
from lexitile.games.crossword.engine.timeout import ranked_for_timeout, timeout_play
from lexitile.games.crossword.rules.config import TimeoutMove
from lexitile.games.crossword.rules.game import Game
from lexitile.lexicon import Lexicon, load_lexicon
from lexitile.play.table_options import GameOptions


@functools.lru_cache(maxsize=1)
def english() -> tuple[Lexicon, Automaton]:
    lexicon = load_lexicon("en")
    return lexicon, automaton_for_lexicon(lexicon)


def test_kreuzwort_seed_1_times_out_into_8g_gore():
    """Ann and Bo, seed 1, Kreuzwort, English: Ann's rack ERZAGDO has 405 plays from
    8G AE (worst) to 8D ZERDA (best); the median one is 8G GORE for 10."""
    lexicon, automaton = english()
    game = Game(load_rules("kreuzwort"), ["Ann", "Bo"], seed=1, lexicon=lexicon)
    assert sorted(game.rack) == sorted("ERZAGDO")
    action = timeout_play(game, automaton, lexicon)
    assert action is not None
    assert str(action) == "8G GORE"
    assert game.check_play(action.placement).total == 10  # a legal play, scored as the engine scores it
    assert game.history == []  # the game is not changed


def test_the_chosen_play_sits_in_the_middle_of_every_legal_play():
    """Checked against an independent count: the plays of the generator, their equity
    from the hard robot, ordered by (equity, notation)."""
    lexicon, automaton = english()
    for seed in (1, 2, 3):
        game = Game(load_rules("kreuzwort"), ["Ann", "Bo"], seed=seed, lexicon=lexicon)
        rules = game.rules
        moves = generate_moves(game.board, game.rack, rules.tileset, automaton, rules.bingo_bonus, rules.rack_size)
        equity = {m.notation: e for e, m in Robot("hard", automaton, lexicon).ranked(game, moves)}
        assert len(equity) == len(moves)
        chosen = timeout_play(game, automaton, lexicon)
        assert chosen is not None
        key = (equity[str(chosen)], str(chosen))
        below = sum(1 for text, e in equity.items() if (e, text) < key)
        assert below == (len(moves) - 1) // 2
        ranked = ranked_for_timeout(game, automaton, lexicon)
        assert [r[1] for r in ranked] == sorted(equity, key=lambda t: (equity[t], t))


def test_no_play_means_a_pass():
    lexicon = frozenset({"QI"})
    automaton = Automaton.build(sorted(lexicon))
    game = Game(load_rules("kreuzwort"), ["Ann", "Bo"], seed=1, lexicon=lexicon)
    assert "Q" not in game.rack
    assert timeout_play(game, automaton, lexicon) is None


def test_which_rule_sets_play_and_which_pass():
    assert load_rules("kreuzwort").on_timeout is TimeoutMove.PLAY
    for name in ("mattel", "tournament", "palavras"):
        assert load_rules(name).on_timeout is TimeoutMove.PASS, name
    # the table option overrides either way
    assert GameOptions(on_timeout="pass").apply(load_rules("kreuzwort")).on_timeout is TimeoutMove.PASS
    assert GameOptions(on_timeout="play").apply(load_rules("mattel")).on_timeout is TimeoutMove.PLAY
    assert GameOptions(on_timeout="robot").apply(load_rules("mattel")).on_timeout is TimeoutMove.PLAY  # older saves
    assert GameOptions().apply(load_rules("kreuzwort")).on_timeout is TimeoutMove.PLAY


def test_a_finished_game_has_no_timeout_play():
    from lexitile.errors import IllegalMoveError

    lexicon, automaton = english()
    game = Game(load_rules("kreuzwort"), ["Ann", "Bo"], seed=1, lexicon=lexicon)
    game.resign(0)
    with pytest.raises(IllegalMoveError):
        timeout_play(game, automaton, lexicon)
