"""The position evaluator of post-game analysis and coaching: one equity for every option.

**Equity** (Quackle's and Macondo's "static equity"; Sheppard 2002) ranks the options of
one turn: plays, exchanges and the pass. This module is the one place that defines it for
analysis, hints and coaching; it does not depend on the robot levels
(:mod:`lexitile.games.crossword.engine.robots`), which may be tuned for play strength independently.

* While tiles remain in the bag: ``equity = score + leave value``, the leave value from
  the tile set's table (:func:`lexitile.games.crossword.engine.leaves.load_leaves`, ``data/leaves``).
  An exchange scores 0 and keeps the tiles not given back; a pass scores 0 and keeps
  the whole rack.
* With the bag empty, the leave has no future draws to combine with, so the
  **end-of-game rack adjustment** replaces the leave value (Macondo's
  ``EndgameAdjustmentCalculator``): a play that goes out gains
  :data:`OUT_FACTOR` x the value of the unseen tiles (the opponents' racks: the
  settlement's swing); any other option loses :data:`KEEP_FACTOR` x the face value of
  the tiles kept plus :data:`KEEP_CONSTANT` (they are likely to be stuck at the end).

Exchanges are options only when the position allows them (by default 7 or more tiles in
the bag, the tournament rule); the pass is always an option.

Moves come from :func:`lexitile.games.crossword.engine.movegen.generate_moves`, through its public
attributes; :func:`gcg_text` / :func:`played_letters` read the generator's word, which is
in the game's GCG notation (``.`` for a played-through tile).
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Sequence
from dataclasses import dataclass, field

from lexitile.games.crossword.engine.accel import LeaveModel
from lexitile.games.crossword.engine.automaton import Automaton
from lexitile.games.crossword.engine.leaves import (
    MAX_COPY_TERM,
    VOWELS,
    LeaveTable,
    exchange_options,
    leave_key,
    load_leaves,
)
from lexitile.games.crossword.engine.movegen import GeneratedMove, generate_moves
from lexitile.games.crossword.rules.board import Board
from lexitile.games.crossword.rules.config import BINGO_BONUS, EXCHANGE_MIN_BAG, RACK_SIZE
from lexitile.games.crossword.rules.tiles import BLANK, TileSet

__all__ = [
    "KEEP_CONSTANT",
    "KEEP_FACTOR",
    "OUT_FACTOR",
    "Candidate",
    "Evaluator",
    "PositionAnalysis",
    "analyse_position",
    "gcg_text",
    "leave_model",
    "played_letters",
    "unseen_value",
]

#: With the bag empty, a play that goes out gains this many times the unseen tiles' value.
OUT_FACTOR = 2
#: With the bag empty, an option that keeps tiles loses this many times their face value...
KEEP_FACTOR = 2
#: ...plus this many points (Macondo's constant for "not going out").
KEEP_CONSTANT = 10.0


# --------------------------------------------------------------------------- notation
def gcg_text(move: GeneratedMove) -> str:
    """A generated move in GCG notation, ``8H W.RD`` (``.`` for tiles already on the
    board, lower case for blanks): the generator's own :attr:`GeneratedMove.notation`."""
    return move.notation


def played_letters(word: str) -> str:
    """The tiles a generated move takes from the rack, in word order (lower case =
    blank), from its GCG word (``.`` for a played-through tile)."""
    return word.replace(".", "")


def unseen_value(tileset: TileSet, board: Board, rack: Sequence[str]) -> int:
    """Face value of the tiles a player cannot see: the full set minus the board and the
    rack (blanks are worth 0 anyway). With the bag empty these are the opponents' racks."""
    seen = Counter(BLANK if (t is not None and t.islower()) else t for t in board.squares if t is not None)
    seen.update(BLANK if t == BLANK else t.upper() for t in rack)
    total = 0
    for tile, n in tileset.counts.items():
        left = n - seen.get(tile, 0)
        if left > 0:
            total += left * tileset.value(tile)
    return total


# --------------------------------------------------------------------------- evaluator
_MODELS: dict[int, tuple[LeaveTable, LeaveModel]] = {}


def leave_model(table: LeaveTable) -> LeaveModel | None:
    """The leave table and the end-of-game adjustment as data for the compiled core
    (:func:`lexitile.games.crossword.engine.accel.best_reply`, :func:`lexitile.games.crossword.engine.accel.ranked`),
    made once per table; ``None`` for a subclass that values leaves in its own way."""
    if type(table).value is not LeaveTable.value:
        return None
    entry = _MODELS.get(id(table))
    if entry is None or entry[0] is not table or entry[1].terms is not table.terms:
        if len(_MODELS) >= 16:  # tables loaded again and again: keep the memo small
            _MODELS.clear()
        entry = _MODELS[id(table)] = (
            table,
            LeaveModel(table.terms, VOWELS, OUT_FACTOR, KEEP_FACTOR, KEEP_CONSTANT, MAX_COPY_TERM),
        )
    return entry[1]


