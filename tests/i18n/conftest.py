"""Every i18n test starts and ends in English, so no other test sees another language."""

from __future__ import annotations

import importlib.util
import sys
from pathlib import Path

import pytest

from lexitile.i18n import set_ui_language

ROOT = Path(__file__).resolve().parents[2]


@pytest.fixture(autouse=True)
def english_afterwards():
    set_ui_language("en")
    yield
    set_ui_language("en")


@pytest.fixture(scope="session")
def catalogs():
    """The catalog tool (``tools/i18n_catalogs.py``) as a module."""
    spec = importlib.util.spec_from_file_location("i18n_catalogs", ROOT / "tools" / "i18n_catalogs.py")
    module = importlib.util.module_from_spec(spec)
    sys.modules["i18n_catalogs"] = module
    spec.loader.exec_module(module)
    return module
