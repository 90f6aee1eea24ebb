"""Placement validation: each failure with its own reason code and message.

Rules (the Mattel Scrabble rules; the Kreuzwort rules text; the rule cases in
``tests/``):

- all new tiles lie in one row or one column, on empty squares of the board;
- no gaps, except squares already covered by tiles;
- the first play covers the start square with at least 2 tiles;
- every later play touches a tile already on the board;
- every word formed (main word and each cross word) has 2+ letters and is in the
  lexicon (when one is given);
- the tiles come from the rack (when one is given) and each blank is given a letter.
"""

from __future__ import annotations

from collections.abc import Container, Sequence
from dataclasses import dataclass

from lexitile.errors import IllegalMoveError, Reason
from lexitile.games.crossword.rules.board import Board
from lexitile.games.crossword.rules.coords import square_name
from lexitile.games.crossword.rules.placement import Placement
from lexitile.games.crossword.rules.scoring import words_formed
from lexitile.games.crossword.rules.tiles import BLANK, TileSet, missing_from_rack


@dataclass(frozen=True, slots=True)
class CheckedPlay:
    """A placement that passed the board checks, with the words it forms.

    Attributes:
        words: (flat indices, is_main) per word of 2+ letters, main word first.
        word_texts: the same words as text (lower case for blanks).
    """

    words: list[tuple[list[int], bool]]
    word_texts: tuple[str, ...]


def check_geometry(board: Board, placement: Placement, first_play_min_tiles: int = 2) -> CheckedPlay:
    """Check where the tiles go, independent of rack and lexicon.

    Raises:
        IllegalMoveError: with reason ``NO_TILES``, ``OFF_BOARD``, ``OCCUPIED``,
            ``BLANK_WITHOUT_LETTER``, ``NOT_IN_LINE``, ``GAP``, ``START_NOT_COVERED``,
            ``FIRST_PLAY_TOO_SHORT``, ``NOT_CONNECTED`` or ``NO_WORD``.
    """
    tiles = placement.tiles
    if not tiles:
        raise IllegalMoveError(Reason.NO_TILES, "a play must place at least one tile")
    seen = set()
    for r, c, t in tiles:
        if not board.on_board(r, c):
            raise IllegalMoveError(
                Reason.OFF_BOARD, f"row {r + 1}, column {c + 1} is off the board", fields={"row": r + 1, "col": c + 1}
            )
        if board.at(r, c) is not None or (r, c) in seen:
            raise IllegalMoveError(
                Reason.OCCUPIED, f"{square_name(r, c)} is already covered", fields={"square": square_name(r, c)}
            )
        seen.add((r, c))
        if t == BLANK:
            raise IllegalMoveError(
                Reason.BLANK_WITHOUT_LETTER,
                f"the blank on {square_name(r, c)} needs a letter",
                fields={"square": square_name(r, c)},
            )
    rows = {r for r, _, _ in tiles}
    cols = {c for _, c, _ in tiles}
    if len(rows) > 1 and len(cols) > 1:
        raise IllegalMoveError(Reason.NOT_IN_LINE, "all tiles of a play must lie in one row or one column")
    (r0, c0, _), (r1, c1, _) = tiles[0], tiles[-1]
    if len(rows) == 1:
        gaps = [(r0, c) for c in range(c0, c1 + 1) if (r0, c) not in seen and board.at(r0, c) is None]
    else:
        gaps = [(r, c0) for r in range(r0, r1 + 1) if (r, c0) not in seen and board.at(r, c0) is None]
    if gaps:
        names = ", ".join(square_name(r, c) for r, c in gaps)
        raise IllegalMoveError(
            Reason.GAP,
            f"the tiles must form one unbroken line: {names} left empty",
            fields={"squares": tuple(square_name(r, c) for r, c in gaps)},
        )
    if board.is_empty:
        start = board.layout.start
        if start not in seen:
            raise IllegalMoveError(
                Reason.START_NOT_COVERED,
                f"the first play must cover the start square {square_name(*start)}",
                fields={"square": square_name(*start)},
            )
        if len(tiles) < first_play_min_tiles:
            raise IllegalMoveError(
                Reason.FIRST_PLAY_TOO_SHORT,
                f"the first play needs at least {first_play_min_tiles} tiles",
                fields={"n": first_play_min_tiles},
            )
    else:
        touches = any(
            board.at(r + dr, c + dc) is not None for r, c, _ in tiles for dr, dc in ((0, 1), (0, -1), (1, 0), (-1, 0))
        )
        if not touches:
            raise IllegalMoveError(Reason.NOT_CONNECTED, "the play must touch a tile already on the board")
    words = words_formed(board, placement)
    if not words:
        raise IllegalMoveError(Reason.NO_WORD, "the play must form a word of at least 2 letters")
    extra = {r * board.cols + c: t for r, c, t in tiles}
    texts = tuple("".join(extra.get(i) or board.squares[i] or "" for i in idx) for idx, _ in words)
    return CheckedPlay(words, texts)


def check_letters(placement: Placement, tileset: TileSet) -> None:
    """Every placed tile is a letter of the tile set (blanks as lower case).

    Raises:
        IllegalMoveError: ``UNKNOWN_LETTER``.
    """
    for r, c, t in placement.tiles:
        if t != BLANK and not tileset.is_letter(t):
            raise IllegalMoveError(
                Reason.UNKNOWN_LETTER,
                f"{t!r} on {square_name(r, c)} is not a letter of the {tileset.name} tile set",
                fields={"letter": repr(t), "square": square_name(r, c), "tileset": tileset.name},
            )


def check_rack(placement: Placement, rack: Sequence[str]) -> None:
    """The rack holds every placed tile (a lower-case letter needs a blank).

    Raises:
        IllegalMoveError: ``TILE_NOT_ON_RACK``.
    """
    missing = missing_from_rack(rack, [t for _, _, t in placement.tiles])
    if missing:
        shown = "".join("?" if t.islower() else t for t in missing)
        raise IllegalMoveError(
            Reason.TILE_NOT_ON_RACK,
            f"not on the rack {''.join(rack)}: {shown}",
            fields={"rack": "".join(rack), "tiles": shown},
        )


def check_words(word_texts: Sequence[str], lexicon: Container[str]) -> None:
    """Every word formed is in the lexicon.

    Raises:
        IllegalMoveError: ``NOT_A_WORD`` listing every word not found (upper case).
    """
    bad = tuple(w.upper() for w in word_texts if w.upper() not in lexicon)
    if bad:
        raise IllegalMoveError(Reason.NOT_A_WORD, f"not in the lexicon: {', '.join(bad)}", bad, fields={"words": bad})


def check_placement(
    board: Board,
    placement: Placement,
    tileset: TileSet,
    rack: Sequence[str] | None = None,
    lexicon: Container[str] | None = None,
    first_play_min_tiles: int = 2,
) -> CheckedPlay:
    """All placement checks in rule order; returns the words formed.

    Args:
        board: the board before the play.
        placement: the new tiles.
        tileset: the alphabet (letters allowed on tiles).
        rack: the player's rack, or ``None`` to skip the rack check.
        lexicon: anything supporting ``word in lexicon`` (upper case), or ``None`` to
            skip word checks (challenge mode, or replaying a record).
        first_play_min_tiles: tiles the first play must place (2 in every rule text).

    Raises:
        IllegalMoveError: the first rule broken, with its :class:`Reason`.
    """
    check_letters(placement, tileset)
    if rack is not None:
        check_rack(placement, rack)
    checked = check_geometry(board, placement, first_play_min_tiles)
    if lexicon is not None:
        check_words(checked.word_texts, lexicon)
    return checked
