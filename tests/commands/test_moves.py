"""``lexitile moves``: GCG turns and CGP positions, text and JSON output, exit codes."""

from __future__ import annotations

import functools
import json
import random

import pytest

from lexitile.cli import main
from lexitile.games.crossword.catalog import load_rules
from lexitile.games.crossword.engine.automaton import automaton_for_lexicon
from lexitile.games.crossword.engine.leaves import load_leaves
from lexitile.games.crossword.engine.robots import Robot
from lexitile.games.crossword.records.cgp import cgp_from_game
from lexitile.games.crossword.records.gcg import parse_gcg
from lexitile.games.crossword.records.replay import replay_record
from lexitile.games.crossword.rules.events import EventKind
from lexitile.games.crossword.rules.game import Game
from lexitile.games.crossword.rules.make_move import make_move
from lexitile.games.crossword.rules.placement import placement_from_notation
from lexitile.games.crossword.selfplay import play_game
from lexitile.lexicon import load_lexicon


@functools.lru_cache(maxsize=1)
def english():
    lexicon = load_lexicon("en")
    return lexicon, automaton_for_lexicon(lexicon)


@pytest.fixture(scope="module")
def game_file(tmp_path_factory):
    lexicon, automaton = english()
    robots = [
        Robot("hard", automaton, lexicon, random.Random(1)),
        Robot("medium", automaton, lexicon, random.Random(2)),
    ]
    res = play_game(load_rules("tournament"), robots, 21, lexicon)
    assert res.violations == []
    path = tmp_path_factory.mktemp("moves") / "game.gcg"
    path.write_text(res.gcg, encoding="utf-8")
    return path


def run_json(capsys, argv):
    code = main(argv)
    captured = capsys.readouterr()
    assert code == 0, captured.err
    return [json.loads(line) for line in captured.out.splitlines()]


def test_every_recorded_play_is_listed_with_its_score(game_file, capsys):
    record = parse_gcg(game_file.read_text(encoding="utf-8"))
    rp = replay_record(record)
    turns = [i for i, e in enumerate(record.events) if e.kind.is_turn]
    for n in (1, 2, 5, 9):
        i = turns[n - 1]
        e = record.events[i]
        if e.kind is not EventKind.PLAY:
            continue
        rows = run_json(capsys, ["moves", str(game_file), "--turn", str(n), "--all", "--json"])
        board = rp.board_after(i - 1)
        want = set(rp.steps[i].placement.tiles)
        found = [r for r in rows if set(placement_from_notation(board, *r["move"].split(" ")).tiles) == want]
        assert len(found) == 1, (n, e.raw)
        assert found[0]["score"] == e.score
        for r in rows:
            assert set(r) == {"move", "score", "leave", "equity"}
        equities = [r["equity"] for r in rows]
        assert equities == sorted(equities, reverse=True)


def test_json_fields_leave_and_equity(game_file, capsys):
    rows = run_json(capsys, ["moves", str(game_file), "--turn", "3", "--json", "--top", "5"])
    assert len(rows) == 5
    table = load_leaves(load_rules("tournament").tileset)
    record = parse_gcg(game_file.read_text(encoding="utf-8"))
    rack = [e for e in record.events if e.kind.is_turn][2].rack
    for r in rows:
        _coord, word = r["move"].split(" ")
        played = [ch for ch in word if ch != "."]
        rest = list(rack)
        for ch in played:
            rest.remove("?" if ch.islower() else ch)
        assert r["leave"] == "".join(sorted(rest))
        assert r["equity"] == pytest.approx(r["score"] + table.value(r["leave"]), abs=0.01)


def test_text_output_and_top(game_file, capsys):
    assert main(["moves", str(game_file), "--turn", "2", "--top", "3"]) == 0
    out = capsys.readouterr().out.splitlines()
    assert "before turn 2" in out[0] and "legal plays" in out[0]
    assert out[1].split() == ["#", "move", "score", "leave", "equity"]
    assert len(out) == 2 + 3
    assert out[2].split()[0] == "1"


def test_rack_option_overrides_the_recorded_rack(game_file, capsys):
    rows = run_json(capsys, ["moves", str(game_file), "--turn", "1", "--rack", "QUIZ", "--all", "--json"])
    assert rows and all(set(r["move"].split(" ")[1]) <= set("QUIZ") for r in rows)
    assert any(r["move"].endswith("QUIZ") for r in rows)


def test_cgp_position_lists_the_same_moves_as_the_game(capsys):
    lexicon, automaton = english()
    rules = load_rules("mattel")
    game = Game(rules, ["A", "B"], seed=5, lexicon=lexicon)
    robot = Robot("medium", automaton, lexicon)
    for _ in range(4):
        make_move(game, robot.choose(game))
    cgp = cgp_from_game(game, "en")
    rows = run_json(capsys, ["moves", "--cgp", cgp, "--all", "--json"])
    from lexitile.games.crossword.engine.movegen import generate_moves

    moves = generate_moves(game.board, game.rack, rules.tileset, automaton)
    assert len(rows) == len(moves)
    assert sorted(r["score"] for r in rows) == sorted(m.score for m in moves)
    assert rows[0]["equity"] == pytest.approx(Robot("hard", automaton, lexicon).ranked(game, moves)[0][0], abs=0.01)


