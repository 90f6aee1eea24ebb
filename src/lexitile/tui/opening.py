"""How the one app opens a game of any mode.

Opening a game has a slow part -- loading a lexicon, replaying a record -- that runs in
a worker thread, and a part that makes the game's screen, on the app's thread. An
:class:`Opening` carries both; the new-game forms, the saved-games list and the command
line make them, :meth:`lexitile.tui.app.LexitileApp.open_game` carries them out.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any

from textual.screen import Screen


@dataclass(frozen=True)
class Opening:
    """A game about to open.

    Attributes:
        mode: the game mode's id (``"crossword"``, ``"quiddler"``, ``"crosswise"``).
        prepare: blocking; given the app (its ``load_lexicon`` keeps lexicons loaded
            once), returns what ``show`` needs -- typically the game's session.
            Raises ``LexitileError``, ``ValueError`` or ``OSError`` with the message
            to show when the game cannot open.
        show: given the app and what ``prepare`` returned, the game's first screen.
        players: the seat names, to fill the new-game form again after the game.
        robots: name -> robot level, likewise.
    """

    mode: str
    prepare: Callable[[Any], object]
    show: Callable[[Any, Any], Screen[Any]]
    players: tuple[str, ...] = ()
    robots: dict[str, str] = field(default_factory=dict)
