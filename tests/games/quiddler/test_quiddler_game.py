"""Turns, going out, the one last turn for everyone else, stock out, refusals."""

from __future__ import annotations

import pytest
from quiddler_helpers import DECK, WORDS, StackedGame, meld, setup, stack

from lexitile.games.quiddler.actions import Discard, Draw, GoOut, LastTurn, Source
from lexitile.games.quiddler.errors import IllegalActionError, QReason
from lexitile.games.quiddler.events import Reshuffled, RoundScored
from lexitile.games.quiddler.game import Game, Phase
from lexitile.games.quiddler.options import Floor, StockOut, TableOptions
from lexitile.games.quiddler.scoring import RoundEnd

# Round 1, dealer Ann (seat 0): Bob (seat 1) plays first.
ROUND1 = stack(DECK, [["QU", "I", "X"], ["C", "A", "T"]], dealer=0, turn_up="Z", stock_top=["S", "E"])


def two_player_game(options: TableOptions | None = None) -> StackedGame:
    return StackedGame(setup(("Ann", "Bob"), options=options), WORDS, {0: ROUND1})


def test_stacked_deal() -> None:
    game = two_player_game()
    assert game.hand(0) == ("QU", "I", "X") and game.hand(1) == ("C", "A", "T")
    assert game.discard_top == "Z" and game.stock[-1] == "S"
    assert game.current == 1 and game.phase is Phase.DRAW


def test_go_out_then_one_last_turn_then_scores() -> None:
    game = two_player_game()
    assert game.draw("stock") == "S"
    game.go_out([meld("CAT")], "S")
    assert game.went_out == 1 and game.current == 0 and game.last_turn
    assert game.hand(1) == ()
    # Ann's last turn: she takes the S Bob threw, lays (QU)IZ? no Z: lays nothing but...
    assert game.draw(Source.DISCARD) == "S"
    with pytest.raises(IllegalActionError) as err:
        game.go_out([meld("(QU)IT")], "S")
    assert err.value.reason is QReason.LAST_TURN
    game.lay_down([], "S")
    # round over: Bob CAT = 13, + longest-word and most-words bonuses (both bonuses
    # with 2 players, as the rule text has it); Ann keeps QU I X = 9+2+12 = 23 -> -23,
    # and her total (0) cannot fall below 0
    result = game.rounds[0]
    assert result.went_out == 1 and result.ended is RoundEnd.WENT_OUT
    bob, ann = result.players[1], result.players[0]
    assert (bob.word_points, bob.unused_points, bob.longest_bonus, bob.most_words_bonus, bob.score) == (
        13,
        0,
        10,
        10,
        33,
    )
    assert (ann.word_points, ann.unused_points, ann.floor_adjustment, ann.score) == (0, 23, 23, 0)
    assert game.totals == [0, 33]
    assert game.round_number == 2 and game.hand_size == 4 and game.dealer == 1 and game.current == 0


def test_last_turn_lays_down_words_and_leftovers_count() -> None:
    options = TableOptions(score_floor=Floor.NONE)
    game = StackedGame(
        setup(("Ann", "Bob"), options=options),
        WORDS,
        {0: stack(DECK, [["QU", "I", "X"], ["C", "A", "T"]], dealer=0, turn_up="Z", stock_top=["S", "T"])},
    )
    game.draw("stock")
    game.go_out([meld("CAT")], "S")
    game.draw("stock")  # Ann draws T
    game.apply(LastTurn((meld("(QU)IT"),), "X"))
    ann, bob = game.rounds[0].players
    # Ann: (QU)IT = 14, nothing left; QUIT has 4 letters > CAT: longest bonus is hers
    assert (ann.word_points, ann.unused_points, ann.longest_bonus, ann.score) == (14, 0, 10, 24)
    assert (bob.word_points, bob.longest_bonus, bob.score) == (13, 0, 13)


