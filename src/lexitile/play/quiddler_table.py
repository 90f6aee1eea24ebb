"""The Quiddler table's turn flow and what it shows, without Textual.

:class:`QuiddlerTable` decides what a key does when: whether a draw, a take-back, a
robot taking a seat or the seats going back are possible now, what the entry box's
text means (a word to set aside, ``-CARD`` to end the turn), whose turn comes next
(a robot's, a person's behind the curtain, the end of the game), whether a turn timer
that ran out still counts, and whether the word check may use the dictionary. It words
nothing: every line is a :class:`~lexitile.core.message.Message` (``quiddler.table.*``,
``quiddler.check.*``) that the screen renders. The screen sends the intents and shows
the state.

The dictionary rule: a player may use a dictionary only when it is not their turn
(:meth:`lexitile.games.quiddler.game.Game.may_use_dictionary`). At one keyboard that means
the word check has no dictionary during a person's own turn (it still says which cards
make a word and what they score); the pass screen, which shows no hand, and a robot's
turn have the full check.
"""

from __future__ import annotations

import enum
from collections.abc import Sequence
from dataclasses import dataclass

from lexitile.core.message import FieldValue, Message
from lexitile.games.quiddler.cards import Meld, sort_hand
from lexitile.games.quiddler.errors import QuiddlerError
from lexitile.games.quiddler.game import Game, Phase
from lexitile.games.quiddler.scoring import BonusKind, NoBonus, RoundResult
from lexitile.games.quiddler.words import WordChoice
from lexitile.play.quiddler import ActionReport, QuiddlerSession, WordCheck
from lexitile.play.quiddler_status import names_and, status_message


def _words(melds: Sequence[Meld]) -> str:
    return " ".join(m.notation for m in melds)


def face_up(game: Game) -> Message | None:
    """The words lying face up for everyone: this round's once somebody went out
    (theirs, then every last turn's lay-down), or else, in the first pass round the
    table of a new round (so each player sees them on their next turn) and after the
    game, the words of the round just scored. ``None``: none."""
    if game.went_out is not None:
        seats: list[Message] = []
        order = [game.went_out, *(s for s in range(len(game.players)) if s != game.went_out)]
        for seat in order:
            words = game.laid[seat]
            if words is None:
                continue
            name = game.players[seat]
            if seat == game.went_out:
                seats.append(Message("quiddler.table.went-out-with", {"name": name, "words": _words(words)}))
            elif words:
                seats.append(Message("quiddler.table.laid", {"name": name, "words": _words(words)}))
            else:
                seats.append(Message("quiddler.table.laid-nothing", {"name": name}))
        return Message("quiddler.table.face-up", {"seats": tuple(seats)})
    if game.rounds and (game.is_over or game.round_turns < len(game.players)):
        result = game.rounds[-1]
        seats = []
        out = result.went_out
        for p in sorted(result.players, key=lambda p: p.seat != out):
            name = game.players[p.seat]
            if p.seat == result.went_out:
                seats.append(Message("quiddler.table.went-out-with", {"name": name, "words": _words(p.words)}))
            elif p.words:
                seats.append(Message("quiddler.table.laid", {"name": name, "words": _words(p.words)}))
        if seats:
            return Message("quiddler.table.face-up-round", {"number": result.number, "seats": tuple(seats)})
    return None


#: How a round ends without anybody going out, as message codes.
_ENDINGS = ("quiddler.round.stock-out", "quiddler.round.turn-limit")


def round_head(result: RoundResult, players: Sequence[str], rounds: int) -> list[Message]:
    """The first two lines of a round's score sheet: which round, and how it ended."""
    head = [Message("quiddler.round.title", {"number": result.number, "rounds": rounds, "cards": result.hand_size})]
    if result.went_out is not None:
        head.append(Message("quiddler.round.went-out", {"name": players[result.went_out]}))
    elif f"quiddler.round.{result.ended.value}" in _ENDINGS:
        head.append(Message(f"quiddler.round.{result.ended.value}"))
    return head


def bonus_messages(result: RoundResult, players: Sequence[str]) -> list[Message]:
    """Why a bonus in use went to nobody: a tie (between whom, at how many letters or
    words), or no words laid at all; a bonus won adds no line."""
    out = []
    for bonus in result.bonuses:
        if bonus.reason is NoBonus.TIE:
            code = "quiddler.round.longest-tie" if bonus.kind is BonusKind.LONGEST_WORD else "quiddler.round.most-tie"
            names = names_and([players[s] for s in bonus.tied])
            out.append(Message(code, {"names": names, "count": bonus.best}))
        elif bonus.reason is NoBonus.NO_WORDS and bonus.kind is BonusKind.LONGEST_WORD:
            out.append(Message("quiddler.round.no-words"))
    return out


class Step(enum.Enum):
    """What comes after a turn (:meth:`QuiddlerTable.next_step`)."""

    OVER = "over"  #: the game is over
    ROBOT = "robot"  #: a robot plays the seat to play
    PERSON = "person"  #: a person plays: behind the curtain when the hotseat rule says so


class Entry(enum.Enum):
    """What the entry box's text did (:attr:`EntryResult.kind`)."""

    NOTHING = "nothing"  #: empty, or not the time to type
    REFUSED = "refused"  #: refused: nothing changed (:attr:`EntryResult.refusal`)
    STAGED = "staged"  #: a word set aside
    CHOOSE = "choose"  #: the player must choose the cards (:attr:`EntryResult.choice`)
    ENDED = "ended"  #: the turn ended (:attr:`EntryResult.report`)


