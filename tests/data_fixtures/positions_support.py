"""Reading the test positions of ``tests/data/positions`` and their golden move lists.

Position files are described in ``tests/data/README.md``: ``# key: value`` headers
(``note``, ``source``, ``board``, ``tiles``, ``rack``, ``exercises``) and the board rows.
A golden list ``NAME.moves`` has ``#`` comment lines, then one move per line:
``COORD WORD SCORE`` (``8D FARM 20``, ``L7 (AbANDON)ED 78``), best score first.
"""

from __future__ import annotations

import functools
from dataclasses import dataclass
from pathlib import Path

import pytest

from bruteforce_oracle import Move, brute_force
from golden import updating, write_atomically
from independent_rules import (
    TEST_DATA,
    Layout,
    board_file,
    board_from_rows,
    placed_squares,
    read_layout,
    read_tile_values,
    read_word_list,
    run,
    tiles_file,
)

POSITIONS = TEST_DATA / "positions"

#: What a position may claim to exercise, and what proves it.
KINDS = (
    "opening",  # the board is empty
    "midgame",  # the board is not empty
    "blank1",  # the rack holds one blank
    "blank2",  # the rack holds two blanks
    "blank-on-board",  # some move plays through a blank already on the board
    "DL",  # some move puts a new tile on a double-letter square (and so on)
    "TL",
    "DW",
    "TW",
    "QL",
    "QW",
    "play-through",  # some move plays through tiles on the board
    "hook",  # some move lengthens a word of the board by one tile at its start or end
    "edge",  # some move puts a tile on the first or last row or column
    "bingo",  # some move places seven tiles
    "one-tile",  # some move places a single tile
    "no-moves",  # the list is empty
)


@dataclass(frozen=True)
class Position:
    name: str
    path: Path
    board: str
    tiles: str
    rack: str
    exercises: tuple[str, ...]
    rows: tuple[str, ...]

    @property
    def golden_path(self) -> Path:
        return self.path.with_suffix(".moves")


def read_position(path: Path) -> Position:
    headers: dict[str, str] = {}
    rows = []
    for line in path.read_text(encoding="utf-8").splitlines():
        if line.startswith("#"):
            key, _, value = line[1:].partition(":")
            headers[key.strip()] = value.strip()
        elif line.strip():
            rows.append(line.strip())
    return Position(
        path.stem,
        path,
        headers["board"],
        headers["tiles"],
        headers["rack"],
        tuple(headers["exercises"].split()),
        tuple(rows),
    )


def position_names() -> list[str]:
    return sorted(p.stem for p in POSITIONS.glob("*.txt"))


@functools.cache
def position(name: str) -> Position:
    return read_position(POSITIONS / f"{name}.txt")


@functools.cache
def layout_of(spec: str) -> Layout:
    return read_layout(board_file(spec))


@functools.cache
def points_of(spec: str) -> dict[str, int]:
    return read_tile_values(tiles_file(spec))[0]


@functools.cache
def _words() -> frozenset[str]:
    return read_word_list(TEST_DATA / "wordlist-small.txt")


@functools.cache
def oracle_moves(name: str) -> tuple[Move, ...]:
    """The brute-force oracle's list for a position, best score first."""
    pos = position(name)
    moves = brute_force(board_from_rows(pos.rows), layout_of(pos.board), points_of(pos.tiles), _words(), pos.rack)
    return tuple(sorted(moves, key=lambda m: (-m[2], m[0], m[1])))


def golden_text(name: str, moves: tuple[Move, ...]) -> str:
    head = [
        f"# Every legal move of {name}.txt with the small word list: {len(moves)} moves, best first.",
        "# Made by tests/bruteforce_oracle.py; rewrite on purpose with pytest --update-golden.",
    ]
    return "\n".join(head + [f"{c} {w} {s}" for c, w, s in moves]) + "\n"


def parse_golden(text: str) -> list[Move]:
    out = []
    for line in text.splitlines():
        if line and not line.startswith("#"):
            coord, word, points = line.split()
            out.append((coord, word, int(points)))
    return out


def golden_moves(config: pytest.Config, name: str) -> list[Move]:
    """The golden list of a position: read from its file; under ``--update-golden`` the
    oracle's list, written to the file first (so every test of the run sees the new list)."""
    path = position(name).golden_path
    if updating(config):
        text = golden_text(name, oracle_moves(name))
        if not path.is_file() or path.read_text(encoding="utf-8") != text:
            write_atomically(path, text)
        return parse_golden(text)
    if not path.is_file():
        pytest.fail(f"golden file {path} is missing: make it on purpose with --update-golden")
    return parse_golden(path.read_text(encoding="utf-8"))


def kinds_shown(pos: Position, moves: list[Move]) -> set[str]:
    """Which of :data:`KINDS` the position and its move list show."""
    board = board_from_rows(pos.rows)
    layout = layout_of(pos.board)
    shown = {"midgame" if board else "opening"}
    blanks = pos.rack.count("?")
    if blanks:
        shown.add(f"blank{blanks}")
    if not moves:
        shown.add("no-moves")
    last_row, last_col = layout.rows - 1, layout.cols - 1
    for coord, word, _ in moves:
        squares = placed_squares(coord, word)
        if "(" in word:
            shown.add("play-through")
            inner = "".join(part.split(")")[0] for part in word.split("(")[1:])
            if any(ch.islower() for ch in inner):
                shown.add("blank-on-board")
        for r, c in squares:
            label = layout.label[r][c]
            if label:
                shown.add(label)
            if r in (0, last_row) or c in (0, last_col):
                shown.add("edge")
        if len(squares) >= 7:
            shown.add("bingo")
        if len(squares) == 1:
            shown.add("one-tile")
        new = dict.fromkeys(squares, "?")
        for sq in squares:
            for down in (False, True):
                line = run(board, new, sq, down)
                if len(line) >= 3 and sq in (line[0], line[-1]) and all(s in board for s in line if s != sq):
                    shown.add("hook")
    return shown
