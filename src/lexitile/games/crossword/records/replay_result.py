"""What a replay of a GCG record gives: each replayed event (:class:`ReplayStep`), the
scores that differ from the recomputed ones (:class:`Mismatch`) and the whole result
(:class:`GameReplay`, made by :func:`lexitile.games.crossword.records.replay.replay_record`)."""

from __future__ import annotations

from collections.abc import Iterator
from dataclasses import dataclass, field

from lexitile.core.game_contract import Outcome
from lexitile.core.message import Message
from lexitile.games.crossword.records.gcg import GcgError, GcgEvent, GcgRecord, GcgWarning
from lexitile.games.crossword.records.recorded_rules import RecordedRules, gcg_rule_set
from lexitile.games.crossword.rules.board import Board
from lexitile.games.crossword.rules.config import RuleSet, ScorelessKind
from lexitile.games.crossword.rules.events import Event, EventKind
from lexitile.games.crossword.rules.layout import BoardLayout
from lexitile.games.crossword.rules.placement import Placement, notation
from lexitile.games.crossword.rules.scoreless import GCG_SCORELESS, ScorelessEnd
from lexitile.games.crossword.rules.scoring import Score
from lexitile.games.crossword.rules.tiles import TileSet

#: Macondo ``DefaultMaxScorelessTurns``, MAGPIE ``MAX_SCORELESS_TURNS`` (GCG: event types).
MAX_SCORELESS_TURNS = GCG_SCORELESS.turns
#: The scoreless end of a record without a ``lexitile:rules`` note: six in a row, and
#: GCG readers count plays scoring 0 too (Macondo, MAGPIE; GCG: event types).
GCG_REPLAY_SCORELESS = ScorelessEnd(MAX_SCORELESS_TURNS, frozenset(ScorelessKind))


@dataclass(frozen=True, slots=True)
class Mismatch:
    """A recorded score or running total that differs from the recomputed one.

    Attributes:
        line: 1-based line of the event.
        event_index: index of the event in :attr:`GcgRecord.events`.
        what: ``"score"`` (the event's points) or ``"cumulative"`` (the running total).
        recorded_score, computed_score: the event's points as written and as recomputed.
        recorded_cumulative, computed_cumulative: the running totals.
        code: the MAGPIE code: ``MOVE_SCORING_ERROR``, ``CUMULATIVE_SCORING_ERROR``,
            ``RACK_END_POINTS_INCORRECT``, ``END_RACK_PENALTY_INCORRECT``,
            ``PHONY_SCORE_INCORRECT`` or ``SCORE_INCORRECT``.
        explanation: the arithmetic (a play's itemised breakdown, ``2 x (EE) = 2 x 2``,
            ``previous 22 + 77 = 99``), or in English why the score must be what it is.
        why: that reason as a :class:`~lexitile.core.message.Message` (``replay.pass-scores-0``,
            ``replay.withdrawing``...) for the screens, or ``None`` when the explanation
            is arithmetic (shown as written).
    """

    line: int
    event_index: int
    what: str
    recorded_score: int
    computed_score: int
    recorded_cumulative: int
    computed_cumulative: int
    code: str
    explanation: str
    why: Message | None = None

    @property
    def message(self) -> str:
        """``recorded +X, computed +Y (explanation)``; for a running total the totals
        follow the scores (``recorded +77 103, computed +77 99 (...)``)."""
        if self.what == "score":
            return f"recorded {self.recorded_score:+d}, computed {self.computed_score:+d} ({self.explanation})"
        return (
            f"recorded {self.recorded_score:+d} {self.recorded_cumulative}, "
            f"computed {self.computed_score:+d} {self.computed_cumulative} ({self.explanation})"
        )


@dataclass(slots=True)
class ReplayStep:
    """One replayed event.

    Attributes:
        index: index in :attr:`GcgRecord.events` (steps and events correspond 1:1).
        event: the event as read.
        player: 0-based seat.
        score: the recomputed points of the event.
        totals: every player's recomputed running total after the event (after a
            mismatch, the recorded total is carried on).
        placement: the tiles a play put on the board, else ``None``.
        breakdown: the itemised score of a play, else ``None``.
        removed: tiles a withdrawn phony took off the board.
        bag: tiles in the bag after the event (derived from the board and rack sizes).
        scoreless: scoreless turns in a row after the event (the count that ends the
            game under the record's rules).
    """

    index: int
    event: GcgEvent
    player: int
    score: int
    totals: tuple[int, ...]
    placement: Placement | None = None
    breakdown: Score | None = None
    removed: tuple[tuple[int, int, str], ...] = ()
    bag: int = 0
    scoreless: int = 0


