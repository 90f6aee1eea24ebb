"""The round's top: the highest-scoring play on the round's rack.

Rule (the FISF duplicate regulations as generally stated): the top is the highest
score the engine finds; a player's valid play that scores more (a word the engine's
list lacks, from a user word list) is the top instead. The top goes on the board and
decides the next rack, so equal tops need a fixed choice.

OUR READING of the tie-break, as no regulations text was at hand: among plays of the
same highest score, the one whose main word starts on the earliest square in reading
order (row 1 first, then column A first), a play across before a play down from the
same square, then the word (in GCG notation) in alphabetical order. On the empty
board only plays across are considered: a play down there mirrors one across.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from lexitile.games.crossword.engine.automaton import Automaton
from lexitile.games.crossword.engine.generated_move import GeneratedMove
from lexitile.games.crossword.engine.movegen import generate_moves
from lexitile.games.crossword.rules.board import Board
from lexitile.games.crossword.rules.config import RuleSet
from lexitile.games.crossword.rules.coords import Direction, parse_coordinate
from lexitile.games.crossword.rules.placement import Placement, notation


@dataclass(frozen=True, order=True)
class Candidate:
    """A play that may be the round's top, ordered so that the top sorts first.

    Attributes:
        rank: ``(-score, row, col, down, word)``: the tie-break of the module docstring.
        coordinate: GCG coordinate of the main word (``8D`` across, ``D8`` down).
        word: the main word in GCG notation (``.`` a played-through tile).
        score: points, bingo bonus included.
    """

    rank: tuple[int, int, int, bool, str]
    coordinate: str
    word: str
    score: int

    @classmethod
    def of_generated(cls, move: GeneratedMove) -> Candidate:
        """The candidate of a generated move."""
        return cls((-move.score, move.row, move.col, move.down, move.word), move.coordinate, move.word, move.score)

    @classmethod
    def of_placement(cls, board: Board, placement: Placement, score: int) -> Candidate:
        """The candidate of a player's placement, in the same notation as the engine's.

        Raises:
            IllegalMoveError: for an empty placement.
        """
        coordinate, word = notation(board, placement)
        coord = parse_coordinate(coordinate, board.rows, board.cols)
        return cls((-score, coord.row, coord.col, coord.direction is Direction.DOWN, word), coordinate, word, score)

    @property
    def notation(self) -> str:
        """``COORD WORD``, e.g. ``8D JOKEr``."""
        return f"{self.coordinate} {self.word}"


def engine_top(board: Board, rack: Sequence[str], rules: RuleSet, automaton: Automaton) -> Candidate | None:
    """The engine's top on ``rack``: the best legal play by the tie-break, or ``None``.

    Args:
        board: the position (not modified).
        rack: the round's tiles (``?`` a blank).
        rules: the rule set (tile values, bingo bonus and rack size).
        automaton: the lexicon's automaton.

    Raises:
        KeyError: a board tile whose letter is not in the rule set's tile set.
    """
    moves = generate_moves(board, rack, rules.tileset, automaton, rules.bingo_bonus, rules.rack_size)
    if not moves:
        return None
    high = max(m.score for m in moves)
    return min(Candidate.of_generated(m) for m in moves if m.score == high)


def round_top(engine: Candidate | None, players: Sequence[Candidate]) -> Candidate | None:
    """The round's top: the best of the engine's top and the players' *valid* plays.

    Args:
        engine: :func:`engine_top`'s answer.
        players: the candidates of the plays entered this round that are valid.
    """
    pool = [c for c in (engine, *players) if c is not None]
    return min(pool) if pool else None
