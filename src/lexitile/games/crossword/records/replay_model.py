"""What the replay screen shows, without Textual: a GCG file read, replayed and
described event by event.

:func:`load_replay` reads a GCG file (:func:`lexitile.games.crossword.records.gcg.read_gcg`) and replays
it (:func:`lexitile.games.crossword.records.replay.replay_record`); :class:`ReplayModel` then answers,
for any position (``pos``: the index of the selected event, ``-1`` before the first):

- the board after that event (:meth:`ReplayModel.board`), the squares it covered;
- every player's total (:meth:`ReplayModel.totals`), the tiles in the bag, who moves next
  (:meth:`ReplayModel.to_move`) and with which rack, when the file says
  (:meth:`ReplayModel.rack_at`);
- the rows of the move list (:attr:`ReplayModel.rows`: turn number, player, rack, move
  in GCG notation, score, running total), the itemised score or the explanation of the
  event (:meth:`ReplayModel.details`) and its ``#note`` lines;
- the tiles the player to move has not seen (:meth:`ReplayModel.unseen`).

Scores and totals are the replay's (recomputed); where the file wrote something else the
row is marked and the details say what the file wrote. A file that cannot be read raises
:class:`ReplayLoadError` (line, code, reason and the text of that line); a file whose
replay stops at an illegal event gives a model of the events before it, with
:attr:`ReplayModel.error` set.
"""

from __future__ import annotations

from collections import Counter
from dataclasses import dataclass, field
from pathlib import Path

from lexitile.core.message import Message
from lexitile.errors import InputFileError, LexitileError
from lexitile.games.crossword.records.gcg import GcgError, GcgRecord, gcg_bytes, line_of, read_gcg
from lexitile.games.crossword.records.gcg_types import RESIGNATION_NOTE_END, RESIGNED_BEFORE_PLAY_END
from lexitile.games.crossword.records.replay import (
    GameReplay,
    Mismatch,
    ReplayStep,
    replay_record,
)
from lexitile.games.crossword.rules.board import Board
from lexitile.games.crossword.rules.events import EventKind
from lexitile.games.crossword.rules.layout import BoardLayout
from lexitile.games.crossword.rules.outcome import rack_lines
from lexitile.games.crossword.rules.tiles import BLANK, TileSet
from lexitile.text.render import english

__all__ = ["ReplayLoadError", "ReplayModel", "ReplayRow", "load_replay", "source_line"]

_TURNS = frozenset({EventKind.PLAY, EventKind.PASS, EventKind.EXCHANGE})
_END = frozenset({EventKind.END_RACK_POINTS, EventKind.END_RACK_PENALTY})

#: What each kind of event is called in the move list and the details.
KIND_NAMES = {
    EventKind.PLAY: "play",
    EventKind.PASS: "pass",
    EventKind.EXCHANGE: "exchange",
    EventKind.PAID_EXCHANGE: "paid exchange",
    EventKind.WITHDRAWN: "phony withdrawn",
    EventKind.CHALLENGE_BONUS: "challenge bonus",
    EventKind.CHALLENGE_PENALTY: "challenge penalty",
    EventKind.END_RACK_POINTS: "end-of-game points",
    EventKind.END_RACK_PENALTY: "end-of-game penalty",
    EventKind.TIME_PENALTY: "time penalty",
}


class ReplayLoadError(LexitileError):
    """A GCG file that cannot be shown at all.

    Attributes:
        path: the file as given.
        line: 1-based line of the fault, or ``None`` (the whole file).
        code: MAGPIE-style code (``NO_MATCHING_TOKEN``, ``UNREADABLE``, ...).
        reason: the message, without the path (English).
        text: the text of that line (``""`` when unknown).
        why: the fault as a :class:`~lexitile.core.message.Message` for the screens
            (:attr:`lexitile.games.crossword.records.gcg.GcgError.why`), or ``None`` when it is only
            worded in English.
    """

    def __init__(self, path: str, line: int | None, code: str, reason: str, text: str = "", why: Message | None = None):
        self.path, self.line, self.code, self.reason, self.text = path, line, code, reason, text
        self.why = why
        where = path if line is None else f"{path}:{line}"
        super().__init__(f"{where}: {reason} [{code}]")


def source_line(path: str | Path, line: int | None) -> str:
    """The text of line ``line`` of a file, decoded as the GCG reader decodes it
    (:func:`lexitile.games.crossword.records.gcg.line_of`), or ``""``."""
    if line is None or line < 1:
        return ""
    try:
        data = gcg_bytes(path)
    except LexitileError:
        return ""
    return line_of(data, line)


