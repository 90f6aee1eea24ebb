"""Fixtures for the app's tests: a private data directory per test."""

from __future__ import annotations

from pathlib import Path

import pytest


@pytest.fixture(autouse=True)
def data_dir(data_dir: Path) -> Path:
    """Every test saves into its own data directory (the suite's ``data_dir``,
    ``tests/conftest.py``), whether it asks for it or not."""
    return data_dir
