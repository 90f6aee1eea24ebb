"""The state file checked before use: its size, its JSON, and every field's type, range
and length, so a crafted or damaged file is one clear error, never a traceback, a hang
or gigabytes of memory.

:func:`parse_state` reads the text (bounded size, no ``NaN``/``Infinity``, no nesting
deeper than the format has, no integer longer than a score); :func:`check_state` checks
the fields against the format of ``docs/saving.md``. Both raise :class:`StateError`
with the field (``moves[3].tiles[0]``) and what was expected; the caller adds the file.
"""

from __future__ import annotations

import json
import math
from collections.abc import Callable
from typing import Any

from lexitile.core.robot_levels import BOARD_LEVELS, FAMILIAR_SUFFIX

__all__ = ["LIMITS", "MAX_BYTES", "PLAYERS", "StateError", "check_state", "parse_state"]

#: A state file is a few kilobytes (one line per move); this is far above any real game.
MAX_BYTES = 4 * 1024 * 1024
#: Deepest nesting of the format (object > moves list > move > tiles list > tile).
MAX_DEPTH = 6

#: Seats a saved game has (the app and GCG: 2 to 4).
PLAYERS = (2, 4)
#: Field limits (inclusive).
LIMITS: dict[str, int] = {
    "name": 64,
    "spec": 4096,
    "moves": 20_000,
    "tiles": 40,
    "square": 99,
    "tile": 4,
    "text": 400,
    "note": 20_000,
    "notes": 20_000,
    "points": 10**6,
    "seed": 2**128,
    "seconds": 10**9,
    "invalid": 100,
    "recap": 200,
}

#: Robot levels a state file may name, each may end in :data:`FAMILIAR_SUFFIX`.
ROBOT_LEVELS = BOARD_LEVELS
MOVE_KINDS = ("play", "exchange", "paid-exchange", "pass", "challenge", "accept", "time")


class StateError(ValueError):
    """A state file that breaks the format: ``message`` says which field and why."""


def _no_constant(name: str) -> float:
    raise StateError(f"{name} is not a number JSON allows")


def _bounded_int(text: str) -> int:
    if len(text.lstrip("-")) > 40:
        raise StateError(f"a number with {len(text)} digits (at most 40)")
    return int(text)


def _depth(value: Any, limit: int) -> int:
    """Nesting depth of ``value``, stopping (with ``limit + 1``) once it is too deep."""
    stack = [(value, 1)]
    deepest = 0
    while stack:
        item, level = stack.pop()
        deepest = max(deepest, level)
        if deepest > limit:
            return deepest
        if isinstance(item, dict):
            stack.extend((v, level + 1) for v in item.values())
        elif isinstance(item, list):
            stack.extend((v, level + 1) for v in item)
    return deepest


def _bracket_depth(text: str, limit: int) -> bool:
    """True when the text opens more than ``limit`` brackets at once (checked before
    parsing: the parser would recurse once per level)."""
    depth = 0
    in_string = escaped = False
    for ch in text:
        if in_string:
            if escaped:
                escaped = False
            elif ch == "\\":
                escaped = True
            elif ch == '"':
                in_string = False
        elif ch == '"':
            in_string = True
        elif ch in "[{":
            depth += 1
            if depth > limit:
                return True
        elif ch in "]}":
            depth -= 1
    return False


def parse_state(text: str) -> dict[str, Any]:
    """The JSON object of a state file's text.

    Raises:
        StateError: too large, nested too deep, ``NaN``/``Infinity``, a number with
            more than 40 digits, or not a JSON object.
        json.JSONDecodeError: not JSON (the caller names the line).
    """
    if len(text) > MAX_BYTES:
        raise StateError(f"the file has {len(text)} characters; a state file has at most {MAX_BYTES}")
    if _bracket_depth(text, MAX_DEPTH):
        raise StateError(f"nested deeper than {MAX_DEPTH} levels; the format has no such nesting")
    data = json.loads(text, parse_constant=_no_constant, parse_int=_bounded_int)
    if not isinstance(data, dict):
        raise StateError("the file is not a JSON object")
    if _depth(data, MAX_DEPTH) > MAX_DEPTH:
        raise StateError(f"nested deeper than {MAX_DEPTH} levels")
    return data


# ----------------------------------------------------------------- field checks
def _int(value: Any, where: str, low: int, high: int) -> int:
    if not isinstance(value, int) or isinstance(value, bool):
        raise StateError(f"{where} must be a whole number, got {type(value).__name__}")
    if not low <= value <= high:
        raise StateError(f"{where} must be between {low} and {high}, got {value}")
    return value


def _str(value: Any, where: str, longest: int, *, empty: bool = True) -> str:
    if not isinstance(value, str):
        raise StateError(f"{where} must be text, got {type(value).__name__}")
    if len(value) > longest:
        raise StateError(f"{where} is {len(value)} characters long (at most {longest})")
    if not empty and not value:
        raise StateError(f"{where} is empty")
    return value


