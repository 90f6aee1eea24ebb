"""The garbage collector's thresholds for lexitile's processes.

CPython collects its youngest generation every 700 new container objects and
everything once in 100 of those (thresholds ``(700, 10, 10)``). Drawing a Textual
screen creates thousands of short-lived containers per frame (strips, their caches,
segments, styles), so a game at the keyboard ran a full collection about once every 25
key presses, each 100 to 150 ms in the pilot tests (a pause a player can feel), and up
to a quarter of an app's start. With the youngest generation collected every
10,000 objects, short-lived cycles die young instead of being carried into the older
generations, and full collections are rare and cheap. Measured on the pilot of a
whole hotseat game (``tests/tui/test_board_privacy.py``, one process): 20.5 CPU s
with CPython's thresholds, 11.4 with these, the same peak memory (233 MB); app starts
and key presses: ``python benchmarks/bench_app_cpu.py`` (``--default-gc`` for
CPython's).
"""

from __future__ import annotations

import gc

__all__ = ["THRESHOLDS", "tune"]

#: ``gc.set_threshold`` arguments: generation 0 every 10,000 net allocations of
#: container objects, generation 1 every 10 of those, generation 2 every 10 of those.
THRESHOLDS = (10_000, 10, 10)


def tune() -> None:
    """Set :data:`THRESHOLDS` for this process (idempotent; the command line calls it
    first, and the tests' configuration does, so they run as the program does)."""
    gc.set_threshold(*THRESHOLDS)
