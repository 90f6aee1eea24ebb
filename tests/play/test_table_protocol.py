"""Every table meets the whole contract's ``Table``: each game's adapter (and the
test-only fourth game's) answers every intent, ``accept`` and ``agree`` included, with
the protocol's parameters; a game without challenges or take-backs refuses them in
words every language has."""

from __future__ import annotations

import inspect

import pytest

import tiny_game
from lexitile.core.game_contract import EntryKind, Table
from lexitile.play.board_contract import BoardContractTable
from lexitile.play.crosswise_contract import CrosswiseContractTable
from lexitile.play.duplicate_contract import DuplicateContractTable
from lexitile.play.quiddler_contract import QuiddlerContractTable
from lexitile.text.render import render

TABLES = [
    BoardContractTable,
    CrosswiseContractTable,
    DuplicateContractTable,
    QuiddlerContractTable,
    tiny_game.TinyTable,
]
INTENTS = sorted(name for name in vars(Table) if not name.startswith("_"))


def test_the_protocol_names_accept_and_agree() -> None:
    assert {"accept", "agree", "challenge", "take_back"} <= set(INTENTS)


@pytest.mark.parametrize("table", TABLES, ids=lambda t: t.__name__)
def test_each_table_answers_every_intent_of_the_protocol(table: type) -> None:
    for name in INTENTS:
        wanted = getattr(Table, name)
        have = getattr(table, name, None)
        assert have is not None, f"{table.__name__} lacks {name}"
        if isinstance(wanted, property):
            assert isinstance(have, property), name
            continue
        assert list(inspect.signature(have).parameters) == list(inspect.signature(wanted).parameters), name


def test_the_fourth_game_plays_through_its_table_and_refuses_what_it_lacks() -> None:
    game = tiny_game.TinyGame.new(("Ann", "Bo"), seed=7)
    t = tiny_game.TinyTable(game)
    refusals = [t.accept(1), t.agree(1, True), t.challenge(1), t.take_back(0), t.time_out(0), t.reveal()]
    assert [r.why.code for r in refusals if r is not None] == [
        "table.no-challenges",
        "table.no-move-back",
        "table.no-challenges",
        "table.no-move-back",
        "table.no-clock",
        "table.no-private-rounds",
    ]
    for refusal in refusals:
        assert refusal is not None
        assert len({render(refusal.why, lang) for lang in ("en", "de", "pt_BR")}) == 3  # translated
    squares = [f"{col}{row}" for row in range(1, 6) for col in "ABCDE"]
    while not t.over:
        seat = t.on_turn()
        assert seat is not None and t.curtain().down and t.entry().kind is EntryKind.NONE
        refusal = t.enter(seat, tiny_game.TinyMove.parse(f"{squares[0]} {game.hands[seat][0]}"))
        assert refusal is not None and refusal.why.code == "table.behind-curtain"
        assert t.lift_curtain() is None and t.entry().seat == seat
        assert t.enter(1 - seat, tiny_game.TinyMove.parse("-")) is not None  # not that seat's turn
        assert t.enter(seat, tiny_game.TinyMove.parse(f"{squares.pop(0)} {game.hands[seat][0]}")) is None
    outcome = t.outcome()
    assert outcome is not None and outcome.reason == "tiny.full" and outcome.finals == tuple(game.scores)
