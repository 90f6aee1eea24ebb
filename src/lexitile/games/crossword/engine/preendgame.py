"""Pre-endgame look-ahead: one to six tiles in the bag, two players.

With a few tiles left in the bag the opponent's rack is one of a small number of
multisets of the unseen tiles. :func:`preendgame_choice` weighs the hard robot's best few
plays by the **mean spread** of one turn each way over those racks:

* the opponent's possible racks are the multisets of the opponent's rack size drawn from
  the unseen tiles (:meth:`lexitile.games.crossword.rules.game.Game.unseen`), each weighted by the number
  of ways it can be drawn (``prod C(unseen[t], k_t)``); when there are at most
  :data:`ENUMERATE_MAX` of them every one is examined with its weight, else racks are
  drawn at random (which weighs them by the same numbers) until the time runs out;
* for each rack and each candidate play: the bag is the rest of the unseen tiles, the
  player draws its replacement tiles (all of the bag if it holds no more than were
  played; otherwise a random draw, the same for every candidate: common random numbers),
  and the opponent answers with the play of highest equity
  (:class:`lexitile.games.crossword.engine.evaluator.Evaluator`, the end-of-game adjustment when the bag
  is then empty, so an opponent who can go out is valued as going out) or passes;
* a candidate's value on that rack is its own equity (score + leave value) minus the
  answer's equity; the robot plays the candidate with the best weighted mean.

Every rack is examined for every candidate before the next rack is taken, so the
candidates are always compared on the same racks. The time limit is checked between
racks; at least one rack is always examined.
"""

from __future__ import annotations

import math
import random
import time
from collections import Counter
from collections.abc import Iterator, Sequence
from dataclasses import dataclass
from typing import cast

from lexitile.games.crossword.engine import accel
from lexitile.games.crossword.engine.automaton import Automaton
from lexitile.games.crossword.engine.endgame import rack_after
from lexitile.games.crossword.engine.evaluator import Evaluator, gcg_text, played_letters
from lexitile.games.crossword.engine.movegen import GeneratedMove, generate_moves
from lexitile.games.crossword.rules.board import Board
from lexitile.games.crossword.rules.game import Game
from lexitile.games.crossword.rules.tiles import BLANK, TileSet

__all__ = [
    "CANDIDATES",
    "ENUMERATE_MAX",
    "PreendgameResult",
    "best_reply_equity",
    "opponent_racks",
    "preendgame_choice",
]

#: Plays (by static equity) the look-ahead compares.
CANDIDATES = 6
#: Distinct opponent racks up to which all are examined with exact weights.
ENUMERATE_MAX = 40


@dataclass(frozen=True, slots=True)
class PreendgameResult:
    """The outcome of :func:`preendgame_choice`.

    Attributes:
        move: the chosen play.
        value: its weighted mean value (points: its equity minus the answer's).
        racks: opponent racks examined; weight: their total weight (ways to draw them).
        means: ``(GCG text, mean value)`` of every candidate, best first.
        seconds: wall-clock time taken.
    """

    move: GeneratedMove
    value: float
    racks: int
    weight: float
    means: tuple[tuple[str, float], ...]
    seconds: float


def opponent_racks(unseen: Counter[str], size: int) -> list[tuple[str, int]]:
    """Every distinct rack of ``size`` tiles from the ``unseen`` tiles with its weight
    (the number of ways to draw it), most likely first (ties: by the rack)."""
    tiles = sorted(unseen)
    out: list[tuple[str, int]] = []

    def rec(i: int, left: int, parts: list[str], weight: int) -> None:
        if left == 0:
            out.append(("".join(parts), weight))
            return
        if i == len(tiles):
            return
        t = tiles[i]
        for k in range(min(left, unseen[t]), -1, -1):
            rec(i + 1, left - k, [*parts, t * k], weight * math.comb(unseen[t], k))

    rec(0, size, [], 1)
    out.sort(key=lambda rw: (-rw[1], rw[0]))
    return out


def best_reply_equity(
    board: Board,
    rack: str,
    tileset: TileSet,
    automaton: Automaton,
    evaluator: Evaluator,
    *,
    bag: int,
    unseen: int,
    bingo_bonus: int,
    rack_size: int,
    bound: bool = False,
) -> tuple[float, GeneratedMove | None, int]:
    """The highest equity of any play of ``rack`` on ``board`` or of a pass (the first
    play generated of those with that equity).

    With the compiled core and a plain :class:`Evaluator` the search runs there
    (:func:`lexitile.games.crossword.engine.accel.best_reply`: the same reply and equity).

    Args:
        bag: tiles in the bag before this answer (0: the end-of-game adjustment).
        unseen: face value of the tiles this player cannot see (the other rack).
        bound: let the compiled core stop once no play left can beat the best found;
            the reply is the same, ``plays`` then counts only the plays looked at.

    Returns:
        ``(equity, move, plays)``; ``move`` is ``None`` when passing is best; ``plays``
        is the number of plays generated (a measure of the work done).
    """
    model = evaluator.compiled_model()
    if model is not None:
        fast = accel.best_reply(
            board, rack, tileset, automaton, bingo_bonus, rack_size, model, bag, unseen, GeneratedMove, bound=bound
        )
        if fast is not None:
            eq, move, plays = fast
            return eq, cast("GeneratedMove | None", move), plays
    best_eq = evaluator.equity(0, rack, bag, unseen)
    best: GeneratedMove | None = None
    by_played: dict[str, float] = {}  # the tiles played, as written -> adjustment of the leave
    by_leave: dict[str, float] = {}
    moves = generate_moves(board, list(rack), tileset, automaton, bingo_bonus, rack_size)
    for m in moves:
        played = played_letters(m.word)
        adj = by_played.get(played)
        if adj is None:
            left = rack_after(rack, m)
            adj = by_leave.get(left)
            if adj is None:
                adj = by_leave[left] = evaluator.adjustment(left, bag, unseen)
            by_played[played] = adj
        eq = m.score + adj
        if eq > best_eq:
            best_eq, best = eq, m
    return best_eq, best, len(moves)


