"""Test configuration shared by every test folder.

Having this file at ``tests/`` puts the folder on ``sys.path`` (pytest's default
``prepend`` import mode), so helpers such as ``shared_data`` import from any subfolder.

The outer acceptance layer: tests marked ``shared`` read ``../shared`` beside the
repository, tests marked ``system_wordlist`` read Debian's ``wamerican-large`` list.
When that data is missing they are deselected with one summary line, since the
project's own fixtures under ``tests/data`` prove the same rules; in CI (``CI=true``)
they stay selected and fail, so missing data can never pass silently.
"""

from __future__ import annotations

import gc
import os
from collections import Counter
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
from hypothesis import HealthCheck, settings

from golden import pytest_addoption, pytest_configure  # noqa: F401 -- the --update-golden switch (tests/golden.py)
from lexitile import gc_tuning
from lexitile.lexicon import compounds
from shared_data import GOLDEN_WORD_LIST, SHARED, in_ci

#: marker -> (is the data there?, what is missing)
OUTER_LAYER = {
    "shared": (SHARED.is_dir, f"{SHARED} is not there"),
    "system_wordlist": (
        GOLDEN_WORD_LIST.is_file,
        f"{GOLDEN_WORD_LIST} is missing (apt-get install wamerican-large)",
    ),
}

_deselected: Counter[str] = Counter()

# Hypothesis's per-example deadline (200 ms) and its "too slow" health check measure the
# machine, not the code: on a loaded two-core runner a garbage collection or a busy
# neighbour pushes a trivial example past them and the test fails as "flaky". No
# property here is about speed (speed is measured in benchmarks/), so the whole suite
# runs without them.
settings.register_profile("lexitile", deadline=None, suppress_health_check=[HealthCheck.too_slow])
settings.load_profile("lexitile")

#: Textual's pilot waits for the app to go idle after every key press (twice) and every
#: ``pause()`` by sleeping in steps of 1/50 s until a step passes with almost no CPU
#: used: at least 40 ms of sleep per key, about a quarter of a typed test's wall time,
#: with both cores idle. Steps of 5 ms with the same CPU share as the idle mark keep the
#: meaning (wait while anything in the process still works, threads included) and
#: stop sooner once it is idle. Drivers that judge frames wait for the frames
#: themselves (``pilot_keys.send_keys``), not for the length of an idle step.
IDLE_STEP_S = 0.005


def _quicker_idle_waits() -> None:
    from textual import _wait

    if hasattr(_wait, "SLEEP_GRANULARITY") and hasattr(_wait, "SLEEP_IDLE"):
        share = _wait.SLEEP_IDLE / _wait.SLEEP_GRANULARITY
        _wait.SLEEP_GRANULARITY = IDLE_STEP_S
        _wait.SLEEP_IDLE = IDLE_STEP_S * share


_quicker_idle_waits()
# The garbage collector's thresholds as the program sets them (lexitile.gc_tuning):
# the pilot tests build apps directly, not through the command line.
gc_tuning.tune()


