"""Duplicate through the game contract: robots' moves read back in its notation, the
codec saves, loads, replays and exports, and the league counts a game of two or more
seats by the highest total while a solo game counts for nothing."""

from __future__ import annotations

from duplicate_helpers import new_game

from lexitile.core.league_rules import GameStatus, Seat, settle
from lexitile.games.crossword.rules.move import MoveKind
from lexitile.games.duplicate import contract
from lexitile.games.duplicate.files import new_record_path
from lexitile.games.duplicate.setup import GameSetup


def _finish(game, levels=("hard", "easy")):
    robots = [contract.CONTRACT.robots.robot(level, seed=k) for k, level in enumerate(levels)]
    notation = contract.notation(game)
    while not game.is_over:
        for seat, robot in enumerate(robots):
            move = robot.choose(game)
            assert notation.parse(notation.format(move)) == move and move.kind is MoveKind.PLAY
            game.enter_move(seat, move)
        assert contract.outcome(game) is None
        game.close_round()
    return game


def test_the_factory_builds_a_game_from_its_setup_and_the_codec_round_trips_it(tmp_path):
    setup = GameSetup(("Ada", "Bo"), {1: "easy"}, "mattel", "english", "en")
    game = contract.CONTRACT.new_game(setup, 4)
    assert game.setup == setup and len(game.rack) == 7
    assert contract.CONTRACT.new_game(setup, 4).rack == game.rack  # the seed fixes the draws
    _finish(game)
    path = new_record_path(setup.players, directory=tmp_path)
    codec = contract.CONTRACT.codec
    assert path.suffix in codec.suffixes
    codec.save(game, path)
    back = codec.load(path)
    assert back.outcome() == game.outcome() and back.board.squares == game.board.squares
    positions = list(codec.replay(path))
    assert len(positions) == len(game.rounds) + 1
    for k, position in enumerate(positions[:-1]):
        assert len(position.rounds) == k and position.rack == game.rounds[k].rack
    assert positions[-1].is_over
    assert codec.export(game).startswith("#character-encoding UTF-8\n#player1 Top Top\n")


def test_the_league_counts_the_highest_total_and_a_draw_by_its_rule():
    game = _finish(new_game(("Ada", "Bo"), seed=6))
    people = [Seat("Ada", profile_id=1), Seat("Bo", profile_id=2)]
    result = contract.league(game, people, competitive=True)
    hard, easy = game.totals()
    assert result.mode == "duplicate" and result.status is GameStatus.FINISHED
    assert [s.score for s in result.seats] == [hard, easy]
    assert result.winners == ((0,) if hard > easy else (0, 1))
    gains = {s.seat: s for s in settle(result)}
    assert gains[0].xp == 20 and gains[0].result in ("win", "draw")
    # two equal totals: the league's draw rule shares the winner's XP
    tie = _finish(new_game(("Ada", "Bo"), seed=6), ("hard", "hard"))
    drawn = contract.league(tie, people, competitive=True)
    assert drawn.winners == (0, 1)
    assert [s.result for s in settle(drawn)] == ["draw", "draw"] and settle(drawn)[0].xp == 10


def test_a_solo_game_does_not_count():
    game = _finish(new_game(("Ada",), seed=6), ("hard",))
    result = contract.league(game, [Seat("Ada", profile_id=1)], competitive=True)
    assert result.status is GameStatus.ABORTED and result.winners == ()
    assert [(s.xp, s.result) for s in settle(result)] == [(0, "none")]
