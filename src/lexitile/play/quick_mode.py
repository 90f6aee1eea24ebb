"""Quick mode at a board-game table, without Textual: every placement of a typed word
with the rack of the player on turn, and the draft that puts one of them on the board
(each tile taken from its rack slot, so the rack shows which tiles are placed).

Under challenge rules quick mode shows where the letters fit, never whether they make a
word (the word box gives no verdict there: :attr:`Session.word_box_checks`).
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING

from lexitile.games.crossword.rules.tiles import BLANK
from lexitile.play.draft import Draft, DraftTile

if TYPE_CHECKING:
    from lexitile.games.crossword.engine.movegen import GeneratedMove
    from lexitile.games.crossword.engine.quickmode import WordPlacements
    from lexitile.play.board_session import Session

__all__ = ["draft_of_move", "quick_placements"]


def quick_placements(session: Session, word: str) -> WordPlacements:
    """Every placement of ``word`` for the player on turn, best score first (blocking:
    may build the move generator's automaton; call it from a worker thread).

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
