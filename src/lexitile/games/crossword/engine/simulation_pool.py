"""The expert's worker processes, kept from one move to the next.

:func:`kept_pool` starts a pool of worker processes on the first simulation that asks
for more than one and keeps it for the later ones; :func:`shutdown_pool` ends it (at
exit, and before a pool for another automaton, e.g. another language, is started).
The start (about a second: a fresh interpreter imports the engine, the automaton is
sent) runs in a thread of its own; a move with a time budget does not wait for it but
plays on one core meanwhile, a move with a fixed number of deals waits (its figures
must not depend on whether the pool is ready).

* **Start method**: ``forkserver`` where the platform has it (Linux, macOS), else
  ``spawn`` (Windows), so every platform gets every core. Both are safe from a process
  that runs other threads, as the app does: the workers are not forks of the app (a
  fork copies only the calling thread, and a lock another thread held would stay
  locked in the child).
* **What is sent**: the automaton once per worker (pickled once, by
  :meth:`lexitile.games.crossword.engine.automaton.Automaton.__reduce__`, without its caches; the
  English one is about 14 MB and takes about 30 ms), then per move only the position
  and the candidate plays.
* **The clock**: the workers do not compare clocks with this process. The caller's
  thread waits for the budget and then raises a shared stop flag, which the workers
  read between play-outs (:meth:`KeptPool.map`); a worker's clock never has to agree
  with another process's. Only as a backstop, when no flag comes (the caller was
  killed), a worker stops by its own clock :data:`BACKSTOP` seconds after its budget.
* **One task a process**: the tasks of a move wait for each other to start (a shared
  barrier), so no worker takes two while another idles.
* **The main module**: as with every ``spawn`` or ``forkserver`` start, a worker
  imports the program's main script again (as ``__mp_main__``); a script that uses
  the expert keeps its work under ``if __name__ == "__main__":``.
* **Progress**: a shared deal counter (a ``multiprocessing.Value``, given to the
  workers when they start), set to 0 before each move.
* **A terminal that is drawn on**: the workers point their standard output and error
  at the null device when they start, so nothing they print reaches the screen of the
  app. The resource tracker and the fork server are started with a real standard error
  even when ``sys.stderr`` is a stand-in without a file descriptor (the app's interface
  replaces it with one whose ``fileno()`` is -1, which ``multiprocessing`` cannot pass
  on).
* **Signals**: the workers ignore Ctrl+C and hang-ups; they end when the caller's
  pipes to them close (the caller ended, however) or when it ends them.
* **When processes cannot be started**, :func:`kept_pool` says so once in the log and
  returns ``None`` (and does not try again); the caller then simulates in its own
  process.
"""

from __future__ import annotations

import atexit
import contextlib
import logging
import multiprocessing
import os
import pickle
import signal
import sys
import threading
import time
from collections.abc import Callable, Iterator, Sequence
from typing import Any, TypeVar

from lexitile.games.crossword.engine.automaton import Automaton

__all__ = ["KeptPool", "kept_pool", "pool_start_method", "shutdown_pool", "worker_state"]

log = logging.getLogger(__name__)

T = TypeVar("T")
R = TypeVar("R")

#: Seconds :func:`shutdown_pool` waits for the workers to end before killing them.
SHUTDOWN_GRACE = 2.0
#: Seconds the tasks of one :meth:`KeptPool.map` wait for each other to start (a worker
#: that is not there by then, stuck or replaced, is not waited for).
TOGETHER_TIMEOUT = 2.0
#: Seconds the workers of a new pool may take to start and answer.
START_TIMEOUT = 60.0
#: Seconds past a task's budget after which a worker stops by its own clock even if no
#: stop flag came (the caller was killed); normally the flag stops it on time.
BACKSTOP = 1.0


def pool_start_method() -> str:
    """``"forkserver"`` where the platform offers it, else ``"spawn"``."""
    return "forkserver" if "forkserver" in multiprocessing.get_all_start_methods() else "spawn"


class _WorkerState:
    """What a worker process keeps between moves (set by :func:`_init_worker`)."""

    automaton: Automaton | None = None
    deals: Any = None
    stop: Any = None
    together: Any = None
    #: this worker's own end of the running task (see :data:`BACKSTOP`)
    deadline: float = 0.0


_WORKER = _WorkerState()


