"""The rules package is pure: no file access outside ``files.py``, no Textual."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

import lexitile.games.crosswise

PACKAGE = Path(lexitile.games.crosswise.__file__).parent


def test_importing_the_rules_loads_neither_textual_nor_files():
    code = (
        "import sys, lexitile.games.crosswise, lexitile.games.crosswise.robots, lexitile.games.crosswise.record;"
        "bad = [m for m in sys.modules if m.startswith('textual') or m == 'lexitile.games.crosswise.files'];"
        "print(bad)"
    )
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True).stdout
    assert out.strip() == "[]"


def test_no_io_calls_outside_files_py():
    for path in PACKAGE.glob("*.py"):
        if path.name == "files.py":
            continue
        text = path.read_text(encoding="utf-8")
        for needle in ("open(", "read_text", "write_text", "import os", "pathlib", "import textual", "from textual"):
            assert needle not in text, f"{path.name} uses {needle}"
