"""``lexitile duplicate`` and ``lexitile selfplay --game duplicate`` from the command line."""

from __future__ import annotations

import json

import pytest
from duplicate_helpers import new_game

from lexitile.cli import main
from lexitile.games.duplicate.files import save_record
from lexitile.games.duplicate.robots import DuplicateRobot
from lexitile.games.duplicate.setup import GameSetup


def test_selfplay_through_the_selfplay_command_prints_the_summary_object(capsys):
    assert main(["selfplay", "--game", "duplicate", "--seats", "hard,easy", "--games", "2", "--json"]) == 0
    data = json.loads(capsys.readouterr().out)
    assert data["game"] == "duplicate" and data["games"] == 2 and data["violations"] == []
    assert [s["level"] for s in data["sides"]] == ["hard", "easy"]
    hard, easy = data["sides"]
    assert hard["total"] == data["top_total"] and hard["share_of_top"] == 1.0
    assert 0 < easy["share_of_top"] < 1 and set(hard) == {"level", "total", "share_of_top"}


def test_selfplay_in_another_language_prints_shares(capsys):
    assert main(["duplicate", "--selfplay", "1", "--robot", "A:hard", "--robot", "B:medium", "--lang", "pt_BR"]) == 0
    out = capsys.readouterr().out
    assert "A (hard)" in out and "100.0% of the top" in out and "pt_BR" in out


@pytest.mark.parametrize(
    ("argv", "message"),
    [
        (["selfplay", "--game", "duplicate", "--seats", "expert,hard", "--games", "1"], "unknown level 'expert'"),
        (["duplicate", "--selfplay", "1", "--robot", "A:hard", "--players", "A,B,C,D,E"], "1 to 4 seats"),
        (["duplicate", "--selfplay", "0"], "at least 1"),
        (["duplicate", "--selfplay", "1", "--rules", "nosuch"], "nosuch"),
    ],
)
def test_bad_options_are_one_line_and_exit_2(argv, message, capsys):
    assert main(argv) == 2
    err = capsys.readouterr().err
    assert message in err and "Traceback" not in err and len(err.strip().splitlines()) == 1


def test_replay_and_master_read_a_record_back(tmp_path, capsys):
    setup = GameSetup(("Ada", "Bo"), {1: "hard"})
    game = new_game(setup.players, seed=3)
    game.setup = setup
    robot = DuplicateRobot("hard")
    for _ in range(3):
        game.enter(0, None)
        game.enter_move(1, robot.choose(game))
        game.close_round()
    path = tmp_path / "g.dpl"
    save_record(path, game)
    assert main(["duplicate", "--rounds", str(path)]) == 0
    out = capsys.readouterr().out
    first = game.rounds[0]
    assert f"round 1: rack {''.join(first.rack)}" in out and f"top {first.top.notation} {first.top.score}" in out
    assert "Ada: no play 0" in out and f"Bo: {first.top.notation} {first.top.score}" in out
    assert "game in play, round 4" in out
    assert main(["duplicate", "--master", str(path)]) == 0
    gcg = capsys.readouterr().out
    assert gcg.startswith("#character-encoding UTF-8\n") and gcg.count("\n>Top: ") == 3


def test_a_record_that_does_not_replay_is_one_line(tmp_path, capsys):
    path = tmp_path / "bad.dpl"
    path.write_text(
        "lexitile-duplicate 1\nplayers: A\nrules: mattel\ntiles: english\nlexicon: en\nround 2\n", encoding="utf-8"
    )
    assert main(["duplicate", "--rounds", str(path)]) == 2
    err = capsys.readouterr().err
    assert "bad.dpl:6" in err and "expected round 1" in err


@pytest.mark.parametrize("name", ["Ann\nplay 1 8H QI", "Bo\x1b[2J", "Cy: the third"])
def test_a_name_the_record_cannot_keep_on_one_line_is_refused(name, capsys):
    assert main(["duplicate", "--selfplay", "1", "--players", name, "--robot", "Robo:hard"]) == 2
    err = capsys.readouterr().err
    assert len(err.strip().splitlines()) == 1 and "Traceback" not in err
