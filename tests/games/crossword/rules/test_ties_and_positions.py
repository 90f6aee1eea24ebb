"""Ties by rule set (Kreuzwort: the scores before settlement break a tie; Mattel,
Palavras Cruzadas and tournaments: a draw) and games started at any position."""

from __future__ import annotations

import pytest
from helpers import board_with

from lexitile.errors import InputFileError
from lexitile.games.crossword.catalog import load_rules
from lexitile.games.crossword.rules.config import RuleSet
from lexitile.games.crossword.rules.game import Game
from lexitile.games.crossword.rules.outcome import EndReason, TieRule, decide_winners
from lexitile.play.game_summary import GameSummary
from lexitile.tui.describe import ending_lines


def _tied_at_the_end(rules_name: str, scoreless: int) -> Game:
    """ann 30 with EE (2 points) and bo 29 with A (1 point), bag empty, one scoreless
    turn short of the end: the pass settles both racks to 28 each."""
    return Game.at_position(
        load_rules(rules_name, board="standard15"),
        ["ann", "bo"],
        board=board_with("8G CAT"),
        racks=["EE", "A"],
        bag=[],
        scores=[30, 29],
        to_move=0,
        scoreless=scoreless,
    )


@pytest.mark.parametrize(
    ("rules_name", "scoreless", "winners"),
    [("kreuzwort", 3, (0,)), ("mattel", 3, (0, 1)), ("tournament", 5, (0, 1)), ("palavras", 3, (0, 1))],
)
def test_a_tie_on_final_scores_follows_the_rule_set(rules_name, scoreless, winners):
    game = _tied_at_the_end(rules_name, scoreless)
    if rules_name == "palavras":
        game.passes_in_a_row = [1, 0]  # ann's second pass in a row ends it (rule text)
    game.pass_turn()
    out = game.outcome
    assert out is not None and EndReason.of(out) is EndReason.SCORELESS
    assert out.before_adjustments() == (30, 29) and out.finals == (28, 28)
    assert out.winners == winners
    assert out.tie_broken is (len(winners) == 1)
    assert out.is_draw is (len(winners) == 2)


def test_rule_sets_name_their_tie_rule():
    assert load_rules("kreuzwort").tie is TieRule.BEFORE_SETTLEMENT
    for name in ("mattel", "palavras", "tournament"):
        assert load_rules(name).tie is TieRule.DRAW


def test_tie_rule_is_read_from_the_rule_file_and_checked():
    base = load_rules("mattel")
    rules = RuleSet.from_mapping({"name": "x", "tie": "before-settlement"}, base.layout, base.tileset)
    assert rules.tie is TieRule.BEFORE_SETTLEMENT
    with pytest.raises(InputFileError, match="tie"):
        RuleSet.from_mapping({"name": "x", "tie": "coin-toss"}, base.layout, base.tileset)


def test_decide_winners_without_a_tie_break_is_a_draw():
    assert decide_winners((28, 28, 10), (30, 29, 10)) == (0, 1)
    assert decide_winners((28, 28, 10), (30, 29, 10), TieRule.BEFORE_SETTLEMENT) == (0,)
    assert decide_winners((28, 28), (29, 29), TieRule.BEFORE_SETTLEMENT) == (0, 1)


def test_game_over_text_says_what_the_outcome_says():
    for rules_name, scoreless in (("kreuzwort", 3), ("mattel", 3)):
        game = _tied_at_the_end(rules_name, scoreless)
        game.pass_turn()
        out = game.outcome
        assert out is not None
        summary = GameSummary(
            "scoreless",
            None,
            None,
            out.adjustments,
            out.before_adjustments(),
            out.finals,
            out.winners,
            out.tie_broken,
            tie=game.rules.tie.value,
        )
        result = ending_lines(summary, ["Ann", "Bo"])["result"]
        if rules_name == "kreuzwort":
            assert result == [
                "Ann wins.",
                "Tied on final score; the higher score before settling the racks breaks the tie.",
            ]
        else:
            assert result == ["A draw between Ann and Bo."]


# ---------------------------------------------------------------- positions
def test_game_at_a_position_plays_on_from_it():
    game = Game.at_position(
        load_rules("mattel"),
        ["ann", "bo", "cy"],
        board=board_with("8G CAT"),
        racks=["SEAT", "QI", "XU"],
        bag=list("EEEEEEEE"),
        scores=[12, 3, 7],
        to_move=2,
        scoreless=1,
        seed=5,
    )
    assert game.turn == 2 and game.first_player == 2 and game.scoreless == 1
    assert game.history == [] and len(game.bag) == 8 and game.scores == [12, 3, 7]
    event = game.play_notation("H7", "X.")  # XA down through the A of CAT
    assert event.score == 9  # X 8 + A 1, H7 a plain square, no cross word
    assert game.scores[2] == 7 + event.score
    assert sorted(game.racks[2]) == ["E"] * 6 + ["U"] and len(game.bag) == 2  # refilled to 7
    assert game.turn == 0 and game.scoreless == 0


def test_game_at_a_position_refuses_tiles_the_set_does_not_have():
    with pytest.raises(ValueError, match=r"2 x Q .* english tile set has 1"):
        Game.at_position(
            load_rules("mattel"),
            ["ann", "bo"],
            board=board_with("8G CAT"),
            racks=["Q", "Q"],
            bag=[],
            scores=[0, 0],
            to_move=0,
        )
    with pytest.raises(ValueError, match="rack of 8 tiles"):
        Game.at_position(
            load_rules("mattel"),
            ["ann", "bo"],
            board=board_with("8G CAT"),
            racks=["EEEEEEEE", ""],
            bag=[],
            scores=[0, 0],
            to_move=0,
        )