def _list(value: Any, where: str, longest: int, shortest: int = 0) -> list[Any]:
    if not isinstance(value, list):
        raise StateError(f"{where} must be a list, got {type(value).__name__}")
    if not shortest <= len(value) <= longest:
        raise StateError(f"{where} has {len(value)} entries (between {shortest} and {longest} allowed)")
    return value


def _optional(data: dict[str, Any], key: str, check: Callable[[Any, str], object]) -> None:
    if data.get(key) is not None:
        check(data[key], key)


def check_state(data: dict[str, Any]) -> None:
    """Check every field of a parsed state file (format versions 1 and 2).

    Args:
        data: the JSON object (``format`` and ``version`` already checked).

    Raises:
        StateError: the first field that breaks the format, with its path.
    """
    low, high = PLAYERS
    players = _list(data.get("players"), "players", high, low)
    n = len(players)
    for i, name in enumerate(players):
        _str(name, f"players[{i}]", LIMITS["name"], empty=False)
    for key in ("rules", "lexicon"):
        _str(data.get(key), key, LIMITS["spec"], empty=False)
    _optional(data, "tiles", lambda v, w: _str(v, w, LIMITS["spec"], empty=False))
    version = data.get("version", 1)
    if not isinstance(version, int) or version < 2:
        _int(data.get("seed"), "seed", -LIMITS["seed"], LIMITS["seed"])
    else:  # version 2 keeps the draws made so far instead of the seed
        for i, drawn in enumerate(_list(data.get("draws"), "draws", LIMITS["moves"])):
            for k, tile in enumerate(_list(drawn, f"draws[{i}]", LIMITS["tiles"])):
                _str(tile, f"draws[{i}][{k}]", LIMITS["tile"], empty=False)
    _int(data.get("first_player"), "first_player", 0, n - 1)
    for key in ("created", "updated"):
        _optional(data, key, lambda v, w: _str(v, w, 64))
    for key in ("finished", "aborted", "first_player_drawn"):
        if key in data and not isinstance(data[key], bool):
            raise StateError(f"{key} must be true or false")
    _optional(data, "resigned", lambda v, w: _int(v, w, 0, n - 1))
    _optional(data, "turn", lambda v, w: _int(v, w, 0, n))
    points = LIMITS["points"]
    if data.get("scores") is not None:
        for i, s in enumerate(_list(data["scores"], "scores", n)):
            _int(s, f"scores[{i}]", -points, points)
    if data.get("rack_orders") is not None:
        for i, order in enumerate(_list(data["rack_orders"], "rack_orders", n)):
            for k, tile in enumerate(_list(order, f"rack_orders[{i}]", LIMITS["tiles"])):
                _str(tile, f"rack_orders[{i}][{k}]", LIMITS["tile"], empty=False)
    if data.get("members") is not None:
        for i, team in enumerate(_list(data["members"], "members", n, n)):
            for k, name in enumerate(_list(team, f"members[{i}]", 2, 1)):
                _str(name, f"members[{i}][{k}]", LIMITS["name"], empty=False)
    if data.get("clock_used") is not None:
        for i, t in enumerate(_list(data["clock_used"], "clock_used", n)):
            if isinstance(t, bool) or not isinstance(t, int | float) or not math.isfinite(t):
                raise StateError(f"clock_used[{i}] must be a number of seconds")
            if not 0 <= t <= LIMITS["seconds"]:
                raise StateError(f"clock_used[{i}] must be between 0 and {LIMITS['seconds']} seconds")
    _check_options(data.get("options"))
    _check_keyed(data.get("notes"), "notes", LIMITS["notes"], lambda v, w: _str(v, w, LIMITS["note"]))
    _check_keyed(data.get("robots"), "robots", n - 1, _level)
    _check_recap(data.get("recap"), n)
    for i, move in enumerate(_list(data.get("moves", []), "moves", LIMITS["moves"])):
        _check_move(move, f"moves[{i}]", n)


def _person(value: Any, where: str, *, missing: bool = False) -> None:
    """A person of the recap: a name, a seat number, or (``missing``) nobody."""
    if value is None and missing:
        return
    if isinstance(value, int) and not isinstance(value, bool):
        _int(value, where, 0, LIMITS["moves"])
    else:
        _str(value, where, LIMITS["name"], empty=False)


