"""Each game's league adapter (board game, Crosswise, Quiddler): a real game, played with
its rules engine, handed to the league and recorded by storage."""

from __future__ import annotations

import pytest

from lexitile.core.league_rules import Seat, SeatKind
from lexitile.games.crossword.catalog import load_rules
from lexitile.games.crossword.rules.game import Game
from lexitile.games.crossword.rules.league import board_moves, board_result
from lexitile.storage.league_db import League
from lexitile.storage.league_hook import record_game_end
from lexitile.storage.league_stats import profile_stats


def _seat(league: League, name: str) -> Seat:
    if name.startswith("robot"):
        return Seat(name, SeatKind.ROBOT)
    return Seat(name, SeatKind.PROFILE, league.profile(name).id)


def _went_out_game(players=("Ann", "Bo"), members=None) -> Game:
    game = Game(load_rules("kreuzwort"), list(players), seed=5, first_player=0, members=members)
    game.bag.tiles = []
    game.racks = [list("CAT"), list("XA")]
    game.play_notation("8G", "CAT")
    assert game.outcome is not None
    return game


def record_board_game(game: Game, people, *, path, **options) -> int:
    """What a board session hands the league when its game ends: the game's result and
    its plays (:mod:`lexitile.games.crossword.rules.league`), written by storage."""
    return record_game_end(board_result(game, people, **options), board_moves(game, people), path=path)


def test_finished_two_player_game_recorded_with_moves(tmp_path):
    path = tmp_path / "league.sqlite3"
    with League(path) as league:
        league.add_profile("Ann")
        league.add_profile("Bo")
        people = [[_seat(league, "Ann")], [_seat(league, "Bo")]]
    game = _went_out_game()
    record_board_game(game, people, competitive=True, wager=50, path=path)
    with League(path) as league:
        ann, bo = league.profile("Ann"), league.profile("Bo")
        # pot 100, bank 25: Ann +25, Bo -50; 20 XP and 5 XP
        assert (ann.xp, ann.chips, bo.xp, bo.chips) == (20, 1025, 5, 950)
        stats = profile_stats(league, "Ann")
        assert stats.best_move == ("8G CAT", game.history[0].score)
        assert stats.best_word == ("CAT", game.history[0].score)
        assert stats.best_score == game.outcome.finals[0]
        assert [(h.opponent, h.games, h.wins, h.losses) for h in stats.head_to_head] == [("Bo", 1, 1, 0)]
        assert league.rebuild() == {}


def test_pairs_game_gives_each_partner_20(tmp_path):
    path = tmp_path / "league.sqlite3"
    with League(path) as league:
        for n in ("Ann", "Bo", "Cy", "Di"):
            league.add_profile(n)
        people = [[_seat(league, "Ann"), _seat(league, "Cy")], [_seat(league, "Bo"), _seat(league, "Di")]]
    game = _went_out_game(("A+C", "B+D"), members=[("Ann", "Cy"), ("Bo", "Di")])
    result = board_result(game, people, competitive=True)
    assert [s.team for s in result.seats] == [0, 0, 1, 1]
    assert result.winners == (0, 1)
    record_board_game(game, people, competitive=True, path=path)
    with League(path) as league:
        assert [league.profile(n).xp for n in ("Ann", "Cy", "Bo", "Di")] == [20, 20, 5, 5]


def test_partners_moves_are_credited_in_rotation(tmp_path):
    with League(tmp_path / "l.sqlite3") as league:
        for n in ("Ann", "Cy", "Bo", "Di"):
            league.add_profile(n)
        people = [[_seat(league, "Ann"), _seat(league, "Cy")], [_seat(league, "Bo"), _seat(league, "Di")]]
    game = Game(load_rules("kreuzwort"), ["A+C", "B+D"], seed=5, first_player=0, members=[("Ann", "Cy"), ("Bo", "Di")])
    game.racks = [list("CATSXYZ"), list("DOGSXYZ")]
    game.play_notation("8G", "CAT")
    game.pass_turn()
    game.racks[0] = list("SXYZQQQ")
    game.play_notation("8J", "S")
    moves = board_moves(game, people)
    # seat 0's first turn is Ann's (league seat 0), its second Cy's (league seat 1)
    assert [(m.seat, m.notation) for m in moves] == [(0, "8G CAT"), (1, "8G ...S")]
    assert moves[1].words == (("CATS", moves[1].score),)


def test_unfinished_game_is_aborted_or_abandoned(tmp_path):
    path = tmp_path / "league.sqlite3"
    with League(path) as league:
        league.add_profile("Ann")
        league.add_profile("Bo")
        people = [[_seat(league, "Ann")], [_seat(league, "Bo")]]
    game = Game(load_rules("kreuzwort"), ["Ann", "Bo"], seed=5, first_player=0)
    record_board_game(game, people, competitive=True, wager=100, path=path)
    with League(path) as league:
        assert (league.profile("Ann").chips, league.profile("Bo").chips) == (1000, 1000)
        assert league.conn.execute("SELECT status FROM games").fetchall() == [("aborted",)]
    record_board_game(game, people, competitive=True, wager=100, abandoned_by=1, path=path)
    with League(path) as league:
        # Bo forfeits 100 and pays 10; Ann gets 75 of it (the bank keeps 25)
        assert (league.profile("Ann").chips, league.profile("Bo").chips) == (1075, 890)
        assert profile_stats(league, "Ann").games_per_mode == {"board": 1}  # the aborted game is in no statistic


