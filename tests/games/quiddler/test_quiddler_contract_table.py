"""A Quiddler game played through the game contract's Table alone: robots choose each
person's moves and enter them as intents; the curtain comes down between people, a
turn whose time ran out is played by a robot, a robot's seat plays on its own, and
what Quiddler does not have (challenges, take-backs, private rounds) is refused. The
invariants hold after every intent: the deck is whole, the totals are the game's, and
a refusal changes nothing."""

from __future__ import annotations

import random
from collections import Counter

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st
from quiddler_helpers import DECK, WORDS, StackedGame, setup, stack

from lexitile.core.game_contract import EntryKind, decide_winners
from lexitile.core.message import Message
from lexitile.games.quiddler import contract
from lexitile.games.quiddler.actions import Draw
from lexitile.games.quiddler.contract import QuiddlerMove
from lexitile.games.quiddler.game import Game
from lexitile.games.quiddler.options import TableOptions
from lexitile.games.quiddler.robots import Robot
from lexitile.games.quiddler.solver import Solver, WordIndex
from lexitile.play.quiddler import QuiddlerSession
from lexitile.play.quiddler_contract import QuiddlerContractTable
from lexitile.play.quiddler_table import QuiddlerTable
from lexitile.text.render import render
from lexitile.tui.shell.curtain import Hotseat

INDEX = WordIndex.from_words(WORDS)
OPTIONS = TableOptions(hand_sizes=(3, 4, 5), turn_limit=30)


def _table(game: Game, robots: tuple[int, ...] = (), timeout: float | None = None) -> QuiddlerContractTable:
    solver = Solver(INDEX, DECK, game.options)
    factory = lambda: Robot(solver)  # noqa: E731
    session = QuiddlerSession(game, {s: factory() for s in robots}, robot_factory=factory)
    return QuiddlerContractTable(QuiddlerTable(session, timeout), Hotseat())


def _snapshot(game: Game) -> tuple[object, ...]:
    return (
        tuple(game.actions),
        tuple(tuple(h) for h in game.hands),
        tuple(game.stock),
        tuple(game.discard_pile),
        tuple(game.totals),
        game.phase,
        game.current,
    )


def _check_invariants(game: Game) -> None:
    if not game.is_over:
        assert game.all_cards() == Counter(DECK.counts)  # no card made or lost
    for seat in range(len(game.players)):
        assert game.totals[seat] == sum(r.players[seat].score for r in game.rounds)


@pytest.mark.parametrize(
    ("players", "robots", "timeout"),
    [(("Ann", "Bo"), (), None), (("Ann", "Bo", "Cy"), (2,), 60.0)],
    ids=["two people", "two people and a robot, with a clock"],
)
@pytest.mark.parametrize("seed", [1, 2])
def test_a_whole_game_through_the_table_alone(
    players: tuple[str, ...], robots: tuple[int, ...], timeout: float | None, seed: int
) -> None:
    game = Game(setup(players, seed=seed, options=OPTIONS), WORDS)
    t = _table(game, robots, timeout)
    rng = random.Random(seed)
    deciders = [Robot(Solver(INDEX, DECK, OPTIONS), rng=random.Random(seed + s)) for s in range(len(players))]
    timed_out = 0
    while not t.over:
        _check_invariants(game)
        seat = t.on_turn()
        assert seat is not None and seat not in robots  # a robot's seat plays on its own
        curtain = t.curtain()
        if curtain.down:
            # nothing is typed until the person asked to the keyboard is there
            assert curtain.for_seat == seat and t.entry().kind is EntryKind.NONE
            behind = t.enter(seat, QuiddlerMove.parse("draw stock"))
            assert behind is not None and behind.why.code == "table.behind-curtain"
            assert t.lift_curtain() is None
        assert not t.curtain().down
        assert t.entry().kind is EntryKind.MOVE and t.entry().seat == seat
        other = next(s for s in range(len(players)) if s != seat)
        wrong = t.enter(other, QuiddlerMove.parse("draw stock"))
        assert wrong is not None and wrong.why.code == "table.not-your-turn"
        if timeout is not None and rng.random() < 0.2:
            token = t.table.session.turn_token()
            assert t.time_out(seat) is None
            assert t.table.session.turn_token() != token  # a robot played the turn
            timed_out += 1
            continue
        drawn = QuiddlerMove(Draw(deciders[seat].choose_draw(game.view(seat))))
        before = len(game.actions)
        assert t.enter(seat, drawn) is None
        assert game.actions[before:] == [drawn.action]
        finish = QuiddlerMove(deciders[seat].choose_finish(game.view(seat)))
        assert t.enter(seat, finish) is None
        assert game.actions[before + 1] == finish.action  # then any robot seat's turns
    _check_invariants(game)
    assert t.on_turn() is None and t.entry().kind is EntryKind.NONE and not t.curtain().down
    outcome = t.outcome()
    assert outcome is not None and outcome == contract.outcome(game)
    assert outcome.finals == tuple(game.totals) == tuple(p.total for p in game.rounds[-1].players)
    assert outcome.winners == decide_winners(game.totals)
    assert len(game.rounds) == len(OPTIONS.hand_sizes)
    # the engine rebuilt from the actions entered gives the same scores
    again = Game.replay(game.setup, game.actions, WORDS)
    assert again.totals == game.totals and again.rounds == game.rounds
    over = t.enter(0, QuiddlerMove.parse("draw stock"))
    assert over is not None and over.why.code == "table.game-over"
    if timeout is not None:
        assert timed_out > 0


