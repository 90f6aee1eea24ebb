"""What a duplicate game is set up with, by name: the record's header."""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field

#: The defaults of the table's clocks, in seconds: three minutes to think, thirty to enter.
THINK_SECONDS, ENTRY_SECONDS = 180, 30


@dataclass(frozen=True)
class GameSetup:
    """The names a game was set up with (what its record's header says).

    Attributes:
        players: the seats' names in seat order (no ``,`` in a name).
        robots: 0-based seat -> robot level, for the seats a robot plays.
        rules: the built-in rule set's name (``mattel``).
        tiles: the tile set's name (``english``).
        lexicon: the word list's name (``en``) or path.
        think_seconds: the round's thinking time, everybody looking at the board and
            the rack (0: untimed).
        entry_seconds: each person's time to enter a play behind the curtain (0: untimed).
        hints: a person entering may ask for a hint (the top's score and square);
            off by default, as in the other games.
        league: the household league's table as one line
            (:meth:`lexitile.play.league_table.LeagueTable.to_text`), ``""`` for none.
    """

    players: tuple[str, ...]
    robots: Mapping[int, str] = field(default_factory=dict)
    rules: str = "mattel"
    tiles: str = "english"
    lexicon: str = "en"
    think_seconds: int = THINK_SECONDS
    entry_seconds: int = ENTRY_SECONDS
    league: str = ""
    hints: bool = False

    def __post_init__(self) -> None:
        """Names the record can keep on one line: no ``,`` or ``:`` (its separators), no
        control character, none empty or twice.

        Raises:
            ValueError: a name that breaks that rule (named in the message).
        """
        for name in self.players:
            if not name or "," in name or ":" in name or not name.isprintable():
                raise ValueError(f"a player's name must be printable, without ',' or ':', got {name!r}")
        if len(set(self.players)) != len(self.players):
            raise ValueError(f"each player needs a name of their own, got {', '.join(self.players)}")
