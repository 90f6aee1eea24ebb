"""Robot players and a random-move player, and a loop that plays them.

A player decides from a :class:`SeatView` (only what its seat may see) in two steps:
:meth:`choose_draw` (stock or discard pile) and :meth:`choose_finish` (discard, go
out, or lay down on the last turn).

:class:`Robot` plays one of the levels of :mod:`.levels` (``easy``, ``medium`` --
the default -- and ``hard``); :class:`RobotFactory` builds them for a table. The
strategy, with the level's limits (the words it knows, how soon it sees a way out,
how good a split it settles for) applied to each step:

* draws the face-up card when it makes a better hand than the current one (a better
  best-arrangement score after the best discard, in particular when it lets the robot
  go out), else draws from the stock;
* goes out whenever it can (every card but one in words) once it has noticed the way
  out (``hard``: at once), with the highest-scoring words (``easy``: good-enough ones);
* otherwise discards the card whose loss leaves the best arrangement (ties: the
  higher-valued card, which costs most if left over);
* on its last turn lays down the best words (``easy``: a good-enough split) and
  discards the card that leaves the highest score.

:class:`RandomPlayer` is the random-move player: it draws from a random pile and
discards a random card, so it never goes out and lays nothing down on its last turn.
With ``smart_out=True`` it is a much stronger baseline: draws and discards stay random,
but it goes out whenever its cards happen to allow it and lays down the best words on
its last turn (the robot's own search). ``benchmarks/bench_quiddler.py`` and
``benchmarks/bench_quiddler_levels.py`` report the robots' win rates against both.
"""

from __future__ import annotations

import random
from collections.abc import Container, Iterable, Mapping
from typing import Protocol

from lexitile.games.quiddler.actions import Action, Discard, Draw, GoOut, LastTurn, Source
from lexitile.games.quiddler.cards import Deck
from lexitile.games.quiddler.game import Game, SeatView
from lexitile.games.quiddler.levels import DEFAULT_LEVEL, LEVEL_TABLE, Level, level
from lexitile.games.quiddler.options import TableOptions
from lexitile.games.quiddler.solver import Arrangement, Solver, WordIndex


class Player(Protocol):
    """Anything that can play a seat."""

    def choose_draw(self, view: SeatView) -> Source: ...

    def choose_finish(self, view: SeatView) -> Action: ...


class Robot:
    """The robot player (strategy in the module docstring).

    Args:
        solver: the arrangement search over the words this robot knows (lexicon,
            deck, options).
        level: the level's limits (default: ``hard``, every way out seen at once).
        rng: random choices of the level (noticing a way out, a good-enough split);
            seed it for repeatable games.
    """

    def __init__(self, solver: Solver, level: Level | None = None, rng: random.Random | None = None):
        self.solver = solver
        self.level = level or LEVEL_TABLE["hard"]
        self.rng = rng or random.Random(0)
        self._sees_out = True

    @property
    def name(self) -> str:
        """The level's name (``easy``, ``medium``, ``hard``)."""
        return self.level.name

    def choose_draw(self, view: SeatView) -> Source:
        """Stock or discard pile for the seat in ``view`` (phase ``DRAW``)."""
        chance = self.level.sees_out_chance(view.turns_taken + 1, view.hand_size)
        self._sees_out = view.last_turn or chance >= 1.0 or self.rng.random() < chance
        top = view.discard_top
        if top is None:
            return Source.STOCK
        with_top = self.solver.best_finish([*view.hand, top])
        if with_top.discard == top:
            return Source.STOCK  # the card would only be thrown back
        if with_top.goes_out and self._sees_out and (view.may_go_out or view.last_turn):
            return Source.DISCARD
        now = self.solver.best_arrangement(view.hand)
        return Source.DISCARD if with_top.score > now.score else Source.STOCK

    def choose_finish(self, view: SeatView) -> Action:
        """The action that ends the turn (phase ``FINISH``)."""
        if view.last_turn:
            lay = self._good_enough(self.solver.finishes(view.hand))
            return LastTurn(lay.words, lay.discard or view.hand[-1])
        best = self.solver.best_finish(view.hand)
        if view.may_go_out and self._sees_out:
            outs = [a for a in self.solver.finishes(view.hand) if a.goes_out]
            if outs:
                out = self._good_enough(outs)
                return GoOut(out.words, out.discard or view.hand[-1])
        return Discard(best.discard or view.hand[-1])

    def _good_enough(self, choices: Iterable[Arrangement]) -> Arrangement:
        """The best of ``choices``, or for a level that settles for less, a random one
        scoring at least a random share (the level's ``aim``) of the best."""
        ranked = sorted(
            choices,
            key=lambda a: (a.score, a.longest, len(a.words), self.solver.deck.value(a.discard) if a.discard else 0),
            reverse=True,
        )
        low, high = self.level.aim
        if low >= 1.0:
            return ranked[0]
        aim = ranked[0].score * self.rng.uniform(low, high)
        enough = [a for a in ranked if a.score >= aim] or ranked[:1]
        return self.rng.choice(enough)


class RobotFactory:
    """Builds robots of every level for one table, sharing each level's word index.

    Args:
        words: the lexicon's words (anything iterable; a :class:`Lexicon` works via
            its ``words()``), all upper case.
        deck: the table's deck.
        options: the table's options (word lengths).
        frequencies: word -> Zipf frequency for the lexicon's language (the lists in
            ``data/frequency/``); ``None``: no list, so every level knows every word.
        seed: seeds each robot's random choices (with its seat), for repeatable games.
    """

    def __init__(
        self,
        words: object,
        deck: Deck,
        options: TableOptions | None = None,
        frequencies: Mapping[str, float] | None = None,
        seed: int = 0,
    ):
        self._words = words
        self.deck = deck
        self.options = options or TableOptions()
        self.frequencies = frequencies
        self.seed = seed
        self._solvers: dict[float | None, Solver] = {}

    def solver(self, name: str) -> Solver:
        """The search over the words a robot of level ``name`` knows (built once).

        Raises:
            ValueError: an unknown level.
        """
        vocabulary = level(name).vocabulary if self.frequencies is not None else None
        found = self._solvers.get(vocabulary)
        if found is None:
            if vocabulary is None:
                index = WordIndex.from_lexicon(self._words)
            else:
                full = self._words if isinstance(self._words, Container) else None
                freq = self.frequencies or {}
                known = [w for w, z in freq.items() if z >= vocabulary and (full is None or w in full)]
                index = WordIndex.from_words(known)
            found = Solver(index, self.deck, self.options)
            self._solvers[vocabulary] = found
        return found

    def robot(self, name: str = DEFAULT_LEVEL, seat: int = 0) -> Robot:
        """A robot of level ``name`` for ``seat``.

        Raises:
            ValueError: an unknown level.
        """
        spec = level(name)
        return Robot(self.solver(spec.name), spec, random.Random(f"lexitile-quiddler-robot/{self.seed}/{seat}"))


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


def level_names(players: Mapping[int, Player]) -> dict[int, str]:
    """Seat -> level name of each :class:`Robot` in ``players`` (``""`` for another
    kind of player): what a record keeps of the robots."""
    return {seat: p.level.name if isinstance(p, Robot) else "" for seat, p in players.items()}


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
