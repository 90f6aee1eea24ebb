"""Robot players: choose a play, an exchange or a pass for the seat on turn.

Six levels, weakest first, all built on :func:`lexitile.games.crossword.engine.movegen.generate_moves`
(:data:`AIMED_LEVELS` and ``docs/robots.md`` give how far apart they are):

* ``easy``: plays **common words** only: the main word must have a Zipf frequency of at
  least :data:`EASY_MIN_ZIPF` (about one in a million words) in the language's list
  ``data/frequency/<lang>_common.txt.xz`` (from wordfreq, see ``tools/build_frequency.py``),
  and every cross word must be in that list at all. It is **not always its best**: it
  aims at a random 50-100% of its best common play's score and takes the best common
  play at or under that aim. It never passes while it has a play: when no common
  play exists it plays the highest-scoring play there is. With the bag empty it
  finishes sensibly: a play that goes out if it has one (the highest-scoring), else its
  highest-scoring play. With no play at all it exchanges every tile when the rules
  allow, else passes.
* ``casual``: as ``easy``, aiming at 90-100% of its best common play.
* ``keen``: as ``easy``, always its best common play (the highest-scoring).
* ``steady``: as ``easy`` with **every word** of the list (no frequency test), aiming
  at 95-100% of its best play.
* ``medium``: the highest-scoring play (ties: generation order). No play: exchange
  every tile when allowed, else pass.
* ``hard``: the highest **equity**, score + leave value (:mod:`lexitile.games.crossword.engine.leaves`,
  a table computed by self-play; :mod:`lexitile.games.crossword.engine.equity_ranking`), over every play and, when the rules allow an
  exchange, every exchange (equity = the value of the tiles kept). It does not exchange
  when one more scoreless turn would end the game. With one to six tiles in the bag
  (two players) it compares its best plays by one turn each way over the opponent's
  possible racks (:mod:`lexitile.games.crossword.engine.preendgame`, within :data:`PREENDGAME_WORK`).
  With the bag empty leaves are worth
  nothing (:mod:`lexitile.games.crossword.engine.endgame_choice`); in a two-player game it searches the rest of the game exactly
  (:mod:`lexitile.games.crossword.engine.endgame`, within :data:`ENDGAME_WORK`) and, when that search
  cannot see at least two plies deep in time, looks one reply ahead: for its best
  :data:`ENDGAME_CANDIDATES` plays (by score, plus the swing of going out) it finds the
  opponent's best answer (the opponent's rack is known: the unseen tiles) and keeps the
  play with the best score minus that answer, a play that goes out counting twice the
  opponent's rack (the swing of the settlement), and half the value of the tiles it
  keeps counting against it. The look-ahead stops early once the answers examined
  number :data:`ENDGAME_REPLY_BUDGET` (deterministic, so games stay reproducible).
* ``expert``: two players: the hard robot's best :data:`lexitile.games.crossword.engine.simulation.CANDIDATES`
  plays by static equity, each played out two turns further against racks drawn from
  the unseen tiles, as many times as :data:`EXPERT_SECONDS` allow (every core; or a
  fixed number of deals, ``think_deals``, and then an endgame bounded by
  :data:`ENDGAME_WORK`), chosen by
  mean spread, or by win share once the bag is nearly empty
  (:mod:`lexitile.games.crossword.engine.simulation`); an exchange when the hard robot's would beat
  every play; with the bag empty the exact endgame search within that budget. At a
  table of three or four every opponent answers in turn in the play-outs, the choice is
  by the margin over the best opponent, and with the bag empty the same simulation runs
  over the splits of the unseen tiles between the opponents
  (:mod:`lexitile.games.crossword.engine.simulation_table`).

**Familiar words only**: any level written with :data:`FAMILIAR_SUFFIX`
(``hard+familiar``, or ``Robot(..., familiar=True)``) considers only its plays whose main
word is common and whose cross words are in the frequency list, as ``easy`` does; with
no such play it exchanges or passes. Its look-ahead and simulations still let the
opponents play every word of the list (people and other robots do), and its endgame
skips the exact search (which would play any word) for the one-reply look-ahead.

Robots see only what the seat sees: the board, their own rack and the unseen tiles
(:meth:`lexitile.games.crossword.rules.game.Game.unseen`). Time per move (CPython 3.11, this project's
machine): see ``docs/robots.md`` and ``benchmarks/bench_robots.py``; typically a few
milliseconds, well under the 50 ms target, except the hard robot's last few moves of a
two-player game (the pre-endgame and endgame searches, about a second each) and every
move of the expert (its time budget); ``benchmarks/bench_endgame.py`` measures those.

Typical use::

    robot = Robot("hard", automaton, lexicon, random.Random(7))
    move = robot.choose(game)        # a BoardMove: a play, an exchange or a pass
    make_move(game, move)            # lexitile.games.crossword.rules.make_move: makes it, returns the Event
"""

