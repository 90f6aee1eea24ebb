"""Game events: what happened on each turn, in the shape GCG records it.

Event kinds follow the GCG event types (see ``docs/gcg.md``): a tile
placement, a pass, an exchange, a withdrawn phony, a challenge bonus or penalty, end-rack
points and penalties, and time penalties.
"""

from __future__ import annotations

import enum
from dataclasses import dataclass

from lexitile.core.message import Message
from lexitile.games.crossword.rules.move import BoardMove
from lexitile.games.crossword.rules.placement import Placement
from lexitile.games.crossword.rules.scoring import Score


class EventKind(enum.Enum):
    """What an event records."""

    PLAY = "play"
    PASS = "pass"
    EXCHANGE = "exchange"
    WITHDRAWN = "withdrawn"
    CHALLENGE_BONUS = "challenge-bonus"
    CHALLENGE_PENALTY = "challenge-penalty"
    END_RACK_POINTS = "end-rack-points"
    END_RACK_PENALTY = "end-rack-penalty"
    TIME_PENALTY = "time-penalty"
    #: Kreuzwort's paid exchange: tiles exchanged for points, and the turn goes on.
    PAID_EXCHANGE = "paid-exchange"

    @property
    def is_turn(self) -> bool:
        """True for events that are a player's turn (play, pass, exchange)."""
        return self in (EventKind.PLAY, EventKind.PASS, EventKind.EXCHANGE)


@dataclass(frozen=True, slots=True)
class Event:
    """One event of a game.

    Attributes:
        kind: the event type.
        player: 0-based seat index of the player the score applies to.
        rack: the player's rack before the event (``""`` when unknown or not relevant).
        score: points gained (negative for penalties).
        cumulative: the player's total after the event.
        placement: the new tiles (plays only).
        coordinate, word: GCG notation of a play (``8D``, ``JOKEr``/``J..LY``).
        breakdown: itemised score of a play.
        tiles: exchanged tiles, or the rack counted in an end-rack line.
        note: free text (GCG ``#note``): the English wording of :attr:`message`, or
            notes read from a file or added as text.
        message: the engine's (or the table's) note as data, code ``note.*`` and its
            fields (:mod:`lexitile.text.note_texts`), for screens to word in their
            language; ``None`` for an event without one, or read from a file.
    """

    kind: EventKind
    player: int
    rack: str
    score: int
    cumulative: int
    placement: Placement | None = None
    coordinate: str = ""
    word: str = ""
    breakdown: Score | None = None
    tiles: str = ""
    note: str = ""
    message: Message | None = None

    @property
    def move(self) -> BoardMove | None:
        """The turn as the game's one :class:`~lexitile.games.crossword.rules.move.BoardMove` (the one
        place an event becomes a move): a play, an exchange (paid or not) or a pass;
        ``None`` for the events that are no turn (a withdrawn play, challenge and time
        lines, end-rack lines).

        Raises:
            MoveSyntaxError: a play whose notation is not the engine's (a record read
                from another program's dialect, never an event the engine made).
        """
        if self.kind in (EventKind.PLAY, EventKind.EXCHANGE, EventKind.PAID_EXCHANGE, EventKind.PASS):
            return BoardMove.parse(self.move_text)
        return None

    @property
    def move_text(self) -> str:
        """The move column as GCG writes it (``8D JOKEr``, ``-``, ``-QO``, ``--``, ``(EE)``)."""
        if self.kind is EventKind.PLAY:
            return f"{self.coordinate} {self.word}"
        if self.kind is EventKind.PASS:
            return "-"
        if self.kind in (EventKind.EXCHANGE, EventKind.PAID_EXCHANGE):
            return f"-{self.tiles}"
        if self.kind is EventKind.WITHDRAWN:
            return "--"
        if self.kind is EventKind.CHALLENGE_BONUS:
            return "(challenge)"
        if self.kind is EventKind.CHALLENGE_PENALTY:
            return "(challenge)"
        if self.kind is EventKind.TIME_PENALTY:
            return "(time)"
        return f"({self.tiles})"
