"""Error types shared by every layer.

Every error the product raises on bad input is a :class:`LexitileError` (a
``ValueError``), so the command line can print it as one line and exit with status 2
instead of a traceback. Errors carry where the input was (file, 1-based line) and a
reason code callers can match on.
"""

from __future__ import annotations

import enum
from collections.abc import Mapping
from pathlib import Path

from lexitile.core.message import FieldValue, Message


class LexitileError(ValueError):
    """Base class of every error raised on bad input or an illegal request."""


class UsageError(Exception):
    """A command line that cannot be carried out (exit status 2): raised by a
    sub-command, reported by :func:`lexitile.cli.run_command` as one line on standard
    error. Defined here, below the commands, so that a command raises it without
    importing the command line."""


class InputFileError(LexitileError):
    """A data file (board, tile set, word list, GCG, rule set) that cannot be read.

    Attributes:
        path: the file, or ``None`` for text given directly.
        line: the 1-based line number of the fault, or ``None`` for the whole file.
        message: what was wrong and what was expected (English).
        why: the fault as a :class:`~lexitile.core.message.Message` for the screens to
            word in their language (its English wording is ``message``), or ``None`` for
            a fault only worded in English.
    """

    def __init__(
        self, message: str, path: str | Path | None = None, line: int | None = None, *, why: Message | None = None
    ):
        self.path = None if path is None else str(path)
        self.line = line
        self.message = message
        self.why = why
        if self.path is None:
            where = None if line is None else f"line {line}"
        else:
            where = self.path if line is None else f"{self.path}:{line}"
        super().__init__(message if where is None else f"{where}: {message}")


class UnknownNameError(LexitileError):
    """A name (lexicon, tile set, board, rule set) that is neither built in nor a file."""


class MoveSyntaxError(LexitileError):
    """Move text that cannot be parsed (e.g. ``'8P WORD'`` on a 15-column board)."""


class Reason(enum.Enum):
    """Why a move was refused. The value is the stable code used in messages and tests."""

    OFF_BOARD = "off-board"
    OCCUPIED = "occupied"
    NO_TILES = "no-tiles"
    NOT_IN_LINE = "not-in-line"
    GAP = "gap"
    START_NOT_COVERED = "start-not-covered"
    FIRST_PLAY_TOO_SHORT = "first-play-too-short"
    NOT_CONNECTED = "not-connected"
    NO_WORD = "no-word"
    NOT_A_WORD = "not-a-word"
    TILE_NOT_ON_RACK = "tile-not-on-rack"
    BLANK_WITHOUT_LETTER = "blank-without-letter"
    UNKNOWN_LETTER = "unknown-letter"
    WORD_MISMATCH = "word-mismatch"
    EXCHANGE_BAG_TOO_SMALL = "exchange-bag-too-small"
    EXCHANGE_NOT_ON_RACK = "exchange-not-on-rack"
    EXCHANGE_EMPTY = "exchange-empty"
    EXCHANGE_LIMIT = "exchange-limit"
    NO_PAID_EXCHANGE = "no-paid-exchange"
    GAME_OVER = "game-over"
    NOTHING_TO_CHALLENGE = "nothing-to-challenge"
    NOT_YOUR_TURN = "not-your-turn"


class IllegalMoveError(LexitileError):
    """A move the rules do not allow.

    Args:
        reason: a :class:`Reason` code.
        detail: the English sentence (for the command line and logs).
        words: for ``NOT_A_WORD``, the words that are not in the lexicon.
        fields: the squares, tiles, words and numbers the sentence names, by name
            (see :mod:`lexitile.text.rules_texts` for each code's fields).
        code: the message code when one reason has several sentences (default
            ``"rules.<reason>"``).

    Attributes:
        reason, detail, words: as given.
        message: the refusal as data (:class:`lexitile.core.message.Message`), which
            screens render in their language instead of showing ``detail``.
    """

    def __init__(
        self,
        reason: Reason,
        detail: str,
        words: tuple[str, ...] = (),
        *,
        fields: Mapping[str, FieldValue] | None = None,
        code: str | None = None,
    ):
        self.reason = reason
        self.detail = detail
        self.words = words
        self.message = Message(code or f"rules.{reason.value}", fields or {})
        super().__init__(detail)
