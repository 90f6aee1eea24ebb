"""Robot players and a random-move player, and a loop that plays them.

A player decides from a :class:`SeatView` (only what its seat may see) in two steps:
:meth:`choose_draw` (stock or discard pile) and :meth:`choose_finish` (discard, go
out, or lay down on the last turn).

:class:`Robot` (the default opponent):

* draws the face-up card when it makes a better hand than the current one (a better
  best-arrangement score after the best discard, in particular when it lets the robot
  go out), else draws from the stock;
* goes out whenever it can (every card but one in words), with the highest-scoring
  words;
* otherwise discards the card whose loss leaves the best arrangement (ties: the
  higher-valued card, which costs most if left over);
* on its last turn lays down the best words and discards the card that leaves the
  highest score.

:class:`RandomPlayer` is the random-move player: it draws from a random pile and
discards a random card, so it never goes out and lays nothing down on its last turn.
With ``smart_out=True`` it is a much stronger baseline: draws and discards stay random,
but it goes out whenever its cards happen to allow it and lays down the best words on
its last turn (the robot's own search). ``benchmarks/bench_quiddler.py`` reports the
robot's win rate against both.
"""

from __future__ import annotations

import random
from collections.abc import Mapping
from typing import Protocol

from lexitile.quiddler.actions import Action, Discard, Draw, GoOut, LastTurn, Source
from lexitile.quiddler.game import Game, SeatView
from lexitile.quiddler.solver import Solver


class Player(Protocol):
    """Anything that can play a seat."""

    def choose_draw(self, view: SeatView) -> Source: ...

    def choose_finish(self, view: SeatView) -> Action: ...


class Robot:
    """The robot player (strategy in the module docstring).

    Args:
        solver: the arrangement search for this table (lexicon, deck, options).
    """

    def __init__(self, solver: Solver):
        self.solver = solver

    def choose_draw(self, view: SeatView) -> Source:
        """Stock or discard pile for the seat in ``view`` (phase ``DRAW``)."""
        top = view.discard_top
        if top is None:
            return Source.STOCK
        with_top = self.solver.best_finish([*view.hand, top])
        if with_top.discard == top:
            return Source.STOCK  # the card would only be thrown back
        if with_top.goes_out and (view.may_go_out or view.last_turn):
            return Source.DISCARD
        now = self.solver.best_arrangement(view.hand)
        return Source.DISCARD if with_top.score > now.score else Source.STOCK

    def choose_finish(self, view: SeatView) -> Action:
        """The action that ends the turn (phase ``FINISH``)."""
        best = self.solver.best_finish(view.hand)
        if view.last_turn:
            return LastTurn(best.words, best.discard or view.hand[-1])
        if view.may_go_out:
            out = best if best.goes_out else self.solver.go_out(view.hand)
            if out is not None:
                return GoOut(out.words, out.discard or view.hand[-1])
        return Discard(best.discard or view.hand[-1])


class RandomPlayer:
    """Random draws and discards (see the module docstring).

    Args:
        solver: used only to go out and to lay down on the last turn (``smart_out``).
        rng: the random generator (seed it for repeatable games).
        smart_out: go out when possible and lay down the best words on the last turn
            (default ``False``: purely random moves).
    """

    def __init__(self, solver: Solver | None, rng: random.Random, smart_out: bool = False):
        self.solver = solver
        self.rng = rng
        self.smart_out = smart_out and solver is not None

    def choose_draw(self, view: SeatView) -> Source:
        if view.discard_top is None:
            return Source.STOCK
        return self.rng.choice((Source.STOCK, Source.DISCARD))

    def choose_finish(self, view: SeatView) -> Action:
        if self.smart_out and self.solver is not None:
            if view.last_turn:
                best = self.solver.best_finish(view.hand)
                return LastTurn(best.words, best.discard or view.hand[-1])
            if view.may_go_out:
                out = self.solver.go_out(view.hand)
                if out is not None:
                    return GoOut(out.words, out.discard or view.hand[-1])
        card = self.rng.choice(view.hand)
        return LastTurn((), card) if view.last_turn else Discard(card)


def play_turn(game: Game, player: Player) -> list[Action]:
    """Let ``player`` play the current seat's turn (draw, then finish).

    Returns:
        The actions applied (one or two: a game may be at either step).
    """
    done: list[Action] = []
    seat = game.current
    if game.phase.value == "draw":
        draw = Draw(player.choose_draw(game.view(seat)))
        game.apply(draw, seat)
        done.append(draw)
    if not game.is_over and game.current == seat and game.phase.value == "finish":
        finish = player.choose_finish(game.view(seat))
        game.apply(finish, seat)
        done.append(finish)
    return done


def play_out(game: Game, players: Mapping[int, Player], max_actions: int = 100_000) -> Game:
    """Play ``game`` to its end with ``players`` (seat -> player) at every seat.

    Raises:
        RuntimeError: more than ``max_actions`` actions (use the ``turn_limit`` option
            for players that may never go out).
    """
    start = len(game.actions)
    while not game.is_over:
        play_turn(game, players[game.current])
        if len(game.actions) - start > max_actions:
            raise RuntimeError(f"game did not end within {max_actions} actions")
    return game
