"""Inference of the opponent's leave from their last play: the leaves kept fit the play,
the opponent's true leave passes when they chose by equity, and it reads no hidden rack."""

from __future__ import annotations

import functools
from collections import Counter

from lexitile.games.crossword.catalog import load_rules
from lexitile.games.crossword.engine import accel
from lexitile.games.crossword.engine.automaton import Automaton, automaton_for_lexicon
from lexitile.games.crossword.engine.evaluator import Evaluator
from lexitile.games.crossword.engine.inference import INFER_TOLERANCE, infer_leaves
from lexitile.games.crossword.engine.preendgame import best_reply_equity
from lexitile.games.crossword.engine.robots import Robot
from lexitile.games.crossword.engine.simulation import simulate_choice
from lexitile.games.crossword.rules.events import EventKind
from lexitile.games.crossword.rules.game import Game
from lexitile.games.crossword.rules.make_move import make_move
from lexitile.lexicon import load_lexicon


@functools.lru_cache(maxsize=1)
def english() -> Automaton:
    return automaton_for_lexicon(load_lexicon("en"))


def after_hard_turns(seed: int, turns: int) -> Game:
    game = Game(load_rules("mattel"), ["A", "B"], seed=seed)
    robot = Robot("hard", english())
    for _ in range(turns):
        make_move(game, robot.choose(game))
    return game


def fits(game: Game, leave: str, ev: Evaluator) -> bool:
    """The criterion computed here on the pure path: the last play with ``leave`` within
    the tolerance of the best play of that rack on the board before it."""
    last = game.history[-1]
    played = ["?" if t.islower() else t for _, _, t in last.placement.tiles]
    board = game.board.copy()
    board.remove(last.placement.tiles)
    bag = len(game.bag) + len(played)
    with accel.use_backend("pure"):
        best, _, _ = best_reply_equity(
            board,
            "".join(sorted(leave + "".join(played))),
            game.rules.tileset,
            english(),
            ev,
            bag=bag,
            unseen=0,
            bingo_bonus=50,
            rack_size=7,
        )
    return last.score + ev.adjustment(leave, bag) >= best - INFER_TOLERANCE


def test_kept_leaves_fit_the_last_play_and_are_drawn_from_the_unseen_tiles():
    game = after_hard_turns(21, 5)
    last = game.history[-1]
    assert last.kind is EventKind.PLAY and last.player != game.turn
    ev = Evaluator(game.rules.tileset)
    kept = infer_leaves(game, english(), ev, 60, seed=4)
    size = 7 - len(last.placement.tiles)
    unseen = game.unseen(game.turn)
    assert kept, "a hard robot's play is explained by some leaves"
    assert len(kept) < 60, "and not by every leave"
    for leave in set(kept):
        assert len(leave) == size and not Counter(leave) - unseen
        assert fits(game, leave, ev)
    assert infer_leaves(game, english(), ev, 60, seed=4) == kept


def test_the_opponents_true_leave_passes_when_they_chose_by_equity():
    ev = Evaluator(load_rules("mattel").tileset)
    for seed in (21, 22, 23):
        game = after_hard_turns(seed, 5)
        last = game.history[-1]
        true_leave = Counter(last.rack)
        true_leave.subtract("?" if t.islower() else t for _, _, t in last.placement.tiles)
        assert fits(game, "".join(sorted(true_leave.elements())), ev)


def test_no_inference_after_a_pass_or_an_exchange_or_at_the_start():
    game = Game(load_rules("mattel"), ["A", "B"], seed=3)
    ev = Evaluator(game.rules.tileset)
    assert infer_leaves(game, english(), ev, 50, seed=1) == []
    game.pass_turn()
    assert infer_leaves(game, english(), ev, 50, seed=1) == []


def test_a_simulation_with_inference_repeats_with_its_seed():
    game = after_hard_turns(21, 5)
    ranked = Robot("hard", english()).ranked(game)
    runs = [
        simulate_choice(game, english(), ranked, time_limit=600, iterations=8, seed=3, workers=1, infer=40)
        for _ in range(2)
    ]
    assert runs[0].stats == runs[1].stats and runs[0].iterations == 8
