"""``lexitile export --cgp``: any recorded position as CGP (issue #6)."""

from __future__ import annotations

import pytest

from lexitile.cli import main
from lexitile.games.crossword.records.cgp import parse_cgp
from lexitile.games.crossword.records.replay_model import load_replay
from shared_data import shared_path


@pytest.mark.shared
def test_cgp_of_a_recorded_position_matches_the_replay(capsys):
    path = shared_path("gcg", "quackle-quackle", "test", "positions", "fivepoint.gcg")
    assert main(["export", str(path), "--cgp", "--turn", "6"]) == 0
    position = parse_cgp(capsys.readouterr().out.strip())
    model = load_replay(path)
    pos = model.position_of_turn(6)
    assert position.rows == model.board(pos).to_rows()
    mover = model.to_move(pos)
    assert position.racks[0] == model.rack_at(pos, mover) and position.racks[1] == ""
    assert position.scores == [model.totals(pos)[mover], model.totals(pos)[1 - mover]]


@pytest.mark.shared
def test_cgp_turn_must_not_be_negative(capsys):
    path = shared_path("gcg", "quackle-quackle", "test", "positions", "fivepoint.gcg")
    assert main(["export", str(path), "--cgp", "--turn", "-1"]) == 2
    assert "--turn" in capsys.readouterr().err
