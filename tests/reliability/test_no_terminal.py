"""Without a terminal (standard input a file, a pipe, ``/dev/null``), every command that
would open a screen refuses at once with one line and exit status 2, instead of
starting an app that cannot read a key; the modes that only print run as before.

The commands run as real programs with ``/dev/null`` as standard input, and in the
test process with the real check (``tests/conftest.py`` gives the other tests a
terminal).
"""

from __future__ import annotations

import importlib
import io
import os
import pty
import subprocess
import sys
from pathlib import Path

import pytest

from lexitile import cli

#: The check itself, taken before the autouse fixture replaces it.
REAL_CHECK = cli.stdin_is_terminal
DATA = Path(__file__).resolve().parents[1] / "data"
GCG = DATA / "replay" / "selfplay-7.gcg"

SCREENS = {
    "lexitile": [],
    "play": ["play", "--players", "Ann,Bo", "--lexicon", "en"],
    "resume": ["resume"],
    "replay": ["replay", str(GCG)],
    "quiddler": ["quiddler", "--players", "Ann,Bo"],
    "crosswise": ["crosswise", "--players", "Ann,Bo"],
    "league --app": ["league", "--app"],
    "study": ["study"],
}


def test_every_command_that_opens_a_screen_refuses_without_a_terminal(tmp_path: Path) -> None:
    data = tmp_path / "data"
    env = {**os.environ, "LEXITILE_DATA_DIR": str(data), "TERM": "xterm-256color"}
    procs = {
        name: subprocess.Popen(
            [sys.executable, "-m", "lexitile", *argv],
            stdin=subprocess.DEVNULL,
            stdout=subprocess.PIPE,
            stderr=subprocess.PIPE,
            text=True,
            env=env,
        )
        for name, argv in SCREENS.items()
    }
    results: dict[str, tuple[int | None, str, str]] = {}
    for name, proc in procs.items():
        try:
            out, err = proc.communicate(timeout=30)
        except subprocess.TimeoutExpired:
            proc.kill()
            out, err = proc.communicate()
            results[name] = (None, out, "still running after 30 s")
            continue
        results[name] = (proc.returncode, out, err)
    for name, (code, out, err) in results.items():
        assert code == 2, (name, code, err[-300:])
        assert out == "", name
        assert len(err.splitlines()) == 1 and "standard input is not a terminal" in err, (name, err)
        assert "Traceback" not in err
    # refused before anything was written: no game saved, no league made
    assert not data.exists() or not any(p.is_file() for p in data.rglob("*"))


@pytest.fixture
def no_terminal(monkeypatch: pytest.MonkeyPatch, tmp_path: Path) -> Path:
    """The real check, standard input a file; an empty data folder."""
    monkeypatch.setattr(cli, "stdin_is_terminal", REAL_CHECK)
    monkeypatch.setattr(sys, "stdin", io.StringIO(""))
    monkeypatch.setenv("LEXITILE_DATA_DIR", str(tmp_path))
    return tmp_path


@pytest.mark.parametrize("name", list(SCREENS))
def test_the_refusal_comes_before_the_command_runs(
    no_terminal: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str], name: str
) -> None:
    argv = SCREENS[name]
    module = importlib.import_module(f"lexitile.commands.{argv[0] if argv else 'play'}")
    ran: list[object] = []
    monkeypatch.setattr(module, "run", lambda args: ran.append(args) or 0)
    assert cli.main(argv) == 2
    err = capsys.readouterr().err
    assert err.count("\n") == 1 and "opens a screen" in err
    assert ran == []  # nothing of the command ran: no word list loaded, no file read


@pytest.mark.parametrize(
    "argv",
    [
        ["resume", "--list"],
        ["league"],
        ["league", "--json"],
        ["crosswise", "--selfplay", "1", "--players", "R1,R2", "--robot", "R1:easy", "--robot", "R2:easy"],
    ],
    ids=["resume --list", "league", "league --json", "crosswise --selfplay"],
)
def test_modes_that_only_print_need_no_terminal(
    no_terminal: Path, capsys: pytest.CaptureFixture[str], argv: list[str]
) -> None:
    assert cli.main(argv) == 0
    out, err = capsys.readouterr()
    assert out and "terminal" not in err


def test_a_pseudo_terminal_is_a_terminal(monkeypatch: pytest.MonkeyPatch) -> None:
    master, slave = pty.openpty()
    try:
        with os.fdopen(slave, "r", closefd=False) as stream:
            monkeypatch.setattr(sys, "stdin", stream)
            assert REAL_CHECK()
        monkeypatch.setattr(sys, "stdin", None)
        assert not REAL_CHECK()
    finally:
        os.close(master)
        os.close(slave)
