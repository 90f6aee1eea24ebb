"""Small builders for rule tests: boards from GCG plays, standard rules."""

from __future__ import annotations

from lexitile.games.crossword.catalog import load_rules
from lexitile.games.crossword.rules.board import Board
from lexitile.games.crossword.rules.config import RuleSet
from lexitile.games.crossword.rules.placement import placement_from_notation
from lexitile.games.crossword.rules.scoring import Score, score_words
from lexitile.games.crossword.rules.validate import check_placement

RULES: RuleSet = load_rules("mattel")


def new_board() -> Board:
    """An empty standard 15x15 board."""
    return Board(RULES.layout)


def play(board: Board, coordinate: str, word: str, lexicon=None) -> Score:
    """Check, score and place a play given in GCG notation; return its score."""
    placement = placement_from_notation(board, coordinate, word)
    checked = check_placement(board, placement, RULES.tileset, lexicon=lexicon)
    score = score_words(board, placement, checked.words, RULES.tileset)
    board.put(placement.tiles)
    return score


def board_with(*plays: str) -> Board:
    """A board after the given plays, each ``"8D CRATE"``."""
    board = new_board()
    for text in plays:
        coordinate, word = text.split()
        play(board, coordinate, word)
    return board
