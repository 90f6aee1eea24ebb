"""What a game in progress holds (:class:`GameState`) and how its turns move on: the
undo snapshots, scoreless turns, lost turns and the settlement at the end of the game
(the rules of :mod:`lexitile.games.crossword.rules.game`)."""

from __future__ import annotations

import random
from collections.abc import Container
from dataclasses import dataclass
from typing import Any

from lexitile.core.game_contract import Adjustment, Outcome
from lexitile.core.message import Message
from lexitile.errors import IllegalMoveError, Reason
from lexitile.games.crossword.rules.board import Board
from lexitile.games.crossword.rules.config import RuleSet, ScorelessKind
from lexitile.games.crossword.rules.events import Event, EventKind
from lexitile.games.crossword.rules.outcome import EndReason, owns_rack, settled_outcome
from lexitile.games.crossword.rules.scoreless import ScorelessEnd
from lexitile.games.crossword.rules.settlement import scoreless_settlement, went_out_settlement
from lexitile.games.crossword.rules.tiles import Bag
from lexitile.text.render import english

#: The notes the engine puts on events (``Event.message``; ``Event.note`` is their
#: English wording, written to GCG ``#note`` lines).
WITHDRAWN_NOTE = Message("note.withdrawn")
TURN_LOST_NOTE = Message("note.turn-lost")
#: Machine-readable starts of two notes (read by lexitile's replay and by people).
CHALLENGE_PENALTY_PREFIX = "lexitile:challenge-penalty"
EX_SQUARE_PREFIX = "lexitile:ex-square"


@dataclass(slots=True)
class Snapshot:
    bag: list[str]
    rng_state: tuple[Any, ...]
    racks: list[list[str]]
    scores: list[int]
    turn: int
    scoreless: int
    history_len: int
    outcome: Outcome | None
    squares: list[str | None]
    pending: object = None
    lose_turn: frozenset[int] = frozenset()
    exchanges_made: tuple[int, ...] = ()
    passes_in_a_row: tuple[int, ...] = ()
    draws_logged: int = 0


@dataclass(slots=True)
class PendingPlay:
    """The last play while it may still be challenged (``word_check = challenge``, or
    a play made with ``open_to_challenge``).

    Attributes:
        seat: who made the play.
        event: the play event.
        before: the game state just before the play (for withdrawing it).
        words: the words the play formed, upper case.
        went_out: the play emptied the rack with the bag empty; the game ends once
            the challenge window closes and the play stands.
    """

    seat: int
    event: Event
    before: Snapshot
    words: tuple[str, ...]
    went_out: bool


@dataclass(frozen=True, slots=True)
class ChallengeResult:
    """How a challenge ended.

    Attributes:
        upheld: True when a word was not valid and the play was withdrawn.
        invalid_words: the words not in the lexicon (upper case); none for a verdict
            known beforehand (``apply_verdict``), which names no words.
        events: the events the challenge added (withdrawal, penalty, bonus, lost turn,
            and any settlement).
    """

    upheld: bool
    invalid_words: tuple[str, ...]
    events: tuple[Event, ...]


