"""Kreuzwort's paid exchange: letters exchanged "ohne den Turnus zu verlieren", costing
more each time ("Je öfter du diese Auswahl verwendest desto mehr ... kostet es dich").

lexitile's reading (``rules/exchange.py``): the n-th paid exchange of a player in a game
costs n x ``paid_exchange_points`` points (5, 10, 15 under Kreuzwort); it is not a
turn, so it neither ends the turn nor counts as a scoreless one. Its GCG line is an
exchange with a negative score, and a replay (``lexitile verify``) checks the cost.
"""

from __future__ import annotations

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from lexitile.errors import IllegalMoveError, InputFileError, Reason
from lexitile.games.crossword.catalog import load_rules
from lexitile.games.crossword.records.gcg import parse_gcg
from lexitile.games.crossword.records.gcg_writer import game_to_gcg
from lexitile.games.crossword.records.replay import replay_record
from lexitile.games.crossword.rules.config import RuleSet
from lexitile.games.crossword.rules.events import EventKind
from lexitile.games.crossword.rules.exchange import paid_exchange_cost
from lexitile.games.crossword.rules.game import Game
from lexitile.games.crossword.rules.move import BoardMove
from lexitile.savegame import SavedGame, SavedTurn


def kreuzwort_game(seed: int = 7) -> Game:
    return Game(load_rules("kreuzwort"), ["Ann", "Bo"], seed=seed)


def first_tiles(game: Game, n: int) -> str:
    return "".join(game.rack[:n])


def test_kreuzwort_has_a_paid_exchange_and_the_other_rule_sets_do_not():
    assert load_rules("kreuzwort").paid_exchange_points == 5
    for name in ("mattel", "tournament", "palavras"):
        assert load_rules(name).paid_exchange_points == 0


def test_the_cost_grows_by_the_same_step_each_time():
    rules = load_rules("kreuzwort")
    assert [paid_exchange_cost(rules, k) for k in range(4)] == [5, 10, 15, 20]


def test_a_paid_exchange_keeps_the_turn_and_costs_points():
    game = kreuzwort_game()
    bag_before = len(game.bag)
    tiles = first_tiles(game, 2)
    event = game.paid_exchange(tiles)
    assert event.kind is EventKind.PAID_EXCHANGE
    assert (event.player, event.score, event.cumulative, event.tiles) == (0, -5, -5, tiles)
    assert game.turn == 0, "the same player moves on"
    assert len(game.rack) == 7 and len(game.bag) == bag_before
    assert game.scoreless == 0 and game.turns_played() == 0
    second = game.paid_exchange(first_tiles(game, 1))
    assert (second.score, game.scores[0]) == (-10, -15)
    assert game.paid_exchange_cost() == 15
    # the other player's count starts at the first step
    game.pass_turn()
    assert game.turn == 1 and game.paid_exchange_cost() == 5


def test_pop_undoes_a_paid_exchange_alone():
    game = kreuzwort_game()
    rack = list(game.rack)
    game.paid_exchange(first_tiles(game, 3))
    game.pop()
    assert game.rack == rack and game.scores == [0, 0] and game.turn == 0 and not game.history


def test_refusals():
    mattel = Game(load_rules("mattel"), ["Ann", "Bo"], seed=1)
    with pytest.raises(IllegalMoveError) as info:
        mattel.paid_exchange(first_tiles(mattel, 1))
    assert info.value.reason is Reason.NO_PAID_EXCHANGE
    assert mattel.paid_exchange_refusal() is not None and mattel.history == []
    game = kreuzwort_game()
    with pytest.raises(IllegalMoveError) as info:
        game.paid_exchange("")
    assert info.value.reason is Reason.EXCHANGE_EMPTY
    absent = next(t for t in "QZXJKVWYBCDFGH" if t not in game.rack)
    with pytest.raises(IllegalMoveError) as info:
        game.paid_exchange(absent)
    assert info.value.reason is Reason.EXCHANGE_NOT_ON_RACK
    assert game.scores == [0, 0] and game.history == []


def test_rule_files_bound_the_points():
    rules = load_rules("kreuzwort")
    with pytest.raises(InputFileError):
        RuleSet.from_mapping({"paid_exchange_points": -1}, rules.layout, rules.tileset)


def _replayed(text: str):
    return replay_record(parse_gcg(text))


