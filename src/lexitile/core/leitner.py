"""The Leitner cardbox's schedule: which box a card moves to after an answer, when it
is due again, and the order a study session takes the cards in.

A card starts in box 0 (due at once). A right answer moves it up one box, and each box
waits longer than the one below it before the card is asked again; a wrong answer sends
it back to box 0, due at once. This is the scheme of Sebastian Leitner's cardbox ("So
lernt man lernen", 1972) as Zyzzyva's cardbox quizzes use it: boxes with growing
intervals, the cards due first.

A card answered before it is due (a session longer than the due cards) is practice: a
right answer leaves it in its box, due when it was, since a word recalled minutes after
it was last seen shows nothing of the longer wait the next box stands for; a wrong
answer still sends it back to box 0.

Pure: times are :class:`datetime.datetime` values with a time zone, stored by the
caller as ISO 8601 text in UTC (:func:`iso`), which sorts as the times do.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from datetime import UTC, datetime, timedelta
from typing import Protocol, TypeVar

__all__ = ["INTERVAL_DAYS", "TOP_BOX", "Scheduled", "due_at", "iso", "next_box", "session_order"]

#: Days a card waits in each box before it is due again: box 0 at once, then 1, 3, 7,
#: 14, 30, 60 and 120 days (each interval about twice the one before, as a Leitner box).
INTERVAL_DAYS: tuple[int, ...] = (0, 1, 3, 7, 14, 30, 60, 120)
#: The highest box; a right answer there keeps the card in it.
TOP_BOX = len(INTERVAL_DAYS) - 1


def next_box(box: int, correct: bool, *, early: bool = False) -> int:
    """The box a card in ``box`` moves to after an answer.

    Args:
        box: the card's box now, 0 to :data:`TOP_BOX`.
        correct: whether the answer was right.
        early: the card was not due yet (practice: module docstring).

    Returns:
        ``box + 1`` (at most :data:`TOP_BOX`) for a right answer, ``box`` for a right
        answer given early, 0 for a wrong one.

    Raises:
        ValueError: ``box`` out of range.
    """
    if not 0 <= box <= TOP_BOX:
        raise ValueError(f"a cardbox has boxes 0 to {TOP_BOX}, got {box}")
    if not correct:
        return 0
    return box if early else min(box + 1, TOP_BOX)


def due_at(box: int, answered: datetime) -> datetime:
    """When a card put in ``box`` at ``answered`` is due again
    (``answered + INTERVAL_DAYS[box]`` days).

    Raises:
        ValueError: ``box`` out of range, or ``answered`` without a time zone.
    """
    if not 0 <= box <= TOP_BOX:
        raise ValueError(f"a cardbox has boxes 0 to {TOP_BOX}, got {box}")
    if answered.tzinfo is None:
        raise ValueError("a cardbox time needs a time zone")
    return answered + timedelta(days=INTERVAL_DAYS[box])


def iso(when: datetime) -> str:
    """``when`` as ISO 8601 in UTC to the second (``2026-12-02T10:00:00+00:00``): one
    format for every stored time, so the text sorts as the times do.

    Raises:
        ValueError: ``when`` without a time zone.
    """
    if when.tzinfo is None:
        raise ValueError("a cardbox time needs a time zone")
    return when.astimezone(UTC).isoformat(timespec="seconds")


class Scheduled(Protocol):
    """What the session order needs of a card: its box and when it is due (:func:`iso` text)."""

    @property
    def box(self) -> int: ...

    @property
    def due(self) -> str: ...


_C = TypeVar("_C", bound=Scheduled)


def session_order(cards: Iterable[_C], now: datetime, length: int | None = None) -> list[_C]:
    """The cards of a study session: the due ones first (the longest overdue first, then
    the lower box), then the others by when they fall due; at most ``length`` of them.

    Args:
        cards: the profile's cards.
        now: the time of the session (with a time zone).
        length: how many cards the player asked for (``None``: all).

    Raises:
        ValueError: a negative ``length`` or ``now`` without a time zone.
    """
    if length is not None and length < 0:
        raise ValueError(f"a session has at least 0 cards, got {length}")
    stamp = iso(now)
    ordered: Sequence[_C] = sorted(cards, key=lambda c: (c.due > stamp, c.due, c.box))
    return list(ordered if length is None else ordered[:length])
