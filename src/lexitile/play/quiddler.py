"""A Quiddler game being played at the screen: the engine's :class:`Game`, the words
the current player has set aside this turn, the robots, and the record saved after
every action (a draw shows a card, so it is saved at once: quitting cannot undo it).

No Textual here: the screen sends intents (draw, type a word, take it back, discard)
and renders the state; this object is tested without an app.

The lines it makes for the screen (status, log, word check) are in the interface
language (:mod:`lexitile.i18n`); :func:`refusal_text` shows the engine's refusals in it.
The record is written in English whatever the language.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Callable, Container, Iterable, Mapping, Sequence
from dataclasses import dataclass, field
from datetime import datetime
from pathlib import Path
from typing import TYPE_CHECKING

from lexitile.core.message import Message
from lexitile.games.quiddler.actions import Discard, Draw, GoOut, LastTurn, Source
from lexitile.games.quiddler.cards import Meld, melds_cards
from lexitile.games.quiddler.errors import (
    IllegalActionError,
    NoRobotError,
    QReason,
    WordEntryError,
)
from lexitile.games.quiddler.events import RoundScored
from lexitile.games.quiddler.game import Game, Phase
from lexitile.games.quiddler.league import quiddler_result
from lexitile.games.quiddler.record import format_record
from lexitile.games.quiddler.robots import Player, level_names, play_turn
from lexitile.games.quiddler.scoring import RoundResult
from lexitile.games.quiddler.words import WordChoice, resolve_word
from lexitile.i18n import _
from lexitile.play.quiddler_status import status_message
from lexitile.storage.save_file import SavedTable, SaveFile
from lexitile.text.render import has_wording, render, render_or

if TYPE_CHECKING:
    from lexitile.core.league_rules import GameResult, MoveRecord
    from lexitile.play.league_table import LeagueOutcome, LeagueTable

# ------------------------------------------------------- text for the screen


def join_and(items: Sequence[str]) -> str:
    """``A, B and C`` in the interface language (names are kept as they are; English,
    German and Portuguese all list with commas and join the last with "and")."""
    if not items:
        return ""
    if len(items) == 1:
        return items[0]
    return _("{first} and {second}").format(first=", ".join(items[:-1]), second=items[-1])


def join_or(items: Sequence[str]) -> str:
    """``A or B or C`` in the interface language."""
    if not items:
        return ""
    out = items[0]
    for item in items[1:]:
        out = _("{first} or {second}").format(first=out, second=item)
    return out


def refusal_text(exc: Exception | str) -> str:
    """A refusal of the engine (or of this session) as shown to players: its message
    (code and fields) in the interface language; an error without one (a file's
    notation) as its English sentence."""
    message = getattr(exc, "message", None)
    if isinstance(message, Message) and has_wording(message):
        return render_or(message, str(exc))
    return str(exc)


@dataclass(frozen=True)
class WordCheck:
    """What the word check says about the entry box's text.

    Attributes:
        ok: ``True`` fine (a word that can be laid, a card that can be discarded),
            ``False`` refused, ``None`` no verdict on the word (the dictionary is
            off: only its cards and points are told).
        message: what to show (``None``: nothing typed).
        fallback: the engine's English sentence, for a refusal whose code has no
            wording (text in a file's notation).
    """

    ok: bool | None
    message: Message | None
    fallback: str = ""


@dataclass
class ActionReport:
    """What one intent did, for the screen (not how the game ended: that is the game's
    :meth:`~lexitile.games.quiddler.game.Game.outcome`).

    Attributes:
        message: the line for the log, as a message (``quiddler.log.*``).
        ended_turn: the player's turn is over (show the curtain next).
        rounds: rounds scored by this intent (show their summary).
    """

    message: Message
    ended_turn: bool = False
    rounds: list[RoundResult] = field(default_factory=list)


class QuiddlerSession(SavedTable):
    """The game at the table.

    Args:
        game: the engine game (already replayed when resuming).
        robots: seat -> robot player, for the seats robots play.
        lexicon_spec: the lexicon as named on the command line (for the record).
        save_path: where the record is written after every turn; ``None``: not saved.
        word_check: the lexicon for the live word check (default: the game's).
        robot_factory: makes a robot for a seat whose player is absent (``None``:
            robots cannot take seats). Called off the UI thread: it may be slow.
        handed: seats among ``robots`` that a person handed to the computer during
            play (a resumed record's ``%handed``): :meth:`give_seats_back` returns them.

    Attributes:
        file: the record file, its lock and whether the last save worked
            (:class:`~lexitile.storage.save_file.SaveFile`); :attr:`unsaved` is True
            while the record is behind the game (the screen shows the save-failed
            dialog until it is saved).

    Raises:
        GameLockedError: ``save_path`` is a game another live lexitile has open (the
            record is locked while the session holds it; :meth:`close` gives it back).
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
        handed: Iterable[int] = (),
        league: LeagueTable | None = None,
    ):
        self.game = game
        #: The household league's table (``%league`` in the record); ``None``: a game
        #: from before the league, which it never counts.
        self.league = league
        #: What the league made of the game once it ended (:meth:`league_end`).
        self.league_outcomes: dict[int, LeagueOutcome | None] = {}
        self.robots = dict(robots or {})
        self.lexicon_spec = lexicon_spec
        self.file = SaveFile(save_path)
        self.file.take_lock()
        self.word_check = word_check if word_check is not None else game.lexicon
        self.robot_factory = robot_factory
        self._stand_in: Player | None = None
        #: Human seats handed to a robot during play (:meth:`give_seats_back` returns them).
        self.handed: set[int] = set(handed) & set(self.robots)
        self.staged: list[Meld] = []
        self.started = datetime.now().isoformat(timespec="seconds")
        #: What happened at the table, as messages (``quiddler.log.*``): the screen
        #: words them (:meth:`log_lines`).
        self.log: list[Message] = []

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

    def word_check_allowed(self, curtain: bool = False) -> bool:
        """Whether the word check (a dictionary) may be offered now. The rule allows
        a dictionary only when it is not your turn (:meth:`Game.may_use_dictionary`);
        at one keyboard that is: on the pass screen (``curtain``, no hand shown),
        while a robot plays, and after the game -- never during a human's own turn."""
        return self.game.is_over or self.robot_to_play or curtain

    def free_cards(self) -> list[str]:
        """The current player's cards not set aside in words."""
        rest = Counter(self.game.hand())
        rest.subtract(melds_cards(self.staged))
        return sorted(rest.elements())

    def status(self) -> str:
        """The status line in the interface language
        (:func:`lexitile.play.quiddler_status.status_message`)."""
        return render(status_message(self.game))

    # --------------------------------------------------------------- intents

    def draw(self, source: Source | str) -> ActionReport:
        """Draw for the current (human) player."""
        card = self.game.draw(source)
        if Source(source) is Source.STOCK:
            # the stock's card is hidden: the shared log must not name it
            text = Message("quiddler.log.drew-stock", {"name": self.current_name})
        else:
            text = Message("quiddler.log.drew-discard", {"name": self.current_name, "card": card})
        # saved at once: quitting and resuming must not undo a draw that showed a card
        self.save()
        return self._note(ActionReport(text))

    def check_word(self, text: str, dictionary: bool = True) -> WordCheck:
        """The word check for the entry box (nothing changes).

        Args:
            text: what is typed: a word (letters or card notation) or ``-CARD``.
            dictionary: look the word up in the lexicon; ``False``: only which cards
                of the hand make it and what they score (the table's rule allows no
                dictionary during one's own turn, :meth:`word_check_allowed`).

        Returns:
            The verdict and its message (``quiddler.check.*`` or the refusal's);
            an empty entry gives ``WordCheck(True, None)``.
        """
        stripped = text.strip()
        if not stripped:
            return WordCheck(True, None)
        if stripped.startswith("-"):
            card = stripped[1:].strip().upper() or "?"
            if card in self.free_cards():
                return WordCheck(True, Message("quiddler.check.discard", {"card": card}))
            if card in self.game.hand():
                return WordCheck(False, Message("quiddler.check.card-in-word", {"card": card}))
            return WordCheck(False, Message("quiddler.check.no-card", {"card": card}))
        lexicon = self.word_check if dictionary else None
        try:
            choice = resolve_word(stripped, self.free_cards(), self.game.deck, self.game.options, lexicon)
        except WordEntryError as exc:
            return WordCheck(False, exc.message, exc.detail)
        ways = tuple(f"{m.notation} {m.value(self.game.deck)}" for m in choice.options)
        message = Message("quiddler.check.ways", {"word": choice.options[0].text, "ways": ways})
        return WordCheck(True if dictionary else None, message)

    def look_up(self, text: str) -> WordCheck:
        """The word check with no hand (the pass screen, a robot's turn): is ``text``
        (letters or card notation) a word at this table?"""
        letters = "".join(ch for ch in text.upper() if ch.isalpha())
        if not letters:
            return WordCheck(True, None)
        if self.word_check is None or letters in self.word_check:
            return WordCheck(True, Message("quiddler.check.is-word", {"word": letters}))
        return WordCheck(False, Message("quiddler.not-a-word", {"word": letters}))

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
            raise IllegalActionError(
                QReason.MUST_DRAW_FIRST,
                f"{self.current_name} must draw a card first",
                fields={"name": self.current_name},
            )
        choice = resolve_word(text, self.free_cards(), self.game.deck, self.game.options, self.word_check)
        if not choice.ambiguous:
            self.stage_meld(choice.options[0])
        return choice

    def stage_meld(self, meld: Meld) -> None:
        """Set ``meld`` aside (its cards must be free)."""
        free = Counter(self.free_cards())
        if any(free[c] < n for c, n in Counter(meld.cards).items()):
            raise WordEntryError(
                QReason.CANNOT_MAKE,
                f"{meld.notation}: its cards are not free",
                fields={"word": meld.notation},
                code="quiddler.cards-not-free",
            )
        self.staged.append(meld)

    def unstage(self) -> Meld | None:
        """Take the last word set aside back into the hand."""
        return self.staged.pop() if self.staged else None

    def finish(self, card: str) -> ActionReport:
        """End the human player's turn by discarding ``card``: going out when the words
        set aside use every other card, laying them down on a last turn, otherwise a
        plain discard (the words stay in the hand, unseen).

        Raises:
            IllegalActionError, WordEntryError: refused; nothing changed.
        """
        g = self.game
        card = card.strip().upper()
        if card not in g.hand():
            # ctrl+z is no help when the card is not in the hand at all
            raise IllegalActionError(
                QReason.CARD_NOT_IN_HAND,
                f"{self.current_name} has no {card} card to discard",
                fields={"name": self.current_name, "card": card},
            )
        if card not in self.free_cards():
            raise IllegalActionError(
                QReason.CARD_NOT_IN_HAND,
                f"no free {card} card to discard (take a word back with ctrl+z)",
                fields={"card": card},
                code="quiddler.no-free-card",
            )
        rest = self.free_cards()
        rest.remove(card)
        action: Discard | GoOut | LastTurn
        if g.last_turn:
            action = LastTurn(tuple(self.staged), card)
        elif self.staged and not rest:
            action = GoOut(tuple(self.staged), card)
        else:
            action = Discard(card)
        return self.end_turn(action)

    def end_turn(self, action: Discard | GoOut | LastTurn) -> ActionReport:
        """End the human player's turn with ``action``, which names its own words (the
        words set aside are dropped; a plain discard with words set aside keeps them
        in the hand, unseen). The engine decides whether it is allowed (a plain
        discard on a last turn lays nothing down, the German rules); the log says what
        was done.

        Raises:
            IllegalActionError, WordEntryError: refused; nothing changed.
        """
        g = self.game
        name = self.current_name
        kept = bool(self.staged)
        before = len(g.rounds)
        g.apply(action)
        done = g.actions[-1]
        words = " ".join(m.notation for m in getattr(done, "words", ()))
        if isinstance(done, GoOut):
            text = Message("quiddler.log.went-out", {"name": name, "words": words, "card": done.discard})
        elif isinstance(done, LastTurn):
            laid: Message | str = words or Message("quiddler.log.nothing")
            text = Message("quiddler.log.laid-down", {"name": name, "words": laid, "card": done.discard})
        else:
            assert isinstance(done, Discard)  # a finished turn ends with one of the three
            code = "quiddler.log.discarded-kept" if kept else "quiddler.log.discarded"
            text = Message(code, {"name": name, "card": done.card})
        self.staged = []
        self.save()
        return self._note(ActionReport(text, ended_turn=True, rounds=list(g.rounds[before:])))

    def turn_token(self) -> tuple[int, int, int]:
        """Identifies the turn in progress: ``(round, turns played in it, seat)``."""
        g = self.game
        return (g.round_number, g.round_turns, g.current)

    def take_seat(self, seat: int | None = None) -> None:
        """A robot takes ``seat`` (default: the current one) for the rest of the game.

        Raises:
            NoRobotError: no robot factory.
        """
        if self.robot_factory is None:
            raise NoRobotError
        seat = self.game.current if seat is None else seat
        self.staged = []
        self.robots[seat] = self._robot()
        self.handed.add(seat)
        self.log.append(Message("quiddler.log.robot-takes-seat", {"name": self.game.players[seat]}))
        self.save()

    def give_seats_back(self) -> list[str]:
        """Every seat handed to a robot goes back to its person (saved at once).

        Returns:
            The names of those players, in seat order.
        """
        seats = sorted(self.handed)
        for seat in seats:
            self.robots.pop(seat, None)
            self.log.append(Message("quiddler.log.seat-back", {"name": self.game.players[seat]}))
        self.handed.clear()
        if seats:
            self.save()
        return [self.game.players[s] for s in seats]

    def play_for_absent(self) -> ActionReport:
        """Time ran out: a robot plays the current (human) seat's turn, this turn only
        (slow: run off the UI thread)."""
        if self.robot_factory is None:
            raise NoRobotError
        self.staged = []
        return self.play_robot(self._robot(), label=Message("quiddler.log.time-ran-out"))

    def _robot(self) -> Player:
        if self._stand_in is None:
            assert self.robot_factory is not None
            self._stand_in = self.robot_factory()
        return self._stand_in

    def play_robot(self, player: Player | None = None, label: Message | None = None) -> ActionReport:
        """Let the robot whose turn it is (or ``player``) play the rest of the turn
        (slow: run off the UI thread). ``label`` follows the name in the log line
        (default: "(robot)")."""
        if label is None:
            label = Message("quiddler.log.robot")
        g = self.game
        seat = g.current
        name = g.players[seat]
        before = len(g.rounds)
        done = play_turn(g, player or self.robots[seat])
        parts: list[Message] = []
        for action in done:
            if isinstance(action, Draw):
                took = (
                    "quiddler.log.took-discard" if action.source is Source.DISCARD else "quiddler.log.drew-from-stock"
                )
                parts.append(Message(took))
            elif isinstance(action, GoOut):
                words = " ".join(m.notation for m in action.words)
                parts.append(Message("quiddler.log.robot-went-out", {"words": words, "card": action.discard}))
            elif isinstance(action, LastTurn):
                laid: Message | str = " ".join(m.notation for m in action.words) or Message("quiddler.log.nothing")
                parts.append(Message("quiddler.log.robot-laid-down", {"words": laid, "card": action.discard}))
            elif isinstance(action, Discard):
                parts.append(Message("quiddler.log.robot-discarded", {"card": action.card}))
        self.save()
        line = Message("quiddler.log.robot-turn", {"name": name, "label": label, "parts": tuple(parts)})
        return self._note(ActionReport(line, ended_turn=True, rounds=list(g.rounds[before:])))

    # ---------------------------------------------------------------- saving

    def record_text(self) -> str:
        return format_record(
            self.game,
            lexicon=self.lexicon_spec,
            robots=level_names(self.robots),
            meta={"started": self.started} | ({"league": self.league.to_text()} if self.league else {}),
            handed=self.handed,
        )

    @property
    def save_path(self) -> Path | None:
        """Where the record is written after every action (``None``: not saved)."""
        return self.file.path

    def save(self) -> bool:
        """Write the record (after every action). A failure is not raised: it is
        logged and kept (:attr:`unsaved`) for the screen's save-failed dialog.

        Returns:
            True when the record is written (or the game is not saved).
        """
        if self.file.write(self.record_text()):
            return True
        problem = self.file.save_problem
        self.log.append(Message("quiddler.log.save-failed", {"error": problem["error"] if problem else ""}))
        return False

    def save_to(self, path: Path) -> bool:
        """Save the record in another file from now on (the first cannot be written).

        Returns:
            True when written there; False when that failed too (:attr:`save_error`).
        """
        return self.file.move_to(path, self.record_text())

    def league_end(self, path: Path | None = None) -> LeagueOutcome | None:
        """Record the finished game in the household league, once (keyed by its
        record: a finished game resumed is not counted again;
        :func:`lexitile.play.league_table.league_end`).

        Returns:
            ``None`` while the game goes on, without a league table or profiles; else
            what each profile got (or the write's error, never raised).
        """
        from lexitile.play.league_table import league_end  # noqa: PLC0415 - loaded on first use, not at start-up

        return league_end(self, path)

    @property
    def league_outcome(self) -> LeagueOutcome | None:
        """What the league made of the game once it ended (:meth:`league_end`)."""
        return self.league_outcomes.get(1)

    def league_game(self) -> tuple[LeagueTable, int, str] | None:
        """The game for the league once it is over: (table, 1, its record)."""
        if self.league is None or not self.game.is_over:
            return None
        key = str(self.save_path) if self.save_path is not None else f"unsaved Quiddler game {self.started}"
        return self.league, 1, key

    def league_result(self, table: LeagueTable) -> tuple[GameResult, Sequence[MoveRecord]]:
        """The game as the league sees it (:func:`lexitile.games.quiddler.league.quiddler_result`)."""
        from lexitile.play.league_table import seat_of  # noqa: PLC0415 - loaded on first use, not at start-up

        people = [seat_of(table, n, seat in self.robots) for seat, n in enumerate(self.game.players)]
        return quiddler_result(self.game, people, competitive=table.competitive, wager=table.wager), ()

    def _note(self, report: ActionReport) -> ActionReport:
        self.log.append(report.message)
        return report

    def log_lines(self, last: int | None = None, language: str | None = None) -> list[str]:
        """The log (its ``last`` lines) worded in ``language`` (default: the interface's)."""
        shown = self.log if last is None else self.log[-last:]
        return [render(m, language) for m in shown]


def rounds_scored(game: Game, start: int) -> list[RoundResult]:
    """Round results among ``game.history[start:]``."""
    return [e.result for e in game.history[start:] if isinstance(e, RoundScored)]
