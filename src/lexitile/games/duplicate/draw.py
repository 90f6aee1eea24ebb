"""Drawing the round's rack: the duplicate draw rule.

Rule (the FISF duplicate regulations as generally stated): the tiles the previous
round's top did not use stay on the rack, and it is filled up to 7 from the bag. The
rack must hold at least two vowels and two consonants through round 15, and at least
one of each from round 16 on. Otherwise the whole rack, the kept tiles included, goes
back into the bag and 7 tiles are drawn afresh, until the rack meets the minimum. When
the kept tiles and the bag together cannot make such a rack, no rack can be drawn and
the game ends. When fewer than 7 tiles are left in all, the rack is all of them.

Which tiles are vowels is data (:class:`~lexitile.games.duplicate.classes.LetterClasses`).
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from lexitile.games.crossword.rules.tiles import Bag
from lexitile.games.duplicate.classes import LetterClasses

#: The last round that needs two vowels and two consonants; later rounds need one of each.
STRICT_ROUNDS = 15

#: Draws tried for one rack before giving up: a pool that can meet the minimum meets it
#: on a random draw far sooner (its chance is at least one in a few thousand).
MAX_ATTEMPTS = 100_000


def minimum_for_round(round_number: int) -> int:
    """Vowels (and as many consonants) a rack needs in this round (1-based): 2, then 1.

    >>> minimum_for_round(15), minimum_for_round(16)
    (2, 1)
    """
    return 2 if round_number <= STRICT_ROUNDS else 1


def meets_minimum(rack: Sequence[str], classes: LetterClasses, round_number: int) -> bool:
    """Whether the rack holds the round's minimum of vowels and of consonants."""
    need = minimum_for_round(round_number)
    vowels, consonants = classes.count(rack)
    return vowels >= need and consonants >= need


@dataclass(frozen=True)
class RackDraw:
    """How one round's rack came to be.

    Attributes:
        rack: the round's rack, the kept tiles first, then the drawn ones.
        kept: the tiles kept from the previous round.
        rejected: every rack drawn and put back before this one, in order.
        draws: the tiles of each draw from the bag for this rack, in order (the fill,
            then each fresh 7); a saved game replays them (:class:`Bag` ``script``).
    """

    rack: tuple[str, ...]
    kept: tuple[str, ...]
    rejected: tuple[tuple[str, ...], ...]
    draws: tuple[tuple[str, ...], ...] = ()


def draw_rack(
    bag: Bag, kept: Sequence[str], classes: LetterClasses, round_number: int, rack_size: int = 7
) -> RackDraw | None:
    """Draw the round's rack from ``bag`` by the duplicate draw rule (module docstring).

    Args:
        bag: the bag; tiles are taken from it (and rejected racks put back).
        kept: the tiles the previous top left on the rack (blanks as ``?``).
        classes: the tile set's vowels and consonants.
        round_number: the round, 1-based.
        rack_size: tiles on a full rack (7).

    Returns:
        The draw, or ``None`` when the kept tiles and the bag together cannot make a
        rack that meets the minimum (the game is over; ``bag`` is then unchanged).

    Raises:
        RuntimeError: no acceptable rack in :data:`MAX_ATTEMPTS` draws (cannot happen
            with a random bag; a scripted bag that replays other draws raises
            ``ValueError`` from :meth:`Bag.draw` first).
    """
    need = minimum_for_round(round_number)
    vowels, consonants = classes.count([*kept, *bag.tiles])
    if vowels < need or consonants < need:
        return None
    first = bag.draw(rack_size - len(kept))
    draws = [tuple(first)]
    rack = [*kept, *first]
    rejected: list[tuple[str, ...]] = []
    for _ in range(MAX_ATTEMPTS):
        if meets_minimum(rack, classes, round_number):
            return RackDraw(tuple(rack), tuple(kept), tuple(rejected), tuple(draws))
        rejected.append(tuple(rack))
        bag.put_back(rack)
        rack = bag.draw(rack_size)
        draws.append(tuple(rack))
    raise RuntimeError(f"no rack with {need} vowels and {need} consonants in {MAX_ATTEMPTS} draws")
