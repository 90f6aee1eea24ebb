"""The move generator's automaton of each lexicon, built once per program run.

Every computer player, hint, quick-mode search and timed-out move of a run shares the
automaton of its game's lexicon: building it takes seconds (half a minute for a big
list without a disk cache; :func:`lexitile.games.crossword.engine.automaton.automaton_for_lexicon`
keeps a disk cache for the built-in lists), so it is made once and kept here.

* :func:`automaton_of` gives it, building it on the first call. It blocks: call it
  from a worker thread. :func:`automaton_ready` says whether it is there already (so a
  screen can say "preparing the computer player…" meanwhile) and
  :func:`build_progress` how far a build has got.

Lexicons without a word list (a stand-in that only answers ``in``) have no automaton:
:func:`automaton_of` raises :class:`NoAutomaton` and the callers fall back (a timed-out
move counts as a pass, hints and quick mode say they are not available).
"""

from __future__ import annotations

import threading
from collections.abc import Container
from typing import TYPE_CHECKING, cast

from lexitile.i18n import N_

if TYPE_CHECKING:
    from lexitile.games.crossword.engine.automaton import Automaton

__all__ = ["NoAutomaton", "automaton_of", "automaton_ready", "build_progress"]


class NoAutomaton(Exception):
    """The lexicon has no word list to build a move generator from.

    The message is an English sentence marked for translation (``N_``): screens show
    it through ``_()``.
    """


_lock = threading.Lock()
#: id(lexicon) -> (lexicon, automaton); the lexicon is kept so its id stays unique.
_automata: dict[int, tuple[object, Automaton]] = {}
#: id(lexicon) -> the lock its one build holds: a second caller (a hint asked again
#: while a robot's build runs) waits for that build instead of starting another.
_builds: dict[int, threading.Lock] = {}

#: While an automaton is being built: the fraction done (0.0 to 1.0), for screens that
#: show the progress; ``None`` when nothing is being built.
building: float | None = None


def _report(fraction: float) -> None:
    global building
    building = fraction


def build_progress() -> float | None:
    """The fraction done (0.0 to 1.0) of the automaton being built now, or ``None``."""
    return building


def automaton_ready(lexicon: Container[str] | None) -> bool:
    """True when :func:`automaton_of` would answer at once for ``lexicon``."""
    return lexicon is not None and id(lexicon) in _automata


def _words(lexicon: Container[str]) -> list[str] | None:
    if isinstance(lexicon, (set, frozenset, list, tuple)):
        return sorted(str(w).upper() for w in lexicon)
    return None


def automaton_of(lexicon: Container[str] | None) -> Automaton:
    """The move generator's automaton of ``lexicon`` (blocking on the first call: up
    to half a minute for a big list without a disk cache; built in a child process
    then, so the calling program's other threads keep running).

    Args:
        lexicon: a word collection (``set``/``list`` of words) or a lexicon with
            ``words()`` (:class:`lexitile.games.crossword.engine.automaton.WordSource`); ``None`` while
            the word list is still loading.

    Callers that ask while a build of the same lexicon runs wait for it: one build per
    lexicon and run.

    Raises:
        NoAutomaton: the lexicon has no word list (or is not loaded yet).
    """
    if lexicon is None:
        raise NoAutomaton(N_("the word list is still loading"))  # translated where shown
    key = id(lexicon)
    with _lock:
        hit = _automata.get(key)
        build = _builds.setdefault(key, threading.Lock())
    if hit is not None:
        return hit[1]
    with build:
        with _lock:
            hit = _automata.get(key)
        if hit is not None:
            return hit[1]
        return _build(key, lexicon)


def _build(key: int, lexicon: Container[str]) -> Automaton:
    """Build (or read from the disk cache) the automaton of ``lexicon`` and keep it."""
    words = _words(lexicon)
    global building
    building = 0.0
    try:
        if words is not None:
            from lexitile.games.crossword.engine.automaton import Automaton  # noqa: PLC0415 - loaded on first use, not at start-up

            automaton = Automaton.build(words, progress=_report)
        elif hasattr(lexicon, "words"):
            from lexitile.games.crossword.engine.automaton import WordSource, automaton_for_lexicon  # noqa: PLC0415 - loaded on first use, not at start-up

            automaton = automaton_for_lexicon(cast("WordSource", lexicon), build_in_child=True, progress=_report)
        else:
            raise NoAutomaton(N_("this word list cannot drive the computer player"))
    finally:
        building = None
    with _lock:
        _automata[key] = (lexicon, automaton)
    return automaton
