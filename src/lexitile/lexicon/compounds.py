"""German compounds: a hunspell fallback behind the static German list.

Half of the dictionary compounds (APFELSAFT, BAHNSTEIG, TERMINKALENDER) are in no
static word list, because German forms them freely. Hunspell's compounding rules know
them: the committed ``de_DE_frami`` dictionary (``data/hunspell/``, GPL-2 or GPL-3, the
same release the static list was expanded from) read by ``spylls`` (a pure-Python
port of Hunspell, MIT). This module puts that check *behind* the static list:

* :class:`CompoundLexicon` is a :class:`~lexitile.lexicon.store.Lexicon` whose trie,
  :meth:`words` and :attr:`cache_path` are the static list's (the move generator and
  its automaton never see compounds), and whose membership test asks hunspell only
  when the static list says no.
* Loading the dictionary takes 2.5 to 4 s of CPU and about 210 MB. In mode
  ``"background"`` (the default) a child process at idle priority loads it, started
  :data:`START_DELAY` (1 s) after the lexicon is opened, so the first screen does not
  compete with it (a thread would hold the interpreter lock: see
  :class:`HunspellProcess`); until it is ready ``word in lexicon`` answers from the
  static list alone and never waits. In mode ``"lazy"`` (command-line tools, batch
  checks) it is loaded in process on the first word the static list lacks, and that
  lookup waits for it. :meth:`CompoundLexicon.verdict` tells "no" from "not known
  yet" (``None``). One checker per process is shared by every German lexicon.
* The check keeps the static list's rules: at least one vowel (no abbreviations such
  as KM, BZW), not a name of the reviewed proper-noun denylist or its
  genitive (:mod:`lexitile.lexicon.denylist`: hunspell knows BERLIN and BERLINS), and never an
  all-capitals spelling (hunspell accepts USA and GMBH written that way). It has no
  15-letter limit (the static list's, the standard board's width): on the super21
  board a 17-letter GEBURTSTAGSKUCHEN can be played.

Tile words become hunspell spellings by :func:`hunspell_spellings`: every choice of
``SS`` or ``ß`` (STRASSE: strasse, straße), each in lower case and Capitalised (nouns
are capitalised in German, other words are not; hunspell accepts a lower-case word
Capitalised too, as at the start of a sentence).

Verdicts are remembered across runs (:mod:`lexitile.lexicon.verdicts`). Figures:
``benchmarks/bench_compounds.py`` (acceptance, timing), ``docs/languages.md`` (load).
"""

from __future__ import annotations

import io
import os
import subprocess
import sys
import threading
import time
import weakref
from collections.abc import Callable, Container, Iterable
from pathlib import Path
from typing import TypeVar

import lexitile
from lexitile.core.compound_rule import CompoundRule, compound_rule
from lexitile.lexicon.attested import open_attested
from lexitile.lexicon.cache import report
from lexitile.lexicon.denylist import read_denylist
from lexitile.lexicon.hunspell import (  # noqa: F401 - re-exported: the names of this check
    DICTIONARY,
    MAX_LETTERS,
    MAX_SPELLINGS,
    PACE_LINES,
    PACE_SLEEP,
    HunspellChecker,
    _set_progress,
    dictionary_paths,
    hunspell_spellings,
    load_progress,
    plausible,
)
from lexitile.lexicon.normalise import normalise
from lexitile.lexicon.store import Lexicon
from lexitile.lexicon.verdicts import VerdictCache, cache_key

C = TypeVar("C", bound=Container[str])

#: Environment variable choosing the mode of the built-in German lexicon.
MODE_ENV = "LEXITILE_COMPOUNDS"

#: ``"background"``: load now in a child process, never wait; ``"lazy"``: load on the
#: first word the static list lacks and wait for it; ``"off"``: static list only.
MODES = ("background", "lazy", "off")

#: Default mode when neither the caller nor :data:`MODE_ENV` chooses one.
DEFAULT_MODE = "background"

