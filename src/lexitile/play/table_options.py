"""The table options of a board game: how words are judged, what a wrong challenge
costs, time controls, classic mode, pairs, hints. Chosen on the new-game screen or the
command line, kept in the state file (``options``, see ``docs/saving.md``), and applied
to the rule set (:meth:`GameOptions.apply`) so the engine decides as usual.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from lexitile.core.compound_rule import CompoundRule, compound_rule
from lexitile.games.crossword.rules.clock import TimeControl
from lexitile.games.crossword.rules.config import ChallengeRule, RuleSet, TimeoutMove, WordCheck
from lexitile.i18n import N_
from lexitile.play.league_table import LeagueTable

__all__ = ["CHALLENGE_PENALTIES", "GameOptions"]

#: How each compound rule is named among the table options (records, the game screen).
_COMPOUND_LABELS = {
    CompoundRule.DICTIONARY: N_("compounds: dictionary words only"),
    CompoundRule.ATTESTED: N_("compounds: attested in running text (house rule)"),
    CompoundRule.FREE: N_("compounds: any hunspell builds (house rule)"),
}

#: Challenge penalties offered as a table option: points lost by a wrong
#: challenger, or ``lose-turn`` (the challenger loses their next turn).
CHALLENGE_PENALTIES = ("0", "5", "10", "lose-turn")


@dataclass(frozen=True, slots=True)
class GameOptions:
    """Table options chosen for one game, kept in the state file.

    ``None`` means the rule set's own setting. Everything that changes a rule is
    applied to the :class:`RuleSet` (:meth:`apply`), so the engine decides as usual.

    Attributes:
        check: ``"auto"`` (a play with a word not in the lexicon is refused) or
            ``"challenge"`` (plays are judged only when challenged).
        penalty: what a wrong challenge costs: ``"0"``, ``"5"``, ``"10"`` points or
            ``"lose-turn"`` (see :data:`CHALLENGE_PENALTIES`).
        move_seconds: time per move; at zero the move counts as a pass.
        game_minutes: a game clock per player instead (overtime: -10 points per
            started minute, charged at the end).
        classic: classic mode (Kreuzwort table option): no quick mode and no hints.
            Stored and shown; those features come with later issues.
        pairs: 4 players as 2 teams of 2 (partners share a rack and a score).
        on_timeout: what a move whose time ran out becomes: ``None`` the rule set's
            ``on_timeout`` (Kreuzwort: the game plays for the player; others: a pass),
            ``"pass"`` a pass, ``"play"`` (``"robot"`` in older saves) the game plays a
            legal play of median equity for the player.
        hints: hints allowed in a game where words are judged only when challenged
            (off by default there: the Mattel text allows a dictionary only to settle
            a challenge); named in the record's description.
        compounds: the German compound rule (``RuleSet.compound_words``,
            :class:`~lexitile.core.compound_rule.CompoundRule`): ``None`` the rule
            set's own (``dictionary`` unless its file says otherwise). A new German game
            stores the rule it plays by; in a state file from before the rule had names
            :meth:`from_json` reads ``"compounds": true`` as ``free`` and ``false`` as
            ``dictionary``, and a German game without the key resumes as ``free``
            (:meth:`lexitile.play.board_session.Session.resume`).
        league: the household league's table options (competitive or practice, the
            wager, who sits as which profile), decided before the game starts;
            ``None`` for a game saved before the league existed, which the league
            never counts.
    """

    check: str | None = None
    penalty: str | None = None
    move_seconds: int | None = None
    game_minutes: int | None = None
    classic: bool = False
    pairs: bool = False
    on_timeout: str | None = None
    hints: bool = False
    compounds: CompoundRule | None = None
    league: LeagueTable | None = None

    def __post_init__(self) -> None:
        if self.compounds is not None:
            object.__setattr__(self, "compounds", compound_rule(self.compounds))
        if self.on_timeout not in (None, "robot", "pass", "play"):
            raise ValueError(f"on timeout must be pass or play, got {self.on_timeout!r}")
        if self.check not in (None, "auto", "challenge"):
            raise ValueError(f"word check must be auto or challenge, got {self.check!r}")
        if self.penalty not in (None, *CHALLENGE_PENALTIES):
            raise ValueError(f"challenge penalty must be one of {', '.join(CHALLENGE_PENALTIES)}, got {self.penalty!r}")
        for name in ("move_seconds", "game_minutes"):
            value = getattr(self, name)
            if value is not None and (not isinstance(value, int) or value < 1):
                raise ValueError(f"{name.replace('_', ' ')} must be a whole number >= 1, got {value!r}")
        if self.move_seconds is not None and self.game_minutes is not None:
            raise ValueError("choose either a time per move or a game clock, not both")

    def apply(self, rules: RuleSet) -> RuleSet:
        """The rule set with these options applied (word check, challenge penalty)."""
        changes: dict[str, Any] = {}
        if self.check is not None:
            changes["word_check"] = WordCheck(self.check)
        if self.compounds is not None:
            changes["compound_words"] = self.compounds
        if self.on_timeout is not None:
            changes["on_timeout"] = TimeoutMove.PASS if self.on_timeout == "pass" else TimeoutMove.PLAY
        if self.penalty == "lose-turn":
            changes["challenge_rule"] = ChallengeRule.LOSE_TURN
        elif self.penalty is not None:
            changes.update(challenge_rule=ChallengeRule.PENALTY, challenge_points=int(self.penalty))
        return rules.with_changes(**changes) if changes else rules

    @property
    def time_control(self) -> TimeControl | None:
        """The time control of the game, or ``None`` without one."""
        if self.move_seconds is not None:
            return TimeControl(move_seconds=self.move_seconds)
        if self.game_minutes is not None:
            return TimeControl(game_seconds=self.game_minutes * 60)
        return None

    def label_parts(self, rules: RuleSet | None = None) -> list[tuple[str, dict[str, Any]]]:
        """The options set as ``(template, fields)`` pairs: English templates marked for
        the interface catalog (``("{seconds} s per move", {"seconds": 30})``); ``rules``
        (already applied) gives the exact penalty. :meth:`labels` fills them in English,
        the TUI in the interface language."""
        out: list[tuple[str, dict[str, Any]]] = []
        if self.check == "challenge":
            out.append((N_("words judged by challenge"), {}))
        elif self.check == "auto":
            out.append((N_("words checked when played"), {}))
        lose_turn: tuple[str, dict[str, Any]] = (N_("wrong challenge: loses the next turn"), {})
        if self.penalty == "lose-turn":
            out.append(lose_turn)
        elif self.penalty is not None:
            out.append((N_("wrong challenge: -{points} points"), {"points": self.penalty}))
        elif rules is not None and self.check == "challenge" and rules.challenge_rule is ChallengeRule.LOSE_TURN:
            out.append(lose_turn)
        if self.move_seconds is not None:
            out.append((N_("{seconds} s per move"), {"seconds": self.move_seconds}))
            if self.on_timeout == "pass":
                out.append((N_("time out: pass"), {}))
            elif self.on_timeout is not None:
                out.append((N_("time out: the game plays for the player"), {}))
        if self.game_minutes is not None:
            out.append((N_("{minutes} min game clock each"), {"minutes": self.game_minutes}))
        if self.classic:
            out.append((N_("classic mode"), {}))
        if self.hints and not self.classic:
            out.append((N_("hints allowed"), {}))
        if self.pairs:
            out.append((N_("pairs"), {}))
        if self.compounds is not None:
            out.append((_COMPOUND_LABELS[self.compounds], {}))
        if self.league is not None:
            out += self.league.label_parts()
        return out

    def labels(self, rules: RuleSet | None = None) -> list[str]:
        """Short English texts of the options set, for people and records
        (``["words judged by challenge", "30 s per move"]``); see :meth:`label_parts`."""
        return [template.format(**fields) for template, fields in self.label_parts(rules)]

    def to_json(self) -> dict[str, Any]:
        """Only the options set (an empty dict for a plain game)."""
        out: dict[str, Any] = {}
        for key in ("check", "penalty", "move_seconds", "game_minutes", "on_timeout", "compounds"):
            if getattr(self, key) is not None:
                out[key] = str(getattr(self, key)) if key == "compounds" else getattr(self, key)
        for key in ("classic", "pairs", "hints"):
            if getattr(self, key):
                out[key] = True
        if self.league is not None:
            out["league"] = self.league.to_json()
        return out

    @classmethod
    def from_json(cls, data: dict[str, Any] | None) -> GameOptions:
        """Read :meth:`to_json` output (unknown keys are ignored).

        Raises:
            ValueError, TypeError: bad values.
        """
        data = data or {}
        if not isinstance(data, dict):
            raise TypeError("options must be an object")
        penalty = data.get("penalty")
        return cls(
            check=data.get("check"),
            penalty=None if penalty is None else str(penalty),
            move_seconds=data.get("move_seconds"),
            game_minutes=data.get("game_minutes"),
            classic=bool(data.get("classic", False)),
            pairs=bool(data.get("pairs", False)),
            on_timeout=data.get("on_timeout"),
            hints=bool(data.get("hints", False)),
            # true/false of a file from before the rule had names: free/dictionary; a German
            # game's file without the key is read as free where it resumes (Session.resume)
            compounds=None if data.get("compounds") is None else compound_rule(data["compounds"]),
            league=LeagueTable.from_json(data["league"]) if "league" in data else None,
        )
