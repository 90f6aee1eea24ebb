"""The board game's robot levels, named once for every layer that reads or writes them.

The engine (:mod:`lexitile.games.crossword.engine.robots`) plays them, the mode registry
offers them (:mod:`lexitile.core.modes`), the state file checks them
(:mod:`lexitile.storage.statefile`) and the seats dialog lists them; all four read this
module, so a new level is added here and nowhere else. What each level does is
documented with the robots and in ``docs/robots.md``.
"""

from __future__ import annotations

__all__ = ["BOARD_LEVELS", "FAMILIAR_SUFFIX"]

#: The board game's robot levels, weakest first.
BOARD_LEVELS: tuple[str, ...] = ("easy", "casual", "keen", "steady", "medium", "hard", "expert")
#: A level written with this ending keeps its own plays to common words (``hard+familiar``).
FAMILIAR_SUFFIX = "+familiar"