def test_last_turn_ties_for_longest_word_give_no_bonus() -> None:
    game = StackedGame(
        setup(("Ann", "Bob")),
        WORDS,
        {0: stack(DECK, [["T", "E", "A"], ["C", "A", "T"]], dealer=0, turn_up="Z", stock_top=["S", "O"])},
    )
    game.draw("stock")
    game.go_out([meld("CAT")], "S")
    game.draw("stock")
    game.lay_down([meld("TEA")], "O")
    ann, bob = game.rounds[0].players
    assert game.rounds[0].longest_word_seat is None
    assert (ann.score, bob.score) == (7, 13)


def test_three_players_everyone_else_gets_exactly_one_turn() -> None:
    round1 = stack(
        DECK, [["A", "T", "Q"], ["C", "A", "T"], ["I", "N", "J"]], dealer=0, turn_up="E", stock_top=["S", "O", "E"]
    )
    game = StackedGame(setup(("Ann", "Bob", "Cy")), WORDS, {0: round1})
    # Bob (seat 1) starts and goes out; then Cy, then Ann, then the round is over
    game.draw("stock")
    game.go_out([meld("CAT")], "S")
    assert game.current == 2
    game.draw("stock")  # O
    game.lay_down([meld("ON")], "J")  # Cy keeps I
    assert game.current == 0
    game.draw("stock")  # E
    game.lay_down([meld("ATE")], "Q")
    assert len(game.rounds) == 1 and game.round_number == 2
    ann, bob, cy = game.rounds[0].players
    # CAT 13 and ATE 7 tie at 3 letters: no longest bonus; one word each: no most bonus
    assert (ann.score, bob.score, cy.score) == (7, 13, 7 - 2)
    assert game.rounds[0].longest_word_seat is None and game.rounds[0].most_words_seat is None
    turns = [e for e in game.history if getattr(e, "round", 0) == 1 and type(e).__name__ == "Turned"]
    assert [(t.seat, type(t.action).__name__) for t in turns] == [
        (1, "Draw"), (1, "GoOut"), (2, "Draw"), (2, "LastTurn"), (0, "Draw"), (0, "LastTurn"),
    ]  # fmt: skip


def test_refusals_carry_reasons() -> None:
    game = two_player_game()
    cases = [
        (lambda: game.discard("C"), QReason.MUST_DRAW_FIRST),
        (lambda: game.apply(Draw(Source.STOCK), seat=0), QReason.NOT_YOUR_TURN),
        (lambda: game.draw("pocket"), QReason.UNKNOWN_SOURCE),
    ]
    for call, reason in cases:
        with pytest.raises(IllegalActionError) as err:
            call()
        assert err.value.reason is reason
    game.draw("stock")
    cases = [
        (lambda: game.draw("stock"), QReason.ALREADY_DREW),
        (lambda: game.discard("Q"), QReason.CARD_NOT_IN_HAND),
        (lambda: game.go_out([meld("CAT")], "A"), QReason.DISCARD_IN_WORD),
        (lambda: game.go_out([meld("CATS")], "S"), QReason.DISCARD_IN_WORD),
        (lambda: game.go_out([meld("AT")], "S"), QReason.MUST_USE_ALL),
        (lambda: game.go_out([meld("TAC")], "S"), QReason.NOT_A_WORD),
        (lambda: game.go_out([meld("ZA"), meld("CT")], "S"), QReason.NOT_A_WORD),
        (lambda: game.go_out([meld("CAT")], "Q"), QReason.CARD_NOT_IN_HAND),
        (lambda: game.lay_down([meld("CAT")], "S"), QReason.NOT_LAST_TURN),
    ]
    for call, reason in cases:
        with pytest.raises(IllegalActionError) as err:
            call()
        assert err.value.reason is reason, err.value
    assert game.hand(1) == ("C", "A", "T", "S")  # nothing changed


def test_minimum_two_cards_and_the_lone_two_letter_card_option() -> None:
    round1 = stack(DECK, [["A", "E", "O"], ["IN", "T", "E"]], dealer=0, turn_up="Z", stock_top=["A"])
    game = StackedGame(setup(), WORDS, {0: round1})
    game.draw("stock")  # IN T E A
    with pytest.raises(IllegalActionError) as err:
        game.go_out([meld("(IN)"), meld("TE"), meld("A")], "A")
    assert err.value.reason is QReason.WORD_TOO_SHORT
    house = StackedGame(setup(options=TableOptions(min_word_cards=1)), WORDS, {0: round1})
    house.draw("stock")
    house.go_out([meld("(IN)"), meld("AT")], "E")
    house.draw("stock")
    house.lay_down([], house.hand()[0])
    assert house.rounds[0].players[1].word_points == 7 + 5


