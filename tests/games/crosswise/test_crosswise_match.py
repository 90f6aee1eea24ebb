"""Match options from the rule text (BrettspielWelt "Game Options": match X, sumof X)."""

from __future__ import annotations

import pytest

from lexitile.games.crosswise.board import Side
from lexitile.games.crosswise.errors import NotationError
from lexitile.games.crosswise.match import Match
from lexitile.games.crosswise.robots import make_robot, play_game
from lexitile.games.crosswise.table import MatchKind, MatchRule


def robots_for(match, strong_side):
    """Seats of ``strong_side`` get the hard robot, the others the random one."""
    return [
        make_robot("hard") if match.game.side_of(s) is strong_side else make_robot("easy", s)
        for s in range(len(match.players))
    ]


def test_match_x_ends_when_a_side_has_x_victories(comps):
    m = Match(comps, ["Ann", "Bo"], rule=MatchRule(MatchKind.MATCH, 2), seed=1)
    games = 0
    while True:
        play_game(m.game, robots_for(m, Side.ROWS))
        games += 1
        if m.is_over:
            break
        m.next_game()
    assert m.wins(Side.ROWS) == 2
    assert m.winner is Side.ROWS
    assert games == len(m.games) >= 2
    with pytest.raises(RuntimeError, match="the match is over"):
        m.next_game()


def test_sumof_x_plays_x_games_and_adds_the_points(comps):
    m = Match(comps, ["Ann", "Bo", "Cy", "Di"], rule=MatchRule.from_text("sumof 3"), seed=4)
    for k in range(3):
        assert not m.is_over
        play_game(m.game, robots_for(m, Side.COLUMNS))
        if k < 2:
            m.next_game()
    assert m.is_over and len(m.games) == 3
    cols = sum(g.side_result.columns for g in m.games)
    rows = sum(g.side_result.rows for g in m.games)
    assert (m.points(Side.COLUMNS), m.points(Side.ROWS)) == (cols, rows)
    assert m.winner is (None if cols == rows else Side.COLUMNS if cols > rows else Side.ROWS)
    assert m.standing() == f"Orange (columns) {cols} – Green (rows) {rows} after 3 of 3 (sumof 3)"


def test_games_of_a_match_rotate_the_start_and_reshuffle(comps):
    m = Match(comps, ["Ann", "Bo"], rule=MatchRule(MatchKind.MATCH, 5), seed=10)
    play_game(m.game, robots_for(m, Side.COLUMNS))
    second = m.next_game()
    assert m.games[0].history[0].seat == 0 and second.seat == 1
    assert second.initial_bag != m.games[0].initial_bag
    assert second.seed == 11


def test_cannot_start_the_next_game_early(comps):
    m = Match(comps, ["Ann", "Bo"], rule=MatchRule(MatchKind.MATCH, 2), seed=1)
    with pytest.raises(RuntimeError, match="not over"):
        m.next_game()


def test_single_game_match(comps):
    m = Match(comps, ["Ann", "Bo"], seed=3)
    play_game(m.game, robots_for(m, Side.COLUMNS))
    assert m.is_over and m.winner is m.game.side_result.winner
    assert m.standing() == "single game"


@pytest.mark.parametrize("text", ["match", "match 0", "sumof x", "best of 3", "match 3 4"])
def test_bad_match_options(text):
    with pytest.raises(NotationError):
        MatchRule.from_text(text)


def test_match_option_text_round_trips():
    for text in ("single", "match 3", "sumof 5"):
        assert MatchRule.from_text(text).to_text() == text


def test_the_standing_names_the_teams_by_colour_with_their_lines(comps):
    m = Match(comps, ["Ann", "Bo"], rule=MatchRule(MatchKind.MATCH, 3), seed=2)
    assert m.standing() == "Orange (columns) 0 – Green (rows) 0 (match 3)"
    assert (Side.COLUMNS.title, Side.ROWS.title) == ("Orange (columns)", "Green (rows)")
