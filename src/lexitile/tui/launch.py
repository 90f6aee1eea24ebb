"""Opening games: load the lexicon, choose the tile set for its language, build or
rebuild the :class:`~lexitile.play.board_session.Session`. Blocking; the app calls these in
a worker thread, the command line before the app starts.
"""

from __future__ import annotations

from collections.abc import Callable, Container
from dataclasses import replace
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from lexitile.play.board_session import Session
    from lexitile.play.board_setup import GameSetup
    from lexitile.savegame import SavedGame

#: Loads a lexicon from its spec (a built-in name or a word-list path).
LexiconLoader = Callable[[str], Container[str]]

#: Lexicon language -> the tile set that language plays with.
LANGUAGE_TILES = {"de": "german", "pt_BR": "portuguese_br"}


def default_loader(spec: str) -> Container[str]:
    """:func:`lexitile.lexicon.load_lexicon` (imported on first use, it pulls in
    ``marisa_trie``).

    Raises:
        UnknownNameError, InputFileError: the lexicon cannot be found or read.
    """
    from lexitile.lexicon import load_lexicon  # noqa: PLC0415 - the lexicon package loads with the game's word list, not with the app

    return load_lexicon(spec)


def tiles_for_language(lexicon: Container[str]) -> str | None:
    """The tile set to use with a lexicon of another language than English, or
    ``None`` to keep the rule set's own. Applied only to rule sets on English tiles."""
    return LANGUAGE_TILES.get(getattr(lexicon, "language", "en"))


def new_session(setup: GameSetup, loader: LexiconLoader | None = None, **kwargs: Any) -> Session:
    """Load the lexicon and start a new, saved game.

    Args:
        setup: players, rules, lexicon spec, seed.
        loader: lexicon loader (default :func:`default_loader`; tests pass a stand-in).
        kwargs: passed to :meth:`Session.start` (``path``, ``when``, ``save``).

    Raises:
        LexitileError: unknown lexicon, rules or tile set; unreadable files.
        ValueError: bad player names.
    """
    # imported when a game opens (in the app's worker), not with the app: the session
    # brings the rules engine, the records and the league database
    from lexitile.play.board_session import Session  # noqa: PLC0415 - loaded on first use, not at start-up

    lexicon = (loader or default_loader)(setup.lexicon)
    if setup.tiles is None:
        tiles = tiles_for_language(lexicon)
        if tiles is not None:
            from lexitile.games.crossword import catalog  # noqa: PLC0415 - loaded on first use, not at start-up

            # only a rule set on English tiles switches; one with its own set keeps it
            if catalog.load_rules(setup.rules).tileset.name == "english":
                setup = replace(setup, tiles=tiles)
    return Session.start(setup, lexicon, **kwargs)


def resume_session(saved: SavedGame, loader: LexiconLoader | None = None) -> Session:
    """Load the saved game's lexicon and rebuild the game from seed and moves.

    Raises:
        SaveFileError: the moves do not replay.
        LexitileError: the lexicon or rules cannot be loaded.
    """
    from lexitile.play.board_session import Session  # noqa: PLC0415 - see new_session

    return Session.resume(saved, (loader or default_loader)(saved.lexicon))
