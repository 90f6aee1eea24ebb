"""Inference of the opponent's leave from their last play (two players).

A player who chooses by equity (score plus leave value) leaves evidence of what they
kept: for most racks holding the tiles of their play, some other play would have been
much better. Macondo's ``infer`` draws possible leaves and keeps those for which the
play actually made was (nearly) the best; the simulation can then deal the opponent
racks that start with one of them (:func:`lexitile.games.crossword.engine.simulation.simulate_choice`,
``infer``). Only what the table saw is read: the tiles and score of the last play,
never the opponent's rack.
"""

from __future__ import annotations

import random

from lexitile.games.crossword.engine.automaton import Automaton
from lexitile.games.crossword.engine.evaluator import Evaluator
from lexitile.games.crossword.engine.preendgame import best_reply_equity
from lexitile.games.crossword.rules.events import EventKind
from lexitile.games.crossword.rules.game import Game
from lexitile.games.crossword.rules.tiles import BLANK

__all__ = ["INFER_MIN_KEPT", "INFER_TOLERANCE", "infer_leaves"]

#: Points by which the last play may fall short of the best play of a sampled rack for
#: that rack's leave to be kept.
INFER_TOLERANCE = 3.0
#: Fewest leaves that must pass for the inference to be used (else deals are uniform).
INFER_MIN_KEPT = 5


def infer_leaves(game: Game, automaton: Automaton, evaluator: Evaluator, samples: int, seed: int) -> list[str]:
    """The leaves the opponent likely kept with their last play (Macondo's inference).

    Leaves of the size their play left are drawn from the tiles the player on turn cannot
    see (:meth:`lexitile.games.crossword.rules.game.Game.unseen`: never the opponent's actual rack); a
    leave is kept when the play, with that leave, is within :data:`INFER_TOLERANCE`
    points of equity of the best play of that rack on the board before it
    (:func:`lexitile.games.crossword.engine.preendgame.best_reply_equity`), i.e. when a player choosing
    by equity could have made it. Only the play's tiles and score are read.

    Args:
        game: a two-player game; the opponent's last turn is the last turn of its history.
        automaton, evaluator: the lexicon and the equity.
        samples: leaves drawn (0: no inference).
        seed: the draws' random seed.

    Returns:
        The kept leaves (sorted strings, ``?`` for blanks), repeated as drawn; empty when
        the last turn was not a play of the opponent's, left no tiles, or fewer than
        :data:`INFER_MIN_KEPT` leaves passed.
    """
    seat = game.turn
    last = next((e for e in reversed(game.history) if e.kind.is_turn), None)
    if samples <= 0 or last is None or last.kind is not EventKind.PLAY or last.placement is None:
        return []
    if last.player == seat or len(game.players) != 2:
        return []
    rules = game.rules
    tiles = last.placement.tiles
    played = [BLANK if t.islower() else t for _, _, t in tiles]
    size = rules.rack_size - len(played)
    pool = sorted(game.unseen(seat).elements())
    if size <= 0 or size > len(pool) or size > len(game.racks[1 - seat]):
        return []
    board = game.board.copy()
    board.remove(tiles)
    bag = len(game.bag) + len(played)  # before the play they drew as many as they laid
    rng = random.Random(f"{seed}:infer")
    kept: list[str] = []
    for _ in range(samples):
        leave = "".join(sorted(rng.sample(pool, size)))
        rack = "".join(sorted(leave + "".join(played)))
        best, _, _ = best_reply_equity(
            board,
            rack,
            rules.tileset,
            automaton,
            evaluator,
            bag=bag,
            unseen=0,
            bingo_bonus=rules.bingo_bonus,
            rack_size=rules.rack_size,
            bound=True,
        )
        if last.score + evaluator.adjustment(leave, bag) >= best - INFER_TOLERANCE:
            kept.append(leave)
    return kept if len(kept) >= INFER_MIN_KEPT else []
