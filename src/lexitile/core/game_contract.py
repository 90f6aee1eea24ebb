"""The game contract: what every game provides, so the app, the commands, storage and
the league can host it without knowing which game it is.

A game is a package that implements these protocols through thin adapters of its own
and hands one :class:`GameContract` to the mode registry (:mod:`lexitile.core.modes`):

* its **rules engine factory** (:class:`RulesFactory`): a new game from options and a
  seed;
* its **Move value** (:class:`Move`): a frozen value with a canonical text form that
  round-trips, ``type(move).parse(str(move)) == move``; pass and exchange are kinds of
  move, not magic values. Where the text depends on the game (tile names read from a
  components file), the game's :class:`MoveNotation` binds that context;
* its **record codec** (:class:`RecordCodec`): save, load, replay, export;
* its **robots** (:class:`Robots`): the levels and a robot of a level;
* its **league adapter** (:class:`LeagueAdapter`): a finished game -> the league's
  :class:`~lexitile.core.league_rules.GameResult`;
* its Textual-free **table** (:class:`Table`): whose turn it is, what an entry means,
  time-outs, take-backs, challenges, the curtain, and private rounds where several
  people enter before anything is shown (duplicate play);
* the one shared :class:`Outcome` of a finished game (reason, winners, finals,
  adjustments).

Everything here is a ``typing.Protocol`` or a frozen value: a game meets the contract by
shape, and ``mypy`` checks that it does where its adapter is declared with the
protocol's type. Nothing here imports a game, Textual or storage.

Field terms follow the board game's (rack, bag, tile, pass, exchange, challenge, GCG);
the other games use the nearest one (a Quiddler hand is its rack).
"""

from __future__ import annotations

import enum
import types
from collections.abc import Iterator, Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import Generic, Protocol, Self, TypeVar, runtime_checkable

from lexitile.core.league_rules import GameResult, Seat
from lexitile.core.message import Message

__all__ = [
    "Adjustment",
    "ClassNotation",
    "Curtain",
    "Entry",
    "EntryKind",
    "GameContract",
    "LeagueAdapter",
    "Move",
    "MoveNotation",
    "Outcome",
    "PrivateRound",
    "RecordCodec",
    "Robot",
    "Robots",
    "RulesFactory",
    "Table",
    "TableRefusal",
    "decide_winners",
]

GameT = TypeVar("GameT")
GameT_co = TypeVar("GameT_co", covariant=True)
GameT_contra = TypeVar("GameT_contra", contravariant=True)
#: A game's move value: a :class:`Move` where its text needs no context, else any
#: frozen value its :class:`MoveNotation` reads and writes.
MoveT = TypeVar("MoveT")
MoveT_co = TypeVar("MoveT_co", covariant=True)
ContextFreeMoveT = TypeVar("ContextFreeMoveT", bound="Move")
OptionsT_contra = TypeVar("OptionsT_contra", contravariant=True)
OptionsT = TypeVar("OptionsT")
MoveT_contra = TypeVar("MoveT_contra", contravariant=True)


# --------------------------------------------------------------------------- outcome


@dataclass(frozen=True, slots=True)
class Adjustment:
    """One line of the end-of-game settlement: ``seat`` gains ``points`` (negative: loses).

    Attributes:
        seat: 0-based seat.
        points: signed points.
        reason: a stable code of why, ``"<game>.<reason>"`` (``"crossword.own-rack"``,
            ``"crossword.others-racks"``, ``"quiddler.cards-left"``); the game's
            ``text/`` module words it.
        detail: what was counted, as the game writes it (the rack ``"QI?"``), or ``""``.
    """

    seat: int
    points: int
    reason: str
    detail: str = ""


@dataclass(frozen=True, slots=True)
class Outcome:
    """The end of any game, as data (python-chess's ``Outcome`` is the model).

    Attributes:
        reason: a stable code of why the game ended, ``"<game>.<reason>"``
            (``"crossword.went-out"``, ``"crosswise.six"``, ``"quiddler.rounds"``).
        winners: 0-based seats that won, in seat order; more than one is a shared win
            (a draw), empty when nobody won (a game abandoned).
        finals: each seat's final score in points, after the adjustments; partners in
            a team game each carry their side's total.
        adjustments: the settlement lines in the order applied (empty for games
            without one).
        went_out: the seat whose play ended the game (went out, or resigned), else
            ``None``.

    Raises:
        ValueError: a winner or an adjusted seat that is not a seat of ``finals``.
    """

    reason: str
    winners: tuple[int, ...]
    finals: tuple[int, ...]
    adjustments: tuple[Adjustment, ...] = ()
    went_out: int | None = None

    def __post_init__(self) -> None:
        seats = range(len(self.finals))
        wrong = [s for s in (*self.winners, *(a.seat for a in self.adjustments)) if s not in seats]
        if wrong:
            raise ValueError(f"seat {wrong[0]} is not one of the {len(self.finals)} seats of this outcome")

    @property
    def is_draw(self) -> bool:
        """True when two or more seats share the win."""
        return len(self.winners) > 1

    @property
    def tie_broken(self) -> bool:
        """True when the best final score was shared and one seat won: a tie-break of
        the game decided (the board game's Kreuzwort rule, the scores before the
        settlement)."""
        best = max(self.finals, default=0)
        return sum(1 for s in self.finals if s == best) > 1 and len(self.winners) == 1

    def before_adjustments(self) -> tuple[int, ...]:
        """Each seat's score before the settlement lines: ``finals`` minus its adjustments."""
        scores = list(self.finals)
        for line in self.adjustments:
            scores[line.seat] -= line.points
        return tuple(scores)