class GameState:
    """The state of a :class:`~lexitile.games.crossword.rules.game.Game` and the steps every move
    shares (snapshot for undo, the next turn, scoreless turns, settlement)."""

    rules: RuleSet
    players: tuple[str, ...]
    members: tuple[tuple[str, ...], ...]
    seed: int
    lexicon: Container[str] | None
    rng: random.Random
    board: Board
    bag: Bag
    racks: list[list[str]]
    scores: list[int]
    first_player: int
    turn: int
    scoreless: int
    history: list[Event]
    outcome: Outcome | None
    pending: PendingPlay | None
    lose_turn: set[int]
    exchanges_made: list[int]
    passes_in_a_row: list[int]
    _undo: list[Snapshot]

    def _refuse_if_over(self) -> None:
        if self.outcome is not None:
            raise IllegalMoveError(Reason.GAME_OVER, "the game is over")
        if self.pending is not None and self.pending.went_out:
            raise IllegalMoveError(
                Reason.GAME_OVER,
                "the last play went out: challenge it or accept it to end the game",
                code="rules.game-over-went-out",
            )

    def _close_challenge_window(self) -> None:
        pending, self.pending = self.pending, None
        if pending is not None and pending.went_out and self.outcome is None:
            self._settle_went_out(pending.seat)

    @property
    def scoreless_end(self) -> ScorelessEnd:
        """When scoreless turns end this game (:class:`~lexitile.games.crossword.rules.scoreless.ScorelessEnd`)."""
        return ScorelessEnd.of(self.rules, len(self.players))

    def _count_scoreless_only(self, kind: ScorelessKind) -> None:
        """Count a scoreless turn whose seat has already passed the turn on."""
        self.scoreless = self.scoreless_end.next_count(self.scoreless, kind)
        if self.scoreless_end.ends(self.scoreless, len(self.bag)):
            self._settle_scoreless()
        else:
            self._skip_lost_turns()

    def _save(self) -> None:
        self._undo.append(
            Snapshot(
                self.bag.tiles.copy(),
                self.rng.getstate(),
                [r.copy() for r in self.racks],
                self.scores.copy(),
                self.turn,
                self.scoreless,
                len(self.history),
                self.outcome,
                self.board.squares.copy(),
                self.pending,
                frozenset(self.lose_turn),
                tuple(self.exchanges_made),
                tuple(self.passes_in_a_row),
                len(self.bag.log),
            )
        )

    def _scoreless_turn(self, kind: ScorelessKind) -> None:
        self.scoreless = self.scoreless_end.next_count(self.scoreless, kind)
        self._advance(kind)

    def _advance(self, kind: ScorelessKind | None) -> None:
        if kind is not None and self.scoreless_end.ends(self.scoreless, len(self.bag)):
            self._settle_scoreless()
            return
        self.turn = (self.turn + 1) % len(self.players)
        self._skip_lost_turns()

    def _skip_lost_turns(self) -> None:
        """A seat that lost its turn to a wrong challenge passes it (a pass with a note,
        as Macondo records a failed double challenge)."""
        if self.turn not in self.lose_turn or self.outcome is not None:
            return
        seat = self.turn
        self.lose_turn.discard(seat)
        rack = "".join(self.racks[seat])
        lost = Event(
            EventKind.PASS, seat, rack, 0, self.scores[seat], note=english(TURN_LOST_NOTE), message=TURN_LOST_NOTE
        )
        self.history.append(lost)
        self._scoreless_turn(ScorelessKind.PASS)

    def _finish(
        self, reason: EndReason, went_out: int | None, scores_before: list[int], adjustments: list[Adjustment]
    ) -> None:
        for adj in adjustments:
            self.scores[adj.seat] += adj.points
            own = owns_rack(adj)
            kind = EventKind.END_RACK_PENALTY if own else EventKind.END_RACK_POINTS
            rack = adj.detail if own else ""
            self.history.append(Event(kind, adj.seat, rack, adj.points, self.scores[adj.seat], tiles=adj.detail))
        self.outcome = settled_outcome(reason, went_out, scores_before, adjustments, self.rules.tie)

    def _settle_went_out(self, seat: int) -> None:
        racks = ["".join(rack) for rack in self.racks]
        adjustments = list(went_out_settlement(self.rules, seat, racks))
        self._finish(EndReason.WENT_OUT, seat, self.scores.copy(), adjustments)

    def _settle_scoreless(self) -> None:
        racks = ["".join(rack) for rack in self.racks]
        on_turn = (self.turn + 1) % len(self.players)
        adjustments = list(scoreless_settlement(self.rules, on_turn, racks))
        self._finish(EndReason.SCORELESS, None, self.scores.copy(), adjustments)
