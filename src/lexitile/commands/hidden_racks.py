"""The ``--reveal`` rule of the commands that print a record: ``export``, ``analyze``
and ``moves``.

A record of a game still in play is printed as the replay screen shows it: without
racks, exchanged tiles or the ``#rackN`` lines (:mod:`lexitile.games.crossword.records.replay_hidden`
decides both when -- :func:`~lexitile.games.crossword.records.replay_hidden.record_in_play` -- and what
-- :func:`~lexitile.games.crossword.records.replay_hidden.hide_record`). At one keyboard the players
who wait must not read another player's tiles from a command's output. ``--reveal``
prints them; a finished game always shows them.
"""

from __future__ import annotations

import argparse
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from lexitile.games.crossword.records.gcg_types import GcgRecord
    from lexitile.games.crossword.records.replay import GameReplay
    from lexitile.games.crossword.rules.layout import BoardLayout
    from lexitile.games.crossword.rules.tiles import TileSet

__all__ = ["HIDDEN_NOTE", "REVEAL_HELP", "add_reveal_option", "replay_for_output"]

#: Help of ``--reveal``: what it shows.
REVEAL_HELP = (
    "for a game still in play, show every player's rack, the exchanged tiles and the racks of "
    "the players to move (hidden by default, as in the replay: the players may be at the table)"
)

#: The line a command prints (on standard error, or in its JSON warnings) when it hid racks.
HIDDEN_NOTE = "racks hidden: game in play (--reveal shows them)"


def add_reveal_option(parser: argparse.ArgumentParser) -> None:
    """Add ``--reveal`` (``args.reveal``, default False) to a command's parser."""
    parser.add_argument("--reveal", action="store_true", help=REVEAL_HELP)


def replay_for_output(
    record: GcgRecord,
    board: BoardLayout | str | None = None,
    tiles: TileSet | str | None = None,
    reveal: bool = False,
    in_play: bool | None = None,
) -> tuple[GcgRecord, GameReplay, bool]:
    """Replay a record as a command may print it.

    Args:
        record: the record as read.
        board, tiles: layout and tile set for records that name none.
        reveal: ``--reveal``: never hide.
        in_play: whether the game is still in play when the caller knows better than the
            record (a state file's ``finished``); ``None``: the replay's rule.

    Returns:
        ``(record, replay, hidden)``: the record and replay to print from (without
        racks when ``hidden``), and whether racks were hidden.

    Raises:
        GcgError, UnknownNameError, InputFileError: as
            :func:`lexitile.games.crossword.records.replay.replay_record`.
    """
    from lexitile.games.crossword.records.replay import replay_record  # noqa: PLC0415 - loaded when the command runs: the command line starts fast
    from lexitile.games.crossword.records.replay_hidden import hide_record, record_in_play  # noqa: PLC0415 - loaded when the command runs: the command line starts fast

    rp = replay_record(record, board, tiles)
    playing = record_in_play(record, rp) if in_play is None else in_play and rp.error is None
    if reveal or not playing:
        return record, rp, False
    hidden = hide_record(record)
    return hidden, replay_record(hidden, rp.layout, rp.tileset), True
