"""The package's log records never reach standard error by themselves: with nothing
configuring logging, Python prints a warning through its last-resort handler, so a save
that failed was reported twice by ``lexitile play`` (the warning and the error line).
Run as a real process: under pytest the root logger has handlers and the last resort
never shows."""

from __future__ import annotations

import os
import pty
import subprocess
import sys
from pathlib import Path


def test_an_unwritable_data_folder_is_reported_once(tmp_path: Path) -> None:
    blocker = tmp_path / "a-file"
    blocker.write_text("not a folder\n", encoding="utf-8")
    env = {
        **os.environ,
        "LEXITILE_DATA_DIR": str(blocker / "data"),
        "HOME": str(tmp_path),
        "XDG_CONFIG_HOME": str(tmp_path / "config"),
    }
    # standard input a terminal (a pty): a command that opens a screen refuses to run
    # without one, before it would try to save
    master, terminal = pty.openpty()
    try:
        done = subprocess.run(
            [sys.executable, "-m", "lexitile", "play", "--players", "Ann,Bo", "--lexicon", "en"],
            check=False,
            env=env,
            capture_output=True,
            text=True,
            stdin=terminal,
            timeout=120,
        )
    finally:
        os.close(master)
        os.close(terminal)
    assert done.returncode == 2, done.stderr
    lines = done.stderr.splitlines()
    assert len(lines) == 1, done.stderr
    assert lines[0].startswith("lexitile: error: could not save the game: ") and "Not a directory" in lines[0]
