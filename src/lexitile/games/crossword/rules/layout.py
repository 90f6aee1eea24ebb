"""Board layouts: size, premium squares and the start square, loaded from text art.

A layout file is one character per square, one line per row, in the legend of the Go
engine Macondo (``board/board.go``): ``=`` TW, ``-`` DW, ``"`` TL, ``'`` DL, ``~`` 4W,
``^`` 4L, ``*`` the start square (plain unless a header says otherwise), ``!`` an EX
square (Palavras Cruzadas rule text: covering it exchanges the next opponent's rack; our
symbol, Macondo has none), and ``.`` or a space for a plain square. Lines starting with ``#`` are comments; a comment of the form
``# key: value`` is a header: ``name``, ``start`` (a square such as ``H8``; default: the
centre). Rows shorter than the widest row are padded with plain squares, because text
editors strip trailing spaces (Quackle's ``LAYOUT_modified_board.txt`` has rows ending
in a space and no final newline). Any rectangular size up to 26 columns loads.

The standard 15x15 board has TW 8, DW 17 (including the centre start square), TL 12,
DL 24 (Macondo, wolges and Quackle agree; see ``data/boards/standard15.txt``).
"""

from __future__ import annotations

from dataclasses import dataclass, field
from pathlib import Path

from lexitile.errors import InputFileError, MoveSyntaxError
from lexitile.games.crossword.rules.coords import COLUMN_LETTERS, parse_square, square_name

#: symbol -> (letter multiplier, word multiplier, short label)
PREMIUM_SYMBOLS: dict[str, tuple[int, int, str]] = {
    ".": (1, 1, ""),
    " ": (1, 1, ""),
    "'": (2, 1, "DL"),
    '"': (3, 1, "TL"),
    "^": (4, 1, "QL"),
    "-": (1, 2, "DW"),
    "=": (1, 3, "TW"),
    "~": (1, 4, "QW"),
    "*": (1, 1, ""),
    "!": (1, 1, "EX"),
}

EXCHANGE_SYMBOL = "!"

MAX_COLUMNS = len(COLUMN_LETTERS)


@dataclass(frozen=True)
class BoardLayout:
    """An immutable board layout.

    Attributes:
        name: layout name (file header ``name`` or the file stem).
        rows, cols: board size in squares.
        letter_mult: per square (index ``row * cols + col``), the letter multiplier 1-4.
        word_mult: per square, the word multiplier 1-4.
        start: 0-based (row, col) of the start square the first play must cover.
        symbols: the layout's own character per square (for display and saving).
    """

    name: str
    rows: int
    cols: int
    letter_mult: tuple[int, ...]
    word_mult: tuple[int, ...]
    start: tuple[int, int]
    symbols: tuple[str, ...] = field(repr=False)

    @property
    def exchange_squares(self) -> frozenset[int]:
        """Flat indices of the EX squares."""
        return frozenset(i for i, s in enumerate(self.symbols) if s == EXCHANGE_SYMBOL)

    @property
    def start_index(self) -> int:
        """Flat index of the start square."""
        return self.start[0] * self.cols + self.start[1]

    def premium_label(self, row: int, col: int) -> str:
        """Short label of a square: ``DL``, ``TL``, ``DW``, ``TW``, ``QL``, ``QW``, ``EX`` or ``""``."""
        return PREMIUM_SYMBOLS[self.symbols[row * self.cols + col]][2]

    def to_text(self) -> str:
        """Render the layout in the file format it was loaded from (round-trips)."""
        lines = [f"# name: {self.name}", f"# start: {square_name(*self.start)}"]
        for r in range(self.rows):
            row = self.symbols[r * self.cols : (r + 1) * self.cols]
            lines.append("".join("." if s == " " else s for s in row))
        return "\n".join(lines) + "\n"

    @classmethod
    def parse(cls, text: str, path: str | Path | None = None, name: str | None = None) -> BoardLayout:
        """Parse layout text art (see the module docstring for the format).

        Args:
            text: the file's contents.
            path: where it came from, for error messages.
            name: fallback name when the text has no ``# name:`` header.

        Raises:
            InputFileError: unknown square symbols, an empty or too wide board, or a
                start square off the board; the message names the line and column.
        """
        headers: dict[str, tuple[str, int]] = {}
        grid: list[tuple[int, str]] = []
        for lineno, raw in enumerate(text.replace("\r\n", "\n").replace("\r", "\n").split("\n"), 1):
            if raw.startswith("#"):
                key, sep, value = raw[1:].partition(":")
                if sep and key.strip().lower() in ("name", "start"):
                    headers[key.strip().lower()] = (value.strip(), lineno)
                continue
            if raw.strip() == "" and not grid:
                continue
            grid.append((lineno, raw))
        while grid and grid[-1][1].strip() == "":
            grid.pop()
        if not grid:
            raise InputFileError("no board rows found (expected one line of squares per row)", path)
        cols = max(len(line) for _, line in grid)
        if cols > MAX_COLUMNS:
            raise InputFileError(
                f"board is {cols} squares wide; at most {MAX_COLUMNS} columns are supported", path, grid[0][0]
            )
        if len(grid) > 99:
            raise InputFileError(f"board has {len(grid)} rows; at most 99 are supported", path)
        symbols: list[str] = []
        star: tuple[int, int] | None = None
        for r, (lineno, line) in enumerate(grid):
            for c, ch in enumerate(line.ljust(cols)):
                if ch not in PREMIUM_SYMBOLS:
                    known = " ".join(repr(s) for s in PREMIUM_SYMBOLS)
                    raise InputFileError(
                        f"unknown square symbol {ch!r} in column {c + 1} (known: {known})", path, lineno
                    )
                if ch == "*":
                    star = (r, c)
                symbols.append(ch)
        rows = len(grid)
        if rows < 2 or cols < 2:
            raise InputFileError(f"board must be at least 2x2 squares, got {cols}x{rows}", path)
        if "start" in headers:
            value, lineno = headers["start"]
            try:
                start = parse_square(value, rows, cols)
            except MoveSyntaxError as exc:
                raise InputFileError(f"bad start square: {exc}", path, lineno) from None
        else:
            start = star if star is not None else (rows // 2, cols // 2)
        letter_mult = tuple(PREMIUM_SYMBOLS[s][0] for s in symbols)
        word_mult = tuple(PREMIUM_SYMBOLS[s][1] for s in symbols)
        layout_name = headers.get("name", (name or (Path(path).stem if path else "custom"), 0))[0]
        return cls(layout_name, rows, cols, letter_mult, word_mult, start, tuple(symbols))


#: GCG ``#board-layout`` names and aliases -> built-in layout names.
GCG_LAYOUT_NAMES = {
    "crosswordgame": "standard15",
    "supercrosswordgame": "super21",
    "standard": "standard15",
    "standard21": "super21",
}
