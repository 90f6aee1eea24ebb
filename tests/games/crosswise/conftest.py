"""Fixtures of the Crosswise tests: the shipped components and position helpers."""

from __future__ import annotations

import pytest

from lexitile.games.crosswise.components import Components
from lexitile.games.crosswise.files import load_components


@pytest.fixture(scope="session")
def comps() -> Components:
    """The standard components (``data/crosswise/standard.toml``)."""
    return load_components()
