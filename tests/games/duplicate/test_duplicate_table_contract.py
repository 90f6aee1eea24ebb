"""The duplicate table through the game contract's ``Table``: private rounds (who has
entered, never what), the curtain, refusals with their reasons, the clock's time-out,
no take-backs or challenges, and a whole game to its shared outcome."""

from __future__ import annotations

import pytest

from lexitile.core.game_contract import EntryKind
from lexitile.games.crossword.rules.move import BoardMove
from lexitile.games.duplicate.robots import DuplicateRobot
from lexitile.games.duplicate.setup import GameSetup
from lexitile.play.duplicate import Session
from lexitile.play.duplicate_contract import DuplicateContractTable
from lexitile.play.duplicate_table import DuplicateTable
from lexitile.text.render import render
from lexitile.tui.shell.curtain import Hotseat


@pytest.fixture
def contract_table(tmp_path, monkeypatch):
    monkeypatch.setenv("LEXITILE_DATA_DIR", str(tmp_path))
    session = Session.new(GameSetup(("Ada", "Bo", "Robo"), {2: "easy"}, think_seconds=0, entry_seconds=30), seed=5)
    now = [0.0]
    table = DuplicateContractTable(DuplicateTable(session, Hotseat(), now=0.0), lambda: now[0])
    yield table, now
    session.close()


def why(refusal) -> str:
    assert refusal is not None
    return render(refusal.why)


def test_a_private_round_through_the_contract(contract_table):
    table, now = contract_table
    game = table.table.session.game
    top = BoardMove.parse(game.top.notation)
    assert table.on_turn() is None and table.entry().kind is EntryKind.NONE
    assert why(table.enter(0, top)) == "Nobody enters a play now."
    assert table.time_out(0) is None  # everybody's thinking time is up: the entries begin
    assert table.private_round().entered == frozenset({2})  # the robot entered at once
    assert table.curtain().down and table.curtain().for_seat == 0
    assert "Ada comes to the keyboard first" in why(table.enter(0, top))
    assert table.lift_curtain() is None and why(table.lift_curtain()) == "The curtain is not down."
    entry = table.entry()
    assert entry.kind is EntryKind.PRIVATE_MOVE and entry.seat == 0 and "Ada" in render(entry.prompt)
    assert why(table.enter(1, top)) == "It is Ada's turn."
    assert why(table.take_back(0)) == "This game takes no move back."
    assert why(table.challenge(1)) == "This game has no challenges."
    assert why(table.accept(1)) == "This game has no challenges."
    assert why(table.agree(1, True)) == "This game takes no move back."
    assert "Not placed" in why(table.enter(0, BoardMove.parse("1A QI")))
    assert table.enter(0, top) is None
    assert table.private_round().entered == frozenset({0, 2}) and not table.private_round().revealed
    assert why(table.reveal()) == "Still to enter a play: Bo."
    table.lift_curtain()
    now[0] = 31.0
    assert why(table.time_out(0)) == "It is Bo's turn."
    assert table.time_out(1) is None  # Bo's 30 seconds ran out: no play
    assert table.private_round().revealed and table.reveal() is None
    result = table.table.last_round
    assert result is not None and result.plays[0].score == result.top.score and not result.plays[1].played


def test_a_whole_game_through_the_contract_ends_with_the_shared_outcome(contract_table):
    table, _ = contract_table
    hard = DuplicateRobot("hard")
    while not table.over:
        assert table.time_out(0) is None  # thinking ends
        for seat in (0, 1):
            if table.curtain().down:
                table.lift_curtain()
            move = hard.choose(table.table.session.game) if seat == 0 else BoardMove.pass_()
            assert table.enter(seat, move) is None
        assert table.private_round().revealed
        assert table.advance() is None
    outcome = table.outcome()
    game = table.table.session.game
    assert outcome is not None and outcome.finals == game.totals() and outcome.winners == (0,)
    assert game.totals()[0] == game.top_total() and table.private_round() is None
