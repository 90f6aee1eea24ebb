"""Access to the read-only shared test data beside the repository (``../shared``).

Tests that read it carry the ``shared`` marker (``system_wordlist`` for Debian's word
list): when the data is missing they are deselected (``tests/conftest.py``). A single
file missing from a present folder is skipped locally with the reason; in CI
(``CI=true``) it fails instead, so a missing data set can never pass silently.
"""

from __future__ import annotations

import os
from pathlib import Path

import pytest

SHARED = Path(os.environ.get("LEXITILE_SHARED", Path(__file__).resolve().parents[2] / "shared"))
#: The Debian word list (package wamerican-large) the shared golden move lists were made with.
GOLDEN_WORD_LIST = Path(os.environ.get("LEXITILE_GOLDEN_WORDS", "/usr/share/dict/american-english-large"))


def in_ci() -> bool:
    """True when running under CI (``CI=true``)."""
    return os.environ.get("CI", "").lower() in ("1", "true", "yes")


def shared_path(*parts: str) -> Path:
    """Path of a shared data file or folder; skip (locally) or fail (CI) when missing."""
    path = SHARED.joinpath(*parts)
    if not path.exists():
        message = f"shared test data missing: {path}"
        if in_ci():
            pytest.fail(message)
        pytest.skip(message)
    return path
