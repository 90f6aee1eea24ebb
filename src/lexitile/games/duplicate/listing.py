"""A duplicate record as a row of the saved-games list (the mode registry's entry reader)."""

from __future__ import annotations

from pathlib import Path

from lexitile.games.duplicate.record import RecordError, read_totals
from lexitile.storage.saved_games import SavedEntry, file_time
from lexitile.text.safe import visible
from lexitile.textfiles import read_text_file

#: The rules column of the saved-games list: the game's name and the rule set.
RULES_TEXT = "Duplicate ({rules})"


def duplicate_entry(path: Path) -> SavedEntry:
    """The saved-games row of a duplicate record: its players and totals (from the scores
    it holds, without replaying it), whether it is over.

    Raises:
        RecordError: not a record the duplicate reader accepts.
    """
    text = read_text_file(path, "duplicate record", RecordError)
    setup, totals, finished = read_totals(text, str(path))
    language = setup.lexicon if setup.lexicon in ("en", "de", "pt_BR") else ""
    return SavedEntry(
        kind="duplicate",
        path=path,
        rules=RULES_TEXT.format(rules=setup.rules),
        language=language.split("_")[0],
        players=tuple(visible(p) for p in setup.players),
        scores=totals,
        finished=finished,
        modified=file_time(path),
        replay_path=path,
        robots=tuple(sorted(setup.robots)),
    )
