"""A profile's study progress, from its cards and its answers: cards per Leitner box,
accuracy per day, and cards learned over time (the charts of the study screens).

A card counts as **learned** once an answer has put it in :data:`LEARNED_BOX` or
higher (a week's wait in the Leitner schedule, :data:`lexitile.core.leitner.INTERVAL_DAYS`),
and stops counting when a wrong answer sends it back. No Textual here.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from dataclasses import dataclass

from lexitile.core.leitner import TOP_BOX
from lexitile.storage.cardbox import Answer, Card

__all__ = ["LEARNED_BOX", "DayPoint", "box_counts", "progress_by_day"]

#: The box from which a card counts as learned (a week between questions).
LEARNED_BOX = 3


@dataclass(frozen=True, slots=True)
class DayPoint:
    """One day with answers.

    Attributes:
        day: ``YYYY-MM-DD`` (UTC).
        answers: answers given that day; ``right``: of them right.
        learned: cards learned at the end of the day (all days up to it counted).
    """

    day: str
    answers: int
    right: int
    learned: int

    @property
    def accuracy(self) -> int:
        """Per cent of the day's answers that were right (0 to 100)."""
        return round(100 * self.right / self.answers) if self.answers else 0


def box_counts(cards: Iterable[Card]) -> list[int]:
    """How many cards are in each box, box 0 first (one entry per box)."""
    counts = [0] * (TOP_BOX + 1)
    for card in cards:
        counts[card.box] += 1
    return counts


def progress_by_day(answers: Sequence[Answer]) -> list[DayPoint]:
    """One point per day with answers, oldest first (``answers`` oldest first)."""
    out: list[DayPoint] = []
    box_of: dict[int, int] = {}
    day, total, right = "", 0, 0

    def close() -> None:
        if day:
            learned = sum(1 for b in box_of.values() if b >= LEARNED_BOX)
            out.append(DayPoint(day, total, right, learned))

    for a in answers:
        if a.at[:10] != day:
            close()
            day, total, right = a.at[:10], 0, 0
        total += 1
        right += a.correct
        box_of[a.card_id] = a.box_after
    close()
    return out
