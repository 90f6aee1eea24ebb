"""Quick mode and hints: engine functions for the UI.

* :func:`placements_of_word`: the player types a word; every legal placement of that
  word with their rack (blanks filled in as needed), best score first, or the reason it
  fits nowhere: not a word, letters not on the rack, or no place on the board.
* :func:`hint`: the best move for the player on turn, with what a hint shows at each
  step (score only; then its position; then the whole move).

Both are pure: the board and game are not changed. A "placement of the word" is a
play whose main word is the typed word; a one-tile play counts when either of the two
words through its tile is the typed word (the move generator lists such a play once,
across).
"""

from __future__ import annotations

import enum
from collections import Counter
from collections.abc import Container, Sequence
from dataclasses import dataclass

from lexitile.core.message import Message
from lexitile.errors import IllegalMoveError
from lexitile.games.crossword.engine.automaton import Automaton
from lexitile.games.crossword.engine.coach import Advice, coach
from lexitile.games.crossword.engine.movegen import GeneratedMove, generate_moves
from lexitile.games.crossword.engine.robots import Robot
from lexitile.games.crossword.rules.board import Board
from lexitile.games.crossword.rules.config import BINGO_BONUS, RACK_SIZE
from lexitile.games.crossword.rules.coords import Direction
from lexitile.games.crossword.rules.game import Game
from lexitile.games.crossword.rules.placement import Placement
from lexitile.games.crossword.rules.scoring import score_words
from lexitile.games.crossword.rules.tiles import BLANK, TileSet
from lexitile.games.crossword.rules.validate import check_placement
from lexitile.lexicon.normalise import normalise, why_not_word
from lexitile.text.render import english

__all__ = ["Hint", "NoFit", "WordPlacements", "hint", "main_words", "placements_by_shape", "placements_of_word"]


class NoFit(enum.Enum):
    """Why a typed word fits nowhere. The value is the stable code; :attr:`message` is
    the sentence the UI shows."""

    NOT_A_WORD = "not-a-word"
    NOT_ON_RACK = "not-on-rack"
    NO_PLACE = "no-place"

    @property
    def message(self) -> str:
        return {
            "not-a-word": "not a word",
            "not-on-rack": "letters not on your rack",
            "no-place": "no place on the board",
        }[self.value]


@dataclass(frozen=True)
class WordPlacements:
    """The answer of :func:`placements_of_word`.

    Attributes:
        word: the typed word as tile letters (upper case).
        moves: every legal placement of it, best score first (ties: the order of the
            board, top to bottom, left to right, across before down).
        reason: ``None`` when ``moves`` is not empty, else why the word fits nowhere.
        message: what to tell the player, as a message (codes ``quick.*``, worded by
            :mod:`lexitile.text.quick_texts`): ``quick.placements`` (fields ``n``,
            ``move``, ``score``) or the reason with its particulars
            (``quick.not-on-rack``, field ``letters``).
    """

    word: str
    moves: tuple[GeneratedMove, ...]
    reason: NoFit | None
    message: Message

    def __bool__(self) -> bool:
        return bool(self.moves)

    @property
    def detail(self) -> str:
        """:attr:`message` in English: ``"3 places, best 8H QUIT 28"``,
        ``"letters not on your rack: Q, Z"``."""
        return english(self.message)


def _found(w: str, moves: tuple[GeneratedMove, ...], code: str = "quick.placements") -> WordPlacements:
    first = moves[0]
    found = Message(code, {"n": len(moves), "move": first.notation, "score": first.score})
    return WordPlacements(w, moves, None, found)


def _not_on_rack(w: str, missing: Sequence[str]) -> WordPlacements:
    return WordPlacements(w, (), NoFit.NOT_ON_RACK, Message("quick.not-on-rack", {"letters": tuple(sorted(missing))}))


def _no_place(w: str) -> WordPlacements:
    return WordPlacements(w, (), NoFit.NO_PLACE, Message("quick.no-place", {"word": w}))


def _not_a_word(w: str, why: str | None = None) -> WordPlacements:
    if not w:
        return WordPlacements(w, (), NoFit.NOT_A_WORD, Message("quick.type-a-word"))
    if why is None:
        return WordPlacements(w, (), NoFit.NOT_A_WORD, Message("quick.not-a-word", {"word": w}))
    return WordPlacements(w, (), NoFit.NOT_A_WORD, Message("quick.not-a-word-because", {"word": w, "why": why}))


def _clean(word: str, language: str | None) -> str:
    w = word.strip()
    if language is not None:
        try:
            return normalise(w, language)
        except Exception:  # noqa: BLE001 - an odd character: compare as typed
            return w.upper()
    return w.upper()


