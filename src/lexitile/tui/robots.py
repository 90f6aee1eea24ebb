"""Computer players for the app: a thin adapter over
:mod:`lexitile.engine.robots` and :mod:`lexitile.engine.quickmode`.

* :func:`parse_robot` reads ``--robot NAME[:LEVEL]``.
* :func:`automaton_of` gives the move generator's automaton of a lexicon, built once
  per app run (and cached on disk by the engine for the built-in lists). It blocks:
  call it from a worker thread. :func:`automaton_ready` says whether it is there
  already (so the UI can say "preparing the computer player…" meanwhile).
* :func:`robot_for` makes the :class:`~lexitile.engine.robots.Robot` of a seat.

Lexicons without a word list (a stand-in that only answers ``in``) have no automaton:
:func:`automaton_of` raises :class:`NoAutomaton` and the app falls back (a timed-out
move counts as a pass, hints and quick mode say they are not available).
"""

from __future__ import annotations

import random
import threading
from collections.abc import Container
from typing import cast

from lexitile.engine.robots import DEFAULT_LEVEL, LEVELS, Robot
from lexitile.i18n import N_

__all__ = [
    "DEFAULT_LEVEL",
    "LEVELS",
    "NoAutomaton",
    "automaton_of",
    "automaton_ready",
    "judge",
    "parse_robot",
    "robot_for",
]


class NoAutomaton(Exception):
    """The lexicon has no word list to build a move generator from."""


_lock = threading.Lock()
#: id(lexicon) -> (lexicon, automaton); the lexicon is kept so its id stays unique.
_automata: dict[int, tuple[object, object]] = {}

#: While an automaton is being built: the fraction done (0.0 to 1.0), for screens that
#: show the progress; ``None`` when nothing is being built.
building: float | None = None


def _report(fraction: float) -> None:
    global building
    building = fraction


def build_progress() -> float | None:
    """The fraction done of the automaton being built now, or ``None``."""
    return building


def parse_robot(spec: str) -> tuple[str, str]:
    """``"Cy:hard"`` -> ``("Cy", "hard")``; ``"Cy"`` -> ``("Cy", "hard")``.

    Raises:
        ValueError: no name, or an unknown level.
    """
    name, _, level = spec.partition(":")
    name, level = name.strip(), (level.strip().lower() or DEFAULT_LEVEL)
    if not name:
        raise ValueError(f"--robot {spec!r}: give a name, e.g. Cy:hard")
    if level not in LEVELS:
        raise ValueError(f"--robot {spec!r}: the level must be one of {', '.join(LEVELS)}")
    return name, level


def automaton_ready(lexicon: Container[str] | None) -> bool:
    """True when :func:`automaton_of` would answer at once."""
    return lexicon is not None and id(lexicon) in _automata


def _words(lexicon: Container[str]) -> list[str] | None:
    if isinstance(lexicon, (set, frozenset, list, tuple)):
        return sorted(str(w).upper() for w in lexicon)
    return None


def automaton_of(lexicon: Container[str] | None):
    """The move generator's automaton of ``lexicon`` (blocking on the first call: up
    to half a minute for a big list without a disk cache; built in a child process
    then, so the UI thread keeps running).

    Raises:
        NoAutomaton: the lexicon has no word list.
    """
    if lexicon is None:
        raise NoAutomaton(N_("the word list is still loading"))  # translated where shown
    key = id(lexicon)
    with _lock:
        hit = _automata.get(key)
    if hit is not None:
        return hit[1]
    words = _words(lexicon)
    global building
    building = 0.0
    try:
        if words is not None:
            from lexitile.engine.automaton import Automaton

            automaton = Automaton.build(words, progress=_report)
        elif hasattr(lexicon, "words"):
            from lexitile.engine.automaton import WordSource, automaton_for_lexicon

            automaton = automaton_for_lexicon(cast("WordSource", lexicon), build_in_child=True, progress=_report)
        else:
            raise NoAutomaton(N_("this word list cannot drive the computer player"))
    finally:
        building = None
    with _lock:
        _automata[key] = (lexicon, automaton)
    return automaton


def robot_for(level: str, lexicon: Container[str] | None, seed: int | None = None) -> Robot:
    """A robot of ``level`` for the game's lexicon (blocking: may build the automaton).

    Raises:
        NoAutomaton: see :func:`automaton_of`.
    """
    return Robot(level, automaton_of(lexicon), lexicon, random.Random(seed))


def judge(lexicon: Container[str] | None) -> Robot:
    """A robot used only to decide challenges (needs no automaton when the lexicon
    answers ``in``)."""
    return Robot("medium", None, lexicon)  # type: ignore[arg-type]
