"""Crosswise through the game contract: its notation round-trips every legal turn of
whole games, and its shared outcome agrees with the game's own and with the league."""

from __future__ import annotations

import random

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from lexitile.core.league_rules import GameStatus, Seat
from lexitile.games.crosswise import contract
from lexitile.games.crosswise.files import load_components
from lexitile.games.crosswise.game import Game

COMPONENTS = load_components()


def _play_out(game: Game, rng: random.Random) -> None:
    notation = contract.notation(game)
    while not game.is_over:
        legal = game.legal_moves()
        for move in legal:
            assert notation.parse(notation.format(move)) == move
        assert contract.outcome(game) is None
        game.play(rng.choice(legal))


@settings(max_examples=15, deadline=None)
@given(st.integers(0, 10_000), st.sampled_from([2, 3, 4]))
def test_every_turn_reads_back_and_the_shared_outcome_is_the_games(seed: int, seats: int) -> None:
    game = Game(COMPONENTS, ["Ann", "Bo", "Cy", "Di"][:seats], seed=seed)
    _play_out(game, random.Random(seed))
    end = game.side_result
    shared = contract.outcome(game)
    assert end is not None and shared is not None
    assert shared.reason == f"crosswise.{end.reason.value}"
    for seat in range(seats):
        side = game.side_of(seat)
        assert shared.finals[seat] == end.total(side)
        assert (seat in shared.winners) == (end.winner is None or end.winner is side)
    result = contract.league(game, [Seat(n) for n in game.players], competitive=False)
    assert result.status is GameStatus.FINISHED
    assert result.winners == shared.winners


def test_the_contract_value_builds_plays_saves_loads_and_replays_a_game(tmp_path) -> None:
    from lexitile.games.crosswise.contract import CONTRACT, NewGame

    options = NewGame(COMPONENTS, ("Ann", "Bo", "Cy", "Di"))
    game = CONTRACT.new_game(options, 11)
    assert CONTRACT.new_game(options, 11).hands == game.hands  # the seed fixes the deal
    robots = [CONTRACT.robots.robot(level, seed=s) for s, level in enumerate((*CONTRACT.robots.levels, "easy"))]
    notation = CONTRACT.notation(game)
    while not game.is_over:
        move = robots[game.seat].choose(game)
        assert isinstance(move, CONTRACT.move_type) and notation.parse(notation.format(move)) == move
        game.play(move)
    outcome = CONTRACT.outcome(game)
    assert outcome is not None and outcome == contract.outcome(game)
    path = tmp_path / f"game{CONTRACT.codec.suffixes[0]}"
    CONTRACT.codec.save(game, path)
    assert path.read_text(encoding="utf-8") == CONTRACT.codec.export(game)
    back = CONTRACT.codec.load(path)
    assert back.board == game.board and back.side_result == game.side_result
    positions = list(CONTRACT.codec.replay(path))
    assert len(positions) == len(game.history) + 1
    assert not positions[0].history and positions[-1].board == game.board and positions[-1].is_over
    result = CONTRACT.league(game, [Seat(n) for n in game.players], competitive=False)
    assert result.winners == outcome.winners


def test_a_later_game_of_a_match_is_not_saved_on_its_own() -> None:
    from lexitile.games.crosswise.contract import CONTRACT
    from lexitile.games.crosswise.match import Match
    from lexitile.games.crosswise.robots import make_robot, play_game
    from lexitile.games.crosswise.table import MatchRule

    match = Match(COMPONENTS, ["Ann", "Bo"], rule=MatchRule.from_text("sumof 2"), seed=3)
    play_game(match.game, [make_robot("easy", 1), make_robot("easy", 2)])
    first = CONTRACT.codec.export(match.game)
    assert first.startswith("lexitile-crosswise ") and "game 1" in first
    later = match.next_game()
    with pytest.raises(ValueError, match="with its match"):
        CONTRACT.codec.export(later)
