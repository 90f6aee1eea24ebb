"""Palavras Cruzadas rule set (../shared/rules/texts/003_*.txt; issue #7)."""

from __future__ import annotations

from collections import Counter

import pytest

from lexitile.errors import IllegalMoveError, Reason
from lexitile.games.crossword.catalog import load_rules
from lexitile.games.crossword.rules.config import WordCheck
from lexitile.games.crossword.rules.game import Game
from lexitile.games.crossword.rules.outcome import EndReason
from lexitile.games.crossword.rules.placement import placement_from_notation

RULES = load_rules("palavras").with_changes(word_check=WordCheck.AUTO)


def _game(players=2) -> Game:
    return Game(RULES, [f"p{i}" for i in range(players)], seed=4, first_player=0)


def test_board_is_17_columns_by_15_rows_with_ex_squares():
    layout = RULES.layout
    assert (layout.cols, layout.rows, layout.start) == (17, 15, (7, 8))
    labels = Counter(layout.premium_label(r, c) for r in range(15) for c in range(17))
    assert labels["EX"] == 4 and labels["QW"] == 4
    assert sum(labels.values()) - labels[""] == 69


def test_115_tiles():
    assert RULES.tileset.total == 115 and RULES.tileset.counts["?"] == 3


def test_column_q_coordinates():
    game = _game()
    placement = placement_from_notation(game.board, "Q1", "AB")
    assert placement.tiles == ((0, 16, "A"), (1, 16, "B"))


def test_covering_ex_exchanges_next_opponents_rack():
    game = _game(3)
    game.board.put([(3, 5, "A"), (3, 6, "A"), (3, 7, "A"), (3, 8, "A")])
    game.racks[0] = list("BCDFGHJ")
    victim_before = list(game.racks[1])
    bag_total = len(game.bag)
    event = game.play(placement_from_notation(game.board, "4E", "B...."))
    assert "exchanged" in event.note
    assert len(game.racks[1]) == 7 and len(game.bag) == bag_total - 1
    assert Counter(game.racks[1]) + Counter(game.bag.tiles) >= Counter(victim_before)
    assert game.racks[2] and game.turn == 1


def test_ex_does_nothing_with_fewer_than_seven_in_bag():
    game = _game()
    game.board.put([(3, 5, "A")])
    game.bag.tiles = list("EEEEEE")
    game.racks[0] = list("BCDFGHJ")
    victim = list(game.racks[1])
    game.play(placement_from_notation(game.board, "4E", "B."))
    assert game.racks[1] == victim


def test_at_most_three_exchanges_per_player():
    game = _game()
    for _ in range(3):
        game.exchange(game.rack[0])
        game.exchange(game.rack[0])
    with pytest.raises(IllegalMoveError) as err:
        game.exchange(game.rack[0])
    assert err.value.reason is Reason.EXCHANGE_LIMIT


def test_the_game_ends_when_all_players_pass_twice_in_a_row():
    """The text's Fim de jogo ("todos os jogadores passarem duas vezes seguidas"), not
    its Passando sentence about one player: one player's two passes do not end it."""
    game = _game(3)
    game.pass_turn()  # p0
    game.pass_turn()  # p1
    game.exchange(game.rack[0])  # p2
    assert game.outcome is None
    game.pass_turn()  # p0 again: twice in a row, but not every player
    assert game.outcome is None
    for _ in range(4):  # p1, p2, p0, p1
        game.pass_turn()
        assert game.outcome is None
    game.pass_turn()  # p2: every player has now passed twice in a row
    out = game.outcome
    assert out is not None and EndReason.of(out) is EndReason.SCORELESS
    assert out.finals == tuple(-RULES.tileset.rack_value(r) for r in game.racks)


def test_exchange_between_passes_resets_the_count():
    game = _game(2)
    game.pass_turn()  # p0
    game.pass_turn()  # p1
    game.exchange(game.rack[0])  # p0
    game.exchange(game.rack[0])  # p1
    game.pass_turn()  # p0: pass, exchange, pass is not two passes in a row
    assert game.outcome is None
    game.pass_turn()  # p1: pass, exchange, pass
    assert game.outcome is None
    game.pass_turn()  # p0: two in a row, p1 not yet
    assert game.outcome is None
    game.pass_turn()  # p1: every player twice in a row
    assert game.outcome is not None
