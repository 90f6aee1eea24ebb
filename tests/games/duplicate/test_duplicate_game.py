"""The duplicate rules engine: entries, judging, the top and its tie-break, the end."""

from __future__ import annotations

import pytest
from duplicate_helpers import full_set, new_game, tiles_in_play

from lexitile.errors import IllegalMoveError, Reason
from lexitile.games.crossword.rules.placement import placement_from_notation
from lexitile.games.duplicate.game import END_NO_PLAY, END_NO_RACK
from lexitile.games.duplicate.top import Candidate, engine_top, round_top


def play_of(game, coordinate, word):
    return placement_from_notation(game.board, coordinate, word)


def test_placement_errors_are_refused_at_entry_and_may_be_entered_again():
    game = new_game(seed=4)
    rack = game.rack
    with pytest.raises(IllegalMoveError) as off_start:
        game.enter(0, play_of(game, "1A", "".join(rack[:2])))
    assert off_start.value.reason is Reason.START_NOT_COVERED
    missing = next(t for t in "QZXJKWV" if t not in rack)
    with pytest.raises(IllegalMoveError) as not_on_rack:
        game.enter(0, play_of(game, "8H", missing + rack[0]))
    assert not_on_rack.value.reason is Reason.TILE_NOT_ON_RACK
    assert game.waiting() == (0, 1)
    game.enter(0, play_of(game, "8H", "".join(rack[:2])))
    assert game.waiting() == (1,)


def test_validity_is_judged_at_the_round_end_and_an_invalid_play_scores_zero():
    game = new_game(seed=4)
    top = game.top
    assert top is not None
    rack = game.rack
    # a phony of two rack tiles: placed legally, so accepted at entry
    phony = next(
        a + b
        for a in rack
        for b in rack
        if (a + b) not in game.lexicon and a != "?" and b != "?" and (a != b or rack.count(a) > 1)
    )
    game.enter(0, play_of(game, "8G", phony))
    game.enter(1, play_of(game, top.coordinate, top.word))
    result = game.close_round()
    assert result.plays[0].score == 0 and result.plays[0].bad_words == (phony,) and not result.plays[0].valid
    assert result.plays[1].score == top.score and result.plays[1].valid
    assert result.top == top and result.share(1) == 1.0 and result.share(0) == 0.0
    assert game.totals() == (0, top.score) and game.top_total() == top.score


def test_the_top_goes_on_the_board_and_its_unused_tiles_stay_on_the_rack():
    game = new_game(seed=9)
    before = list(game.rack)
    top = game.top
    assert game.close_round().top == top
    used = [("?" if ch.islower() else ch) for ch in top.word if ch != "."]
    left = list(before)
    for t in used:
        left.remove(t)
    assert game.draw is not None
    assert sorted(game.draw.kept) == sorted(left)
    if not game.draw.rejected:
        assert sorted(game.rack[: len(left)]) == sorted(left)
    assert game.board.tile_count == len(used)


def test_a_player_play_scoring_more_than_the_engine_top_is_the_top():
    game = new_game(seed=4)
    engine = game.top
    assert engine is not None
    higher = Candidate(engine.rank[:0] + (-(engine.score + 5), 7, 0, False, "X"), "8A", "X", engine.score + 5)
    assert round_top(engine, [higher]) is higher
    assert round_top(engine, []) is engine and round_top(None, []) is None


def test_equal_tops_are_broken_by_square_then_direction_then_word():
    a = Candidate((-30, 7, 3, False, "QI"), "8D", "QI", 30)
    b = Candidate((-30, 7, 3, True, "QI"), "D8", "QI", 30)
    c = Candidate((-30, 2, 9, True, "ZA"), "J3", "ZA", 30)
    d = Candidate((-30, 2, 9, True, "AZ"), "J3", "AZ", 30)
    assert round_top(None, [a, b, c, d]) is d
    assert round_top(None, [a, b]) is a
    assert round_top(None, [Candidate((-31, 14, 14, True, "XI"), "O15", "XI", 31), a]).score == 31


def test_the_engine_top_is_the_least_of_the_highest_scoring_plays():
    game = new_game(seed=12)
    from lexitile.games.crossword.engine.movegen import generate_moves

    moves = generate_moves(game.board, game.rack, game.rules.tileset, game.automaton)
    high = max(m.score for m in moves)
    tied = sorted((m.row, m.col, m.down, m.word) for m in moves if m.score == high)
    top = engine_top(game.board, game.rack, game.rules, game.automaton)
    assert top is not None and top.score == high and top.rank[1:] == tied[0]


def test_a_whole_game_keeps_its_tiles_and_ends_by_a_rule():
    game = new_game(("Ada",), seed=21)
    full = full_set(game.rules)
    while not game.is_over:
        assert tiles_in_play(game) == full
        game.enter(0, None)
        game.close_round()
    assert tiles_in_play(game) == full
    outcome = game.outcome()
    assert outcome is not None and outcome.reason in (END_NO_RACK, END_NO_PLAY)
    assert outcome.finals == (0,) and outcome.winners == (0,)
    assert game.top_total() == sum(r.top.score for r in game.rounds) > 0
    assert game.rack == ()
    with pytest.raises(RuntimeError):
        game.close_round()


def test_no_seats_is_refused():
    with pytest.raises(ValueError, match="at least one seat"):
        new_game(())
