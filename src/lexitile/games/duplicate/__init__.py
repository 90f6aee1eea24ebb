"""Duplicate: everyone plays the same rack each round, on the board game's rules engine.

The pure rules package of the mode: no Textual, and file access only in ``files``.
Rule text: the FISF duplicate regulations as generally stated; the readings made
where no text was at hand: the rules card and ``docs/duplicate.md``.

Modules:
    classes: the vowel and consonant classes of a tile set (data).
    draw: the round's rack by the draw rule.
    top: the round's top and its tie-break.
    rounds: a finished round's plays, scores and top.
    game: a game in progress (the engine).
    files: reads the letter classes from ``data/``.
"""

from lexitile.games.duplicate.classes import LetterClasses, parse_letter_classes
from lexitile.games.duplicate.draw import RackDraw, draw_rack, meets_minimum, minimum_for_round
from lexitile.games.duplicate.game import END_NO_PLAY, END_NO_RACK, DuplicateGame
from lexitile.games.duplicate.rounds import RoundResult, SeatPlay
from lexitile.games.duplicate.top import Candidate, engine_top, round_top

__all__ = [
    "END_NO_PLAY",
    "END_NO_RACK",
    "Candidate",
    "DuplicateGame",
    "LetterClasses",
    "RackDraw",
    "RoundResult",
    "SeatPlay",
    "draw_rack",
    "engine_top",
    "meets_minimum",
    "minimum_for_round",
    "parse_letter_classes",
    "round_top",
]
