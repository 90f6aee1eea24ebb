"""Files of the Quiddler mode: decks, the rules card, saved records.

The only module of :mod:`lexitile.games.quiddler` that touches the disk. Built-in data is in
the package's ``data/quiddler/`` folder (``english.toml``, ``rules-card.txt`` and its translations
``rules-card.<language>.txt``); saved
games are ``<data dir>/games/*.qdl`` with every mode's saves (:mod:`lexitile.storage.paths`;
records of earlier versions in ``<data dir>/quiddler/`` still resume). Records are written
atomically (a temporary file renamed over the old one), so a crash never leaves half a record.
"""

from __future__ import annotations

import functools
from collections.abc import Sequence
from datetime import datetime
from pathlib import Path

from lexitile.games.quiddler.cards import Deck
from lexitile.games.quiddler.errors import DeckFileError, RecordError
from lexitile.games.quiddler.options import TableOptions
from lexitile.games.quiddler.record import GameRecord, parse_record
from lexitile.games.quiddler.robots import RobotFactory
from lexitile.resources import data_dir as package_data_dir
from lexitile.resources import translated_path
from lexitile.storage import paths
from lexitile.textfiles import atomic_write_text, read_text_file

#: The deck used when none is named.
DEFAULT_DECK = "english"
#: Suffix of saved records.
RECORD_SUFFIX = ".qdl"


def quiddler_data() -> Path:
    """The built-in ``data/quiddler`` folder."""
    return package_data_dir() / "quiddler"


def _read(path: Path, what: str, error: type[DeckFileError | RecordError]) -> str:
    return read_text_file(path, what, error)


@functools.lru_cache(maxsize=8)
def _load_deck_file(path: str) -> Deck:
    return Deck.parse(_read(Path(path), "deck file", DeckFileError), path)


def load_deck(spec: str = DEFAULT_DECK) -> Deck:
    """A deck by built-in name (``english``) or by path to a deck file.

    Raises:
        DeckFileError: no such deck, or a malformed file.
    """
    builtin = quiddler_data() / f"{spec}.toml"
    if builtin.is_file():
        return _load_deck_file(str(builtin))
    if Path(spec).is_file():
        return _load_deck_file(str(Path(spec).resolve()))
    names = ", ".join(sorted(p.stem for p in quiddler_data().glob("*.toml")))
    raise DeckFileError(f"unknown deck {spec!r}: no such file; built-in decks: {names}")


def rules_card(language: str | None = None) -> str:
    """The rules card text (``data/quiddler/rules-card.txt``): the rules, their sources,
    and which choices are the publisher's and which are table options.

    Args:
        language: a gettext locale code (``"en"``, ``"de"``, ``"pt_BR"``), e.g. the
            TUI's ``lexitile.i18n.ui_language()``. The translated card
            ``rules-card.<language>.txt`` is read when it exists; ``None``, ``"en"`` or
            a language without a translated card gives the English ``rules-card.txt``.

    Raises:
        DeckFileError: the card to read cannot be read.
    """
    return _read(translated_path(quiddler_data(), "rules-card.txt", language), "rules card", DeckFileError)


def games_dir() -> Path:
    """Folder new Quiddler games are saved in: ``<data dir>/games``, with the other
    modes' (:mod:`lexitile.storage.paths`; earlier versions used ``<data dir>/quiddler``,
    still read from there)."""
    return paths.games_dir()


def new_record_path(now: datetime | None = None, players: Sequence[str] = ()) -> Path:
    """A fresh record path in :func:`games_dir`, named after the time and the players
    (``2026-11-29-170000-Ann-Bob.qdl``; ``…-quiddler.qdl`` without players)."""
    return paths.new_save_path("quiddler", tuple(players) or ("quiddler",), now)


def save_record(path: str | Path, text: str) -> Path:
    """Write record ``text`` to ``path`` atomically (creating the folder).

    Raises:
        RecordError: the file cannot be written.
    """
    target = Path(path)
    try:
        atomic_write_text(target, text)
    except OSError as exc:
        raise RecordError(f"cannot save the game: {exc.strerror or exc}", target) from None
    return target


def load_record(path: str | Path) -> GameRecord:
    """Read and check a record file (the actions are replayed without a lexicon).

    Raises:
        RecordError: unreadable, malformed, or actions that do not replay (with the line).
    """
    p = Path(path)
    return parse_record(_read(p, "record", RecordError), load_deck, p)


def robot_factory(lexicon: object, deck: Deck, options: TableOptions, seed: int = 0) -> RobotFactory:
    """Robots of every level for a table with ``lexicon`` (a :class:`Lexicon` or any
    word container); the easy and medium levels know only the words of the lexicon's
    language that are common enough (``data/frequency/<language>_common.txt.xz``).
    Without a list for the language (or a lexicon without one) every level knows
    every word."""
    from lexitile.games.crossword.engine.robots import load_frequencies  # noqa: PLC0415 - loaded on first use, not at start-up

    language = getattr(lexicon, "language", None)
    frequencies = load_frequencies(language) if isinstance(language, str) else None
    return RobotFactory(lexicon, deck, options, frequencies, seed)