def test_house_rule_no_going_out_on_the_first_turn() -> None:
    game = two_player_game(TableOptions(out_on_first_turn=False))
    game.draw("stock")
    with pytest.raises(IllegalActionError) as err:
        game.go_out([meld("CAT")], "S")
    assert err.value.reason is QReason.OUT_ON_FIRST_TURN
    assert not game.view().may_go_out


def test_stock_runs_out_reshuffles_all_but_the_top_discard() -> None:
    game = Game(setup(seed=3))
    draws = 0
    while not any(isinstance(e, Reshuffled) for e in game.history):
        pile = len(game.discard_pile)
        game.draw("stock")
        game.discard(game.hand()[0])
        draws += 1
    assert draws == 111  # the whole stock after a 2-player round-1 deal
    reshuffle = next(e for e in game.history if isinstance(e, Reshuffled))
    assert reshuffle.cards == pile + 1 - 1 == len(game.stock)  # all discards but the top
    assert len(game.discard_pile) == 1
    assert game.all_cards() == dict(DECK.counts)
    assert game.round_number == 1 and game.phase is Phase.DRAW


def test_stock_out_option_ends_the_round_as_it_stands() -> None:
    game = Game(setup(seed=3, options=TableOptions(stock_out=StockOut.END_ROUND, score_floor=Floor.NONE)))
    game.stock[:] = game.stock[-1:]
    hand_ann = game.hand(0)
    game.draw("stock")
    game.discard(game.hand()[0])
    result = game.rounds[0]
    assert result.ended is RoundEnd.STOCK_OUT and result.went_out is None
    assert result.players[0].score == -DECK.hand_value(hand_ann)
    assert game.round_number == 2


def test_turn_limit_ends_a_round() -> None:
    game = Game(setup(options=TableOptions(turn_limit=4)))
    for _ in range(4):
        game.draw("discard")
        game.discard(game.hand()[-1])
    assert game.rounds[0].ended is RoundEnd.TURN_LIMIT
    assert game.round_number == 2


def test_game_over_after_round_8_and_winner() -> None:
    game = Game(setup(options=TableOptions(turn_limit=1, score_floor=Floor.NONE)))
    while not game.is_over:
        game.draw("stock")
        game.discard(game.hand()[-1])
    assert len(game.rounds) == 8 and game.phase is Phase.GAME_OVER
    assert game.totals == [sum(r.players[s].score for r in game.rounds) for s in range(2)]
    best = max(game.totals)
    outcome = game.outcome()
    assert outcome is not None and outcome.reason == "quiddler.rounds" and outcome.finals == tuple(game.totals)
    assert outcome.winners == tuple(s for s in range(2) if game.totals[s] == best)
    with pytest.raises(IllegalActionError) as err:
        game.draw("stock")
    assert err.value.reason is QReason.GAME_OVER
    assert sum(isinstance(e, RoundScored) for e in game.history) == 8


def test_replay_rebuilds_the_same_state() -> None:
    game = Game(setup(seed=11, options=TableOptions(turn_limit=3)))
    while not game.is_over:
        game.draw("discard" if len(game.actions) % 3 else "stock")
        game.discard(min(game.hand()))
    again = Game.replay(game.setup, game.actions)
    assert again.totals == game.totals and again.hands == game.hands and again.stock == game.stock
    bad = [*game.actions[:2], Discard("ZZ")]
    with pytest.raises(IllegalActionError) as err:
        Game.replay(game.setup, bad)
    assert err.value.index == 2  # type: ignore[attr-defined]


def test_go_out_action_value_forms() -> None:
    game = two_player_game()
    game.apply(Draw(Source.STOCK))
    game.apply(GoOut((meld("CAT"),), "S"))
    assert str(game.actions[-1]) == "out CAT discard S"
