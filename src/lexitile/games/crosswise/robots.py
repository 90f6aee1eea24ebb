"""Robot players for Crosswise.

* ``easy`` (:class:`RandomRobot`): picks a hand tile that can be played at random, then
  one of its legal targets at random (seeded, so reproducible).
* ``medium`` and ``hard`` (:class:`WeighingRobot`): deterministic one-turn search over
  every legal turn, action tiles included. A turn is worth the change in the robot's
  own side's line points minus the change in the opponent's (``medium``); ``hard``
  adds what a line may become next (five alike with a gap - a six threatened by
  either side -, four alike with room, the best one-tile growth of a group, a start
  on six different) and a small price for spending an action tile. Self-play:
  ``hard`` beats ``medium`` in about 64% of games (``benchmarks/bench_crosswise.py``).
  A turn that makes a six in one of the robot's lines always wins; one that makes a six
  in an opponent line is avoided (the FH Wedel assignment's computer player goals:
  win now, stop the opponent's six, then the best value).

Robots see only what their seat sees: the board, the display of played action tiles
and their own hand (hidden hands stay hidden; the FH Wedel spec ignores the opponents'
possible action tiles, ``hard`` only counts action tiles not yet played).

Ties between equally valued turns (the FH Wedel assignment): a symbol tile before an
action tile; then the tile kind held most often; then the kind rarest on the board;
then the lowest FH Wedel tile code; then the smallest squares (topmost, then leftmost).
"""

from __future__ import annotations

import random
from collections.abc import Sequence
from typing import Any, Protocol

from lexitile.core.modes import get_mode
from lexitile.games.crosswise.components import EMPTY, Action, Components
from lexitile.games.crosswise.effects import apply_to_board
from lexitile.games.crosswise.game import Game
from lexitile.games.crosswise.moves import Move, Pass, PlaceTile, ReplaceTile, squares_of

#: Robot levels offered by the command line and the app.
LEVELS = ("easy", "medium", "hard")
#: The level used when none is named.
DEFAULT_LEVEL: str = get_mode("crosswise").default_robot_level  # one default per game: the registry's

# Weights, in tenths of a point.
_WIN = 1_000_000
_LOSS = -100_000
_SCALE = 10

#: Weights of the ``hard`` level, in tenths of a point (tuned by self-play, see
#: ``benchmarks/bench_crosswise.py``).
HARD_WEIGHTS = {
    "own_five_gap": 25,
    "opp_five_gap": 300,
    "own_five_full": 5,
    "opp_five_full": 40,
    "own_four": 6,
    "opp_four": 10,
    "distinct": 2,
    "action_price": 8,
    "own_growth": 3,
    "opp_growth": 3,
}


class Robot(Protocol):
    """Anything that chooses a turn for the seat on turn."""

    level: str

    def choose(self, game: Game) -> Move:
        """A legal turn for ``game.seat`` (``Pass()`` only when nothing else is legal)."""
        ...


def tile_of(move: Move, components: Components) -> int:
    """The hand tile a turn plays (symbol or action tile); :data:`EMPTY` for a pass."""
    if isinstance(move, PlaceTile):
        return move.symbol
    if isinstance(move, Pass):
        return EMPTY
    return components.action_tile(move.action)


class RandomRobot:
    """Random play: a random playable hand slot, then a random legal turn with that tile.

    Args:
        seed: seeds the robot's own ``random.Random``.
    """

    level = "easy"

    def __init__(self, seed: int | None = 0):
        self.rng = random.Random(seed)

    def choose(self, game: Game) -> Move:
        """See :class:`Robot`."""
        moves = game.legal_moves()
        by_tile: dict[int, list[Move]] = {}
        for mv in moves:
            by_tile.setdefault(tile_of(mv, game.components), []).append(mv)
        slots = [t for t in game.hand if t in by_tile]
        if not slots:
            return moves[0]
        return self.rng.choice(by_tile[self.rng.choice(slots)])


class _LineValues:
    """Cached value of a line's tiles for the robot's side (own) and against it (opponent)."""

    def __init__(self, components: Components, hard: bool, weights: dict[str, int] | None = None):
        self.w = dict(HARD_WEIGHTS, **(weights or {}))
        self.c = components
        self.size = components.size
        self.hard = hard
        self.own: dict[tuple[int, ...], int] = {}
        self.opp: dict[tuple[int, ...], int] = {}
        self.alike = components.alike
        self.threat_actions = True

    def _shape(self, tiles: tuple[int, ...]) -> tuple[int, int, int, int]:
        """(points, largest group, empties, symbols distinct) of one line."""
        counts: dict[int, int] = {}
        empties = 0
        for t in tiles:
            if t == EMPTY:
                empties += 1
            else:
                counts[t] = counts.get(t, 0) + 1
        if not counts:
            return 0, 0, empties, 0
        top = max(counts.values())
        if top == self.size:
            return -1, top, 0, 1
        if empties == 0 and len(counts) == self.size:
            return self.c.all_different, 1, 0, self.size
        return sum(self.alike[n] for n in counts.values() if n >= 2), top, empties, len(counts)

    @staticmethod
    def _counts(tiles: tuple[int, ...]) -> list[int]:
        counts: dict[int, int] = {}
        for t in tiles:
            if t != EMPTY:
                counts[t] = counts.get(t, 0) + 1
        return list(counts.values())

    def value(self, tiles: tuple[int, ...], mine: bool) -> int:
        cache = self.own if mine else self.opp
        v = cache.get(tiles)
        if v is not None:
            return v
        points, top, empties, distinct = self._shape(tiles)
        n = self.size
        if points == -1:  # six alike
            v = _WIN if mine else _LOSS
        else:
            v = points * _SCALE
            if self.hard:
                w = self.w
                filled = n - empties
                if top == n - 1 and empties == 1:  # a six for the taking next turn
                    v += w["own_five_gap"] if mine else w["opp_five_gap"]
                elif top == n - 1 and empties == 0:  # a replacer or swapper makes a six
                    v += w["own_five_full"] if mine else (w["opp_five_full"] if self.threat_actions else 0)
                elif top == n - 2 and empties >= 1:
                    v += w["own_four"] if mine else w["opp_four"]
                elif top == 1 and empties and distinct == filled and filled >= 3:
                    v += w["distinct"] * filled  # on the way to six different
                if empties and top < n - 1:
                    # the best extension of a group by one more tile, in points
                    grow = max((self.alike[min(k + 1, n - 1)] - self.alike[k] for k in self._counts(tiles)), default=0)
                    v += (w["own_growth"] if mine else w["opp_growth"]) * grow
            if not mine:
                v = -v
        cache[tiles] = v
        return v


