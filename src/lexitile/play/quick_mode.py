"""Quick mode at a board-game table, without Textual: every placement of a typed word
with the rack of the player on turn, and the draft that puts one of them on the board
(each tile taken from its rack slot, so the rack shows which tiles are placed).

Under challenge rules quick mode shows where the letters fit, never whether they make a
word (the word box gives no verdict there: :attr:`Session.word_box_checks`).

A word may be typed with the coordinate it should go at, as a game record writes a play
(``8H GAZED`` across, ``H8 GAZED`` down, the coordinate before or after the word):
:func:`word_and_coordinate` splits the two, and quick mode then shows that placement only.
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from typing import TYPE_CHECKING

from lexitile.games.crossword.rules.tiles import BLANK
from lexitile.play.draft import Draft, DraftTile

if TYPE_CHECKING:
    from lexitile.games.crossword.engine.movegen import GeneratedMove
    from lexitile.games.crossword.engine.quickmode import WordPlacements
    from lexitile.play.board_session import Session

__all__ = ["draft_of_move", "quick_placements", "word_and_coordinate"]

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
