"""The turn being chosen: a hand tile, then its target square(s), with the legal
targets at each step. Pure state, no Textual.

Steps per tile (the BrettspielWelt drag-and-drop steps as key presses, rule text 001):

=============  ==========================================  =========================
tile           steps                                       highlighted
=============  ==========================================  =========================
symbol         an empty square                             empty squares
mover          the tile to move, then an empty square      tiles, then empty squares
remover        the tile to take                            tiles
swapper        the first tile, then the second             tiles, then other tiles
replacer       a symbol from the hand, then the board tile hand symbols, then tiles
=============  ==========================================  =========================

Hand slots are 0-based indices into ``game.hand`` (the screen shows them as 1-6).
"""

from __future__ import annotations

import enum

from lexitile.core.message import Message
from lexitile.games.crosswise.board import square_name
from lexitile.games.crosswise.components import Action
from lexitile.games.crosswise.game import Game
from lexitile.games.crosswise.moves import Move, MoveTile, PlaceTile, RemoveTile, ReplaceTile, SwapTiles


class ChoiceError(Exception):
    """A key press that cannot be carried out.

    Args:
        message: why, as a Message (codes ``crosswise.choose.*``); the screen words it.
    """

    def __init__(self, message: Message):
        super().__init__(message.code)
        self.message = message


class Step(enum.Enum):
    """What the chooser waits for."""

    TILE = "tile"
    PLACE = "place"
    MOVE_FROM = "move-from"
    MOVE_TO = "move-to"
    REMOVE = "remove"
    SWAP_FIRST = "swap-first"
    SWAP_SECOND = "swap-second"
    REPLACE_SYMBOL = "replace-symbol"
    REPLACE_SQUARE = "replace-square"


#: The prompt of each step (``crosswise.choose.<step>``, worded in :mod:`lexitile.text.crosswise_texts`).
_PROMPTS = {step: f"crosswise.choose.{step.value}" for step in Step}


