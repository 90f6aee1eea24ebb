"""The duplicate game's data files: the one module of the package that reads files."""

from __future__ import annotations

import functools

from lexitile.duplicate.classes import LetterClasses, parse_letter_classes
from lexitile.resources import data_path
from lexitile.rules.tiles import TileSet
from lexitile.textfiles import read_text_file

#: The vowel and consonant classes of the built-in tile sets, beside them in ``data/``.
LETTER_CLASSES_FILE = ("tilesets", "letter-classes.toml")


@functools.lru_cache(maxsize=16)
def _classes_text() -> str:
    return read_text_file(data_path(*LETTER_CLASSES_FILE), "letter classes file")


def letter_classes(tileset: TileSet) -> LetterClasses:
    """The vowels and consonants of a tile set, from ``data/tilesets/letter-classes.toml``.

    Raises:
        InputFileError: the file has no classes for this tile set (a tile set of one's
            own has none: the duplicate game needs a built-in set), or is malformed.
    """
    return parse_letter_classes(_classes_text(), tileset, data_path(*LETTER_CLASSES_FILE))
