"""Hints at a board-game table, without Textual: the best move for the player on turn,
shown in three steps (its score, then where it goes, then the whole move), each step
noted in the saved game so a record shows who was helped and how much.

Whether hints are allowed at all is the table's rule (:attr:`Session.allows_hints`).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from lexitile.games.crossword.engine.quickmode import Hint
    from lexitile.games.crossword.rules.game import Game
    from lexitile.play.board_session import Session
    from lexitile.play.board_table import BoardTable

__all__ = ["LAST_STEP", "find_hint", "hint_note", "note_hint", "place_hint"]

#: The last step of a hint: the whole move.
LAST_STEP = 3


def find_hint(game: Game) -> Hint:
    """The best move for the player on turn (blocking: may build the move generator's
    automaton; call it from a worker thread).

    Raises:
        NoAutomaton: the lexicon has no word list (:mod:`lexitile.games.crossword.engine.automaton_cache`).
        IllegalMoveError: ``GAME_OVER``.
    """
    from lexitile.games.crossword.engine.automaton_cache import automaton_of  # noqa: PLC0415 - loaded on first use, not at start-up
    from lexitile.games.crossword.engine.quickmode import hint  # noqa: PLC0415 - loaded on first use, not at start-up

    return hint(game, automaton_of(game.lexicon), lexicon=game.lexicon)


def hint_note(found: Hint, step: int, name: str) -> str:
    """The GCG note of a hint step: what ``name`` saw (English, as every note).

    Args:
        found: the hint.
        step: 1 (the score), 2 (score and position) or 3 (the move, and with the
            coach's advice the top plays with equity, and an exchange that beats them); more is 3.
        name: the person on turn.
    """
    step = min(step, LAST_STEP)
    if found.move is None:
        seen = "that there is no play"
    elif step == 1:
        seen = f"the best play's score ({found.score})"
    elif step == 2:
        seen = f"the best play's score and position ({found.score} at {found.coordinate})"
    else:
        seen = f"the best play ({found.text} {found.score})"
    advice = found.advice
    if step == LAST_STEP and advice is not None:
        top = ", ".join(f"{c.text} {c.score} ({c.equity:.1f})" for c in advice.plays)
        if top:
            seen += f"; top plays by equity: {top}"
        if advice.exchange_better and advice.exchange is not None:
            ex = advice.exchange
            seen += f"; exchange {ex.tiles} keeping {ex.leave or 'nothing'} ({ex.equity:.1f}) beats every play"
    return f"hint {step}: {name} saw {seen}"


def note_hint(session: Session, found: Hint, step: int) -> int:
    """Note a hint step for the move about to be made (replacing the note of an earlier
    step of the same hint) and save.

    Returns:
        The step noted (at most :data:`LAST_STEP`).
    """
    step = min(step, LAST_STEP)
    session.add_note(hint_note(found, step, session.person_on_turn()), kind="hint")
    session.save()
    return step


def place_hint(table: BoardTable) -> bool:
    """Enter on a board that shows the whole hinted move (the last step) and no tile of
    the player's own: the move's tiles become the table's draft, for the next Enter to
    play (a new player pressed Enter on the marked tiles and was told to place tiles
    first).

    Returns:
        True when the tiles were placed; False when no whole hint is shown, tiles are
        placed already, quick mode is on, or the rack lacks the move's tiles.
    """
    from lexitile.play.quick_mode import draft_of_move  # noqa: PLC0415 - loaded on first use, not at start-up

    shown = table.hint_shown()
    if shown is None or table.draft.tiles or table.quick is not None:
        return False
    found, step = shown
    if found.move is None or step < LAST_STEP:
        return False
    game = table.game
    draft = draft_of_move(game.board.rows, game.board.cols, table.session.rack_order(game.turn), found.move)
    if draft is None:
        return False
    table.draft = draft
    return True
