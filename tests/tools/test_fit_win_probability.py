"""tools/fit_win_probability.py: the observations it reads from saved games, and a fit
that finds the constants of data drawn from the model itself."""

from __future__ import annotations

import itertools
import math
import random
import sys
from pathlib import Path

import pytest

sys.path.insert(0, str(Path(__file__).resolve().parents[2] / "tools"))

from fit_win_probability import Observation, calibration, fit, gcg_files, main, observations

GAMES = Path(__file__).resolve().parents[1] / "data" / "games"


def _drawn(n: int, sd: float, per_tile: float, on_turn: float, seed: int) -> list[Observation]:
    """Positions whose results follow the model: the spread still to come is normal."""
    rng = random.Random(seed)
    data = []
    for _ in range(n):
        bag = rng.randrange(0, 37)
        spread = round(rng.gauss(0, 60))
        first_on_turn = rng.random() < 0.5
        to_come = rng.gauss(on_turn if first_on_turn else -on_turn, math.sqrt(sd * sd + per_tile * bag))
        data.append(Observation(spread, bag, first_on_turn, 1.0 if spread + to_come > 0 else 0.0))
    return data


def test_the_fit_finds_the_constants_the_data_were_drawn_with():
    data = _drawn(1200, sd=25, per_tile=120, on_turn=12, seed=7)
    model = fit(data, rounds=2)
    assert model.sd_empty_bag == pytest.approx(25, abs=10)
    assert model.variance_per_tile == pytest.approx(120, abs=70)
    assert model.on_turn_points == pytest.approx(12, abs=6)
    # and the calibration it prints agrees with the results, bucket by bucket
    for _, count, predicted, result in calibration(data, model):
        assert abs(predicted - result) < 4 / math.sqrt(count) + 0.02


def test_a_saved_two_player_game_gives_one_position_per_turn_near_the_end():
    path = min(GAMES.glob("mattel-2p-*.gcg"))
    seen = observations(path, max_bag=36)
    assert seen, "a finished two-player game passes through a bag of 36 tiles or fewer"
    assert all(0 <= o.bag <= 36 for o in seen)
    assert len({o.result for o in seen}) == 1  # one game, one result
    bags = [o.bag for o in seen]
    assert bags == sorted(bags, reverse=True)  # the bag only empties
    # turns alternate while nobody passes twice: the player on turn changes most turns
    assert sum(a.first_on_turn != b.first_on_turn for a, b in itertools.pairwise(seen)) >= len(seen) // 2


def test_games_of_three_or_four_are_not_observations():
    for path in sorted(GAMES.glob("mattel-[34]p-*.gcg")):
        assert observations(path, max_bag=36) == []


def test_the_command_line_refuses_a_missing_path_and_folders_without_games(tmp_path, capsys):
    assert main([str(tmp_path / "nothing-here")]) == 2
    assert "no such file or folder" in capsys.readouterr().err
    assert main([str(tmp_path)]) == 2
    assert "no finished two-player game" in capsys.readouterr().err
    assert gcg_files([GAMES]) == sorted(GAMES.glob("*.gcg"))
