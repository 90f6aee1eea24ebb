"""Quiddler's row in the one saved-games index (:mod:`lexitile.storage.saved_games`),
which reads each mode's files through the mode's own reader."""

from __future__ import annotations

from pathlib import Path

from lexitile.games.quiddler.errors import RecordError
from lexitile.games.quiddler.record import parse_record
from lexitile.games.quiddler.storage import DEFAULT_DECK, load_deck
from lexitile.languages import language_code_of
from lexitile.storage.saved_games import SavedEntry, file_time, read_record
from lexitile.text.safe import visible

__all__ = ["quiddler_entry"]


def quiddler_entry(path: Path) -> SavedEntry:
    """The saved-games list row of a Quiddler record (replayed to check it).

    Raises:
        LexitileError: not a record the Quiddler reader accepts.
    """

    record = parse_record(read_record(path, "Quiddler record", RecordError), load_deck, path)
    game = record.replay(None, path=path)
    deck = record.setup.deck.name
    return SavedEntry(
        kind="quiddler",
        path=path,
        rules="Quiddler" if deck == DEFAULT_DECK else visible(f"Quiddler ({deck})"),
        language=language_code_of(record.lexicon or "en"),
        players=tuple(visible(p) for p in record.setup.players),
        scores=tuple(game.totals),
        finished=game.is_over,
        modified=file_time(path),
        replay_path=path,
        robots=tuple(sorted(record.robots)),
        turn=None if game.is_over else game.current,
    )
