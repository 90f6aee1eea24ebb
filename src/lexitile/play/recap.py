"""What happened since a person last saw the table: the recap behind the hotseat curtain.

At one keyboard, the person who lifts the curtain has missed everything that happened
while others held the keyboard: the other seats' turns (robots' included), challenges
and penalties, a rack exchanged by an EX square, the scores of a round. :class:`Recap`
keeps those events as :class:`~lexitile.core.message.Message` items (codes
``recap.*``, worded by :mod:`lexitile.text.recap_texts`) and tells each person the ones
they have not seen.

A recap item carries only what every player may know: names, words laid on the table,
squares, scores and *how many* tiles or cards changed hands -- never a tile or card drawn
from a hidden bag or stock, and never anybody's rack or hand.

The modes feed it from their engines' events: :class:`BoardFeed` (board game,
:mod:`lexitile.games.crossword.rules.events`), :class:`QuiddlerFeed` (Quiddler, the events of
:mod:`lexitile.games.quiddler.game`) and :class:`CrosswiseFeed` (Crosswise turns and results).
Each feed reads its game's history from where it last stopped, so a screen only has to
call ``sync`` after anything happened.
"""

from __future__ import annotations

from collections.abc import Callable, Hashable, Mapping, Sequence
from dataclasses import dataclass, field
from typing import Any, Protocol

from lexitile.core.message import Message
from lexitile.games.crosswise.board import square_name
from lexitile.games.crosswise.game import Game as CrosswiseGame
from lexitile.games.crosswise.moves import MoveTile, Pass, PlaceTile, RemoveTile, ReplaceTile, SwapTiles
from lexitile.games.crosswise.outcome import SideResult
from lexitile.games.crossword.rules.events import Event, EventKind
from lexitile.games.crossword.rules.exchange import bag_needed_to_exchange
from lexitile.games.crossword.rules.game import Game as BoardGame
from lexitile.games.crossword.rules.game_state import TURN_LOST_NOTE
from lexitile.games.quiddler.actions import Discard, Draw, GoOut, LastTurn, Source
from lexitile.games.quiddler.events import Reshuffled, RoundScored, RoundStarted, Turned
from lexitile.games.quiddler.game import Game as QuiddlerGame
from lexitile.games.quiddler.scoring import RoundResult
from lexitile.play.hints import LAST_STEP

#: Who saw an item happen, given the seat that acted: the person at the keyboard for a
#: human seat's own action, ``None`` for a robot's (nobody may be looking).
WitnessOf = Callable[[int], Hashable | None]


class Keyboard(Protocol):
    """The hotseat rule (:class:`lexitile.tui.shell.curtain.Hotseat`): who last saw the
    table, whether the next hand needs the curtain, and the recap it keeps.

    Attributes:
        recap: what happened, and what each person has seen of it.
        viewer: the person who last lifted the curtain (``None``: nobody yet, or the
            keyboard may be in anyone's hands).
    """

    recap: Recap
    viewer: Hashable | None

    def needs_curtain(self, person: Hashable, humans: int) -> bool: ...

    def seen_by(self, person: Hashable) -> None: ...

    def keyboard_passed(self) -> None: ...


#: The witness of an item every person at the table saw happen (a wrong challenge's
#: cost, shown in the challenge window to everyone who answers there): nobody is told
#: it again. Names are stripped of spaces, so no person is named so.
EVERYONE = " everyone "


def _nobody(_seat: int) -> Hashable | None:
    return None


