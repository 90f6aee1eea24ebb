"""Quiddler through the game contract: every action of whole robot games reads back from
its text, and the shared outcome names the game's winners and totals."""

from __future__ import annotations

import random

import pytest
from quiddler_helpers import DECK, WORDS, setup

from lexitile.core.game_contract import ClassNotation
from lexitile.core.league_rules import GameStatus, Seat
from lexitile.games.quiddler import contract
from lexitile.games.quiddler.contract import QuiddlerMove
from lexitile.games.quiddler.errors import NotationError
from lexitile.games.quiddler.game import Game
from lexitile.games.quiddler.options import TableOptions
from lexitile.games.quiddler.robots import RandomPlayer, Robot, play_turn
from lexitile.games.quiddler.solver import Solver, WordIndex

INDEX = WordIndex.from_words(WORDS)


@pytest.mark.parametrize("seed", [1, 2, 3])
def test_every_action_of_a_whole_game_reads_back_and_the_outcome_is_the_games(seed: int) -> None:
    options = TableOptions(turn_limit=60)
    solver = Solver(INDEX, DECK, options)
    game = Game(setup(("Ann", "Bo"), seed=seed, options=options), INDEX)
    players = {0: Robot(solver), 1: RandomPlayer(solver, random.Random(seed))}
    notation = contract.notation(game)
    assert notation == ClassNotation(QuiddlerMove)
    while not game.is_over:
        assert contract.outcome(game) is None
        for action in play_turn(game, players[game.current]):
            move = QuiddlerMove(action)
            assert notation.parse(notation.format(move)) == move
    shared = contract.outcome(game)
    assert shared is not None and shared.reason == "quiddler.rounds"
    assert shared.finals == tuple(game.totals)
    assert shared == game.outcome()
    assert {shared.finals[s] for s in shared.winners} == {max(game.totals)}
    result = contract.league(game, [Seat("Ann"), Seat("Bo")], competitive=False)
    assert result.status is GameStatus.FINISHED and result.winners == shared.winners


def test_text_that_is_no_action_is_refused() -> None:
    with pytest.raises(NotationError):
        QuiddlerMove.parse("fold")


def test_the_contract_value_builds_plays_saves_loads_and_replays_a_game(tmp_path) -> None:
    from lexitile.games.quiddler.actions import Draw
    from lexitile.games.quiddler.contract import CONTRACT, NewGame

    options = NewGame(("Ann", "Bo", "Cy"), DECK, TableOptions(hand_sizes=(3, 4), turn_limit=40), lexicon=WORDS)
    game = CONTRACT.new_game(options, 7)
    assert CONTRACT.new_game(options, 7).hand(1) == game.hand(1)  # the seed fixes the deal
    robots = [CONTRACT.robots.robot(level, seed=s) for s, level in enumerate(CONTRACT.robots.levels)]
    while not game.is_over:
        robot = robots[game.current]
        move = robot.choose(game)
        assert isinstance(move.action, Draw) == (game.view().phase.value == "draw")
        assert CONTRACT.notation(game).parse(str(move)) == move
        game.apply(move.action, game.current)
    outcome = CONTRACT.outcome(game)
    assert outcome is not None and outcome == game.outcome() and outcome.finals == tuple(game.totals)
    with pytest.raises(ValueError):
        robots[0].choose(game)
    path = tmp_path / f"game{CONTRACT.codec.suffixes[0]}"
    CONTRACT.codec.save(game, path)
    assert path.read_text(encoding="utf-8") == CONTRACT.codec.export(game)
    back = CONTRACT.codec.load(path)
    assert back.is_over and back.totals == game.totals and back.actions == game.actions
    positions = list(CONTRACT.codec.replay(path))
    assert len(positions) == len(game.actions) + 1
    assert positions[0].actions == [] and positions[-1].totals == game.totals
    result = CONTRACT.league(game, [Seat("Ann"), Seat("Bo"), Seat("Cy")], competitive=False)
    assert result.winners == outcome.winners
