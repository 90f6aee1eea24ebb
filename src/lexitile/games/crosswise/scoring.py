"""Scoring of lines and sides.

Per line, for the side that owns it (``docs/crosswise.md``; BrettspielWelt Crosswise rules
page; poeppelkiste; T table 1; the J, C and F implementations):

* ``size`` different symbols in a full line: 6 points;
* 2 / 3 / 4 / 5 alike: 1 / 3 / 5 / 7 points; several groups in one line add up
  (two pairs = 2; three + pair = 4); single tiles score 0;
* empty squares are not counted, so partly filled lines score too (live display);
* ``size`` alike: the owning side wins at once (:func:`six_alike_symbol`). Such a
  line counts ``Components.six_alike`` (9) in totals, which only matters for the
  running total of a ``sumof`` match (our choice, see the rules card).

A side's total is the sum of its ``size`` lines (J ``getTeamPoints``; C; F).
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from lexitile.games.crosswise.board import Line, Side, geometry
from lexitile.games.crosswise.components import EMPTY, Components


@dataclass(frozen=True, slots=True)
class Group:
    """Tiles alike in one line.

    Attributes:
        symbol: tile id.
        count: how many (2 or more).
        points: what the group scores.
    """

    symbol: int
    count: int
    points: int


@dataclass(frozen=True, slots=True)
class LineScore:
    """The itemised score of one line.

    Attributes:
        points: the line's points.
        groups: the groups of 2+ alike, largest first (ties by tile id).
        all_different: a full line of different symbols.
        six: the symbol of a full line of one symbol (an instant win), else ``None``.
    """

    points: int
    groups: tuple[Group, ...] = ()
    all_different: bool = False
    six: int | None = None

    def describe(self, components: Components) -> str:
        """Human text: ``"pair of star + triple of sun = 4"``; ``"nothing"`` for 0."""
        if self.six is not None:
            return f"{components.size} x {components.name(self.six)}: wins"
        if self.all_different:
            return f"{components.size} different = {self.points}"
        if not self.groups:
            return "nothing"
        words = {2: "pair", 3: "three", 4: "four", 5: "five"}
        parts = [f"{words.get(g.count, str(g.count))} {components.name(g.symbol)}" for g in self.groups]
        return " + ".join(parts) + f" = {self.points}"


class Scorer:
    """Line scoring for one set of components, with a cache keyed by the line's tiles.

    Args:
        components: the scoring table and board size.
    """

    def __init__(self, components: Components):
        self.components = components
        self.size = components.size
        self.geometry = geometry(components.size)
        self._cache: dict[tuple[int, ...], int] = {}

    def points(self, tiles: tuple[int, ...]) -> int:
        """Points of one line given its ``size`` tile ids (:data:`EMPTY` allowed)."""
        cached = self._cache.get(tiles)
        if cached is None:
            cached = self._cache[tiles] = self.score(tiles).points
        return cached

    def score(self, tiles: Sequence[int]) -> LineScore:
        """The itemised score of one line (``size`` tile ids, :data:`EMPTY` allowed)."""
        comps = self.components
        counts: dict[int, int] = {}
        for t in tiles:
            if t != EMPTY:
                counts[t] = counts.get(t, 0) + 1
        filled = sum(counts.values())
        for sym, n in counts.items():
            if n >= self.size:
                return LineScore(comps.six_alike, (Group(sym, n, comps.six_alike),), six=sym)
        if filled == self.size and len(counts) == self.size:
            return LineScore(comps.all_different, all_different=True)
        groups = tuple(
            Group(sym, n, comps.alike[n]) for sym, n in sorted(counts.items(), key=lambda kv: (-kv[1], kv[0])) if n >= 2
        )
        return LineScore(sum(g.points for g in groups), groups)

    def line_tiles(self, board: Sequence[int], line: Line) -> tuple[int, ...]:
        """The tiles of ``line`` on ``board``, in reading order."""
        return tuple(board[s] for s in self.geometry.squares_of(line))

    def line_points(self, board: Sequence[int], line: Line) -> int:
        """Points of ``line`` on ``board``."""
        return self.points(self.line_tiles(board, line))

    def side_lines(self, board: Sequence[int], side: Side) -> tuple[int, ...]:
        """Points of each line the side owns, in order (rows 1-6 or columns A-F)."""
        squares = self.geometry.columns if side is Side.COLUMNS else self.geometry.rows
        return tuple(self.points(tuple(board[s] for s in line)) for line in squares)

    def total(self, board: Sequence[int], side: Side) -> int:
        """A side's total: the sum of its lines."""
        return sum(self.side_lines(board, side))

    def totals(self, board: Sequence[int]) -> dict[Side, int]:
        """Both sides' totals: ``{Side.COLUMNS: n, Side.ROWS: m}``."""
        return {side: self.total(board, side) for side in Side}

    def six_alike_lines(self, board: Sequence[int]) -> list[Line]:
        """Every full line of one symbol, rows first."""
        found = []
        for line in self.geometry.lines:
            tiles = self.line_tiles(board, line)
            if tiles[0] != EMPTY and tiles.count(tiles[0]) == self.size:
                found.append(line)
        return found


def six_alike_symbol(tiles: Sequence[int]) -> int | None:
    """The symbol filling a whole line, or ``None``."""
    first = tiles[0]
    if first == EMPTY:
        return None
    return first if all(t == first for t in tiles) else None
