"""Scoring a placement, with an itemised breakdown.

Rules (the Mattel Scrabble rules, "Klärung häufig auftretender Fragen"; the GCG word
field, see ``docs/gcg.md``; hand-scored cases in ``tests/``):

- letter premiums apply before word premiums, and only under newly placed tiles;
- word premiums multiply (two DW = x4, two TW = x9);
- each word formed scores on its own, and a premium at a crossing counts in both;
- a blank is worth 0 even on DL/TL, but a word premium under it applies;
- the bingo bonus (50 for all 7 rack tiles) is added after all multipliers.
"""

from __future__ import annotations

from dataclasses import dataclass

from lexitile.games.crossword.rules.board import Board
from lexitile.games.crossword.rules.config import BINGO_BONUS, RACK_SIZE
from lexitile.games.crossword.rules.coords import Direction, format_coordinate
from lexitile.games.crossword.rules.placement import Placement, main_direction
from lexitile.games.crossword.rules.tiles import TileSet


@dataclass(frozen=True, slots=True)
class LetterScore:
    """One square of a scored word.

    Attributes:
        tile: the tile (lower case = blank).
        points: face value (0 for a blank).
        letter_mult: letter premium applied (1 unless newly placed on DL/TL/...).
        new: True when placed by this play.
    """

    tile: str
    points: int
    letter_mult: int
    new: bool


@dataclass(frozen=True, slots=True)
class WordScore:
    """One word formed by a play and its score in points.

    Attributes:
        word: the word as on the board (lower case = blank).
        coordinate: GCG coordinate of its first letter (``8D`` across, ``D8`` down).
        letters: the per-square detail.
        word_mult: product of the word premiums under new tiles.
        score: ``sum(points * letter_mult) * word_mult``.
        main: True for the word in the play's direction.
    """

    word: str
    coordinate: str
    letters: tuple[LetterScore, ...]
    word_mult: int
    score: int
    main: bool

    def explain(self) -> str:
        """Arithmetic as text, e.g. ``JOINT: (8x2+1+1+1+1)x2 = 40``."""
        parts = []
        for ls in self.letters:
            parts.append(f"{ls.points}x{ls.letter_mult}" if ls.letter_mult > 1 else str(ls.points))
        inner = "+".join(parts)
        if self.word_mult > 1:
            inner = f"({inner})x{self.word_mult}"
        return f"{self.word.upper()}: {inner} = {self.score}"


@dataclass(frozen=True, slots=True)
class Score:
    """The score of a play in points.

    Attributes:
        total: points scored, bingo bonus included.
        words: every word formed, the main word first.
        bingo: the bingo bonus included in ``total`` (0 or e.g. 50).
    """

    total: int
    words: tuple[WordScore, ...]
    bingo: int

    def explain(self) -> str:
        """The itemised breakdown as one line."""
        text = "; ".join(w.explain() for w in self.words)
        if self.bingo:
            text += f"; bingo +{self.bingo}"
        return f"{text}; total {self.total}"


def words_formed(board: Board, placement: Placement) -> list[tuple[list[int], bool]]:
    """Every word of 2+ letters the placement forms, as (flat indices, is_main).

    The main word (along the play's direction) comes first; then one cross word per new
    tile that has a neighbour across the play's direction. Assumes the placement is
    already known to lie in one line without gaps.
    """
    if not placement.tiles:
        return []
    cols = board.cols
    extra = {r * cols + c: t for r, c, t in placement.tiles}
    direction = main_direction(board, placement)
    r0, c0, _ = placement.tiles[0]
    out: list[tuple[list[int], bool]] = []
    main = board.word_extent(r0, c0, direction, extra)
    if len(main) > 1:
        out.append((main, True))
    other = direction.other
    for r, c, _ in placement.tiles:
        cross = board.word_extent(r, c, other, extra)
        if len(cross) > 1:
            out.append((cross, len(main) <= 1 and len(out) == 0))
    return out


def score_words(
    board: Board,
    placement: Placement,
    words: list[tuple[list[int], bool]],
    tileset: TileSet,
    bingo_size: int = RACK_SIZE,
    bingo_bonus: int = BINGO_BONUS,
) -> Score:
    """Score already-found words of a placement on the board before it is made.

    Args:
        words: output of :func:`words_formed`.
        bingo_size: tiles that must be placed for the bingo bonus (rack size).
        bingo_bonus: points added after all multipliers.
    """
    layout = board.layout
    cols = board.cols
    lm, wm = layout.letter_mult, layout.word_mult
    extra = {r * cols + c: t for r, c, t in placement.tiles}
    squares = board.squares
    scored = []
    total = 0
    for indices, is_main in words:
        letters = []
        letter_sum = 0
        word_mult = 1
        for i in indices:
            new_tile = extra.get(i)
            tile = new_tile if new_tile is not None else squares[i]
            assert tile is not None, "a scored word covers only filled squares"
            points = tileset.value(tile)
            if new_tile is not None:
                mult = lm[i]
                word_mult *= wm[i]
            else:
                mult = 1
            letter_sum += points * mult
            letters.append(LetterScore(tile, points, mult, new_tile is not None))
        score = letter_sum * word_mult
        total += score
        first = indices[0]
        word_dir = Direction.ACROSS if indices[1] - indices[0] == 1 else Direction.DOWN
        word = "".join(ls.tile for ls in letters)
        coordinate = format_coordinate(first // cols, first % cols, word_dir)
        scored.append(WordScore(word, coordinate, tuple(letters), word_mult, score, is_main))
    bingo = bingo_bonus if len(placement.tiles) >= bingo_size else 0
    return Score(total + bingo, tuple(scored), bingo)


def score_placement(
    board: Board, placement: Placement, tileset: TileSet, bingo_size: int = RACK_SIZE, bingo_bonus: int = BINGO_BONUS
) -> Score:
    """Score a placement on the board before it is made (no legality checks).

    Args:
        board: the board without the new tiles.
        placement: the new tiles.
        tileset: tile values.
        bingo_size, bingo_bonus: see :func:`score_words`.

    Returns:
        The :class:`Score` with one :class:`WordScore` per word formed.
    """
    return score_words(board, placement, words_formed(board, placement), tileset, bingo_size, bingo_bonus)
