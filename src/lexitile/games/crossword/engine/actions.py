"""What a robot (or any player) does on its turn, as data: a play, an exchange or a pass.

:class:`lexitile.games.crossword.engine.robots.Robot` returns one of these; :func:`perform` makes it in
the rules engine's game. GCG notation as in the GCG standard (``8H W.RD``, ``-TILES``,
``-``).
"""

from __future__ import annotations

from dataclasses import dataclass

from lexitile.games.crossword.engine.movegen import GeneratedMove
from lexitile.games.crossword.rules.events import Event
from lexitile.games.crossword.rules.game import Game
from lexitile.games.crossword.rules.placement import Placement

__all__ = [
    "Action",
    "ExchangeAction",
    "PassAction",
    "PlayAction",
    "move_text",
    "perform",
    "played_tiles",
]


@dataclass(frozen=True, slots=True)
class PlayAction:
    """Place tiles.

    Attributes:
        move: the generated move (score, square, direction, word in GCG notation).
        equity: the value the robot ranked it by (points; the score for medium/easy).
    """

    move: GeneratedMove
    equity: float

    kind = "play"

    @property
    def placement(self) -> Placement:
        """The move as a rules-engine placement."""
        return self.move.placement

    @property
    def text(self) -> str:
        """GCG notation, ``8H W.RD`` (``.`` for tiles already on the board)."""
        return move_text(self.move)


@dataclass(frozen=True, slots=True)
class ExchangeAction:
    """Exchange tiles.

    Attributes:
        tiles: the tiles given back, sorted, ``?`` for a blank.
        equity: the value of the tiles kept (hard), else 0.
    """

    tiles: str
    equity: float = 0.0

    kind = "exchange"

    @property
    def text(self) -> str:
        """GCG notation ``-TILES``."""
        return f"-{self.tiles}"


@dataclass(frozen=True, slots=True)
class PassAction:
    """Pass (only when there is no play, and no exchange is allowed or wanted).

    Attributes:
        reason: why, for logs (``"no play and no exchange allowed"``).
    """

    reason: str = ""
    equity: float = 0.0

    kind = "pass"

    @property
    def text(self) -> str:
        """GCG notation ``-``."""
        return "-"


Action = PlayAction | ExchangeAction | PassAction


def perform(game: Game, action: Action) -> Event:
    """Make an action in the game for the player on turn; returns the event.

    Raises:
        IllegalMoveError: the action is not allowed (the game is unchanged).
    """
    if isinstance(action, PlayAction):
        return game.play(action.placement)
    if isinstance(action, ExchangeAction):
        return game.exchange(action.tiles)
    return game.pass_turn()


def move_text(move: GeneratedMove) -> str:
    """A generated move in GCG notation: ``8H W.RD`` (``.`` for played-through tiles,
    lower case for blanks); the same as :attr:`GeneratedMove.notation`."""
    return move.notation


def played_tiles(word: str) -> str:
    """The tiles a move takes from the rack, in word order, from its GCG word (``.`` for
    played-through tiles removed; lower case = blank)."""
    return word.replace(".", "")
