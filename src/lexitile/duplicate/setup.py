"""What a duplicate game is set up with, by name: the record's header."""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field


@dataclass(frozen=True)
class GameSetup:
    """The names a game was set up with (what its record's header says).

    Attributes:
        players: the seats' names in seat order (no ``,`` in a name).
        robots: 0-based seat -> robot level, for the seats a robot plays.
        rules: the built-in rule set's name (``mattel``).
        tiles: the tile set's name (``english``).
        lexicon: the word list's name (``en``) or path.
    """

    players: tuple[str, ...]
    robots: Mapping[int, str] = field(default_factory=dict)
    rules: str = "mattel"
    tiles: str = "english"
    lexicon: str = "en"
