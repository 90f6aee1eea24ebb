"""The ladder of levels (easy, casual, steady below medium) and the "familiar words
only" option: a ``+familiar`` robot's own plays are common words at every level."""

from __future__ import annotations

import functools
import random

import pytest

from lexitile.cli import main
from lexitile.games.crossword.catalog import load_rules
from lexitile.games.crossword.engine.automaton import Automaton, automaton_for_lexicon
from lexitile.games.crossword.engine.robots import (
    AIMED_LEVELS,
    EASY_MIN_ZIPF,
    LEVELS,
    Robot,
    load_frequencies,
    parse_level,
)
from lexitile.games.crossword.rules.game import Game
from lexitile.games.crossword.rules.make_move import make_move, move_placement
from lexitile.games.crossword.rules.move import BoardMove, MoveKind
from lexitile.games.crossword.rules.scoring import words_formed
from lexitile.lexicon import Lexicon, load_lexicon
from lexitile.play.robot_seats import parse_robot
from lexitile.storage.statefile import StateError, _level


@functools.lru_cache(maxsize=1)
def english() -> tuple[Lexicon, Automaton]:
    lexicon = load_lexicon("en")
    return lexicon, automaton_for_lexicon(lexicon)


def words_of(game: Game, move: BoardMove) -> list[str]:
    """Every word the play forms, main word first."""
    placement = move_placement(game, move)
    new = {r * game.board.cols + c: t for r, c, t in placement.tiles}
    out = []
    for indices, _is_main in sorted(words_formed(game.board, placement), key=lambda wi: not wi[1]):
        out.append("".join((new.get(i) or game.board.squares[i] or "").upper() for i in indices))
    return out


def plays_of(levels: tuple[str, str], seed: int) -> list[tuple[str, list[str], bool]]:
    """Play a whole two-player game; ``(level, words formed, bag not empty)`` per play."""
    lexicon, automaton = english()
    game = Game(load_rules("mattel"), ["A", "B"], seed=seed, lexicon=lexicon)
    robots = [Robot(lv, automaton, lexicon, random.Random(seed + i)) for i, lv in enumerate(levels)]
    out = []
    while not game.is_over:
        move = robots[game.turn].choose(game)
        if move.kind is MoveKind.PLAY:
            out.append((levels[game.turn], words_of(game, move), bool(len(game.bag))))
        make_move(game, move)
        assert len(out) < 200
    return out


def test_levels_are_ordered_and_parsed_with_the_familiar_ending():
    assert LEVELS == ("easy", "casual", "keen", "steady", "medium", "hard", "expert")
    common = ("easy", "casual", "keen")
    assert [AIMED_LEVELS[lv][0] for lv in common] == sorted(AIMED_LEVELS[lv][0] for lv in common)
    assert all(AIMED_LEVELS[lv][1] for lv in common) and not AIMED_LEVELS["steady"][1]
    assert parse_level("hard") == ("hard", False)
    assert parse_level("expert+familiar") == ("expert", True)
    with pytest.raises(ValueError, match="unknown robot level"):
        parse_level("hard+fam")
    assert parse_robot("Cy:steady+familiar") == ("Cy", "steady+familiar")
    with pytest.raises(ValueError, match="may end in"):
        parse_robot("Cy:familiar")


def test_the_state_file_keeps_a_familiar_level_and_refuses_others():
    for level in ("casual", "steady", "hard+familiar", "expert+familiar"):
        _level(level, "robots")
    for bad in ("hard+fam", "familiar", 3):
        with pytest.raises(StateError, match="may end in"):
            _level(bad, "robots")


@pytest.mark.parametrize("level", ["medium+familiar", "hard+familiar", "steady+familiar"])
def test_a_familiar_robot_plays_only_common_words(level):
    freq = load_frequencies("en")
    assert freq is not None
    plays = [(words) for lv, words, _bag in plays_of((level, "medium"), 21) if lv == level]
    assert len(plays) > 5
    for words in plays:
        main, *cross = words
        assert freq.get(main, 0.0) >= EASY_MIN_ZIPF, main
        assert all(w in freq for w in cross), cross


def test_without_the_option_hard_and_steady_play_uncommon_words():
    """The option is what restricts them: over a few games both levels play words
    outside the common list (so the test above could fail)."""
    freq = load_frequencies("en")
    assert freq is not None
    uncommon = {"hard": 0, "steady": 0}
    for seed in (21, 22):
        for lv, words, _bag in plays_of(("hard", "steady"), seed):
            uncommon[lv] += freq.get(words[0], 0.0) < EASY_MIN_ZIPF
    assert uncommon["hard"] > 0 and uncommon["steady"] > 0


def test_casual_keeps_to_common_words_while_the_bag_has_tiles():
    freq = load_frequencies("en")
    assert freq is not None
    main_words = [words[0] for lv, words, bag in plays_of(("casual", "easy"), 31) if lv == "casual" and bag]
    assert len(main_words) > 5
    common = sum(freq.get(w, 0.0) >= EASY_MIN_ZIPF for w in main_words)
    assert common >= 0.9 * len(main_words)


def test_selfplay_takes_the_new_levels_and_the_familiar_ending(capsys):
    assert main(["selfplay", "--seats", "casual,steady+familiar", "--games", "2", "--seed", "5", "--json"]) == 0
    out = capsys.readouterr().out
    assert '"label": "steady+familiar"' in out and '"violations": []' in out
    assert main(["selfplay", "--seats", "casual,hard+fam"]) == 2
    err = capsys.readouterr().err
    assert "may end in +familiar" in err and err.count("\n") == 1


def test_a_familiar_robot_ranks_only_common_plays_with_the_compiled_core_too():
    """The expert simulates the plays ``ranked`` gives; with the compiled core that list
    comes from C, which knows no frequencies: a familiar robot must not take it."""
    freq = load_frequencies("en")
    assert freq is not None
    lexicon, automaton = english()
    game = Game(load_rules("mattel"), ["A", "B"], seed=41, lexicon=lexicon)
    plain = Robot("hard", automaton, lexicon, random.Random(1))
    familiar = Robot("expert+familiar", automaton, lexicon, random.Random(1))
    checked = 0
    while len(game.bag) > 20 and checked < 6:
        ranked = familiar.ranked(game)
        every = plain.ranked(game)
        assert {m for _, m in ranked} <= {m for _, m in every}
        for _eq, move in ranked:
            assert freq.get(move.spelled(game.board), 0.0) >= EASY_MIN_ZIPF, move.spelled(game.board)
        checked += 1
        make_move(game, plain.choose(game))
    assert checked == 6
