"""A board game's events as messages (codes ``event.*``), for the screens and the
curtain to word in their language (:mod:`lexitile.text.event_texts` holds the wording).

Building the messages lives with the :class:`~lexitile.games.crossword.rules.events.Event` they come
from, so the text layer needs no game: it only words messages.
"""

from __future__ import annotations

from collections.abc import Sequence

from lexitile.core.message import FieldValue, Message
from lexitile.games.crossword.rules.events import Event, EventKind

__all__ = ["Line", "event_lines", "last_move"]


def _as_written(text: str) -> Message:
    return Message("event.as-written", {"text": text})


#: One line of a breakdown: what comes before the message (indentation), the
#: message, and what follows it as written (the score, ``"  +0"``).
Line = tuple[str, Message, str]


def event_lines(event: Event, players: Sequence[str]) -> list[Line]:
    """The breakdown of one event, one :data:`Line` per line, the first line the head.

    Args:
        event: the event.
        players: seat names.
    """
    name = players[event.player]
    score = f"  {event.score:+d}"
    kind = event.kind
    if kind is EventKind.PLAY:
        lines: list[Line] = [("", _as_written(f"{name}: {event.move_text}"), score)]
        if event.breakdown is not None:
            lines += [("  ", _as_written(w.explain()), "") for w in event.breakdown.words]
            if event.breakdown.bingo:
                lines.append(("  ", Message("event.bingo", {"points": event.breakdown.bingo}), ""))
        return lines
    if kind is EventKind.EXCHANGE:
        return [("", Message("event.exchanged", {"name": name, "n": len(event.tiles)}), "  +0")]
    if kind is EventKind.PAID_EXCHANGE:
        paid = Message("event.paid-exchange", {"name": name, "n": len(event.tiles), "points": -event.score})
        return [("", paid, score)]
    if kind is EventKind.PASS:
        out: list[Line] = [("", Message("event.passed", {"name": name}), "  +0")]
        if event.message is not None:
            out.append(("  (", event.message, ")"))
        elif event.note:
            out.append(("  (", _as_written(event.note), ")"))
        return out
    simple = {
        EventKind.WITHDRAWN: "event.withdrawn",
        EventKind.CHALLENGE_PENALTY: "event.wrong-challenge",
        EventKind.CHALLENGE_BONUS: "event.challenge-bonus",
        EventKind.TIME_PENALTY: "event.overtime",
    }
    if kind in simple:
        return [("", Message(simple[kind], {"name": name}), score)]
    if kind is EventKind.END_RACK_PENALTY:
        loses: dict[str, FieldValue] = {"name": name, "points": -event.score, "tiles": event.tiles or "-"}
        return [("", Message("event.loses-left", loses), "")]
    if kind is EventKind.END_RACK_POINTS:
        gains: dict[str, FieldValue] = {"name": name, "points": event.score, "tiles": event.tiles or "-"}
        return [("", Message("event.gains-left", gains), "")]
    return [("", _as_written(f"{name}: {event.move_text}"), score)]


def last_move(event: Event | None, players: Sequence[str]) -> Message:
    """One sentence about a turn, for the curtain: ``Ann played 8D JOKE for 46.``

    Args:
        event: the turn, or ``None`` before the first.
        players: seat names.
    """
    if event is None:
        return Message("event.no-moves")
    name = players[event.player]
    kind = event.kind
    if kind is EventKind.PLAY:
        return Message("event.last-played", {"name": name, "move": event.move_text, "score": event.score})
    if kind is EventKind.EXCHANGE:
        return Message("event.last-exchanged", {"name": name, "n": len(event.tiles)})
    if kind is EventKind.PAID_EXCHANGE:
        return Message("event.last-paid-exchange", {"name": name, "n": len(event.tiles), "points": -event.score})
    if kind is EventKind.PASS:
        note = event.message.code if event.message is not None else None
        if note == "note.turn-lost":
            return Message("event.last-lost-turn", {"name": name})
        if note == "note.time-ran-out":
            return Message("event.last-time-ran-out", {"name": name})
        return Message("event.last-passed", {"name": name})
    if kind is EventKind.WITHDRAWN:
        return Message("event.last-withdrawn", {"name": name})
    if kind is EventKind.CHALLENGE_PENALTY:
        return Message("event.last-wrong-challenge", {"name": name, "points": f"{event.score:+d}"})
    return _as_written(f"{name}: {event.move_text} {event.score:+d}.")
