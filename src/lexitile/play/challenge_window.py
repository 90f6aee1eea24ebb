"""The challenge window of a board game, without Textual: after a play under challenge
rules every opponent accepts or challenges, within the rule set's time
(``challenge_seconds``, Palavras Cruzadas: 10) after which whoever has not answered
accepts. The screen shows it and sends the answers; the verdict itself is the rules
engine's (:meth:`Session.challenge`, :meth:`Session.accept`).
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from lexitile.play.board_session import Session

__all__ = ["ChallengeAnswers"]


class ChallengeAnswers:
    """Who has answered the play open to challenge, and how long the others have.

    Args:
        session: the game; a play must be open to challenge.
        answers: answers already given (robot seats: ``"accept"``).
        now: the time the window opens (the session's clock).

    Raises:
        ValueError: no play is open to challenge.
    """

    def __init__(self, session: Session, answers: Mapping[int, str] | None = None, now: float | None = None):
        pending = session.game.pending
        if pending is None:
            raise ValueError("no play is open to challenge")
        self.mover = pending.seat
        self.opponents = session.opponents(self.mover)
        self.answers: dict[int, str] = dict(answers or {})
        seconds = session.game.rules.challenge_seconds
        start = session.now() if now is None else now
        #: when the undecided opponents accept, ``None`` without a limit
        self.deadline = start + seconds if seconds else None

    def undecided(self) -> list[int]:
        """The opponents who have not answered, in turn order."""
        return [seat for seat in self.opponents if seat not in self.answers]

    def first_undecided(self) -> int:
        """The first opponent still to answer (the first opponent once all have)."""
        waiting = self.undecided()
        return waiting[0] if waiting else self.opponents[0]

    def accept(self, seat: int) -> bool:
        """``seat`` accepts the play.

        Returns:
            True when every opponent has now accepted (the play stands).
        """
        self.answers[seat] = "accept"
        return not self.undecided()

    def seconds_left(self, now: float) -> float | None:
        """Seconds until the undecided opponents accept (0 when the time is up),
        ``None`` without a time limit."""
        return None if self.deadline is None else max(0.0, self.deadline - now)

    def time_up(self, now: float) -> bool:
        """True when the time to answer has run out."""
        return self.seconds_left(now) == 0
