"""Load boards, tile sets and rule sets by built-in name or file path.

This is the only place that reads rule data from disk; :mod:`lexitile.games.crossword.rules` parses text
and never touches files. Built-in data lives in the package's ``data/`` folder
(``boards/*.txt``, ``tilesets/*.txt``, ``rules/*.toml``).
"""

from __future__ import annotations

import functools
import tomllib
from pathlib import Path

from lexitile.errors import InputFileError, UnknownNameError
from lexitile.games.crossword.rules.config import RuleSet
from lexitile.games.crossword.rules.layout import GCG_LAYOUT_NAMES, BoardLayout
from lexitile.games.crossword.rules.tiles import TileSet
from lexitile.resources import data_dir
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
    or by path to a layout file (see :mod:`lexitile.games.crossword.rules.layout`).

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
        f"unknown board {spec!r}: no such file, and the built-in boards are {', '.join(board_names())}"
    )


def standard_layout() -> BoardLayout:
    """The standard 15x15 board."""
    return load_layout("standard15")


#: Most tiles of one kind, and in a whole set (the largest real sets have about 200).
MAX_TILE_COUNT, MAX_SET_SIZE = 1000, 5000


@functools.lru_cache(maxsize=32)
def _load_tileset_file(path: str) -> TileSet:
    text = read_text_file(path, "tile set file", limit=1024 * 1024)
    try:
        tileset = TileSet.parse(text, path)
    except (ValueError, OverflowError) as exc:
        if isinstance(exc, InputFileError):
            raise
        raise InputFileError(f"malformed tile set: {exc}", path) from None
    for tile, count in tileset.counts.items():
        if count > MAX_TILE_COUNT:
            raise InputFileError(f"{count} tiles {tile!r}; a tile set has at most {MAX_TILE_COUNT} of a kind", path)
    total = sum(tileset.counts.values())
    if total > MAX_SET_SIZE:
        raise InputFileError(f"{total} tiles in the set; at most {MAX_SET_SIZE}", path)
    return tileset


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
        f"unknown tile set {spec!r}: no such file, and the built-in sets are {', '.join(tileset_names())}"
    )


def board_names() -> list[str]:
    """Names of the built-in boards."""
    return _builtin_names("boards", ".txt")


def tileset_names() -> list[str]:
    """Names of the built-in tile sets."""
    return _builtin_names("tilesets", ".txt")


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
        data = tomllib.loads(read_text_file(path, "rule set file", limit=1024 * 1024))
    except tomllib.TOMLDecodeError as exc:
        raise InputFileError(f"not valid TOML: {exc}", path) from None
    except RecursionError:
        raise InputFileError("not a rule set: nested too deep", path) from None
    except ValueError as exc:  # e.g. an integer with more digits than Python converts
        raise InputFileError(f"not valid TOML: {exc}", path) from None
    check_rule_fields(data, path)
    layout = load_layout(board or str(data.get("board", "standard15")))
    tileset = load_tileset(tiles or str(data.get("tiles", "english")))
    return RuleSet.from_mapping(data, layout, tileset, str(path))


#: Allowed range of every number of a rule set (inclusive). A rule set inside these
#: ranges plays games whose GCG records read back (``lexitile verify``).
RULE_RANGES: dict[str, tuple[int, int]] = {
    "rack_size": (2, 12),
    "bingo_bonus": (0, 1000),
    "exchange_min_bag": (0, 100),
    "first_play_min_tiles": (1, 12),
    "scoreless_rounds": (1, 10),
    "scoreless_limit": (1, 100),
    "challenge_points": (0, 1000),
    "max_exchanges": (1, 100),
    "paid_exchange_points": (0, 100),
    "passes_to_end": (1, 100),
    "challenge_seconds": (1, 3600),
}
#: Longest text of each text field.
RULE_TEXTS = {"name": 64, "title": 200, "description": 20_000, "board": 4096, "tiles": 4096}


def check_rule_fields(data: dict[str, object], path: str | Path) -> None:
    """Check the numbers and texts of a parsed rule set against :data:`RULE_RANGES`
    and :data:`RULE_TEXTS` (keys and enumerations are checked by
    :meth:`lexitile.games.crossword.rules.config.RuleSet.from_mapping`).

    Raises:
        InputFileError: the first field out of range, naming it and the range.
    """
    for key, (low, high) in RULE_RANGES.items():
        if key not in data:
            continue
        value = data[key]
        if not isinstance(value, int) or isinstance(value, bool):
            raise InputFileError(f"{key} must be a whole number from {low} to {high}, got {type(value).__name__}", path)
        if not low <= value <= high:
            shown = str(value) if len(str(value)) <= 12 else f"a {len(str(value))}-digit number"
            raise InputFileError(f"{key} must be from {low} to {high}, got {shown}", path)
    first, rack = data.get("first_play_min_tiles", 2), data.get("rack_size", 7)
    if isinstance(first, int) and isinstance(rack, int) and first > rack:
        raise InputFileError(f"first_play_min_tiles ({first}) is more than rack_size ({rack})", path)
    for key, longest in RULE_TEXTS.items():
        if key in data:
            value = data[key]
            if not isinstance(value, str):
                raise InputFileError(f"{key} must be text, got {type(value).__name__}", path)
            if len(value) > longest:
                raise InputFileError(f"{key} is {len(value)} characters long (at most {longest})", path)
    kinds = data.get("scoreless_kinds")
    if kinds is not None and (not isinstance(kinds, list) or len(kinds) > 10):
        raise InputFileError("scoreless_kinds must be a list of turn kinds", path)
