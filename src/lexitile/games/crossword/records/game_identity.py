"""A board game's identity, from what happened in it rather than from where it is saved.

Two copies of one record (moved, renamed, re-saved with other line ends or notes) are
one game; two games that happen to be saved under the same name are two. The identity
is a digest of the players' nicks and every event's player, kind, rack, move and score
(the GCG event line's fields, parsed), so a note, a title, a comment or the encoding
changes nothing.
"""

from __future__ import annotations

import hashlib

from lexitile.games.crossword.records.gcg_types import GcgRecord

__all__ = ["game_identity"]


def game_identity(record: GcgRecord) -> str:
    """The game's identity: 16 hex digits of a SHA-256 digest of its players and events.

    Args:
        record: a parsed GCG record (:func:`lexitile.games.crossword.records.gcg.read_gcg`).

    Returns:
        ``"3f2a..."``: equal for every copy of the game's events, different when any
        event's player, kind, rack, move or score differs.
    """
    digest = hashlib.sha256()
    for player in record.players:
        digest.update(f"player\t{player.nick}\n".encode())
    for e in record.events:
        digest.update(f"{e.player}\t{e.kind.value}\t{e.rack}\t{e.move_text}\t{e.score}\n".encode())
    return digest.hexdigest()[:16]
