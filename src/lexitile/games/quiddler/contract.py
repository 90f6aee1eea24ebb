"""Quiddler's side of the game contract (:mod:`lexitile.core.game_contract`): its move
value, its rules engine factory, its record codec, its robots, its shared outcome and
its league adapter, as thin adapters over the game's own actions
(:mod:`lexitile.games.quiddler.actions`), records and robots, gathered in
:data:`CONTRACT`."""

from __future__ import annotations

from collections.abc import Iterator
from dataclasses import dataclass, field
from pathlib import Path
from typing import Self

from lexitile.core.game_contract import ClassNotation, GameContract, LeagueAdapter, Outcome
from lexitile.games.quiddler.actions import Action, Draw, parse_action
from lexitile.games.quiddler.cards import Deck
from lexitile.games.quiddler.game import Game, Phase
from lexitile.games.quiddler.league import quiddler_result
from lexitile.games.quiddler.levels import DEFAULT_LEVEL, LEVELS, level
from lexitile.games.quiddler.options import TableOptions
from lexitile.games.quiddler.record import format_record
from lexitile.games.quiddler.robots import Robot
from lexitile.games.quiddler.setup import GameSetup
from lexitile.games.quiddler.storage import RECORD_SUFFIX, load_record, robot_factory, save_record
from lexitile.games.quiddler.words import Lexicon
from lexitile.lexicon import load_lexicon

__all__ = [
    "CONTRACT",
    "NewGame",
    "QuiddlerCodec",
    "QuiddlerMove",
    "QuiddlerRobot",
    "QuiddlerRobots",
    "league",
    "notation",
    "outcome",
]


@dataclass(frozen=True, slots=True)
class QuiddlerMove:
    """One Quiddler action as the contract's :class:`~lexitile.core.game_contract.Move`:
    ``draw stock``, ``discard QU``, ``out (QU)IT CAT discard E``, ``last discard E``.

    Attributes:
        action: the action (:data:`lexitile.games.quiddler.actions.Action`).
    """

    action: Action

    @classmethod
    def parse(cls, text: str) -> Self:
        """The action ``text`` names (any case, any spacing).

        Raises:
            lexitile.games.quiddler.errors.NotationError: not one of the forms, with what was
                expected.
        """
        return cls(parse_action(text))

    def __str__(self) -> str:
        return str(self.action)


def notation(game: Game) -> ClassNotation[QuiddlerMove]:
    """The notation of Quiddler's moves: the same for every game."""
    return ClassNotation(QuiddlerMove)


def outcome(game: Game) -> Outcome | None:
    """The game's end as the shared outcome, ``None`` while it goes on
    (:meth:`lexitile.games.quiddler.game.Game.outcome`)."""
    return game.outcome()


#: The league adapter (:func:`lexitile.games.quiddler.league.quiddler_result`).
league: LeagueAdapter[Game] = quiddler_result


@dataclass(frozen=True)
class NewGame:
    """What a new Quiddler game is built from (the contract's options value).

    Attributes:
        players: the seats' names, 2 to 8, in seating order.
        deck: the deck (:func:`lexitile.games.quiddler.storage.load_deck`).
        options: the table's rules (:class:`TableOptions`).
        first_dealer: the 0-based seat that deals the first round.
        lexicon: the words the game accepts (``word in lexicon``, upper case);
            ``None`` accepts every spelling.
    """

    players: tuple[str, ...]
    deck: Deck
    options: TableOptions = field(default_factory=TableOptions)
    first_dealer: int = 0
    lexicon: Lexicon | None = None


def new_game(options: NewGame, seed: int) -> Game:
    """A new game at its first deal; the seed fixes every deal and reshuffle.

    Raises:
        lexitile.games.quiddler.errors.NotationError: 2 to 8 distinct names are needed,
            the deck must hold the largest deal.
    """
    setup = GameSetup(options.players, seed, options.deck, options.options, options.first_dealer)
    return Game(setup, options.lexicon)


