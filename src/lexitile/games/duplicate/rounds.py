"""What a finished round holds: each seat's play and score, the top, the rack."""

from __future__ import annotations

from dataclasses import dataclass

from lexitile.games.duplicate.draw import RackDraw
from lexitile.games.duplicate.top import Candidate


@dataclass(frozen=True)
class SeatPlay:
    """One seat's play in a finished round.

    Attributes:
        seat: the seat, 0-based.
        coordinate, word: the play in GCG notation, or ``""`` when the seat entered
            no play (none found, or the entry time ran out).
        score: points scored: the play's value when every word is valid, else 0.
        bad_words: the words formed that the lexicon lacks (upper case); empty for a
            valid play.
    """

    seat: int
    coordinate: str
    word: str
    score: int
    bad_words: tuple[str, ...] = ()

    @property
    def played(self) -> bool:
        """Whether the seat entered a play."""
        return bool(self.word)

    @property
    def valid(self) -> bool:
        """Whether the seat entered a play whose words are all valid."""
        return self.played and not self.bad_words

    @property
    def notation(self) -> str:
        """``COORD WORD`` or ``""``."""
        return f"{self.coordinate} {self.word}" if self.word else ""


@dataclass(frozen=True)
class RoundResult:
    """A finished round.

    Attributes:
        number: the round, 1-based.
        draw: how the round's rack was drawn (its rack, kept tiles, rejected racks).
        top: the round's top, which went on the board.
        plays: one :class:`SeatPlay` per seat, in seat order.
    """

    number: int
    draw: RackDraw
    top: Candidate
    plays: tuple[SeatPlay, ...]

    @property
    def rack(self) -> tuple[str, ...]:
        """The round's rack (the kept tiles first)."""
        return self.draw.rack

    @property
    def kept(self) -> tuple[str, ...]:
        """The tiles kept from the previous round's rack."""
        return self.draw.kept

    @property
    def rejected(self) -> tuple[tuple[str, ...], ...]:
        """Racks drawn and put back before this one (the draw rule)."""
        return self.draw.rejected

    def share(self, seat: int) -> float:
        """The seat's score as a share of the top (0.0-1.0; a top of 0 gives 1.0)."""
        return self.plays[seat].score / self.top.score if self.top.score else 1.0