def main_words(board: Board, move: GeneratedMove) -> tuple[str, ...]:
    """The words a move counts as for quick mode: its main word, and for a one-tile play
    also the word the other way through the tile (upper case)."""
    main = move.spelled(board)
    if move.tiles_played != 1:
        return (main,)
    ((r, c, t),) = move.tiles
    extra = {r * board.cols + c: t}
    other = Direction.ACROSS if move.down else Direction.DOWN
    idx = board.word_extent(r, c, other, extra)
    if len(idx) < 2:
        return (main,)
    cross = "".join((extra.get(i) or board.squares[i] or "").upper() for i in idx)
    return (main, cross)


def placements_of_word(
    board: Board,
    rack: Sequence[str],
    word: str,
    tileset: TileSet,
    automaton: Automaton,
    lexicon: Container[str] | None = None,
    bingo_bonus: int = BINGO_BONUS,
    rack_size: int = RACK_SIZE,
    *,
    down_on_empty_board: bool = False,
) -> WordPlacements:
    """Every legal placement of ``word`` with ``rack``, best score first.

    Args:
        board: the position (not modified).
        rack: the player's tiles, ``?`` for a blank.
        word: the typed word, any case; spelled in tile letters with the lexicon's
            language rules when the lexicon has a ``language`` (``straße`` -> STRASSE).
        tileset: tile values (and the letters a blank may stand for).
        automaton: the move generator's automaton of the lexicon.
        lexicon: decides "not a word" (default: the automaton's word list).
        bingo_bonus, rack_size: as :func:`lexitile.games.crossword.engine.movegen.generate_moves`.
        down_on_empty_board: on the empty board also the plays down (by default only
            those across: the others are their transposes), for a player who asked
            for a placement down by its coordinate.

    Returns:
        A :class:`WordPlacements`; when it is empty, ``reason`` is ``NOT_A_WORD`` (not in
        the lexicon, or shorter than 2 letters), ``NOT_ON_RACK`` (the rack, blanks
        included, lacks letters of the word and no placement takes them from the board)
        or ``NO_PLACE`` (the rack could spell it but it fits nowhere).
    """
    w = _clean(word, getattr(lexicon, "language", None))
    judge = lexicon if lexicon is not None else automaton
    if len(w) < 2 or w not in judge:
        return _not_a_word(w)
    letters = set(w)
    # Only the word's letters and blanks can be played: a smaller rack, a faster search.
    sub_rack = [t for t in rack if t == BLANK or t.upper() in letters]
    found: list[GeneratedMove] = []
    if sub_rack:
        plays = generate_moves(
            board,
            sub_rack,
            tileset,
            automaton,
            bingo_bonus,
            rack_size,
            dedupe_empty_board_transposes=not down_on_empty_board,
        )
        for m in plays:
            if w in main_words(board, m):
                found.append(m)
    if found:
        found.sort(key=lambda m: (-m.score, m.row, m.col, m.down))
        return _found(w, tuple(found))
    have = Counter(t.upper() for t in rack if t != BLANK)
    blanks = sum(1 for t in rack if t == BLANK)
    need = Counter(w)
    missing = need - have
    if sum(missing.values()) > blanks:
        return _not_on_rack(w, list(missing))
    return _no_place(w)


@dataclass(frozen=True)
class Hint:
    """The best move for the player on turn, in the three steps a hint shows.

    Attributes:
        move: the move (``None`` when there is no play).
        score: its score (0 without a play).
        coordinate: the GCG coordinate of the main word (``8H``, ``H8``), ``""`` without a play.
        squares: the ``(row, col)`` squares of the new tiles (0-based).
        text: the whole move in GCG notation (``8H QU.T``).
        equity: what the chooser ranked it by.
        advice: the coach's last step (:func:`lexitile.games.crossword.engine.coach.coach`): the top
            plays with equity and leave, and whether an exchange beats every play
            (which tiles to keep); ``None`` when not asked for.
    """

    move: GeneratedMove | None
    score: int
    coordinate: str
    squares: tuple[tuple[int, int], ...]
    text: str
    equity: float
    advice: Advice | None = None


def hint(
    game: Game,
    automaton: Automaton,
    *,
    level: str = "hard",
    lexicon: Container[str] | None = None,
    advise: bool = True,
) -> Hint:
    """The best play for the player on turn, as the robot of ``level`` would choose it
    among plays (``hard``: by equity, ``medium``: by score); with ``advise`` also the
    coach's top plays and exchange advice (:attr:`Hint.advice`).

    Raises:
        IllegalMoveError: ``GAME_OVER`` when the game has ended.
    """
    robot = Robot(level if level in ("hard", "medium") else "medium", automaton, lexicon)
    if game.is_over:
        robot.choose(game)  # raises GAME_OVER
    advice = coach(game, automaton) if advise else None
    moves = robot.moves(game)
    if not moves:
        return Hint(None, 0, "", (), "", 0.0, advice)
    if robot.level == "hard" and len(game.bag):
        eq, best = robot.ranked(game, moves)[0]
    else:
        best = max(moves, key=lambda m: m.score)
        eq = float(best.score)
    squares = tuple((r, c) for r, c, _ in best.tiles)
    return Hint(best, best.score, best.coordinate, squares, best.notation, eq, advice)


