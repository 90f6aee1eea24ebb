"""The move being composed on the board: cursor, direction and tentatively placed tiles.

Pure state, no Textual. The game screen turns key presses into calls here and asks
the engine (``Game.check_play``) whether the result is a legal play; this module only
refuses what cannot be typed at all (a letter not on the rack, no room left).

Rack slots are indices into the rack *as shown* (the player's own order, see
:func:`reconcile_order`), so "digit 3" means the third tile on screen.
"""

from __future__ import annotations

import random
from collections import Counter
from collections.abc import Sequence
from dataclasses import dataclass

from lexitile.games.crossword.rules.board import Board
from lexitile.games.crossword.rules.coords import Direction, square_name
from lexitile.games.crossword.rules.events import Event, EventKind
from lexitile.games.crossword.rules.placement import Placement
from lexitile.games.crossword.rules.tiles import BLANK, TileSet
from lexitile.i18n import _
from lexitile.text.tileset_names import tileset_name


class DraftError(Exception):
    """A key press that cannot be carried out; the message is shown to the player."""


@dataclass(frozen=True, slots=True)
class DraftTile:
    """A tile placed tentatively.

    Attributes:
        row, col: 0-based square.
        tile: upper case for a real tile, lower case for a blank with its letter.
        slot: index of the rack slot (as shown) it came from.
    """

    row: int
    col: int
    tile: str
    slot: int


class Draft:
    """Cursor, direction and the tiles placed so far in the current turn.

    Args:
        rows, cols: board size in squares.
        cursor: 0-based (row, col) to start at (the start square on an empty board).

    Attributes:
        cursor: 0-based (row, col); after the last tile of a line it may lie one step
            off the board (then nothing more can be typed in that direction).
        direction: ``ACROSS`` or ``DOWN``: where typing advances.
        tiles: placed tiles, in the order typed.
        blank_slot: after ``?``, the slot of the blank waiting for its letter.
    """

    def __init__(self, rows: int, cols: int, cursor: tuple[int, int]):
        self.rows = rows
        self.cols = cols
        self.cursor = cursor
        self.direction = Direction.ACROSS
        self.tiles: list[DraftTile] = []
        self.blank_slot: int | None = None

    # ----------------------------------------------------------------- queries
    @property
    def used_slots(self) -> set[int]:
        """Rack slots whose tile is on the board."""
        return {t.slot for t in self.tiles}

    def tile_at(self, row: int, col: int) -> str | None:
        """The draft tile on a square, or ``None``."""
        for t in self.tiles:
            if t.row == row and t.col == col:
                return t.tile
        return None

    def placement(self) -> Placement:
        """The draft as an engine placement (in the typed direction)."""
        return Placement.of(((t.row, t.col, t.tile) for t in self.tiles), self.direction)

    def cursor_on_board(self) -> bool:
        """True when the cursor is on a square (not past the edge)."""
        r, c = self.cursor
        return 0 <= r < self.rows and 0 <= c < self.cols

    # ----------------------------------------------------------------- cursor
    def move_cursor(self, drow: int, dcol: int) -> None:
        """Move the cursor one step (clamped to the board)."""
        r, c = self.cursor
        self.cursor = (min(max(r + drow, 0), self.rows - 1), min(max(c + dcol, 0), self.cols - 1))

    def set_cursor(self, row: int, col: int) -> None:
        """Put the cursor on a square (clamped to the board)."""
        self.cursor = (min(max(row, 0), self.rows - 1), min(max(col, 0), self.cols - 1))

    def toggle_direction(self) -> None:
        """Switch between across and down."""
        self.direction = self.direction.other

    def _occupied(self, board: Board, r: int, c: int) -> bool:
        return board.at(r, c) is not None or self.tile_at(r, c) is not None

    def _target(self, board: Board) -> tuple[int, int]:
        """The square the next tile goes to: the cursor, skipping covered squares."""
        dr, dc = self.direction.step
        r, c = self.cursor
        while 0 <= r < self.rows and 0 <= c < self.cols and self._occupied(board, r, c):
            r, c = r + dr, c + dc
        if not (0 <= r < self.rows and 0 <= c < self.cols):
            raise DraftError(_("no room: the line runs off the board here (move the cursor or press Backspace)"))
        return r, c

    def _advance_from(self, board: Board, r: int, c: int) -> None:
        dr, dc = self.direction.step
        r, c = r + dr, c + dc
        while 0 <= r < self.rows and 0 <= c < self.cols and self._occupied(board, r, c):
            r, c = r + dr, c + dc
        self.cursor = (r, c)

    # ----------------------------------------------------------------- placing
    def place_slot(self, board: Board, rack: Sequence[str], slot: int, letter: str | None = None) -> DraftTile | None:
        """Put the tile of a rack slot on the target square and advance the cursor.

        Args:
            board: the board (tiles already played).
            rack: the rack as shown.
            slot: 0-based slot.
            letter: for a blank, the letter it stands for; without it the blank waits
                for a letter (:attr:`blank_slot` is set and ``None`` returned).

        Raises:
            DraftError: no such slot, the slot's tile is already placed, no room.
        """
        if not 0 <= slot < len(rack):
            raise DraftError(_("there is no tile {n} on the rack (it holds {size})").format(n=slot + 1, size=len(rack)))
        if slot in self.used_slots:
            raise DraftError(_("tile {n} ({tile}) is already on the board").format(n=slot + 1, tile=rack[slot]))
        tile = rack[slot]
        if tile == BLANK and letter is None:
            self._target(board)  # refuse early when there is no room
            self.blank_slot = slot
            return None
        if tile == BLANK:
            assert letter is not None
            tile = letter.lower()
        r, c = self._target(board)
        placed = DraftTile(r, c, tile, slot)
        self.tiles.append(placed)
        self.blank_slot = None
        self._advance_from(board, r, c)
        return placed

    def type_key(self, board: Board, rack: Sequence[str], tileset: TileSet, key: str) -> DraftTile | None:
        """Handle a typed character: a letter, ``?`` (a blank follows) or a digit 1-9
        (that rack slot).

        A letter places that rack tile. When the rack has no such tile but has a
        blank, an upper-case letter (Shift+letter) plays the blank as that letter.
        After ``?`` (or a digit naming a blank) the next letter is the blank's.

        Returns:
            The tile placed, or ``None`` when waiting for a blank's letter.

        Raises:
            DraftError: with the reason the key cannot be used.
        """
        free = [i for i in range(len(rack)) if i not in self.used_slots]
        if key == BLANK:
            blanks = [i for i in free if rack[i] == BLANK]
            if not blanks:
                raise DraftError(_("there is no blank (?) on the rack"))
            return self.place_slot(board, rack, blanks[0])
        if key.isdigit():
            return self.place_slot(board, rack, int(key) - 1)
        if not tileset.is_letter(key):
            raise DraftError(
                _("{key} is not a letter of the {tileset} tile set").format(
                    key=repr(key), tileset=tileset_name(tileset.name)
                )
            )
        letter = key.upper()
        if self.blank_slot is not None:
            return self.place_slot(board, rack, self.blank_slot, letter)
        matching = [i for i in free if rack[i] == letter]
        if matching:
            return self.place_slot(board, rack, matching[0])
        blanks = [i for i in free if rack[i] == BLANK]
        if blanks and key.isupper() and key != key.lower():
            return self.place_slot(board, rack, blanks[0], letter)
        if blanks:
            raise DraftError(
                _(
                    "no {letter} on the rack; to play the blank as {letter} type ? then {letter} (or Shift+{letter})"
                ).format(letter=letter)
            )
        raise DraftError(_("no {letter} on the rack").format(letter=letter))

    def cancel_blank(self) -> bool:
        """Forget a blank waiting for its letter; True if there was one."""
        waiting = self.blank_slot is not None
        self.blank_slot = None
        return waiting

    def take_back(self) -> DraftTile | None:
        """Take the last placed tile back to the rack; the cursor returns to its square."""
        if self.cancel_blank():
            return None
        if not self.tiles:
            return None
        last = self.tiles.pop()
        self.cursor = (last.row, last.col)
        return last

    def recall(self) -> None:
        """Take every placed tile back; the cursor returns to the first one's square."""
        self.blank_slot = None
        if self.tiles:
            first = self.tiles[0]
            self.cursor = (first.row, first.col)
        self.tiles.clear()

    def describe_cursor(self) -> str:
        """``H8 →`` style text for the cursor and direction."""
        arrow = "→" if self.direction is Direction.ACROSS else "↓"
        if not self.cursor_on_board():
            return _("edge {arrow}").format(arrow=arrow)
        return f"{square_name(*self.cursor)} {arrow}"