@dataclass
class Recap:
    """Every item of a game's recap, and how far each person has seen them.

    A person is named as the game's :class:`~lexitile.tui.shell.curtain.Hotseat` names
    them (a seat number, or a name where partners share a seat).

    Attributes:
        items: (message, witness) in the order they happened; the witness is the
            person who made it happen at the keyboard (they need not be told),
            :data:`EVERYONE` (nobody needs to be told), or ``None``.
        since: person -> index in ``items`` of the first item they have not seen
            (a person not listed has seen nothing yet).
    """

    items: list[tuple[Message, Hashable | None]] = field(default_factory=list)
    since: dict[Hashable, int] = field(default_factory=dict)

    def add(self, message: Message, witness: Hashable | None = None) -> None:
        """Something happened; ``witness`` saw it (the person who did it), or nobody."""
        self.items.append((message, witness))

    def seen_by(self, person: Hashable) -> None:
        """``person`` lifted the curtain: everything so far is known to them."""
        self.since[person] = len(self.items)

    def unseen(self, person: Hashable) -> list[Message]:
        """What ``person`` has not seen, oldest first (their own actions, and what
        everyone saw, left out)."""
        return [m for m, witness in self.items[self.since.get(person, 0) :] if witness not in (person, EVERYONE)]

    def to_json(self, keep: int) -> dict[str, Any]:
        """The recap for a state file: the newest ``keep`` items and how far each
        person has seen them.

        Only items whose fields are text or whole numbers, and people and witnesses
        named by text or a seat number, are kept (the board game's recap has no
        other); the others could not be read back.

        Returns:
            ``{"items": [[code, {field: value}, witness], ...], "since": [[person,
            index], ...]}``, ``index`` counted in the kept items.
        """
        start = max(0, len(self.items) - keep)
        items: list[list[Any]] = []
        kept_before = [0] * (len(self.items) + 1)  # index in self.items -> index in items
        for index, (message, witness) in enumerate(self.items):
            kept_before[index] = len(items)
            fields = message.fields.values()
            if index >= start and _storable(witness) and all(_storable(v) and v is not None for v in fields):
                items.append([message.code, dict(message.fields), witness])
        kept_before[len(self.items)] = len(items)
        since = [
            [person, kept_before[min(index, len(self.items))]]
            for person, index in self.since.items()
            if _storable(person) and person is not None
        ]
        return {"items": items, "since": since}

    @classmethod
    def from_json(cls, data: Mapping[str, Any]) -> Recap:
        """The recap :meth:`to_json` wrote (checked by the state file's reader:
        :func:`lexitile.storage.statefile.check_state`)."""
        recap = cls()
        for code, fields, witness in data.get("items", []):
            recap.items.append((Message(str(code), dict(fields)), witness))
        for person, index in data.get("since", []):
            recap.since[person] = min(int(index), len(recap.items))
        return recap

    def latest(self, person: Hashable, limit: int) -> tuple[int, list[Message]]:
        """The last ``limit`` (>= 1) unseen items of ``person`` and how many earlier ones
        were left out: what fits on a small screen."""
        items = self.unseen(person)
        if len(items) <= limit:
            return 0, items
        return len(items) - limit, items[-limit:]


def _storable(value: object) -> bool:
    """A value the state file keeps as it is: text, a whole number, or nothing."""
    return value is None or isinstance(value, str) or (isinstance(value, int) and not isinstance(value, bool))


# ------------------------------------------------------------------------ board game

#: Recap items a board game's state file keeps at most (the curtain shows the newest
#: few and counts the others).
SAVED_ITEMS = 200


def _main_word(event: Event) -> str:
    """The main word of a play as it reads on the board (blanks in lower case)."""
    if event.breakdown is not None:
        for word in event.breakdown.words:
            if word.main:
                return word.word
    return event.word


def board_event_message(event: Event, players: Sequence[str]) -> Message | None:
    """One board-game event as a recap item (``None``: nothing to tell, e.g. an
    end-rack line of a seat that scored nothing).

    Args:
        event: from :attr:`lexitile.games.crossword.rules.game.Game.history`.
        players: seat names.

    Only public facts are used: an exchange says how many tiles, never which (GCG
    records them, but the others never see them).
    """
    name = players[event.player]
    kind = event.kind
    if kind is EventKind.PLAY:
        return Message(
            "recap.play", {"player": name, "word": _main_word(event), "square": event.coordinate, "score": event.score}
        )
    if kind is EventKind.EXCHANGE:
        return Message("recap.exchange", {"player": name, "n": len(event.tiles)})
    if kind is EventKind.PAID_EXCHANGE:
        return Message("recap.paid-exchange", {"player": name, "n": len(event.tiles), "score": -event.score})
    if kind is EventKind.PASS:
        return Message("recap.pass", {"player": name})
    if kind is EventKind.WITHDRAWN:
        return Message("recap.withdrawn", {"player": name, "score": -event.score})
    if kind is EventKind.CHALLENGE_BONUS:
        return Message("recap.challenge-bonus", {"player": name, "score": event.score})
    if kind is EventKind.CHALLENGE_PENALTY:
        return Message("recap.challenge-penalty", {"player": name, "score": -event.score})
    if kind is EventKind.TIME_PENALTY:
        return Message("recap.time-penalty", {"player": name, "score": -event.score})
    if event.score == 0:
        return None
    if kind is EventKind.END_RACK_POINTS:
        return Message("recap.end-rack-points", {"player": name, "score": event.score})
    return Message("recap.end-rack-penalty", {"player": name, "score": -event.score})


