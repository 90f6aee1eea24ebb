"""Vowels and consonants of a tile set: the classes the duplicate draw rule counts.

The classes are data (``data/tilesets/letter-classes.toml``, read by
:mod:`lexitile.games.duplicate.files`); this module parses the text and counts a rack. A
tile is a vowel, a consonant, or *both* (it counts once as a vowel and once as a
consonant: the blank, and Y in the languages that use it as either).
"""

from __future__ import annotations

import tomllib
from collections.abc import Iterable
from dataclasses import dataclass
from pathlib import Path

from lexitile.errors import InputFileError
from lexitile.games.crossword.rules.tiles import BLANK, TileSet


@dataclass(frozen=True)
class LetterClasses:
    """The vowel and consonant classes of one tile set.

    Attributes:
        tileset: the tile set's name (``english``).
        vowels: tiles that count as vowels only.
        both: tiles that count as a vowel and as a consonant (``?`` the blank).
    """

    tileset: str
    vowels: frozenset[str]
    both: frozenset[str]

    def count(self, rack: Iterable[str]) -> tuple[int, int]:
        """``(vowels, consonants)`` on a rack; a tile of :attr:`both` counts in each.

        Args:
            rack: tiles (upper case, ``?`` for a blank; a lower-case letter is a blank).

        >>> LetterClasses("english", frozenset("AEIOU"), frozenset("Y?")).count("AEY?TRS")
        (4, 5)
        """
        vowels = consonants = 0
        for tile in rack:
            key = BLANK if tile.islower() else tile
            if key in self.both:
                vowels += 1
                consonants += 1
            elif key in self.vowels:
                vowels += 1
            else:
                consonants += 1
        return vowels, consonants


def parse_letter_classes(text: str, tileset: TileSet, path: str | Path | None = None) -> LetterClasses:
    """The classes of ``tileset`` from the TOML text of ``letter-classes.toml``.

    Args:
        text: the file's text: one table per tile set name with ``vowels`` and
            ``both`` strings of tiles.
        tileset: the tile set whose classes are wanted.
        path: the file, for error messages.

    Raises:
        InputFileError: the text is not TOML, has no table for the set, or names a
            tile the set lacks (the message names the file and the set).
    """
    try:
        data = tomllib.loads(text)
    except tomllib.TOMLDecodeError as exc:
        raise InputFileError(f"not TOML: {exc}", path) from None
    entry = data.get(tileset.name)
    if not isinstance(entry, dict):
        raise InputFileError(f"no vowel and consonant classes for the tile set {tileset.name!r}", path)
    classes: dict[str, frozenset[str]] = {}
    for key in ("vowels", "both"):
        value = entry.get(key, "")
        if not isinstance(value, str):
            raise InputFileError(f"[{tileset.name}] {key}: expected a string of tiles", path)
        unknown = [t for t in value if t not in tileset.counts]
        if unknown:
            raise InputFileError(f"[{tileset.name}] {key}: {''.join(unknown)!r} not in the tile set", path)
        classes[key] = frozenset(value)
    if not classes["vowels"] | classes["both"]:
        raise InputFileError(f"[{tileset.name}] names no vowel", path)
    return LetterClasses(tileset.name, classes["vowels"] - classes["both"], classes["both"])