@settings(max_examples=15, deadline=None)
@given(
    seed=st.integers(0, 10_000), plan=st.lists(st.sampled_from(["paid", "pass", "exchange"]), min_size=1, max_size=8)
)
def test_the_record_replays_with_every_cost_checked(seed, plan):
    """Whatever mix of paid exchanges, exchanges and passes is made, the GCG record
    reads back with the same scores and totals and no mismatch."""
    game = kreuzwort_game(seed)
    for step in plan:
        if game.is_over:
            break
        if step == "paid":
            game.paid_exchange(first_tiles(game, 2))
        elif step == "exchange":
            game.exchange(first_tiles(game, 1))
        else:
            game.pass_turn()
    text = game_to_gcg(game)
    assert "paid-exchange=5" in text
    replay = _replayed(text)
    assert replay.error is None and not replay.mismatches
    assert [s.score for s in replay.steps] == [e.score for e in game.history]
    totals = dict(zip((pl.nick for pl in replay.record.players), replay.steps[-1].totals, strict=True))
    assert totals == dict(zip(game.players, game.scores, strict=True))


def test_a_wrong_cost_is_a_mismatch_and_a_paid_exchange_needs_the_rule():
    game = Game(load_rules("kreuzwort"), ["Ann", "Bo"], seed=7, first_player=0)
    game.paid_exchange(first_tiles(game, 2))
    text = game_to_gcg(game)
    line = next(ln for ln in text.splitlines() if ln.startswith(">Ann:"))
    wrong = text.replace(line, line.replace(" -5 -5", " -3 -3"))
    replay = _replayed(wrong)
    assert replay.error is None
    assert [(m.recorded_score, m.computed_score, m.code) for m in replay.mismatches][:1] == [
        (-3, -5, "SCORE_INCORRECT")
    ]
    no_rule = "\n".join(ln for ln in text.splitlines() if "lexitile:rules" not in ln) + "\n"
    replay = _replayed(no_rule)
    assert replay.error is not None and replay.error.code == "MOVE_VALIDATION_ERROR"


def test_the_record_line_and_the_next_move_by_the_same_player():
    game = Game(load_rules("kreuzwort"), ["Ann", "Bo"], seed=7, first_player=0)
    tiles = first_tiles(game, 2)
    rack = "".join(game.rack)
    game.paid_exchange(tiles)
    game.pass_turn()
    events = [ln for ln in game_to_gcg(game).splitlines() if ln.startswith(">")]
    assert events[0] == f">Ann: {rack} -{tiles} -5 -5"
    assert events[1].startswith(">Ann: ") and events[1].endswith(" - +0 -5")


def _saved(moves: list[SavedTurn], game: Game) -> SavedGame:
    return SavedGame(
        players=["Ann", "Bo"], rules="kreuzwort", lexicon="en", seed=7, first_player=game.first_player, moves=moves
    )


def test_a_saved_game_with_paid_exchanges_resumes_exactly():
    game = kreuzwort_game()
    moves = [SavedTurn.from_event(game.paid_exchange(first_tiles(game, 2)))]
    moves.append(SavedTurn.from_event(game.paid_exchange(first_tiles(game, 1))))
    moves.append(SavedTurn.from_event(game.pass_turn()))
    assert [m.kind for m in moves] == ["paid-exchange", "paid-exchange", "pass"]
    assert moves[1].move == game.history[1].move and moves[2].move == BoardMove.pass_()
    assert SavedTurn.from_json(moves[1].to_json()) == moves[1]
    saved = _saved(moves, game)
    rebuilt = saved.replay()
    assert rebuilt.scores == game.scores and rebuilt.racks == game.racks and rebuilt.turn == game.turn
    # a save whose cost no longer matches is refused, not silently changed
    wrong = SavedTurn("paid-exchange", 0, moves[1].move, score=-7)
    bad = _saved([moves[0], wrong], game)
    with pytest.raises(Exception, match="costs 10 now but 7"):
        bad.replay()


def test_three_paid_exchanges_cost_5_10_15_and_verify(tmp_path):
    """The same player three times in one game: 5, 10 and 15 points, 30 in all, and
    ``lexitile verify`` agrees with every line of the record."""
    from lexitile.commands.verify import verify_path

    game = Game(load_rules("kreuzwort"), ["Ann", "Bo"], seed=11, first_player=0)
    costs = [-game.paid_exchange(first_tiles(game, 1)).score for _ in range(3)]
    assert costs == [5, 10, 15] and game.scores == [-30, 0] and game.turn == 0
    game.pass_turn()
    path = tmp_path / "three.gcg"
    path.write_text(game_to_gcg(game, lexicon="en"), encoding="utf-8")
    verdict = verify_path(path)
    assert verdict.status == "ok", verdict.text()