@dataclass
class Evaluator:
    """Equity of an option: its score plus the value of what it keeps (module docstring).

    Args:
        tileset: tile values (for the end-of-game adjustment).
        leaves: the leave table (default: the tile set's, :func:`load_leaves`).

    Attributes:
        tileset, leaves: as given.
    """

    tileset: TileSet
    leaves: LeaveTable = field(default=None)  # type: ignore[assignment]  # None only until __post_init__ loads the tile set's table

    def __post_init__(self) -> None:
        if self.leaves is None:
            self.leaves = load_leaves(self.tileset)

    def compiled_model(self) -> LeaveModel | None:
        """This evaluator's adjustment as data for the compiled core's best reply
        (:func:`lexitile.games.crossword.engine.accel.best_reply`), or ``None`` when a subclass or a leave
        table of another kind computes it in its own way (then only Python can)."""
        if type(self).adjustment is not Evaluator.adjustment:
            return None
        return leave_model(self.leaves)

    def adjustment(self, leave: str, bag: int, unseen: int = 0) -> float:
        """What the tiles kept are worth, in points.

        Args:
            leave: the tiles kept (any order, ``?`` for blanks).
            bag: tiles in the bag before the move (0: the end-of-game adjustment).
            unseen: face value of the unseen tiles (used only with ``bag == 0``).
        """
        if bag > 0:
            return self.leaves.value(leave_key(leave))
        if not leave:
            return float(OUT_FACTOR * unseen)
        return -(KEEP_FACTOR * self.tileset.rack_value(leave) + KEEP_CONSTANT)

    def equity(self, score: int, leave: str, bag: int, unseen: int = 0) -> float:
        """``score + adjustment(leave, bag, unseen)`` (points)."""
        return score + self.adjustment(leave, bag, unseen)


@dataclass(frozen=True, slots=True)
class Candidate:
    """One option of a turn, with its equity.

    Attributes:
        kind: ``"play"``, ``"exchange"`` or ``"pass"``.
        score: points (0 for exchanges and the pass).
        leave: the tiles kept, sorted, ``?`` for blanks.
        equity: points (:class:`Evaluator`).
        move: the generated move of a play, else ``None``.
        tiles: tiles played (lower case = blank) or given back.
        bingo: True for a play of a whole rack of ``rack_size`` tiles.
        label: the GCG text of an exchange (``-QU``) or the pass (``-``); ``""`` for a
            play, whose :attr:`text` is made from the move when asked for (a rack with
            two blanks has 20,000 plays, and few are ever shown).
    """

    kind: str
    score: int
    leave: str
    equity: float
    move: GeneratedMove | None = None
    tiles: str = ""
    bingo: bool = False
    label: str = ""

    @property
    def text(self) -> str:
        """GCG notation: ``8H W.RD``, ``-QU`` (tiles given back), ``-``."""
        if self.move is not None and not self.label:
            return gcg_text(self.move)
        return self.label

    @property
    def keep(self) -> str:
        """The tiles kept (the leave); for an exchange, the tiles to keep."""
        return self.leave

    def to_json(self) -> dict[str, object]:
        """``{"kind", "move", "score", "leave", "equity"}`` with equity rounded to 2 places."""
        return {
            "kind": self.kind,
            "move": self.text,
            "score": self.score,
            "leave": self.leave,
            "equity": round(self.equity, 2),
        }


#: One ranked option before it is made a :class:`Candidate`: ``(-equity, kind order,
#: -score, generation order, kind, leave, tiles, bingo, move or GCG text)``.
_Row = tuple[float, int, int, int, str, str, str, bool, "GeneratedMove | str"]


