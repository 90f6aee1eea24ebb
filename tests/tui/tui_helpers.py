"""Helpers for the app's tests: a stand-in lexicon and seeded games whose racks are known.

Seed 1, players Ann and Bo (mattel rules): Ann moves first with ``ERZAGDO``; Bo holds
``NOTLECO``. Seed 25: Ann moves first with ``L?AEITO`` (a blank).
"""

from __future__ import annotations

from pathlib import Path

from lexitile.play.board_session import Session
from lexitile.play.board_setup import GameSetup

#: Words the stand-in lexicon accepts (upper case, as the engine asks).
WORDS = frozenset(
    {"GAZED", "ZONE", "ZONED", "LOTS", "TOIL", "COLT", "DOG", "GOAD", "RAG", "ZA", "AG", "OD", "ON", "NO", "TO"}
)


class AnyWord:
    """A lexicon that accepts every word (for games played to the end quickly)."""

    language = "en"

    def __contains__(self, word: object) -> bool:
        return isinstance(word, str) and word.isalpha()


def make_session(
    data_dir: Path,
    players: tuple[str, ...] = ("Ann", "Bo"),
    seed: int = 1,
    rules: str = "mattel",
    lexicon=WORDS,
    name: str = "game",
) -> Session:
    """A new saved game at ``<data_dir>/games/<name>.json`` with a stand-in lexicon."""
    setup = GameSetup(players, rules=rules, lexicon="test-words", seed=seed)
    return Session.start(setup, lexicon, path=data_dir / "games" / f"{name}.json")


def stand_in_loader(spec: str):
    """A lexicon loader for the app: every spec gives the stand-in word set."""
    return WORDS


def run_async(test):
    """Run an ``async def`` test with :func:`asyncio.run` (no async pytest plugin needed).

    Fixtures still work: pytest reads the wrapped function's signature.
    """
    import asyncio
    import functools

    @functools.wraps(test)
    def wrapper(*args, **kwargs):
        asyncio.run(test(*args, **kwargs))

    return wrapper


class FakeClock:
    """A clock for the app that moves only when told (``LexitileApp(clock=...)``):
    advance it, then call ``app.tick()``; no test sleeps."""

    def __init__(self, start: float = 1000.0):
        self.now = start

    def __call__(self) -> float:
        return self.now

    def advance(self, seconds: float) -> None:
        self.now += seconds


def make_game(
    data_dir: Path,
    players: tuple[str, ...] = ("Ann", "Bo"),
    seed: int = 1,
    rules: str = "mattel",
    lexicon=WORDS,
    name: str = "game",
    **options,
) -> Session:
    """:func:`make_session` with table options (``check="challenge"``, ``penalty="10"``,
    ``move_seconds=30``, ``game_minutes=25``, ``classic=True``, ``pairs=True``)."""
    from lexitile.play.table_options import GameOptions

    setup = GameSetup(players, rules=rules, lexicon="test-words", seed=seed, options=GameOptions(**options))
    return Session.start(setup, lexicon, path=data_dir / "games" / f"{name}.json")


def bottom_line(app) -> str:
    """The last line of the screen as a person sees it (the footer), as text."""
    strips = app.screen._compositor.render_strips()
    return "".join(segment.text for segment in strips[-1])
