"""Issue #7: how games end under each rule set, with exact numbers, in 2-4 player
games: tournament (2x going out, six scoreless turns), Kreuzwort (scoreless turns end
the game only once the bag is empty; exchange while any tile is left), Palavras
Cruzadas (two passes in a row, EX squares, 3 exchanges), pairs, and game-clock
overtime charged at the end."""

from __future__ import annotations

import pytest

from lexitile.core.message import Message
from lexitile.errors import IllegalMoveError, Reason
from lexitile.games.crossword.catalog import load_rules
from lexitile.games.crossword.rules.clock import TimeControl
from lexitile.games.crossword.rules.events import EventKind
from lexitile.games.crossword.rules.game import Game
from lexitile.games.crossword.rules.outcome import EndReason, owns_rack
from lexitile.games.crossword.rules.placement import placement_from_notation
from lexitile.play.table_options import GameOptions


def test_tournament_going_out_gains_twice_and_nobody_loses():
    g = Game(load_rules("tournament"), ["a", "b"], seed=1, first_player=0)
    g.bag.tiles = []
    g.racks = [list("CAT"), list("ZA")]
    g.scores = [100, 120]
    g.play_notation("8G", "CAT")
    out = g.outcome
    # a: 100 + 10 + 2 x (Z10 + A1) = 132; b keeps 120
    assert out.finals == (132, 120) and out.winners == (0,)
    assert [(e.kind, e.score, e.tiles) for e in g.history[1:]] == [(EventKind.END_RACK_POINTS, 22, "ZA")]


def test_tournament_six_scoreless_turns_each_loses_own_rack():
    g = Game(load_rules("tournament"), ["a", "b"], seed=1, first_player=0)
    racks = ["".join(r) for r in g.racks]
    assert racks == ["ERZAGDO", "NOTLECO"]
    for _ in range(5):
        g.pass_turn()
    assert g.outcome is None  # Mattel rules would have ended after 4
    g.pass_turn()
    out = g.outcome
    assert EndReason.of(out) is EndReason.SCORELESS
    # ERZAGDO = 1+1+10+1+2+2+1 = 18; NOTLECO = 1+1+1+1+1+3+1 = 9
    assert out.finals == (-18, -9) and out.winners == (1,)


def test_tournament_double_challenge_two_players():
    rules = GameOptions(check="challenge").apply(load_rules("tournament"))
    g = Game(rules, ["a", "b"], seed=1, lexicon={"GAZED"}, first_player=0)
    g.play_notation("8H", "GAZED")
    g.challenge(1)  # valid: b loses the turn, a moves again
    assert g.scores == [36, 0] and g.turn == 0
    assert (g.history[-1].kind, g.history[-1].player, g.history[-1].note) == (
        EventKind.PASS,
        1,
        "turn lost: wrong challenge",
    )
    assert g.history[-1].message == Message("note.turn-lost")


def test_kreuzwort_three_players_passes_end_only_with_the_bag_empty():
    g = Game(load_rules("kreuzwort"), ["a", "b", "c"], seed=3, first_player=0)
    for _ in range(9):
        g.pass_turn()
    assert g.outcome is None and g.scoreless == 9  # the bag still holds tiles
    g.bag.tiles = []
    g.pass_turn()  # a: the 10th scoreless turn, now with the bag empty
    out = g.outcome
    assert out is not None and EndReason.of(out) is EndReason.SCORELESS
    values = g.rules.tileset
    assert out.finals == tuple(-values.rack_value("".join(r)) for r in g.racks)
    assert [a.seat for a in out.adjustments] == [1, 2, 0]  # from the player after the last turn


def test_kreuzwort_exchange_while_any_tile_is_left():
    g = Game(load_rules("kreuzwort"), ["a", "b", "c"], seed=3, first_player=0)
    g.bag.tiles = ["E"]
    rack = list(g.rack)
    g.exchange(rack[0])
    assert g.racks[0] == rack[1:] + ["E"] and g.bag.tiles == [rack[0]]
    mattel = Game(load_rules("mattel"), ["a", "b", "c"], seed=3, first_player=0)
    mattel.bag.tiles = list("EEEEEE")
    with pytest.raises(IllegalMoveError) as err:
        mattel.exchange(mattel.rack[0])
    assert err.value.reason is Reason.EXCHANGE_BAG_TOO_SMALL