def ex_square_victim(game: BoardGame, event: Event) -> int | None:
    """The seat whose whole rack the play ``event`` exchanged by covering an EX square
    (Palavras Cruzadas rule text "Bônus"), or ``None``.

    Must be asked right after the play (before the next turn changes the bag): the
    engine exchanges only when enough tiles are left in the bag, and an exchange leaves
    the bag's size as it was.
    """
    if event.kind is not EventKind.PLAY or event.placement is None:
        return None
    ex = game.board.layout.exchange_squares
    cols = game.board.cols
    if not ex or not any(r * cols + c in ex for r, c, _ in event.placement.tiles):
        return None
    victim = (event.player + 1) % len(game.players)
    if victim == event.player or len(game.bag) < bag_needed_to_exchange(game.rules):
        return None
    return victim


@dataclass
class BoardFeed:
    """Feeds a :class:`Recap` from a board game's history.

    Args:
        recap: where the items go.
        players: seat names.
        witness_of: who saw a seat's own event happen (see :data:`WitnessOf`).

    Attributes:
        fed: how many history events were read.
        exchanged: history index of a play -> the seat whose rack it exchanged.
        losing: the seats that were to lose their next turn to a wrong challenge.
    """

    recap: Recap
    players: Sequence[str]
    witness_of: WitnessOf = _nobody
    fed: int = 0
    exchanged: dict[int, int] = field(default_factory=dict)
    losing: set[int] = field(default_factory=set)

    def skip_to(self, game: BoardGame) -> None:
        """Start from the game as it is (a resumed game: its past is not news)."""
        self.fed = len(game.history)

    def sync(self, game: BoardGame, *, unseen: bool = False, seen_by_all: bool = False) -> None:
        """Read the events added since the last call (call after every move);
        ``unseen``: nobody watched them (the computer moved for a person whose time
        ran out); ``seen_by_all``: every person at the table saw them happen (a wrong
        challenge's cost in the challenge window), so nobody is told them again."""
        witness_of = _nobody if unseen else self.witness_of
        everyone = EVERYONE if seen_by_all else None
        history = game.history
        self.fed = min(self.fed, len(history))  # taken back without took_back(): read on from here
        for seat in sorted(game.lose_turn - self.losing):
            self.recap.add(Message("recap.challenge-lose-turn", {"player": self.players[seat]}), everyone)
        for index in range(self.fed, len(history)):
            event = history[index]
            # the mover saw their own turn, and their paid exchange within it
            own = event.kind.is_turn or event.kind is EventKind.PAID_EXCHANGE
            # a play taken off the board is told again all the same: the recap's line
            # about the play would otherwise stand alone, as if it were still there
            shown = everyone if event.kind is not EventKind.WITHDRAWN else None
            witness = shown or (witness_of(event.player) if own else None)
            message = board_event_message(event, self.players)
            if event.kind is EventKind.PASS and (
                event.message == TURN_LOST_NOTE or (event.player in self.losing and event.player not in game.lose_turn)
            ):
                # the engine passed the turn that a wrong challenge cost (at once, when
                # that seat was next: then it was never in ``losing``)
                self.losing.discard(event.player)
                # told even right after the window: it is why the same seat plays again
                message, witness = Message("recap.lost-turn", {"player": self.players[event.player]}), None
            if message is not None:
                self.recap.add(message, witness)
            victim = ex_square_victim(game, event)
            if victim is not None:
                self.exchanged[index] = victim
                rack = len(game.racks[victim])
                self.recap.add(Message("recap.forced-exchange", {"player": self.players[victim], "n": rack}))
        self.fed = len(history)
        self.losing = set(game.lose_turn)

    def to_json(self) -> dict[str, Any]:
        """What the state file keeps so a resumed game's curtain tells everything each
        person has not seen (:meth:`Recap.to_json` plus how far the history was read,
        the plays that exchanged a rack, the seats to lose a turn)."""
        state = self.recap.to_json(SAVED_ITEMS)
        state["fed"] = self.fed
        state["exchanged"] = [[index, seat] for index, seat in sorted(self.exchanged.items())]
        state["losing"] = sorted(self.losing)
        return state

    def restore(self, game: BoardGame, state: Mapping[str, Any], witness_of: WitnessOf = _nobody) -> None:
        """Go on from a resumed game's saved recap: its items and what each person has
        seen of them, then the events of ``game`` after the saved ones (a save is
        written before the screen reads the move just made).

        Args:
            game: the game replayed from the state file.
            state: what :meth:`to_json` wrote.
            witness_of: who saw a seat's own move of those later events (the one who
                made it; see :data:`WitnessOf`).
        """
        restored = Recap.from_json(state)
        self.recap.items[:] = restored.items
        self.recap.since.clear()
        self.recap.since.update(restored.since)
        self.fed = min(int(state.get("fed", len(game.history))), len(game.history))
        self.exchanged = {int(index): int(seat) for index, seat in state.get("exchanged", [])}
        self.losing = {int(seat) for seat in state.get("losing", [])}
        own, self.witness_of = self.witness_of, witness_of
        try:
            self.sync(game)
        finally:
            self.witness_of = own

    def took_back(self, game: BoardGame, undone: Sequence[Event]) -> None:
        """The last play was taken back by agreement (``undone``: the events
        :meth:`lexitile.games.crossword.rules.game.Game.pop` removed)."""
        for event in undone:
            if event.kind is EventKind.PLAY:
                self.recap.add(
                    Message(
                        "recap.take-back",
                        {"player": self.players[event.player], "word": _main_word(event), "square": event.coordinate},
                    )
                )
        for index in [i for i in self.exchanged if i >= len(game.history)]:
            victim = self.exchanged.pop(index)
            self.recap.add(Message("recap.rack-restored", {"player": self.players[victim]}))
        self.fed = len(game.history)