def placements_by_shape(game: Game, word: str) -> WordPlacements:
    """Every legal placement of ``word`` for the player on turn, whether it is a word
    or not: the quick mode of games where words are judged only when challenged.

    The Mattel rule text allows a dictionary only to settle a challenge, so under
    challenge rules quick mode may show where the typed letters fit but must not tell a
    word from a phony: the word list is never consulted here. A placement is a play
    whose main word (across or down) is exactly the typed word; squares already
    covered must hold its letters, the rest come from the rack (a blank stands in for a
    missing letter), and the play must pass the engine's placement rules (connection,
    the start square, the first play's tiles). Cross words are scored but not judged.

    Args:
        game: the position; neither it nor its board is changed.
        word: the typed word, any case, spelled with the lexicon's language rules when
            the game's lexicon names its language.

    Returns:
        A :class:`WordPlacements`, first the placements that make fewer other words (a
        cross word is a word the player has not vouched for: each one can be
        challenged off), then best score first (ties: top to bottom, left to right,
        across before down), with the message ``quick.placements-fewest-words``;
        ``reason`` ``NOT_A_WORD`` only for spellings that can never
        be a word (empty, one letter, digits or hyphens: :func:`lexitile.lexicon.why_not_word`),
        ``NOT_ON_RACK`` or ``NO_PLACE`` as :func:`placements_of_word`.
    """
    language = getattr(game.lexicon, "language", None) or "en"
    w = _clean(word, language)
    if not w:
        return _not_a_word(w)
    reason = why_not_word(word, language)
    if reason is not None:
        return _not_a_word(w, reason)
    board, rules, rack = game.board, game.rules, list(game.rack)
    found: dict[tuple[tuple[int, int, str], ...], tuple[int, GeneratedMove]] = {}  # other words, move
    n = len(w)
    for down in (False, True):
        dr, dc = (1, 0) if down else (0, 1)
        for row in range(board.rows):
            for col in range(board.cols):
                end_r, end_c = row + dr * (n - 1), col + dc * (n - 1)
                if end_r >= board.rows or end_c >= board.cols:
                    continue
                before, after = (row - dr, col - dc), (end_r + dr, end_c + dc)
                if any(
                    0 <= r < board.rows and 0 <= c < board.cols and board.squares[r * board.cols + c]
                    for r, c in (before, after)
                ):
                    continue  # the word would run on into a tile already there
                move = _shape_at(board, rack, w, row, col, down)
                if move is None:
                    continue
                tiles, text = move
                if tiles in found:
                    continue  # a one-tile play found both ways
                placement = Placement.of(tiles, Direction.DOWN if down else Direction.ACROSS)
                try:
                    checked = check_placement(board, placement, rules.tileset, rack, None, rules.first_play_min_tiles)
                except IllegalMoveError:
                    continue
                score = score_words(board, placement, checked.words, rules.tileset, rules.rack_size, rules.bingo_bonus)
                found[tiles] = (len(checked.words) - 1, GeneratedMove(score.total, row, col, down, text))
    ranked = sorted(found.values(), key=lambda om: (om[0], -om[1].score, om[1].row, om[1].col, om[1].down))
    moves = [move for _, move in ranked]
    if moves:
        return _found(w, tuple(moves), "quick.placements-fewest-words")
    have = Counter(t.upper() for t in rack if t != BLANK)
    missing = Counter(w) - have
    if sum(missing.values()) > sum(1 for t in rack if t == BLANK):
        return _not_on_rack(w, list(missing))
    return _no_place(w)


def _shape_at(
    board: Board, rack: Sequence[str], word: str, row: int, col: int, down: bool
) -> tuple[tuple[tuple[int, int, str], ...], str] | None:
    """The new tiles (sorted) and notation (``.`` for a square already covered, as
    :class:`GeneratedMove` writes it) of ``word`` written from ``(row, col)``, or
    ``None`` when a covered square holds another letter or the rack lacks a tile."""
    dr, dc = (1, 0) if down else (0, 1)
    left = Counter(rack)
    tiles: list[tuple[int, int, str]] = []
    text: list[str] = []
    for i, letter in enumerate(word):
        r, c = row + dr * i, col + dc * i
        there = board.squares[r * board.cols + c]
        if there:
            if there.upper() != letter:
                return None
            text.append(".")
            continue
        if left[letter] > 0:
            left[letter] -= 1
            tile = letter
        elif left[BLANK] > 0:
            left[BLANK] -= 1
            tile = letter.lower()
        else:
            return None
        tiles.append((r, c, tile))
        text.append(tile)
    if not tiles:
        return None
    return tuple(sorted(tiles)), "".join(text)
