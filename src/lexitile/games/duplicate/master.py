"""The master game as GCG: the tops, one per round, by one pseudo-player.

What is written (the GCG format, ``docs/gcg.md``; the duplicate conventions,
``docs/duplicate.md``):

- line 1 ``#character-encoding UTF-8``, then ``#player1 Top Top``: the one
  pseudo-player who plays every round's top; ``#title``, ``#description`` and, for a
  tile set other than English, ``#tile-distribution``;
- one event per finished round, ``>Top: RACK COORD WORD +SCORE CUMULATIVE``: RACK is the
  round's rack (the whole rack everybody played from, ``?`` a blank), the move and
  score the top's, CUMULATIVE the sum of the tops so far;
- the racks drawn and put back before a round (the draw rule) as a ``#note`` on that
  round's event, after it (a note belongs to the event before it; none is written
  before the first event);
- no ``#rack1``, no end-rack lines: there is no settlement in duplicate. A game in play
  has only its finished rounds: the rack in play is not written.

Readers that declare two players the minimum (Macondo, MAGPIE, lexitile's own board-game
reader) refuse a one-player file; Quackle reads it.
"""

from __future__ import annotations

from collections.abc import Sequence

from lexitile.games.crossword.records.gcg_writer import format_event_line, format_notes
from lexitile.games.duplicate.game import DuplicateGame

#: The pseudo-player's nick and name.
TOP_NICK = "Top"


def rejected_note(rejected: Sequence[Sequence[str]]) -> str:
    """The note of the racks put back before a round, e.g. ``rejected draws: BCDFGKL,
    AEIOUAE``."""
    return "rejected draws: " + ", ".join("".join(r) for r in rejected)


def master_gcg(game: DuplicateGame, title: str = "") -> str:
    """The master game of ``game`` as GCG text (module docstring).

    Args:
        game: the game (finished rounds only are written).
        title: the ``#title`` (default: ``Duplicate: `` and the players).
    """
    lines = ["#character-encoding UTF-8", f"#player1 {TOP_NICK} {TOP_NICK}"]
    lines.append(f"#title {title or 'Duplicate: ' + ', '.join(game.names)}")
    lines.append("#description Created with lexitile: the master game of a duplicate game")
    if game.rules.tileset.name != "english":
        lines.append(f"#tile-distribution {game.rules.tileset.name}")
    cumulative = 0
    for result in game.rounds:
        cumulative += result.top.score
        lines.append(
            format_event_line(TOP_NICK, "".join(result.rack), result.top.notation, result.top.score, cumulative)
        )
        if result.rejected:
            lines += format_notes(rejected_note(result.rejected))
    return "\n".join(lines) + "\n"
