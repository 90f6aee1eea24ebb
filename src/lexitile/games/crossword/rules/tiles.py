"""Tile sets, racks and the bag.

Tile encoding used throughout the engine (as in GCG): an upper-case letter is a real
tile; ``?`` is a blank on a rack or in the bag; a lower-case letter is a blank that was
given that letter on the board. Letters may be any single Unicode character (Ä, Ç, Ł).

Tile set files (``data/tilesets/NAME.txt``) list ``TILE COUNT POINTS`` per line, ``?``
for the blank, ``#`` comments, and an optional ``# name: NAME`` header. Names follow
GCG's ``#tile-distribution`` (``english``, ``french``, ``polish``, ...).
"""

from __future__ import annotations

import random
from collections import Counter, deque
from collections.abc import Iterable, Sequence
from dataclasses import dataclass, field
from pathlib import Path

from lexitile.errors import InputFileError

BLANK = "?"

#: The most tiles of one kind, and the most points a tile may be worth, in a tile set
#: file: real sets have at most 12 of a letter and 10 points (Z, Q); these bounds only
#: keep numbers no game could use (a 40-digit value) out of the program.
MAX_COUNT, MAX_POINTS = 1000, 1000


@dataclass(frozen=True)
class TileSet:
    """An immutable tile distribution.

    Attributes:
        name: the GCG ``#tile-distribution`` name, e.g. ``english``.
        counts: tile -> number of such tiles in a full bag (``?`` for blanks).
        points: tile -> face value in points (``?`` is 0).
    """

    name: str
    counts: dict[str, int] = field(hash=False)
    points: dict[str, int] = field(hash=False)

    @property
    def letters(self) -> tuple[str, ...]:
        """The letters of the alphabet (real tiles only), in file order."""
        return tuple(t for t in self.counts if t != BLANK)

    @property
    def total(self) -> int:
        """Number of tiles in a full bag."""
        return sum(self.counts.values())

    def value(self, tile: str) -> int:
        """Points of one tile: 0 for a blank (``?`` or lower case), else its face value.

        Raises:
            KeyError: for a letter that is not in this set.
        """
        if tile == BLANK or tile.islower():
            return 0
        return self.points[tile]

    def rack_value(self, tiles: Iterable[str]) -> int:
        """Sum of the face values of the tiles (blanks 0)."""
        return sum(self.value(t) for t in tiles)

    def full_bag(self) -> list[str]:
        """All tiles of the set, in a fixed order (shuffle before drawing)."""
        return [t for t, n in self.counts.items() for _ in range(n)]

    def is_letter(self, letter: str) -> bool:
        """True when ``letter`` (either case) is a letter of this alphabet."""
        return letter.upper() in self.counts and letter != BLANK

    @classmethod
    def parse(cls, text: str, path: str | Path | None = None, name: str | None = None) -> TileSet:
        """Parse a tile set file (see the module docstring).

        Raises:
            InputFileError: a line that is not ``TILE COUNT POINTS``, a repeated tile,
                negative numbers, a count or points above :data:`MAX_COUNT` /
                :data:`MAX_POINTS`, or a set with no letters; names the line.
        """
        counts: dict[str, int] = {}
        points: dict[str, int] = {}
        set_name = name or (Path(path).stem if path else "custom")
        for lineno, raw in enumerate(text.splitlines(), 1):
            line = raw.strip()
            if line.startswith("#"):
                key, sep, value = line[1:].partition(":")
                if sep and key.strip().lower() == "name":
                    set_name = value.strip()
                continue
            if not line:
                continue
            parts = line.split()
            if len(parts) != 3 or not parts[1].isdigit() or not parts[2].lstrip("-").isdigit():
                raise InputFileError(f"expected 'TILE COUNT POINTS', got {line[:80]!r}", path, lineno)
            for what, digits, most in (("count", parts[1], MAX_COUNT), ("points", parts[2].lstrip("-"), MAX_POINTS)):
                if len(digits) > len(str(most)) or int(digits) > most:
                    shown = digits if len(digits) <= 12 else f"a {len(digits)}-digit number"
                    raise InputFileError(f"tile {parts[0][:8]!r}: {what} {shown} is more than {most}", path, lineno)
            tile = parts[0] if parts[0] == BLANK else parts[0].upper()
            if len(tile) != 1:
                raise InputFileError(f"tile {parts[0]!r} must be one character", path, lineno)
            if tile in counts:
                raise InputFileError(f"tile {tile!r} is listed twice", path, lineno)
            if int(parts[2]) < 0:
                raise InputFileError(f"tile {tile!r} has negative points {parts[2]}", path, lineno)
            if tile == BLANK and int(parts[2]) != 0:
                raise InputFileError("the blank '?' must be worth 0 points", path, lineno)
            counts[tile] = int(parts[1])
            points[tile] = int(parts[2])
        if not any(t != BLANK and n > 0 for t, n in counts.items()):
            raise InputFileError("tile set has no letter tiles", path)
        points.setdefault(BLANK, 0)
        return cls(set_name, counts, points)


