"""The computer's turns at a board-game table, without Textual.

A screen starts a :class:`RobotTurn` for the seat on turn, lets :meth:`RobotTurn.choose`
run in a worker thread (it may build the move generator's automaton first, seconds),
and back on its own thread hands the :class:`RobotChoice` to :meth:`RobotTurn.make`,
which makes the move through the session (recorded and saved like any move). What the
screen shows meanwhile and afterwards is its own business.

Seeds: each robot move has its own seed, from the game's seed and the move's place in
the history, so a game replays with the same robot moves.

:func:`robot_answers` is what the robots at the table say to a play open to challenge;
:func:`robot_agrees_to_take_back` what a robot says when a person asks to take a play
back (Palavras Cruzadas).
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from lexitile.i18n import N_

if TYPE_CHECKING:
    from lexitile.games.crossword.rules.events import Event
    from lexitile.games.crossword.rules.game import Game
    from lexitile.games.crossword.rules.move import BoardMove
    from lexitile.play.board_session import Session

__all__ = [
    "TIMEOUT",
    "RobotAnswers",
    "RobotChoice",
    "RobotTurn",
    "robot_agrees_to_take_back",
    "robot_answers",
    "robot_seed",
]

#: The "level" of a move the game plays for a person whose time ran out (Kreuzwort):
#: a legal play of median equity (:func:`lexitile.games.crossword.engine.timeout.timeout_play`).
TIMEOUT = "timeout"


def robot_seed(game_seed: int, at: int) -> int:
    """The seed of the robot move made when the history holds ``at`` events (32 bits).

    Args:
        game_seed: the game's seed (saved with the game).
        at: the length of the game's history when the move is chosen.
    """
    return (game_seed * 7919 + at) & 0xFFFFFFFF


@dataclass(frozen=True)
class RobotChoice:
    """What the computer chose: a move, or why there is none.

    Attributes:
        move: the play, exchange or pass (:mod:`lexitile.games.crossword.engine.robots`), ``None``
            when nothing could be chosen.
        problem: why nothing was chosen: an English sentence, marked for translation
            where it is fixed (``N_``), ``""`` with a move.
    """

    move: BoardMove | None
    problem: str = ""


@dataclass(frozen=True)
class RobotTurn:
    """One computer turn: whose, from which point of the game, and how it is chosen.

    Attributes:
        seat: the seat on turn when the turn started.
        at: the length of the history then (the turn is stale once it changed).
        level: the robot level (``easy`` ... ``expert``) or :data:`TIMEOUT`.
        seed: the robot's seed (:func:`robot_seed`).
        note: a GCG note for the move, or ``None``.
        timed_out: the move is made for a person whose time ran out.
    """

    seat: int
    at: int
    level: str
    seed: int
    note: str | None = None
    timed_out: bool = False

    @classmethod
    def start(cls, session: Session, level: str | None = None) -> RobotTurn:
        """The turn of the robot seat on turn (``level``: default the seat's level)."""
        game = session.game
        at = len(game.history)
        chosen = session.robots[game.turn] if level is None else level
        return cls(game.turn, at, chosen, robot_seed(session.saved.seed, at))

    @classmethod
    def for_time_out(cls, session: Session) -> RobotTurn:
        """The move the game plays for the person on turn whose time ran out
        (:attr:`Session.timeout_plays`), with its note."""
        game = session.game
        at = len(game.history)
        note = f"time ran out: the computer played for {session.person_on_turn()}"
        return cls(game.turn, at, TIMEOUT, robot_seed(session.saved.seed, at), note, True)

    def choose(self, game: Game) -> RobotChoice:
        """Choose the move (blocking; call it from a worker thread). The game is not
        changed. Never raises: a failure is a choice without a move."""
        from lexitile.games.crossword.engine.automaton_cache import NoAutomaton, automaton_of  # noqa: PLC0415 - loaded on first use, not at start-up

        try:
            if self.level == TIMEOUT:
                from lexitile.games.crossword.engine.timeout import timeout_play  # noqa: PLC0415 - loaded on first use, not at start-up

                move = timeout_play(game, automaton_of(game.lexicon), game.lexicon)
                return RobotChoice(move, "" if move is not None else N_("no legal play"))
            from lexitile.play.robot_seats import robot_for  # noqa: PLC0415 - loaded on first use, not at start-up

            return RobotChoice(robot_for(self.level, game.lexicon, self.seed).choose(game))
        except NoAutomaton as exc:
            return RobotChoice(None, str(exc))
        except Exception as exc:  # noqa: BLE001 - a robot must never take the table down
            return RobotChoice(None, f"the computer player failed: {exc}")

    def stale(self, session: Session) -> bool:
        """True when the game moved on (or ended) while the move was being chosen."""
        game = session.game
        return session.finished or game.turn != self.seat or len(game.history) != self.at

    def seat_taken_back(self, session: Session) -> bool:
        """True when the seat was given back to its person while the robot thought
        (a timed-out move is made anyway)."""
        return not self.timed_out and not session.is_robot(self.seat)

    def make(self, session: Session, choice: RobotChoice) -> Event:
        """Make the chosen move through the session (recorded and saved). Without an
        move: a timed-out move counts as a pass (:meth:`Session.time_out`), any
        other is a pass noted with the problem.

        Raises:
            IllegalMoveError: the move is not allowed; nothing changes.
        """
        if choice.move is None and self.timed_out:
            return session.time_out()
        if choice.move is None:
            session.add_note(f"the computer could not play: {choice.problem}")
            return session.pass_turn()
        return session.perform(choice.move, self.note)


@dataclass(frozen=True)
class RobotAnswers:
    """What the robot opponents say to the play open to challenge.

    Attributes:
        answers: robot seat -> ``"accept"``, for every robot opponent (the one that
            challenges is :attr:`challenger` as well; the challenge window starts from
            these answers).
        challenger: the first robot seat that challenges, or ``None``.
        opponents: every opponent seat of the player who played.
    """

    answers: dict[int, str]
    challenger: int | None
    opponents: tuple[int, ...]

    def settle(self, session: Session) -> bool:
        """Settle the play without asking anyone when the robots decide alone: every
        opponent is a robot and accepts, or a robot challenges and no person plays.

        Returns:
            True when settled (recorded and saved), False when people must answer.
        """
        if self.challenger is None and len(self.answers) == len(self.opponents):
            session.accept()
            return True
        if self.challenger is not None and not session.human_seats():
            session.challenge(self.challenger)
            return True
        return False


def robot_answers(session: Session) -> RobotAnswers:
    """Ask every robot opponent of the play open to challenge whether it challenges
    (the judge needs no automaton).

    Raises:
        ValueError: no play is open to challenge.
    """
    pending = session.game.pending
    if pending is None:
        raise ValueError("no play is open to challenge")
    opponents = tuple(session.opponents(pending.seat))
    robots = [seat for seat in opponents if session.is_robot(seat)]
    answers: dict[int, str] = {}
    challenger = None
    if robots:
        from lexitile.play.robot_seats import judge  # noqa: PLC0415 - loaded on first use, not at start-up

        referee = judge(session.game.lexicon)
        for seat in robots:
            if challenger is None and referee.wants_to_challenge(session.game, seat):
                challenger = seat
            answers[seat] = "accept"
    return RobotAnswers(answers, challenger, opponents)


def robot_agrees_to_take_back(session: Session, seat: int) -> bool:
    """Whether the computer at ``seat`` agrees that the last play is taken back.

    The policy: a computer always agrees. A take-back (Palavras Cruzadas,
    "Desfazendo um movimento": the play is undone when every opponent agrees) puts the
    board, racks, bag, scores and turn back exactly as they were before the play, and
    nothing has happened since (:meth:`Session.can_undo`), so the computer loses
    nothing it had: its rack and score are untouched. Refusing would only punish a
    person's slip, which a friendly table forgives. The answer is the same every time,
    so the computer needs no keyboard and a replay goes the same way.

    Args:
        session: the game; its last move is the play to take back.
        seat: a robot opponent of the player who moved (0-based).

    Raises:
        ValueError: ``seat`` is not a computer player.
    """
    if not session.is_robot(seat):
        raise ValueError(f"seat {seat} is not a computer player")
    return True
