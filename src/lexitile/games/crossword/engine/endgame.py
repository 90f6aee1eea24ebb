"""Exact endgame search for two players with the bag empty (both racks are known).

When the bag is empty in a two-player game, each player can work out the other's rack:
it is the unseen tiles. The rest of the game is then a game of perfect information and
can be searched exactly. :func:`solve_endgame` does a **negamax search with alpha-beta
pruning** over *spread* (the side to move's points minus the opponent's, from now to the
end of the game, settlement included), with:

* **iterative deepening** (1 ply, 2 plies, ...) under a time limit and optional budgets
  of positions or of plays generated (deterministic, so games stay reproducible): when
  time or the budget runs out the result of the deepest completed depth is returned, and
  ``depth`` says how deep that was (0: not even one ply; the caller falls back);
* **move ordering**: a play that goes out first, then by score, the best move of the
  previous depth (or of the transposition table) before all others;
* a **transposition table** keyed by the board, both racks and the scoreless turns left;
* at the horizon (depth exhausted, game not over) the position is valued with the
  end-of-game rack adjustment of :class:`lexitile.games.crossword.engine.evaluator.Evaluator` for both
  sides (tiles likely to be stuck). A search that never met the horizon is exact
  (``exact``): the value is then the best spread both players can force.

The rules modelled (as the rules engine, :mod:`lexitile.games.crossword.rules.game`, settles a game):

* a play that empties the mover's rack ends the game; the spread swings by twice the
  value of the other rack (``going_out = "double"`` gives the mover twice, ``"mattel"``
  gives the mover the value and takes it from the other: the same spread);
* a pass is always an option; a chain of passes ends the game after the rule set's
  scoreless limit (:class:`~lexitile.games.crossword.rules.scoreless.ScorelessEnd`) or, with ``passes_to_end``, once one
  seat has passed that many times in a row; each player then loses the value of
  their own rack. Plays are never scoreless here (every legal play scores). From the
  root the chain is exact (:func:`passes_left`); after a play in the search it is
  counted as if neither seat had passed before, while the rules engine keeps the other
  seat's count of passes in a row: an approximation for ``passes_to_end`` only
  (Palavras Cruzadas), exact for the scoreless limit.

Plays come from the public move generator (:func:`lexitile.games.crossword.engine.movegen.generate_moves`)
and are applied to a private copy of the board (:meth:`Board.put` / :meth:`Board.remove`);
the game itself is not touched.
"""

from __future__ import annotations

import time
from collections.abc import Sequence
from dataclasses import dataclass

from lexitile.games.crossword.engine.automaton import Automaton
from lexitile.games.crossword.engine.evaluator import Evaluator, gcg_text
from lexitile.games.crossword.engine.movegen import GeneratedMove, generate_moves
from lexitile.games.crossword.rules.board import Board
from lexitile.games.crossword.rules.config import BINGO_BONUS, RACK_SIZE
from lexitile.games.crossword.rules.game import Game
from lexitile.games.crossword.rules.scoreless import ScorelessEnd
from lexitile.games.crossword.rules.tiles import BLANK, TileSet

__all__ = [
    "DEFAULT_TIME_LIMIT",
    "EndgameResult",
    "passes_left",
    "rack_after",
    "solve_endgame",
    "solve_game_endgame",
]

#: Seconds the search may take by default.
DEFAULT_TIME_LIMIT = 1.0
#: Deepest iteration tried (plies); a real endgame ends well before.
MAX_DEPTH = 30

_EXACT, _LOWER, _UPPER = 0, 1, 2
_PASS = None


class _Timeout(Exception):
    """The time limit or node budget was reached inside an iteration."""