def rack_counter(tiles: Iterable[str]) -> Counter[str]:
    """Multiset of rack tiles, with any lower-case (designated blank) counted as ``?``."""
    return Counter(BLANK if t.islower() else t for t in tiles)


def missing_from_rack(rack: Iterable[str], tiles: Iterable[str]) -> list[str]:
    """Tiles of ``tiles`` that ``rack`` cannot supply (blanks as ``?``); empty if all can."""
    have = rack_counter(rack)
    missing = []
    for t in tiles:
        key = BLANK if t.islower() or t == BLANK else t
        if have[key] > 0:
            have[key] -= 1
        else:
            missing.append(t)
    return missing


def remove_from_rack(rack: list[str], tiles: Iterable[str]) -> None:
    """Remove ``tiles`` from ``rack`` in place (lower case removes a ``?``).

    Raises:
        ValueError: when a tile is not on the rack (the rack is then unchanged).
    """
    missing = missing_from_rack(rack, list(tiles))
    if missing:
        raise ValueError(f"not on the rack: {''.join(missing)}")
    for t in tiles:
        rack.remove(BLANK if t.islower() else t)


class Bag:
    """The bag of undrawn tiles, drawn at random with a seedable RNG.

    Every draw is logged (:attr:`log`), so a saved game can keep what was drawn instead
    of the seed that says what is still to come; a game rebuilt from a save draws the
    logged tiles again (``script``) and then goes on at random.

    Args:
        tiles: the tiles in the bag.
        rng: a ``random.Random``; the game's whole course is deterministic from its seed.
        script: draws to make first, in order, instead of drawing at random: each the
            tiles one call of :meth:`draw` takes (a saved game's log).

    Attributes:
        log: the tiles of every call of :meth:`draw` so far, in order.
    """

    def __init__(self, tiles: Iterable[str], rng: random.Random, script: Iterable[Sequence[str]] = ()):
        self.tiles: list[str] = list(tiles)
        self.rng = rng
        self.log: list[tuple[str, ...]] = []
        self.script: deque[tuple[str, ...]] = deque(tuple(d) for d in script)

    def __len__(self) -> int:
        return len(self.tiles)

    def draw(self, n: int) -> list[str]:
        """Draw up to ``n`` tiles at random (fewer when the bag runs out), or the next
        draw of the script.

        Raises:
            ValueError: the script's next draw is not as many tiles as this one takes,
                or tiles the bag does not hold (the bag is then unchanged).
        """
        if self.script:
            want = self.script[0]
            if len(want) != min(n, len(self.tiles)):
                raise ValueError(f"draws {len(want)} tiles here, the rules {min(n, len(self.tiles))}")
            self.take(want)
            self.script.popleft()
            drawn = list(want)
        else:
            drawn = []
            for _ in range(min(n, len(self.tiles))):
                i = self.rng.randrange(len(self.tiles))
                self.tiles[i], self.tiles[-1] = self.tiles[-1], self.tiles[i]
                drawn.append(self.tiles.pop())
        self.log.append(tuple(drawn))
        return drawn

    def take(self, tiles: Iterable[str]) -> None:
        """Remove specific tiles (e.g. a rack known from a record).

        Raises:
            ValueError: when the bag does not hold them (the bag is then unchanged).
        """
        tiles = list(tiles)
        missing = missing_from_rack(self.tiles, tiles)
        if missing:
            raise ValueError(f"not in the bag: {''.join(missing)}")
        for t in tiles:
            self.tiles.remove(BLANK if t.islower() else t)

    def put_back(self, tiles: Iterable[str]) -> None:
        """Return tiles to the bag (designated blanks go back as ``?``)."""
        self.tiles.extend(BLANK if t.islower() else t for t in tiles)
