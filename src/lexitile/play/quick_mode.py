"""Quick mode at a board-game table, without Textual: every placement of a typed word
with the rack of the player on turn, and the draft that puts one of them on the board
(each tile taken from its rack slot, so the rack shows which tiles are placed).

Under challenge rules quick mode shows where the letters fit, never whether they make a
word (the word box gives no verdict there: :attr:`Session.word_box_checks`).

A word may be typed with the coordinate it should go at, as a game record writes a play
(``8H GAZED`` across, ``H8 GAZED`` down, the coordinate before or after the word):
:func:`word_and_coordinate` splits the two, and quick mode then shows that placement only.
A record's marks of the tiles already on the board may be typed too (``K6 CO.EN``, as
the history and GCG write it, or ``K6 co(z)en``): :func:`spelled_out` writes them out.
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from typing import TYPE_CHECKING

from lexitile.core.message import Message
from lexitile.errors import IllegalMoveError, MoveSyntaxError
from lexitile.games.crossword.rules.coords import Coordinate, Direction, parse_coordinate, square_name
from lexitile.games.crossword.rules.placement import Placement
from lexitile.games.crossword.rules.tiles import BLANK
from lexitile.play.draft import Draft, DraftTile

if TYPE_CHECKING:
    from lexitile.games.crossword.engine.movegen import GeneratedMove
    from lexitile.games.crossword.engine.quickmode import WordPlacements
    from lexitile.games.crossword.rules.board import Board
    from lexitile.games.crossword.rules.game import Game
    from lexitile.play.board_session import Session

__all__ = [
    "draft_of_move",
    "quick_placements",
    "read_typed",
    "spelled_out",
    "typed_word",
    "why_not_at",
    "word_and_coordinate",
]

#: a GCG coordinate as :func:`lexitile.games.crossword.rules.coords.parse_coordinate` reads it
_COORDINATE = r"\d{1,2}[A-Za-z]|[A-Za-z]\d{1,2}"
#: a coordinate and a word, either first, one space or more between them
_WORD_AT = re.compile(
    rf"^\s*(?:(?P<before>{_COORDINATE})\s+(?P<word>\S+)|(?P<word2>\S+)\s+(?P<after>{_COORDINATE}))\s*$"
)


def word_and_coordinate(text: str) -> tuple[str, str | None]:
    """Split what was typed in the word box into the word and the coordinate typed
    with it, ``None`` when there is none: ``"8H gazed"`` -> ``("gazed", "8H")``,
    ``"gazed h8"`` -> ``("gazed", "h8")``, ``"gazed"`` -> ``("gazed", None)``.

    A coordinate holds a digit and a word never does, so the two cannot be taken for
    each other; whether the coordinate is on the board is for the caller to check
    (:func:`lexitile.games.crossword.rules.coords.parse_coordinate`). Text of any other
    shape is returned whole, as the word.
    """
    match = _WORD_AT.match(text)
    if match is None:
        return text.strip(), None
    if match["before"] is not None:
        return match["word"], match["before"]
    return match["word2"], match["after"]


def spelled_out(word: str, board: Board | None = None, at: Coordinate | None = None) -> str:
    """``word`` with a game record's marks of tiles already on the board written out:
    brackets round them dropped (``co(z)en`` -> ``cozen``), and with the coordinate the
    word starts at, each dot replaced by the letter on its square (``co.en`` at ``K6``
    with a Z on K8 -> ``coZen``). A dot that no tile stands for stays (the word is then
    no word); without a board or a coordinate dots stay too.

    Args:
        word: the word as typed (any case).
        board: the position the word is to be played on.
        at: where the word starts and which way it reads.
    """
    word = word.replace("(", "").replace(")", "")
    if board is None or at is None or "." not in word:
        return word
    dr, dc = (1, 0) if at.direction is Direction.DOWN else (0, 1)
    letters = []
    for i, letter in enumerate(word):
        r, c = at.row + i * dr, at.col + i * dc
        tile = board.at(r, c) if letter == "." else None  # None off the board too
        letters.append(tile.upper() if tile is not None else letter)
    return "".join(letters)


def read_typed(text: str, board: Board) -> tuple[str, Coordinate | None]:
    """What was typed in the word box as a word and where it goes on ``board``: the
    coordinate typed with it (:func:`word_and_coordinate`), ``None`` without one, and
    the tiles the word plays through written out (:func:`spelled_out`).

    Raises:
        MoveSyntaxError: the coordinate names no square of ``board``.
    """
    word, typed_at = word_and_coordinate(text)
    at = None if typed_at is None else parse_coordinate(typed_at, board.rows, board.cols)
    return spelled_out(word, board, at), at


def typed_word(text: str, board: Board | None = None) -> str:
    """The word of what was typed in the word box (:func:`read_typed`), also when its
    coordinate names no square (the dots then stay) or there is no board."""
    if board is not None:
        try:
            return read_typed(text, board)[0]
        except MoveSyntaxError:
            pass
    return spelled_out(word_and_coordinate(text)[0])


def why_not_at(game: Game, word: str, at: Coordinate) -> Message | None:
    """Why ``word`` cannot be played from ``at`` by the player on turn, as the rules say
    it (codes ``quick.*`` or the engine's refusal: the start square not covered, no
    tile touched, a cross word not in the list, letters not on the rack...), or ``None``
    when nothing in the rules refuses it there (the word then reads on as a longer
    word through the tiles beside it).

    Args:
        game: the game, the player on turn's rack included.
        word: the word in tile letters (upper case), tiles on the board written out.
        at: where it starts and which way it reads.
    """
    board = game.board
    dr, dc = (1, 0) if at.direction is Direction.DOWN else (0, 1)
    rack = list(game.rack)
    tiles = []
    for i, letter in enumerate(word):
        r, c = at.row + i * dr, at.col + i * dc
        if not board.on_board(r, c):
            return Message("quick.off-board-at", {"word": word, "coordinate": str(at)})
        there = board.at(r, c)
        if there is not None:
            if there.upper() != letter:
                return Message(
                    "quick.square-holds", {"square": square_name(r, c), "tile": there.upper(), "letter": letter}
                )
            continue
        if letter in rack:
            rack.remove(letter)
            tiles.append((r, c, letter))
        elif BLANK in rack:
            rack.remove(BLANK)
            tiles.append((r, c, letter.lower()))
        else:
            tiles.append((r, c, letter))  # the rules say which letters are missing
    try:
        game.check_play(Placement.of(tiles, at.direction))
    except IllegalMoveError as exc:
        return exc.message
    return None


def quick_placements(session: Session, word: str, *, down_on_empty_board: bool = False) -> WordPlacements:
    """Every placement of ``word`` for the player on turn, best score first (blocking:
    may build the move generator's automaton; call it from a worker thread).
    ``down_on_empty_board``: on the empty board the plays down too (only those across
    by default, the others being their transposes), for a coordinate typed down.

    Raises:
        NoAutomaton: the lexicon has no word list (not raised under challenge rules,
            where no word list is asked).
    """
    from lexitile.games.crossword.engine.quickmode import placements_by_shape, placements_of_word  # noqa: PLC0415 - loaded on first use, not at start-up

    game = session.game
    if not session.word_box_checks:
        return placements_by_shape(game, word)
    from lexitile.games.crossword.engine.automaton_cache import automaton_of  # noqa: PLC0415 - loaded on first use, not at start-up

    rules = game.rules
    return placements_of_word(
        game.board,
        list(game.rack),
        word,
        rules.tileset,
        automaton_of(game.lexicon),
        game.lexicon,
        rules.bingo_bonus,
        rules.rack_size,
        down_on_empty_board=down_on_empty_board,
    )


def draft_of_move(rows: int, cols: int, rack: Sequence[str], move: GeneratedMove) -> Draft | None:
    """The draft that places ``move`` with tiles from ``rack`` (the rack as shown), or
    ``None`` when the rack does not hold its tiles (a blank, ``?``, for each lower-case
    letter).

    Args:
        rows, cols: the board's size.
        rack: the rack in the player's order (slots).
        move: a placement of quick mode.
    """
    draft = Draft(rows, cols, (move.row, move.col))
    draft.direction = move.direction
    free = list(range(len(rack)))
    for r, c, t in move.tiles:
        want = BLANK if t.islower() else t
        slot = next((i for i in free if rack[i] == want), None)
        if slot is None:
            return None
        free.remove(slot)
        draft.tiles.append(DraftTile(r, c, t, slot))
    draft.cursor = (move.row, move.col)
    return draft