def test_resignation_is_recorded_as_a_loss(tmp_path):
    path = tmp_path / "league.sqlite3"
    with League(path) as league:
        league.add_profile("Ann")
        league.add_profile("Bo")
        people = [[_seat(league, "Ann")], [_seat(league, "Bo")], [_seat(league, "robot-1")]]
    game = Game(load_rules("kreuzwort"), ["Ann", "Bo", "robot-1"], seed=5, first_player=0)
    game.resign(0)
    result = board_result(game, people, competitive=True)
    assert result.seats[0].resigned
    record_board_game(game, people, competitive=True, path=path)
    with League(path) as league:
        ann, bo = league.profile("Ann"), league.profile("Bo")
        # all scores 0 after the resignation: Bo and the robot draw the win; two profiles counted,
        # so the two drawn sides share 20 -> 10 for Bo, 5 for Ann's loss
        assert (ann.xp, ann.games, ann.wins, bo.xp, bo.draws) == (5, 1, 0, 10, 1)


def _robot_crosswise(players: tuple[str, ...], seed: int):
    from lexitile.games.crosswise.files import load_components
    from lexitile.games.crosswise.game import Game as CrosswiseGame
    from lexitile.games.crosswise.robots import make_robot

    game = CrosswiseGame(load_components(), players, seed=seed)
    bots = [make_robot("easy", seed=seed + i) for i in range(len(players))]
    while not game.is_over:
        game.play(bots[game.seat].choose(game))
    return game


def _crosswise_game_where(kind: str):
    """The first robot game (by seed) of three whose result is ``kind``: draw, lone or pair."""
    for seed in range(60):
        game = _robot_crosswise(("Ann", "Bo", "Cy"), seed=seed)
        winner = game.side_result.winner
        found = "draw" if winner is None else "lone" if winner is game.side_of(game.lone) else "pair"
        if found == kind:
            return game
    raise AssertionError(f"no robot game in 60 seeds ended with {kind}")


@pytest.mark.parametrize(
    ("kind", "lone_xp", "lone_chips", "partner_xp", "partner_chips"),
    [
        # two sides drawn: 20 // 2 = 10 each; pot 60, bank 15, 45 split 15/15/15
        ("draw", 10, 995, [10, 10], [995, 995]),
        # the lone player wins 20 and the pot less the bank (45, net +25); the pair 5 each
        ("lone", 20, 1025, [5, 5], [980, 980]),
        # the pair wins: 20 each, 45 split 23/22 in seat order; the lone player 5
        ("pair", 5, 980, [20, 20], [1003, 1002]),
    ],
)
def test_crosswise_lone_player_against_the_pair(tmp_path, kind, lone_xp, lone_chips, partner_xp, partner_chips):
    from lexitile.games.crosswise.league import crosswise_result

    path = tmp_path / "league.sqlite3"
    with League(path) as league:
        for n in ("Ann", "Bo", "Cy"):
            league.add_profile(n)
        people = [_seat(league, n) for n in ("Ann", "Bo", "Cy")]
    game = _crosswise_game_where(kind)
    result = crosswise_result(game, people, competitive=True, wager=20)
    lone = game.lone
    teams = [s.team for s in result.seats]
    assert teams.count(teams[lone]) == 1  # the lone player is a side of one
    with League(path) as league:
        league.record_game(result)
        xp = [league.profile(n).xp for n in ("Ann", "Bo", "Cy")]
        chips = [league.profile(n).chips for n in ("Ann", "Bo", "Cy")]
    partners = [i for i in range(3) if i != lone]
    assert (xp[lone], chips[lone]) == (lone_xp, lone_chips)
    assert [xp[i] for i in partners] == partner_xp
    assert [chips[i] for i in partners] == partner_chips


def test_quiddler_game_by_the_same_rule(tmp_path):
    import random

    from lexitile.games.quiddler.game import Game as QuiddlerGame
    from lexitile.games.quiddler.league import quiddler_result
    from lexitile.games.quiddler.options import TableOptions
    from lexitile.games.quiddler.robots import RandomPlayer, Robot, play_out
    from lexitile.games.quiddler.setup import GameSetup
    from lexitile.games.quiddler.solver import Solver, WordIndex
    from lexitile.games.quiddler.storage import load_deck

    words = "AT TA IT IN ON NO AN AS IS ER RE QI ZA XI OX EX AX CAT EAT TEA SEA SET TEN NET ONE RAT ARE EAR"
    deck = load_deck("english")
    index = WordIndex.from_words(frozenset(words.split()))
    options = TableOptions(turn_limit=60)
    solver = Solver(index, deck, options)
    game = QuiddlerGame(GameSetup(("Ann", "Bo", "Cy"), 4, deck, options, 0), index)
    play_out(game, {0: Robot(solver), 1: RandomPlayer(solver, random.Random(4)), 2: Robot(solver)})
    assert game.is_over
    path = tmp_path / "league.sqlite3"
    with League(path) as league:
        for n in ("Ann", "Bo", "Cy"):
            league.add_profile(n)
        people = [_seat(league, n) for n in ("Ann", "Bo", "Cy")]
        result = quiddler_result(game, people, competitive=True)
        assert [s.score for s in result.seats] == list(game.totals)
        league.record_game(result)
        xp = [league.profile(n).xp for n in ("Ann", "Bo", "Cy")]
    best = max(game.totals)
    winners = [i for i, t in enumerate(game.totals) if t == best]
    expected_win = 30 if len(winners) == 1 else max(5, 30 // len(winners))
    assert xp == [expected_win if i in winners else 5 for i in range(3)]
