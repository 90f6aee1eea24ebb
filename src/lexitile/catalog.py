"""Load boards, tile sets and rule sets by built-in name or file path.

This is the only place that reads rule data from disk; :mod:`lexitile.rules` parses text
and never touches files. Built-in data lives in the package's ``data/`` folder
(``boards/*.txt``, ``tilesets/*.txt``, ``rules/*.toml``).
"""

from __future__ import annotations

import functools
import tomllib
from pathlib import Path

from lexitile.errors import InputFileError, UnknownNameError
from lexitile.resources import data_dir
from lexitile.rules.config import RuleSet
from lexitile.rules.layout import GCG_LAYOUT_NAMES, BoardLayout
from lexitile.rules.tiles import TileSet
from lexitile.textfiles import read_text_file

#: Aliases of tile set names (GCG ``#tile-distribution`` and language codes).
TILESET_ALIASES = {
    "en": "english",
    "de": "german",
    "pt_br": "portuguese_br",
    "pt": "portuguese_br",
    "fr": "french",
    "pl": "polish",
}

DEFAULT_RULES = "mattel"


def _builtin_names(folder: str, suffix: str) -> list[str]:
    return sorted(p.name[: -len(suffix)] for p in (data_dir() / folder).glob(f"*{suffix}"))


@functools.lru_cache(maxsize=32)
def _load_layout_file(path: str) -> BoardLayout:
    return BoardLayout.parse(read_text_file(path, "board file"), path)


def load_layout(spec: str) -> BoardLayout:
    """A board by built-in name (``standard15``, ``super21``, GCG's ``CrosswordGame``)
    or by path to a layout file (see :mod:`lexitile.rules.layout`).

    Raises:
        UnknownNameError: neither a built-in name nor an existing file.
        InputFileError: the file cannot be read or is malformed.
    """
    key = GCG_LAYOUT_NAMES.get(spec.lower(), spec)
    builtin = data_dir() / "boards" / f"{key}.txt"
    if builtin.is_file():
        return _load_layout_file(str(builtin))
    if Path(spec).exists():
        return _load_layout_file(str(Path(spec).resolve()))
    raise UnknownNameError(
        f"unknown board {spec!r}: no such file, and the built-in boards are {', '.join(_builtin_names('boards', '.txt'))}"
    )


def standard_layout() -> BoardLayout:
    """The standard 15x15 board."""
    return load_layout("standard15")


@functools.lru_cache(maxsize=32)
def _load_tileset_file(path: str) -> TileSet:
    return TileSet.parse(read_text_file(path, "tile set file"), path)


def load_tileset(spec: str) -> TileSet:
    """A tile set by GCG ``#tile-distribution`` name (``english``, ``french``,
    ``polish``, ``german``, ...), language code, or path to a tile set file.

    Raises:
        UnknownNameError, InputFileError: as :func:`load_layout`.
    """
    key = TILESET_ALIASES.get(spec.lower(), spec.lower())
    builtin = data_dir() / "tilesets" / f"{key}.txt"
    if builtin.is_file():
        return _load_tileset_file(str(builtin))
    if Path(spec).exists():
        return _load_tileset_file(str(Path(spec).resolve()))
    raise UnknownNameError(
        f"unknown tile set {spec!r}: no such file, and the built-in sets are {', '.join(_builtin_names('tilesets', '.txt'))}"
    )


def rule_set_names() -> list[str]:
    """Names of the built-in rule sets."""
    return _builtin_names("rules", ".toml")


def load_rules(spec: str = DEFAULT_RULES, board: str | None = None, tiles: str | None = None) -> RuleSet:
    """A rule set by built-in name (``mattel``, ``tournament``, ...) or TOML file path.

    Args:
        spec: rule set name or path.
        board: overrides the rule set's board (name or path).
        tiles: overrides the rule set's tile set (name or path).

    Raises:
        UnknownNameError, InputFileError: unknown names, unreadable or malformed files.
    """
    builtin = data_dir() / "rules" / f"{spec}.toml"
    if builtin.is_file():
        path = builtin
    elif Path(spec).is_file():
        path = Path(spec)
    else:
        raise UnknownNameError(
            f"unknown rule set {spec!r}: no such file, and the built-in rule sets are {', '.join(rule_set_names())}"
        )
    try:
        data = tomllib.loads(read_text_file(path, "rule set file"))
    except tomllib.TOMLDecodeError as exc:
        raise InputFileError(f"not valid TOML: {exc}", path) from None
    layout = load_layout(board or str(data.get("board", "standard15")))
    tileset = load_tileset(tiles or str(data.get("tiles", "english")))
    return RuleSet.from_mapping(data, layout, tileset, str(path))
