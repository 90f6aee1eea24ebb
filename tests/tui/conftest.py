"""Fixtures for the app's tests: a private data directory per test."""

from __future__ import annotations

from pathlib import Path

import pytest


@pytest.fixture(autouse=True)
def data_dir(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    """Every test saves into its own data directory (``$LEXITILE_DATA_DIR``), and
    ``~`` points into the test's folder so shown paths are stable."""
    folder = tmp_path / "data"
    monkeypatch.setenv("LEXITILE_DATA_DIR", str(folder))
    monkeypatch.setenv("HOME", str(tmp_path))
    return folder
