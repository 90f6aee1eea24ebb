"""The review of a replayed record, turn by turn, without Textual: what the replay's review
panel and summary screen show.

:class:`GameReview` analyses one turn at a time (:func:`lexitile.games.crossword.engine.analysis.analyse_replay`
restricted to that turn, with the one evaluator of :mod:`lexitile.games.crossword.engine.evaluator`), so
a screen can analyse the whole game in a worker thread, turn after turn, show how far it
has got, and answer the turn on screen first. Answers are cached; the per-player summary
(:func:`lexitile.games.crossword.engine.analysis.summarise`) covers the turns analysed so far.

Only a finished game is reviewed: while a game is unfinished its racks are hidden
information, and the analysis of a turn names the tiles of the rack it was played from.
"""

from __future__ import annotations

import threading
from collections.abc import Container
from typing import TYPE_CHECKING

from lexitile.games.crossword.engine.analysis import PlayerSummary, TurnAnalysis, analyse_replay, summarise, turn_events
from lexitile.games.crossword.engine.evaluator import Evaluator

if TYPE_CHECKING:
    from lexitile.games.crossword.engine.automaton import Automaton
    from lexitile.games.crossword.records.replay import GameReplay

__all__ = ["LOSS_THRESHOLD", "GameReview"]

#: Points of equity a move must lose to count as a mistake for the jump key.
LOSS_THRESHOLD = 10.0


class GameReview:
    """The analysis of a record's turns, made one turn at a time and cached.

    Args:
        replay: the replayed record (:func:`lexitile.games.crossword.records.replay.replay_record`).
        automaton: the move generator's automaton of the word list analysed with.
        lexicon: judges the words of the plays made (default: the automaton).
        top: how many of the best plays each turn lists.

    Attributes:
        events: the event index of every turn, in order (turn ``n`` is ``events[n - 1]``).
    """

    def __init__(
        self, replay: GameReplay, automaton: Automaton, lexicon: Container[str] | None = None, *, top: int = 5
    ) -> None:
        self.replay = replay
        self.automaton = automaton
        self.lexicon = lexicon
        self.top = top
        self.evaluator = Evaluator(replay.tileset)
        self.events = turn_events(replay)
        self._turn_of = {event: k + 1 for k, event in enumerate(self.events)}
        self._done: dict[int, TurnAnalysis] = {}
        self._lock = threading.Lock()

    # ----------------------------------------------------------------- progress
    @property
    def total(self) -> int:
        """The number of turns of the record."""
        return len(self.events)

    @property
    def done(self) -> int:
        """The number of turns analysed so far."""
        return len(self._done)

    @property
    def complete(self) -> bool:
        """True when every turn is analysed."""
        return self.done >= self.total

    def pending(self) -> list[int]:
        """Turn numbers not analysed yet, in order."""
        return [n for n in range(1, self.total + 1) if n not in self._done]

    # ----------------------------------------------------------------- answers
    def turn_of_event(self, event: int) -> int | None:
        """The turn number of the turn event at index ``event`` (``None`` for other events)."""
        return self._turn_of.get(event)

    def turn_for_position(self, pos: int) -> int | None:
        """The turn a replay position belongs to: the last turn at or before event ``pos``
        (``None`` at the start, before any turn)."""
        best = None
        for k, event in enumerate(self.events):
            if event > pos:
                break
            best = k + 1
        return best

    def cached(self, turn: int) -> TurnAnalysis | None:
        """The analysis of ``turn`` when it is done, else ``None`` (never blocks)."""
        return self._done.get(turn)

    def analyse(self, turn: int) -> TurnAnalysis:
        """The analysis of ``turn`` (1-based), made now when not cached (blocking: tens of
        milliseconds; call it from a worker thread).

        Raises:
            IndexError: no such turn.
        """
        if not 1 <= turn <= self.total:
            raise IndexError(f"no turn {turn}: the record has {self.total} turns")
        hit = self._done.get(turn)
        if hit is not None:
            return hit
        result = analyse_replay(
            self.replay, self.automaton, self.lexicon, evaluator=self.evaluator, turns={turn}, top=self.top
        ).turns[0]
        with self._lock:
            self._done[turn] = result
        return result

    def analysed_turns(self) -> list[TurnAnalysis]:
        """Every turn analysed so far, in order."""
        with self._lock:
            return [self._done[n] for n in sorted(self._done)]

    def summaries(self) -> list[PlayerSummary]:
        """One summary per player over the turns analysed so far."""
        return summarise(self.analysed_turns(), self.replay.record.nicks)

    def next_mistake(self, after_turn: int, threshold: float = LOSS_THRESHOLD) -> TurnAnalysis | None:
        """The first analysed turn after ``after_turn`` (0: from the start) that lost more
        than ``threshold`` points of equity, or ``None``; turns not analysed yet are not
        looked at."""
        for n in range(after_turn + 1, self.total + 1):
            t = self._done.get(n)
            if t is not None and t.loss is not None and t.loss > threshold:
                return t
        return None