def worker_state() -> tuple[Automaton, Any, Callable[[], bool]]:
    """In a worker process: ``(automaton, deal counter, out of time)``. The counter is a
    shared ``multiprocessing.Value`` (``.value``, ``get_lock()``); ``out_of_time()`` is
    true once the caller raised the stop flag (or, as a backstop, :data:`BACKSTOP`
    seconds after the budget by this worker's own clock).

    Raises:
        RuntimeError: not in a worker of a kept pool.
    """
    if _WORKER.automaton is None:
        raise RuntimeError("not a worker process of the simulation pool")
    stop, clock, worker = _WORKER.stop, time.perf_counter, _WORKER

    def out_of_time() -> bool:
        return bool(stop.value) or clock() > worker.deadline

    return _WORKER.automaton, _WORKER.deals, out_of_time


def _init_worker(blob: bytes, deals: Any, stop: Any, together: Any) -> None:
    """A worker's start: quiet standard output and error, leave hang-ups and Ctrl+C to
    the caller (a worker ends when the caller's pipes close, or when it is ended),
    unpickle the automaton."""
    for name in ("SIGINT", "SIGHUP"):
        if hasattr(signal, name):
            signal.signal(getattr(signal, name), signal.SIG_IGN)
    null = os.open(os.devnull, os.O_RDWR)
    for fd in (1, 2):
        os.dup2(null, fd)
    os.close(null)
    _WORKER.automaton = pickle.loads(blob)
    _WORKER.deals = deals
    _WORKER.stop = stop
    _WORKER.together = together


def _run_together(call: tuple[Callable[[T], R], T, float, float]) -> R:
    """In a worker: wait until every task of the map has a process (so no process
    takes two while another idles), then run it."""
    func, task, timeout, seconds = call
    with contextlib.suppress(threading.BrokenBarrierError):
        _WORKER.together.wait(timeout)
    _WORKER.deadline = time.perf_counter() + seconds + BACKSTOP
    return func(task)


def _pid(_task: int) -> int:
    return os.getpid()


@contextlib.contextmanager
def _real_stderr() -> Iterator[None]:
    """``sys.stderr`` with a file descriptor while processes are started: the null
    device when the current one has none (``fileno()`` raises or is negative)."""
    try:
        usable = sys.stderr is not None and sys.stderr.fileno() >= 0
    except (AttributeError, OSError, ValueError):
        usable = False
    if usable:
        yield
        return
    saved = sys.stderr
    with open(os.devnull, "w", encoding="utf-8") as null:
        sys.stderr = null
        try:
            yield
        finally:
            if sys.stderr is null:  # not if the app put back its own meanwhile (it ended)
                sys.stderr = saved


class KeptPool:
    """Worker processes holding one automaton (see the module docstring).

    Args:
        automaton: the automaton the workers keep.
        workers: how many processes.

    Raises:
        OSError, ValueError, RuntimeError: the processes could not be started.

    Attributes:
        automaton, workers: as given.
        method: the start method used.
        deals: the shared deal counter of the running move.
        start_seconds: how long starting took (until every worker answered).
        blob_bytes: size of the pickled automaton.
        pids: the workers' process ids.
    """

    def __init__(self, automaton: Automaton, workers: int) -> None:
        self.automaton = automaton
        self.workers = workers
        self.method = pool_start_method()
        started = time.perf_counter()
        blob = pickle.dumps(automaton, protocol=pickle.HIGHEST_PROTOCOL)
        self.blob_bytes = len(blob)
        context = multiprocessing.get_context(self.method)
        if self.method == "forkserver":
            # the server imports the simulation once; every worker is a fork of it
            context.set_forkserver_preload(["lexitile.games.crossword.engine.simulation"])
        self._lock = threading.Lock()
        # the first lock created starts the resource tracker, the pool the fork server
        with _real_stderr():
            self.deals = context.Value("q", 0)
            self._stop = context.Value("b", 0)
            self._together = context.Barrier(workers)
            self._pool = context.Pool(workers, _init_worker, (blob, self.deals, self._stop, self._together))
        try:
            # every worker answers once, so a broken start fails here and not in a move
            calls = [(_pid, w, START_TIMEOUT, START_TIMEOUT) for w in range(workers)]
            pids = self._pool.map_async(_run_together, calls, chunksize=1).get(START_TIMEOUT)
        except BaseException:
            self._pool.terminate()
            raise
        self.start_seconds = time.perf_counter() - started
        #: the workers' process ids (those that answered the start)
        self.pids = tuple(sorted(set(pids)))
        self._closed = False
        log.info(
            "simulation pool: %d workers (%s), automaton %.1f MB, started in %.2f s, %d answered",
            workers,
            self.method,
            self.blob_bytes / 1e6,
            self.start_seconds,
            len(set(pids)),
        )

    def map(self, func: Callable[[T], R], tasks: Sequence[T], seconds: float) -> list[R]:
        """``func`` over ``tasks`` in the workers, one task a process (as many tasks as
        :attr:`workers`; they start together); after ``seconds`` the stop flag is
        raised (``func`` reads it through :func:`worker_state` and ends its task). The
        deal counter is set to 0 first. One map runs at a time.

        Raises:
            ValueError: not one task per worker.
            RuntimeError: the pool was shut down meanwhile.
        """
        if len(tasks) != self.workers:
            raise ValueError(f"{len(tasks)} tasks for {self.workers} workers: one each")
        with self._lock:
            if self._closed:
                raise RuntimeError("the simulation pool was shut down")
            self.deals.value = 0
            self._stop.value = 0
            self._together.reset()
            calls = [(func, task, TOGETHER_TIMEOUT, seconds) for task in tasks]
            pending = self._pool.map_async(_run_together, calls, chunksize=1)
            end = time.perf_counter() + max(0.0, seconds)
            while not pending.ready():
                left = end - time.perf_counter()
                if left <= 0 or self._closed:
                    self._stop.value = 1
                    if self._closed:
                        raise RuntimeError("the simulation pool was shut down")
                    left = 0.1
                pending.wait(min(left, 0.1))
            return pending.get()

    def close(self) -> None:
        """End the workers (running tasks are told to stop first)."""
        self._closed = True
        self._stop.value = 1
        pool = self._pool
        pool.close()
        done = threading.Event()

        def join() -> None:
            pool.join()
            done.set()

        waiter = threading.Thread(target=join, daemon=True)
        waiter.start()
        if not done.wait(SHUTDOWN_GRACE):
            pool.terminate()
            waiter.join(SHUTDOWN_GRACE)


