"""The --update-golden switch rewrites golden files on purpose only (tests/golden.py)."""

from __future__ import annotations

from pathlib import Path

import _pytest.outcomes
import pytest

from golden import ENVIRONMENT, OPTION, check_golden, updating


class _Config:
    def __init__(self, flag: bool):
        self.flag = flag

    def getoption(self, name: str) -> bool:
        assert name == OPTION
        return self.flag


@pytest.fixture(autouse=True)
def _no_switch_outside(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.delenv(ENVIRONMENT, raising=False)
    monkeypatch.delenv("CI", raising=False)


def test_a_mismatch_fails_and_leaves_the_file(tmp_path: Path) -> None:
    path = tmp_path / "x.moves"
    path.write_text("old\n", encoding="utf-8")
    with pytest.raises(_pytest.outcomes.Failed, match="line 1: golden 'old', now 'new'"):
        check_golden(_Config(False), path, "new\n")
    assert path.read_text(encoding="utf-8") == "old\n"


def test_a_missing_file_fails_and_is_not_made(tmp_path: Path) -> None:
    with pytest.raises(_pytest.outcomes.Failed, match="missing"):
        check_golden(_Config(False), tmp_path / "x.moves", "new\n")
    assert not (tmp_path / "x.moves").exists()


def test_the_option_rewrites(tmp_path: Path) -> None:
    path = tmp_path / "x.moves"
    path.write_text("old\n", encoding="utf-8")
    check_golden(_Config(True), path, "new\n")
    assert path.read_text(encoding="utf-8") == "new\n"
    assert list(tmp_path.iterdir()) == [path], "a temporary file was left behind"


def test_the_variable_rewrites_only_when_1(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    path = tmp_path / "x.moves"
    monkeypatch.setenv(ENVIRONMENT, "1")
    check_golden(_Config(False), path, "new\n")
    assert path.read_text(encoding="utf-8") == "new\n"
    for value in ("0", "yes", "", "true"):
        monkeypatch.setenv(ENVIRONMENT, value)
        with pytest.raises(pytest.UsageError, match="set it to 1"):
            updating(_Config(False))


def test_ci_never_rewrites(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("CI", "true")
    with pytest.raises(pytest.UsageError, match="refused under CI"):
        check_golden(_Config(True), tmp_path / "x.moves", "new\n")
    assert not (tmp_path / "x.moves").exists()
    assert updating(_Config(False)) is False


def test_the_option_is_registered(request: pytest.FixtureRequest) -> None:
    assert request.config.getoption(OPTION) in (True, False)
