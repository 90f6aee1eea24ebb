"""A board game's identity, from what happened in it rather than from where it is saved.

Two copies of one record (moved, renamed, re-saved with other line ends or notes) are
one game; two games that happen to be saved under the same name are two. And one game
stays one game as it grows: a record studied mid-play and again once finished (or a
record one move shorter than another) has the identity of the whole game, so the cards
keyed by it (profile, game, turn, kind, word) are not added twice.

The identity is therefore a digest of the players' nicks and of the game's first
:data:`IDENTITY_EVENTS` events only (each event's player, kind, rack, move and score:
the GCG event line's fields, parsed), never of the events after them: a later move
changes nothing, and neither does a note, a title, a comment or the encoding. Why four:
the first events of a game hold its opening racks, drawn at random, and its opening
plays, so two different games of the same players agree on all four only by a rare
chance (identical opening draws and plays); fewer events would make that chance
larger, more would leave a longer start in which a game studied early gets a second
identity later. A record of fewer events is digested whole: a game studied before its
fourth event is, once, a different game from its longer self.
"""

from __future__ import annotations

import hashlib

from lexitile.games.crossword.records.gcg_types import GcgRecord

__all__ = ["IDENTITY_EVENTS", "game_identity"]

#: How many of a game's first events its identity digests (the reasoning is above).
IDENTITY_EVENTS = 4


def game_identity(record: GcgRecord) -> str:
    """The game's identity: 16 hex digits of a SHA-256 digest of its players and its
    first :data:`IDENTITY_EVENTS` events.

    Args:
        record: a parsed GCG record (:func:`lexitile.games.crossword.records.gcg.read_gcg`).

    Returns:
        ``"3f2a..."``: equal for every copy of the game's events and for the same game
        at any length from :data:`IDENTITY_EVENTS` events on; different when a player's
        nick, or any of those first events' player, kind, rack, move or score, differs.
    """
    digest = hashlib.sha256()
    for player in record.players:
        digest.update(f"player\t{player.nick}\n".encode())
    for e in record.events[:IDENTITY_EVENTS]:
        digest.update(f"{e.player}\t{e.kind.value}\t{e.rack}\t{e.move_text}\t{e.score}\n".encode())
    return digest.hexdigest()[:16]