@pytest.fixture(scope="session")
def lexicon_cache(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """A trie cache for every test that only needs the built-in lists, kept out of the
    user's cache: ``$LEXITILE_CACHE_DIR`` when the run sets one (CI does, and keeps it
    from run to run: each list is built once, not once per xdist worker and run), else a
    folder of this run's (each list built once per run, not once per worker or test
    module; the cache writes its files atomically, so workers may share it). Tests of
    the cache itself make their own folders."""
    given = os.environ.get("LEXITILE_CACHE_DIR", "")
    if given:
        folder = Path(given).expanduser()
        folder.mkdir(parents=True, exist_ok=True)
        return folder
    base = tmp_path_factory.getbasetemp()
    # an xdist worker's base is <the run's base>/popen-gwN: the run's is shared by its workers
    run_base = base.parent if os.environ.get("PYTEST_XDIST_WORKER") else base
    folder = run_base / "lexicon-cache"
    folder.mkdir(exist_ok=True)
    return folder


def _run_folder(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """This run's temporary folder, shared by its xdist workers."""
    base = tmp_path_factory.getbasetemp()
    return base.parent if os.environ.get("PYTEST_XDIST_WORKER") else base


@pytest.fixture(scope="session", autouse=True)
def test_automata_in_the_run_folder(tmp_path_factory: pytest.TempPathFactory) -> Iterator[Path]:
    """Automata the tests build from their own word lists go to this run's temporary
    folder, never into ``$LEXITILE_CACHE_DIR`` (the user's or CI's cache would collect a
    file per test list and run). The built-in lists still use that cache: their
    automata are keyed by their cached trie (``digest`` given), test lists by their
    hashed words (``digest=None``). A test that points ``LEXITILE_CACHE_DIR`` elsewhere
    (a test of the cache itself) gets the product's behaviour unchanged."""
    from lexitile.games.crossword.engine.automaton import Automaton
    from lexitile.lexicon.cache import cache_dir as default_cache

    folder = _run_folder(tmp_path_factory) / "test-automata"
    folder.mkdir(exist_ok=True)
    users = default_cache()
    original = Automaton.load_or_build.__func__  # type: ignore[attr-defined]

    def load_or_build(cls: type[Automaton], words: Any, cache_dir: Any = None, **kwargs: Any) -> Automaton:
        if cache_dir is None and kwargs.get("digest") is None and default_cache() == users:
            cache_dir = folder
        return original(cls, words, cache_dir, **kwargs)  # type: ignore[no-any-return]

    with pytest.MonkeyPatch.context() as patch:
        patch.setattr(Automaton, "load_or_build", classmethod(load_or_build))
        yield folder


def pytest_collection_modifyitems(config: pytest.Config, items: list[pytest.Item]) -> None:
    """Deselect the outer acceptance layer whose data is missing (never in CI); the
    ``slow`` tests first (:func:`_slow_first`)."""
    _slow_first(items)
    if in_ci():
        return
    missing = [name for name, (present, _why) in OUTER_LAYER.items() if not present()]
    if not missing:
        return
    kept, dropped = [], []
    for item in items:
        marks = [name for name in missing if item.get_closest_marker(name)]
        if marks:
            dropped.append(item)
            _deselected.update(marks[:1])
        else:
            kept.append(item)
    if dropped:
        config.hook.pytest_deselected(items=dropped)
        items[:] = kept
    workeroutput: dict[str, Any] | None = getattr(config, "workeroutput", None)
    if workeroutput is not None:  # an xdist worker: tell the controller
        workeroutput["lexitile_outer_layer"] = dict(_deselected)


#: Tests measured at over 0.6 CPU s each, and the slow-marked ones, with their CPU
#: seconds (``benchmarks/bench_tests.py --slow-list``): ``slow`` as if they carried the
#: mark, so the quick loop leaves them out; the full suite runs them first, costliest
#: first. One pytest node id a line, a tab, the CPU seconds; ``#`` starts a comment.
SLOW_LIST = Path(__file__).with_name("slow_tests.txt")


def _measured_slow() -> dict[str, float]:
    """Node id -> CPU seconds measured (``inf`` when a line gives no figure)."""
    lines = SLOW_LIST.read_text(encoding="utf-8").splitlines() if SLOW_LIST.is_file() else []
    costs: dict[str, float] = {}
    for line in lines:
        if not line.strip() or line.startswith("#"):
            continue
        name, _, cpu = line.partition("\t")
        try:
            costs[name.strip()] = float(cpu)
        except ValueError:
            costs[name.strip()] = float("inf")
    return costs


_MEASURED_SLOW = _measured_slow()


def pytest_itemcollected(item: pytest.Item) -> None:
    """Mark the tests of :data:`SLOW_LIST` ``slow`` (``measured=True`` tells them from
    tests that carry the mark in their code)."""
    if item.nodeid in _MEASURED_SLOW and item.get_closest_marker("slow") is None:
        item.add_marker(pytest.mark.slow(measured=True))


def _slow_first(items: list[pytest.Item]) -> None:
    """The ``slow`` tests (whole games, up to half a minute each) run first, the costliest
    files first and the costliest tests first within a file (a slow test not measured
    yet counts as the costliest), the rest in their usual order. xdist hands each worker
    a contiguous share and an idle worker steals from the end of another's queue: a long
    test left at the end of the run keeps one core busy while the others have nothing to
    do. A file's tests stay together, so its module-scoped fixtures are made once."""
    slow = [item for item in items if item.get_closest_marker("slow")]
    cost = {item.nodeid: _MEASURED_SLOW.get(item.nodeid, float("inf")) for item in slow}
    per_file: Counter[str] = Counter()
    for item in slow:
        per_file[item.nodeid.split("::", 1)[0]] += cost[item.nodeid]

    def order(item: pytest.Item) -> tuple[float, str, float]:
        file = item.nodeid.split("::", 1)[0]
        return (-per_file[file], file, -cost[item.nodeid])

    slow.sort(key=order)
    items[:] = slow + [item for item in items if item.get_closest_marker("slow") is None]


@pytest.hookimpl(wrapper=True, optionalhook=True)
def pytest_xdist_auto_num_workers(config: pytest.Config) -> Any:
    """``-n auto`` (the default, ``pyproject.toml``): one worker more than xdist counts
    cores. Some tests spend most of their time waiting (a child process, a terminal, a
    timer); with one worker per core the core of a waiting worker stays idle, a third
    worker uses it. ``PYTEST_XDIST_AUTO_NUM_WORKERS`` still sets the number exactly."""
    cores = yield
    if os.environ.get("PYTEST_XDIST_AUTO_NUM_WORKERS"):
        return cores
    return int(cores) + 1


@pytest.hookimpl(optionalhook=True)
def pytest_testnodedown(node: Any, error: object) -> None:
    """xdist: every worker collects the whole suite, so one worker's count is the count."""
    counts = getattr(node, "workeroutput", {}).get("lexitile_outer_layer")
    if counts and not _deselected:
        _deselected.update(counts)


def pytest_terminal_summary(terminalreporter: Any) -> None:
    """One line per missing data set, instead of one skip per test."""
    for name, count in sorted(_deselected.items()):
        why = OUTER_LAYER[name][1]
        terminalreporter.write_line(
            f"outer acceptance layer: {count} tests marked '{name}' deselected: {why}", yellow=True
        )


def pytest_sessionfinish(session: pytest.Session, exitstatus: int) -> None:
    """One full garbage collection, then everything still alive is left out of later ones.

    At its very end pytest collects garbage five times over, to report exceptions raised
    in finalisers. A process that loaded the German compound dictionary (1.1 million
    objects, shared by the process for its lifetime) spends 0.75 CPU s on each pass. The
    pass here finds the same garbage the first of pytest's would; what is alive after it
    is not garbage now, and pytest's own passes still see every object made from here on
    (a frozen object dropped later is freed by its reference count, or at exit when it
    is in a cycle)."""
    gc.collect()
    gc.freeze()


@pytest.fixture(autouse=True)
def _dictionary_child_at_normal_priority(request: pytest.FixtureRequest, monkeypatch: pytest.MonkeyPatch) -> None:
    """The German dictionary's child process runs at normal priority in the tests.

    The product starts it at idle priority (Linux ``SCHED_IDLE``), so that it only takes
    CPU time nothing else wants. The suite's workers (one more than the cores) leave
    none, so a test that waits for the child (a German game opened earlier in the same
    worker shares it) waited for minutes, and forever on a machine kept busy. The
    priority itself has its own test, marked ``idle_priority``.
    """
    if request.node.get_closest_marker("idle_priority") is None:
        monkeypatch.setattr(compounds, "_lower_priority", lambda pid: None)


@pytest.fixture
def data_dir(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    """A private data directory for the test (``$LEXITILE_DATA_DIR``, made when first
    written), and ``~`` pointing into the test's folder so shown paths are stable.
    The app's tests (``tests/tui``) use it for every test."""
    folder = tmp_path / "data"
    monkeypatch.setenv("LEXITILE_DATA_DIR", str(folder))
    monkeypatch.setenv("HOME", str(tmp_path))
    return folder


@pytest.fixture(autouse=True)
def _commands_run_at_a_terminal(monkeypatch: pytest.MonkeyPatch) -> None:
    """Tests run commands in the test process (``lexitile.cli.main``), with their apps'
    ``run`` replaced, as if typed at a terminal: pytest's standard input is none, and
    ``lexitile.cli`` refuses a screen without one. The tests of that refusal
    (``tests/reliability/test_no_terminal.py``) use the real check."""
    monkeypatch.setattr("lexitile.cli.stdin_is_terminal", lambda: True)