class PositionAnalysis:
    """Every option of one position, ranked.

    Options are kept as plain rows and made :class:`Candidate` objects only when asked
    for (a rack with two blanks has tens of thousands of plays; a review shows five).

    Attributes:
        rack: the rack (``?`` for blanks).
        bag: tiles in the bag before the move.
        unseen: face value of the unseen tiles.
        bingo_available: some legal play uses the whole rack of ``rack_size`` tiles.
    """

    __slots__ = ("_candidates", "_rows", "bag", "bingo_available", "rack", "unseen")

    def __init__(self, rack: str, bag: int, unseen: int, rows: list[_Row], bingo_available: bool):
        self.rack = rack
        self.bag = bag
        self.unseen = unseen
        self.bingo_available = bingo_available
        self._rows = rows
        self._candidates: tuple[Candidate, ...] | None = None

    @staticmethod
    def _candidate(row: _Row) -> Candidate:
        neg_eq, _order, neg_score, _i, kind, leave, tiles, bingo, what = row
        if isinstance(what, str):
            return Candidate(kind, -neg_score, leave, -neg_eq, None, tiles, bingo, what)
        return Candidate(kind, -neg_score, leave, -neg_eq, what, tiles, bingo)

    @property
    def candidates(self) -> tuple[Candidate, ...]:
        """Every play, exchange (when allowed) and the pass, best equity first (ties:
        plays before exchanges before the pass, then higher score, then generation order)."""
        if self._candidates is None:
            self._candidates = tuple(map(self._candidate, self._rows))
        return self._candidates

    def __len__(self) -> int:
        """The number of options ranked."""
        return len(self._rows)

    def _first(self, kind: str) -> Candidate | None:
        row = next((r for r in self._rows if r[4] == kind), None)
        return None if row is None else self._candidate(row)

    @property
    def best(self) -> Candidate:
        """The option with the highest equity (there is always the pass)."""
        return self._candidate(self._rows[0])

    @property
    def plays(self) -> list[Candidate]:
        """The plays only, best first."""
        return [self._candidate(r) for r in self._rows if r[4] == "play"]

    @property
    def best_play(self) -> Candidate | None:
        """The play with the highest equity, or ``None`` when there is no legal play."""
        return self._first("play")

    @property
    def best_bingo(self) -> Candidate | None:
        """The bingo (a play of the whole rack) with the highest equity, or ``None``."""
        row = next((r for r in self._rows if r[7]), None)
        return None if row is None else self._candidate(row)

    @property
    def best_exchange(self) -> Candidate | None:
        """The exchange with the highest equity, or ``None`` when none is allowed."""
        return self._first("exchange")

    def top(self, k: int, kinds: Sequence[str] = ("play",)) -> list[Candidate]:
        """The ``k`` best options of the given kinds (default: plays)."""
        out: list[Candidate] = []
        for r in self._rows:
            if len(out) >= k:
                break
            if r[4] in kinds:
                out.append(self._candidate(r))
        return out

    def exchange_beats_plays(self) -> bool:
        """True when some exchange has a higher equity than every play."""
        ex, play = self.best_exchange, self.best_play
        return ex is not None and (play is None or ex.equity > play.equity)

    def rank(self, equity: float) -> int:
        """1 + the number of options with a higher equity than ``equity`` (1 = best)."""
        bound = -(equity + 1e-9)
        return 1 + sum(1 for r in self._rows if r[0] < bound)


def analyse_position(
    board: Board,
    rack: Sequence[str],
    tileset: TileSet,
    automaton: Automaton,
    *,
    bag: int,
    evaluator: Evaluator | None = None,
    unseen: int | None = None,
    bingo_bonus: int = BINGO_BONUS,
    rack_size: int = RACK_SIZE,
    exchange_min_bag: int = EXCHANGE_MIN_BAG,
    exchanges: bool = True,
) -> PositionAnalysis:
    """Every option of a position with its equity, best first.

    Args:
        board: the board before the move (not modified).
        rack: the player's tiles, ``?`` for a blank.
        tileset: tile values.
        automaton: the lexicon's automaton (the legal plays).
        bag: tiles in the bag before the move.
        evaluator: the equity (default: ``Evaluator(tileset)``).
        unseen: face value of the unseen tiles (default: computed from the board and
            rack, :func:`unseen_value`); only the bag-empty adjustment uses it.
        bingo_bonus, rack_size: scoring rules (as :func:`generate_moves`).
        exchange_min_bag: an exchange is an option with at least this many tiles in the
            bag (never more tiles than the bag holds).
        exchanges: False leaves exchanges out (e.g. the rules forbid one now).

    Returns:
        The :class:`PositionAnalysis`.

    Raises:
        KeyError: a board tile whose letter is not in ``tileset``.
    """
    ev = evaluator if evaluator is not None else Evaluator(tileset)
    rack = [BLANK if t == BLANK else t.upper() for t in rack]
    if unseen is None:
        unseen = unseen_value(tileset, board, rack) if bag == 0 else 0
    moves = generate_moves(board, rack, tileset, automaton, bingo_bonus, rack_size)
    base = Counter(rack)
    by_used: dict[str, tuple[str, float]] = {}  # tiles played as written -> (leave, adjustment)
    by_tiles: dict[str, tuple[str, float]] = {}  # the same, keyed by the rack tiles used, sorted
    out: list[_Row] = []
    bingo_available = False
    for i, m in enumerate(moves):
        used = played_letters(m.word)
        got = by_used.get(used)
        if got is None:
            key = "".join(sorted(BLANK if t.islower() else t for t in used))
            got = by_tiles.get(key)
            if got is None:
                c = base.copy()
                c.subtract(key)
                leave = "".join(sorted(c.elements()))
                got = by_tiles[key] = (leave, ev.adjustment(leave, bag, unseen))
            by_used[used] = got
        leave, adj = got
        bingo = len(used) >= rack_size
        bingo_available = bingo_available or bingo
        eq = m.score + adj
        out.append((-eq, 0, -m.score, i, "play", leave, used, bingo, m))
    n = len(out)
    if exchanges and bag >= max(1, exchange_min_bag):
        for j, (give, keep) in enumerate(exchange_options(rack)):
            if len(give) > bag:
                continue
            eq = ev.equity(0, keep, bag, unseen)
            out.append((-eq, 1, 0, n + j, "exchange", keep, give, False, f"-{give}"))
    keep_all = leave_key(rack)
    eq = ev.equity(0, keep_all, bag, unseen)
    out.append((-eq, 2, 0, len(out), "pass", keep_all, "", False, "-"))
    out.sort(key=lambda t: t[:4])
    return PositionAnalysis("".join(rack), bag, unseen, out, bingo_available)
