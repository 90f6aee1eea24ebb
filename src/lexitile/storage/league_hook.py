"""Where a game's end meets the league's database: record a game the league has
been handed.

Each game builds its own :class:`~lexitile.core.league_rules.GameResult` (its league
adapter: :mod:`lexitile.games.crossword.rules.league`, :mod:`lexitile.games.quiddler.league`,
:mod:`lexitile.games.crosswise.league`); this module only writes it, and imports no game.
"""

from __future__ import annotations

from collections.abc import Sequence
from pathlib import Path

from lexitile.core.league_rules import GameResult, MoveRecord
from lexitile.storage.league_db import League

__all__ = ["record_game_end"]


def record_game_end(
    result: GameResult, moves: Sequence[MoveRecord] = (), record: str | None = None, path: Path | None = None
) -> int:
    """Record a game that ended in the league at ``path`` (default: the data dir's).

    Returns:
        The game's id in the league.

    Raises:
        LeagueError: see :meth:`League.record_game`.
    """
    with League(path) as league:
        return league.record_game(result, moves, record)