#: Seconds the background load waits before it starts the child process, so that the
#: first screen, drawn right after the lexicon is opened, does not share the CPU with
#: it (``LEXITILE_COMPOUNDS_DELAY`` overrides; see ``docs/languages.md``).
START_DELAY = float(os.environ.get("LEXITILE_COMPOUNDS_DELAY", "1.0"))

#: How many fallback answers are remembered (typing a word asks the same words again).
_MEMO_SIZE = 4096


def compound_mode(mode: str | None = None) -> str:
    """The mode to use: ``mode`` when given, else ``$LEXITILE_COMPOUNDS``, else
    :data:`DEFAULT_MODE`. An unknown value in the environment falls back to the default.

    Raises:
        ValueError: ``mode`` is given and is not one of :data:`MODES`.
    """
    if mode is not None:
        if mode not in MODES:
            raise ValueError(f"unknown compound mode {mode!r}: use one of {', '.join(MODES)}")
        return mode
    env = os.environ.get(MODE_ENV, "").strip().lower()
    return env if env in MODES else DEFAULT_MODE


class HunspellProcess:
    """The same check as :class:`HunspellChecker`, in a child process.

    A Python thread that loads the dictionary holds the interpreter lock for about
    2.5 s of parsing: a UI thread then waits for the lock after every read and write
    (up to the 5 ms switch interval each time), which delayed the first screen of
    ``lexitile play --lexicon de`` from 0.8 s to 2.2 s. The child process
    (:func:`serve`, started as ``python -P -c`` :data:`SERVE_COMMAND`) parses on the other core
    instead and holds the dictionary's memory; each lookup is one line each way
    through a pipe (about 0.1 ms on top of the lookup). The child runs at idle
    priority (Linux ``SCHED_IDLE``, elsewhere ``nice 10``), so on a busy machine the
    UI process still comes first. It ends when its standard input closes, i.e. at the
    latest when this process ends.
    """

    def __init__(self, process: subprocess.Popen[str], denylist: frozenset[str] = frozenset()) -> None:
        self._process = process
        self._denylist = denylist
        self._lock = threading.Lock()
        self._finalizer = weakref.finalize(self, _close_child, process)

    @classmethod
    def start(cls, denylist: frozenset[str] | None = None) -> HunspellProcess:
        """Start the child and wait until it has loaded the dictionary (blocking: call
        this in a background thread).

        Raises:
            OSError: the child cannot be started, or reports that loading failed.
        """
        import subprocess  # noqa: PLC0415 - loaded on first use, not at start-up

        env = dict(os.environ)
        package_root = str(Path(lexitile.__file__).resolve().parent.parent)
        env["PYTHONPATH"] = os.pathsep.join(p for p in (package_root, env.get("PYTHONPATH", "")) if p)
        process = subprocess.Popen(
            [sys.executable, "-P", "-c", SERVE_COMMAND],
            stdin=subprocess.PIPE,
            stdout=subprocess.PIPE,
            stderr=subprocess.DEVNULL,
            text=True,
            encoding="utf-8",
            bufsize=1,
            env=env,
        )
        _lower_priority(process.pid)
        assert process.stdout is not None  # opened with stdout=PIPE
        first = process.stdout.readline().strip()
        while first.startswith("progress "):  # how far the child has got (load_progress)
            _set_progress(float(first.split()[1]))
            first = process.stdout.readline().strip()
        if first != "ready":
            _close_child(process)
            raise OSError(f"compound checker process: {first or 'ended without a word'}")
        return cls(process, read_denylist() if denylist is None else denylist)

    def accepts(self, tiles: str) -> bool:
        """As :meth:`HunspellChecker.accepts`.

        Raises:
            OSError: the child has gone (the lexicon then stops asking it).
        """
        if not plausible(tiles, self._denylist):
            return False
        with self._lock:
            stdin, stdout = self._process.stdin, self._process.stdout
            assert stdin is not None and stdout is not None  # opened with PIPE
            try:
                stdin.write(tiles + "\n")
                stdin.flush()
                answer = stdout.readline()
            except (OSError, ValueError) as exc:
                raise OSError(f"compound checker process: {exc}") from exc
        if answer not in ("1\n", "0\n"):
            raise OSError("compound checker process ended")
        return bool(answer == "1\n")

    def close(self) -> None:
        """End the child process."""
        self._finalizer()