def test_palavras_four_players_ex_square_then_two_passes_end():
    rules = GameOptions(check="auto").apply(load_rules("palavras"))
    g = Game(rules, ["a", "b", "c", "d"], seed=1, first_player=0)
    g.board.put([(3, 5, "A"), (3, 6, "A"), (3, 7, "A"), (3, 8, "A")])
    g.racks[0] = list("BCDFGHJ")
    assert ["".join(r) for r in g.racks] == ["BCDFGHJ", "CNÇMMRI", "UEBNAJL", "PASUFEP"] and len(g.bag) == 87
    event = g.play(placement_from_notation(g.board, "4E", "B...."))  # B on E4, an EX square
    # B3 on E4 (EX, no premium) + AAAA: 3 + 4 = 7
    assert event.score == 7 and g.scores == [7, 0, 0, 0]
    assert event.note == "lexitile:ex-square b's rack CNÇMMRI exchanged"
    assert event.message == Message("note.ex-square", {"name": "b", "rack": "CNÇMMRI"})
    # a drew one tile (I); b's whole rack was exchanged; c and d kept theirs
    assert ["".join(r) for r in g.racks] == ["CDFGHJI", "TAROAUE", "UEBNAJL", "PASUFEP"]
    assert len(g.bag) == 86 and g.turn == 1
    g.pass_turn()  # b
    g.pass_turn()  # c
    g.pass_turn()  # d
    g.play(placement_from_notation(g.board, "5I", "C"))  # a plays again: C under the last A
    assert g.outcome is None
    g.pass_turn()  # b: second pass in a row, but the others have not passed twice since
    assert g.outcome is None
    for _ in range(6):  # c, d, a, b, c, d
        g.pass_turn()
        assert g.outcome is None
    g.pass_turn()  # a: every player has passed twice in a row (Fim de jogo)
    out = g.outcome
    assert out is not None and EndReason.of(out) is EndReason.SCORELESS
    assert sorted(a.seat for a in out.adjustments) == [0, 1, 2, 3]
    assert all(owns_rack(a) for a in out.adjustments)


def test_pairs_partners_share_rack_and_score_and_alternate():
    g = Game(
        load_rules("kreuzwort"), ["Ann & Cy", "Bo & Di"], seed=1, lexicon=None, members=[["Ann", "Cy"], ["Bo", "Di"]]
    )
    assert g.first_player == 0 and ["".join(r) for r in g.racks] == ["ERZAGDO", "NOTLECO"]
    order = []
    for _ in range(4):
        order.append(g.member_on_turn())
        g.exchange(g.rack[0]) if len(order) % 2 else g.pass_turn()
    assert order == ["Ann", "Bo", "Cy", "Di"]
    assert g.member_on_turn() == "Ann" and g.turn == 0
    g.racks[0] = list("GAZEDOL")
    g.play_notation("8H", "GAZE")  # Ann plays for the team: one score for both partners
    assert g.scores == [28, 0] and g.member_on_turn() == "Bo"


def test_time_penalties_three_players_can_change_the_winner():
    g = Game(load_rules("mattel"), ["a", "b", "c"], seed=8, first_player=0)
    g.scores = [50, 45, 40]
    for _ in range(6):
        g.pass_turn()
    out = g.outcome
    racks = out.adjustments
    assert [a.seat for a in racks] == [0, 1, 2]
    before = out.finals
    clock = TimeControl(game_seconds=25 * 60)
    used = [25 * 60 + 61, 25 * 60, 25 * 60 + 5]  # 2 started minutes over; none; 1
    penalties = [clock.overtime_penalty(u) for u in used]
    assert penalties == [20, 0, 10]
    events = g.apply_time_penalties(penalties)
    assert [(e.kind, e.player, e.score) for e in events] == [
        (EventKind.TIME_PENALTY, 0, -20),
        (EventKind.TIME_PENALTY, 2, -10),
    ]
    assert g.outcome.finals == (before[0] - 20, before[1], before[2] - 10)