def decide_winners(finals: Sequence[int]) -> tuple[int, ...]:
    """The seats with the best final score (all of them share the win on a tie).

    This is the plain rule of every game here that names no tie-break (Quiddler; the
    Mattel and Palavras Cruzadas rule texts); a game with a tie-break decides its own
    winners and hands them to :class:`Outcome`.

    >>> decide_winners([310, 402, 402])
    (1, 2)

    Raises:
        ValueError: no seats.
    """
    if not finals:
        raise ValueError("a game without seats has no winners")
    best = max(finals)
    return tuple(i for i, s in enumerate(finals) if s == best)


# ------------------------------------------------------------------------------ moves


@runtime_checkable
class Move(Protocol):
    """A move as a value: frozen, hashable, with one canonical text form.

    ``str(move)`` is the canonical text and ``type(move).parse(str(move)) == move``
    (the round trip every game's tests check with ``hypothesis``). ``parse`` accepts
    any case and spacing the game's notation allows and raises the game's
    :class:`~lexitile.errors.LexitileError` subclass for text that is no move, with what
    was expected.
    """

    @classmethod
    def parse(cls, text: str) -> Self:
        """The move this text names (the inverse of ``str``)."""
        ...

    def __str__(self) -> str:
        """The canonical text of the move."""
        ...


class MoveNotation(Protocol[MoveT]):
    """A game's notation for its moves where the text depends on the game at hand (the
    tile names of a Crosswise components file); for a context-free :class:`Move`
    :class:`ClassNotation` is the notation."""

    def parse(self, text: str) -> MoveT:
        """The move this text names; raises the game's notation error when it is none."""
        ...

    def format(self, move: MoveT) -> str:
        """The canonical text of ``move``; ``parse(format(move)) == move``."""
        ...


@dataclass(frozen=True, slots=True)
class ClassNotation(Generic[ContextFreeMoveT]):
    """The notation of a :class:`Move` whose text needs no context: ``move_type.parse``
    and ``str``.

    Attributes:
        move_type: the game's move class.
    """

    move_type: type[ContextFreeMoveT]

    def parse(self, text: str) -> ContextFreeMoveT:
        """``move_type.parse(text)``."""
        return self.move_type.parse(text)

    def format(self, move: ContextFreeMoveT) -> str:
        """``str(move)``."""
        return str(move)


# ------------------------------------------------------------------- engine and robots


class RulesFactory(Protocol[OptionsT_contra, GameT_co]):
    """Builds a game's rules engine at its start position.

    Called with the game's own options value (a rule set and seat names, a deck and
    players, components and sides) and a seed for the shuffle; equal options and seeds
    give equal games.
    """

    def __call__(self, options: OptionsT_contra, seed: int) -> GameT_co:
        """A new game; raises the game's error for options it cannot play."""
        ...


class Robot(Protocol[GameT_contra, MoveT_co]):
    """A computer player: given the game with this robot's seat on turn, its move."""

    @property
    def level(self) -> str:
        """The level this robot plays at (one of :attr:`Robots.levels`)."""
        ...

    def choose(self, game: GameT_contra) -> MoveT_co:
        """The move the robot makes for the seat on turn; the game is not changed.

        Only what that seat may see is used (its own rack or hand, the board, the
        discards): a robot never reads another seat's tiles or the order of the bag.
        """
        ...


class Robots(Protocol[GameT_contra, MoveT_co]):
    """A game's computer players."""

    @property
    def levels(self) -> tuple[str, ...]:
        """The levels, weakest first (``docs/robots.md`` lists them)."""
        ...

    @property
    def default_level(self) -> str:
        """The level of a robot when none is named (one of :attr:`levels`)."""
        ...

    def robot(self, level: str, seed: int = 0) -> Robot[GameT_contra, MoveT_co]:
        """A robot of this level; ``seed`` fixes its random choices.

        Raises:
            ValueError: no level of this name (the message lists the levels).
        """
        ...


