"""Robot levels: what each Quiddler robot knows and how quickly it sees a way out.

A computer finds a way to go out almost every time one exists, and in Quiddler one
usually does: with the full English list the search can go out on its first turn of
most rounds, so a round would end before the others have played a turn. People do
not see a whole hand as words at once, and they know fewer words. The levels model
those two limits as data (:class:`Level`), not code branches:

* ``vocabulary``: the words the robot knows: every word of the lexicon (``None``), or
  only words at least this common (a Zipf frequency, 3.0 = once per million words of
  running text, from ``data/frequency/``; the lexicon's language picks the list).
* ``insight``: how soon it sees a way out of its hand. On its ``n``-th turn of a round
  (1-based) with ``c`` cards dealt, it notices a way out, when there is one, with
  chance ``min(1, n * insight / c)``; ``None``: always at once. Until it notices, it
  plays on as if there were none (draws and discards for its best words).
* ``aim``: the share of its best score it settles for when it lays words down: a
  random fraction in ``aim``'s range, ``(1.0, 1.0)``: always the best split.

Levels:

* ``easy``: common words only (Zipf >= 3.5), a good-enough split, slow to see a way out;
* ``medium`` (the default): words of everyday reading (Zipf >= 3.0), the best split,
  sees a way out within a few turns;
* ``hard``: every word of the lexicon, the best split, sees every way out at once.

``benchmarks/bench_quiddler_levels.py`` measures each level against the others and
against a random player.
"""

from __future__ import annotations

from dataclasses import dataclass

from lexitile.core.modes import get_mode


@dataclass(frozen=True, slots=True)
class Level:
    """One robot level (see the module docstring).

    Attributes:
        name: ``easy``, ``medium`` or ``hard``.
        vocabulary: least Zipf frequency of a word the robot knows; ``None``: every
            word of the lexicon.
        insight: how soon a way out is seen (chance per turn, see the module
            docstring); ``None``: at once.
        aim: (low, high) share of the best score it settles for when laying words.
        description: one line for players.
    """

    name: str
    vocabulary: float | None
    insight: float | None
    aim: tuple[float, float]
    description: str

    def sees_out_chance(self, turn: int, cards: int) -> float:
        """Chance of noticing a way out on the robot's ``turn``-th turn (1-based) of a
        round with ``cards`` dealt (0..1)."""
        if self.insight is None:
            return 1.0
        return min(1.0, turn * self.insight / max(1, cards))


LEVEL_TABLE: dict[str, Level] = {
    "easy": Level(
        "easy",
        vocabulary=3.5,
        insight=0.35,
        aim=(0.6, 1.0),
        description="knows common words, lays a good-enough split, slow to see a way out",
    ),
    "medium": Level(
        "medium",
        vocabulary=3.0,
        insight=0.5,
        aim=(1.0, 1.0),
        description="knows everyday words, lays its best split, sees a way out within a few turns",
    ),
    "hard": Level(
        "hard",
        vocabulary=None,
        insight=None,
        aim=(1.0, 1.0),
        description="knows every word of the lexicon and goes out as soon as its cards allow",
    ),
}

#: Level names, weakest first.
LEVELS: tuple[str, ...] = tuple(LEVEL_TABLE)
#: The level of a robot seat when none is named.
DEFAULT_LEVEL: str = get_mode("quiddler").default_robot_level  # one default per game: the registry's


def level(name: str) -> Level:
    """The level called ``name``.

    Raises:
        ValueError: not one of :data:`LEVELS`.
    """
    try:
        return LEVEL_TABLE[name.strip().lower()]
    except KeyError:
        raise ValueError(f"robot level {name!r}: the level must be one of {', '.join(LEVELS)}") from None