@dataclass(slots=True)
class GameReplay:
    """The result of replaying a record.

    Attributes:
        record: the record replayed.
        layout, tileset: the board layout and tile set used.
        steps: one step per event replayed; fewer than the events when an error stopped
            the replay.
        mismatches: every score or running-total difference, in order.
        error: the fault that stopped the replay (a :class:`GcgError` naming the line and
            a MAGPIE code), or ``None``.
        warnings: the reader's warnings plus the replay's own.
        game_over: True when the record ends the game (end-rack points, six scoreless
            turns, or a time penalty after the end).
        rules_source: how layout and tile set were chosen, e.g.
            ``{"layout": "option", "tileset": "#lexicon FRA24"}``.
        recorded_rules: the end-of-game rules of a ``lexitile:rules`` note, or
            ``None`` (the GCG convention: six scoreless turns in a row).
        rule_set: the rule set the record was played under
            (:func:`~lexitile.games.crossword.records.recorded_rules.record_rule_set`); read it as
            :attr:`rules`.
        outcome: how a finished game ended, as the shared
            :class:`~lexitile.core.game_contract.Outcome` (the board game's codes:
            :mod:`lexitile.games.crossword.rules.outcome`): the end-rack lines as recorded, or
            when the record stops at a game end without them (six scoreless turns; a
            player out in a two-player game) the settlement the rules apply
            (``settled_by_rule``); winners by the recorded tie rule (a draw without a
            ``lexitile:rules`` note). ``None`` while the game goes on, and when the racks
            needed to settle are not recorded.
        settled_by_rule: True when :attr:`outcome` applies a settlement the record does
            not write (a warning ``END_RACK_MISSING`` says so).
        to_move: the seat to move after the last replayed event, ``None`` once the game
            is over.
        scoreless: scoreless turns in a row after the last replayed event.
    """

    record: GcgRecord
    layout: BoardLayout
    tileset: TileSet
    steps: list[ReplayStep] = field(default_factory=list)
    mismatches: list[Mismatch] = field(default_factory=list)
    error: GcgError | None = None
    warnings: list[GcgWarning] = field(default_factory=list)
    game_over: bool = False
    rules_source: dict[str, str] = field(default_factory=dict)
    recorded_rules: RecordedRules | None = None
    rule_set: RuleSet | None = None
    outcome: Outcome | None = None
    settled_by_rule: bool = False
    to_move: int | None = 0
    scoreless: int = 0

    @property
    def rules(self) -> RuleSet:
        """The rule set the record was played under (rack size, bingo bonus, exchange
        minimum, settlement): :attr:`rule_set`, or the GCG convention before the
        replay has read the record's note."""
        if self.rule_set is None:
            self.rule_set = gcg_rule_set(self.layout, self.tileset)
        return self.rule_set

    @property
    def scoreless_end(self) -> ScorelessEnd:
        """When scoreless turns end the recorded game: the ``lexitile:rules`` note's
        rule (:attr:`RecordedRules.end`), else :data:`GCG_REPLAY_SCORELESS`."""
        return GCG_REPLAY_SCORELESS if self.recorded_rules is None else self.recorded_rules.end

    @property
    def settled_scores(self) -> tuple[int, ...]:
        """The totals after settlement: :attr:`outcome`'s final scores when there is an
        outcome, else :attr:`final_scores`."""
        return self.outcome.finals if self.outcome is not None else self.final_scores

    @property
    def ok(self) -> bool:
        """True when every event replayed and every score and total matched."""
        return self.error is None and not self.mismatches

    @property
    def final_scores(self) -> tuple[int, ...]:
        """Recomputed totals after the last replayed event (zeros before any)."""
        if self.steps:
            return self.steps[-1].totals
        return (0,) * len(self.record.players)

    def board_after(self, step: int) -> Board:
        """A new board as it stands after step ``step`` (``-1``: the empty board).

        Raises:
            IndexError: ``step`` is not -1 or the index of a replayed step.
        """
        if not -1 <= step < len(self.steps):
            raise IndexError(f"step {step} out of range (-1 to {len(self.steps) - 1})")
        board = Board(self.layout)
        for s in self.steps[: step + 1]:
            if s.placement is not None:
                board.put(s.placement.tiles)
            if s.removed:
                board.remove(s.removed)
        return board

    def boards(self) -> Iterator[tuple[ReplayStep, Board]]:
        """Each step with the board after it (one board object, updated in place:
        copy it to keep it)."""
        board = Board(self.layout)
        for s in self.steps:
            if s.placement is not None:
                board.put(s.placement.tiles)
            if s.removed:
                board.remove(s.removed)
            yield s, board

    def events(self) -> list[Event]:
        """The replayed steps as engine :class:`~lexitile.games.crossword.rules.events.Event` objects,
        with recomputed scores and totals and canonical play notation (``.`` for
        played-through squares), ready for :mod:`lexitile.games.crossword.records.gcg_writer`. An
        exchange recorded by its count only (``-4``) has the count as its ``tiles``
        (``"4"``), so it is written back as ``-4`` rather than with invented letters."""
        board = Board(self.layout)
        out: list[Event] = []
        for s in self.steps:
            e = s.event
            coordinate = word = ""
            tiles = e.tiles
            if s.placement is not None:
                coordinate, word = notation(board, s.placement)
                board.put(s.placement.tiles)
            if s.removed:
                board.remove(s.removed)
            if e.kind in (EventKind.EXCHANGE, EventKind.PAID_EXCHANGE) and not tiles:
                tiles = str(e.exchange_count or 0)  # count only: written back as "-N"
            out.append(
                Event(
                    e.kind,
                    s.player,
                    e.rack,
                    s.score,
                    s.totals[s.player],
                    s.placement,
                    coordinate,
                    word,
                    s.breakdown,
                    tiles,
                    e.note,
                )
            )
        return out
