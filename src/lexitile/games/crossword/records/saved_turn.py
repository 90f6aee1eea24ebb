"""One line of the board game's state file (:mod:`lexitile.savegame`): a seat's move,
the one move value :class:`~lexitile.games.crossword.rules.move.BoardMove`, with what the
file keeps around it, or a decision of the table (a challenge, an acceptance, overtime).

:meth:`SavedTurn.to_json` and :meth:`SavedTurn.from_json` are the one place the file's
JSON shape of a move (``docs/saving.md``) converts to and from the move value; the shape
is the one every earlier version wrote, so their files load unchanged.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any

from lexitile.errors import MoveSyntaxError
from lexitile.games.crossword.rules.coords import Coordinate, Direction
from lexitile.games.crossword.rules.events import Event, EventKind
from lexitile.games.crossword.rules.move import BoardMove, MoveKind
from lexitile.games.crossword.rules.placement import Placement
from lexitile.storage.statefile import MOVE_KINDS

__all__ = ["TURN_KINDS", "SavedTurn"]

#: The move-list kinds that are a seat's move (the others are the table's decisions).
TURN_KINDS = ("play", "exchange", "paid-exchange", "pass")
#: The text the state file shows for each table decision (for people reading).
_DECISION_TEXT = {"challenge": "(challenge)", "accept": "(accepted)", "time": "(time)"}


@dataclass(frozen=True, slots=True)
class SavedTurn:
    """One line of the state file's move list: a seat's move, or a decision of the table.

    The move itself is the board game's one move value,
    :class:`~lexitile.games.crossword.rules.move.BoardMove`; this line adds what the
    file records around it (who, the score as a check, how the play was typed) and the
    table's decisions, which are no move. :meth:`to_json` and :meth:`from_json` are the
    one place the file's JSON shape (``docs/saving.md``) converts to and from it.

    Attributes:
        kind: ``"play"``, ``"exchange"``, ``"paid-exchange"`` (Kreuzwort's exchange
            for points, after which the same seat moves), ``"pass"``, ``"challenge"``
            (the seat challenges the last play), ``"accept"`` (the last play, open to
            challenge, is accepted by every opponent) or ``"time"`` (game-clock
            overtime charged at the end, ``penalties`` per seat).
        seat: 0-based seat of the player who moved (or challenged, or accepted).
        move: the move of the four kinds of :data:`TURN_KINDS` (a paid exchange is an
            exchange move), ``None`` for the table's decisions.
        typed: for a play, the direction it was typed in (``None``: not given); it
            decides the main word of a one-tile play, which ``move``'s coordinate
            names by its longer word.
        score: points scored (a paid exchange: its cost, negative), as a check when
            replaying.
        invalid: for a challenge, the words found not valid (empty: the play stood);
            the replay repeats this verdict, whatever the lexicon says today.
        penalties: for ``"time"``, the points each seat loses.

    Raises:
        ValueError: a kind not of the file, or a move missing from (or given to) a
            kind, or of another kind.
    """

    kind: str
    seat: int
    move: BoardMove | None = None
    typed: Direction | None = None
    score: int = 0
    invalid: tuple[str, ...] = ()
    penalties: tuple[int, ...] = ()

    def __post_init__(self) -> None:
        if self.kind not in MOVE_KINDS:
            raise ValueError(f"unknown move kind {self.kind!r}")
        if (self.move is None) != (self.kind not in TURN_KINDS):
            raise ValueError(f"a {self.kind} line {'needs' if self.move is None else 'has no'} move")
        if self.move is not None and self.move.kind.value != self.kind.removeprefix("paid-"):
            raise ValueError(f"a {self.kind} line holds the move {self.move}")

    @classmethod
    def from_event(cls, event: Event, direction: Direction | None = None) -> SavedTurn:
        """The line of an engine move event (play, exchange, paid exchange or pass).

        Args:
            event: the event returned by ``Game.play``/``exchange``/``paid_exchange``/
                ``pass_turn``.
            direction: the direction the play was typed in (default: the placement's).

        Raises:
            ValueError: an event that is no turn.
        """
        move = event.move
        if move is None:
            raise ValueError(f"not a turn event: {event.kind.value}")
        if event.kind is EventKind.PLAY:
            assert event.placement is not None
            return cls("play", event.player, move, direction or event.placement.direction, event.score)
        if event.kind is EventKind.PAID_EXCHANGE:
            return cls("paid-exchange", event.player, move, score=event.score)
        return cls(move.kind.value, event.player, move)

    @classmethod
    def challenge(cls, seat: int, invalid: Sequence[str]) -> SavedTurn:
        """``seat`` challenged the last play; ``invalid`` the words found not valid."""
        return cls("challenge", seat, invalid=tuple(invalid))

    @classmethod
    def accept(cls, seat: int) -> SavedTurn:
        """The last play was accepted (``seat``: the seat on turn then)."""
        return cls("accept", seat)

    @classmethod
    def time(cls, penalties: Sequence[int]) -> SavedTurn:
        """Overtime charged at the end: the points each seat loses."""
        return cls("time", 0, penalties=tuple(penalties))

    @property
    def notation(self) -> str:
        """The line's text for people reading: the move's (``8D JOKEr``, ``-QU``, ``-``),
        ``(challenge)``, ``(accepted)`` or ``(time)``."""
        return _DECISION_TEXT[self.kind] if self.move is None else str(self.move)

    @property
    def placement(self) -> Placement:
        """A play's new tiles in the direction it was typed in, as the engine replays it.

        Raises:
            ValueError: the line is no play.
        """
        if self.move is None or self.kind != "play":
            raise ValueError(f"a {self.kind} line places no tiles")
        return Placement.of(self.move.placement.tiles, self.typed)

    def to_json(self) -> dict[str, Any]:
        """A JSON-ready dict in the file's shape (only the fields that matter for the kind)."""
        out: dict[str, Any] = {"kind": self.kind, "seat": self.seat}
        if self.kind == "play":
            out["tiles"] = [[r, c, t] for r, c, t in self.placement.tiles]
            out["direction"] = None if self.typed is None else self.typed.value
            out["score"] = self.score
        elif self.kind == "exchange":
            out["exchanged"] = self.move.tiles if self.move is not None else ""
        elif self.kind == "paid-exchange":
            out["exchanged"] = self.move.tiles if self.move is not None else ""
            out["score"] = self.score
        elif self.kind == "challenge":
            out["invalid"] = list(self.invalid)
        elif self.kind == "time":
            out["penalties"] = list(self.penalties)
        out["notation"] = self.notation
        return out

    @classmethod
    def from_json(cls, data: dict[str, Any]) -> SavedTurn:
        """Read one line of the file's move list.

        A play's move is its ``notation`` when that names exactly its ``tiles`` (every
        file this version writes); otherwise (a hand-made file, a notation of another
        dialect) the move is built from the tiles, which the replay goes by.

        Raises:
            ValueError, KeyError, TypeError: malformed data (the caller reports it).
        """
        kind = data["kind"]
        if kind not in MOVE_KINDS:
            raise ValueError(f"unknown move kind {kind!r}")
        seat = int(data["seat"])
        if kind == "play":
            tiles = tuple(sorted((int(r), int(c), str(t)) for r, c, t in data.get("tiles", ())))
            direction = data.get("direction")
            if direction is not None and direction not in ("across", "down"):
                raise ValueError(f"unknown direction {direction!r}")
            typed = None if direction is None else Direction(direction)
            move = _play_of(tiles, typed, str(data.get("notation", "")))
            return cls(kind, seat, move, typed, int(data.get("score", 0)))
        if kind in ("exchange", "paid-exchange"):
            return cls(kind, seat, BoardMove.exchange(str(data.get("exchanged", ""))), score=int(data.get("score", 0)))
        if kind == "pass":
            return cls(kind, seat, BoardMove.pass_())
        return cls(
            kind,
            seat,
            invalid=tuple(str(w) for w in data.get("invalid", ())),
            penalties=tuple(int(p) for p in data.get("penalties", ())),
        )


def _play_of(tiles: tuple[tuple[int, int, str], ...], typed: Direction | None, notation: str) -> BoardMove:
    """The move of a play line: its notation when that places exactly ``tiles``, else
    the move spelled from the tiles alone (from the first new tile, ``.`` between).

    Raises:
        ValueError: no tiles, tiles off one line, or not a tile (``MoveSyntaxError``).
    """
    if not tiles:
        raise ValueError("a play without tiles")
    try:
        move = BoardMove.parse(notation)
    except MoveSyntaxError:
        move = None
    if move is not None and move.kind is MoveKind.PLAY and move.placement.tiles == tiles:
        return move
    (r0, c0, _), (r1, c1, _) = tiles[0], tiles[-1]
    if len(tiles) > 1:
        direction = Direction.ACROSS if r0 == r1 else Direction.DOWN
    else:
        direction = typed or Direction.ACROSS
    if (direction is Direction.ACROSS and r0 != r1) or (direction is Direction.DOWN and c0 != c1):
        raise ValueError("a play's tiles are not in one line")
    dr, dc = direction.step
    length = (r1 - r0) * dr + (c1 - c0) * dc + 1
    word = ["."] * length
    for r, c, t in tiles:
        word[(r - r0) * dr + (c - c0) * dc] = t
    return BoardMove.play(Coordinate(r0, c0, direction), "".join(word))