def test_cgp_with_a_foreign_lexicon_name_uses_the_tile_languages_list(capsys):
    cgp = "15/15/15/15/15/15/15/15/15/15/15/15/15/15/15 AELNOQT/ 0/0 0 lex NWL18; lm -2;"
    assert main(["moves", "--cgp", cgp, "--top", "2"]) == 0
    out = capsys.readouterr().out
    assert "lexicon en" in out and "QAT" in out


def test_no_legal_play_is_not_an_error(capsys, tmp_path):
    words = tmp_path / "tiny.txt"
    words.write_text("AB\nBA\n", encoding="utf-8")
    cgp = "15/15/15/15/15/15/15/15/15/15/15/15/15/15/15 CDEFGHI/ 0/0 0"
    assert main(["moves", "--cgp", cgp, "--lexicon", str(words)]) == 0
    assert "no legal play" in capsys.readouterr().out
    assert main(["moves", "--cgp", cgp, "--lexicon", str(words), "--json"]) == 0
    assert capsys.readouterr().out == ""


@pytest.mark.parametrize(
    "argv,message",
    [
        (["moves"], "give FILE.gcg --turn N or --cgp"),
        (["moves", "nosuchfile.gcg", "--turn", "1"], "file not found"),
        (["moves", "GAME", "--turn", "0"], "turn 0 does not exist"),
        (["moves", "GAME", "--turn", "999"], "turn 999 does not exist"),
        (["moves", "GAME"], "--turn N is needed"),
        (["moves", "GAME", "--turn", "1", "--rack", "AB1"], "'1' is not a tile"),
        (["moves", "GAME", "--turn", "1", "--rack", "ABCDEFGH"], "at most 7"),
        (["moves", "GAME", "--turn", "1", "--lexicon", "klingon"], "unknown lexicon"),
        (["moves", "GAME", "--turn", "1", "--top", "0"], "--top must be at least 1"),
        (["moves", "--cgp", "15/15 A/ 0/0"], "at least 4"),
        (["moves", "--cgp", "15/15/15/15/15/15/15/15/15/15/15/15/15/15/15 / 0/0 0"], "no rack"),
        (["moves", "--cgp", "15/15/15/15/15/15/15/15/15/15/15/15/15/15/15 A/ 0/0 0 ld martian;"], "unknown tile set"),
        (["moves", "--cgp", "15/15/15/15/15/15/15/15/15/15/15/15/15/15 A/ 0/0 0"], "14 rows"),
        (["moves", "--cgp", "x", "--turn", "2"], "--turn applies to a GCG file"),
    ],
)
def test_bad_input_is_one_line_and_exit_2(argv, message, game_file, capsys):
    argv = [str(game_file) if a == "GAME" else a for a in argv]
    assert main(argv) == 2
    err = capsys.readouterr().err
    assert message in err, err
    assert "Traceback" not in err
    assert len(err.strip().splitlines()) == 1


def test_a_gcg_that_does_not_parse_or_replay_is_exit_2(tmp_path, capsys):
    bad = tmp_path / "bad.gcg"
    bad.write_text("#player1 a A\n#player2 b B\n>a: ABC 8Z XYZ +3 3\n", encoding="utf-8")
    assert main(["moves", str(bad), "--turn", "1"]) == 0  # the position before the bad play is fine
    capsys.readouterr()
    assert main(["moves", str(bad), "--turn", "2", "--rack", "AB"]) == 2
    err = capsys.readouterr().err
    assert "cannot replay up to turn 2" in err and "Traceback" not in err
    garbage = tmp_path / "garbage.gcg"
    garbage.write_bytes(b"this is not a GCG file\n\xff\xfe")
    assert main(["moves", str(garbage), "--turn", "1"]) == 2
    err = capsys.readouterr().err
    assert err.startswith("lexitile: error:") and "Traceback" not in err and len(err.strip().splitlines()) == 1


TURN_LINES = [">a: ABCXYZE 8H CAB +14 14", ">b: DEFGHIJ - +0 0"]


@pytest.mark.parametrize("turns", [0, 1, 2])
def test_a_turn_past_the_record_names_its_count_and_the_turns_to_give(tmp_path, capsys, turns):
    path = tmp_path / "short.gcg"
    path.write_text("\n".join(["#player1 a A", "#player2 b B", *TURN_LINES[:turns]]) + "\n", encoding="utf-8")
    assert main(["moves", str(path), "--turn", "9", "--rack", "AB"]) == 2
    err = capsys.readouterr().err
    counted = {0: "has no turns", 1: "has 1 turn:", 2: "has 2 turns:"}[turns]
    assert counted in err, err
    assert ("--turn 1 is the position before the first" if turns == 0 else f"--turn 1 to {turns + 1} ") in err, err
    assert "1 turns" not in err and "Traceback" not in err
    # the top of the range it names is accepted: the position after the last turn
    assert main(["moves", str(path), "--turn", str(turns + 1), "--rack", "AB", "--json"]) == 0
    capsys.readouterr()
