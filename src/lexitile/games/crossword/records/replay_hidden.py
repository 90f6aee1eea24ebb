"""A replay of a game still in play, with every rack hidden.

A record of a game that is not over may be looked at while its players are still at
the table (another lexitile holds the game, or it waits to be resumed): its racks, the
tiles of its exchanges and the tiles each player has not seen are the players' hidden
information and must not be shown. :func:`hide_racks` turns a
:class:`~lexitile.games.crossword.records.replay_model.ReplayModel` into one that answers the same
questions with that information left out:

- the move list has no racks; an exchange is the number of tiles (``-3``, the GCG
  notation of an exchange of unknown tiles); the tiles of end-rack lines are dots;
- :meth:`~ReplayModel.rack_at` knows no rack, so the tiles unseen by a player are only
  the tiles off the board (the screens show "hidden" instead);
- a note that names a rack (an EX square's exchange) says only that a rack was
  exchanged, and a hint's note only that the player took a hint (the plays it listed
  are made of that player's rack); the text of the line a stopped replay quotes is
  left out (it holds the rack).

The board, the plays (words, squares, scores), passes, challenges, totals and the tile
count in the bag stay: every player at the table has seen them. The source of the rule
is the hotseat standard of the product: no frame shows one person's tiles while another
is at the keyboard.

:func:`in_play` says whether a record is of a game still in play (not over, not
resigned, not stopped by an error); :func:`record_in_play` says the same of a record
and its replay before any model is made. The commands that print a record (``export``,
``analyze``, ``moves``) apply the same rule with :func:`hide_record`, which leaves the
same fields out of the record itself (``hidden_event`` is the one place that says which
fields of an event are hidden).
"""

from __future__ import annotations

import dataclasses
import re
from dataclasses import dataclass, field
from typing import ClassVar

from lexitile.games.crossword.records.gcg_types import GcgEvent, GcgRecord
from lexitile.games.crossword.records.replay import GameReplay
from lexitile.games.crossword.records.replay_model import ReplayModel, ReplayRow
from lexitile.games.crossword.records.replay_result import ReplayStep
from lexitile.games.crossword.rules.events import EventKind
from lexitile.games.crossword.rules.game_state import EX_SQUARE_PREFIX

__all__ = ["HiddenRacksModel", "hidden_event", "hide_racks", "hide_record", "in_play", "record_in_play"]

_END = frozenset({EventKind.END_RACK_POINTS, EventKind.END_RACK_PENALTY})

#: What a note naming a rack says instead (the GCG note prefix kept, the rack dropped).
EX_SQUARE_HIDDEN = f"{EX_SQUARE_PREFIX} a rack was exchanged"
#: lexitile's note of a hint (``hint 3: Bo saw the best play (9C WAX 31); top plays by
#: equity: ...``): what follows "saw" is made of that player's rack.
_HINT_NOTE = re.compile(r"^(hint \d+: .*?) saw ")
#: What a hint note says instead: that the player took the hint, not what it showed.
HINT_HIDDEN = "{head} took a hint (what it showed is hidden while the game is in play)"


def in_play(model: ReplayModel) -> bool:
    """True when the record is of a game still in play: replayed without error to its
    end, and that end is neither the end of the game nor a resignation."""
    return model.error is None and record_in_play(model.record, model.replay)


def record_in_play(record: GcgRecord, replay: GameReplay) -> bool:
    """:func:`in_play` for a record and its replay (no model needed): replayed without
    error, the last event not a resignation, and the game not over."""
    if replay.error is not None:
        return False
    if record.resignation is not None:
        return False
    return not replay.game_over


def _masked_move(row: ReplayRow, count: int) -> str:
    if row.kind is EventKind.EXCHANGE:
        return f"-{count}"
    if row.kind in _END:
        return "(" + "·" * count + ")"
    return row.move


def _masked_note(note: str) -> str:
    if note.startswith(EX_SQUARE_PREFIX):
        return EX_SQUARE_HIDDEN
    hint = _HINT_NOTE.match(note)
    if hint is not None:
        return HINT_HIDDEN.format(head=hint.group(1))
    return note


def _masked_notes(notes: list[str]) -> list[str]:
    return [_masked_note(n) for n in notes]


@dataclass
class HiddenRacksModel(ReplayModel):
    """A :class:`ReplayModel` with the racks left out (see the module docstring).

    Made by :func:`hide_racks`; :attr:`racks_hidden` tells a screen which it has.
    """

    racks_hidden: ClassVar[bool] = True
    _steps: list[ReplayStep] = field(default_factory=list, repr=False)

    def step(self, pos: int) -> ReplayStep | None:
        """The replay step at ``pos`` with its event's rack, exchanged tiles and
        rack-naming notes left out."""
        return self._steps[pos] if 0 <= pos <= self.last else None

    def rack_at(self, pos: int, seat: int) -> str | None:
        """No rack is known: they are hidden."""
        return None


def hidden_event(e: GcgEvent) -> GcgEvent:
    """The event as a player who is not at the keyboard may see it: no rack, an
    exchange as its number of tiles, no rack-naming note, no raw line (it holds the
    rack). A play's tiles stay: they are on the board for everyone to see.

    Args:
        e: an event as read from a record.

    Returns:
        A new event; ``e`` is not changed.
    """
    count = e.exchange_count if e.exchange_count is not None else len(e.tiles)
    tiles = ""
    if e.kind is EventKind.WITHDRAWN or e.kind is EventKind.PLAY:
        tiles = e.tiles  # tiles of a play are on the board for everyone to see
    return dataclasses.replace(
        e,
        rack="",
        rack_known=False,
        raw="",
        tiles=tiles,
        exchange_count=count if e.kind is EventKind.EXCHANGE else e.exchange_count,
        notes=_masked_notes(list(e.notes)),
    )


def hide_record(record: GcgRecord) -> GcgRecord:
    """The record with every event hidden by :func:`hidden_event` and without its
    ``#rack1``..``#rackN`` lines (the racks of the player(s) to move).

    Replay the result with the original replay's layout and tile set: with the
    exchanged tiles gone, the letters left may no longer decide the tile set.

    Args:
        record: a record as read (:func:`lexitile.games.crossword.records.gcg.read_gcg`).

    Returns:
        A new record; ``record`` is not changed.
    """
    return dataclasses.replace(
        record,
        events=[hidden_event(e) for e in record.events],
        last_racks={},
        preamble_notes=_masked_notes(list(record.preamble_notes)),
    )


def _masked_step(step: ReplayStep) -> ReplayStep:
    return dataclasses.replace(step, event=hidden_event(step.event))


def hide_racks(model: ReplayModel) -> HiddenRacksModel:
    """The same replay with every rack hidden (see the module docstring).

    Args:
        model: a replayed record (:func:`lexitile.games.crossword.records.replay_model.load_replay`).

    Returns:
        A new model; ``model`` is not changed.
    """
    if isinstance(model, HiddenRacksModel):
        return model
    steps = [_masked_step(s) for s in model.replay.steps]
    rows = []
    for row, step in zip(model.rows, model.replay.steps, strict=True):
        e = step.event
        count = e.exchange_count if e.exchange_count is not None else len(e.tiles)
        rows.append(dataclasses.replace(row, rack="", move=_masked_move(row, count)))
    return HiddenRacksModel(model.path, model.replay, rows, model.error, "", _steps=steps)