from __future__ import annotations

import math
import random
import time
from collections.abc import Callable, Container, Mapping, Sequence

from lexitile.core.modes import get_mode
from lexitile.errors import IllegalMoveError, Reason
from lexitile.games.crossword.engine.automaton import Automaton
from lexitile.games.crossword.engine.common_words import (
    EASY_MIN_ZIPF,
    FAMILIAR_SUFFIX,
    LEVELS,
    cross_words_listed,
    load_frequencies,
    parse_level,
)
from lexitile.games.crossword.engine.endgame_choice import ENDGAME_CANDIDATES, ENDGAME_REPLY_BUDGET, endgame_choice
from lexitile.games.crossword.engine.equity_ranking import (
    allowed_exchanges,
    best_by_equity,
    compiled_ranking,
    equity_ranking,
)
from lexitile.games.crossword.engine.leaves import LeaveTable, leave_key, load_leaves
from lexitile.games.crossword.engine.movegen import GeneratedMove, generate_moves
from lexitile.games.crossword.engine.preendgame import preendgame_choice
from lexitile.games.crossword.engine.simulation import SimulationResult, simulate_choice
from lexitile.games.crossword.engine.simulation_table import simulate_table_choice
from lexitile.games.crossword.rules.config import ScorelessKind
from lexitile.games.crossword.rules.game import Game
from lexitile.games.crossword.rules.move import BoardMove

__all__ = [
    "AIMED_LEVELS",
    "DEFAULT_LEVEL",
    "EASY_MIN_ZIPF",
    "ENDGAME_CANDIDATES",
    "ENDGAME_REPLY_BUDGET",
    "ENDGAME_WORK",
    "EXPERT_SECONDS",
    "FAMILIAR_SUFFIX",
    "LEVELS",
    "PREENDGAME_WORK",
    "Robot",
    "load_frequencies",
    "parse_level",
]

#: The levels that aim at a share of their best play (``easy``, ``casual``, ``steady``):
#: level -> (the least share of the best play's score aimed at, common words only).
#: Spaced by self-play so that each wins a share of two-player games against the next
#: (``docs/robots.md``, the ladder).
AIMED_LEVELS: Mapping[str, tuple[float, bool]] = {
    "easy": (0.5, True),
    "casual": (0.9, True),
    "keen": (1.0, True),
    "steady": (0.95, False),
}
#: The level used when none is named.
DEFAULT_LEVEL: str = get_mode("crossword").default_robot_level  # one default per game: the registry's
#: The hard robot's pre-endgame look-ahead (1-6 tiles in the bag) stops taking racks
#: once its answers generated number this many plays (about a second on this project's
#: 2-core machine; a count, not a clock, so games stay reproducible).
PREENDGAME_WORK = 50_000
#: Seconds the expert robot's simulation may take per move.
EXPERT_SECONDS = 3.0
#: The hard robot's exact endgame search (:mod:`lexitile.games.crossword.engine.endgame`) stops once the
#: plays it generated plus the positions it visited number this many (well under a second
#: on this project's machine; a count, not a clock, so games stay reproducible).
ENDGAME_WORK = 40_000


