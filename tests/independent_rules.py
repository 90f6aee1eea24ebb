"""A second, independent reading of the board game's rules, for oracles in the tests.

Nothing here imports ``lexitile``: board files, tile-set files, GCG coordinates and the
score of a play are read and computed from the rule texts directly, so the oracles built
on this module (the brute-force move generator of ``bruteforce_oracle.py`` and the GCG
scorer of ``tests/data_fixtures/test_games.py``) can disagree with the project's code.

Rules followed (the Mattel rule text and the GCG working specification section 6, as
summarised in ``docs/``; the square legend is Macondo's ``board/board.go``):

- a letter premium (DL x2, TL x3, QL x4) multiplies the tile placed on it;
- a word premium (DW x2, TW x3, QW x4) multiplies every word through a newly placed tile
  on it, premiums multiply together;
- premiums count only under tiles placed by this play;
- a blank (lower case on the board) is worth 0;
- every word of two or more letters the play forms scores on its own;
- placing ``rack_size`` tiles at once adds the bingo bonus after all multipliers.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from dataclasses import dataclass
from pathlib import Path

REPO = Path(__file__).resolve().parents[1]
DATA = REPO / "data"
TEST_DATA = Path(__file__).resolve().parent / "data"

COLUMNS = "ABCDEFGHIJKLMNOPQRSTUVWXYZ"

#: square symbol -> (letter multiplier, word multiplier, label)
LEGEND = {
    ".": (1, 1, ""),
    " ": (1, 1, ""),
    "*": (1, 1, ""),
    "!": (1, 1, "EX"),
    "'": (2, 1, "DL"),
    '"': (3, 1, "TL"),
    "^": (4, 1, "QL"),
    "-": (1, 2, "DW"),
    "=": (1, 3, "TW"),
    "~": (1, 4, "QW"),
}

Tiles = dict[tuple[int, int], str]


@dataclass(frozen=True)
class Layout:
    """A board read from a layout file: ``rows`` x ``cols`` squares, 0-based."""

    rows: int
    cols: int
    letter: tuple[tuple[int, ...], ...]
    word: tuple[tuple[int, ...], ...]
    label: tuple[tuple[str, ...], ...]
    start: tuple[int, int]


def board_file(spec: str) -> Path:
    """A layout file: a path under ``tests/data`` or a built-in name of ``data/boards``."""
    local = TEST_DATA / spec
    return local if local.is_file() else DATA / "boards" / f"{spec}.txt"


def tiles_file(spec: str) -> Path:
    """A tile-set file: a path under ``tests/data`` or a built-in name of ``data/tilesets``."""
    local = TEST_DATA / spec
    return local if local.is_file() else DATA / "tilesets" / f"{spec}.txt"


def read_layout(path: Path) -> Layout:
    """Read a layout file (one symbol per square, ``#`` comments, ``# start: H8``)."""
    rows: list[str] = []
    start_name = None
    for raw in path.read_text(encoding="utf-8").splitlines():
        if raw.startswith("#"):
            key, _, value = raw[1:].partition(":")
            if key.strip() == "start":
                start_name = value.strip()
            continue
        if raw.strip() or rows:
            rows.append(raw)
    while rows and not rows[-1].strip():
        rows.pop()
    cols = max(len(r) for r in rows)
    rows = [r.ljust(cols) for r in rows]
    start = None
    for r, line in enumerate(rows):
        if "*" in line:
            start = (r, line.index("*"))
    if start_name:
        start = (int(start_name[1:]) - 1, COLUMNS.index(start_name[0].upper()))
    if start is None:
        start = (len(rows) // 2, cols // 2)
    return Layout(
        len(rows),
        cols,
        tuple(tuple(LEGEND[ch][0] for ch in line) for line in rows),
        tuple(tuple(LEGEND[ch][1] for ch in line) for line in rows),
        tuple(tuple(LEGEND[ch][2] for ch in line) for line in rows),
        start,
    )


def read_tile_values(path: Path) -> tuple[dict[str, int], dict[str, int]]:
    """``(points, counts)`` per tile from a ``TILE COUNT POINTS`` file (``?`` = blank)."""
    points: dict[str, int] = {}
    counts: dict[str, int] = {}
    for raw in path.read_text(encoding="utf-8").splitlines():
        line = raw.strip()
        if not line or line.startswith("#"):
            continue
        tile, count, value = line.split()
        points[tile.upper()] = int(value)
        counts[tile.upper()] = int(count)
    return points, counts


def tile_points(tile: str, points: dict[str, int]) -> int:
    """A tile's value: 0 for a blank (``?`` or a lower-case letter)."""
    return 0 if tile == "?" or tile.islower() else points[tile]


def coordinate(row: int, col: int, down: bool) -> str:
    """GCG coordinate: ``8H`` across (row first), ``H8`` down (column first)."""
    return f"{COLUMNS[col]}{row + 1}" if down else f"{row + 1}{COLUMNS[col]}"


def parse_coordinate(text: str) -> tuple[int, int, bool]:
    """``(row, col, down)`` of a GCG coordinate."""
    text = text.upper()
    if text[0].isdigit():
        return int(text[:-1]) - 1, COLUMNS.index(text[-1]), False
    return int(text[1:]) - 1, COLUMNS.index(text[0]), True


def read_play(board: Tiles, coord: str, word: str) -> Tiles:
    """The new tiles of a play written in GCG notation (``.``, a letter already there,
    or parentheses for played-through tiles)."""
    row, col, down = parse_coordinate(coord)
    new: Tiles = {}
    for ch in word:
        if ch in "()":
            continue
        if (row, col) not in board:
            assert ch != ".", f"{coord} {word}: '.' on an empty square"
            new[(row, col)] = ch
        else:
            assert ch == "." or ch.upper() == board[(row, col)].upper(), (
                f"{coord} {word}: {ch} over {board[(row, col)]}"
            )
        row, col = (row + 1, col) if down else (row, col + 1)
    return new


def run(board: Tiles, new: Tiles, square: tuple[int, int], down: bool) -> list[tuple[int, int]]:
    """The squares of the maximal line of tiles through ``square`` (board + new tiles)."""
    dr, dc = (1, 0) if down else (0, 1)
    r, c = square
    while (r - dr, c - dc) in board or (r - dr, c - dc) in new:
        r, c = r - dr, c - dc
    out = []
    while (r, c) in board or (r, c) in new:
        out.append((r, c))
        r, c = r + dr, c + dc
    return out


def words_formed(board: Tiles, new: Tiles) -> list[list[tuple[int, int]]]:
    """Every word of 2+ letters through the new tiles, each once (direction-free)."""
    seen: set[tuple[tuple[int, int], ...]] = set()
    out = []
    for square in sorted(new):
        for down in (False, True):
            squares = run(board, new, square, down)
            if len(squares) > 1 and tuple(squares) not in seen:
                seen.add(tuple(squares))
                out.append(squares)
    return out


def score(
    board: Tiles,
    new: Tiles,
    layout: Layout,
    points: dict[str, int],
    rack_size: int = 7,
    bingo_bonus: int = 50,
) -> int:
    """Points of placing ``new`` on ``board`` (no legality checks)."""
    total = 0
    for squares in words_formed(board, new):
        letters = 0
        mult = 1
        for r, c in squares:
            if (r, c) in new:
                letters += tile_points(new[(r, c)], points) * layout.letter[r][c]
                mult *= layout.word[r][c]
            else:
                letters += tile_points(board[(r, c)], points)
        total += letters * mult
    if len(new) >= rack_size:
        total += bingo_bonus
    return total


def board_from_rows(rows: Sequence[str]) -> Tiles:
    """Tiles of text rows (``.`` empty, upper case tile, lower case blank)."""
    return {(r, c): ch for r, line in enumerate(rows) for c, ch in enumerate(line) if ch != "."}


def read_word_list(path: Path) -> frozenset[str]:
    """Words of a plain word-list file (``#`` comments), upper case."""
    out = set()
    for raw in path.read_text(encoding="utf-8").splitlines():
        word = raw.split("#", 1)[0].strip()
        if word:
            out.add(word.upper())
    return frozenset(out)


def placed_squares(coord: str, word: str) -> list[tuple[int, int]]:
    """Squares of the new tiles of a golden-list move (played-through tiles in parentheses)."""
    row, col, down = parse_coordinate(coord)
    out = []
    inside = False
    for ch in word:
        if ch == "(":
            inside = True
            continue
        if ch == ")":
            inside = False
            continue
        if not inside:
            out.append((row, col))
        row, col = (row + 1, col) if down else (row, col + 1)
    return out


def letters_of(tiles: Iterable[str]) -> str:
    """Rack letters of placed tiles (a lower-case letter is a blank ``?``)."""
    return "".join("?" if t.islower() else t for t in tiles)
