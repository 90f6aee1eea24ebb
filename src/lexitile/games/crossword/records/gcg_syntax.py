"""The GCG format's vocabulary: the pragmas, the shapes of an event line's tokens, and
the small readers of a rack and a score (the GCG specification, Poslfit's original
and the Woogles/Macondo additions). :mod:`lexitile.games.crossword.records.gcg` reads
records with them.
"""

from __future__ import annotations

import re

__all__ = [
    "ANYWHERE_PRAGMAS",
    "COORD",
    "CUMULATIVE",
    "EVENT_HEAD",
    "GAME_PRAGMAS",
    "GAME_TYPES",
    "NOTE_PRAGMAS",
    "PLAYER_PRAGMA",
    "RACK_PRAGMA",
    "SCORE",
    "is_rack_text",
    "parse_score",
]

#: Values of ``#game-type`` (Macondo ``game/rules.go``, GCG: pragmas).
GAME_TYPES = ("classic", "wordsmog", "classic_super", "wordsmog_super")

#: Pragmas that change how the game is replayed: repeating one with another value, or
#: giving one after the first event, is an error. Other pragmas are metadata.
GAME_PRAGMAS = frozenset({"lexicon", "tile-distribution", "board-layout", "game-type"})

#: Pragmas allowed anywhere (GCG: pragmas, "Ordering"): notes, last racks, ``#incomplete``
#: and the continuation pragma ``#-``.
ANYWHERE_PRAGMAS = frozenset({"note", "incomplete", "-", "rack1", "rack2", "rack3", "rack4"})

#: Keys of Woogles' structured notes before the first event (Macondo ``parseSpecialNotePragma``).
NOTE_PRAGMAS = {"variant": "game-type", "boardlayout": "board-layout", "letterdistribution": "tile-distribution"}


#: An event line's head, ``>nick:``, and the rest of the line.
EVENT_HEAD = re.compile(r"^>(\S+?):(?=\s|$)\s*(.*)$")
#: A play's coordinate: ``8H`` across, ``H8`` down (any letter, for larger boards).
COORD = re.compile(r"^(?:\d{1,2}[^\W\d_]|[^\W\d_]\d{1,2})$")
#: A move's score token: ``+24``, ``-8``, and ``+-5`` (a negative score written after a plus).
SCORE = re.compile(r"^([+-])(-?)(\d{1,6})$")
#: The running total after an event.
CUMULATIVE = re.compile(r"^[+]?(-?\d{1,7})$")
#: ``#player1``..., and ``#rack1``... (a player's last rack).
PLAYER_PRAGMA = re.compile(r"^player(\d+)$")
RACK_PRAGMA = re.compile(r"^rack(\d+)$")


def is_rack_text(s: str) -> bool:
    """Whether ``s`` reads as a rack: letters and ``?`` for a blank only."""
    return all(not (ch != "?" and not ch.isalpha()) for ch in s)


def parse_score(token: str) -> int | None:
    """A move's score token (``+24``, ``-8``, ``+-5``) as points, ``None`` when malformed."""
    m = SCORE.match(token)
    if not m:
        return None
    sign, inner, digits = m.groups()
    if sign == "-" and inner:
        return None
    value = int(digits)
    return -value if (sign == "-" or inner) else value