@dataclass(frozen=True, slots=True)
class EndgameResult:
    """The outcome of :func:`solve_endgame`.

    Attributes:
        move: the best play, or ``None`` for a pass.
        value: spread (points) the side to move gains from now to the end with best play
            by both sides, as far as the search saw (exact when ``exact``).
        depth: plies of the deepest completed iteration (0: none completed).
        exact: True when that iteration never reached its horizon (the game ended on
            every line searched): ``value`` is then proven.
        nodes: positions searched over all iterations.
        seconds: wall-clock time taken.
        line: the principal variation in GCG notation (``8H W.RD``, ``-`` for a pass).
    """

    move: GeneratedMove | None
    value: float
    depth: int
    exact: bool
    nodes: int
    seconds: float
    line: tuple[str, ...] = ()

    @property
    def text(self) -> str:
        """The chosen action in GCG notation (``-`` for a pass)."""
        return "-" if self.move is None else gcg_text(self.move)


def rack_after(rack: str, move: GeneratedMove) -> str:
    """The tiles left of ``rack`` (sorted, ``?`` for blanks) after ``move``.

    Raises:
        ValueError: the move uses a tile the rack does not hold.
    """
    # A list and the move's word, not a Counter and its tiles: the endgame search asks
    # this for every generated play of every position it visits (hundreds of thousands
    # per robot move), on racks of at most seven tiles.
    left = list(rack)
    for t in move.word:
        if t == ".":
            continue  # a tile already on the board
        tile = BLANK if t.islower() else t
        try:
            left.remove(tile)
        except ValueError:
            raise ValueError(f"the play {gcg_text(move)} needs a tile {tile!r} that the rack {rack!r} lacks") from None
    left.sort()
    return "".join(left)


def passes_left(game: Game) -> tuple[int, int]:
    """Passes in a row that end ``game`` from now, and after any play (two players).

    Returns:
        ``(now, fresh)``: the length of a chain of passes starting now that ends the game
        (from the scoreless count and, with ``passes_to_end``, each seat's passes in a
        row), and the same for a chain that starts just after a play.
    """
    end = ScorelessEnd.of(game.rules, 2)
    now = end.turns_left(game.scoreless)
    fresh = end.turns
    p = end.passes
    if p is not None:
        me, other = game.turn, 1 - game.turn
        a, b = game.passes_in_a_row[me], game.passes_in_a_row[other]
        now = max(1, min(now, 2 * (p - a) - 1, 2 * (p - b)))
        fresh = max(1, min(fresh, 2 * p - 1))
    return now, fresh