def _lower_priority(pid: int) -> None:
    """Make a child a background worker: on Linux ``SCHED_IDLE`` (it runs only on CPU
    time nothing else wants), elsewhere ``nice 10``; best effort."""
    try:
        if hasattr(os, "sched_setscheduler") and hasattr(os, "SCHED_IDLE"):
            os.sched_setscheduler(pid, os.SCHED_IDLE, os.sched_param(0))
        elif hasattr(os, "setpriority"):
            os.setpriority(os.PRIO_PROCESS, pid, 10)
    except OSError:
        pass


#: What the child process runs (``python -c``).
SERVE_COMMAND = "from lexitile.lexicon.compounds import serve; raise SystemExit(serve())"


def _close_child(process: subprocess.Popen[str]) -> None:
    try:
        if process.stdin is not None:
            process.stdin.close()
    except OSError:
        pass
    try:
        process.wait(timeout=2)
    except Exception:  # noqa: BLE001 - still running: end it
        process.kill()
        process.wait()


def load_checker(mode: str, denylist: frozenset[str]) -> HunspellChecker | HunspellProcess:
    """A new checker for a :class:`CompoundLexicon` mode: for ``"background"`` in a
    child process (the UI keeps the interpreter lock; see :class:`HunspellProcess`),
    started after :data:`START_DELAY`, or a paced in-process load when no child can be
    started; for ``"lazy"`` in process, at once (the caller waits anyway)."""
    _set_progress(0.0)
    try:
        if mode == "background":
            if START_DELAY > 0:
                time.sleep(START_DELAY)
            try:
                return HunspellProcess.start(denylist)
            except OSError:
                return HunspellChecker.load(denylist=denylist, paced=True, progress=_set_progress)
        return HunspellChecker.load(denylist=denylist, progress=_set_progress)
    finally:
        _set_progress(None)


_shared_lock = threading.Lock()
_shared: HunspellChecker | HunspellProcess | None = None


def shared_checker(mode: str) -> HunspellChecker | HunspellProcess:
    """The process-wide checker (the first caller loads it with :func:`load_checker`;
    later ones, of either mode, wait for it and share it): one dictionary in memory, one
    child process, however many German lexicons are opened."""
    global _shared
    with _shared_lock:
        if _shared is None:
            _shared = load_checker(mode, read_denylist())
        return _shared


def _forget_shared(checker: object) -> None:
    """Drop a checker that failed (its child process ended) so the next load starts anew."""
    global _shared
    with _shared_lock:
        if _shared is checker:
            _shared = None


def serve() -> int:
    """The child's side of :class:`HunspellProcess`: load, say ``ready``, then answer
    ``1`` or ``0`` for each tile word read from standard input, until it closes."""
    import sys  # noqa: PLC0415 - loaded on first use, not at start-up

    assert isinstance(sys.stdin, io.TextIOWrapper) and isinstance(sys.stdout, io.TextIOWrapper)
    sys.stdin.reconfigure(encoding="utf-8")
    sys.stdout.reconfigure(encoding="utf-8", line_buffering=True)
    try:
        checker = HunspellChecker.load(progress=lambda f: print(f"progress {f:.3f}", flush=True))
    except BaseException as exc:  # noqa: BLE001 - reported to the parent
        print(f"cannot load {DICTIONARY}: {type(exc).__name__}: {exc}".replace("\n", " "), flush=True)
        return 1
    print("ready", flush=True)
    for line in sys.stdin:
        print("1" if checker.accepts(line.strip()) else "0", flush=True)
    return 0