# ----------------------------------------------------------------------------- records


class RecordCodec(Protocol[GameT]):
    """A game's record files: save, load, replay, export.

    A record holds what was played and seen, never a future draw: the order of the bag
    or stock that is still hidden is not written (a resumed game reshuffles it).
    """

    @property
    def suffixes(self) -> tuple[str, ...]:
        """File endings of its records, lower case (``".qdl"``)."""
        ...

    def save(self, game: GameT, path: Path) -> None:
        """Write the game's record to ``path`` atomically (a failed write leaves the
        old file as it was); raises :class:`OSError` when it cannot be written."""
        ...

    def load(self, path: Path) -> GameT:
        """The game a record holds, at its last position, ready to go on.

        Raises:
            lexitile.errors.InputFileError: the file is not a record of this game (the
                message names the file, the line and what was expected).
            OSError: the file cannot be read.
        """
        ...

    def replay(self, path: Path) -> Iterator[GameT]:
        """Each position of the recorded game in order, the start first, the last
        position last; raises as :meth:`load`."""
        ...

    def export(self, game: GameT) -> str:
        """The record as text in the game's file format (GCG for the board game)."""
        ...


# ------------------------------------------------------------------------------ league


class LeagueAdapter(Protocol[GameT_contra]):
    """A game's view for the household league."""

    def __call__(
        self,
        game: GameT_contra,
        people: Sequence[Seat],
        *,
        competitive: bool,
        wager: int = 0,
        abandoned_by: int | None = None,
    ) -> GameResult:
        """The league's result of ``game``: finished when the game is over, aborted
        (by agreement) when not, abandoned with ``abandoned_by``.

        Args:
            game: the game.
            people: one league seat per game seat, in seat order.
            competitive: the table option "um Punkte und Chips kämpfen" (Kreuzwort).
            wager: chips per seat (0: none).
            abandoned_by: the seat that walked away, or ``None``.

        Raises:
            lexitile.core.league_rules.LeagueError: ``people`` does not match the seats.
        """
        ...


# ------------------------------------------------------------------------------- table


class EntryKind(enum.Enum):
    """What text typed at the table means now.

    ``MOVE``: the move of the seat on turn (in the game's notation).
    ``PRIVATE_MOVE``: one seat's move in a private round, kept hidden until the round
        is revealed (duplicate play).
    ``CHALLENGE``: a yes or no on challenging the move just made.
    ``VOTE``: a yes or no on another seat's request (a take-back).
    ``NONE``: nothing is typed now (a robot thinks, the curtain is down, the game is
        over).
    """

    MOVE = "move"
    PRIVATE_MOVE = "private-move"
    CHALLENGE = "challenge"
    VOTE = "vote"
    NONE = "none"


@dataclass(frozen=True, slots=True)
class Entry:
    """What the table waits for.

    Attributes:
        kind: what typed text means.
        seat: the seat whose entry it is (``None`` with ``EntryKind.NONE``).
        prompt: what to ask, as a message the screen words (``None``: the game's usual
            prompt for its kind).
    """

    kind: EntryKind
    seat: int | None = None
    prompt: Message | None = None


@dataclass(frozen=True, slots=True)
class Curtain:
    """The curtain between two people at one keyboard (hidden information).

    While ``down`` no frame shows any seat's rack or hand; the screen shows who is to
    come to the keyboard and, once they confirm, the table lifts it.

    Attributes:
        down: the curtain is down now.
        for_seat: the seat asked to the keyboard, ``None`` when up.
        recap: what happened since that seat last saw the table (other seats' moves,
            worded by the game), shown on the curtain.
    """

    down: bool = False
    for_seat: int | None = None
    recap: tuple[Message, ...] = ()


@dataclass(frozen=True, slots=True)
class PrivateRound:
    """A round where several seats enter a move privately before any is shown
    (duplicate play: every seat answers the same rack).

    Attributes:
        seats: the seats that enter in this round, in seat order.
        entered: the seats whose entry is in (the entries themselves stay hidden).
        revealed: every entry has been shown (the round's results are on the table).
    """

    seats: tuple[int, ...]
    entered: frozenset[int] = frozenset()
    revealed: bool = False

    @property
    def waiting_for(self) -> tuple[int, ...]:
        """The seats still to enter, in seat order."""
        return tuple(s for s in self.seats if s not in self.entered)

    @property
    def complete(self) -> bool:
        """Every seat has entered: the round may be revealed."""
        return not self.waiting_for