class Chooser:
    """Chooses one turn for the seat on turn of ``game``.

    Args:
        game: the game (read only here).
        cursor: 0-based flat square of the cursor.

    Attributes:
        cursor: 0-based flat square.
        step: the current :class:`Step`.
        slot: the hand slot of the chosen tile, or ``None``.
        first: the first square chosen (mover source, first swapped tile), or ``None``.
        symbol: the symbol chosen for a replacer, or ``None``.
    """

    def __init__(self, game: Game, cursor: int | None = None):
        self.game = game
        size = game.components.size
        self.cursor = cursor if cursor is not None else (size // 2 - 1) * size + size // 2 - 1
        self.reset()

    def reset(self) -> None:
        """Forget the chosen tile and squares (the cursor stays)."""
        self.step = Step.TILE
        self.slot: int | None = None
        self.first: int | None = None
        self.symbol: int | None = None
        self.symbol_slot: int | None = None

    # ------------------------------------------------------------ queries
    @property
    def tile(self) -> int | None:
        """The chosen hand tile, or ``None``."""
        return None if self.slot is None else self.game.hand[self.slot]

    def _moves(self) -> list[Move]:
        if self.tile is None:
            return []
        comps = self.game.components
        action = comps.action_of(self.tile)
        out: list[Move] = []
        for mv in self.game.legal_moves():
            if action is None:
                if isinstance(mv, PlaceTile) and mv.symbol == self.tile:
                    out.append(mv)
            elif mv.action is action:
                out.append(mv)
        return out

    @property
    def targets(self) -> frozenset[int]:
        """The squares a press of Enter (or a click) accepts now."""
        moves = self._moves()
        step = self.step
        if step is Step.PLACE:
            return frozenset(m.square for m in moves if isinstance(m, PlaceTile))
        if step is Step.MOVE_FROM:
            return frozenset(m.source for m in moves if isinstance(m, MoveTile))
        if step is Step.MOVE_TO:
            return frozenset(m.target for m in moves if isinstance(m, MoveTile) and m.source == self.first)
        if step is Step.REMOVE:
            return frozenset(m.square for m in moves if isinstance(m, RemoveTile))
        if step is Step.SWAP_FIRST:
            return frozenset(s for m in moves if isinstance(m, SwapTiles) for s in (m.first, m.second))
        if step is Step.SWAP_SECOND:
            return frozenset(
                m.second if m.first == self.first else m.first
                for m in moves
                if isinstance(m, SwapTiles) and self.first in (m.first, m.second)
            )
        if step is Step.REPLACE_SQUARE:
            return frozenset(m.square for m in moves if isinstance(m, ReplaceTile) and m.symbol == self.symbol)
        return frozenset()

    @property
    def slot_targets(self) -> frozenset[int]:
        """Hand slots a digit (or a click) accepts now: every playable tile, or the
        symbols when a replacer waits for one."""
        hand = self.game.hand
        comps = self.game.components
        if self.step is Step.REPLACE_SYMBOL:
            return frozenset(i for i, t in enumerate(hand) if comps.is_symbol(t) and i != self.slot)
        return frozenset(i for i in range(len(hand)) if self._playable(i))

    def _playable(self, slot: int) -> bool:
        saved = self.slot
        self.slot = slot
        try:
            return bool(self._moves())
        finally:
            self.slot = saved

    def candidate(self, square: int | None = None) -> Move | None:
        """The turn that choosing ``square`` (default: the cursor) would complete, if
        legal - for the live preview."""
        sq = self.cursor if square is None else square
        if sq not in self.targets:
            return None
        return self._complete(sq)

    def _complete(self, sq: int) -> Move | None:
        step = self.step
        if step is Step.PLACE:
            assert self.tile is not None
            return PlaceTile(self.tile, sq)
        if step is Step.MOVE_TO:
            assert self.first is not None
            return MoveTile(self.first, sq)
        if step is Step.REMOVE:
            return RemoveTile(sq)
        if step is Step.SWAP_SECOND:
            assert self.first is not None
            return SwapTiles(min(self.first, sq), max(self.first, sq))
        if step is Step.REPLACE_SQUARE:
            assert self.symbol is not None
            return ReplaceTile(sq, self.symbol)
        return None

    @property
    def prompt(self) -> Message:
        """What the player does next (fields: ``n`` hand size, ``tile`` the chosen
        tile's name, ``first`` the first square chosen)."""
        comps = self.game.components
        shown = self.symbol if self.step is Step.REPLACE_SQUARE else self.tile
        return Message(
            _PROMPTS[self.step],
            {
                "n": len(self.game.hand),
                "tile": comps.name(shown) if shown is not None else "",
                "first": square_name(self.first, comps.size) if self.first is not None else "",
            },
        )

    # ------------------------------------------------------------ input
    def select_slot(self, slot: int) -> Move | None:
        """A digit or a click on the hand: choose that tile (or, for a replacer, the
        symbol to put down). Choosing another tile starts over with it.

        Raises:
            ChoiceError: no such slot, or the tile cannot be played now (with why).
        """
        hand = self.game.hand
        comps = self.game.components
        if not 0 <= slot < len(hand):
            raise ChoiceError(Message("crosswise.choose.no-slot", {"n": slot + 1}))
        if self.step is Step.REPLACE_SYMBOL and slot != self.slot:
            if not comps.is_symbol(hand[slot]):
                raise ChoiceError(Message("crosswise.choose.replacer-symbol"))
            self.symbol = hand[slot]
            self.symbol_slot = slot
            self.step = Step.REPLACE_SQUARE
            return None
        if not self._playable(slot):
            raise ChoiceError(self._why_not(hand[slot]))
        self.reset()
        self.slot = slot
        action = comps.action_of(hand[slot])
        self.step = {
            None: Step.PLACE,
            Action.MOVE: Step.MOVE_FROM,
            Action.REMOVE: Step.REMOVE,
            Action.SWAP: Step.SWAP_FIRST,
            Action.REPLACE: Step.REPLACE_SYMBOL,
        }[action]
        return None

    def _why_not(self, tile: int) -> Message:
        comps = self.game.components
        action = comps.action_of(tile)
        name = comps.name(tile)
        if action is None:
            return Message("crosswise.choose.no-empty", {"tile": name})
        if action is Action.SWAP:
            return Message("crosswise.choose.swapper-needs")
        if action is Action.REPLACE:
            return Message("crosswise.choose.replacer-needs")
        if action is Action.MOVE:
            return Message("crosswise.choose.mover-needs")
        return Message("crosswise.choose.needs-tile", {"tile": name})

    def choose_square(self, square: int | None = None) -> Move | None:
        """Enter or a click on the board: choose ``square`` (default: the cursor).

        Returns:
            The finished turn, or ``None`` when another step follows.

        Raises:
            ChoiceError: no tile chosen yet, or the square is not a legal target.
        """
        sq = self.cursor if square is None else square
        self.cursor = sq
        if self.step is Step.TILE:
            raise ChoiceError(Message("crosswise.choose.tile-first", {"n": len(self.game.hand)}))
        if self.step is Step.REPLACE_SYMBOL:
            raise ChoiceError(Message("crosswise.choose.symbol-first"))
        if sq not in self.targets:
            raise ChoiceError(self._not_target(sq))
        if self.step is Step.MOVE_FROM:
            self.first, self.step = sq, Step.MOVE_TO
            return None
        if self.step is Step.SWAP_FIRST:
            self.first, self.step = sq, Step.SWAP_SECOND
            return None
        return self._complete(sq)

    def _not_target(self, sq: int) -> Message:
        fields = {"square": square_name(sq, self.game.components.size)}
        if self.step in (Step.PLACE, Step.MOVE_TO):
            return Message("crosswise.choose.not-empty", fields)
        if self.game.board[sq] < 0:
            return Message("crosswise.choose.empty", fields)
        return Message("crosswise.choose.not-here", fields)

    def back(self) -> bool:
        """Escape: undo the last step. Returns False when there was nothing to undo."""
        if self.step is Step.TILE:
            return False
        if self.step is Step.MOVE_TO:
            self.first, self.step = None, Step.MOVE_FROM
        elif self.step is Step.SWAP_SECOND:
            self.first, self.step = None, Step.SWAP_FIRST
        elif self.step is Step.REPLACE_SQUARE:
            self.symbol, self.symbol_slot, self.step = None, None, Step.REPLACE_SYMBOL
        else:
            self.reset()
        return True

    def move_cursor(self, drow: int, dcol: int) -> None:
        """Move the cursor, wrapping round the board's edges."""
        size = self.game.components.size
        r, c = divmod(self.cursor, size)
        self.cursor = ((r + drow) % size) * size + (c + dcol) % size
