"""Errors of the Quiddler mode, all :class:`lexitile.errors.LexitileError` subclasses.

Every refusal carries a :class:`QReason` code that callers (the screen, the robots,
tests) match on, and a sentence for people that quotes the offending card or word.
"""

from __future__ import annotations

import enum
from collections.abc import Mapping
from pathlib import Path

from lexitile.core.message import FieldValue, Message
from lexitile.errors import InputFileError, LexitileError


class QReason(enum.Enum):
    """Why a Quiddler action or a typed word was refused. Values are stable codes."""

    GAME_OVER = "game-over"
    NOT_YOUR_TURN = "not-your-turn"
    MUST_DRAW_FIRST = "must-draw-first"
    ALREADY_DREW = "already-drew"
    UNKNOWN_SOURCE = "unknown-source"
    STOCK_EMPTY = "stock-empty"
    DISCARD_EMPTY = "discard-empty"
    UNKNOWN_CARD = "unknown-card"
    CARD_NOT_IN_HAND = "card-not-in-hand"
    DISCARD_IN_WORD = "discard-in-word"
    NOT_A_WORD = "not-a-word"
    WORD_TOO_SHORT = "word-too-short"
    MUST_USE_ALL = "must-use-all"
    NOT_LAST_TURN = "not-last-turn"
    LAST_TURN = "last-turn"
    OUT_ON_FIRST_TURN = "out-on-first-turn"
    CANNOT_MAKE = "cannot-make"
    BAD_NOTATION = "bad-notation"


class QuiddlerError(LexitileError):
    """Base class of the Quiddler mode's errors."""


class IllegalActionError(QuiddlerError):
    """An action the rules do not allow now (wrong phase, card not in hand, bad word).

    Args:
        reason: a :class:`QReason` code.
        detail: the English sentence naming the card, word or player concerned.
        words: for ``NOT_A_WORD`` and ``WORD_TOO_SHORT``, the words refused.
        fields: the cards, words, names and numbers of the sentence, by name (see
            :mod:`lexitile.text.quiddler_texts` for each code's fields).
        code: the message code when one reason has several sentences (default
            ``"quiddler.<reason>"``).

    Attributes:
        reason, detail, words: as given.
        message: the refusal as data (:class:`lexitile.core.message.Message`), which
            screens render in their language.
    """

    def __init__(
        self,
        reason: QReason,
        detail: str,
        words: tuple[str, ...] = (),
        *,
        fields: Mapping[str, FieldValue] | None = None,
        code: str | None = None,
    ):
        self.reason = reason
        self.detail = detail
        self.words = words
        self.message = Message(code or f"quiddler.{reason.value}", fields or {})
        super().__init__(detail)


class WordEntryError(IllegalActionError):
    """A typed word the hand cannot make, or that is not a word (see :mod:`.entry`)."""


class NotationError(QuiddlerError):
    """Text that is not a card, a word in card notation or an action (``BAD_NOTATION``).

    Args:
        detail: the English sentence quoting the text.
        message: the same as a :class:`~lexitile.core.message.Message` for a refusal the
            screens show (a typed word in card notation), else ``None`` (file and
            command-line notation, worded in English only).
    """

    reason = QReason.BAD_NOTATION

    def __init__(self, detail: str, message: Message | None = None):
        self.detail = detail
        self.message = message
        super().__init__(detail)


class NoRobotError(QuiddlerError):
    """A seat was to be handed to the computer at a table that has no robot
    (message ``quiddler.no-robot``)."""

    def __init__(self) -> None:
        self.message = Message("quiddler.no-robot")
        super().__init__("no robot is available at this table")


class DeckFileError(InputFileError, QuiddlerError):
    """A deck file that cannot be read or is malformed (names the file)."""

    def __init__(self, message: str, path: str | Path | None = None, line: int | None = None):
        super().__init__(message, path, line)


class RecordError(InputFileError, QuiddlerError):
    """A Quiddler record that cannot be read or whose actions do not replay.

    Attributes:
        path, line, message: as :class:`lexitile.errors.InputFileError`.
    """

    def __init__(self, message: str, path: str | Path | None = None, line: int | None = None):
        super().__init__(message, path, line)
