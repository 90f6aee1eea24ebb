"""A game of Crosswise in progress: seats, sides, hands, bag, board, turns and the end.

The game is deterministic from its components, players, table options, bag order and
the turns made; every turn can be undone cheaply (:meth:`Game.undo`). The UI and the
robots send intents (:meth:`Game.play`); the game decides.

The bag's order lives only in memory: a record keeps the hands dealt (:attr:`Game.deal`)
and the tiles each turn drew (:attr:`Turn.drawn`), never the tiles still to come. A game
rebuilt from a record (``hands=``, then :meth:`Game.play` with ``drawn=``) draws the rest
in a new random order.

Rules and their sources (summed up in ``docs/crosswise.md``):

* Sides: the first player listed plays for the columns, the sides alternate down the
  list (FH Wedel assignment A). 2 players: one each. 4 players: partners sit
  opposite, turns go round the table (BrettspielWelt Crosswise rules page).
  3 players: one player is alone on the rows side, holds 6 tiles and moves after
  every turn of either partner: with B alone, A, B, C, B, A, B, ... (B;
  poeppelkiste). Who is alone is the table option ``lone`` (default: the second
  player listed; the rule text does not say who).
* Set-up: all 54 tiles in the bag, everybody draws a hand (B; R).
* A turn plays one tile (:mod:`lexitile.games.crosswise.moves`); then the player draws back
  up to a full hand while the bag lasts (C; hall9000: after a remover the hand is
  already full). Played action tiles go to the display of played tiles, never to
  the board (keirat; B).
* End: at once when a line is six alike - the side owning that line wins (B;
  poeppelkiste; C, J check both sides after every turn); otherwise when all squares
  are filled, the higher total wins, equal totals are a draw (B; J; C).
* Stuck players: table option :class:`~lexitile.games.crosswise.table.Stuck`.
"""

from __future__ import annotations

import random
from collections import Counter
from collections.abc import Sequence
from dataclasses import dataclass

from lexitile.core.game_contract import Outcome
from lexitile.games.crosswise import legality
from lexitile.games.crosswise.board import Line, Side, geometry
from lexitile.games.crosswise.components import EMPTY, Components
from lexitile.games.crosswise.dealing import bag_after_deal, check_hands
from lexitile.games.crosswise.effects import Effect, apply_to_board, effect_of
from lexitile.games.crosswise.errors import IllegalTurnError, TurnReason
from lexitile.games.crosswise.moves import (
    Move,
    Pass,
    PlaceTile,
    ReplaceTile,
    format_move,
    squares_of,
)
from lexitile.games.crosswise.outcome import EndReason, SideResult
from lexitile.games.crosswise.scoring import Scorer
from lexitile.games.crosswise.seats import base_turn_order, check_names, side_of_seat
from lexitile.games.crosswise.table import Deal, Stuck, TableRules


@dataclass(frozen=True, slots=True)
class Turn:
    """One turn, as recorded in the history.

    Attributes:
        number: 1-based turn number in this game.
        seat: 0-based seat of the player.
        move: the turn.
        tile: the tile that left the hand (symbol or action tile); :data:`EMPTY` for a pass.
        taken: the board tile that went into the hand (remover, replacer), else :data:`EMPTY`.
        drawn: tiles drawn from the bag afterwards, in order.
    """

    number: int
    seat: int
    move: Move
    tile: int
    taken: int
    drawn: tuple[int, ...]


@dataclass(slots=True)
class _Snapshot:
    board: list[int]
    hands: list[list[int]]
    bag: list[int]
    played: list[int]
    pos: int
    passed: frozenset[int]
    side_result: SideResult | None


