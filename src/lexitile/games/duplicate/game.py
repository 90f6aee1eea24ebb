"""A duplicate game in progress: the rules engine of the mode (pure: no files, no UI).

Rules (the FISF duplicate regulations as generally stated; the readings where no text
was at hand are on the rules card and in ``docs/duplicate.md``):

- every round has one rack for everybody (:mod:`lexitile.games.duplicate.draw`);
- each seat enters at most one play; placement errors (off the board, not in line,
  not connected, tiles not on the rack) are refused at entry and may be entered again,
  word validity is judged only when the round ends, and an invalid play scores 0;
- the round's top (:mod:`lexitile.games.duplicate.top`) goes on the board for everybody;
  each seat scores what its own play was worth;
- the game ends when no rack meeting the draw rule can be drawn, or when the rack has
  no play (OUR READING: the rack is not put back to draw again);
- the board, tile set and values, lexicon and bingo bonus are the rule set's; there are
  no exchanges, passes, challenges, scoreless end, end-of-game rack settlement,
  take-backs, paid exchanges nor exchange squares.
"""

from __future__ import annotations

import random
from collections.abc import Container, Iterable, Sequence

from lexitile.core.game_contract import Outcome, decide_winners
from lexitile.games.crossword.engine.automaton import Automaton
from lexitile.games.crossword.rules.board import Board
from lexitile.games.crossword.rules.config import RuleSet
from lexitile.games.crossword.rules.move import BoardMove, MoveKind
from lexitile.games.crossword.rules.placement import Placement, notation, placement_from_notation
from lexitile.games.crossword.rules.scoring import Score, score_placement
from lexitile.games.crossword.rules.tiles import Bag, remove_from_rack
from lexitile.games.crossword.rules.validate import check_geometry, check_letters, check_rack
from lexitile.games.duplicate.classes import LetterClasses
from lexitile.games.duplicate.draw import RackDraw, draw_rack
from lexitile.games.duplicate.rounds import RoundResult, SeatPlay
from lexitile.games.duplicate.setup import GameSetup
from lexitile.games.duplicate.top import Candidate, engine_top, round_top

#: Why a game ended (:attr:`Outcome.reason`): no rack meeting the draw rule could be
#: drawn; the rack had no play.
END_NO_RACK, END_NO_PLAY = "duplicate.no-rack", "duplicate.no-play"


