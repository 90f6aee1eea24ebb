"""The play the game makes for a player whose time per move ran out.

Kreuzwort text, table option "Zeit pro Zug": when the time ends, the game plays the
move for the player. Playing the best move would make waiting out the clock a strategy
(the computer finds more than most people), so the game plays the legal play of median
equity: the plays are ranked by the hard robot's static equity (score plus leave value;
the score alone once the bag is empty), ties broken by the move's GCG notation, and
the middle one is taken (of an even number, the lower middle: the worse of the two).
With no legal play the move is a pass. Rule sets whose timeout is a pass never ask.
"""

from __future__ import annotations

from collections.abc import Container

from lexitile.errors import IllegalMoveError, Reason
from lexitile.games.crossword.engine.automaton import Automaton
from lexitile.games.crossword.engine.robots import Robot
from lexitile.games.crossword.rules.game import Game
from lexitile.games.crossword.rules.move import BoardMove

__all__ = ["ranked_for_timeout", "timeout_play"]


def ranked_for_timeout(
    game: Game, automaton: Automaton, lexicon: Container[str] | None = None
) -> list[tuple[float, str, BoardMove]]:
    """Every legal play of the player on turn as ``(equity, notation, move)``, worst
    first (equity ascending, then notation ``8H W.RD`` in code-point order).

    Args:
        game: the position (not changed).
        automaton: the move generator's automaton of the game's lexicon.
        lexicon: the word list (as :class:`lexitile.games.crossword.engine.robots.Robot`).
    """
    robot = Robot("hard", automaton, lexicon)
    out = [(equity, m.notation, m.move) for equity, m in robot.ranked(game)]
    out.sort(key=lambda row: (row[0], row[1]))
    return out


def timeout_play(game: Game, automaton: Automaton, lexicon: Container[str] | None = None) -> BoardMove | None:
    """The play of median equity for the player on turn, or ``None`` (then: a pass).

    Args:
        game: the position (not changed).
        automaton: the move generator's automaton of the game's lexicon.
        lexicon: the word list (as :class:`lexitile.games.crossword.engine.robots.Robot`).

    Returns:
        The play at index ``(n - 1) // 2`` of :func:`ranked_for_timeout` (``n`` plays),
        ``None`` when there is none.

    Raises:
        IllegalMoveError: ``GAME_OVER`` when the game has ended.
    """
    if game.is_over:
        raise IllegalMoveError(Reason.GAME_OVER, "the game is over")
    ranked = ranked_for_timeout(game, automaton, lexicon)
    if not ranked:
        return None
    return ranked[(len(ranked) - 1) // 2][2]