class Game:
    """One game of 2, 3 or 4 players.

    Args:
        components: the pieces and scoring table.
        players: 2-4 names in seating order (see the module docstring for sides).
        table: table options.
        seed: seeds the shuffle of the bag when ``bag`` is not given; ``None`` for a
            random seed.
        bag: the full bag in draw order (tile ids; first drawn first), e.g. from a
            record of format 1; must hold every tile of the components exactly once.
        rotation: turns the turn cycle by this many places (game k of a match uses
            k - 1, so the starting seat changes from game to game).
        hands: the hands as they were dealt, one per seat (tile ids in slot order),
            instead of dealing (a record of format 2); every other tile goes into the
            bag in an order drawn with ``seed`` (``None``: a fresh random one).
        under: with ``hands``: the tiles starting hands of action tiles only put under
            the bag (table option ``deal=no-action-only``); they are drawn last.

    Raises:
        ValueError: bad player names, a bag that is not the full set of tiles, or
            hands and ``under`` that are not one hand per seat of the right size from
            the set of tiles.

    Attributes:
        board: ``size * size`` tile ids, :data:`EMPTY` for empty (a live list: read only).
        hands: each seat's hand in slot order (live lists: read only).
        bag: tiles left, in draw order.
        initial_bag: the full bag before dealing, in draw order (in memory only).
        deal: ``(hands, under)``: each seat's hand as dealt and the tiles put under
            the bag while dealing (what a record writes instead of the bag).
        played: copies played of each action tile, indexed by tile id (symbols stay 0):
            the display of played action tiles.
        history: the turns made.
        side_result: how the game ended, by side; set once it has ended
            (:meth:`outcome` is the same end by seat).
    """

    def __init__(
        self,
        components: Components,
        players: Sequence[str],
        table: TableRules | None = None,
        seed: int | None = None,
        bag: Sequence[int] | None = None,
        rotation: int = 0,
        hands: Sequence[Sequence[int]] | None = None,
        under: Sequence[int] = (),
    ):
        self.components = components
        self.players = tuple(check_names(players, new=False))  # new seats are checked where they are named
        self.table = table or TableRules()
        self.scorer = Scorer(components)
        self.geometry = geometry(components.size)
        self.seed = seed if seed is not None else random.SystemRandom().randrange(2**32)
        if hands is not None:
            rest = bag_after_deal(components, self.table, hands, under, random.Random(self.seed))
            bag = [t for hand in hands for t in hand] + rest
        elif bag is None:
            full = components.full_bag()
            random.Random(self.seed).shuffle(full)
            bag = full
        if sorted(bag) != components.full_bag():
            raise ValueError(f"the bag must hold each of the {components.total} tiles exactly once")
        self.initial_bag: tuple[int, ...] = tuple(bag)
        self.bag: list[int] = list(bag)
        self.deal: tuple[tuple[tuple[int, ...], ...], tuple[int, ...]] = ((), ())
        self.lone: int | None = self.table.lone - 1 if len(self.players) == 3 else None
        base = base_turn_order(len(self.players), 1 if self.lone is None else self.lone)
        r = rotation % len(base)
        self.rotation = rotation
        self.turn_order: tuple[int, ...] = base[r:] + base[:r]
        self.board: list[int] = [EMPTY] * components.squares
        self.hands: list[list[int]] = [[] for _ in self.players]
        self.played: list[int] = [0] * len(components.kinds)
        self.history: list[Turn] = []
        self.side_result: SideResult | None = None
        self._pos = 0
        self._passed: set[int] = set()
        self._undo: list[_Snapshot] = []
        if hands is None:
            self._deal()
        else:
            self._deal_given(hands, under)
        self._check_stuck()

    @classmethod
    def from_position(
        cls,
        components: Components,
        players: Sequence[str],
        board: Sequence[int],
        hands: Sequence[Sequence[int]],
        bag: Sequence[int] | None = None,
        played: dict[int, int] | None = None,
        seat: int = 0,
        table: TableRules | None = None,
    ) -> Game:
        """A game that starts from a given position (tests, trying out a position).

        Args:
            components: the pieces.
            players: 2-4 names.
            board: ``size * size`` tile ids (:data:`EMPTY` for empty).
            hands: one list of tile ids per seat.
            bag: the first tiles to be drawn, in order; every other tile not on the
                board, in a hand or played follows in id order (so no tile is lost).
            played: action tile id -> copies already played (the display).
            seat: the seat on turn (must be in the turn cycle).
            table: table options.

        Raises:
            ValueError: more copies of a tile than the game has (board, hands, played
                and bag together), an action tile on the board, or a bad seat.
        """
        game = cls(components, players, table, seed=0)
        if len(board) != components.squares or any(t != EMPTY and not components.is_symbol(t) for t in board):
            raise ValueError(f"a board is {components.squares} symbol tiles or EMPTY")
        if len(hands) != len(game.players):
            raise ValueError("one hand per player")
        used = Counter(t for t in board if t != EMPTY)
        for hand in hands:
            used.update(hand)
        for tile, n in (played or {}).items():
            used[tile] += n
        used.update(bag or ())
        remaining = Counter(components.full_bag())
        remaining.subtract(used)
        if any(n < 0 for n in remaining.values()):
            tile = next(t for t, n in remaining.items() if n < 0)
            raise ValueError(f"more than {components.count(tile)} {components.name(tile)} tiles")
        bag = list(bag or ()) + sorted(remaining.elements())
        if seat not in game.turn_order:
            raise ValueError(f"seat {seat} is not in the turn cycle")
        game.board[:] = board
        game.hands = [list(h) for h in hands]
        game.bag = list(bag)
        game.played = [0] * len(components.kinds)
        for tile, n in (played or {}).items():
            game.played[tile] = n
        game._pos = game.turn_order.index(seat)
        game.initial_bag = ()  # not recordable: a record starts from a full bag
        game.side_result = None
        game._check_stuck()
        return game

    # ---------------------------------------------------------------- set-up
    def _deal_given(self, hands: Sequence[Sequence[int]], under: Sequence[int]) -> None:
        check_hands(self.components, self.table, self.players, hands, self.hand_size_of)
        del self.bag[: sum(len(h) for h in hands)]
        self.hands = [list(h) for h in hands]
        self.deal = (tuple(tuple(h) for h in hands), tuple(sorted(under)))

    def _deal(self) -> None:
        dealt: list[int] = []
        under: list[int] = []
        for seat in self.turn_order:
            if seat in dealt:
                continue
            dealt.append(seat)
            hand = self._draw(self.hand_size_of(seat))
            if self.table.deal is Deal.NO_ACTION_ONLY:
                # FH Wedel extra rule (A): an all-action hand goes back under the bag.
                while hand and not any(self.components.is_symbol(t) for t in hand):
                    self.bag.extend(hand)
                    under.extend(hand)
                    hand = self._draw(self.hand_size_of(seat))
            self.hands[seat] = hand
        self.deal = (tuple(tuple(h) for h in self.hands), tuple(sorted(under)))

    def restart(self, seed: int | None = None) -> Game:
        """A new game dealt as this one was (:attr:`deal`), for replaying its turns with
        their recorded draws (``play(turn.move, drawn=turn.drawn)``).

        Args:
            seed: orders the tiles still in the bag (``None``: a fresh random one).
        """
        return Game(
            self.components,
            self.players,
            self.table,
            seed,
            rotation=self.rotation,
            hands=self.deal[0],
            under=self.deal[1],
        )

    def shuffle_bag(self, seed: int | None = None) -> None:
        """Put the tiles still in the bag in a new random order (a game resumed from a
        record of format 1, whose bag order was written down). Tiles put under the bag
        while dealing stay last.

        Args:
            seed: for the new order (``None``: a fresh random one).
        """
        rng = random.Random(seed if seed is not None else random.SystemRandom().randrange(2**32))
        tail = min(len(self.deal[1]), len(self.bag))
        head, rest = self.bag[: len(self.bag) - tail], self.bag[len(self.bag) - tail :]
        rng.shuffle(head)
        rng.shuffle(rest)
        self.bag[:] = head + rest

    def _draw(self, n: int) -> list[int]:
        n = max(0, min(n, len(self.bag)))
        drawn = self.bag[:n]
        del self.bag[:n]
        return drawn

    # ---------------------------------------------------------------- queries
    @property
    def is_over(self) -> bool:
        """True once the game has ended."""
        return self.side_result is not None

    def outcome(self) -> Outcome | None:
        """How the game ended (the game contract's one :class:`Outcome`, by seat), ``None``
        while it goes on; :attr:`side_result` has the sides' detail."""
        end = self.side_result
        return None if end is None else end.by_seat([self.side_of(seat) for seat in range(len(self.players))])

    @property
    def seat(self) -> int:
        """The seat on turn (0-based)."""
        return self.turn_order[self._pos]

    @property
    def side(self) -> Side:
        """The side on turn."""
        return self.side_of(self.seat)

    @property
    def hand(self) -> list[int]:
        """The hand of the seat on turn (a live list: read only)."""
        return self.hands[self.seat]

    def hand_size_of(self, seat: int) -> int:
        """Tiles in a full hand for ``seat``: 4, or 6 for the lone player of 3 (B)."""
        return self.components.lone_hand_size if seat == self.lone else self.components.hand_size

    def side_of(self, seat: int) -> Side:
        """The side a seat plays for: alternating down the list, except that with three
        players the lone player plays the rows and the other two the columns."""
        if self.lone is not None:
            return Side.ROWS if seat == self.lone else Side.COLUMNS
        return side_of_seat(seat)

    def members(self, side: Side) -> tuple[str, ...]:
        """The names of the players of a side, in seating order."""
        return tuple(p for i, p in enumerate(self.players) if self.side_of(i) is side)

    def next_seats(self, n: int) -> list[int]:
        """The next ``n`` seats to move, starting with the seat on turn."""
        order = self.turn_order
        return [order[(self._pos + k) % len(order)] for k in range(n)]

    @property
    def filled(self) -> int:
        """Squares with a tile."""
        return sum(1 for t in self.board if t != EMPTY)

    def totals(self) -> dict[Side, int]:
        """Both sides' live totals (points)."""
        return self.scorer.totals(self.board)

    def line_points(self, side: Side) -> tuple[int, ...]:
        """Live points of each line a side owns (rows 1-6 or columns A-F)."""
        return self.scorer.side_lines(self.board, side)

    def unseen(self, seat: int) -> Counter[int]:
        """Tiles the player at ``seat`` cannot see: the bag plus the other hands."""
        counts = Counter(self.bag)
        for i, hand in enumerate(self.hands):
            if i != seat:
                counts.update(hand)
        return counts

    def has_legal_move(self, seat: int | None = None) -> bool:
        """True when ``seat`` (default: on turn) can play some tile
        (:func:`lexitile.games.crosswise.legality.has_legal_move`)."""
        return legality.has_legal_move(self.components, self.board, self.hands[self.seat if seat is None else seat])

    def legal_moves(self) -> list[Move]:
        """Every legal turn of the seat on turn (:func:`lexitile.games.crosswise.legality.legal_moves`);
        ``[]`` once the game is over."""
        return [] if self.is_over else legality.legal_moves(self.components, self.board, self.hand)

    def check(self, move: Move) -> None:
        """Validate a turn for the seat on turn.

        Raises:
            IllegalTurnError: ``GAME_OVER``, or the first rule the turn breaks
                (:func:`lexitile.games.crosswise.legality.check_turn`).
        """
        if self.is_over:
            raise IllegalTurnError(TurnReason.GAME_OVER, "the game is over")
        legality.check_turn(self.components, self.board, self.hand, move)

    def effect(self, move: Move) -> Effect:
        """What ``move`` would do to the lines (no checks; see :func:`effect_of`)."""
        return effect_of(self.board, move, self.scorer)

    def describe(self, move: Move) -> str:
        """The canonical text of a turn (``"mover C3 D4"``)."""
        return format_move(move, self.components)

    # ---------------------------------------------------------------- turns
    def play(self, move: Move, drawn: Sequence[int] | None = None) -> Turn:
        """Make a turn for the seat on turn: play the tile, carry out its action, draw
        back up, and end the game or pass the turn on.

        Args:
            move: the turn.
            drawn: the tiles this turn drew, as a record wrote them (replaying it);
                ``None``: draw from the top of the bag.

        Returns:
            The recorded :class:`Turn`.

        Raises:
            IllegalTurnError: when the turn is not allowed (see :meth:`check`); the
                game is unchanged.
            ValueError: ``drawn`` is not as many tiles as the turn draws, or not
                tiles of the bag; the game is unchanged.
        """
        self.check(move)
        comps = self.components
        seat = self.seat
        self._undo.append(
            _Snapshot(
                list(self.board),
                [list(h) for h in self.hands],
                list(self.bag),
                list(self.played),
                self._pos,
                frozenset(self._passed),
                self.side_result,
            )
        )
        hand = self.hands[seat]
        if isinstance(move, Pass):
            tile = taken = EMPTY
            if drawn:
                raise self._undo_bad_draw("a pass draws no tile")
            got: tuple[int, ...] = ()
            self._passed.add(seat)
        else:
            tile = move.symbol if isinstance(move, PlaceTile) else comps.action_tile(move.action)
            hand.remove(tile)
            if isinstance(move, ReplaceTile):
                hand.remove(move.symbol)
            if move.action is not None:
                self.played[tile] += 1
            taken = apply_to_board(self.board, move)
            if taken != EMPTY:
                hand.append(taken)
            want = self.hand_size_of(seat) - len(hand)
            if drawn is None:
                got = tuple(self._draw(want))
            else:
                got = self._take_drawn(want, drawn)
            hand.extend(got)
            self._passed.clear()
        turn = Turn(len(self.history) + 1, seat, move, tile, taken, got)
        self.history.append(turn)
        self._after_turn(move, seat)
        return turn

    def _take_drawn(self, want: int, drawn: Sequence[int]) -> tuple[int, ...]:
        """Take the recorded tiles ``drawn`` out of the bag (wherever they are in it)."""
        n = max(0, min(want, len(self.bag)))
        if len(drawn) != n:
            raise self._undo_bad_draw(f"the turn draws {n} tiles, the record gives {len(drawn)}")
        for t in drawn:
            if t not in self.bag:
                raise self._undo_bad_draw(f"no {self.components.name(t)} left in the bag to draw")
            self.bag.remove(t)
        return tuple(drawn)

    def _undo_bad_draw(self, why: str) -> ValueError:
        self._restore(self._undo.pop())
        return ValueError(why)

    def _after_turn(self, move: Move, seat: int) -> None:
        sixes = self._sixes_through(squares_of(move))
        if sixes:
            sides = {ln.side for ln in sixes}
            winner = self.side_of(seat) if len(sides) > 1 else sides.pop()
            self._finish(EndReason.SIX, winner, tuple(sixes))
            return
        if self.filled == self.components.squares:
            self._finish_on_points(EndReason.FULL)
            return
        if len(self._passed) == len(self.players):
            self._finish_on_points(EndReason.BLOCKED)
            return
        self._pos = (self._pos + 1) % len(self.turn_order)
        self._check_stuck()

    def _check_stuck(self) -> None:
        if self.table.stuck is Stuck.END and not self.is_over and not self.has_legal_move():
            self._finish_on_points(EndReason.STUCK)

    def _sixes_through(self, squares: Sequence[int]) -> list[Line]:
        lines: set[Line] = set()
        for sq in squares:
            lines.update(self.geometry.lines_through(sq))
        found = []
        for ln in sorted(lines):
            tiles = self.scorer.line_tiles(self.board, ln)
            if tiles[0] != EMPTY and tiles.count(tiles[0]) == len(tiles):
                found.append(ln)
        return found

    def _finish_on_points(self, reason: EndReason) -> None:
        t = self.totals()
        if t[Side.COLUMNS] == t[Side.ROWS]:
            winner = None
        else:
            winner = Side.COLUMNS if t[Side.COLUMNS] > t[Side.ROWS] else Side.ROWS
        self._finish(reason, winner)

    def _finish(self, reason: EndReason, winner: Side | None, sixes: tuple[Line, ...] = ()) -> None:
        t = self.totals()
        self.side_result = SideResult(reason, winner, t[Side.COLUMNS], t[Side.ROWS], sixes)

    def copy(self) -> Game:
        """An independent copy (board, hands, bag, display, history, turn, result);
        undo information is not copied."""
        other = Game.__new__(Game)
        other.__dict__.update(self.__dict__)
        other.board = list(self.board)
        other.hands = [list(h) for h in self.hands]
        other.bag = list(self.bag)
        other.played = list(self.played)
        other.history = list(self.history)
        other._passed = set(self._passed)
        other._undo = []
        return other

    def undo(self) -> Turn:
        """Take back the last turn exactly (board, hands, bag, display, turn, result).

        Raises:
            IndexError: when no turn has been made.
        """
        if not self._undo:
            raise IndexError("no turn to take back")
        self._restore(self._undo.pop())
        return self.history.pop()

    def _restore(self, snap: _Snapshot) -> None:
        self.board[:] = snap.board
        self.hands = snap.hands
        self.bag = snap.bag
        self.played = snap.played
        self._pos = snap.pos
        self._passed = set(snap.passed)
        self.side_result = snap.side_result

    def tile_counts(self) -> Counter[int]:
        """Every tile of the game wherever it is (board, hands, bag, played display):
        always equal to the full bag's counts (the conservation invariant)."""
        counts = Counter(t for t in self.board if t != EMPTY)
        for hand in self.hands:
            counts.update(hand)
        counts.update(self.bag)
        for tile, n in enumerate(self.played):
            if n:
                counts[tile] += n
        return counts