def seat_message(name: str, robot: bool) -> Message:
    """A seat was handed to the computer (``robot``) or back to its person."""
    return Message("recap.to-robot" if robot else "recap.to-person", {"player": name})


#: A hint's step (:mod:`lexitile.play.hints`: 1 the score, 2 the square, 3 the play) ->
#: the recap's code.
_HINT_CODES = ("recap.hint-score", "recap.hint-square", "recap.hint-play")


def hint_message(name: str, step: int) -> Message:
    """``name`` looked at a hint up to ``step`` (1 to :data:`~lexitile.play.hints.LAST_STEP`;
    more is the last) before their move. Only how far they looked is told, never what
    the hint showed."""
    return Message(_HINT_CODES[max(1, min(step, LAST_STEP)) - 1], {"player": name})


def time_out_message(name: str) -> Message:
    """``name``'s time for the move ran out."""
    return Message("recap.time-out", {"player": name})


def first_message(name: str, *, from_position: bool = False) -> Message:
    """Who plays first (drawn by lot, or the position of a replay says so)."""
    return Message("recap.from-position" if from_position else "recap.first", {"player": name})


# ------------------------------------------------------------------------ Quiddler


def round_message(result: RoundResult, players: Sequence[str]) -> Message:
    """A Quiddler round's result: each seat's score this round and total."""
    scores = tuple(
        Message("recap.round-score", {"player": players[p.seat], "score": f"{p.score:+d}", "total": p.total})
        for p in result.players
    )
    return Message("recap.round-over", {"round": result.number, "scores": scores})