# --------------------------------------------------------------------------- the robot
class Robot:
    """A robot player of one level.

    Args:
        level: one of :data:`LEVELS`, optionally ending in :data:`FAMILIAR_SUFFIX`.
        automaton: the move generator's automaton of the game's lexicon
            (:func:`lexitile.games.crossword.engine.automaton.automaton_for_lexicon`).
        lexicon: the word list (``language`` picks the easy robot's frequency list,
            ``in`` judges challenges); ``None``: English frequencies, challenges judged
            by the automaton.
        rng: random source of the easy robot's choices (``None``: a fresh unseeded one).
        leaves: the hard robot's leave table (default: the game's tile set's table,
            :func:`lexitile.games.crossword.engine.leaves.load_leaves`).
        frequencies: word -> Zipf frequency for ``easy``, ``casual`` and a familiar
            robot (default: the lexicon's language's list; with no list every word
            counts as common).
        endgame_work: budget of the hard robot's exact endgame search (two players, bag
            empty) in plays generated; 0 turns it off (the one-reply look-ahead only).
        endgame_seconds: a wall-clock limit for that search as well (``None``: none,
            the budget alone, so that a seed replays the same game; 0 turns it off).
        endgame_nodes: a budget of positions for that search (``None``: none).
        preendgame_work, preendgame_seconds: the same for the hard robot's look-ahead
            over the draws with 1-6 tiles in the bag.
        think_seconds: the expert robot's time budget per move (simulation).
        think_deals: a fixed number of deals per simulated move instead of the time
            budget (``None``: the budget), so that a seed replays the same choice; the
            expert's endgame search then stops on ``endgame_work`` as the hard robot's
            does, not on the clock.
        workers: processes the expert's simulation uses (``None``: every core).
        familiar: its own plays are common words only (as ``+familiar``).

    Raises:
        ValueError: an unknown level.

    Attributes:
        last_ms: wall-clock milliseconds the last :meth:`choose` took.
        last_equity: the value the last move was ranked by (points: the score for the
            levels that rank by score, score + leave for hard, the simulated spread for
            expert; an exchange's kept tiles' value; 0 for a pass).
        last_play: the generated play behind the last move (its score as the generator
            counted it), ``None`` after an exchange or a pass.
        simulated_moves: moves this robot chose by simulation (expert, a play rather
            than an exchange; two players: tiles in the bag; three or four: also with
            the bag empty).
        simulated_deals: deals those simulations played out, summed.
    """

    def __init__(
        self,
        level: str,
        automaton: Automaton,
        lexicon: Container[str] | None = None,
        rng: random.Random | None = None,
        *,
        leaves: LeaveTable | None = None,
        frequencies: Mapping[str, float] | None = None,
        endgame_work: int = ENDGAME_WORK,
        endgame_seconds: float | None = None,
        endgame_nodes: int | None = None,
        preendgame_work: int = PREENDGAME_WORK,
        preendgame_seconds: float | None = None,
        think_seconds: float = EXPERT_SECONDS,
        think_deals: int | None = None,
        workers: int | None = None,
        familiar: bool = False,
    ):
        level, familiar_level = parse_level(level)
        familiar = familiar or familiar_level
        if think_deals is not None and think_deals < 1:
            raise ValueError(f"think_deals must be at least 1, got {think_deals}")
        self.level = level
        self.automaton = automaton
        self.lexicon = lexicon
        self.rng = rng if rng is not None else random.Random()
        self._leaves = leaves
        aim_low, common_only = AIMED_LEVELS.get(level, (1.0, False))
        self.familiar = familiar
        if frequencies is None and (common_only or familiar):
            frequencies = load_frequencies(getattr(lexicon, "language", "en"))
        #: word -> Zipf frequency when this robot prefers common words (``None``: every word)
        self.frequencies = frequencies if common_only or familiar else None
        #: an aimed level's aim: a random share of its best play's score, from this up to 1
        self.aim_low = aim_low
        #: the least Zipf frequency of a common play's main word
        self.min_zipf = EASY_MIN_ZIPF
        self.last_ms = 0.0
        self.last_equity = 0.0
        self.last_play: GeneratedMove | None = None
        self.endgame_work = endgame_work
        self.endgame_seconds = endgame_seconds
        self.endgame_nodes = endgame_nodes
        self.preendgame_work = preendgame_work
        self.preendgame_seconds = preendgame_seconds
        self.think_seconds = think_seconds
        self.think_deals = think_deals
        self.workers = workers
        self.simulated_moves = 0
        self.simulated_deals = 0

    def __repr__(self) -> str:
        return f"Robot({self.level!r})"

    # ---------------------------------------------------------------- public
    def choose(self, game: Game) -> BoardMove:
        """The move for the player on turn in ``game`` (the game is not changed); what
        it was worth is :attr:`last_equity`, the generated play :attr:`last_play`.

        Raises:
            IllegalMoveError: ``GAME_OVER`` when the game has ended.
        """
        if game.is_over:
            raise IllegalMoveError(Reason.GAME_OVER, "the game is over")
        t = time.perf_counter()
        self.last_play = None
        self.last_equity = 0.0
        try:
            if self.level == "hard":
                return self._hard(game)
            if self.level == "expert":
                return self._expert(game)
            if self.level == "medium":
                return self._medium(game)
            return self._aimed(game)
        finally:
            self.last_ms = (time.perf_counter() - t) * 1000

    def leaves_for(self, game: Game) -> LeaveTable:
        """The leave table used for this game: the one given to the robot, else the
        table of the game's tile set (:func:`lexitile.games.crossword.engine.leaves.load_leaves`)."""
        if self._leaves is not None:
            return self._leaves
        return load_leaves(game.rules.tileset)

    def moves(self, game: Game) -> list[GeneratedMove]:
        """Every legal play of the player on turn (all levels look at all of them), or
        with ``familiar`` only those whose words are all common (:meth:`_is_common`)."""
        rules = game.rules
        moves = generate_moves(game.board, game.rack, rules.tileset, self.automaton, rules.bingo_bonus, rules.rack_size)
        if self.familiar:
            moves = [m for m in moves if self._is_common(game, m)]
        return moves

    def _is_common(self, game: Game, move: GeneratedMove) -> bool:
        """The play's main word is common (Zipf >= :attr:`min_zipf`) and every cross
        word is in the frequency list (no list: every word counts as common)."""
        freq = self.frequencies
        if freq is None:
            return True
        return freq.get(move.spelled(game.board), 0.0) >= self.min_zipf and self._cross_words_common(game, move)

    def ranked(self, game: Game, moves: Sequence[GeneratedMove] | None = None) -> Sequence[tuple[float, GeneratedMove]]:
        """Plays with the hard robot's static equity (score + leave value; the score
        alone when the bag is empty), best first (ties: generation order), as
        ``(equity, move)`` pairs.

        Without ``moves`` and with the compiled core, the plays are generated and ranked
        there (:func:`lexitile.games.crossword.engine.accel.ranked`), except for a robot
        of familiar words, whose plays are filtered first (:meth:`moves`); the pairs then
        come as a :class:`~lexitile.games.crossword.engine.equity_ranking.RankedPlays`,
        equal to the list ranking in Python gives."""
        if moves is None and len(game.bag) and not self.familiar:
            fast = compiled_ranking(game, self.automaton, self.leaves_for(game))
            if fast is not None:
                return fast
        if moves is None:
            moves = self.moves(game)
        return equity_ranking(game, moves, self.leaves_for(game) if len(game.bag) else None)

    def wants_to_challenge(self, game: Game, seat: int) -> bool:
        """True when ``seat`` (a robot) should challenge the play open to challenge:
        some word it formed is not in the robot's lexicon. Robots never challenge
        valid plays."""
        if not game.can_challenge(seat):
            return False
        words = game.pending.words if game.pending is not None else ()
        judge = self.lexicon if self.lexicon is not None else self.automaton
        return any(w not in judge for w in words)

    # ---------------------------------------------------------------- levels
    def _no_play(self, game: Game, leaves: LeaveTable | None = None) -> BoardMove:
        """No play exists: exchange (everything, or for hard the best leave) or pass."""
        if game.can_exchange() and not self._exchange_ends_game(game):
            if leaves is None:
                return self._exchange(leave_key(game.rack)[: len(game.bag)], 0.0)
            give, keep = max(allowed_exchanges(game), key=lambda gk: leaves.value(gk[1]))
            return self._exchange(give, leaves.value(keep))
        return BoardMove.pass_()  # no play and no exchange allowed

    @staticmethod
    def _exchange_ends_game(game: Game) -> bool:
        return game.scoreless_end.ends_after(game.scoreless, ScorelessKind.EXCHANGE, len(game.bag))

    def _medium(self, game: Game) -> BoardMove:
        moves = self.moves(game)
        if not moves:
            return self._no_play(game)
        best = moves[0]
        for m in moves:
            if m.score > best.score:
                best = m
        return self._play(best, float(best.score))

    def _aimed(self, game: Game) -> BoardMove:
        moves = self.moves(game)
        if not moves:
            return self._no_play(game)
        moves = sorted(moves, key=lambda m: -m.score)  # stable: generation order within a score
        rack_len = len(game.rack)
        if not len(game.bag):
            outs = [m for m in moves if m.tiles_played == rack_len]
            pick = outs[0] if outs else self._first_common(game, moves) or moves[0]
            return self._play(pick, float(pick.score))
        freq = self.frequencies
        if freq is None:
            common = moves
        else:
            common = [m for m in moves if freq.get(m.spelled(game.board), 0.0) >= self.min_zipf]
        if common:
            aim = common[0].score * self.rng.uniform(self.aim_low, 1.0)
            start = next((i for i, m in enumerate(common) if m.score <= aim), len(common) - 1)
            order = common[start:] + common[:start][::-1]
            for m in order:
                if self._cross_words_common(game, m):
                    return self._play(m, float(m.score))
        pick = moves[0]
        return self._play(pick, float(pick.score))

    def _first_common(self, game: Game, moves: Sequence[GeneratedMove]) -> GeneratedMove | None:
        freq = self.frequencies
        for m in moves:
            if freq is None or (
                freq.get(m.spelled(game.board), 0.0) >= self.min_zipf and self._cross_words_common(game, m)
            ):
                return m
        return None

    def _cross_words_common(self, game: Game, move: GeneratedMove) -> bool:
        return self.frequencies is None or cross_words_listed(game.board, move, self.frequencies)

    def _hard(self, game: Game) -> BoardMove:
        moves = self.moves(game)
        bag = len(game.bag)
        if bag == 0:
            return self._hard_endgame(game, moves, self.endgame_seconds, self.endgame_work)
        leaves = self.leaves_for(game)
        if not moves:
            return self._no_play(game, leaves)
        best_eq, best = best_by_equity(game, moves, leaves)
        exchange = self._exchange_beating(game, leaves, best_eq)
        if exchange is not None:
            return exchange
        seconds = self.preendgame_seconds
        if 1 <= bag <= 6 and len(game.players) == 2 and self.preendgame_work > 0 and seconds != 0:
            looked = preendgame_choice(
                game,
                self.automaton,
                self.ranked(game, moves),
                time_limit=float("inf") if seconds is None else seconds,
                max_work=self.preendgame_work,
                rng=random.Random(f"{game.seed}:{game.turns_played()}"),
            )
            return self._play(looked.move, looked.value)
        return self._play(best, best_eq)

    def _expert(self, game: Game) -> BoardMove:
        if len(game.players) != 2:
            return self._expert_table(game)
        if not len(game.bag):
            moves = self.moves(game)
            if self.think_deals is not None:
                # a count, not a clock, so that a fixed number of deals replays the same game
                return self._hard_endgame(game, moves, None, self.endgame_work)
            return self._hard_endgame(game, moves, self.think_seconds, None)
        leaves = self.leaves_for(game)
        ranked = self.ranked(game)
        if not ranked:
            return self._no_play(game, leaves)
        exchange = self._exchange_beating(game, leaves, ranked[0][0])
        if exchange is not None:
            return exchange
        return self._simulated(game, ranked, simulate_choice)

    def _simulated(
        self,
        game: Game,
        ranked: Sequence[tuple[float, GeneratedMove]],
        simulate: Callable[..., SimulationResult],
    ) -> BoardMove:
        """The play ``simulate`` (:func:`simulate_choice`, two players, or
        :func:`simulate_table_choice`, three or four) chooses among ``ranked`` within this
        robot's budget (its seconds, or its fixed number of deals), seeded by the game's
        seed and turn so that a seed replays the same choice; the deals are counted."""
        seed = random.Random(f"{game.seed}:{game.turns_played()}").randrange(2**32)
        sim = simulate(
            game,
            self.automaton,
            ranked,
            time_limit=self.think_seconds if self.think_deals is None else math.inf,
            iterations=self.think_deals,
            seed=seed,
            workers=self.workers,
        )
        self.simulated_moves += 1
        self.simulated_deals += sim.iterations
        return self._play(sim.move, sim.value)

    def _play(self, move: GeneratedMove, equity: float) -> BoardMove:
        """The move of a generated play (kept as :attr:`last_play`), ranked at ``equity``."""
        self.last_play, self.last_equity = move, equity
        return move.move

    def _exchange(self, tiles: str, equity: float) -> BoardMove:
        """The move of an exchange of ``tiles`` (sorted, ``?`` a blank), ranked at ``equity``."""
        self.last_equity = equity
        return BoardMove.exchange(tiles)

    def _exchange_beating(self, game: Game, leaves: LeaveTable, equity: float) -> BoardMove | None:
        """The exchange with the best leave when the rules allow one now and its
        equity beats ``equity`` (the best play's), else ``None``."""
        if not game.can_exchange() or self._exchange_ends_game(game):
            return None
        give, keep = max(allowed_exchanges(game), key=lambda gk: leaves.value(gk[1]))
        ex_eq = leaves.value(keep)
        return self._exchange(give, ex_eq) if ex_eq > equity else None

    def _expert_table(self, game: Game) -> BoardMove:
        """Three or four players: the table simulation (:mod:`lexitile.games.crossword.engine.simulation_table`),
        with the bag empty too (over the splits of the unseen tiles between the opponents)."""
        moves = self.moves(game)
        bag = len(game.bag)
        leaves = self.leaves_for(game)
        if not moves:
            return self._no_play(game, leaves if bag else None)
        if bag:
            ranked = self.ranked(game, moves)
            exchange = self._exchange_beating(game, leaves, ranked[0][0])
            if exchange is not None:
                return exchange
        else:  # by score plus what going out gains: the others' racks
            out_bonus = game.rules.tileset.rack_value(list(game.unseen(game.turn).elements()))
            rack_len = len(game.rack)
            ranked = sorted(
                ((m.score + (out_bonus if m.tiles_played == rack_len else 0.0), m) for m in moves),
                key=lambda em: -em[0],
            )
        return self._simulated(game, ranked, simulate_table_choice)

    def _hard_endgame(
        self, game: Game, moves: list[GeneratedMove], seconds: float | None, work: int | None
    ) -> BoardMove:
        """The bag is empty: :func:`lexitile.games.crossword.engine.endgame_choice.endgame_choice`."""
        if not moves:
            return self._no_play(game)
        move, value = endgame_choice(
            game,
            moves,
            self.automaton,
            familiar=self.familiar,
            seconds=seconds,
            work=work,
            nodes=self.endgame_nodes,
        )
        if move is None:  # the endgame search finds passing best
            self.last_equity = value
            return BoardMove.pass_()
        return self._play(move, value)