class CompoundLexicon(Lexicon):
    """The static German list, with the hunspell compound check behind it.

    Everything but membership is the static list's (``trie``, ``words()``, ``len``,
    ``has_prefix``, ``cache_path``), so move generators and their cached automata are
    unchanged. ``word in lexicon`` is the static answer when it is yes; otherwise the
    hunspell answer once the dictionary is loaded (see the module docstring for the
    modes). Never raises because of the fallback: when it cannot load (``spylls``
    missing, files damaged) :attr:`error` says why and the static list alone decides.

    With a ``gate`` (the ``attested`` compound rule: the corpus forms of
    :func:`lexitile.lexicon.attested.open_attested`) only a word of the gate is asked of
    hunspell; every other word the static list lacks is refused at once.

    Attributes:
        mode: ``"background"`` or ``"lazy"`` (see :data:`MODES`).
        gate: the words hunspell may accept, or ``None`` for any (rule ``free``).
        error: why the dictionary could not be loaded, or ``None``.
    """

    def __init__(
        self,
        base: Lexicon,
        loader: Callable[[], HunspellChecker | HunspellProcess] | None = None,
        *,
        mode: str = DEFAULT_MODE,
        denylist: Iterable[str] | None = None,
        gate: Container[str] | None = None,
    ):
        super().__init__(
            base.trie,
            base.name,
            base.language,
            skipped_lines=base.skipped_lines,
            skipped_examples=base.skipped_examples,
            source=base.source,
            cache_path=base.cache_path,
            title=base.title,
        )
        if mode not in ("background", "lazy"):
            raise ValueError(f"unknown compound mode {mode!r}: use background or lazy")
        self.mode = mode
        self.gate = gate
        self._denylist = read_denylist() if denylist is None else frozenset(denylist)
        self._given_loader = loader  # kept for the same list under another rule (for_rules)
        self._loader = loader or (lambda: shared_checker(mode))
        self._checker: HunspellChecker | HunspellProcess | None = None
        self.error: BaseException | None = None
        self._started = False
        self._start_lock = threading.Lock()
        self._done = threading.Event()
        self._memo: dict[str, bool] = {}
        self._persist = loader is None  # remember verdicts of the real dictionary only
        self._verdicts: VerdictCache | None = None
        self.load_seconds: float | None = None
        if mode == "background":
            self.start()

    # ------------------------------------------------------------------ loading

    def start(self) -> None:
        """Start loading the dictionary in a daemon thread (once; later calls do nothing)."""
        with self._start_lock:
            if self._started:
                return
            self._started = True
        threading.Thread(target=self._load, name="lexitile-compounds", daemon=True).start()

    def _load(self) -> None:
        began = time.perf_counter()
        try:
            self._checker = self._loader()
        except BaseException as exc:  # noqa: BLE001 - reported through .error, never raised
            self.error = exc
        finally:
            self.load_seconds = time.perf_counter() - began
            self._done.set()

    @property
    def ready(self) -> bool:
        """True once loading has finished (successfully or not: see :attr:`error`)."""
        return self._done.is_set()

    @property
    def compounds_available(self) -> bool:
        """True once the compound check is loaded and usable."""
        return self._checker is not None

    def wait(self, timeout: float | None = None) -> bool:
        """Start loading if needed and wait for it; return :attr:`ready`."""
        self.start()
        return self._done.wait(timeout)

    # ------------------------------------------------------------------ membership

    def _key(self, word: str) -> str:
        return word.upper() if word.isascii() else normalise(word, self.language)

    def _compound(self, key: str, wait: bool) -> bool | None:
        """The fallback's answer for a normalised word the static list lacks; ``None``
        when the dictionary is not loaded yet and ``wait`` is false."""
        if not plausible(key, self._denylist) or (self.gate is not None and key not in self.gate):
            return False
        known = self._memo.get(key)
        if known is None and (verdicts := self._remembered()) is not None:
            known = verdicts.get(key)
        if known is not None:
            return known
        if not self._done.is_set():
            self.start()
            if not wait:
                return None
            bar = report(f"loading the {DICTIONARY} compound dictionary")
            bar(0.0)
            while not self._done.wait(0.25):
                bar(load_progress() or 0.0)
            bar(1.0)
        checker = self._checker
        if checker is None:
            return False
        try:
            answer = checker.accepts(key)
        except OSError as exc:  # the child process has gone: static list only from now on
            self.error, self._checker = exc, None
            _forget_shared(checker)
            return False
        if len(self._memo) >= _MEMO_SIZE:
            self._memo.clear()
        self._memo[key] = answer
        if self._verdicts is not None:
            self._verdicts.put(key, answer)
        return answer

    def _remembered(self) -> VerdictCache | None:
        """The verdicts of earlier runs (:mod:`lexitile.lexicon.verdicts`), opened on the
        first word the static list lacks; ``None`` for a test's loader or when the
        dictionary files cannot be read."""
        if self._persist and self._verdicts is None:
            self._persist = False  # one try
            try:
                self._verdicts = VerdictCache.open(cache_key(dictionary_paths(), self._denylist))
            except OSError:
                self._verdicts = None
        return self._verdicts

    def __contains__(self, word: object) -> bool:
        if not isinstance(word, str):
            return False
        key = self._key(word)
        if key in self._trie:
            return True
        return bool(self._compound(key, wait=self.mode == "lazy"))

    def verdict(self, word: str) -> bool | None:
        """Like ``word in lexicon`` but never waits: ``None`` when the static list lacks
        the word and the compound check is still loading (mode ``"background"``)."""
        key = self._key(word)
        if key in self._trie:
            return True
        return self._compound(key, wait=False)

    def in_static_list(self, word: str) -> bool:
        """Whether the static list itself has ``word`` (no compound check)."""
        return self._key(word) in self._trie

    def __repr__(self) -> str:
        state = "loaded" if self._checker else ("failed" if self.error else "loading" if self._started else "idle")
        return f"CompoundLexicon(name={self.name!r}, words={len(self)}, mode={self.mode!r}, compounds={state})"