@dataclass
class QuiddlerFeed:
    """Feeds a :class:`Recap` from a Quiddler game's history.

    A stock draw says only that a card was drawn (``Turned.card`` is hidden); a card
    taken from the discard pile was face up, so it is named.

    Args:
        recap: where the items go.
        witness_of: who saw a seat's own action happen.
    """

    recap: Recap
    witness_of: WitnessOf = _nobody
    fed: int = 0

    def skip_to(self, game: QuiddlerGame) -> None:
        """Start from the game as it is (a resumed game)."""
        self.fed = len(game.history)

    def sync(self, game: QuiddlerGame, *, unseen: bool = False) -> None:
        """Read the events added since the last call; ``unseen``: nobody watched them
        (a robot played the turn of a person whose time ran out)."""
        players = game.players
        witness_of = _nobody if unseen else self.witness_of
        for event in game.history[self.fed :]:
            if isinstance(event, Turned):
                message = self._turn(event, players)
                if message is not None:
                    self.recap.add(message, witness_of(event.seat))
            elif isinstance(event, RoundScored):
                self.recap.add(round_message(event.result, players))
            elif isinstance(event, RoundStarted):
                self.recap.add(
                    Message(
                        "recap.round-dealt",
                        {"round": event.round, "n": event.hand_size, "player": players[event.dealer]},
                    )
                )
            elif isinstance(event, Reshuffled):
                self.recap.add(Message("recap.reshuffled", {"n": event.cards}))
        self.fed = len(game.history)

    @staticmethod
    def _turn(event: Turned, players: Sequence[str]) -> Message | None:
        name = players[event.seat]
        action = event.action
        if isinstance(action, Draw):
            if action.source is Source.STOCK or event.card is None:
                return Message("recap.drew-stock", {"player": name})
            return Message("recap.drew-discard", {"player": name, "card": event.card})
        if isinstance(action, Discard):
            return Message("recap.discarded", {"player": name, "card": action.card})
        if isinstance(action, GoOut):
            words = tuple(m.notation for m in action.words)
            return Message("recap.went-out", {"player": name, "words": words, "card": action.discard})
        if isinstance(action, LastTurn):
            if action.words:
                words = tuple(m.notation for m in action.words)
                return Message("recap.last-turn", {"player": name, "words": words, "card": action.discard})
            return Message("recap.discarded", {"player": name, "card": action.discard})
        return None


# ------------------------------------------------------------------------ Crosswise


def crosswise_turn_message(game: CrosswiseGame, seat: int, move: object) -> Message:
    """A Crosswise turn as a recap item: the tiles and squares on the board (all public;
    the tiles drawn afterwards are not named)."""
    comps = game.components
    size = comps.size
    name = game.players[seat]

    def sq(square: int) -> str:
        return square_name(square, size)

    if isinstance(move, PlaceTile):
        return Message("recap.cw-place", {"player": name, "tile": comps.name(move.symbol), "square": sq(move.square)})
    if isinstance(move, MoveTile):
        return Message("recap.cw-move", {"player": name, "square": sq(move.source), "target": sq(move.target)})
    if isinstance(move, RemoveTile):
        return Message("recap.cw-remove", {"player": name, "square": sq(move.square)})
    if isinstance(move, ReplaceTile):
        return Message("recap.cw-replace", {"player": name, "square": sq(move.square), "tile": comps.name(move.symbol)})
    if isinstance(move, SwapTiles):
        return Message("recap.cw-swap", {"player": name, "square": sq(move.first), "target": sq(move.second)})
    if isinstance(move, Pass):
        return Message("recap.pass", {"player": name})
    raise TypeError(f"not a Crosswise turn: {move!r}")


def crosswise_result_message(game: CrosswiseGame, outcome: SideResult, number: int) -> Message:
    """A Crosswise game's result (game ``number`` of the match, 1-based)."""
    points = {"game": number, "columns": outcome.columns, "rows": outcome.rows}
    if outcome.winner is None:
        return Message("recap.cw-draw", points)
    return Message("recap.cw-won", {**points, "players": tuple(game.members(outcome.winner))})


@dataclass
class CrosswiseFeed:
    """Feeds a :class:`Recap` from the games of a Crosswise match.

    Args:
        recap: where the items go.
        witness_of: who saw a seat's own turn happen.

    Attributes:
        game: the game being read (a new game of the match starts from its first turn).
        fed: how many of its turns were read.
        number: the game's number in the match (1-based).
        told: whether the finished game's result was added.
    """

    recap: Recap
    witness_of: WitnessOf = _nobody
    game: CrosswiseGame | None = None
    fed: int = 0
    number: int = 0
    told: bool = False

    def skip_to(self, game: CrosswiseGame, number: int) -> None:
        """Start from the game as it is (a resumed match)."""
        self.game, self.fed, self.number = game, len(game.history), number
        self.told = game.side_result is not None

    def sync(self, game: CrosswiseGame, number: int) -> None:
        """Read the turns added since the last call; ``number``: the game's number in
        its match. A finished game adds its result once."""
        if game is not self.game:
            self.game, self.fed, self.number, self.told = game, 0, number, False
        for turn in game.history[self.fed :]:
            self.recap.add(crosswise_turn_message(game, turn.seat, turn.move), self.witness_of(turn.seat))
        self.fed = len(game.history)
        if game.side_result is not None and not self.told:
            self.told = True
            self.recap.add(crosswise_result_message(game, game.side_result, number))
