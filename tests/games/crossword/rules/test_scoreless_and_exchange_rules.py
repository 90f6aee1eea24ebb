"""The scoreless end of a game and the legality of an exchange, each decided in one
place (``rules/scoreless.py``, ``rules/exchange.py``), and everyone who needs the rule
asking that place: the rules engine, the robots, the record writer and replay."""

from __future__ import annotations

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from lexitile.errors import IllegalMoveError, Reason
from lexitile.games.crossword.catalog import load_rules, rule_set_names
from lexitile.games.crossword.engine.robots import Robot
from lexitile.games.crossword.records.gcg_writer import rules_note
from lexitile.games.crossword.records.replay import parse_rules_note
from lexitile.games.crossword.rules.config import ScorelessKind
from lexitile.games.crossword.rules.exchange import bag_needed_to_exchange, exchange_refusal
from lexitile.games.crossword.rules.game import Game
from lexitile.games.crossword.rules.outcome import EndReason
from lexitile.games.crossword.rules.scoreless import GCG_SCORELESS, ScorelessEnd

PASS, EXCHANGE, WITHDRAWN, ZERO = (
    ScorelessKind.PASS,
    ScorelessKind.EXCHANGE,
    ScorelessKind.WITHDRAWN,
    ScorelessKind.ZERO_PLAY,
)


# --------------------------------------------------------------------------- scoreless end
@pytest.mark.parametrize(
    ("name", "players", "turns", "kinds", "empty_bag"),
    [
        # Mattel: every player passes in two rounds in a row
        ("mattel", 2, 4, {PASS, EXCHANGE, WITHDRAWN}, False),
        ("mattel", 3, 6, {PASS, EXCHANGE, WITHDRAWN}, False),
        ("mattel", 4, 8, {PASS, EXCHANGE, WITHDRAWN}, False),
        # tournament (NASPA/WESPA): six in a row, whatever the number of players
        ("tournament", 2, 6, {PASS, EXCHANGE, WITHDRAWN}, False),
        ("tournament", 4, 6, {PASS, EXCHANGE, WITHDRAWN}, False),
        # Kreuzwort: two scoreless turns each, once the bag is empty
        ("kreuzwort", 2, 4, {PASS, EXCHANGE, WITHDRAWN}, True),
        # Palavras Cruzadas: every player passes twice in a row; an exchange is no pass
        ("palavras", 3, 6, {PASS}, False),
    ],
)
def test_the_scoreless_end_of_each_rule_set(name, players, turns, kinds, empty_bag):
    end = ScorelessEnd.of(load_rules(name), players)
    assert (end.turns, end.kinds, end.needs_empty_bag) == (turns, frozenset(kinds), empty_bag)
    assert ScorelessEnd.of(load_rules(name), players).turns == turns


def test_counting_and_ending():
    end = ScorelessEnd(4, frozenset({PASS, EXCHANGE}), needs_empty_bag=True, passes=2)
    assert end.next_count(2, PASS) == 3 and end.next_count(2, EXCHANGE) == 3
    assert end.next_count(2, WITHDRAWN) == 0 and end.next_count(2, ZERO) == 0 and end.next_count(2, None) == 0
    assert not end.ends(3, 0) and end.ends(4, 0) and not end.ends(4, 1)  # the bag must be empty
    assert end.ends_after(3, PASS, 0) and not end.ends_after(3, WITHDRAWN, 0)
    assert not end.passes_end(1) and end.passes_end(2)
    assert end.ended_by_passes([0, 2, 1]) == 1 and end.ended_by_passes([1, 1]) is None
    assert ScorelessEnd(6, frozenset({PASS})).ended_by_passes([9, 9]) is None  # no passes rule
    assert end.turns_left(1) == 3 and end.turns_left(7) == 1