def _racks(unseen: Counter[str], size: int, rng: random.Random) -> tuple[Iterator[tuple[str, int]], bool]:
    enumerated = opponent_racks(unseen, size)
    if len(enumerated) <= ENUMERATE_MAX:
        return iter(enumerated), True
    pool = sorted(unseen.elements())

    def draws() -> Iterator[tuple[str, int]]:
        while True:
            yield "".join(sorted(rng.sample(pool, size))), 1

    return draws(), False


def preendgame_choice(
    game: Game,
    automaton: Automaton,
    candidates: Sequence[tuple[float, GeneratedMove]],
    *,
    time_limit: float = 1.0,
    evaluator: Evaluator | None = None,
    rng: random.Random | None = None,
    max_racks: int | None = None,
    max_work: int | None = None,
) -> PreendgameResult:
    """The candidate play with the best mean spread over the opponent's possible racks.

    Args:
        game: a two-player game with 1-6 tiles in the bag, the player on turn to choose.
        automaton: the lexicon's automaton.
        candidates: ``(static equity, play)``, best first (e.g. the hard robot's ranking);
            the first :data:`CANDIDATES` are compared.
        time_limit: seconds (checked between racks).
        evaluator: equities (default ``Evaluator(tileset)``).
        rng: random draws (default ``random.Random(game.seed)``: reproducible).
        max_racks: examine at most this many racks (a deterministic bound).
        max_work: stop taking racks once about this many answers were generated (a
            deterministic bound proportional to the time).

    Returns:
        The :class:`PreendgameResult`.

    Raises:
        ValueError: no candidates, not two players, or an empty bag.
    """
    start = time.perf_counter()
    if not candidates:
        raise ValueError("the pre-endgame look-ahead needs at least one candidate play")
    if len(game.players) != 2 or not len(game.bag):
        raise ValueError("the pre-endgame look-ahead needs two players and tiles in the bag")
    rules = game.rules
    tileset = rules.tileset
    ev = evaluator if evaluator is not None else Evaluator(tileset)
    rng = rng if rng is not None else random.Random(game.seed)
    seat = game.turn
    rack = "".join(sorted(BLANK if t == BLANK else t for t in game.rack))
    bag_n = len(game.bag)
    unseen = game.unseen(seat)
    opp_size = len(game.racks[1 - seat])
    cands = list(candidates[:CANDIDATES])
    plays = [(eq, m, rack_after(rack, m)) for eq, m in cands]
    totals = [0.0] * len(plays)
    weight = 0.0
    n = 0
    work = 0
    racks, _exact = _racks(unseen, opp_size, rng)
    board = game.board.copy()
    for opp, w in racks:
        if n and (
            time.perf_counter() - start > time_limit
            or (max_racks is not None and n >= max_racks)
            or (max_work is not None and work >= max_work)
        ):
            break
        bag = Counter(unseen)
        bag.subtract(opp)
        pool = sorted(bag.elements())
        draw_order = rng.sample(pool, len(pool))
        for i, (eq, m, left) in enumerate(plays):
            k = min(m.tiles_played, bag_n)
            mine = "".join(sorted(left + "".join(draw_order[:k])))
            board.put(m.tiles)
            try:
                reply, _, count = best_reply_equity(
                    board,
                    opp,
                    tileset,
                    automaton,
                    ev,
                    bag=bag_n - k,
                    unseen=tileset.rack_value(mine),
                    bingo_bonus=rules.bingo_bonus,
                    rack_size=rules.rack_size,
                )
            finally:
                board.remove(m.tiles)
            totals[i] += w * (eq - reply)
            work += count
        weight += w
        n += 1
    means = [t / weight for t in totals]
    order = sorted(range(len(plays)), key=lambda i: -means[i])
    best = order[0]
    return PreendgameResult(
        plays[best][1],
        means[best],
        n,
        weight,
        tuple((gcg_text(plays[i][1]), round(means[i], 3)) for i in order),
        time.perf_counter() - start,
    )
