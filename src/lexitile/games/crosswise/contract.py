"""Crosswise's side of the game contract (:mod:`lexitile.core.game_contract`): its
notation, its rules engine factory, its record codec, its robots, its shared outcome
and its league adapter, as thin adapters over the game's own values, gathered in
:data:`CONTRACT`."""

from __future__ import annotations

from dataclasses import dataclass, field

from lexitile.core.game_contract import GameContract, LeagueAdapter, Outcome
from lexitile.games.crosswise.components import Components
from lexitile.games.crosswise.files import CrosswiseCodec
from lexitile.games.crosswise.game import Game
from lexitile.games.crosswise.league import crosswise_result
from lexitile.games.crosswise.moves import Move, format_move, parse_move
from lexitile.games.crosswise.robots import DEFAULT_LEVEL, LEVELS, Robot, make_robot
from lexitile.games.crosswise.table import TableRules

__all__ = [
    "CONTRACT",
    "CrosswiseNotation",
    "CrosswiseRobot",
    "CrosswiseRobots",
    "NewGame",
    "league",
    "new_game",
    "notation",
    "outcome",
]


@dataclass(frozen=True, slots=True)
class CrosswiseNotation:
    """The text of a turn with the tile names of one components file (``star C3``,
    ``mover C3 D4``, ``pass``): the contract's :class:`~lexitile.core.game_contract.MoveNotation`.

    Attributes:
        components: the tiles the game was built with (their names are the notation).
    """

    components: Components

    def parse(self, text: str) -> Move:
        """The turn ``text`` names.

        Raises:
            lexitile.games.crosswise.errors.NotationError: no tile of that name, the wrong
                number of squares, a square off the board.
        """
        return parse_move(text, self.components)

    def format(self, move: Move) -> str:
        """The canonical text of ``move``; ``parse(format(move)) == move``."""
        return format_move(move, self.components)


def notation(game: Game) -> CrosswiseNotation:
    """The notation of this game's turns (its components' tile names)."""
    return CrosswiseNotation(game.components)


def outcome(game: Game) -> Outcome | None:
    """The game's end as the shared outcome, ``None`` while it goes on
    (:meth:`lexitile.games.crosswise.game.Game.outcome`)."""
    return game.outcome()


#: The league adapter (:func:`lexitile.games.crosswise.league.crosswise_result`).
league: LeagueAdapter[Game] = crosswise_result


@dataclass(frozen=True)
class NewGame:
    """What a new Crosswise game is built from (the contract's options value).

    Attributes:
        components: the tiles and board (:func:`lexitile.games.crosswise.files.load_components`).
        players: 2 to 4 names in seating order (the sides alternate).
        table: the table options (:class:`~lexitile.games.crosswise.table.TableRules`).
    """

    components: Components
    players: tuple[str, ...]
    table: TableRules = field(default_factory=TableRules)


def new_game(options: NewGame, seed: int) -> Game:
    """A new game, dealt; the seed fixes the bag's order.

    Raises:
        ValueError: bad player names.
    """
    return Game(options.components, options.players, options.table, seed=seed)


@dataclass
class CrosswiseRobot:
    """A robot of one level as the contract's ``Robot``
    (:func:`lexitile.games.crosswise.robots.make_robot`).

    Args:
        level: ``"easy"``, ``"medium"`` or ``"hard"``.
        seed: fixes the easy robot's random choices.

    Raises:
        ValueError: no level of this name (the message lists the levels).
    """

    level: str
    seed: int = 0
    _robot: Robot = field(init=False, repr=False)

    def __post_init__(self) -> None:
        self._robot = make_robot(self.level, self.seed)

    def choose(self, game: Game) -> Move:
        """The turn of the seat on turn (a pass when it has none); the game is not changed."""
        return self._robot.choose(game)


@dataclass(frozen=True)
class CrosswiseRobots:
    """Crosswise's computer players (the contract's ``Robots``)."""

    levels: tuple[str, ...] = LEVELS
    default_level: str = DEFAULT_LEVEL

    def robot(self, level: str, seed: int = 0) -> CrosswiseRobot:
        """A robot of this level; ``seed`` fixes its random choices.

        Raises:
            ValueError: no level of this name.
        """
        return CrosswiseRobot(level, seed)


#: Everything the game hands to the app, the commands, storage and the league.
CONTRACT: GameContract[Game, Move, NewGame] = GameContract(
    mode="crosswise",
    move_type=Move,
    notation=notation,
    new_game=new_game,
    outcome=outcome,
    codec=CrosswiseCodec(),
    robots=CrosswiseRobots(),
    league=league,
)
