"""Errors of the Crosswise mode, all :class:`lexitile.errors.LexitileError` subclasses.

Every error names what was wrong and, for text input, where (1-based line number), and
carries a reason code callers can match on (:class:`TurnReason`).
"""

from __future__ import annotations

import enum
from collections.abc import Mapping

from lexitile.core.message import FieldValue, Message
from lexitile.errors import InputFileError, LexitileError


class CrosswiseError(LexitileError):
    """Base class of every Crosswise error."""


class ComponentsError(CrosswiseError, InputFileError):
    """A components file (``data/crosswise/*.toml``) that does not describe a usable game."""


class NotationError(CrosswiseError):
    """Turn or square text that cannot be parsed (e.g. ``'G7'`` on a 6x6 board).

    Attributes:
        text: the offending input, as given.
    """

    def __init__(self, message: str, text: str = ""):
        self.text = text
        super().__init__(message)


class TurnReason(enum.Enum):
    """Why a turn was refused. The value is the stable code used in messages and tests."""

    GAME_OVER = "game-over"
    NOT_IN_HAND = "not-in-hand"
    NOT_A_SYMBOL = "not-a-symbol"
    OFF_BOARD = "off-board"
    OCCUPIED = "occupied"
    EMPTY_SQUARE = "empty-square"
    SAME_SQUARE = "same-square"
    MUST_PLAY = "must-play"


class IllegalTurnError(CrosswiseError):
    """A turn the rules do not allow; the game is unchanged.

    Args:
        reason: a :class:`TurnReason` code.
        detail: the English sentence naming the tile and squares, e.g.
            ``"C3 is occupied (star): a symbol goes on an empty square"``.
        fields: the tiles (by name) and squares of the sentence (see
            :mod:`lexitile.text.crosswise_texts` for each code's fields).
        code: the message code when one reason has several sentences (default
            ``"crosswise.<reason>"``).

    Attributes:
        reason, detail: as given.
        message: the refusal as data (:class:`lexitile.core.message.Message`).
    """

    def __init__(
        self,
        reason: TurnReason,
        detail: str,
        *,
        fields: Mapping[str, FieldValue] | None = None,
        code: str | None = None,
    ):
        self.reason = reason
        self.detail = detail
        self.message = Message(code or f"crosswise.{reason.value}", fields or {})
        super().__init__(detail)


class RecordError(CrosswiseError, InputFileError):
    """A Crosswise record that cannot be read or no longer replays.

    Attributes are those of :class:`lexitile.errors.InputFileError` (``path``, 1-based
    ``line``, ``message``).
    """