class _Search:
    def __init__(
        self,
        board: Board,
        tileset: TileSet,
        automaton: Automaton,
        bingo_bonus: int,
        rack_size: int,
        fresh_passes: int,
        evaluator: Evaluator,
        deadline: float,
        node_budget: int | None,
        work_budget: int | None = None,
    ):
        self.board = board
        self.tileset = tileset
        self.automaton = automaton
        self.bingo_bonus = bingo_bonus
        self.rack_size = rack_size
        self.fresh = fresh_passes
        self.ev = evaluator
        self.deadline = deadline
        self.node_budget = node_budget
        self.work_budget = work_budget
        self.work = 0
        self.nodes = 0
        self.horizon = False
        self.tt: dict[tuple[object, ...], tuple[int, int, float, object]] = {}
        self.moves_memo: dict[tuple[tuple[str | None, ...], str], list[tuple[GeneratedMove, str]]] = {}
        self.values: dict[str, int] = {}

    def value_of(self, rack: str) -> int:
        v = self.values.get(rack)
        if v is None:
            v = self.values[rack] = self.tileset.rack_value(rack)
        return v

    def moves(self, squares: tuple[str | None, ...], rack: str) -> list[tuple[GeneratedMove, str]]:
        key = (squares, rack)
        got = self.moves_memo.get(key)
        if got is None:
            raw = generate_moves(self.board, list(rack), self.tileset, self.automaton, self.bingo_bonus, self.rack_size)
            self.work += len(raw) + 1
            # the leave depends only on the tiles played: one rack_after per distinct set
            leaves: dict[str, str] = {}
            got = []
            for m in raw:
                played = m.word.replace(".", "")
                left = leaves.get(played)
                if left is None:
                    left = leaves[played] = rack_after(rack, m)
                got.append((m, left))
            # going out first, then by score (stable: generation order within a score)
            got.sort(key=lambda ml: (ml[1] != "", -ml[0].score))
            self.moves_memo[key] = got
        return got

    def leaf(self, me: str, opp: str) -> float:
        ev = self.ev
        return ev.adjustment(me, 0, self.value_of(opp)) - ev.adjustment(opp, 0, self.value_of(me))

    def negamax(self, me: str, opp: str, passes: int, depth: int, alpha: float, beta: float) -> float:
        self.nodes += 1
        self.work += 1  # a position costs about what one generated play does
        if time.perf_counter() > self.deadline:
            raise _Timeout
        if self.node_budget is not None and self.nodes > self.node_budget:
            raise _Timeout
        if self.work_budget is not None and self.work > self.work_budget:
            raise _Timeout
        if depth == 0:
            self.horizon = True
            return self.leaf(me, opp)
        squares = tuple(self.board.squares)
        key = (squares, me, opp, passes)
        entry = self.tt.get(key)
        first: object = _PASS
        if entry is not None:
            e_depth, flag, e_val, first = entry
            if e_depth >= depth:
                if flag == _EXACT:
                    return e_val
                if flag == _LOWER and e_val >= beta:
                    return e_val
                if flag == _UPPER and e_val <= alpha:
                    return e_val
        alpha0 = alpha
        best = float("-inf")
        best_move: object = _PASS
        for move, left in self._ordered(squares, me, first):
            if move is None:
                if passes <= 1:
                    val = float(self.value_of(opp) - self.value_of(me))
                else:
                    val = -self.negamax(opp, me, passes - 1, depth - 1, -beta, -alpha)
            elif not left:
                val = float(move.score + 2 * self.value_of(opp))
            else:
                tiles = move.tiles
                self.board.put(tiles)
                try:
                    val = move.score - self.negamax(
                        opp, left, self.fresh, depth - 1, move.score - beta, move.score - alpha
                    )
                finally:
                    self.board.remove(tiles)
            if val > best:
                best, best_move = val, move
            alpha = max(alpha, val)
            if alpha >= beta:
                break
        flag = _UPPER if best <= alpha0 else _LOWER if best >= beta else _EXACT
        self.tt[key] = (depth, flag, best, best_move)
        return best

    def _ordered(
        self, squares: tuple[str | None, ...], me: str, first: object
    ) -> list[tuple[GeneratedMove | None, str]]:
        moves: list[tuple[GeneratedMove | None, str]] = list(self.moves(squares, me))
        moves.append((None, me))
        if first is not None:
            for i, (m, _) in enumerate(moves):
                if m == first:
                    if i:
                        moves.insert(0, moves.pop(i))
                    break
        return moves

    def line(self, me: str, opp: str, passes: int, depth: int) -> tuple[str, ...]:
        """The principal variation from the transposition table."""
        out: list[str] = []
        placed: list[tuple[tuple[int, int, str], ...]] = []
        try:
            for _ in range(depth):
                entry = self.tt.get((tuple(self.board.squares), me, opp, passes))
                if entry is None:
                    break
                move = entry[3]
                if move is None:
                    out.append("-")
                    if passes <= 1:
                        break
                    me, opp, passes = opp, me, passes - 1
                    continue
                assert isinstance(move, GeneratedMove)
                out.append(gcg_text(move))
                left = rack_after(me, move)
                if not left:
                    break
                self.board.put(move.tiles)
                placed.append(move.tiles)
                me, opp, passes = opp, left, self.fresh
        finally:
            for tiles in reversed(placed):
                self.board.remove(tiles)
        return tuple(out)


