"""The board game's move as one value with a canonical text form that round-trips.

A turn is a play, an exchange or a pass; the text is the GCG move column (the GCG
standard, ``docs/gcg.md``):

==========================  ===============  =========================================
value                       text             meaning
==========================  ===============  =========================================
``BoardMove.play(c, w)``    ``8D JOKEr``     the whole main word from its first square
                                             (``8D`` across, ``D8`` down): upper case
                                             for rack tiles, lower case for a blank,
                                             ``.`` for a tile already on the board
``BoardMove.exchange(t)``   ``-QO?``         the tiles given back (``?`` a blank)
``BoardMove.pass_()``       ``-``            a pass
==========================  ===============  =========================================

``BoardMove.parse(str(move)) == move`` for every move. The text needs no board: the
played-through squares are ``.``, so the new tiles and their squares follow from the
coordinate and the word alone (:attr:`BoardMove.placement`); whether the move is legal
is the game's to judge (:meth:`lexitile.games.crossword.rules.game.Game.play`).

The other shapes of a move convert here or in one place each: a rules-engine
:class:`~lexitile.games.crossword.rules.events.Event` gives its move with ``Event.move``; the move
generator's compact tuple with ``GeneratedMove.move`` (:mod:`lexitile.games.crossword.engine.generated_move`).
"""

from __future__ import annotations

import enum
from dataclasses import dataclass
from typing import Self

from lexitile.errors import MoveSyntaxError
from lexitile.games.crossword.rules.coords import COLUMN_LETTERS, Coordinate, parse_coordinate
from lexitile.games.crossword.rules.placement import Placement
from lexitile.games.crossword.rules.tiles import BLANK

__all__ = ["BoardMove", "MoveKind"]

#: The largest board a move's text can name: rows 1-99 (two digits), columns A-Z.
_MAX_ROWS = 99
_MAX_COLS = len(COLUMN_LETTERS)


class MoveKind(enum.Enum):
    """What a turn does: place tiles, exchange tiles, or pass."""

    PLAY = "play"
    EXCHANGE = "exchange"
    PASS = "pass"


@dataclass(frozen=True, slots=True)
class BoardMove:
    """One turn of the board game (see the module table).

    Build it with :meth:`play`, :meth:`exchange`, :meth:`pass_` or :meth:`parse`,
    which check the shape; the fields of another kind stay empty.

    Attributes:
        kind: play, exchange or pass.
        coordinate: the main word's first square and direction (plays only).
        word: the whole main word in GCG notation (plays only).
        tiles: the tiles given back, upper case, ``?`` for a blank (exchanges only).
    """

    kind: MoveKind
    coordinate: Coordinate | None = None
    word: str = ""
    tiles: str = ""

    @classmethod
    def play(cls, coordinate: Coordinate, word: str) -> BoardMove:
        """A play of ``word`` from ``coordinate``.

        Raises:
            MoveSyntaxError: the word is empty, holds a character other than a letter
                or ``.``, places no tile, or runs off a board of 99 rows and 26 columns.
        """
        if not word or not all(ch == "." or ch.isalpha() for ch in word):
            raise MoveSyntaxError(f"{word!r} is not a word in GCG notation (letters, lower case for a blank, '.')")
        if set(word) == {"."}:
            raise MoveSyntaxError(f"{word!r} places no tile")
        dr, dc = coordinate.direction.step
        last_row, last_col = coordinate.row + dr * (len(word) - 1), coordinate.col + dc * (len(word) - 1)
        if last_row >= _MAX_ROWS or last_col >= _MAX_COLS:
            raise MoveSyntaxError(f"{coordinate} {word}: the word runs off any board")
        return cls(MoveKind.PLAY, coordinate=coordinate, word=word)

    @classmethod
    def exchange(cls, tiles: str) -> BoardMove:
        """An exchange of ``tiles`` (upper-case letters, ``?`` for a blank).

        Raises:
            MoveSyntaxError: no tiles, or a character that is no tile.
        """
        if not tiles or not all(ch == BLANK or (ch.isalpha() and ch.isupper()) for ch in tiles):
            raise MoveSyntaxError(f"-{tiles}: an exchange names its tiles in upper case, '?' for a blank")
        return cls(MoveKind.EXCHANGE, tiles=tiles)

    @classmethod
    def pass_(cls) -> BoardMove:
        """A pass."""
        return cls(MoveKind.PASS)

    @classmethod
    def parse(cls, text: str) -> Self:
        """The move a GCG move column names: ``8D JOKEr``, ``-QO?``, ``-``.

        Spaces around and between the coordinate and the word may be any; the
        coordinate's column letter in either case (written back in upper case).

        >>> str(BoardMove.parse(" h8   J..LY "))
        'H8 J..LY'
        >>> BoardMove.parse("-").kind
        <MoveKind.PASS: 'pass'>

        Raises:
            MoveSyntaxError: the text is none of the three forms, with what was
                expected.
        """
        stripped = text.strip()
        if stripped == "-":
            return cls(MoveKind.PASS)
        if stripped.startswith("-") and " " not in stripped:
            move = cls.exchange(stripped[1:])
            return cls(move.kind, tiles=move.tiles)
        parts = stripped.split()
        if len(parts) != 2:
            raise MoveSyntaxError(f"{text!r} is not a move (expected e.g. '8D JOKEr', '-QO' or '-')")
        move = cls.play(parse_coordinate(parts[0], _MAX_ROWS, _MAX_COLS), parts[1])
        return cls(move.kind, coordinate=move.coordinate, word=move.word)

    def __str__(self) -> str:
        if self.kind is MoveKind.PLAY:
            return f"{self.coordinate} {self.word}"
        if self.kind is MoveKind.EXCHANGE:
            return f"-{self.tiles}"
        return "-"

    @property
    def placement(self) -> Placement:
        """The new tiles of a play, as the rules engine takes them (direction set).

        Raises:
            ValueError: the move is not a play.
        """
        if self.kind is not MoveKind.PLAY or self.coordinate is None:
            raise ValueError(f"{self}: only a play places tiles")
        dr, dc = self.coordinate.direction.step
        row, col = self.coordinate.row, self.coordinate.col
        tiles = [(row + k * dr, col + k * dc, ch) for k, ch in enumerate(self.word) if ch != "."]
        return Placement.of(tiles, self.coordinate.direction)

    @property
    def rack_tiles(self) -> str:
        """The tiles the move takes from the rack or gives back, blanks as ``?``:
        a play's new tiles in word order, an exchange's tiles, ``""`` for a pass."""
        if self.kind is MoveKind.PLAY:
            return "".join(BLANK if ch.islower() else ch for ch in self.word if ch != ".")
        return self.tiles
