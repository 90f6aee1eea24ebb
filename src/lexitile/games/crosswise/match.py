"""A match: one game, ``match X`` (first side to X victories) or ``sumof X`` (X games,
highest sum of points) - the BrettspielWelt game options (its Crosswise rules page).

Choices (rules card): a drawn game is a victory for nobody; in ``sumof`` a game's
points are both sides' totals at its end (a line of six alike counts
``Components.six_alike``); equal sums after X games are a drawn match. Sides stay the
same for the whole match; game k turns the turn cycle by k - 1 places, so the first
move passes round the table. Game k is shuffled with seed ``seed + k - 1``; a match
rebuilt from a record gets a fresh random seed (the record keeps none: with it the
draws still to come could be worked out).
"""

from __future__ import annotations

import random
from collections.abc import Sequence

from lexitile.games.crosswise.board import Side
from lexitile.games.crosswise.components import Components
from lexitile.games.crosswise.game import Game
from lexitile.games.crosswise.outcome import SideResult
from lexitile.games.crosswise.table import MatchKind, MatchRule, TableRules


class Match:
    """A series of games between the same two sides.

    Args:
        components: the pieces.
        players: 2-4 names (see :class:`~lexitile.games.crosswise.game.Game`).
        table: table options for every game.
        rule: the match option (default one game).
        seed: base seed; ``None`` for a random one.
        bags: the bag of each game already played or started, in draw order (from
            a record of format 1), in order; later games are shuffled from the seed.
        deals: after the games of ``bags``, the deal of each further game already
            played or started (from a record of format 2): ``(hands, under)`` as
            :attr:`Game.deal <lexitile.games.crosswise.game.Game.deal>` gives it; the rest
            of its bag is in a fresh random order.

    Attributes:
        games: every game so far; the last may be in progress.
    """

    def __init__(
        self,
        components: Components,
        players: Sequence[str],
        table: TableRules | None = None,
        rule: MatchRule | None = None,
        seed: int | None = None,
        bags: Sequence[Sequence[int]] = (),
        deals: Sequence[tuple[Sequence[Sequence[int]], Sequence[int]]] = (),
    ):
        self.components = components
        self.players = tuple(players)
        self.table = table or TableRules()
        self.rule = rule or MatchRule()
        self.seed = seed if seed is not None else random.SystemRandom().randrange(2**32)
        self._bags = [tuple(b) for b in bags]
        self._deals = list(deals)
        self.games: list[Game] = []
        self._start_game()

    def _start_game(self) -> Game:
        k = len(self.games)
        bag = self._bags[k] if k < len(self._bags) else None
        d = k - len(self._bags)
        if bag is None and 0 <= d < len(self._deals):
            hands, under = self._deals[d]
            game = Game(self.components, self.players, self.table, None, rotation=k, hands=hands, under=under)
        else:
            game = Game(self.components, self.players, self.table, seed=self.seed + k, bag=bag, rotation=k)
        self.games.append(game)
        return game

    @property
    def game(self) -> Game:
        """The current (last) game."""
        return self.games[-1]

    @property
    def outcomes(self) -> list[SideResult]:
        """Outcomes of the finished games, in order."""
        return [g.side_result for g in self.games if g.side_result is not None]

    def wins(self, side: Side) -> int:
        """Games won by ``side``."""
        return sum(1 for o in self.outcomes if o.winner is side)

    def points(self, side: Side) -> int:
        """Sum of ``side``'s end totals over the finished games (the ``sumof`` score)."""
        return sum(o.total(side) for o in self.outcomes)

    @property
    def is_over(self) -> bool:
        """True when the match is decided (the current game being finished)."""
        if not self.game.is_over:
            return False
        if self.rule.kind is MatchKind.MATCH:
            return any(self.wins(s) >= self.rule.target for s in Side)
        return len(self.games) >= self.rule.target

    @property
    def winner(self) -> Side | None:
        """The side that won the match; ``None`` while it runs or for a drawn match."""
        if not self.is_over:
            return None
        if self.rule.kind is MatchKind.MATCH:
            return next(s for s in Side if self.wins(s) >= self.rule.target)
        if self.rule.kind is MatchKind.SINGLE:
            return self.game.side_result.winner  # type: ignore[union-attr]  # a single game's match is over only once the game has its outcome
        a, b = self.points(Side.COLUMNS), self.points(Side.ROWS)
        return None if a == b else (Side.COLUMNS if a > b else Side.ROWS)

    def next_game(self) -> Game:
        """Start the next game once the current one is over and the match is not.

        Raises:
            RuntimeError: the current game is still running, or the match is over.
        """
        if not self.game.is_over:
            raise RuntimeError("the current game is not over")
        if self.is_over:
            raise RuntimeError("the match is over")
        return self._start_game()

    def standing(self) -> str:
        """One line, the teams named by colour with their lines (as the rule text names
        them): ``"Orange (columns) 2 – Green (rows) 1 (match 3)"`` or
        ``"Orange (columns) 46 – Green (rows) 40 after 2 of 5 (sumof 5)"``."""
        cols, rows = Side.COLUMNS.title, Side.ROWS.title
        if self.rule.kind is MatchKind.MATCH:
            return f"{cols} {self.wins(Side.COLUMNS)} – {rows} {self.wins(Side.ROWS)} ({self.rule.to_text()})"
        if self.rule.kind is MatchKind.SUMOF:
            done = len(self.outcomes)
            return (
                f"{cols} {self.points(Side.COLUMNS)} – {rows} {self.points(Side.ROWS)} "
                f"after {done} of {self.rule.target} ({self.rule.to_text()})"
            )
        return "single game"