class DuplicateGame:
    """A duplicate game: the rounds so far, the board, the bag and this round's rack.

    Args:
        rules: the rule set (board, tile set and values, bingo bonus, rack size).
        classes: the tile set's vowels and consonants.
        names: one name per seat (1 to 4 in the app; any number here).
        automaton: the lexicon's automaton, for the tops.
        lexicon: the words that are valid (``word in lexicon``, upper case).
        rng: the draws' randomness.
        script: draws to make first (the bag's log of a saved game, rejected racks
            included), see :class:`~lexitile.games.crossword.rules.tiles.Bag`.
        setup: the names the game was set up with (for its record), or ``None``.

    Raises:
        ValueError: no seats, or a script the bag cannot replay.
    """

    def __init__(
        self,
        rules: RuleSet,
        classes: LetterClasses,
        names: Sequence[str],
        automaton: Automaton,
        lexicon: Container[str],
        rng: random.Random,
        script: Iterable[Sequence[str]] = (),
        setup: GameSetup | None = None,
    ) -> None:
        if not names:
            raise ValueError("a duplicate game needs at least one seat")
        self.rules = rules
        self.classes = classes
        self.names = tuple(names)
        self.setup = setup
        self.automaton = automaton
        self.lexicon = lexicon
        self.board = Board(rules.layout)
        self.bag = Bag(rules.tileset.full_bag(), rng, script)
        self.rounds: list[RoundResult] = []
        self.entries: dict[int, Placement | None] = {}
        self.draw: RackDraw | None = None
        self.top: Candidate | None = None
        self.kept: tuple[str, ...] = ()
        self.end_reason = ""
        self._start_round(())

    # -- the round in play -------------------------------------------------------
    @property
    def round_number(self) -> int:
        """The round in play (or the one that could not start), 1-based."""
        return len(self.rounds) + 1

    @property
    def rack(self) -> tuple[str, ...]:
        """This round's rack; empty once the game is over."""
        return self.draw.rack if self.draw and not self.is_over else ()

    @property
    def is_over(self) -> bool:
        """Whether the game has ended."""
        return bool(self.end_reason)

    @property
    def unplayed(self) -> tuple[str, ...]:
        """The tiles neither on the board nor in the bag: this round's rack; at the end,
        the last rack (no play) or the tiles the last top left (no rack drawn)."""
        if self.draw is not None:
            return self.draw.rack
        return self.kept

    def _start_round(self, kept: Sequence[str]) -> None:
        self.entries = {}
        self.kept = tuple(kept)
        self.draw = draw_rack(self.bag, kept, self.classes, self.round_number, self.rules.rack_size)
        if self.draw is None:
            self.end_reason = END_NO_RACK
            return
        self.top = engine_top(self.board, self.draw.rack, self.rules, self.automaton)
        if self.top is None:
            self.end_reason = END_NO_PLAY

    def check_entry(self, placement: Placement) -> Score:
        """Check a placement as the entry does, and score it as if its words were valid.

        Args:
            placement: the new tiles.

        Returns:
            The play's score in points, which counts only if its words are valid.

        Raises:
            IllegalMoveError: a tile not of the tile set, not on the rack, or not placed
                by the board's rules (off the board, occupied, not in line, a gap, not
                connected, the start square not covered, no word).
            RuntimeError: the game is over.
        """
        if self.is_over:
            raise RuntimeError("the game is over")
        check_letters(placement, self.rules.tileset)
        check_rack(placement, self.rack)
        check_geometry(self.board, placement, self.rules.first_play_min_tiles)
        return score_placement(self.board, placement, self.rules.tileset, self.rules.rack_size, self.rules.bingo_bonus)

    def enter(self, seat: int, placement: Placement | None) -> None:
        """Enter a seat's play for this round (replacing one it entered before).

        Args:
            seat: 0-based seat.
            placement: the play, or ``None`` for no play (none found, time ran out).

        Raises:
            IllegalMoveError: as :meth:`check_entry`; nothing is entered then.
            IndexError: no such seat.
            RuntimeError: the game is over.
        """
        if not 0 <= seat < len(self.names):
            raise IndexError(f"no seat {seat}")
        if placement is not None:
            self.check_entry(placement)
        elif self.is_over:
            raise RuntimeError("the game is over")
        self.entries[seat] = placement

    def enter_move(self, seat: int, move: BoardMove) -> None:
        """Enter a seat's play given as the contract's move value: a play, or a pass for
        no play. The word may spell played-through tiles as letters (old GCG dialect).

        Raises:
            IllegalMoveError: as :meth:`enter`.
            ValueError: an exchange (duplicate has none; nothing is entered).
            MoveSyntaxError: the word does not fit the board (off it, a ``.`` on an
                empty square, a letter unlike the tile there).
            IndexError, RuntimeError: as :meth:`enter`.
        """
        if move.kind is MoveKind.PASS:
            self.enter(seat, None)
            return
        if move.kind is MoveKind.EXCHANGE or move.coordinate is None:
            raise ValueError("there are no exchanges in duplicate")
        self.enter(seat, placement_from_notation(self.board, move.coordinate, move.word))

    def entry_notation(self, placement: Placement) -> str:
        """``COORD WORD`` of a placement on this round's board, e.g. ``8D JOKEr``."""
        coordinate, word = notation(self.board, placement)
        return f"{coordinate} {word}"

    def waiting(self) -> tuple[int, ...]:
        """The seats that have not entered a play this round, in seat order."""
        return tuple(s for s in range(len(self.names)) if s not in self.entries)

    # -- ending a round ----------------------------------------------------------
    def _judge(self, seat: int) -> tuple[SeatPlay, Candidate | None]:
        placement = self.entries.get(seat)
        if placement is None:
            return SeatPlay(seat, "", "", 0), None
        checked = check_geometry(self.board, placement, self.rules.first_play_min_tiles)
        bad = tuple(w.upper() for w in checked.word_texts if w.upper() not in self.lexicon)
        value = score_placement(
            self.board, placement, self.rules.tileset, self.rules.rack_size, self.rules.bingo_bonus
        ).total
        coordinate, word = notation(self.board, placement)
        score = 0 if bad else value
        candidate = None if bad else Candidate.of_placement(self.board, placement, value)
        return SeatPlay(seat, coordinate, word, score, bad), candidate

    def close_round(self) -> RoundResult:
        """End the round: judge every play, put the top on the board, draw the next rack.

        Seats that entered nothing score 0.

        Returns:
            The finished round.

        Raises:
            RuntimeError: the game is over.
        """
        if self.is_over or self.draw is None:
            raise RuntimeError("the game is over")
        judged = [self._judge(seat) for seat in range(len(self.names))]
        top = round_top(self.top, [c for _, c in judged if c is not None])
        assert top is not None  # a round starts only when the engine found a top
        placement = placement_from_notation(self.board, top.coordinate, top.word)
        kept = list(self.draw.rack)
        remove_from_rack(kept, placement.letters)
        self.board.put(placement.tiles)
        result = RoundResult(
            self.round_number,
            self.draw,
            top,
            tuple(play for play, _ in judged),
        )
        self.rounds.append(result)
        self._start_round(kept)
        return result

    # -- totals ------------------------------------------------------------------
    def totals(self) -> tuple[int, ...]:
        """Each seat's total in points so far, in seat order."""
        return tuple(sum(r.plays[s].score for r in self.rounds) for s in range(len(self.names)))

    def top_total(self) -> int:
        """The sum of the tops so far, in points."""
        return sum(r.top.score for r in self.rounds)

    def outcome(self) -> Outcome | None:
        """How the game ended (the game contract's :class:`Outcome`: no settlement, so
        the finals are the totals), or ``None`` while it goes on. The highest total
        wins; equal highest totals share the win (a draw)."""
        if not self.is_over:
            return None
        totals = self.totals()
        return Outcome(self.end_reason, decide_winners(totals), totals)
