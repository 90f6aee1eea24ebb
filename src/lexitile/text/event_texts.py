"""A board game's events as messages, and their wording (codes ``event.*``): the
lines of the move history's breakdown and the curtain's line about the last turn.

:func:`event_lines` and :func:`last_move` make the messages from an
:class:`~lexitile.rules.events.Event` (its kind, seat, move, score, tiles and the
engine's note message); :func:`lexitile.text.render.render` words them. A play's
itemised score (``GAZED: (2+1+10+1+2x2)x2 = 36``) is arithmetic and stays as written.
"""

from __future__ import annotations

from collections.abc import Sequence

from lexitile.core.message import FieldValue, Message
from lexitile.i18n import N_
from lexitile.rules.events import Event, EventKind
from lexitile.text.templates import Template, plural

TEMPLATES: dict[str, Template] = {
    "event.as-written": Template(N_("{text}")),
    "event.bingo": Template(N_("bingo +{points}")),
    "event.exchanged": plural("{name} exchanged {n} tile", "{name} exchanged {n} tiles"),
    "event.paid-exchange": plural(
        "{name} paid {points} points to exchange {n} tile and moves again",
        "{name} paid {points} points to exchange {n} tiles and moves again",
    ),
    "event.passed": Template(N_("{name} passed")),
    "event.withdrawn": Template(N_("{name}: play withdrawn after a successful challenge")),
    "event.wrong-challenge": Template(N_("{name}: wrong challenge")),
    "event.challenge-bonus": Template(N_("{name}: challenge bonus (the play was valid)")),
    "event.overtime": Template(N_("{name}: overtime on the game clock")),
    "event.loses-left": Template(N_("{name} loses {points} for the tiles left: {tiles}")),
    "event.gains-left": Template(N_("{name} gains {points} for the others' tiles: {tiles}")),
    "event.no-moves": Template(N_("No moves yet.")),
    "event.last-played": Template(N_("{name} played {move} for {score}.")),
    "event.last-exchanged": plural("{name} exchanged {n} tile.", "{name} exchanged {n} tiles."),
    "event.last-paid-exchange": plural(
        "{name} paid {points} points to exchange {n} tile.", "{name} paid {points} points to exchange {n} tiles."
    ),
    "event.last-lost-turn": Template(N_("{name} lost the turn (wrong challenge).")),
    "event.last-time-ran-out": Template(N_("{name}'s time ran out: a pass.")),
    "event.last-passed": Template(N_("{name} passed.")),
    "event.last-withdrawn": Template(N_("{name}'s play was challenged off and withdrawn.")),
    "event.last-wrong-challenge": Template(N_("{name} challenged a valid play: {points}.")),
}


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