def solve_endgame(
    board: Board,
    rack: Sequence[str],
    opponent_rack: Sequence[str],
    tileset: TileSet,
    automaton: Automaton,
    *,
    bingo_bonus: int = BINGO_BONUS,
    rack_size: int = RACK_SIZE,
    passes: int = 6,
    fresh_passes: int = 6,
    time_limit: float = DEFAULT_TIME_LIMIT,
    node_budget: int | None = None,
    work_budget: int | None = None,
    max_depth: int = MAX_DEPTH,
    evaluator: Evaluator | None = None,
) -> EndgameResult:
    """The best play of a two-player endgame (bag empty) by exact search (module docstring).

    Args:
        board: the position (not modified; copied).
        rack: the side to move's tiles, ``?`` for a blank (not empty).
        opponent_rack: the other player's tiles (not empty).
        tileset: tile values; automaton: the lexicon's automaton (the legal plays).
        bingo_bonus, rack_size: scoring rules (as :func:`generate_moves`).
        passes: length of a chain of passes from now that ends the game
            (:func:`passes_left`); fresh_passes: the same after any play.
        time_limit: seconds; the search stops at the first check past it.
        node_budget: at most this many positions (deterministic bound; ``None``: none).
        work_budget: at most about this many plays generated plus positions visited (a
            deterministic bound roughly proportional to the time).
        max_depth: deepest iteration (plies).
        evaluator: the horizon's rack adjustment (default ``Evaluator(tileset)``).

    Returns:
        The :class:`EndgameResult`; ``depth == 0`` when not even one ply completed.

    Raises:
        ValueError: an empty rack (the game is over).
    """
    start = time.perf_counter()
    me = "".join(sorted(BLANK if t == BLANK else t.upper() for t in rack))
    opp = "".join(sorted(BLANK if t == BLANK else t.upper() for t in opponent_rack))
    if not me or not opp:
        raise ValueError("an endgame needs tiles on both racks (an empty rack means the game is over)")
    ev = evaluator if evaluator is not None else Evaluator(tileset)
    search = _Search(
        board.copy(),
        tileset,
        automaton,
        bingo_bonus,
        rack_size,
        fresh_passes,
        ev,
        start + time_limit,
        node_budget,
        work_budget,
    )
    best_move: GeneratedMove | None = None
    best_val = 0.0
    done = 0
    exact = False
    inf = float("inf")
    for depth in range(1, max_depth + 1):
        search.horizon = False
        try:
            val = search.negamax(me, opp, passes, depth, -inf, inf)
        except _Timeout:
            break
        entry = search.tt[(tuple(search.board.squares), me, opp, passes)]
        move = entry[3]
        best_move = move if isinstance(move, GeneratedMove) else None
        best_val, done = val, depth
        if not search.horizon:
            exact = True
            break
    line = search.line(me, opp, passes, done) if done else ()
    return EndgameResult(best_move, best_val, done, exact, search.nodes, time.perf_counter() - start, line)


def solve_game_endgame(
    game: Game,
    automaton: Automaton,
    *,
    time_limit: float = DEFAULT_TIME_LIMIT,
    node_budget: int | None = None,
    work_budget: int | None = None,
    evaluator: Evaluator | None = None,
) -> EndgameResult:
    """:func:`solve_endgame` for the player on turn of a two-player game with the bag empty.

    The opponent's rack is taken as the unseen tiles (:meth:`Game.unseen`), which is what
    the player on turn can know.

    Raises:
        ValueError: not two players, tiles in the bag, or an empty rack.
    """
    if len(game.players) != 2 or len(game.bag):
        raise ValueError("the exact endgame needs two players and an empty bag")
    rules = game.rules
    now, fresh = passes_left(game)
    opp = list(game.unseen(game.turn).elements())
    return solve_endgame(
        game.board,
        game.rack,
        opp,
        rules.tileset,
        automaton,
        bingo_bonus=rules.bingo_bonus,
        rack_size=rules.rack_size,
        passes=now,
        fresh_passes=fresh,
        time_limit=time_limit,
        node_budget=node_budget,
        work_budget=work_budget,
        evaluator=evaluator,
    )