#: Round 1 of two people, dealt by Ann: Bo (first to play) holds C A T, Ann T E N;
#: the V is turned up, the S and the J are on top of the stock.
ROUND1 = stack(DECK, [["T", "E", "N"], ["C", "A", "T"]], dealer=0, turn_up="V", stock_top=["S", "J"])


def _refusal(t: QuiddlerContractTable, seat: int, text: str) -> Message:
    game = t.table.game
    before, log = _snapshot(game), list(t.table.session.log)
    refusal = t.enter(seat, QuiddlerMove.parse(text))
    assert refusal is not None, text
    assert _snapshot(game) == before and t.table.session.log == log  # nothing changed
    assert render(refusal.why, "de") and render(refusal.why, "pt_BR")
    return refusal.why


def test_moves_the_rules_refuse_change_nothing_and_say_why() -> None:
    game = StackedGame(setup(("Ann", "Bo"), options=OPTIONS), WORDS, {0: ROUND1})
    t = _table(game)
    assert t.on_turn() == 1 and t.lift_curtain() is None
    assert _refusal(t, 0, "draw stock").code == "table.not-your-turn"
    assert _refusal(t, 1, "discard C").code == "quiddler.must-draw-first"
    assert _refusal(t, 1, "last discard C").code == "quiddler.must-draw-first"
    assert t.enter(1, QuiddlerMove.parse("draw stock")) is None  # C A T S
    assert _refusal(t, 1, "draw discard").code == "quiddler.already-drew"
    assert _refusal(t, 1, "discard Q").code == "quiddler.no-card-to-use"
    assert _refusal(t, 1, "out AT discard S").code == "quiddler.must-use-all"
    assert _refusal(t, 1, "out TAC discard S").code == "quiddler.not-a-word"
    assert _refusal(t, 1, "out CAT discard T").code == "quiddler.discard-in-word"
    assert _refusal(t, 1, "last CAT discard S").code == "quiddler.not-last-turn"
    assert t.enter(1, QuiddlerMove.parse("out CAT discard S")) is None
    # Ann's last turn, behind the curtain: the recap tells her Bo went out
    curtain = t.curtain()
    assert curtain.down and curtain.for_seat == 0
    assert any("CAT" in render(line, "en") for line in curtain.recap)
    assert t.lift_curtain() is None
    assert _refusal(t, 0, "discard S").code == "quiddler.must-draw-first"
    assert t.enter(0, QuiddlerMove.parse("draw discard")) is None  # T E N S
    assert _refusal(t, 0, "out TEN discard S").code == "quiddler.last-turn"
    assert t.enter(0, QuiddlerMove.parse("last TEN discard S")) is None
    assert [r.players[s].word_points for r in game.rounds for s in (0, 1)] == [
        sum(DECK.value(c) for c in "TEN"),
        sum(DECK.value(c) for c in "CAT"),
    ]


def test_what_quiddler_does_not_have_is_refused_in_every_language() -> None:
    t = _table(Game(setup(("Ann", "Bo"), options=OPTIONS), WORDS))
    assert t.private_round() is None
    refusals = [t.challenge(0), t.time_out(1), t.take_back(1), t.reveal(), t.accept(1), t.agree(1, True)]
    assert t.lift_curtain() is None
    refusals.append(t.lift_curtain())
    codes = [r.why.code for r in refusals if r is not None]
    assert codes == [
        "table.no-challenges",
        "table.no-clock",
        "table.no-move-back",
        "table.no-private-rounds",
        "table.no-challenges",
        "table.no-move-back",
        "table.curtain-up",
    ]
    for refusal in refusals:
        assert refusal is not None
        texts = {lang: render(refusal.why, lang) for lang in ("en", "de", "pt_BR")}
        assert len(set(texts.values())) == 3, texts  # worded, and translated


def test_a_time_out_is_only_for_the_person_on_turn() -> None:
    t = _table(Game(setup(("Ann", "Bo"), options=OPTIONS), WORDS), timeout=30.0)
    seat = t.on_turn()
    assert seat is not None
    refused = t.time_out(1 - seat)
    assert refused is not None and refused.why.code == "table.not-your-turn"
    assert t.time_out(seat) is None  # behind the curtain too: the clock ran all along
    assert t.on_turn() == 1 - seat
    curtain = t.curtain()
    assert curtain.down and Message("recap.time-out", {"player": t.table.game.players[seat]}) in curtain.recap


#: Moves of every kind, most of them wrong most of the time.
TEXTS = [
    "draw stock",
    "draw discard",
    *(f"discard {c}" for c in ("A", "E", "T", "S", "Q", "QU", "N")),
    "out CAT discard S",
    "out AT discard E",
    "out TEN discard S",
    "last discard E",
    "last AT discard N",
]


@settings(max_examples=30, deadline=None)
@given(seed=st.integers(0, 1000), intents=st.lists(st.tuples(st.integers(0, 2), st.sampled_from(TEXTS)), max_size=40))
def test_every_intent_is_done_or_refused_without_a_change(seed: int, intents: list[tuple[int, str]]) -> None:
    game = Game(setup(("Ann", "Bo", "Cy"), seed=seed, options=OPTIONS), WORDS)
    t = _table(game)
    for seat, text in intents:
        if t.curtain().down:
            assert t.lift_curtain() is None
        before = _snapshot(game)
        refusal = t.enter(seat, QuiddlerMove.parse(text))
        if refusal is None:
            assert len(game.actions) == len(before[0]) + 1 and seat == _seat_of_last_turn(game)
        else:
            assert _snapshot(game) == before
        _check_invariants(game)


def _seat_of_last_turn(game: Game) -> int:
    from lexitile.games.quiddler.events import Turned

    return next(e.seat for e in reversed(game.history) if isinstance(e, Turned))
