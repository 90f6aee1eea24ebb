"""A machine without a C compiler installs lexitile with the README's command and plays.

``CC=false pip install .`` into a new virtual environment (dependencies from the
configured package index; the tests' own pip with ``--python`` when it is 22.3 or later): the install succeeds, holds no compiled move generator,
runs the pure-Python one, and a robot self-play game (``lexitile selfplay --games 1``)
ends with every invariant held. About a minute and a half on the 2-core machine.
"""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[4]


def _run(cmd: list[str], env: dict[str, str], cwd: Path, timeout: int) -> subprocess.CompletedProcess[str]:
    done = subprocess.run(cmd, env=env, cwd=cwd, capture_output=True, text=True, timeout=timeout, check=False)
    assert done.returncode == 0, (
        f"{' '.join(cmd)} exited {done.returncode}:\n{done.stdout[-3000:]}\n{done.stderr[-3000:]}"
    )
    return done


def _pip_takes_python() -> bool:
    """pip 22.3 and later install into another interpreter's environment (``--python``)."""
    try:
        import pip
    except ImportError:
        return False
    major, minor = (int(part) for part in pip.__version__.split(".")[:2])
    return (major, minor) >= (22, 3)


@pytest.mark.slow
def test_installs_without_a_compiler_and_plays(tmp_path: Path) -> None:
    venv = tmp_path / "venv"
    env = {k: v for k, v in os.environ.items() if k not in ("PYTHONPATH", "LEXITILE_PURE", "VIRTUAL_ENV")}
    env.update(CC="false", LEXITILE_CACHE_DIR=str(tmp_path / "cache"), PIP_NO_CACHE_DIR="1")
    bindir = venv / ("Scripts" if os.name == "nt" else "bin")
    if _pip_takes_python():
        # The pip running these tests installs into the new environment (--python):
        # the same install, without ensurepip copying a second pip into it first
        # (4 CPU s). No byte-compiling of every installed module either (2 CPU s):
        # Python compiles what it imports, and neither touches the C compiler.
        _run([sys.executable, "-m", "venv", "--without-pip", str(venv)], env, tmp_path, 120)
        pip = [sys.executable, "-m", "pip", "--python", str(bindir / "python")]
    else:
        _run([sys.executable, "-m", "venv", str(venv)], env, tmp_path, 120)
        pip = [str(bindir / "python"), "-m", "pip"]
    done = _run([*pip, "install", "-v", "--no-compile", str(ROOT)], env, tmp_path, 900)
    assert "lexitile: false failed" in done.stdout + done.stderr  # the hook tried the compiler and fell back
    installed = list(venv.glob("lib/python*/site-packages/lexitile/games/crossword/engine"))
    assert installed and (installed[0] / "movegen.py").is_file()
    assert not list(installed[0].glob("_accel*.so")) and not list(installed[0].glob("_accel*.pyd"))
    probe = "import lexitile.games.crossword.engine.accel as a, lexitile; print(a.backend()); print(lexitile.__file__)"
    out = _run([str(bindir / "python"), "-c", probe], env, tmp_path, 60).stdout.splitlines()
    assert out[0] == "pure"
    assert Path(out[1]).is_relative_to(venv)  # the new install, not this checkout
    play = _run([str(bindir / "lexitile"), "selfplay", "--games", "1", "--seed", "3"], env, tmp_path, 600).stdout
    assert "selfplay: 1 games" in play
    assert "invariants: all held" in play
