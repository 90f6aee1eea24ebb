"""A short soak in CI (issue #8): ``lexitile selfplay`` with every invariant checked
(tiles never created or lost, scores equal the sum of the move scores, every game ends,
every finished game's GCG reads back and verifies). ``benchmarks/bench_soak.py --games
1000`` is the long run; docs/reliability.md has its figures.
"""

from __future__ import annotations

import json

import pytest

from lexitile import cli

#: real processes and whole games: run with the slow tests
pytestmark = pytest.mark.slow


@pytest.fixture(autouse=True)
def _private_data(tmp_path, monkeypatch):
    monkeypatch.setenv("LEXITILE_DATA_DIR", str(tmp_path / "data"))


def selfplay(capsys, *argv: str) -> tuple[int, dict]:
    capsys.readouterr()
    rc = cli.main(["selfplay", "--json", *argv])
    out = capsys.readouterr()
    assert "Traceback" not in out.err
    return rc, json.loads(out.out.strip().splitlines()[-1])


def test_soak_mattel(capsys, tmp_path):
    rc, summary = selfplay(capsys, "--games", "8", "--seed", "101", "--save", str(tmp_path / "games"))
    assert summary["violations"] == [] and rc == 0
    assert summary["checked"] and sum(summary["ends"].values()) == 8
    gcgs = sorted(str(p) for p in (tmp_path / "games").glob("*.gcg"))
    assert len(gcgs) == 8
    capsys.readouterr()
    assert cli.main(["verify", *gcgs]) == 0, capsys.readouterr().out


@pytest.mark.parametrize("rules", ["tournament", "palavras"])
def test_soak_other_rule_sets(rules, capsys):
    rc, summary = selfplay(capsys, "--games", "2", "--seed", "1", "--rules", rules)
    assert summary["violations"] == [] and rc == 0


def test_soak_kreuzwort_seed_1(capsys):
    rc, summary = selfplay(capsys, "--games", "1", "--seed", "1", "--rules", "kreuzwort")
    assert summary["violations"] == [] and rc == 0
