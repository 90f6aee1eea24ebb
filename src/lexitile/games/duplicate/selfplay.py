"""Headless duplicate games between robots, with the invariants checked every round.

Used by ``lexitile selfplay --game duplicate`` and the tests. The invariants (each a
line of :attr:`GameResult.violations` when broken):

- no tile is made or lost: board, rack and bag hold the whole tile set;
- every rack meets the draw rule's minimum for its round;
- the top is at least every valid play of the round, and a ``hard`` robot scores it;
- no seat scores more than the top, and an invalid play scores 0;
- the totals are the sums of the round scores.
"""

from __future__ import annotations

import random
import time
from collections import Counter
from collections.abc import Container, Sequence
from dataclasses import dataclass, field
from typing import Any

from lexitile.games.crossword.engine.automaton import Automaton
from lexitile.games.crossword.rules.config import RuleSet
from lexitile.games.crossword.rules.tiles import BLANK
from lexitile.games.duplicate.classes import LetterClasses
from lexitile.games.duplicate.draw import meets_minimum
from lexitile.games.duplicate.game import DuplicateGame
from lexitile.games.duplicate.robots import DuplicateRobot

#: A game still running after this many rounds is a violation (a real one has ~20).
MAX_ROUNDS = 200


@dataclass
class GameResult:
    """One headless game.

    Attributes:
        game: the finished game.
        violations: broken invariants, one line each (empty for a sound game).
        seconds: wall-clock time of the game.
    """

    game: DuplicateGame
    violations: list[str]
    seconds: float


def check_round(game: DuplicateGame, full: Counter[str], levels: Sequence[str]) -> list[str]:
    """The invariants of the module docstring after the game's last finished round."""
    out: list[str] = []
    board = [BLANK if t.islower() else t for t in game.board.squares if t is not None]
    if Counter([*board, *game.unplayed, *game.bag.tiles]) != full:
        out.append(f"round {game.round_number}: tiles made or lost")
    if game.rack and not meets_minimum(game.rack, game.classes, game.round_number):
        out.append(f"round {game.round_number}: rack {''.join(game.rack)} below the minimum")
    if game.rounds:
        last = game.rounds[-1]
        for play in last.plays:
            if play.score > last.top.score:
                out.append(f"round {last.number}: seat {play.seat + 1} scored {play.score} over the top")
            if play.bad_words and play.score:
                out.append(f"round {last.number}: seat {play.seat + 1} scored an invalid play")
            if levels[play.seat] == "hard" and play.score != last.top.score:
                out.append(f"round {last.number}: the hard robot scored {play.score}, the top {last.top.score}")
    totals = game.totals()
    if any(t != sum(r.plays[s].score for r in game.rounds) for s, t in enumerate(totals)):
        out.append("totals differ from the sums of the rounds")
    return out


def play_game(
    rules: RuleSet,
    classes: LetterClasses,
    levels: Sequence[str],
    seed: int,
    automaton: Automaton,
    lexicon: Container[str],
) -> GameResult:
    """One game of robots of ``levels`` (one per seat), every round checked.

    Args:
        rules: the rule set; classes: its tile set's vowels and consonants.
        levels: a robot level per seat (1 or more seats).
        seed: the draws' and the robots' randomness.
        automaton, lexicon: the word list.

    Raises:
        ValueError: an unknown level (the message lists the levels).
    """
    started = time.perf_counter()
    robots = [DuplicateRobot(level, random.Random(seed * 31 + k)) for k, level in enumerate(levels)]
    names = [f"{level}-{k + 1}" for k, level in enumerate(levels)]
    game = DuplicateGame(rules, classes, names, automaton, lexicon, random.Random(seed))
    full = Counter(rules.tileset.full_bag())
    violations = check_round(game, full, levels)
    while not game.is_over and game.round_number <= MAX_ROUNDS:
        for seat, robot in enumerate(robots):
            game.enter_move(seat, robot.choose(game))
        game.close_round()
        violations += check_round(game, full, levels)
    if not game.is_over:
        violations.append(f"still running after {MAX_ROUNDS} rounds")
    return GameResult(game, violations, time.perf_counter() - started)


@dataclass
class MatchSummary:
    """Robots' figures over several games, for ``lexitile selfplay --game duplicate``.

    Attributes:
        levels: the level of each seat.
        games: games played.
        top_total: the sum of the tops over all games, in points.
        seat_totals: each seat's points over all games.
        violations: every broken invariant, prefixed with its game.
    """

    levels: tuple[str, ...]
    games: int = 0
    top_total: int = 0
    seat_totals: list[int] = field(default_factory=list)
    violations: list[str] = field(default_factory=list)

    def to_json(self) -> dict[str, Any]:
        """``{"game": "duplicate", "games", "top_total", "sides": [{"level", "total",
        "share_of_top"}]}``: ``top_total`` the mean sum of tops per game, ``total`` the
        seat's mean per game, ``share_of_top`` its points over the sum of the tops."""
        per_game = max(self.games, 1)
        return {
            "game": "duplicate",
            "games": self.games,
            "top_total": round(self.top_total / per_game, 1),
            "sides": [
                {
                    "level": level,
                    "total": round(total / per_game, 1),
                    "share_of_top": round(total / self.top_total, 4) if self.top_total else 0.0,
                }
                for level, total in zip(self.levels, self.seat_totals, strict=True)
            ],
            "violations": self.violations,
        }


def run_match(
    rules: RuleSet,
    classes: LetterClasses,
    levels: Sequence[str],
    games: int,
    seed: int,
    automaton: Automaton,
    lexicon: Container[str],
) -> MatchSummary:
    """``games`` games of the same seats, seeds ``seed``, ``seed + 1``, ...

    Raises:
        ValueError: an unknown level.
    """
    summary = MatchSummary(tuple(levels), seat_totals=[0] * len(levels))
    for k in range(games):
        result = play_game(rules, classes, levels, seed + k, automaton, lexicon)
        summary.games += 1
        summary.top_total += result.game.top_total()
        for seat, total in enumerate(result.game.totals()):
            summary.seat_totals[seat] += total
        summary.violations += [f"game {k + 1}: {v}" for v in result.violations]
    return summary
