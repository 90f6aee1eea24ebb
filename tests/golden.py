"""The switch that regenerates golden files under ``tests/data`` on purpose, never by accident.

Golden files (the move lists of ``tests/data/positions``) are compared byte for byte; a
difference fails the test with the first differing lines. They are rewritten only when
the run asks for it:

* ``python -m pytest tests/data_fixtures --update-golden``, or
* ``LEXITILE_UPDATE_GOLDEN=1 python -m pytest tests/data_fixtures``.

Any other value of the variable (``0``, ``yes``, empty) is refused with an error rather
than read as "no", and CI (``CI=true``) never rewrites: there the switch is an error, so a
CI run can only check; both are refused at start-up. ``tests/conftest.py`` imports the
hooks :func:`pytest_addoption` and :func:`pytest_configure` from here.
"""

from __future__ import annotations

import os
import tempfile
from pathlib import Path

import pytest

OPTION = "--update-golden"
ENVIRONMENT = "LEXITILE_UPDATE_GOLDEN"


def pytest_addoption(parser: pytest.Parser) -> None:
    """Register ``--update-golden``."""
    parser.addoption(
        OPTION,
        action="store_true",
        default=False,
        help=f"rewrite the golden files under tests/data from the oracles (also: {ENVIRONMENT}=1)",
    )


def pytest_configure(config: pytest.Config) -> None:
    """Refuse a wrong switch once, at start-up, with pytest's usage error (exit status 4)."""
    updating(config)


def updating(config: pytest.Config) -> bool:
    """True when this run was asked to rewrite golden files.

    Raises:
        pytest.UsageError: the environment variable has a value other than ``1``, or the
            switch is given under CI.
    """
    value = os.environ.get(ENVIRONMENT)
    if value not in (None, "1"):
        raise pytest.UsageError(f"{ENVIRONMENT}={value!r}: set it to 1 to rewrite the golden files, or unset it")
    wanted = bool(config.getoption(OPTION)) or value == "1"
    if wanted and os.environ.get("CI", "").lower() in ("1", "true", "yes"):
        raise pytest.UsageError(f"{OPTION} / {ENVIRONMENT} is refused under CI: golden files are only checked there")
    return wanted


def write_atomically(path: Path, text: str) -> None:
    """Replace ``path`` with ``text`` (UTF-8) in one step."""
    path.parent.mkdir(parents=True, exist_ok=True)
    fd, tmp = tempfile.mkstemp(prefix=f".{path.name}.", dir=path.parent)
    try:
        with os.fdopen(fd, "w", encoding="utf-8", newline="\n") as f:
            f.write(text)
        os.replace(tmp, path)
    except BaseException:
        Path(tmp).unlink(missing_ok=True)
        raise


def check_golden(config: pytest.Config, path: Path, text: str) -> None:
    """Fail unless ``path`` holds exactly ``text``; rewrite it instead when updating."""
    if updating(config):
        if not path.is_file() or path.read_text(encoding="utf-8") != text:
            write_atomically(path, text)
        return
    if not path.is_file():
        pytest.fail(f"golden file {path} is missing: make it on purpose with {OPTION}")
    old = path.read_text(encoding="utf-8")
    if old == text:
        return
    old_lines, new_lines = old.splitlines(), text.splitlines()
    shown = []
    for i, (a, b) in enumerate(zip(old_lines, new_lines), 1):
        if a != b:
            shown.append(f"line {i}: golden {a!r}, now {b!r}")
        if len(shown) == 5:
            break
    if not shown:
        shown.append(f"golden has {len(old_lines)} lines, now {len(new_lines)}")
    pytest.fail(f"{path} differs ({OPTION} rewrites it on purpose):\n" + "\n".join(shown))