@settings(max_examples=30, deadline=None)
@given(
    name=st.sampled_from(["mattel", "tournament", "palavras", "kreuzwort"]), turns=st.lists(st.booleans(), max_size=14)
)
def test_the_engine_ends_the_game_when_the_rule_says(name, turns):
    """A game of passes and exchanges (True: exchange when allowed) ends on exactly the
    turn the rule names, counted here with the rule's own ``next_count``."""
    rules = load_rules(name)
    game = Game(rules, ["Ann", "Bo"], seed=11, first_player=0)
    end = ScorelessEnd.of(rules, 2)
    count = 0
    for exchange in turns:
        if game.is_over:
            break
        if exchange and game.can_exchange():
            game.exchange(game.rack[0])
            count = end.next_count(count, EXCHANGE)
        else:
            game.pass_turn()
            count = end.next_count(count, PASS)
        assert game.scoreless == count
        over = end.ends(count, len(game.bag)) or end.ended_by_passes(game.passes_in_a_row) is not None
        assert game.is_over is over
        if over:
            assert game.outcome is not None and EndReason.of(game.outcome) is EndReason.SCORELESS


@pytest.mark.parametrize(("name", "ends"), [("mattel", True), ("palavras", False)])
def test_a_robot_weighs_an_exchange_by_the_same_rule(name, ends):
    """Three passes in a row, two players: one more scoreless turn ends a Mattel game, but
    under Palavras Cruzadas an exchange is not a pass and starts the count again."""
    game = Game(load_rules(name), ["Ann", "Bo"], seed=5, first_player=0)
    for _ in range(3):
        game.pass_turn()
    assert game.scoreless == 3 and not game.is_over
    assert Robot._exchange_ends_game(game) is ends


@pytest.mark.parametrize("name", sorted(rule_set_names()))
@pytest.mark.parametrize("players", [2, 3, 4])
def test_the_gcg_note_states_the_rule_the_engine_counts(name, players):
    """The record writer's ``lexitile:rules`` note, read back by the replay, is the rule
    the engine played by; no note means the GCG readers' rule."""
    rules = load_rules(name)
    note = rules_note(rules, players)
    if note is None:
        assert ScorelessEnd.of(rules, players) == GCG_SCORELESS
    else:
        recorded = parse_rules_note(note)
        assert recorded is not None and recorded.end == ScorelessEnd.of(rules, players)


# --------------------------------------------------------------------------- exchanges
def test_exchange_refusals_of_the_rule_sets():
    mattel, kreuzwort, palavras = load_rules("mattel"), load_rules("kreuzwort"), load_rules("palavras")
    assert bag_needed_to_exchange(mattel) == 7 and bag_needed_to_exchange(kreuzwort) == 1
    assert exchange_refusal(mattel, 7, 0) is None
    low = exchange_refusal(mattel, 6, 0)
    assert low is not None and low.reason is Reason.EXCHANGE_BAG_TOO_SMALL
    assert dict(low.message.fields) == {"n": 7, "bag": 6}
    assert exchange_refusal(kreuzwort, 1, 0) is None  # while any tile is left
    empty = exchange_refusal(kreuzwort, 0, 0)
    assert empty is not None and dict(empty.message.fields) == {"n": 1, "bag": 0}
    assert exchange_refusal(palavras, 50, 2) is None
    limit = exchange_refusal(palavras, 50, 3)
    assert limit is not None and limit.reason is Reason.EXCHANGE_LIMIT and dict(limit.message.fields) == {"n": 3}


@pytest.mark.parametrize("name", ["mattel", "palavras"])
def test_the_engine_refuses_an_exchange_with_the_same_refusal(name):
    game = Game(load_rules(name), ["Ann", "Bo"], seed=3, first_player=0)
    if name == "palavras":
        for _ in range(6):  # three exchanges each
            game.exchange(game.rack[0])
    else:
        game.bag.tiles = game.bag.tiles[:6]
    said = game.exchange_refusal()
    assert said is not None and not game.can_exchange()
    with pytest.raises(IllegalMoveError) as made:
        game.exchange(game.rack[0])
    assert made.value.message == said.message and made.value.detail == said.detail


def test_no_exchange_once_the_game_is_over():
    game = Game(load_rules("mattel"), ["Ann", "Bo"], seed=3, first_player=0)
    game.resign(0)
    refusal = game.exchange_refusal()
    assert refusal is not None and refusal.reason is Reason.GAME_OVER and not game.can_exchange()