@dataclass(frozen=True, slots=True)
class TableRefusal:
    """Why the table did not do what was asked (the game is unchanged).

    Attributes:
        why: the reason as a message (codes of the game's area, or ``table.*``).
    """

    why: Message

    @classmethod
    def table(cls, code: str, **fields: str) -> TableRefusal:
        """A refusal in the words every game's table shares: the message
        ``table.<code>`` (worded by ``lexitile.text``), with its ``fields``."""
        return cls(Message(f"table.{code}", fields))


class Table(Protocol[MoveT_contra]):
    """A game in play at one table, free of Textual: the screens render its state and
    send it intents; clocks, robots and saving go through it.

    Every intent either changes the game and returns ``None`` or returns a
    :class:`TableRefusal` and changes nothing.
    """

    @property
    def over(self) -> bool:
        """The game has ended (:meth:`outcome` is set)."""
        ...

    def outcome(self) -> Outcome | None:
        """How the game ended, or ``None`` while it goes on."""
        ...

    def on_turn(self) -> int | None:
        """The seat on turn; ``None`` during a private round and once the game is over."""
        ...

    def entry(self) -> Entry:
        """What typed text means now."""
        ...

    def enter(self, seat: int, move: MoveT_contra) -> TableRefusal | None:
        """``seat`` makes ``move`` (in a private round: enters it, hidden)."""
        ...

    def curtain(self) -> Curtain:
        """The curtain's state."""
        ...

    def lift_curtain(self) -> TableRefusal | None:
        """The seat asked to the keyboard is there: show its view."""
        ...

    def private_round(self) -> PrivateRound | None:
        """The private round in progress, or ``None`` (turn-by-turn play)."""
        ...

    def reveal(self) -> TableRefusal | None:
        """Show every entry of the complete private round and score it; refused while
        a seat has not entered."""
        ...

    def time_out(self, seat: int) -> TableRefusal | None:
        """``seat``'s clock ran out: the game's time rule applies (a penalty, a lost
        turn, the move entered so far)."""
        ...

    def take_back(self, seat: int) -> TableRefusal | None:
        """``seat`` asks to take the last move back; the table decides by its rule
        (the other people's vote through :meth:`agree`, only one's own last move);
        refused with the reason when the game does not allow it."""
        ...

    def challenge(self, seat: int) -> TableRefusal | None:
        """``seat`` challenges the move just made; refused when the game has no
        challenges or the window is closed."""
        ...

    def accept(self, seat: int) -> TableRefusal | None:
        """``seat`` lets the move just made stand (the other answer to
        :attr:`EntryKind.CHALLENGE`); once every seat asked has accepted, the window
        closes and the move counts (a move that went out ends the game). Refused when
        the game has no challenges, no window is open, ``seat`` made the move or is not
        the one asked now, or has answered already."""
        ...

    def agree(self, seat: int, yes: bool) -> TableRefusal | None:
        """``seat`` answers the take-back vote (:attr:`EntryKind.VOTE`) asked by
        :meth:`take_back`: ``yes`` agrees, ``no`` lets the move stand at once; once every
        seat asked has agreed the move is taken back. Refused when the game takes no
        move back, no vote is open, or it is another seat's answer."""
        ...


# ---------------------------------------------------------------------------- the game


@dataclass(frozen=True, slots=True)
class GameContract(Generic[GameT, MoveT, OptionsT]):
    """Everything one game hands to the app, the commands, storage and the league.

    Attributes:
        mode: the game's mode id (the registry's and the saved-games index's word).
        move_type: its move class (a :class:`Move` where the text needs no context), or
            the union of its move classes where each kind of turn is a class of its
            own (Crosswise's ``PlaceTile | ... | Pass``); ``isinstance`` takes either.
        notation: the notation of its moves for a given game (binds the tile names the
            game was built with; ``ClassNotation(move_type)`` when none are needed).
        new_game: its rules engine factory (options -> game).
        outcome: the shared :class:`Outcome` of a game, ``None`` while it goes on.
        codec: its record files.
        robots: its computer players.
        league: its league adapter.
    """

    mode: str
    move_type: type[MoveT] | types.UnionType
    notation: _NotationOf[GameT, MoveT]
    new_game: RulesFactory[OptionsT, GameT]
    outcome: _OutcomeOf[GameT]
    codec: RecordCodec[GameT]
    robots: Robots[GameT, MoveT]
    league: LeagueAdapter[GameT]


class _NotationOf(Protocol[GameT_contra, MoveT]):
    def __call__(self, game: GameT_contra) -> MoveNotation[MoveT]: ...


class _OutcomeOf(Protocol[GameT_contra]):
    def __call__(self, game: GameT_contra) -> Outcome | None: ...
