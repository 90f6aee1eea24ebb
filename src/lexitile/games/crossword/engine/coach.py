"""Coaching during a game: the best plays of the player on turn, and whether to exchange.

:func:`coach` is the engine half of the hint's last step: the top plays with their
score, leave and equity (the one evaluator of :mod:`lexitile.games.crossword.engine.evaluator`, not a
robot level), and, when the rules allow an exchange now, the best exchange, with a flag
saying whether it beats every play and which tiles it keeps. The screen only shows it.

Pure: the game is read, never changed; the player sees only their own rack and what the
board and the tile counts tell (the unseen tiles' value, used with the bag empty).
"""

from __future__ import annotations

from dataclasses import dataclass

from lexitile.errors import IllegalMoveError, Reason
from lexitile.games.crossword.engine.automaton import Automaton
from lexitile.games.crossword.engine.evaluator import Candidate, Evaluator, PositionAnalysis, analyse_position
from lexitile.games.crossword.rules.exchange import bag_needed_to_exchange
from lexitile.games.crossword.rules.game import Game

__all__ = ["Advice", "coach"]


@dataclass(frozen=True)
class Advice:
    """What the coach says for one position.

    Attributes:
        plays: the best plays, best equity first (at most the number asked for).
        exchange: the best exchange when one is allowed now, else ``None``.
        exchange_better: True when that exchange has a higher equity than every play.
        analysis: every option ranked (:class:`~lexitile.games.crossword.engine.evaluator.PositionAnalysis`).
    """

    plays: tuple[Candidate, ...]
    exchange: Candidate | None
    exchange_better: bool
    analysis: PositionAnalysis

    @property
    def best(self) -> Candidate:
        """The option to take: the best exchange when it beats every play, else the best
        play (or the pass when there is no play and no exchange)."""
        if self.exchange_better and self.exchange is not None:
            return self.exchange
        return self.plays[0] if self.plays else self.analysis.best

    @property
    def keep(self) -> str | None:
        """When exchanging is better: the tiles to keep (``""``: exchange them all); else ``None``."""
        return self.exchange.leave if self.exchange_better and self.exchange is not None else None

    def summary(self) -> str:
        """One English sentence for logs and game notes, e.g. ``exchange -QVW (keep EST,
        equity 12.3) beats the best play 8H VEX 26 (equity 9.1)``."""
        best_play = self.plays[0] if self.plays else None
        play_text = (
            f"the best play {best_play.text} {best_play.score} (equity {best_play.equity:.1f})"
            if best_play is not None
            else "no play"
        )
        if self.exchange_better and self.exchange is not None:
            ex = self.exchange
            keep = f"keep {ex.leave}" if ex.leave else "keep nothing"
            return f"exchange {ex.text} ({keep}, equity {ex.equity:.1f}) beats {play_text}"
        return play_text[0].upper() + play_text[1:] if best_play is not None else "no play: pass"


def coach(game: Game, automaton: Automaton, *, top: int = 5, evaluator: Evaluator | None = None) -> Advice:
    """The best plays of the player on turn and the exchange advice.

    Args:
        game: the game (not changed).
        automaton: the move generator's automaton of the game's lexicon.
        top: how many plays to list.
        evaluator: the equity (default: ``Evaluator(game.rules.tileset)``).

    Returns:
        The :class:`Advice`.

    Raises:
        IllegalMoveError: ``GAME_OVER`` when the game has ended.
    """
    if game.is_over:
        raise IllegalMoveError(Reason.GAME_OVER, "the game is over")
    rules = game.rules
    tileset = rules.tileset
    bag = len(game.bag)
    allowed = game.can_exchange()
    unseen = sum(n * tileset.value(t) for t, n in game.unseen(game.turn).items())
    pa = analyse_position(
        game.board,
        game.rack,
        tileset,
        automaton,
        bag=bag,
        evaluator=evaluator,
        unseen=unseen,
        bingo_bonus=rules.bingo_bonus,
        rack_size=rules.rack_size,
        exchange_min_bag=bag_needed_to_exchange(rules),
        exchanges=allowed,
    )
    plays = tuple(pa.top(top))
    exchange = pa.best_exchange
    return Advice(plays, exchange, pa.exchange_beats_plays(), pa)
