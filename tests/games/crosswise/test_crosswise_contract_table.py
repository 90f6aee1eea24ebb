"""A Crosswise match played through the game contract's Table alone: whose turn, the
curtain between two people, moves entered and refused, and the intents Crosswise does
not have refused with a reason every interface language words."""

from __future__ import annotations

import random

import pytest

from lexitile.core.game_contract import EntryKind
from lexitile.games.crosswise import contract
from lexitile.games.crosswise.files import load_components
from lexitile.games.crosswise.match import Match
from lexitile.games.crosswise.table import MatchRule
from lexitile.play.crosswise import Session
from lexitile.play.crosswise_contract import CrosswiseContractTable
from lexitile.play.crosswise_table import CrosswiseTable
from lexitile.text.render import render
from lexitile.tui.shell.curtain import Hotseat

COMPS = load_components()


def _table(seed: int) -> CrosswiseContractTable:
    match = Match(COMPS, ["Ann", "Bo"], rule=MatchRule.from_text("single"), seed=seed)
    table = CrosswiseTable(Session(match, {}, path=None), Hotseat())
    table.due()
    return CrosswiseContractTable(table)


@pytest.mark.parametrize("seed", [1, 2])
def test_a_whole_game_through_the_table_with_the_curtain_between_people(seed: int) -> None:
    t = _table(seed)
    rng = random.Random(seed)
    game = t.table.game
    while not t.over:
        seat = t.on_turn()
        assert seat is not None
        # the curtain is down for the person on turn: nothing is typed until they are there
        assert t.curtain().down and t.curtain().for_seat == seat
        assert t.entry().kind is EntryKind.NONE
        move = rng.choice(game.legal_moves())
        behind = t.enter(seat, move)
        assert behind is not None and behind.why.code == "table.behind-curtain"
        assert t.lift_curtain() is None
        assert not t.curtain().down and t.entry().kind is EntryKind.MOVE and t.entry().seat == seat
        other = t.enter(1 - seat, move)
        assert other is not None and other.why.code == "table.not-your-turn"
        before = len(game.history)
        assert t.enter(seat, move) is None
        assert len(game.history) == before + 1
    assert t.on_turn() is None and t.entry().kind is EntryKind.NONE
    assert t.outcome() == contract.outcome(game) is not None
    over = t.enter(0, game.legal_moves()[0] if game.legal_moves() else move)
    assert over is not None and over.why.code == "table.game-over"


def test_what_crosswise_does_not_have_is_refused_in_every_language() -> None:
    t = _table(3)
    assert t.private_round() is None
    refusals = [t.challenge(0), t.time_out(0), t.take_back(0), t.reveal(), t.accept(1), t.agree(1, True)]
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
