"""Duplicate's computer players: they choose by score alone.

Duplicate has no leave to weigh (the next rack is the top's leave, the same for
everybody), so a robot's play is a matter of score:

* ``hard`` plays the round's top;
* ``medium`` aims at a random 75-100 % of the top's score, ``easy`` at 50-100 % (as
  the board game's easy robot aims at a share of its best play), and plays the
  highest-scoring play at or under the aim (ties: the top's tie-break).

A robot sees the board and the round's rack, which every seat sees; never the bag.
Robots meet the game contract's ``Robot`` and ``Robots`` protocols.
"""

from __future__ import annotations

import random
from dataclasses import dataclass, field

from lexitile.core.modes import get_mode
from lexitile.games.crossword.engine.movegen import generate_moves
from lexitile.games.crossword.rules.coords import parse_coordinate
from lexitile.games.crossword.rules.move import BoardMove
from lexitile.games.duplicate.game import DuplicateGame
from lexitile.games.duplicate.top import Candidate

#: The levels, weakest first, and the share of the top each aims at (lowest, highest).
LEVELS: dict[str, tuple[float, float]] = {"easy": (0.5, 1.0), "medium": (0.75, 1.0), "hard": (1.0, 1.0)}

#: The level of a robot when none is named: the mode registry's, one default per game.
DEFAULT_LEVEL: str = get_mode("duplicate").default_robot_level


def candidate_move(game: DuplicateGame, candidate: Candidate) -> BoardMove:
    """The contract's move value of a play in the game's notation."""
    coordinate = parse_coordinate(candidate.coordinate, game.board.rows, game.board.cols)
    return BoardMove.play(coordinate, candidate.word)


@dataclass
class DuplicateRobot:
    """A robot of one level (module docstring).

    Args:
        level: ``"easy"``, ``"medium"`` or ``"hard"``.
        rng: the source of its aims (seeded for repeatable games).

    Raises:
        ValueError: no level of this name (the message lists the levels).
    """

    level: str
    rng: random.Random = field(default_factory=random.Random)

    def __post_init__(self) -> None:
        if self.level not in LEVELS:
            raise ValueError(f"no duplicate robot level {self.level!r} (levels: {', '.join(LEVELS)})")

    def aim(self, top_score: int) -> float:
        """The score this robot aims at this round, in points (a share of the top)."""
        low, high = LEVELS[self.level]
        return top_score * (high if low == high else self.rng.uniform(low, high))

    def choose(self, game: DuplicateGame) -> BoardMove:
        """The robot's play on the round's rack; a pass (no play) once the game is over.

        The game is not changed.
        """
        top = game.top
        if game.is_over or top is None:
            return BoardMove.pass_()
        if self.level == "hard":
            return candidate_move(game, top)
        aim = self.aim(top.score)
        rules = game.rules
        moves = generate_moves(game.board, game.rack, rules.tileset, game.automaton, rules.bingo_bonus, rules.rack_size)
        under = [m for m in moves if m.score <= aim]
        pool = under or moves
        best = max(m.score for m in pool) if under else min(m.score for m in pool)
        return candidate_move(game, min(Candidate.of_generated(m) for m in pool if m.score == best))


@dataclass(frozen=True)
class DuplicateRobots:
    """The duplicate game's computer players (the contract's ``Robots``)."""

    levels: tuple[str, ...] = tuple(LEVELS)
    default_level: str = DEFAULT_LEVEL

    def robot(self, level: str, seed: int = 0) -> DuplicateRobot:
        """A robot of this level; ``seed`` fixes its aims.

        Raises:
            ValueError: no level of this name.
        """
        return DuplicateRobot(level, random.Random(seed))
