"""Robot players: every move legal and scored as the rules engine scores it, each level
choosing what its definition says (tests for issue #6, ``lexitile.games.crossword.engine.robots``)."""

from __future__ import annotations

import functools
import random
import statistics
from collections import Counter

import pytest

from lexitile.errors import IllegalMoveError
from lexitile.games.crossword.catalog import load_rules
from lexitile.games.crossword.engine.automaton import Automaton, automaton_for_lexicon
from lexitile.games.crossword.engine.leaves import exchange_options, load_leaves
from lexitile.games.crossword.engine.movegen import generate_moves
from lexitile.games.crossword.engine.robots import EASY_MIN_ZIPF, Robot, load_frequencies
from lexitile.games.crossword.rules.config import WordCheck
from lexitile.games.crossword.rules.game import Game
from lexitile.games.crossword.rules.make_move import make_move
from lexitile.games.crossword.rules.move import MoveKind
from lexitile.games.crossword.rules.scoring import score_placement
from lexitile.games.crossword.rules.validate import check_placement
from lexitile.lexicon import Lexicon, load_lexicon


@functools.lru_cache(maxsize=1)
def english() -> tuple[Lexicon, Automaton]:
    lexicon = load_lexicon("en")
    return lexicon, automaton_for_lexicon(lexicon)


def set_rack(game: Game, tiles: str) -> None:
    """Give the player on turn exactly ``tiles`` (from the bag), keeping every tile accounted for."""
    seat = game.turn
    game.bag.put_back(game.racks[seat])
    game.racks[seat] = []
    game.bag.take(tiles)
    game.racks[seat] = list(tiles)


def robot(level: str, seed: int = 0) -> Robot:
    lexicon, automaton = english()
    return Robot(level, automaton, lexicon, random.Random(seed))


def play_out(levels: tuple[str, str], seed: int, visit) -> Game:
    """Play a whole game, calling ``visit(game, robot, action, moves)`` before each move."""
    lexicon, automaton = english()
    game = Game(load_rules("mattel"), ["A", "B"], seed=seed, lexicon=lexicon)
    robots = [robot(levels[0], seed), robot(levels[1], seed + 1)]
    turns = 0
    while not game.is_over:
        r = robots[game.turn]
        action = r.choose(game)
        moves = generate_moves(game.board, game.rack, game.rules.tileset, automaton)
        visit(game, r, action, moves)
        make_move(game, action)
        turns += 1
        assert turns < 200
    return game


@pytest.mark.parametrize(
    "levels,seed",
    [
        (("easy", "medium"), 11),
        # whole games with the hard robot's end-of-game searches: the full suite's
        pytest.param(("hard", "easy"), 12, marks=pytest.mark.slow),
        pytest.param(("medium", "hard"), 13, marks=pytest.mark.slow),
    ],
)
def test_every_robot_play_is_legal_and_scored_like_the_rules_engine(levels, seed):
    lexicon, _ = english()
    seen = Counter()

    def visit(game, r, action, moves):
        seen[action.kind.value] += 1
        if action.kind is MoveKind.PLAY:
            assert r.last_play is not None and r.last_play.move == action
            rules = game.rules
            check_placement(game.board, action.placement, rules.tileset, game.rack, lexicon, rules.first_play_min_tiles)
            score = score_placement(game.board, action.placement, rules.tileset, rules.rack_size, rules.bingo_bonus)
            assert score.total == r.last_play.score
            assert game.check_play(action.placement).total == r.last_play.score
        else:
            # never passes (or exchanges, below hard) while it has a play
            if action.kind is MoveKind.PASS:
                assert not moves, f"{r.level} passed with {len(moves)} plays available"
            if action.kind is MoveKind.EXCHANGE and r.level != "hard":
                assert not moves

    game = play_out(levels, seed, visit)
    assert game.is_over
    assert seen["play"] > 10


def test_medium_plays_the_highest_score():
    def visit(game, r, action, moves):
        if r.level == "medium" and moves:
            assert action.kind is MoveKind.PLAY
            assert r.last_play.score == max(m.score for m in moves)

    play_out(("medium", "medium"), 21, visit)


@pytest.mark.slow  # whole games with the hard robot
def test_hard_takes_the_highest_equity_play_or_exchange():
    _lexicon, _automaton = english()
    checked = Counter()

    def visit(game, r, action, moves):
        # with 1-6 tiles in the bag the pre-endgame look-ahead decides (test_preendgame.py)
        if r.level != "hard" or len(game.bag) <= 6 or not moves:
            return
        table = load_leaves(game.rules.tileset)
        rack = list(game.rack)
        # independent equity: GeneratedMove.leave (movegen's own) and the table
        best_play = max(m.score + table.value(m.leave(rack)) for m in moves)
        best = best_play
        if game.can_exchange():
            best = max(best, *(table.value(keep) for _, keep in exchange_options(rack)))
        assert r.last_equity == pytest.approx(best, abs=1e-9)
        if action.kind is MoveKind.PLAY:
            assert r.last_play.score + table.value(r.last_play.leave(rack)) == pytest.approx(best_play)
        checked[action.kind.value] += 1

    play_out(("hard", "medium"), 31, visit)
    play_out(("medium", "hard"), 32, visit)
    assert checked["play"] > 10


def test_hard_ranking_prefers_higher_equity_over_higher_score():
    """A play that scores less but keeps a much better leave ranks first."""
    lexicon, _automaton = english()
    game = Game(load_rules("mattel"), ["A", "B"], seed=3, lexicon=lexicon)
    set_rack(game, "AEIRST?")
    r = robot("hard")
    ranked = r.ranked(game)
    equities = [e for e, _ in ranked]
    assert equities == sorted(equities, reverse=True)
    table = load_leaves(game.rules.tileset)
    for e, m in ranked[:50]:
        assert e == pytest.approx(m.score + table.value(m.leave(game.rack)))
    action = r.choose(game)
    assert action.kind is MoveKind.PLAY
    assert r.last_equity == pytest.approx(ranked[0][0])