class _Start:
    """A pool being started in a thread of its own (see :func:`kept_pool`)."""

    def __init__(self, automaton: Automaton, workers: int) -> None:
        self.automaton = automaton
        self.workers = workers
        self.done = threading.Event()
        self.thread = threading.Thread(target=self._run, name="simulation-pool-start", daemon=True)

    def _run(self) -> None:
        global _KEPT, _STARTING, _FAILED
        try:
            pool: KeptPool | None = KeptPool(self.automaton, self.workers)
        except Exception as exc:  # noqa: BLE001 - whatever stops processes, the moves are played on one core
            pool = None
            with _LOCK:
                if _FAILED is None:
                    _FAILED = f"{type(exc).__name__}: {exc}"
                    log.warning("the simulation cannot start worker processes (%s); it uses one core", _FAILED)
        unwanted = None
        with _LOCK:
            if _STARTING is self:
                _STARTING = None
                _KEPT = pool
            else:  # shut down or replaced meanwhile
                unwanted = pool
        if unwanted is not None:
            unwanted.close()
        self.done.set()


_LOCK = threading.Lock()
_KEPT: KeptPool | None = None
_STARTING: _Start | None = None
_FAILED: str | None = None


def kept_pool(automaton: Automaton, workers: int, *, wait: bool = True) -> KeptPool | None:
    """The kept pool for ``automaton`` with ``workers`` processes. When there is none yet
    (or the kept one holds another automaton or size: that one is ended) it is started in
    a thread; with ``wait`` this waits for it, else returns ``None`` at once and the
    caller plays this move itself (the first move of a game then keeps its time budget
    instead of spending it on the start).

    Returns:
        The pool; ``None`` when it is still starting (``wait=False``) or when processes
        cannot be started (said once in the log; not tried again).
    """
    global _KEPT, _STARTING
    old = None
    with _LOCK:
        if _FAILED is not None:
            return None
        kept = _KEPT
        if kept is not None and kept.automaton is automaton and kept.workers == workers:
            return kept
        if kept is not None:
            old, _KEPT = kept, None
        starting = _STARTING
        if starting is None or starting.automaton is not automaton or starting.workers != workers:
            starting = _Start(automaton, workers)
            _STARTING = starting
            starting.thread.start()
    if old is not None:
        old.close()
    if not wait:
        return None
    starting.done.wait()
    with _LOCK:
        kept = _KEPT
    return kept if kept is not None and kept.automaton is automaton and kept.workers == workers else None


def shutdown_pool() -> None:
    """End the kept pool, if there is one, and one being started (also run at exit)."""
    global _KEPT, _STARTING
    with _LOCK:
        kept, _KEPT = _KEPT, None
        starting, _STARTING = _STARTING, None
    if kept is not None:
        kept.close()
    if starting is not None:  # it ends the pool it made, as it is no longer wanted
        starting.done.wait(SHUTDOWN_GRACE)


atexit.register(shutdown_pool)
