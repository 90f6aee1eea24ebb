"""Challenges of the last play (``word_check = challenge``, or a play made open to
challenge): the window after a play, a withdrawn play, and the challenge penalty, bonus
or lost turn: the rule set's for a challenge judged by the lexicon, the record's for a
verdict known beforehand."""

from __future__ import annotations

from dataclasses import replace

from lexitile.core.message import Message
from lexitile.errors import IllegalMoveError, Reason
from lexitile.games.crossword.rules.config import ChallengeRule, ScorelessKind
from lexitile.games.crossword.rules.events import Event, EventKind
from lexitile.games.crossword.rules.game_state import (
    CHALLENGE_PENALTY_PREFIX,
    WITHDRAWN_NOTE,
    ChallengeResult,
    GameState,
    PendingPlay,
)
from lexitile.text.render import english


class Challenges(GameState):
    """The challenge rules of a :class:`~lexitile.games.crossword.rules.game.Game`."""

    def can_challenge(self, challenger: int) -> bool:
        """True when ``challenger`` may challenge the last play now."""
        return self.pending is not None and self.outcome is None and challenger != self.pending.seat

    def challenge(self, challenger: int) -> ChallengeResult:
        """``challenger`` challenges the last play (``word_check = challenge``, or a play
        made open to challenge) and the lexicon judges it.

        If any word the play formed is not in the lexicon, the tiles go back to the
        player's rack, the tiles drawn go back to the bag, and the turn is lost (a
        withdrawn play, GCG ``--``). Otherwise the rule set's ``challenge_rule``
        applies: the challenger loses ``challenge_points`` (Mattel text: 5), the
        challenged player gains them, or the challenger loses the next turn.
        A play that went out is settled once the challenge is over and it stands.
        This is :meth:`apply_verdict` with the lexicon's verdict and the rule set's cost.

        Raises:
            IllegalMoveError: ``NOTHING_TO_CHALLENGE`` when no play is open to
                challenge, or the challenger made the play.
        """
        pending = self.pending
        lexicon = self.lexicon if self.lexicon is not None else ()
        invalid = () if pending is None else tuple(w for w in pending.words if w not in lexicon)
        rules = self.rules
        verdict = self.apply_verdict(
            challenger, withdrawn=bool(invalid), rule=rules.challenge_rule, points=rules.challenge_points
        )
        return replace(verdict, invalid_words=invalid)

    def apply_verdict(
        self, challenger: int, *, withdrawn: bool, rule: ChallengeRule = ChallengeRule.PENALTY, points: int = 0
    ) -> ChallengeResult:
        """``challenger`` challenges the last play and the verdict is known, as a record
        gives it (GCG event types): the lexicon is not asked, and the rule set's
        challenge rule does not apply.

        ``withdrawn``: the play is taken back as by an upheld :meth:`challenge` (GCG
        ``--``, a withdrawn phony). Otherwise it stands and ``rule`` applies with
        ``points``: ``BONUS`` gives the player of the play the points (a ``(challenge)``
        line with positive points), ``PENALTY`` costs the challenger them (a negative
        ``(challenge)`` line; the Mattel text's 5 points), ``LOSE_TURN`` passes the
        challenger's next turn; ``PENALTY`` or ``BONUS`` with 0 points costs nothing.
        A play that went out is settled once it stands.

        Args:
            challenger: the seat that challenged (the one a penalty costs).
            withdrawn: the challenge was upheld.
            rule: what the challenge costs when the play stands.
            points: the points of a ``PENALTY`` or ``BONUS`` rule (positive).

        Returns:
            The challenge's result; ``invalid_words`` is empty (a verdict names none).

        Raises:
            IllegalMoveError: ``NOTHING_TO_CHALLENGE`` as :meth:`challenge`: no play
                is open to challenge, or the challenger made the play.
        """
        pending = self.pending
        if pending is None or self.outcome is not None:
            raise IllegalMoveError(Reason.NOTHING_TO_CHALLENGE, "there is no play to challenge")
        if challenger == pending.seat or not 0 <= challenger < len(self.players):
            raise IllegalMoveError(
                Reason.NOTHING_TO_CHALLENGE, "a player cannot challenge their own play", code="rules.own-play"
            )
        self._save()
        first_new = len(self.history)
        self.pending = None
        if withdrawn:
            self._withdraw(pending)
        else:
            self._challenge_failed(pending, challenger, rule, points)
        return ChallengeResult(withdrawn, (), tuple(self.history[first_new:]))

    def accept_play(self) -> None:
        """Close the challenge window: the last play stands (and ends the game if it
        went out). Does nothing when no play is open to challenge."""
        if self.pending is not None:
            self._save()
            self._close_challenge_window()

    def _withdraw(self, pending: PendingPlay) -> None:
        seat, before = pending.seat, pending.before
        self.board.remove(pending.event.placement.tiles if pending.event.placement else ())
        self.bag.tiles = before.bag.copy()
        self.rng.setstate(before.rng_state)
        self.racks = [r.copy() for r in before.racks]
        self.scores[seat] = before.scores[seat]
        self.history.append(
            Event(
                EventKind.WITHDRAWN,
                seat,
                pending.event.rack,
                -pending.event.score,
                self.scores[seat],
                note=english(WITHDRAWN_NOTE),
                message=WITHDRAWN_NOTE,
            )
        )
        # Turns lost to an earlier wrong challenge may have passed since the play.
        # Counted from the play's own place (the length of the history saved just before
        # it): an equal event earlier on, the same phony withdrawn before, is not it.
        index = pending.before.history_len
        lost_turns = sum(1 for e in self.history[index + 1 :] if e.kind is EventKind.PASS)
        self.scoreless = before.scoreless + lost_turns
        if pending.went_out:
            self._scoreless_turn(ScorelessKind.WITHDRAWN)
        else:
            self._count_scoreless_only(ScorelessKind.WITHDRAWN)

    def _challenge_failed(self, pending: PendingPlay, challenger: int, rule: ChallengeRule, points: int) -> None:
        """The play stands: ``rule`` with ``points`` costs ``challenger`` or pays the
        player, and a play that went out is settled."""
        if rule is ChallengeRule.PENALTY and points:
            penalty = Message("note.challenge-penalty", {"points": points})
            self.scores[challenger] -= points
            self.history.append(
                Event(
                    EventKind.CHALLENGE_PENALTY,
                    challenger,
                    "",
                    -points,
                    self.scores[challenger],
                    note=f"{CHALLENGE_PENALTY_PREFIX} {points}: {english(penalty)}",
                    message=penalty,
                )
            )
        elif rule is ChallengeRule.BONUS and points:
            self.scores[pending.seat] += points
            self.history.append(Event(EventKind.CHALLENGE_BONUS, pending.seat, "", points, self.scores[pending.seat]))
        elif rule is ChallengeRule.LOSE_TURN and not pending.went_out:
            self.lose_turn.add(challenger)
            self._skip_lost_turns()
        if pending.went_out:
            self._settle_went_out(pending.seat)
