"""``lexitile selfplay`` for tables of 2-4 robots: ``--seats``, ``--seconds``/``--deals``,
the seats' rotation and the ``sides`` entries of ``--json``."""

from __future__ import annotations

import functools
import json
import math
import random

import pytest
from hypothesis import given
from hypothesis import strategies as st

from lexitile.cli import main
from lexitile.games.crossword.catalog import load_rules
from lexitile.games.crossword.engine.automaton import Automaton, automaton_for_lexicon
from lexitile.games.crossword.engine.robots import EXPERT_SECONDS, Robot
from lexitile.games.crossword.match_summary import LevelStats, seating, side_labels
from lexitile.games.crossword.selfplay import play_game, run_match
from lexitile.lexicon import Lexicon, load_lexicon


@functools.lru_cache(maxsize=1)
def english() -> tuple[Lexicon, Automaton]:
    lexicon = load_lexicon("en")
    return lexicon, automaton_for_lexicon(lexicon)


def _json_run(argv: list[str], capsys: pytest.CaptureFixture[str]) -> dict:
    assert main(["selfplay", *argv, "--json"]) == 0
    return json.loads(capsys.readouterr().out)


@pytest.mark.parametrize(
    ("seats", "games"),
    [("medium,easy,medium", 3), ("easy,medium,medium,easy", 4), ("medium,easy,medium", 4)],
)
def test_a_table_of_three_or_four_rotates_the_start_and_reports_every_side(seats, games, capsys):
    obj = _json_run(["--seats", seats, "--games", str(games), "--seed", "11"], capsys)
    levels = seats.split(",")
    n = len(levels)
    # today's keys are kept
    for key in ("games", "seed", "rules", "lexicon", "seconds", "games_per_second", "turns_per_game", "ends"):
        assert key in obj
    assert obj["games"] == games and obj["violations"] == [] and obj["checked"] is True
    sides = obj["sides"]
    assert [s["level"] for s in sides] == levels
    assert len({s["label"] for s in sides}) == n
    # every side starts equally often; with a remainder the first sides start once more
    assert [s["starts"] for s in sides] == [games // n + (1 if i < games % n else 0) for i in range(n)]
    for s in sides:
        assert s["games"] == games and s["mean_score"] > 0
        assert s["simulated"] is False and s["simulated_moves"] == 0 and s["deals_per_move"] is None
        # the spread of thinking times: a median no higher than the 95th percentile
        assert 0 < s["ms_per_move_median"] <= s["ms_per_move_p95"]
    # ties count as shares: the sides' win rates add up to one
    assert math.isclose(sum(s["win_rate"] for s in sides), 1.0, abs_tol=1e-3)


def test_the_text_summary_names_every_side_and_its_starts(capsys):
    assert main(["selfplay", "--seats", "easy,medium,easy", "--games", "3", "--seed", "2"]) == 0
    out = capsys.readouterr().out
    assert "easy vs medium vs easy" in out and "easy#2" in out and "starts" in out
    assert "invariants: all held" in out


@given(st.integers(2, 4), st.integers(1, 40))
def test_seating_gives_each_side_every_seat_and_the_start_in_turn(n, games):
    starts = [0] * n
    for i in range(games):
        seats = seating(i, n)
        assert sorted(seats) == list(range(n))
        starts[seats[0]] += 1
    assert max(starts) - min(starts) <= 1
    assert starts == sorted(starts, reverse=True)
    if games % n == 0:
        assert len(set(starts)) == 1


def test_the_thinking_time_median_and_p95_are_those_of_the_moves():
    side = LevelStats("hard", move_ms=[float(ms) for ms in range(1, 101)], moves=100, ms=5050.0)
    assert side.ms_median == 50.5
    assert side.ms_p95 == pytest.approx(95.05)
    assert side.to_json()["ms_per_move_median"] == 50.5 and side.to_json()["ms_per_move"] == 50.5
    assert LevelStats("easy").ms_p95 == 0.0 and LevelStats("easy", move_ms=[7.0]).ms_p95 == 7.0


def test_side_labels_are_distinct():
    assert side_labels(["expert", "hard", "hard", "hard"]) == ["expert", "hard", "hard#2", "hard#3"]


def test_a_shared_top_score_counts_as_a_share_for_each_side():
    lexicon, automaton = english()
    rules = load_rules("mattel")
    summary = run_match(rules, automaton, lexicon, ("medium", "medium", "medium"), 3, seed=5, check_gcg=False)
    assert math.isclose(sum(s.points for s in summary.sides), 3.0)
    assert sum(s.starts for s in summary.sides) == 3


def test_the_first_seat_moves_first_when_asked():
    lexicon, automaton = english()
    rules = load_rules("mattel")
    robots = [Robot("medium", automaton, lexicon, random.Random(i)) for i in range(3)]
    seen: list[int] = []
    play_game(rules, robots, 8, lexicon, first_player=2, observer=lambda g, seat, a, e: seen.append(seat), check=False)
    assert seen[:3] == [2, 0, 1]


@pytest.mark.parametrize(
    ("argv", "message"),
    [
        (["--seats", "hard,medium", "--level", "hard"], "either with --seats or with --level/--vs"),
        (["--seats", "hard,medium", "--vs", "easy"], "either with --seats or with --level/--vs"),
        (["--seconds", "1", "--deals", "4"], "either --seconds or --deals"),
        (["--seats", "hard"], "a table seats 2 to 4"),
        (["--seats", "hard,easy,medium,hard,easy"], "a table seats 2 to 4"),
        (["--seats", "hard,grandmaster"], "unknown level 'grandmaster'"),
        (["--deals", "0"], "at least 1 deal"),
        (["--seconds", "0"], "seconds above 0"),
        (["--game", "crosswise", "--deals", "3"], "--game crosswise has none"),
    ],
)
def test_bad_seats_and_budgets_exit_2_with_one_line(argv, message, capsys):
    assert main(["selfplay", "--games", "1", *argv]) == 2
    captured = capsys.readouterr()
    err = captured.err
    assert message in err and "Traceback" not in err and len(err.strip().splitlines()) == 1
    assert captured.out == ""


def test_level_and_vs_stay_the_shorthand_for_two_seats(capsys):
    obj = _json_run(["--level", "medium", "--vs", "easy", "--games", "2", "--seed", "3"], capsys)
    assert [s["level"] for s in obj["sides"]] == ["medium", "easy"]
    assert [s["starts"] for s in obj["sides"]] == [1, 1]


def test_deals_reach_the_expert_robot():
    lexicon, automaton = english()
    rules = load_rules("mattel")
    summary = run_match(rules, automaton, lexicon, ("expert", "medium"), 1, seed=4, think_deals=2, workers=1)
    expert = summary.sides[0]
    assert expert.simulated_moves > 0
    assert expert.deals_per_move == 2
    assert summary.sides[1].simulated_moves == 0 and summary.violations == []
    # a fixed number of deals (and the endgame bounded by work, not time) replays the same game
    again = run_match(rules, automaton, lexicon, ("expert", "medium"), 1, seed=4, think_deals=2, workers=1)
    assert [s.score for s in again.sides] == [s.score for s in summary.sides]


def test_deals_on_the_command_line_report_the_expert_simulated(capsys):
    obj = _json_run(["--seats", "expert,medium", "--deals", "2", "--games", "1", "--seed", "4"], capsys)
    expert, medium = obj["sides"]
    assert expert["simulated"] is True and expert["simulated_moves"] > 0 and expert["deals_per_move"] == 2
    assert medium["simulated"] is False and medium["deals_per_move"] is None


def test_an_expert_at_a_table_of_three_reports_its_simulated_moves(capsys):
    obj = _json_run(["--seats", "expert,medium,medium", "--deals", "2", "--games", "1", "--seed", "6"], capsys)
    expert, *mediums = obj["sides"]
    assert expert["simulated"] is True and expert["simulated_moves"] > 0 and expert["deals_per_move"] >= 1
    assert all(m["simulated"] is False and m["deals_per_move"] is None for m in mediums)


def test_the_robot_takes_a_number_of_deals_or_the_default_budget():
    _, automaton = english()
    robot = Robot("expert", automaton)
    assert robot.think_seconds == EXPERT_SECONDS and robot.think_deals is None
    assert Robot("expert", automaton, think_deals=7).think_deals == 7
    with pytest.raises(ValueError, match="at least 1"):
        Robot("expert", automaton, think_deals=0)