@dataclass(frozen=True)
class EntryResult:
    """The result of :meth:`QuiddlerTable.enter`."""

    kind: Entry
    refusal: QuiddlerError | None = None
    choice: WordChoice | None = None
    report: ActionReport | None = None


@dataclass
class QuiddlerTable:
    """The flow of turns at one keyboard (see the module docstring).

    Args:
        session: the game, its robots and its record.
        turn_timeout: seconds a person has for a turn before a robot plays it
            (``None``: no limit). Without a robot factory there is no limit.

    Attributes:
        hidden: the hand is hidden (until the person to play lifts the curtain).
        busy: a robot is playing (or a seat is being handed to one).
    """

    session: QuiddlerSession
    turn_timeout: float | None = None
    hidden: bool = True
    busy: bool = False

    def __post_init__(self) -> None:
        if self.session.robot_factory is None:
            self.turn_timeout = None

    # ----------------------------------------------------------------- state

    @property
    def game(self) -> Game:
        return self.session.game

    @property
    def persons_turn(self) -> bool:
        """A person is playing a turn (the game goes on, no robot is at it)."""
        return not self.game.is_over and not self.session.robot_to_play and not self.busy

    @property
    def hand_shown(self) -> bool:
        """The hand of the seat to play is on screen."""
        return self.persons_turn and not self.hidden

    @property
    def can_type(self) -> bool:
        """The entry box takes words: the person to play has drawn."""
        return self.hand_shown and self.game.phase is Phase.FINISH

    @property
    def dictionary(self) -> bool:
        """The word check may use the dictionary now: not during a person's own turn."""
        return not self.hand_shown

    def allowed(self, intent: str) -> bool:
        """Whether ``intent`` (``draw``, ``unstage``, ``robot_seat``, ``seats_back``) can
        be done now, so the screen offers its key only then."""
        s = self.session
        if intent == "draw":
            return self.hand_shown and self.game.phase is Phase.DRAW
        if intent == "unstage":
            return self.hand_shown and bool(s.staged)
        if intent == "robot_seat":
            return s.robot_factory is not None and self.persons_turn
        if intent == "seats_back":
            return bool(s.handed) and self.persons_turn
        return True

    def next_step(self) -> Step:
        """Who plays next: nobody (the game is over), a robot or a person."""
        if self.game.is_over:
            self.hidden = False
            return Step.OVER
        if self.session.robot_to_play:
            self.busy = True
            return Step.ROBOT
        return Step.PERSON

    def turn_timed_out(self, token: tuple[int, int, int]) -> bool:
        """The timer of turn ``token`` ran out: True when that person's turn is still
        being played, so a robot now plays it (the hand is hidden at once)."""
        s = self.session
        if self.busy or self.game.is_over or s.robot_to_play or s.turn_token() != token:
            return False
        self.busy = True
        self.hidden = True
        return True

    def turn_done(self, report: ActionReport) -> None:
        """A turn (or part of one) is over: a robot's, or a person's that ended."""
        self.busy = False
        if report.ended_turn:
            # the hand on screen is now the next player's: hidden until their curtain
            self.hidden = True

    # --------------------------------------------------------------- intents

    def enter(self, text: str) -> EntryResult:
        """The entry box's Enter: ``-CARD`` ends the turn with that discard, anything
        else is a word to set aside."""
        text = text.strip()
        if not text or not self.can_type:
            return EntryResult(Entry.NOTHING)
        s = self.session
        try:
            if text.startswith("-"):
                report = s.finish(text[1:])
                self.turn_done(report)
                return EntryResult(Entry.ENDED, report=report)
            choice = s.stage(text)
        except QuiddlerError as exc:
            return EntryResult(Entry.REFUSED, refusal=exc)
        return EntryResult(Entry.CHOOSE if choice.ambiguous else Entry.STAGED, choice=choice)

    def check(self, text: str) -> WordCheck:
        """The live word check of the entry box: during a person's own turn the cards
        and points only; otherwise (a robot plays) the dictionary, no hand."""
        if self.hand_shown:
            return self.session.check_word(text, dictionary=False)
        return self.session.look_up(text)

    # ------------------------------------------------------------------ view

    def status(self) -> Message:
        return status_message(self.game)

    def piles(self) -> Message:
        g = self.game
        top = g.discard_top
        shown: Message = (
            Message("quiddler.table.card", {"card": top, "points": g.deck.value(top)})
            if top
            else Message("quiddler.table.empty")
        )
        return Message("quiddler.table.piles", {"n": len(g.stock), "top": shown})

    def hand(self) -> Message | None:
        """The hand line: the hand of the person to play, or "(hidden)"; ``None``
        after the game."""
        g = self.game
        if g.is_over:
            return None
        if not self.hand_shown:
            return Message("quiddler.table.hand-hidden")
        s = self.session
        cards = "  ".join(f"{c} {g.deck.value(c)}" for c in sort_hand(s.free_cards()))
        shown: FieldValue = cards or Message("quiddler.table.all-in-words")
        return Message("quiddler.table.hand", {"name": s.current_name, "cards": shown})

    def staged(self) -> Message | None:
        """The words the person to play has set aside (``None``: no hand shown)."""
        if not self.hand_shown:
            return None
        g = self.game
        words = "  ".join(f"{m.notation} {m.value(g.deck)}" for m in self.session.staged)
        return Message("quiddler.table.staged", {"words": words}) if words else Message("quiddler.table.staged-none")

    def face_up(self) -> Message | None:
        return face_up(self.game)

    def check_note(self) -> Message | None:
        """What the word check is now, said where the box stands."""
        if self.hand_shown:
            return Message("quiddler.check.off")
        if self.busy and not self.game.is_over:
            return Message("quiddler.check.robot-playing", {"name": self.session.current_name})
        return None
