"""What the board game's table (:class:`~lexitile.play.board_table.BoardTable`) tells
the screen: what Enter means now, what comes after a turn, and the values of a
curtain, a challenge window, a take-back vote, a time-out, a computer's move and the
clocks. Plain data, worded by the screen.
"""

from __future__ import annotations

import enum
from dataclasses import dataclass
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from lexitile.core.message import Message
    from lexitile.games.crossword.rules.events import Event
    from lexitile.play.robot_turns import RobotTurn

__all__ = ["ChallengeAsk", "ClockFace", "CurtainCall", "Enter", "RobotMove", "Step", "TakeBackVote", "TimeOut"]


class Enter(enum.Enum):
    """What Enter on the board does now (:meth:`BoardTable.enter`)."""

    RESULT = "result"  #: the game is over: its result again
    IGNORED = "ignored"  #: a computer is thinking: nothing
    CURTAIN = "curtain"  #: the racks are hidden: the curtain (again)
    CHALLENGE = "challenge"  #: the last play is open to challenge: the window first
    NO_TILES = "no-tiles"  #: nothing placed: say how to pass or exchange
    LOADING = "loading"  #: the word list is still loading: wait
    PLAY = "play"  #: play the placed tiles (:meth:`BoardTable.play`)


class Step(enum.Enum):
    """What comes next (:meth:`BoardTable.next_step`)."""

    SAVE = "save"  #: the last turn is not in the file: the save-failed dialog first
    OVER = "over"  #: the game is over: its result
    CHALLENGE = "challenge"  #: a play is open to challenge: the challenge window
    ROBOT = "robot"  #: a computer plays the seat on turn (:meth:`BoardTable.robot_turn`)
    CURTAIN = "curtain"  #: a person plays, behind the curtain first (:meth:`BoardTable.curtain_call`)
    PLAY = "play"  #: the person on turn plays now, no curtain needed


@dataclass(frozen=True)
class CurtainCall:
    """What the curtain for the person on turn shows.

    Attributes:
        person: the person on turn (in pairs play, the partner on turn).
        first: who plays first, before anyone has (``None`` once a turn was played).
        team: in pairs play, the team on turn, else ``None``.
        undo_by: the person who may ask to take the last play back now, or ``None``.
        no_undo: why the rules allow no take-back at all, or ``None`` when they do.
    """

    person: str
    first: Message | None
    team: str | None
    undo_by: str | None
    no_undo: Message | None


@dataclass(frozen=True)
class ChallengeAsk:
    """The challenge window must ask the people: the robots' answers so far.

    Attributes:
        answers: robot seat -> ``"accept"``.
        challenger: the first robot seat that challenges, or ``None``.
    """

    answers: dict[int, str]
    challenger: int | None


@dataclass(frozen=True)
class TakeBackVote:
    """A request to take the last play back, and who must agree (Palavras Cruzadas,
    "Desfazendo um movimento": undone when every opponent agrees).

    Attributes:
        mover: the name of the seat that played.
        move: the play in GCG notation.
        points: what it scored.
        voters: every opponent, in the order they are asked (partners included).
        computers: the robot opponents among them (they answer by themselves).
        refused_by: the robot opponent that refuses, or ``None`` when every robot agrees.
        people_vote: a person answers at the keyboard (the curtain then tells the
            outcome; else a notice must).
    """

    mover: str
    move: str
    points: int
    voters: list[str]
    computers: list[str]
    refused_by: str | None
    people_vote: bool


@dataclass(frozen=True)
class TimeOut:
    """The time for the move ran out (:meth:`BoardTable.time_out`).

    Attributes:
        name: the person whose time ran out.
        robot: the computer must play for them (:attr:`Session.time_out_needs_robot`),
            else ``None``.
        event: the pass made for them when no computer plays, else ``None``.
    """

    name: str
    robot: RobotTurn | None = None
    event: Event | None = None


@dataclass(frozen=True)
class RobotMove:
    """A computer's move, made (:meth:`BoardTable.robot_moved`).

    Attributes:
        name: whose move it is (the person, when it was made for them).
        event: the move made, ``None`` when the seat went back to its person first.
        timed_out: it was made for a person whose time ran out.
        problem: why the computer chose nothing (an English sentence marked for
            translation; the move is then a pass), ``""`` when it chose a move.
    """

    name: str
    event: Event | None
    timed_out: bool
    problem: str


@dataclass(frozen=True)
class ClockFace:
    """The clocks as the score panel shows them.

    Attributes:
        clocks: per seat, the game clock (``"24:13"``, ``"-1:05 -20"`` in overtime:
            the time over and its penalty in points); empty without a game clock.
        overtime: per seat, True when the clock is in overtime.
        move_left: the time left for this move (``"0:42"``), ``""`` when none runs.
        move_seconds: the time a move has (seconds), when no countdown runs now, else
            ``None``.
    """

    clocks: tuple[str, ...] = ()
    overtime: tuple[bool, ...] = ()
    move_left: str = ""
    move_seconds: int | float | None = None
