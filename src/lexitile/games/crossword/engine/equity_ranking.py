"""Ranking plays by static equity (score + leave value), as the hard and expert robots
do, and the exchanges the engine allows.

Static equity is Quackle's and Macondo's (Gordon 1994, Sheppard 2002): the points a play
scores plus the value of the tiles it keeps (:mod:`lexitile.games.crossword.engine.leaves`).
With the bag empty leaves are worth nothing and plays rank by score. The compiled core
ranks the same list faster (:func:`lexitile.games.crossword.engine.accel.ranked`: the
same doubles, the same order), handed over as :class:`RankedPlays`.
"""

from __future__ import annotations

from array import array
from collections import Counter
from collections.abc import Callable, Iterator, Sequence
from typing import cast, overload

from lexitile.games.crossword.engine import accel
from lexitile.games.crossword.engine.automaton import Automaton
from lexitile.games.crossword.engine.evaluator import leave_model
from lexitile.games.crossword.engine.generated_move import GeneratedMove
from lexitile.games.crossword.engine.leaves import LeaveTable, exchange_options
from lexitile.games.crossword.rules.game import Game
from lexitile.games.crossword.rules.tiles import BLANK

__all__ = [
    "RankedPlays",
    "allowed_exchanges",
    "best_by_equity",
    "compiled_ranking",
    "equity_ranking",
    "leave_memo",
]


class RankedPlays(Sequence[tuple[float, GeneratedMove]]):
    """Plays with their equity, best first: a read-only sequence of ``(equity, move)``
    pairs that keeps the equities in an ``array("d")`` and the moves in a list, and makes
    a pair only when it is read (the simulation reads the first ten of hundreds of plays;
    a float and a pair per play made up most of what ranking cost over generating).

    Equal (``==``) to any sequence of the same pairs in the same order, e.g. the list
    :func:`equity_ranking` gives; a slice is a list of pairs.

    Args:
        equities: the equity of each play (points), highest first.
        moves: the plays, in the same order.

    Raises:
        ValueError: ``equities`` and ``moves`` differ in length.
    """

    __slots__ = ("equities", "moves")

    def __init__(self, equities: array[float], moves: list[GeneratedMove]) -> None:
        if len(equities) != len(moves):
            raise ValueError(f"{len(equities)} equities for {len(moves)} plays")
        self.equities = equities
        self.moves = moves

    def __len__(self) -> int:
        return len(self.moves)

    @overload
    def __getitem__(self, index: int) -> tuple[float, GeneratedMove]: ...

    @overload
    def __getitem__(self, index: slice) -> list[tuple[float, GeneratedMove]]: ...

    def __getitem__(self, index: int | slice) -> tuple[float, GeneratedMove] | list[tuple[float, GeneratedMove]]:
        if isinstance(index, slice):
            return list(zip(self.equities[index], self.moves[index], strict=True))
        return self.equities[index], self.moves[index]

    def __iter__(self) -> Iterator[tuple[float, GeneratedMove]]:
        return zip(self.equities, self.moves, strict=True)

    def __eq__(self, other: object) -> bool:
        if isinstance(other, RankedPlays):
            return self.equities == other.equities and self.moves == other.moves
        if not isinstance(other, Sequence) or isinstance(other, str):
            return NotImplemented
        return len(self) == len(other) and all(a == b for a, b in zip(self, other, strict=True))

    __hash__ = None  # type: ignore[assignment]  # equal to lists, so as unhashable as they are

    def __repr__(self) -> str:
        return f"RankedPlays({list(self)!r})"


def compiled_ranking(game: Game, automaton: Automaton, leaves: LeaveTable) -> RankedPlays | None:
    """Every play of the seat on turn with its equity, best first (ties: generation
    order), generated and ranked in the compiled core; ``None`` when the core cannot
    take this position, the table has no compiled model, or the bag is empty."""
    model = leave_model(leaves)
    if model is None:
        return None
    rules = game.rules
    fast = accel.ranked(
        game.board,
        game.rack,
        rules.tileset,
        automaton,
        rules.bingo_bonus,
        rules.rack_size,
        model,
        len(game.bag),
        GeneratedMove,
    )
    if fast is None:
        return None
    equities, moves = fast
    return RankedPlays(equities, cast("list[GeneratedMove]", moves))


def equity_ranking(
    game: Game, moves: Sequence[GeneratedMove], leaves: LeaveTable | None
) -> list[tuple[float, GeneratedMove]]:
    """``moves`` with their equity, best first (ties: generation order): score + leave
    value, the score alone when the bag is empty (``leaves`` is then not read and may be
    ``None``)."""
    if not len(game.bag) or leaves is None:
        return sorted(((float(m.score), m) for m in moves), key=lambda em: -em[0])
    value = leaves.value
    leave_of = leave_memo(game.rack)
    scored = [(m.score + value(leave_of(m.word)), m) for m in moves]
    scored.sort(key=lambda em: -em[0])
    return scored


def best_by_equity(game: Game, moves: Sequence[GeneratedMove], leaves: LeaveTable) -> tuple[float, GeneratedMove]:
    """The first play of ``moves`` (not empty) with the highest score + leave value (no
    sorting: a rack with two blanks has thousands of plays)."""
    value = leaves.value
    leave_of = leave_memo(game.rack)
    by_word: dict[str, float] = {}
    best = moves[0]
    best_eq = float("-inf")
    for m in moves:
        w = m.word
        v = by_word.get(w)
        if v is None:
            v = by_word[w] = value(leave_of(w))
        eq = m.score + v
        if eq > best_eq:
            best, best_eq = m, eq
    return best_eq, best


def allowed_exchanges(game: Game) -> list[tuple[str, str]]:
    """The exchanges ``(given back, kept)`` the engine allows now: never more tiles than
    the bag holds (Kreuzwort allows exchanging from a nearly empty bag)."""
    return [(give, keep) for give, keep in exchange_options(game.rack) if len(give) <= len(game.bag)]


def leave_memo(rack: Sequence[str]) -> Callable[[str], str]:
    """A function: GCG-notation word -> canonical leave after playing it from ``rack``
    (memoised on the tiles played; ``.`` for a played-through tile, lower case for a
    blank)."""
    base = Counter(BLANK if t == BLANK else t for t in rack)
    memo: dict[str, str] = {}

    def leave_of(word: str) -> str:
        used = word.replace(".", "")
        got = memo.get(used)
        if got is None:
            c = base.copy()
            for t in used:
                c[BLANK if t.islower() else t] -= 1
            got = "".join(sorted(c.elements()))
            memo[used] = got
        return got

    return leave_of
