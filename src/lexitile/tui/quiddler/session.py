"""A Quiddler game being played at the screen: the engine's :class:`Game`, the words
the current player has set aside this turn, the robots, and the record saved after
every turn.

No Textual here: the screen sends intents (draw, type a word, take it back, discard)
and renders the state; this object is tested without an app.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Callable, Container, Mapping
from dataclasses import dataclass, field
from datetime import datetime
from pathlib import Path

from lexitile.quiddler.actions import Action, Discard, Draw, GoOut, LastTurn, Source
from lexitile.quiddler.cards import Meld, melds_cards
from lexitile.quiddler.errors import (
    IllegalActionError,
    QReason,
    QuiddlerError,
    WordEntryError,
)
from lexitile.quiddler.game import Game, Phase, RoundScored
from lexitile.quiddler.record import format_record
from lexitile.quiddler.robots import Player, play_turn
from lexitile.quiddler.scoring import RoundResult
from lexitile.quiddler.storage import save_record
from lexitile.quiddler.words import WordChoice, resolve_word


@dataclass
class Outcome:
    """What one intent did, for the screen.

    Attributes:
        message: a line for the log.
        ended_turn: the player's turn is over (show the curtain next).
        rounds: rounds scored by this intent (show their summary).
    """

    message: str
    ended_turn: bool = False
    rounds: list[RoundResult] = field(default_factory=list)


class QuiddlerSession:
    """The game at the table.

    Args:
        game: the engine game (already replayed when resuming).
        robots: seat -> robot player, for the seats robots play.
        lexicon_spec: the lexicon as named on the command line (for the record).
        save_path: where the record is written after every turn; ``None``: not saved.
        word_check: the lexicon for the live word check (default: the game's).
        robot_factory: makes a robot for a seat whose player is absent (``None``:
            robots cannot take seats). Called off the UI thread: it may be slow.
    """

    def __init__(
        self,
        game: Game,
        robots: Mapping[int, Player] | None = None,
        *,
        lexicon_spec: str | None = None,
        save_path: Path | None = None,
        word_check: Container[str] | None = None,
        robot_factory: Callable[[], Player] | None = None,
    ):
        self.game = game
        self.robots = dict(robots or {})
        self.lexicon_spec = lexicon_spec
        self.save_path = save_path
        self.word_check = word_check if word_check is not None else game.lexicon
        self.robot_factory = robot_factory
        self._stand_in: Player | None = None
        self.staged: list[Meld] = []
        self.started = datetime.now().isoformat(timespec="seconds")
        self.log: list[str] = []

    # ----------------------------------------------------------------- state

    @property
    def current_name(self) -> str:
        return self.game.players[self.game.current]

    @property
    def robot_to_play(self) -> bool:
        """True when the seat to play is a robot's (and the game is not over)."""
        return not self.game.is_over and self.game.current in self.robots

    @property
    def humans(self) -> list[int]:
        return [s for s in range(len(self.game.players)) if s not in self.robots]

    def free_cards(self) -> list[str]:
        """The current player's cards not set aside in words."""
        rest = Counter(self.game.hand())
        rest.subtract(melds_cards(self.staged))
        return sorted(rest.elements())

    def status(self) -> str:
        """One line: round, hand size, dealer, whose turn and what to do."""
        g = self.game
        if g.is_over:
            names = " and ".join(g.players[s] for s in g.winners())
            return f"Game over after {g.round_count} rounds: {names} {'wins' if len(g.winners()) == 1 else 'share the win'} with {max(g.totals)}"
        todo = "draw: [s]tock or [d]iscard pile" if g.phase is Phase.DRAW else "type words, then -CARD to discard"
        last = " · LAST TURN" if g.last_turn else ""
        out = f" · {g.players[g.went_out]} went out" if g.went_out is not None else ""
        return f"Round {g.round_number}/{g.round_count} · {g.hand_size} cards · dealer {g.players[g.dealer]} · {self.current_name}: {todo}{out}{last}"

    # --------------------------------------------------------------- intents

    def draw(self, source: Source | str) -> Outcome:
        """Draw for the current (human) player."""
        card = self.game.draw(source)
        where = "the stock" if Source(source) is Source.STOCK else "the discard pile"
        return self._note(Outcome(f"{self.current_name} drew {card} from {where}"))

    def check_word(self, text: str) -> tuple[bool, str]:
        """The live word check for the entry box: ``(ok, message)`` (nothing changes)."""
        stripped = text.strip()
        if not stripped:
            return True, ""
        if stripped.startswith("-"):
            card = stripped[1:].strip().upper()
            if card and card in self.free_cards():
                return True, f"discard {card} and end the turn"
            return False, f"no free {card or '?'} card to discard"
        try:
            choice = resolve_word(stripped, self.free_cards(), self.game.deck, self.game.options, self.word_check)
        except WordEntryError as exc:
            return False, str(exc)
        first = choice.options[0]
        ways = " or ".join(f"{m.notation} {m.value(self.game.deck)}" for m in choice.options)
        return True, f"{first.text}: {ways} points"

    def stage(self, text: str) -> WordChoice:
        """Set a typed word aside (when there is exactly one way to make it).

        Returns:
            The choice; when ``ambiguous`` nothing was staged: call :meth:`stage_meld`
            with the option the player picks.

        Raises:
            WordEntryError: the hand cannot make it, or it is not a word.
            IllegalActionError: ``MUST_DRAW_FIRST`` before drawing.
        """
        if self.game.phase is not Phase.FINISH:
            raise IllegalActionError(QReason.MUST_DRAW_FIRST, f"{self.current_name} must draw a card first")
        choice = resolve_word(text, self.free_cards(), self.game.deck, self.game.options, self.word_check)
        if not choice.ambiguous:
            self.stage_meld(choice.options[0])
        return choice

    def stage_meld(self, meld: Meld) -> None:
        """Set ``meld`` aside (its cards must be free)."""
        free = Counter(self.free_cards())
        if any(free[c] < n for c, n in Counter(meld.cards).items()):
            raise WordEntryError(QReason.CANNOT_MAKE, f"{meld.notation}: its cards are not free")
        self.staged.append(meld)

    def unstage(self) -> Meld | None:
        """Take the last word set aside back into the hand."""
        return self.staged.pop() if self.staged else None

    def finish(self, card: str) -> Outcome:
        """End the human player's turn by discarding ``card``: going out when the words
        set aside use every other card, laying them down on a last turn, otherwise a
        plain discard (the words stay in the hand, unseen).

        Raises:
            IllegalActionError, WordEntryError: refused; nothing changed.
        """
        g = self.game
        card = card.strip().upper()
        if card not in self.free_cards():
            raise IllegalActionError(QReason.CARD_NOT_IN_HAND, f"no free {card} card to discard (take a word back with ctrl+z)")
        name = self.current_name
        rest = self.free_cards()
        rest.remove(card)
        action: Action
        if g.last_turn:
            action = LastTurn(tuple(self.staged), card)
        elif self.staged and not rest:
            action = GoOut(tuple(self.staged), card)
        else:
            action = Discard(card)
        before = len(g.rounds)
        g.apply(action)
        words = " ".join(m.notation for m in getattr(action, "words", ()))
        if isinstance(action, GoOut):
            text = f"{name} went out with {words}, discarding {card}"
        elif isinstance(action, LastTurn):
            text = f"{name} laid down {words or 'nothing'} and discarded {card}"
        else:
            text = f"{name} discarded {card}" + (" (the words set aside stay in the hand)" if self.staged else "")
        self.staged = []
        self.save()
        return self._note(Outcome(text, ended_turn=True, rounds=list(g.rounds[before:])))

    def turn_token(self) -> tuple[int, int, int]:
        """Identifies the turn in progress: ``(round, turns played in it, seat)``."""
        g = self.game
        return (g.round_number, g.round_turns, g.current)

    def take_seat(self, seat: int | None = None) -> None:
        """A robot takes ``seat`` (default: the current one) for the rest of the game.

        Raises:
            QuiddlerError: no robot factory.
        """
        if self.robot_factory is None:
            raise QuiddlerError("no robot is available at this table")
        seat = self.game.current if seat is None else seat
        self.staged = []
        self.robots[seat] = self._robot()
        self.log.append(f"a robot takes {self.game.players[seat]}'s seat")
        self.save()

    def play_for_absent(self) -> Outcome:
        """Time ran out: a robot plays the current (human) seat's turn, this turn only
        (slow: run off the UI thread)."""
        if self.robot_factory is None:
            raise QuiddlerError("no robot is available at this table")
        self.staged = []
        return self.play_robot(self._robot(), label="time ran out, a robot played")

    def _robot(self) -> Player:
        if self._stand_in is None:
            assert self.robot_factory is not None
            self._stand_in = self.robot_factory()
        return self._stand_in

    def play_robot(self, player: Player | None = None, label: str = "(robot)") -> Outcome:
        """Let the robot whose turn it is (or ``player``) play the rest of the turn
        (slow: run off the UI thread)."""
        g = self.game
        seat = g.current
        name = g.players[seat]
        before = len(g.rounds)
        done = play_turn(g, player or self.robots[seat])
        parts = []
        for action in done:
            if isinstance(action, Draw):
                parts.append("took the discard" if action.source is Source.DISCARD else "drew from the stock")
            elif isinstance(action, GoOut):
                parts.append(f"went out with {' '.join(m.notation for m in action.words)}, discarding {action.discard}")
            elif isinstance(action, LastTurn):
                words = " ".join(m.notation for m in action.words) or "nothing"
                parts.append(f"laid down {words} and discarded {action.discard}")
            elif isinstance(action, Discard):
                parts.append(f"discarded {action.card}")
        self.save()
        return self._note(Outcome(f"{name} {label}: " + ", ".join(parts), ended_turn=True, rounds=list(g.rounds[before:])))

    # ---------------------------------------------------------------- saving

    def record_text(self) -> str:
        return format_record(
            self.game,
            lexicon=self.lexicon_spec,
            robots=sorted(self.robots),
            meta={"started": self.started},
        )

    def save(self) -> None:
        """Write the record (after every turn); a failure is logged, not raised."""
        if self.save_path is None:
            return
        try:
            save_record(self.save_path, self.record_text())
        except QuiddlerError as exc:
            self.log.append(f"could not save: {exc}")

    def _note(self, outcome: Outcome) -> Outcome:
        self.log.append(outcome.message)
        return outcome


def rounds_scored(game: Game, start: int) -> list[RoundResult]:
    """Round results among ``game.history[start:]``."""
    return [e.result for e in game.history[start:] if isinstance(e, RoundScored)]

