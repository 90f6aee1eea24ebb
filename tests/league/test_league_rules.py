"""XP, chips and levels of single games, with the numbers worked out by hand from the
Kreuzwort text ("Klassifikation nach Punkten") and docs/league.md's choices."""

from __future__ import annotations

import pytest
from hypothesis import given
from hypothesis import strategies as st

from lexitile.core.league_rules import (
    GameResult,
    GameStatus,
    LeagueError,
    Seat,
    SeatKind,
    level_for,
    relief_grant,
    settle,
    xp_for_level,
)


def seats(n: int, teams: list[int | None] | None = None) -> tuple[Seat, ...]:
    teams = teams or [None] * n
    return tuple(Seat(f"P{i}", SeatKind.PROFILE, 100 + i, teams[i]) for i in range(n))


def xp_chips(result: GameResult) -> list[tuple[int, int, str]]:
    return [(s.xp, s.chips, s.result) for s in settle(result)]


def finished(n: int, winners: tuple[int, ...], wager: int = 0, teams: list[int | None] | None = None) -> GameResult:
    return GameResult("board", True, wager, GameStatus.FINISHED, seats(n, teams), winners)


def test_two_players_winner_20_loser_5_pot_less_bank():
    # pot 2 × 100 = 200, bank 25% = 50, winner takes 150 (net +50), loser -100
    assert xp_chips(finished(2, (1,), wager=100)) == [(5, -100, "loss"), (20, 50, "win")]


def test_three_players_winner_30():
    # pot 3 × 40 = 120, bank 30, winner 90 (net +50)
    assert xp_chips(finished(3, (0,), wager=40)) == [(30, 50, "win"), (5, -40, "loss"), (5, -40, "loss")]


def test_four_players_winner_40():
    # pot 4 × 10 = 40, bank 10, winner 30 (net +20)
    assert xp_chips(finished(4, (2,), wager=10)) == [
        (5, -10, "loss"),
        (5, -10, "loss"),
        (40, 20, "win"),
        (5, -10, "loss"),
    ]


def test_pairs_20_for_each_partner_pot_split():
    # two sides -> 10 × 2 = 20 each winner; pot 4 × 50 = 200, bank 50, 150 split 75/75 (net +25)
    result = finished(4, (0, 2), wager=50, teams=[0, 1, 0, 1])
    assert xp_chips(result) == [(20, 25, "win"), (5, -50, "loss"), (20, 25, "win"), (5, -50, "loss")]


def test_lone_player_against_pair_two_sides():
    # Crosswise: seat 0 alone, seats 1 and 2 partners; the lone player wins 20, the pair 5 each
    result = GameResult("crosswise", True, 20, GameStatus.FINISHED, seats(3, [None, 1, 1]), (0,))
    # pot 60, bank 15, lone winner 45 (net +25)
    assert xp_chips(result) == [(20, 25, "win"), (5, -20, "loss"), (5, -20, "loss")]
    pair_wins = GameResult("crosswise", True, 20, GameStatus.FINISHED, seats(3, [None, 1, 1]), (1, 2))
    # 45 split 23/22 (the earlier seat gets the odd chip)
    assert xp_chips(pair_wins) == [(5, -20, "loss"), (20, 3, "win"), (20, 2, "win")]


def test_two_player_draw_shares_xp_and_pot():
    # 20 // 2 = 10 XP each; pot 200, bank 50, 150 split 75/75
    assert xp_chips(finished(2, (0, 1), wager=100)) == [(10, -25, "draw"), (10, -25, "draw")]


def test_three_player_draw_of_two():
    # 30 // 2 = 15 for the drawn, 5 for the loser; pot 300, bank 75, 225 split 113/112
    assert xp_chips(finished(3, (0, 2), wager=100)) == [(15, 13, "draw"), (5, -100, "loss"), (15, 12, "draw")]


def test_four_way_draw_never_below_loser_xp():
    assert [x for x, _, _ in xp_chips(finished(4, (0, 1, 2, 3)))] == [10, 10, 10, 10]


def test_resignation_is_a_loss():
    base = seats(2)
    resigned = (base[0], Seat("P1", SeatKind.PROFILE, 101, resigned=True))
    result = GameResult("board", True, 30, GameStatus.FINISHED, resigned, (0,))
    # pot 60, bank 15, winner 45 (net +15); the resigner loses its wager and gets loser XP
    assert xp_chips(result) == [(20, 15, "win"), (5, -30, "loss")]