def test_hard_exchanges_a_hopeless_rack():
    lexicon, _ = english()
    game = Game(load_rules("mattel"), ["A", "B"], seed=4, lexicon=lexicon)
    set_rack(game, "QUUUVVW")
    r = robot("hard")
    action = r.choose(game)
    assert action.kind is MoveKind.EXCHANGE and r.last_play is None
    table = load_leaves(game.rules.tileset)
    best_keep = max(table.value(keep) for _, keep in exchange_options(game.rack))
    assert r.last_equity == pytest.approx(best_keep)
    make_move(game, action)  # legal


def test_no_play_means_exchange_when_allowed_else_pass():
    words = ["AB", "BA"]
    lexicon = Lexicon.from_words(words, name="tiny")
    automaton = Automaton.build(sorted(words))
    rules = load_rules("mattel")
    for level in ("easy", "medium", "hard"):
        game = Game(rules, ["A", "B"], seed=5, lexicon=lexicon)
        set_rack(game, "CDEFGHI")
        r = Robot(level, automaton, lexicon, random.Random(1))
        action = r.choose(game)
        assert action.kind is MoveKind.EXCHANGE, level
        assert sorted(action.tiles) == sorted("CDEFGHI") or level == "hard"
        make_move(game, action)
        # with the bag nearly empty an exchange is not allowed: pass
        game2 = Game(rules, ["A", "B"], seed=5, lexicon=lexicon)
        set_rack(game2, "CDEFGHI")
        game2.bag.tiles = game2.bag.tiles[:3]
        action2 = r.choose(game2)
        assert action2.kind is MoveKind.PASS, level


def test_easy_plays_common_words_and_not_always_its_best():
    freq = load_frequencies("en")
    assert freq is not None and freq["THE"] > 7
    _lexicon, _automaton = english()
    below_best = 0
    plays = 0

    def visit(game, r, action, moves):
        nonlocal below_best, plays
        if r.level != "easy" or action.kind is not MoveKind.PLAY or not len(game.bag):
            return
        word = r.last_play.spelled(game.board)
        common = [m for m in moves if freq.get(m.spelled(game.board), 0) >= EASY_MIN_ZIPF]
        if common:
            plays += 1
            # the chosen word is common unless every common play made an uncommon cross word
            if freq.get(word, 0) >= EASY_MIN_ZIPF and r.last_play.score < max(m.score for m in moves):
                below_best += 1

    for seed in (41, 42):
        play_out(("easy", "medium"), seed, visit)
    assert plays > 10
    assert below_best > plays // 3  # clearly not always its best


def test_easy_main_words_are_common():
    freq = load_frequencies("en")
    count = Counter()

    def visit(game, r, action, moves):
        if r.level == "easy" and action.kind is MoveKind.PLAY and len(game.bag):
            word = r.last_play.spelled(game.board)
            count[freq.get(word, 0) >= EASY_MIN_ZIPF] += 1

    for seed in (51, 52):
        play_out(("easy", "easy"), seed, visit)
    assert count[True] >= 0.9 * (count[True] + count[False])


@pytest.mark.slow
def test_endgame_goes_out_when_that_is_also_the_best_score():
    """With the bag empty, a play that goes out and scores the most is what every level plays."""
    cases = 0

    def visit(game, r, action, moves):
        nonlocal cases
        if len(game.bag) or not moves:
            return
        top = max(m.score for m in moves)
        outs = [m for m in moves if m.tiles_played == len(game.rack)]
        if outs and max(m.score for m in outs) == top:
            cases += 1
            assert action.kind is MoveKind.PLAY
            assert r.last_play.tiles_played == len(game.rack), (r.level, str(action))

    for seed in range(61, 67):
        play_out(("hard", "easy"), seed, visit)
    assert cases >= 1


@pytest.mark.slow  # whole games with the hard robot
def test_robot_moves_are_fast_enough():
    """The target is < 50 ms per move; the test allows slack for a loaded CI machine."""
    times = {"easy": [], "medium": [], "hard": []}

    def visit(game, r, action, moves):
        times[r.level].append(r.last_ms)

    play_out(("hard", "medium"), 71, visit)
    play_out(("easy", "hard"), 72, visit)
    for level, ts in times.items():
        assert statistics.median(ts) < 250, (level, statistics.median(ts))


def test_unknown_level_and_finished_game_are_refused():
    lexicon, automaton = english()
    with pytest.raises(ValueError, match="unknown robot level"):
        Robot("genius", automaton, lexicon)
    game = Game(load_rules("mattel"), ["A", "B"], seed=1, lexicon=lexicon)
    while not game.is_over:
        game.pass_turn()
    with pytest.raises(IllegalMoveError):
        robot("hard").choose(game)


def test_robot_challenges_only_invalid_plays():
    lexicon, _automaton = english()
    rules = load_rules("mattel").with_changes(word_check=WordCheck.CHALLENGE)
    game = Game(rules, ["A", "B"], seed=8, lexicon=lexicon)
    set_rack(game, "ZQXJKVW")
    game.play_notation("8G", "ZQX")  # a phony, accepted until challenged
    r = robot("hard")
    assert r.wants_to_challenge(game, 1)
    game2 = Game(rules, ["A", "B"], seed=8, lexicon=lexicon)
    set_rack(game2, "CATSDOG")
    game2.play_notation("8G", "CAT")
    assert not r.wants_to_challenge(game2, 1)
