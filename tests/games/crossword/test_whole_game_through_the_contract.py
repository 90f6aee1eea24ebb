"""The board game through its game contract alone: robots choose, the rules engine
makes the moves, the GCG codec saves the game and loads it back to the same position
and scores, replays it turn by turn and exports it; the league and the shared outcome
settle it."""

from __future__ import annotations

from collections import Counter
from pathlib import Path

import pytest

from lexitile.core.game_contract import Outcome
from lexitile.core.league_rules import GameStatus, Seat
from lexitile.errors import InputFileError
from lexitile.games.crossword.catalog import load_rules
from lexitile.games.crossword.contract import CONTRACT, BoardOptions
from lexitile.games.crossword.rules.game import Game
from lexitile.games.crossword.rules.make_move import make_move
from lexitile.lexicon import load_lexicon


@pytest.fixture(scope="module")
def lexicon():
    return load_lexicon("en")


def position(game: Game) -> tuple[object, ...]:
    """The board, each named seat's rack (as a multiset) and score, who is on turn."""
    racks = {name: tuple(sorted(Counter(r).items())) for name, r in zip(game.players, game.racks)}
    scores = dict(zip(game.players, game.scores))
    return tuple(game.board.squares), racks, scores, game.players[game.turn], game.is_over


def robot_game(lexicon, seed: int, levels: tuple[str, ...], stop_after: int | None = None) -> tuple[Game, list[Game]]:
    """A game between the contract's robots; the game and its position before each turn."""
    options = BoardOptions(load_rules("mattel"), tuple(f"R{k}" for k in range(len(levels))), lexicon)
    game = CONTRACT.new_game(options, seed)
    robots = [CONTRACT.robots.robot(level, seed=k) for k, level in enumerate(levels)]
    notation = CONTRACT.notation(game)
    seen = [game.copy()]
    while not game.is_over and (stop_after is None or len(seen) <= stop_after):
        move = robots[game.turn].choose(game)
        assert isinstance(move, CONTRACT.move_type)
        assert notation.parse(notation.format(move)) == move
        event = make_move(game, move)
        assert event.move == move  # the engine made the move the robot chose
        assert CONTRACT.outcome(game) is None or game.is_over
        seen.append(game.copy())
    return game, seen


def test_a_whole_robot_game_saves_and_loads_back_to_the_same_position_and_scores(lexicon, tmp_path: Path):
    game, seen = robot_game(lexicon, 7, ("hard", "medium"))
    assert game.is_over
    path = tmp_path / "game.gcg"
    assert path.suffix in CONTRACT.codec.suffixes
    CONTRACT.codec.save(game, path)
    back = CONTRACT.codec.load(path)
    assert position(back) == position(game)
    assert CONTRACT.outcome(back) == CONTRACT.outcome(game)
    assert [e.move for e in back.history if e.kind.is_turn] == [e.move for e in game.history if e.kind.is_turn]
    assert CONTRACT.codec.export(back) == CONTRACT.codec.export(game) == path.read_text(encoding="utf-8")
    replayed = list(CONTRACT.codec.replay(path))
    assert len(replayed) == len(seen)
    for recorded, played in zip(replayed, seen, strict=True):  # seats are named, the first mover is the GCG's first
        assert recorded.board.squares == played.board.squares
        assert dict(zip(recorded.players, recorded.scores)) == dict(zip(played.players, played.scores))
    assert position(replayed[-1]) == position(game)
    outcome = CONTRACT.outcome(game)
    assert isinstance(outcome, Outcome) and outcome.finals == tuple(game.scores)
    result = CONTRACT.league(game, [Seat("Ann", profile_id=1), Seat("Bo", profile_id=2)], competitive=True)
    assert result.status is GameStatus.FINISHED and [s.score for s in result.seats] == list(game.scores)
    assert result.winners == outcome.winners


def test_an_unfinished_game_loads_with_every_rack_and_goes_on(lexicon, tmp_path: Path):
    game, _ = robot_game(lexicon, 11, ("medium", "easy", "medium"), stop_after=9)
    assert not game.is_over
    path = tmp_path / "unfinished.gcg"
    CONTRACT.codec.save(game, path)
    back = CONTRACT.codec.load(path)
    assert position(back) == position(game)
    assert Counter(back.bag.tiles) == Counter(game.bag.tiles)  # the unseen tiles, in another order
    assert back.lexicon is None  # a codec without a word list: words are not judged
    bound = CONTRACT.codec.__class__(lexicon=lexicon).load(path)
    move = CONTRACT.robots.robot("medium", seed=1).choose(bound)
    make_move(bound, move)
    assert len(bound.history) == len(game.history) + 1


def test_a_record_that_is_no_gcg_is_refused_with_the_file_and_line(tmp_path: Path):
    path = tmp_path / "bad.gcg"
    path.write_text("#player1 A A\n#player2 B B\n>A: ABC 8H XYZZY +90 90\n", encoding="utf-8")
    with pytest.raises(InputFileError) as caught:
        CONTRACT.codec.load(path)
    assert str(path) in str(caught.value)


def test_the_robots_and_their_levels():
    assert CONTRACT.robots.default_level in CONTRACT.robots.levels
    assert CONTRACT.robots.robot("hard+familiar", seed=3).level == "hard+familiar"
    with pytest.raises(ValueError, match="unknown robot level"):
        CONTRACT.robots.robot("godlike")


def test_a_kreuzwort_game_with_a_paid_exchange_and_overtime_loads_back(lexicon, tmp_path: Path):
    """Kreuzwort's paid exchange keeps the turn, and game-clock overtime is charged after the
    end (GCG ``(time)`` lines): both load back through the engine."""
    options = BoardOptions(load_rules("kreuzwort"), ("Cy", "Di"), lexicon)
    game = CONTRACT.new_game(options, 8)
    game.paid_exchange("".join(game.rack[:3]))
    robots = [CONTRACT.robots.robot("medium", seed=k) for k in range(2)]
    while not game.is_over:
        make_move(game, robots[game.turn].choose(game))
    game.apply_time_penalties([10, 0])
    path = tmp_path / "kreuzwort.gcg"
    CONTRACT.codec.save(game, path)
    back = CONTRACT.codec.load(path)
    assert position(back) == position(game)
    assert CONTRACT.outcome(back) == CONTRACT.outcome(game)
    kinds = [e.kind.value for e in back.history]
    assert kinds[0] == "paid-exchange" and kinds[-1] == "time-penalty"
    assert CONTRACT.codec.export(back) == path.read_text(encoding="utf-8")