def reconcile_order(order: Sequence[str], rack: Sequence[str]) -> list[str]:
    """The rack in the player's order after tiles left and arrived.

    Tiles still on the rack keep their relative order; new tiles go on the right.

    Args:
        order: the rack as last shown.
        rack: the engine's rack now (any order).
    """
    need = Counter(rack)
    kept = []
    for t in order:
        if need[t] > 0:
            kept.append(t)
            need[t] -= 1
    for t in rack:
        if need[t] > 0:
            kept.append(t)
            need[t] -= 1
    return kept


def shuffled(order: Sequence[str], rng: random.Random) -> list[str]:
    """The rack in a new random order (different from the old one when possible).

    Uses the UI's own RNG, never the game's, so shuffling cannot change the bag.
    """
    tiles = list(order)
    if len(set(tiles)) < 2:
        return tiles
    for _i in range(10):
        rng.shuffle(tiles)
        if tiles != list(order):
            break
    return tiles


def turn_start_cursor(board: Board, history: Sequence[Event]) -> tuple[int, int]:
    """Where a turn's draft starts its cursor (0-based ``(row, col)``): on the first
    empty square past the last play still on the board, in that play's direction (where
    a player often plays next), or just before it when the word ends at the edge; on an
    empty board (none played yet, or the only play challenged off) on the start square,
    where the first play must go.

    Everybody saw that play made: the cursor never shows where the last person left
    theirs, which after a pass or an exchange would tell the next one where they had
    looked (hidden information at one keyboard).
    """
    start = board.layout.start
    if board.is_empty:
        return start
    for event in reversed(history):
        placement = event.placement
        if event.kind is not EventKind.PLAY or placement is None:
            continue
        tiles = placement.tiles
        if any(board.at(r, c) is None for r, c, _tile in tiles):
            continue  # challenged off the board
        dr, dc = (1, 0) if placement.direction is Direction.DOWN else (0, 1)
        for (r, c), (sr, sc) in ((tiles[-1][:2], (dr, dc)), (tiles[0][:2], (-dr, -dc))):
            while board.at(r, c) is not None:  # None off the board too
                r, c = r + sr, c + sc
            if board.on_board(r, c):
                return (r, c)
        break
    return start
