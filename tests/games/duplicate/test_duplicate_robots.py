"""Duplicate's robots and headless games: one robot-only game per language keeps every
invariant; the levels order by share of the top."""

from __future__ import annotations

import random
from collections import Counter

import pytest
from duplicate_helpers import language, new_game

from lexitile.games.crossword.catalog import load_rules
from lexitile.games.crossword.engine.movegen import generate_moves
from lexitile.games.crossword.rules.move import MoveKind
from lexitile.games.duplicate.files import letter_classes
from lexitile.games.duplicate.robots import DuplicateRobot, DuplicateRobots
from lexitile.games.duplicate.selfplay import check_round, play_game, run_match


@pytest.mark.parametrize(
    ("rules_name", "lang", "tiles"), [("mattel", "en", None), ("mattel", "de", "german"), ("palavras", "pt_BR", None)]
)
def test_a_robot_only_game_per_language_keeps_every_invariant(rules_name, lang, tiles):
    rules = load_rules(rules_name, tiles=tiles)
    lexicon, automaton = language(lang)
    result = play_game(rules, letter_classes(rules.tileset), ["hard", "medium", "easy"], 5, automaton, lexicon)
    game = result.game
    assert result.violations == []
    assert game.is_over and len(game.rounds) >= 10
    hard, medium, easy = game.totals()
    assert hard == game.top_total() >= medium and hard >= easy
    outcome = game.outcome()
    assert outcome is not None and 0 in outcome.winners
    # the later racks really drew down the bag
    assert len(game.bag) < 10


def test_the_invariant_check_catches_a_lost_tile():
    game = new_game(seed=3)
    full = Counter(game.rules.tileset.full_bag())
    assert check_round(game, full, ["hard", "hard"]) == []
    game.bag.tiles.pop()
    assert any("tiles made or lost" in v for v in check_round(game, full, ["hard", "hard"]))


def test_the_hard_robot_plays_the_top_and_the_others_aim_under_it():
    game = new_game(seed=8)
    top = game.top
    assert top is not None
    assert str(DuplicateRobot("hard").choose(game)) == top.notation
    scores = sorted({m.score for m in generate_moves(game.board, game.rack, game.rules.tileset, game.automaton)})
    for seed in range(8):
        aim = top.score * random.Random(seed).uniform(0.5, 1.0)
        move = DuplicateRobot("easy", random.Random(seed)).choose(game)
        assert move.kind is MoveKind.PLAY
        score = game.check_entry(move.placement).total
        # the best score at or under the aim (the lowest when every play is above it)
        assert score == max((s for s in scores if s <= aim), default=scores[0])
    assert game.entries == {}  # choosing never changes the game


def test_levels_are_named_and_unknown_ones_refused():
    robots = DuplicateRobots()
    assert robots.levels == ("easy", "medium", "hard") and robots.default_level in robots.levels
    assert robots.robot("hard").level == "hard"
    with pytest.raises(ValueError, match="levels: easy, medium, hard"):
        robots.robot("expert")


def test_a_match_summary_gives_shares_of_the_top():
    rules = load_rules("mattel")
    lexicon, automaton = language("en")
    summary = run_match(rules, letter_classes(rules.tileset), ["hard", "easy"], 2, 11, automaton, lexicon)
    data = summary.to_json()
    assert data["game"] == "duplicate" and data["games"] == 2 and data["violations"] == []
    hard, easy = data["sides"]
    assert hard["level"] == "hard" and hard["share_of_top"] == 1.0 and hard["total"] == data["top_total"]
    assert 0 < easy["share_of_top"] < 1 and easy["total"] < hard["total"]