class WeighingRobot:
    """Deterministic robot weighing its own lines against the opponent's.

    Args:
        level: ``"medium"`` (points only) or ``"hard"`` (points, threats, action price).
    """

    def __init__(self, level: str = DEFAULT_LEVEL, weights: dict[str, int] | None = None):
        if level not in ("medium", "hard"):
            raise ValueError(f"WeighingRobot level must be medium or hard, got {level!r}")
        self.level = level
        self.weights = weights
        self._values: dict[int, _LineValues] = {}

    def _line_values(self, game: Game) -> _LineValues:
        key = id(game.components)
        lv = self._values.get(key)
        if lv is None:
            lv = self._values[key] = _LineValues(game.components, self.level == "hard", self.weights)
        return lv

    def evaluate(self, game: Game) -> list[tuple[tuple[Any, ...], Move]]:
        """Every legal turn with its sort key, best first (key[0] is minus the value
        in tenths of a point). Exposed for tests and the hint display."""
        comps = game.components
        size = comps.size
        geo = game.geometry
        line_squares: list[tuple[int, ...]] = list(geo.rows) + list(geo.columns)
        mine_is_rows = game.side.value == "rows"
        mine = [mine_is_rows] * size + [not mine_is_rows] * size
        lv = self._line_values(game)
        if lv.hard:
            unseen_actions = sum(
                comps.action_copies - game.played[k.id] - game.hand.count(k.id)
                for k in comps.actions
                if k.action in (Action.REPLACE, Action.SWAP)
            )
            threat = unseen_actions > 0
            if threat != lv.threat_actions:
                lv.threat_actions = threat
                lv.opp.clear()
        board = list(game.board)
        base = [lv.value(tuple(board[s] for s in sq), mine[i]) for i, sq in enumerate(line_squares)]
        held: dict[int, int] = {}
        for t in game.hand:
            held[t] = held.get(t, 0) + 1
        on_board: dict[int, int] = {}
        for t in board:
            if t != EMPTY:
                on_board[t] = on_board.get(t, 0) + 1
        action_price = lv.w["action_price"] if lv.hard else 0
        scored: list[tuple[tuple[Any, ...], Move]] = []
        for mv in game.legal_moves():
            sqs = squares_of(mv)
            if not sqs:
                scored.append(((0, 1, 0, 0, 0, (), -1), mv))
                continue
            saved = [board[s] for s in sqs]
            apply_to_board(board, mv)
            lines = set()
            for s in sqs:
                r, c = divmod(s, size)
                lines.add(r)
                lines.add(size + c)
            delta = 0
            for li in lines:
                delta += lv.value(tuple(board[s] for s in line_squares[li]), mine[li]) - base[li]
            for s, t in zip(sqs, saved, strict=True):
                board[s] = t
            tile = tile_of(mv, comps)
            is_action = mv.action is not None
            if is_action:
                delta -= action_price
            key = (
                -delta,
                int(is_action),
                -held.get(tile, 0),
                on_board.get(tile, 0),
                comps.kinds[tile].code,
                tuple(sorted(sqs)),
                mv.symbol if isinstance(mv, ReplaceTile) else -1,
            )
            scored.append((key, mv))
        scored.sort(key=lambda km: km[0])
        return scored

    def choose(self, game: Game) -> Move:
        """See :class:`Robot`."""
        scored = self.evaluate(game)
        return scored[0][1] if scored else Pass()


def make_robot(level: str = DEFAULT_LEVEL, seed: int | None = 0) -> Robot:
    """A robot of a level in :data:`LEVELS` (``easy`` uses ``seed``).

    Raises:
        ValueError: an unknown level.
    """
    if level == "easy":
        return RandomRobot(seed)
    if level in ("medium", "hard"):
        return WeighingRobot(level)
    raise ValueError(f"unknown robot level {level!r} (levels: {', '.join(LEVELS)})")


def play_game(game: Game, robots: Sequence[Robot], max_turns: int = 1000) -> Game:
    """Play ``game`` to its end with one robot per seat (headless self-play).

    Raises:
        RuntimeError: the game is still running after ``max_turns`` turns.
    """
    for _ in range(max_turns):
        if game.is_over:
            return game
        game.play(robots[game.seat].choose(game))
    if not game.is_over:
        raise RuntimeError(f"game not over after {max_turns} turns")
    return game
