"""Headless robot games (``lexitile.games.crossword.selfplay`` and ``lexitile selfplay``): the
invariants hold on seeded games, and a broken invariant is caught."""

from __future__ import annotations

import functools
import json
import random
from collections import Counter

import pytest

from lexitile.cli import main
from lexitile.games.crossword.catalog import load_rules
from lexitile.games.crossword.engine.automaton import Automaton, automaton_for_lexicon
from lexitile.games.crossword.engine.robots import Robot
from lexitile.games.crossword.records.gcg import parse_gcg
from lexitile.games.crossword.rules.game import Game
from lexitile.games.crossword.selfplay import check_invariants, check_record, play_game, run_match
from lexitile.lexicon import Lexicon, load_lexicon


@functools.lru_cache(maxsize=1)
def english() -> tuple[Lexicon, Automaton]:
    lexicon = load_lexicon("en")
    return lexicon, automaton_for_lexicon(lexicon)


@pytest.mark.slow
@pytest.mark.parametrize("rules_name", ["mattel", "tournament"])
def test_seeded_matches_keep_every_invariant(rules_name):
    lexicon, automaton = english()
    rules = load_rules(rules_name)
    for levels in (("hard", "medium"), ("easy", "hard")):
        summary = run_match(rules, automaton, lexicon, levels, 3, seed=100)
        assert summary.violations == []
        assert summary.games == 3
        assert sum(summary.ends.values()) == 3 and "unfinished" not in summary.ends
        a, b = summary.sides
        assert a.games == b.games == 3
        assert a.wins + b.wins + a.draws == 3 or a.draws == b.draws
        assert a.moves > 0 and b.moves > 0 and a.ms > 0


def test_a_game_result_has_consistent_figures_and_a_verified_record():
    lexicon, automaton = english()
    rules = load_rules("mattel")
    robots = [
        Robot("hard", automaton, lexicon, random.Random(1)),
        Robot("medium", automaton, lexicon, random.Random(2)),
    ]
    seen = []
    res = play_game(
        rules, robots, 7, lexicon, observer=lambda g, seat, action, event: seen.append((seat, action, event))
    )
    assert res.violations == []
    assert res.end in ("went-out", "scoreless")
    assert res.turns == len(seen) == sum(res.moves)
    assert res.winners and all(0 <= w < 2 for w in res.winners)
    record = parse_gcg(res.gcg)
    assert sorted(p.nick for p in record.players) == ["hard1", "medium2"]
    assert record.events[-1].cumulative in res.scores
    # the same seed and robots play the same game
    robots2 = [
        Robot("hard", automaton, lexicon, random.Random(1)),
        Robot("medium", automaton, lexicon, random.Random(2)),
    ]
    assert play_game(rules, robots2, 7, lexicon).scores == res.scores


def test_check_invariants_catches_lost_created_tiles_and_wrong_scores():
    rules = load_rules("mattel")
    game = Game(rules, ["A", "B"], seed=3)
    full = Counter(rules.tileset.full_bag())
    assert check_invariants(game, full) == []
    lost = game.bag.tiles.pop()
    problems = check_invariants(game, full)
    assert any("lost" in p and lost in p for p in problems)
    game.bag.tiles.append(lost)
    game.racks[0].append("Z")
    problems = check_invariants(game, full)
    assert any("created" in p for p in problems)
    assert any("holds 8 tiles" in p for p in problems)
    game.racks[0].pop()
    game.scores[1] += 5
    assert any(p.startswith("scores:") for p in check_invariants(game, full))


def test_check_record_reports_a_record_that_does_not_verify():
    rules = load_rules("tournament")
    game = Game(rules, ["A", "B"], seed=3)
    game.pass_turn()
    problems, text, notes = check_record(game, ["A", "B"], None)
    assert problems == [] and notes == [] and text is not None
    # a hand-broken history: the running total no longer adds up
    from dataclasses import replace

    game.history[0] = replace(game.history[0], score=3, cumulative=3)
    problems, _, _ = check_record(game, ["A", "B"], None)
    assert problems


@pytest.mark.parametrize("rules_name", ["tournament", "mattel", "palavras"])
def test_scoreless_endings_verify(rules_name):
    """Six scoreless turns (tournament), Mattel's four and Palavras Cruzadas' two passes:
    the record states the rule (the writer's ``lexitile:rules`` note) and verifies; with
    a writer that cannot state it, the record is verified up to the settlement and noted."""
    from lexitile.games.crossword.records import gcg_writer

    game = Game(load_rules(rules_name), ["A", "B"], seed=1)
    while not game.is_over:
        game.pass_turn()
    problems, _text, notes = check_record(game, ["A", "B"], None)
    assert problems == []
    if hasattr(gcg_writer, "rules_note"):
        assert notes == []
    # a wrong penalty is still caught
    from dataclasses import replace

    from lexitile.games.crossword.rules.events import EventKind

    i = next(k for k, e in enumerate(game.history) if e.kind is EventKind.END_RACK_PENALTY)
    e = game.history[i]
    game.history[i] = replace(e, score=e.score - 1, cumulative=e.cumulative - 1)
    game.scores[e.player] -= 1
    problems, _, _ = check_record(game, ["A", "B"], None)
    assert problems


def test_selfplay_command_text_and_json(capsys):
    assert main(["selfplay", "--games", "2", "--seed", "3", "--level", "medium", "--vs", "easy"]) == 0
    out = capsys.readouterr().out
    assert "medium" in out and "easy" in out and "games/s" in out
    assert "invariants: all held" in out
    assert main(["selfplay", "--games", "2", "--seed", "3", "--level", "hard", "--vs", "medium", "--json"]) == 0
    obj = json.loads(capsys.readouterr().out)
    assert obj["games"] == 2 and obj["violations"] == [] and obj["checked"] is True
    labels = [s["level"] for s in obj["sides"]]
    assert labels == ["hard", "medium"]
    for s in obj["sides"]:
        assert s["games"] == 2 and s["mean_score"] > 0 and s["ms_per_move"] > 0
        assert 0 <= s["win_rate"] <= 1


def test_selfplay_command_saves_games_that_verify(tmp_path, capsys):
    assert main(["selfplay", "--games", "2", "--seed", "9", "--level", "easy", "--save", str(tmp_path / "games")]) == 0
    files = sorted((tmp_path / "games").glob("*.gcg"))
    assert [f.name for f in files] == ["selfplay-10.gcg", "selfplay-9.gcg"]
    capsys.readouterr()
    assert main(["verify", *map(str, files)]) == 0
    assert "2 files" in capsys.readouterr().out


@pytest.mark.parametrize(
    "argv,message",
    [
        (["selfplay", "--games", "0"], "--games must be at least 1"),
        (["selfplay", "--rules", "nosuchrules"], "unknown rule set"),
        (["selfplay", "--lexicon", "nosuchlexicon"], "unknown lexicon"),
    ],
)
def test_selfplay_command_bad_input(argv, message, capsys):
    assert main(argv) == 2
    err = capsys.readouterr().err
    assert message in err and "Traceback" not in err and len(err.strip().splitlines()) == 1