@dataclass(frozen=True)
class QuiddlerCodec:
    """The ``.qdl`` record (the contract's ``RecordCodec``); its export is the record's
    text. The order of the stock is never written: a loaded game goes on with fresh
    randomness."""

    suffixes: tuple[str, ...] = (RECORD_SUFFIX,)

    def save(self, game: Game, path: Path) -> None:
        """Write the record atomically (with the lexicon's name when it has one).

        Raises:
            lexitile.games.quiddler.errors.RecordError: the file cannot be written.
        """
        save_record(path, self.export(game))

    def load(self, path: Path) -> Game:
        """The game at its last position, with the lexicon its record names (English
        when none, as ``lexitile quiddler --resume``).

        Raises:
            lexitile.games.quiddler.errors.RecordError: unreadable, malformed, or an
                action that does not replay (with its line).
        """
        record = load_record(path)
        return record.replay(load_lexicon(record.lexicon or "en"), path=path)

    def replay(self, path: Path) -> Iterator[Game]:
        """The game at its start and after each action, the last position last
        (words checked against no lexicon: a record replays as it was played)."""
        record = load_record(path)
        for upto in range(len(record.actions) + 1):
            yield record.replay(None, upto, path)

    def export(self, game: Game) -> str:
        """The record's text (:func:`lexitile.games.quiddler.record.format_record`)."""
        name = getattr(game.lexicon, "name", None)
        return format_record(game, lexicon=name if isinstance(name, str) else None)


@dataclass
class QuiddlerRobot:
    """A robot of one level as the contract's ``Robot``: one :class:`QuiddlerMove` at a
    time, a draw or the end of the turn, whichever the game waits for.

    The robot knows the words of the game's lexicon (its level's share of them,
    :mod:`lexitile.games.quiddler.levels`); a game without a lexicon gives it none,
    so it never lays a word down.

    Args:
        level: ``"easy"``, ``"medium"`` or ``"hard"``.
        seed: fixes its random choices.

    Raises:
        ValueError: no level of this name (the message lists the levels).
    """

    level: str
    seed: int = 0
    _robot: Robot | None = field(default=None, init=False, repr=False)
    _built_for: tuple[object, Deck, TableOptions] | None = field(default=None, init=False, repr=False)

    def __post_init__(self) -> None:
        self.level = level(self.level).name

    def choose(self, game: Game) -> QuiddlerMove:
        """The move of the seat on turn (only what that seat may see is used).

        Raises:
            ValueError: the game is over.
        """
        if game.is_over:
            raise ValueError("the game is over: there is no move to choose")
        robot = self._robot_for(game)
        view = game.view()
        if game.phase is Phase.DRAW:
            return QuiddlerMove(Draw(robot.choose_draw(view)))
        return QuiddlerMove(robot.choose_finish(view))

    def _robot_for(self, game: Game) -> Robot:
        table = (game.lexicon, game.deck, game.options)
        built = self._built_for
        if self._robot is None or built is None or built[0] is not table[0] or built[1:] != table[1:]:
            words = game.lexicon if game.lexicon is not None else frozenset[str]()
            self._robot = robot_factory(words, game.deck, game.options, self.seed).robot(self.level)
            self._built_for = table
        return self._robot


@dataclass(frozen=True)
class QuiddlerRobots:
    """Quiddler's computer players (the contract's ``Robots``)."""

    levels: tuple[str, ...] = LEVELS
    default_level: str = DEFAULT_LEVEL

    def robot(self, level: str, seed: int = 0) -> QuiddlerRobot:
        """A robot of this level; ``seed`` fixes its random choices.

        Raises:
            ValueError: no level of this name.
        """
        return QuiddlerRobot(level, seed)


#: Everything the game hands to the app, the commands, storage and the league.
CONTRACT: GameContract[Game, QuiddlerMove, NewGame] = GameContract(
    mode="quiddler",
    move_type=QuiddlerMove,
    notation=notation,
    new_game=new_game,
    outcome=outcome,
    codec=QuiddlerCodec(),
    robots=QuiddlerRobots(),
    league=league,
)
