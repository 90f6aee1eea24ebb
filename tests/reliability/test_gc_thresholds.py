"""The program runs with lexitile's garbage-collector thresholds (``lexitile.gc_tuning``).

Every command sets them before it starts, the tests' configuration sets them too (so
the pilot tests measure the program as it runs), and a real ``python -m lexitile``
process reports them.
"""

from __future__ import annotations

import gc
import subprocess
import sys

import pytest

from lexitile import gc_tuning
from lexitile.cli import main


def test_the_command_line_sets_the_thresholds(capsys) -> None:
    before = gc.get_threshold()
    gc.set_threshold(700, 10, 10)  # CPython's own
    try:
        with pytest.raises(SystemExit) as ended:  # argparse's --version
            main(["--version"])
        assert ended.value.code == 0
        assert gc.get_threshold() == gc_tuning.THRESHOLDS
    finally:
        gc.set_threshold(*before)
    assert capsys.readouterr().out.strip()


def test_the_tests_run_with_the_programs_thresholds() -> None:
    assert gc.get_threshold() == gc_tuning.THRESHOLDS


def test_a_real_process_runs_with_them() -> None:
    probe = (
        "import gc, runpy, sys; sys.argv = ['lexitile', '--version']\n"
        "try:\n    runpy.run_module('lexitile', run_name='__main__')\n"
        "except SystemExit:\n    pass\n"
        "print(gc.get_threshold())"
    )
    out = subprocess.run([sys.executable, "-c", probe], capture_output=True, text=True, timeout=60, check=True)
    assert out.stdout.strip().splitlines()[-1] == str(gc_tuning.THRESHOLDS)
