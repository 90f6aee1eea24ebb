"""A duplicate record (``.dpl``) for ``lexitile verify``, ``export`` and ``replay``.

The mode registry names :data:`RECORD_TOOLS` (:attr:`lexitile.core.modes.GameMode.record_tools`);
the three commands ask the registry for the tools of a record that is not a GCG, so
they never name the game. What each does is what ``lexitile duplicate`` does with a
record: ``verify`` reads it back (every round replayed, its racks, scores and tops
checked, :func:`lexitile.games.duplicate.files.load_record`), ``export --format text``
prints it as ``--rounds`` does, ``--format gcg`` the master game as ``--master`` does
(the tops, :func:`lexitile.games.duplicate.master.master_gcg`), and ``replay`` opens the
replay screen of ``--replay``.
"""

from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path

from lexitile.core.modes import RecordCheck
from lexitile.errors import InputFileError
from lexitile.games.duplicate.contract import CONTRACT
from lexitile.games.duplicate.files import load_record, record_positions
from lexitile.i18n import set_ui_language

__all__ = ["RECORD_TOOLS", "DuplicateRecordTools", "rounds_text"]


def rounds_text(path: str | Path) -> str:
    """The record's rounds as ``lexitile duplicate --rounds`` prints them: a header line,
    per round the rack (draws put back for too few vowels or consonants named), the top
    and every seat's play and score, then the totals and whether the game is over.

    Raises:
        RecordError: the record cannot be read or does not replay (line named).
    """
    setup, game = load_record(path)
    lines = [
        f"duplicate: {', '.join(setup.players)}; rules {setup.rules}, tiles {setup.tiles}, word list {setup.lexicon}"
    ]
    for result in game.rounds:
        rejected = f" (put back: {', '.join(''.join(r) for r in result.rejected)})" if result.rejected else ""
        lines.append(
            f"round {result.number}: rack {''.join(result.rack)}{rejected}; top {result.top.notation} {result.top.score}"
        )
        for play in result.plays:
            what = play.notation or "no play"
            bad = f" (not valid: {', '.join(play.bad_words)})" if play.bad_words else ""
            lines.append(f"  {setup.players[play.seat]}: {what} {play.score}{bad}")
    totals = ", ".join(f"{name} {total}" for name, total in zip(setup.players, game.totals(), strict=True))
    state = f"over ({game.end_reason})" if game.is_over else f"in play, round {game.round_number}"
    lines.append(f"totals: {totals}; tops {game.top_total()}; game {state}")
    return "\n".join(lines) + "\n"


def replay_record(path: str | Path, ui_lang: str | None) -> int:
    """Open the replay screen on the record, round by round (``lexitile duplicate
    --replay``); return the app's exit status.

    Raises:
        RecordError: the record cannot be read or does not replay (line named).
    """
    from lexitile.tui.duplicate.app import DuplicateReplayApp  # noqa: PLC0415 - the screens load only in the app: Textual stays out of the command line

    positions = list(record_positions(path))
    set_ui_language(ui_lang)
    return int(DuplicateReplayApp(positions).run() or 0)


@dataclass(frozen=True)
class DuplicateRecordTools:
    """The duplicate game's :class:`~lexitile.core.modes.RecordTools`.

    Attributes:
        export_formats: ``text`` (the rounds) and ``gcg`` (the master game).
    """

    export_formats: tuple[str, ...] = ("text", "gcg")

    def verify(self, path: Path) -> RecordCheck:
        """Read the record back through the game's codec, which replays every round and
        checks its racks, scores and tops (the record format of ``docs/duplicate.md``).

        Returns:
            The rounds played (a round in progress counts when it has a rack) and each
            player's total over the finished rounds.

        Raises:
            RecordError: the record cannot be read or does not replay (line named).
        """
        game = CONTRACT.codec.load(path)
        rounds = len(game.rounds) + (1 if game.draw is not None else 0)
        return RecordCheck(rounds, dict(zip(game.names, game.totals(), strict=True)))

    def export(self, path: Path, fmt: str) -> str:
        """The rounds (``text``) or the master game as GCG (``gcg``).

        Raises:
            RecordError: the record cannot be read or does not replay (line named).
            InputFileError: ``fmt`` is neither.
        """
        if fmt == "text":
            return rounds_text(path)
        if fmt == "gcg":
            return CONTRACT.codec.export(CONTRACT.codec.load(path))
        raise InputFileError(f"--format {fmt} is not available for a duplicate record (text or gcg)", path)

    def replay(self, path: Path, ui_lang: str | None) -> int:
        """The replay screen (:func:`replay_record`)."""
        return replay_record(path, ui_lang)


#: The tools the mode registry names for duplicate records.
RECORD_TOOLS = DuplicateRecordTools()
