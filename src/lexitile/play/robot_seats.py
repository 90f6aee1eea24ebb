"""Computer players at the table: a thin adapter over :mod:`lexitile.games.crossword.engine.robots`.

* :func:`parse_robot` reads ``--robot NAME[:LEVEL]``.
* :func:`robot_for` makes the :class:`~lexitile.games.crossword.engine.robots.Robot` of a seat (its
  automaton comes from :mod:`lexitile.games.crossword.engine.automaton_cache`, built once per run).
* :func:`judge` makes the robot that only decides whether to challenge.
"""

from __future__ import annotations

import random
from collections.abc import Container

from lexitile.games.crossword.engine import automaton_cache, robots
from lexitile.games.crossword.engine.robots import DEFAULT_LEVEL, LEVELS, Robot, parse_level

__all__ = ["DEFAULT_LEVEL", "LEVELS", "judge", "parse_robot", "robot_for"]


def parse_robot(spec: str) -> tuple[str, str]:
    """``"Cy:hard"`` -> ``("Cy", "hard")``; ``"Cy"`` -> ``("Cy", "hard")``.

    Raises:
        ValueError: no name, or an unknown level.
    """
    name, _, level = spec.partition(":")
    name, level = name.strip(), (level.strip().lower() or DEFAULT_LEVEL)
    if not name:
        raise ValueError(f"--robot {spec!r}: give a name, e.g. Cy:hard")
    try:
        parse_level(level)
    except ValueError:
        raise ValueError(
            f"--robot {spec!r}: the level must be one of {', '.join(LEVELS)} (each may end in +familiar)"
        ) from None
    return name, level


def robot_for(level: str, lexicon: Container[str] | None, seed: int | None = None) -> Robot:
    """A robot of ``level`` for the game's lexicon (blocking: may build the automaton).

    Args:
        level: one of :data:`LEVELS`.
        lexicon: the game's lexicon.
        seed: the robot's random seed (its choice among equal moves), ``None`` for a
            random one.

    Raises:
        NoAutomaton: see :func:`lexitile.games.crossword.engine.automaton_cache.automaton_of`.
    """
    return Robot(
        level,
        automaton_cache.automaton_of(lexicon),
        lexicon,
        random.Random(seed),
        think_seconds=robots.EXPERT_SECONDS,  # read now: the budget the table plays with
    )


def judge(lexicon: Container[str] | None) -> Robot:
    """A robot used only to decide challenges (needs no automaton when the lexicon
    answers ``in``)."""
    return Robot("medium", None, lexicon)  # type: ignore[arg-type]  # a judge never generates moves, so it needs no automaton