@dataclass(frozen=True, slots=True)
class ReplayRow:
    """One row of the move list: one event of the file.

    Attributes:
        index: index of the event (and of its replay step).
        turn: 1-based turn number for plays, passes and exchanges; ``None`` for the
            other events (they belong to the turn before them).
        player: 0-based seat.
        nick: the player's nick.
        rack: the rack as recorded (``""`` when not recorded).
        move: the move in GCG notation (canonical ``.`` notation for plays).
        kind: the event type.
        score: the recomputed points.
        total: the player's recomputed running total after the event.
        recorded: ``(score, cumulative)`` as the file writes them.
        line: the line in the file.
    """

    index: int
    turn: int | None
    player: int
    nick: str
    rack: str
    move: str
    kind: EventKind
    score: int
    total: int
    recorded: tuple[int, int]
    line: int

    @property
    def differs(self) -> bool:
        """True when the file writes another score or total than the replay computes."""
        return self.recorded != (self.score, self.total)


@dataclass
class ReplayModel:
    """A replayed file, ready to be shown (see the module docstring).

    Attributes:
        path: the file.
        replay: the :class:`~lexitile.games.crossword.records.replay.GameReplay`.
        rows: one :class:`ReplayRow` per replayed event.
        error: the fault that stopped the replay (a :class:`GcgError`), or ``None``.
        line_text: the text of the error's line (``""`` without an error).
    """

    path: str
    replay: GameReplay
    rows: list[ReplayRow] = field(default_factory=list)
    error: GcgError | None = None
    line_text: str = ""
    _boards: dict[int, Board] = field(default_factory=dict, repr=False)

    # ----------------------------------------------------------------- basics
    @property
    def record(self) -> GcgRecord:
        """The record read from the file."""
        return self.replay.record

    @property
    def layout(self) -> BoardLayout:
        """The board layout the file is replayed on."""
        return self.replay.layout

    @property
    def tileset(self) -> TileSet:
        """The tile set the file is replayed with."""
        return self.replay.tileset

    @property
    def nicks(self) -> tuple[str, ...]:
        """The players' nicks in seat order."""
        return self.record.nicks

    @property
    def names(self) -> tuple[str, ...]:
        """The players' display names in seat order."""
        return tuple(p.name for p in self.record.players)

    @property
    def last(self) -> int:
        """The position of the last replayed event (``-1`` when none)."""
        return len(self.replay.steps) - 1

    @property
    def turns(self) -> int:
        """The number of turns (plays, passes, exchanges) replayed."""
        return sum(1 for r in self.rows if r.turn is not None)

    def clamp(self, pos: int) -> int:
        """``pos`` limited to ``-1 .. last``."""
        return max(-1, min(self.last, pos))

    def step(self, pos: int) -> ReplayStep | None:
        """The replay step at ``pos`` (``None`` before the first event)."""
        return self.replay.steps[pos] if 0 <= pos <= self.last else None

    def position_of_turn(self, turn: int) -> int:
        """The position of turn ``turn`` (1-based; 0 is the start, a number past the last
        turn is the last event).

        Raises:
            ValueError: ``turn`` is negative.
        """
        if turn < 0:
            raise ValueError(f"no turn {turn}")
        if turn == 0:
            return -1
        for row in self.rows:
            if row.turn == turn:
                return row.index
        return self.last

    def turn_at(self, pos: int) -> int:
        """The turn number shown for ``pos``: the last turn at or before it (0 at the start)."""
        for row in reversed(self.rows[: pos + 1]):
            if row.turn is not None:
                return row.turn
        return 0

    # ----------------------------------------------------------------- state at pos
    def board(self, pos: int) -> Board:
        """The board after the event at ``pos`` (``-1``: empty); cached, do not modify."""
        pos = self.clamp(pos)
        board = self._boards.get(pos)
        if board is None:
            board = self.replay.board_after(pos)
            self._boards[pos] = board
        return board

    def covered(self, pos: int) -> set[tuple[int, int]]:
        """Squares the event at ``pos`` covered (a play), else nothing."""
        step = self.step(pos)
        if step is None or step.placement is None:
            return set()
        return {(r, c) for r, c, _ in step.placement.tiles}

    def totals(self, pos: int) -> tuple[int, ...]:
        """Every player's total after the event at ``pos`` (zeros at the start); after the
        last event of a record that stops at a game end without its end-rack lines, the
        totals after the settlement the rules apply (:attr:`GameReplay.settled_by_rule`)."""
        step = self.step(pos)
        if step is not None and pos == self.last and self.replay.settled_by_rule and self.error is None:
            return self.replay.settled_scores
        return step.totals if step is not None else (0,) * len(self.nicks)

    def bag(self, pos: int) -> int:
        """Tiles in the bag after the event at ``pos``."""
        step = self.step(pos)
        if step is not None:
            return step.bag
        return max(0, self.tileset.total - self.replay.rules.rack_size * len(self.nicks))

    def game_over_at(self, pos: int) -> bool:
        """True when no turn follows ``pos`` because the game has ended there (end-rack or
        time lines follow, or the file ends a finished or resigned game)."""
        later = self.record.events[pos + 1 : self.last + 1]
        if any(e.kind in _TURNS for e in later):
            return False
        if any(e.kind in _END or e.kind is EventKind.TIME_PENALTY for e in later):
            return True
        step = self.step(pos)
        if step is not None and step.placement is not None and step.bag == 0 and self.rack_sizes(pos)[step.player] == 0:
            return True  # went out; the end-rack line is missing
        ended = self.replay.game_over or self.record.resignation is not None
        return ended and self.error is None and pos >= self.last

    def to_move(self, pos: int) -> int | None:
        """The seat that moves after ``pos``, or ``None`` when the game is over there."""
        events = self.record.events
        for e in events[pos + 1 : self.last + 1]:
            if e.kind in _TURNS:
                return e.player
        if self.game_over_at(pos):
            return None
        for e in reversed(events[: pos + 1]):
            if e.kind in _TURNS:
                return (e.player + 1) % len(self.nicks)
        return 0

    def rack_at(self, pos: int, seat: int) -> str | None:
        """The rack ``seat`` holds after ``pos`` as far as the file tells: the rack of
        its next turn, the tiles of its end-rack penalty, ``#rackN`` at the end of an
        unfinished game, the rack of its last turn when that was a pass; ``""`` when it
        went out; ``None`` when unknown (e.g. after a play
        that is withdrawn next: the tiles it drew are not recorded). Recorded racks may be
        partial (annotators often write only the tiles played)."""
        events = self.record.events
        for e in events[pos + 1 : self.last + 1]:
            if e.kind is EventKind.END_RACK_POINTS:
                if e.player == seat:
                    return ""
                if len(self.nicks) == 2:
                    return e.tiles
                continue
            if e.player != seat:
                continue
            if e.kind in _TURNS:
                return e.rack if e.rack_known else None
            if e.kind is EventKind.WITHDRAWN:
                return None
            if e.kind is EventKind.END_RACK_PENALTY:
                return e.tiles
        if pos >= self.last and seat in self.record.last_racks:
            return self.record.last_racks[seat][0]
        for e in reversed(events[: pos + 1]):
            if e.player == seat and (e.kind in _TURNS or e.kind is EventKind.WITHDRAWN):
                # a pass leaves the rack as it was; anything else draws unrecorded tiles
                return e.rack if e.kind is EventKind.PASS and e.rack_known else None
        return None

    def rack_sizes(self, pos: int) -> list[int]:
        """Tiles on each rack after ``pos``, from the plays alone (everybody starts with
        7; a play refills the rack from the bag; a withdrawn play puts everything back;
        an exchange of more tiles than the bag holds shrinks the rack)."""
        n = len(self.nicks)
        rack_size = self.replay.rules.rack_size
        sizes = [min(rack_size, self.tileset.total // max(n, 1))] * n
        bag = max(0, self.tileset.total - rack_size * n)
        before: tuple[int, int] = (bag, rack_size)
        for step in self.replay.steps[: pos + 1]:
            e = step.event
            p = step.player
            if step.placement is not None:
                k = len(step.placement.tiles)
                size = sizes[p]
                before = (bag, size)
                draw = min(max(k, rack_size - max(0, size - k)), bag)
                sizes[p] = max(0, size - k) + draw
                bag -= draw
            elif e.kind is EventKind.WITHDRAWN:
                bag, sizes[p] = before
            elif e.kind in (EventKind.EXCHANGE, EventKind.PAID_EXCHANGE):
                k = len(e.tiles) if e.tiles else (e.exchange_count or 0)
                if k > bag:
                    sizes[p] = max(0, sizes[p] - k + bag)
                    bag = k
        return sizes

    def tiles_left(self, pos: int) -> Counter[str]:
        """Tiles not on the board after ``pos`` (blanks as ``?``)."""
        left = Counter(self.tileset.counts)
        for t in self.board(pos).squares:
            if t is not None:
                left[BLANK if t.islower() else t] -= 1
        return +left

    def unseen(self, pos: int) -> tuple[int | None, Counter[str], bool]:
        """``(seat, counts, rack_known)``: the tiles the player to move after ``pos`` has
        not seen (the bag and the other racks: every tile not on the board and not on
        that player's rack). Without a known rack the counts are all tiles off the
        board (``rack_known`` False)."""
        seat = self.to_move(pos)
        left = self.tiles_left(pos)
        if seat is None:
            return None, left, False
        rack = self.rack_at(pos, seat)
        if rack is None:
            return seat, left, False
        left.subtract(Counter(rack))
        return seat, +left, True

    # ----------------------------------------------------------------- words
    def notes(self, pos: int) -> list[str]:
        """The ``#note`` texts of the event at ``pos`` (notes before the first event at -1)."""
        if pos < 0:
            return list(self.record.preamble_notes)
        step = self.step(pos)
        return list(step.event.notes) if step is not None else []

    def mismatch(self, pos: int) -> Mismatch | None:
        """The first mismatch of the event at ``pos``, if the file writes another score."""
        for m in self.replay.mismatches:
            if m.event_index == pos:
                return m
        return None

    def details(self, pos: int) -> list[str]:
        """The itemised score of a play, or what the event at ``pos`` is and does."""
        step = self.step(pos)
        if step is None:
            return ["Start of the game: nothing played yet."]
        row = self.rows[pos]
        e = step.event
        who = row.nick
        kind = e.kind
        lines: list[str] = []
        if kind is EventKind.PLAY and step.breakdown is not None:
            lines.append(f"{who}: {row.move}  {step.score:+d}")
            lines += [f"  {w.explain()}" for w in step.breakdown.words]
            if step.breakdown.bingo:
                lines.append(f"  all {self.replay.rules.rack_size} tiles: bingo +{step.breakdown.bingo}")
        elif kind is EventKind.PASS:
            lines.append(f"{who} {'lost the turn (a wrong challenge)' if e.lost_turn else 'passed'}  +0")
        elif kind is EventKind.EXCHANGE:
            what = e.tiles or f"{e.exchange_count} tiles"
            lines.append(f"{who} exchanged {what}  +0")
        elif kind is EventKind.PAID_EXCHANGE:
            what = e.tiles or f"{e.exchange_count} tiles"
            lines.append(f"{who} paid {-step.score} points to exchange {what} and moved again  {step.score:+d}")
        elif kind is EventKind.WITHDRAWN:
            play = self._challenged_play(pos)
            lines.append(f"Phony withdrawn: {who} takes back {play}  {step.score:+d}")
            lines.append("  a successful challenge; the tiles go back to the rack")
        elif kind is EventKind.CHALLENGE_BONUS:
            lines.append(f"Challenge bonus: {who} {step.score:+d} for {self._challenged_play(pos)}")
            lines.append("  the play was challenged and stands")
        elif kind is EventKind.CHALLENGE_PENALTY:
            lines.append(f"Challenge penalty: {who} {step.score:+d}")
            lines.append(f"  a wrong challenge of {self._challenged_play(pos)}")
        elif kind is EventKind.END_RACK_POINTS:
            value = self.tileset.rack_value(e.tiles)
            factor = step.score // value if value else 1
            lines.append(f"End of game: {who} went out  {step.score:+d}")
            if factor > 1:
                lines.append(f"  {factor} x the tiles left ({e.tiles}): {factor} x {value} = {step.score}")
            else:
                lines.append(f"  the others' tiles left ({e.tiles}) = {value}")
        elif kind is EventKind.END_RACK_PENALTY:
            lines.append(f"End of game: {who} keeps {e.tiles}  {step.score:+d}")
            lines.append(f"  minus the value of the tiles left: {self.tileset.rack_value(e.tiles)}")
        elif kind is EventKind.TIME_PENALTY:
            lines.append(f"Time penalty: {who} {step.score:+d} (over time on the clock)")
        else:
            lines.append(f"{who}: {row.move}  {step.score:+d}")
        out = self.replay.outcome
        if pos == self.last and out is not None and self.replay.settled_by_rule and self.error is None:
            lines.append("End of game, settled by the rule (the record has no end-rack lines):")
            lines.append("  " + ", ".join(f"{self.nicks[a.seat]} {a.points:+d} ({a.detail})" for a in rack_lines(out)))
        m = self.mismatch(pos)
        if m is not None or row.differs:
            rs, rc = row.recorded
            lines.append(f"! the file writes {rs:+d} {rc}; the replay computes {row.score:+d} {row.total}")
            if m is not None:
                lines.append(f"  {m.explanation}")
        return lines

    def _challenged_play(self, pos: int) -> str:
        for row in reversed(self.rows[:pos]):
            if row.kind is EventKind.PLAY:
                return f"{row.nick}'s {row.move}"
        return "the last play"

    def title(self) -> str:
        """``Ann vs Bo`` plus the file's title when it has one."""
        names = " vs ".join(self.names)
        title = self.record.title
        return f"{names} — {title}" if title else names

    def ending(self) -> str:
        """How the record ends: finished, resigned, unfinished, or stopped by an error
        (:meth:`ending_message` in English)."""
        return english(self.ending_message())

    def ending_message(self) -> Message:
        """How the record ends, as a message: ``replay.ending-stopped`` (field ``line``),
        ``replay.ending-resigned`` or ``replay.ending-resigned-first`` (field ``name``:
        lexitile's own resignation note, said in the interface language),
        ``replay.ending-note`` (another program's resignation note, as written),
        ``replay.ending-over`` or ``replay.ending-unfinished``."""
        if self.error is not None:
            return Message("replay.ending-stopped", {"line": self.error.line or 0})
        resignation = self.record.resignation
        if resignation is not None:
            for end, key in (
                (RESIGNATION_NOTE_END, "replay.ending-resigned"),
                (RESIGNED_BEFORE_PLAY_END, "replay.ending-resigned-first"),
            ):
                name = resignation.removesuffix(end)
                if name != resignation and name.strip():
                    return Message(key, {"name": name})
            return Message("replay.ending-note", {"note": resignation})
        return Message("replay.ending-over" if self.replay.game_over else "replay.ending-unfinished")


def _rows(rp: GameReplay) -> list[ReplayRow]:
    rows: list[ReplayRow] = []
    turn = 0
    canonical = rp.events()
    for step, ev in zip(rp.steps, canonical, strict=True):
        e = step.event
        number = None
        if e.kind in _TURNS:
            turn += 1
            number = turn
        move = ev.move_text if e.kind is EventKind.PLAY else e.move_text
        rows.append(
            ReplayRow(
                step.index,
                number,
                step.player,
                e.nick,
                e.rack if e.rack_known else "",
                move,
                e.kind,
                step.score,
                step.totals[step.player],
                (e.score, e.cumulative),
                e.line,
            )
        )
    return rows


def load_replay(
    path: str | Path, board: str | BoardLayout | None = None, tiles: str | TileSet | None = None
) -> ReplayModel:
    """Read and replay a GCG file for the replay screen.

    Args:
        path: the file.
        board: layout (name, path or object) for files that name none (``--board``).
        tiles: tile set (name, path or object) for files that do not decide it (``--tiles``).

    Returns:
        The model; :attr:`ReplayModel.error` is set when the replay stopped at an
        illegal or out-of-order event (the events before it are shown).

    Raises:
        ReplayLoadError: the file cannot be opened or read, names an unknown board or
            tile set, or no event at all could be replayed.
    """
    name = str(path)
    try:
        record = read_gcg(path)
    except GcgError as exc:
        raise ReplayLoadError(name, exc.line, exc.code, exc.message, source_line(path, exc.line), exc.why) from None
    except InputFileError as exc:
        raise ReplayLoadError(name, exc.line, "UNREADABLE", exc.message, source_line(path, exc.line), exc.why) from None
    except Exception as exc:  # noqa: BLE001 - a bug is shown on the error screen, not as a traceback
        raise ReplayLoadError(name, None, "INTERNAL_ERROR", f"{type(exc).__name__}: {exc}") from None
    try:
        rp = replay_record(record, board, tiles)
    except GcgError as exc:
        raise ReplayLoadError(name, exc.line, exc.code, exc.message, source_line(path, exc.line), exc.why) from None
    except LexitileError as exc:
        raise ReplayLoadError(name, None, "RULES", str(exc)) from None
    except Exception as exc:  # noqa: BLE001 - a bug is shown on the error screen, not as a traceback
        raise ReplayLoadError(name, None, "INTERNAL_ERROR", f"{type(exc).__name__}: {exc}") from None
    err = rp.error
    if err is not None and not rp.steps:
        raise ReplayLoadError(name, err.line, err.code, err.message, source_line(path, err.line), err.why)
    model = ReplayModel(name, rp, _rows(rp), err, source_line(path, err.line) if err is not None else "")
    return model