def test_mutual_abort_counts_for_nothing_and_returns_wagers():
    result = GameResult("board", True, 100, GameStatus.ABORTED, seats(3), ())
    assert xp_chips(result) == [(0, 0, "none")] * 3


def test_practice_table_no_xp_no_chips():
    result = GameResult("quiddler", False, 0, GameStatus.FINISHED, seats(2), (0,))
    assert xp_chips(result) == [(0, 0, "none"), (0, 0, "none")]


def test_practice_table_refuses_a_wager():
    with pytest.raises(LeagueError, match="practice"):
        settle(GameResult("board", False, 10, GameStatus.FINISHED, seats(2), (0,)))


def test_robots_and_guests_do_not_count():
    table = (
        Seat("Ann", SeatKind.PROFILE, 1),
        Seat("Robot", SeatKind.ROBOT),
        Seat("Guest", SeatKind.GUEST),
    )
    # one profile: fewer than two counted players, no XP at all
    assert xp_chips(GameResult("board", True, 0, GameStatus.FINISHED, table, (0,))) == [(0, 0, "win")]
    two = (*table, Seat("Bo", SeatKind.PROFILE, 2))
    # two profiles counted (not four seats): the winner gets 20, not 40
    assert xp_chips(GameResult("board", True, 0, GameStatus.FINISHED, two, (3,))) == [(5, 0, "loss"), (20, 0, "win")]
    # a robot wins: both profiles lose
    assert xp_chips(GameResult("board", True, 0, GameStatus.FINISHED, two, (1,))) == [(5, 0, "loss"), (5, 0, "loss")]


def test_partners_only_profiles_is_one_side():
    table = (
        Seat("Ann", SeatKind.PROFILE, 1, team=0),
        Seat("R1", SeatKind.ROBOT, team=1),
        Seat("Bo", SeatKind.PROFILE, 2, team=0),
        Seat("R2", SeatKind.ROBOT, team=1),
    )
    assert [x for x, _, _ in xp_chips(GameResult("board", True, 0, GameStatus.FINISHED, table, (0, 2)))] == [0, 0]


def test_guest_or_robot_cannot_cover_a_wager():
    table = (Seat("Ann", SeatKind.PROFILE, 1), Seat("Robot", SeatKind.ROBOT))
    with pytest.raises(LeagueError, match="robot cannot cover"):
        settle(GameResult("board", True, 5, GameStatus.FINISHED, table, (0,)))


def test_abandoned_game_penalty():
    # seat 1 walks away: forfeits 100 and pays 10 to the bank; 100 less the bank's 25 is split 38/37
    result = GameResult("board", True, 100, GameStatus.ABANDONED, seats(3), (), abandoned_by=1)
    assert xp_chips(result) == [(0, 38, "none"), (0, -110, "loss"), (0, 37, "none")]


def test_relief_grant_tops_up_to_100():
    assert [relief_grant(c) for c in (150, 100, 99, 0, -30)] == [0, 0, 1, 100, 130]


def test_level_scale():
    assert [level_for(x) for x in (0, 49, 50, 149, 150, 300, 499, 500)] == [1, 1, 2, 2, 3, 4, 4, 5]


@given(st.integers(min_value=1, max_value=60))
def test_level_thresholds_are_where_the_level_starts(level):
    start = xp_for_level(level)
    assert level_for(start) == level
    assert level == 1 or level_for(start - 1) == level - 1


@given(
    n=st.integers(min_value=2, max_value=4),
    wager=st.integers(min_value=0, max_value=500),
    data=st.data(),
)
def test_chips_are_conserved_with_the_bank(n, wager, data):
    winners = tuple(sorted(data.draw(st.sets(st.integers(0, n - 1), min_size=1))))
    out = settle(finished(n, winners, wager=wager))
    pot = n * wager
    # what the players lose together is exactly the bank's 25% (rounded down)
    assert -sum(s.chips for s in out) == pot * 25 // 100
    assert all(s.xp >= 5 for s in out)


def test_one_profile_cannot_take_two_seats():
    twice = (Seat("Ann", SeatKind.PROFILE, 1), Seat("Ann again", SeatKind.PROFILE, 1))
    with pytest.raises(LeagueError, match="only one seat"):
        settle(GameResult("board", True, 0, GameStatus.FINISHED, twice, (0,)))