def _check_recap(value: Any, seats: int) -> None:
    """The hotseat recap (``lexitile.play.recap.BoardFeed.to_json``)."""
    if value is None:
        return
    if not isinstance(value, dict):
        raise StateError("recap must be an object")
    items = _list(value.get("items", []), "recap.items", LIMITS["recap"])
    for i, item in enumerate(items):
        where = f"recap.items[{i}]"
        code, fields, witness = _list(item, where, 3, 3)
        _str(code, f"{where}[0]", LIMITS["name"], empty=False)
        if not isinstance(fields, dict) or len(fields) > 12:
            raise StateError(f"{where}[1] must be an object of at most 12 fields")
        for key, field_value in fields.items():
            _str(key, f"{where}[1] key", LIMITS["name"], empty=False)
            if isinstance(field_value, int) and not isinstance(field_value, bool):
                _int(field_value, f"{where}[1].{key}", -LIMITS["points"], LIMITS["points"])
            else:
                _str(field_value, f"{where}[1].{key}", LIMITS["text"])
        _person(witness, f"{where}[2]", missing=True)
    for i, pair in enumerate(_list(value.get("since", []), "recap.since", LIMITS["recap"])):
        person, index = _list(pair, f"recap.since[{i}]", 2, 2)
        _person(person, f"recap.since[{i}][0]")
        _int(index, f"recap.since[{i}][1]", 0, len(items))
    if value.get("fed") is not None:
        _int(value["fed"], "recap.fed", 0, LIMITS["moves"] * 4)
    for i, pair in enumerate(_list(value.get("exchanged", []), "recap.exchanged", LIMITS["moves"])):
        index, seat = _list(pair, f"recap.exchanged[{i}]", 2, 2)
        _int(index, f"recap.exchanged[{i}][0]", 0, LIMITS["moves"] * 4)
        _int(seat, f"recap.exchanged[{i}][1]", 0, seats - 1)
    for i, seat in enumerate(_list(value.get("losing", []), "recap.losing", seats)):
        _int(seat, f"recap.losing[{i}]", 0, seats - 1)


def _level(value: Any, where: str) -> None:
    if not isinstance(value, str) or value.removesuffix(FAMILIAR_SUFFIX) not in ROBOT_LEVELS:
        raise StateError(
            f"{where} must be one of {', '.join(ROBOT_LEVELS)} (each may end in {FAMILIAR_SUFFIX}), got {str(value)[:20]!r}"
        )


def _check_keyed(value: Any, where: str, highest: int, check: Callable[[Any, str], object]) -> None:
    if value is None:
        return
    if not isinstance(value, dict):
        raise StateError(f"{where} must be an object")
    for key, item in value.items():
        if not (isinstance(key, str) and key.isdigit() and len(key) <= 6 and int(key) <= highest):
            raise StateError(f"{where} has a key {key[:12]!r}; expected a number from 0 to {highest}")
        check(item, f"{where}[{key}]")


def _check_options(value: Any) -> None:
    if value is None:
        return
    if not isinstance(value, dict):
        raise StateError("options must be an object")
    for key in ("move_seconds", "game_minutes"):
        if value.get(key) is not None:
            _int(value[key], f"options.{key}", 1, 10**6)
    for key in ("check", "on_timeout"):
        if value.get(key) is not None:
            _str(value[key], f"options.{key}", 20)
    if value.get("penalty") is not None and not isinstance(value["penalty"], str | int):
        raise StateError("options.penalty must be text or a number")
    if isinstance(value.get("penalty"), int):
        _int(value["penalty"], "options.penalty", 0, 1000)


def _check_move(move: Any, where: str, seats: int) -> None:
    if not isinstance(move, dict):
        raise StateError(f"{where} must be an object")
    kind = move.get("kind")
    if kind not in MOVE_KINDS:
        raise StateError(f"{where}.kind must be one of {', '.join(MOVE_KINDS)}, got {str(kind)[:20]!r}")
    _int(move.get("seat"), f"{where}.seat", 0, seats - 1)
    square = LIMITS["square"]
    for k, tile in enumerate(_list(move.get("tiles", []), f"{where}.tiles", LIMITS["tiles"])):
        spot = f"{where}.tiles[{k}]"
        row, col, letter = _list(tile, spot, 3, 3)
        _int(row, f"{spot}[0]", 0, square)
        _int(col, f"{spot}[1]", 0, square)
        _str(letter, f"{spot}[2]", LIMITS["tile"], empty=False)
    if move.get("direction") not in (None, "across", "down"):
        raise StateError(f"{where}.direction must be across or down")
    for key in ("exchanged", "notation"):
        if key in move:
            _str(move[key], f"{where}.{key}", LIMITS["text"])
    if "score" in move:
        _int(move["score"], f"{where}.score", -LIMITS["points"], LIMITS["points"])
    for k, word in enumerate(_list(move.get("invalid", []), f"{where}.invalid", LIMITS["invalid"])):
        _str(word, f"{where}.invalid[{k}]", LIMITS["text"])
    for k, p in enumerate(_list(move.get("penalties", []), f"{where}.penalties", seats)):
        _int(p, f"{where}.penalties[{k}]", -LIMITS["points"], LIMITS["points"])
