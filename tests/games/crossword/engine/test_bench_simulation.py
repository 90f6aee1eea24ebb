"""benchmarks/bench_simulation.py's interface: the JSON object's keys, exit 2 without
the compiled core when it is asked for (the figure itself is the benchmark's, not a test's)."""

from __future__ import annotations

import importlib.util
import json
from pathlib import Path

import pytest

from lexitile.games.crossword.engine import accel

SCRIPT = Path(__file__).resolve().parents[4] / "benchmarks" / "bench_simulation.py"


def bench():
    spec = importlib.util.spec_from_file_location("bench_simulation", SCRIPT)
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def test_without_the_compiled_core_asking_for_it_exits_2(monkeypatch, capsys):
    module = bench()
    monkeypatch.setattr(accel, "available", lambda: False)
    assert module.main(["--path", "c", "--json"]) == 2
    assert "compiled core is not installed" in capsys.readouterr().err


def test_mid_game_positions_come_from_the_fixtures_with_a_bag_left():
    module = bench()
    games = module.mid_game_positions(50)
    assert len(games) == 50
    assert all(len(g.players) == 2 and len(g.bag) > 20 and len(g.rack) == 7 for g in games)
    assert len({"".join(t or "." for t in g.board.squares) for g in games}) == 50


@pytest.mark.parametrize("path", ["c", "pure"])
def test_json_prints_one_object_with_the_figures(path, capsys):
    if path == "c" and not accel.available():
        pytest.skip("the compiled core is not installed")
    module = bench()
    try:
        assert module.main(["--path", path, "--json", "--positions", "2", "--deals", "1"]) == 0
    finally:
        accel.set_backend("c" if accel.available() else "pure")
    report = json.loads(capsys.readouterr().out)
    assert set(report) == {"path", "positions", "playouts", "seconds", "processes", "playouts_per_second_per_core"}
    assert report["path"] == path and report["positions"] == 2 and report["processes"] == 1
    assert report["playouts"] > 0 and report["playouts_per_second_per_core"] > 0