def for_rules(lexicon: C, compound_words: CompoundRule | str | bool) -> C | Lexicon:
    """The lexicon a game with this compound rule judges words by
    (:mod:`lexitile.core.compound_rule`; the Mattel German rule text for
    ``dictionary``, house rules for the others).

    Args:
        lexicon: the loaded lexicon (any ``in`` container).
        compound_words: the rule set's ``compound_words`` (a :class:`CompoundRule` or its name;
            an older boolean: ``True`` is ``free``, ``False`` ``dictionary``). For the
            built-in German list: ``free`` keeps a :class:`CompoundLexicon` as it is;
            ``dictionary`` gives its static list (a plain :class:`Lexicon` sharing the
            trie); ``attested`` a :class:`CompoundLexicon` on the same checker, gated
            by the corpus forms (:mod:`lexitile.lexicon.attested`). Other lexicons
            (the German list opened with compounds ``"off"`` included) are returned as
            they are.

    Raises:
        ValueError: ``compound_words`` names no rule.
        InputFileError: ``attested`` and the attested list is missing or damaged.
    """
    chosen = compound_rule(compound_words)
    if not isinstance(lexicon, CompoundLexicon) or chosen is CompoundRule.FREE:
        return lexicon
    static = Lexicon(
        lexicon.trie,
        lexicon.name,
        lexicon.language,
        source=lexicon.source,
        cache_path=lexicon.cache_path,
        title=lexicon.title,
    )
    if chosen is CompoundRule.ATTESTED:
        return CompoundLexicon(
            static, lexicon._given_loader, mode=lexicon.mode, denylist=lexicon._denylist, gate=open_attested()
        )
    return static
